// The three booking modals of seed 001 §2: consultation → pre-booking explainer → calendar.
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { CalendarCheck, Calculator } from 'lucide-react';
import { Modal } from '../../components/Modal.tsx';
import { BookingContext } from '../../lib/booking-context.ts';
import { company, figures } from '../../config/site.ts';
import { CalendarPanel } from '../../components/CalendarPanel.tsx';

type Step = 'closed' | 'consultation' | 'explainer' | 'calendar';

type StepModal = { open: boolean; onClose: () => void };

function ConsultationModal({ open, onClose, onBook }: StepModal & { onBook: () => void }) {
  return (
    <Modal open={open} onClose={onClose} title="Réserver une consultation gratuite">
      <p className="text-slate-700">
        Un conseiller Aidy vous appelle pendant {figures.appointmentMinutes} minutes pour faire le point sur
        votre situation, identifier les aides auxquelles vous avez droit et vous expliquer comment nous
        pouvons monter vos dossiers. Le rendez-vous est gratuit et sans engagement.
      </p>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <button type="button" className="btn-primary" onClick={onBook}>
          <CalendarCheck className="h-4 w-4" aria-hidden="true" /> Réserver un créneau
        </button>
        <a className="btn-ghost" href={`mailto:${company.email}`}>
          Écrire à {company.email}
        </a>
      </div>
    </Modal>
  );
}

function ExplainerModal({
  open,
  onClose,
  onContinue,
  simulateurPath,
}: StepModal & { onContinue: () => void; simulateurPath: string }) {
  return (
    <Modal open={open} onClose={onClose} title="Avant de réserver">
      <div className="space-y-4">
        <div className="rounded-xl border border-slate-200 p-4">
          <h3 className="font-semibold text-brand-800">C’est votre première simulation ?</h3>
          <p className="mt-1 text-sm text-slate-700">
            Pas de souci : pendant l’appel, le conseiller réalise la simulation avec vous. Prévoyez vos
            derniers revenus, votre loyer et, si vous êtes étudiant, l’avis d’imposition de vos parents.
          </p>
        </div>
        <div className="rounded-xl border border-slate-200 p-4">
          <h3 className="font-semibold text-brand-800">Vous avez déjà fait une simulation ?</h3>
          <p className="mt-1 text-sm text-slate-700">
            Enregistrez-la sur cet appareil depuis la page de résultats : le conseiller partira de vos
            réponses et passera directement aux démarches.
          </p>
          <Link
            to={simulateurPath}
            onClick={onClose}
            className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
          >
            <Calculator className="h-4 w-4" aria-hidden="true" /> Faire ou revoir ma simulation
          </Link>
        </div>
      </div>
      <button type="button" className="btn-primary mt-6 w-full" onClick={onContinue}>
        Continuer vers le calendrier
      </button>
    </Modal>
  );
}

function CalendarModal({ open, onClose }: StepModal) {
  return (
    <Modal open={open} onClose={onClose} title="Choisissez votre créneau" wide>
      <p className="mb-4 text-sm text-slate-700">
        Créneaux de {figures.calendarSlotMinutes} minutes. Annulation ou report possible jusqu’à{' '}
        {figures.cancelHoursAhead} h avant le rendez-vous.
      </p>
      <CalendarPanel compact />
    </Modal>
  );
}

export function BookingProvider({
  children,
  simulateurPath,
}: {
  children: ReactNode;
  simulateurPath: string;
}) {
  const [step, setStep] = useState<Step>('closed');
  const value = useMemo(() => ({ open: () => setStep('consultation') }), []);
  const close = () => setStep('closed');
  return (
    <BookingContext value={value}>
      {children}
      <ConsultationModal open={step === 'consultation'} onClose={close} onBook={() => setStep('explainer')} />
      <ExplainerModal
        open={step === 'explainer'}
        onClose={close}
        onContinue={() => setStep('calendar')}
        simulateurPath={simulateurPath}
      />
      <CalendarModal open={step === 'calendar'} onClose={close} />
    </BookingContext>
  );
}
