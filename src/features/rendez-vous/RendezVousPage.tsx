// /rendez-vous: the client's upcoming and past appointments with an adviser, booking a free slot (topic,
// phone prefilled from the profile, optional request), moving or cancelling up to 24 h before, .ics download.
import { useState } from 'react';
import {
  useMutation,
  useQuery,
  useQueryClient,
  type UseMutationResult,
  type UseQueryResult,
} from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { CalendarPlus, Download, Phone } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { dateHeure } from '../../lib/dates.ts';
import { messageOf } from '../../lib/errors.ts';
import { roots } from '../../lib/query-keys.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { ActionMessage, EmptyState, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/Skeleton.tsx';
import { ConfirmDialog } from '../../components/Dialog.tsx';
import {
  canChange,
  cancelAppointment,
  fetchAppointments,
  icsOf,
  LOAD_ERROR,
  rdvKeys,
  type Appointment,
} from './api.ts';
import { BookingForm, type BookingFormProps } from './BookingForm.tsx';

function downloadIcs(a: Appointment) {
  const blob = new Blob([icsOf(a, window.location.origin)], { type: 'text/calendar;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = 'rendez-vous-aidy.ics';
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

function Upcoming({
  a,
  onMove,
  onCancel,
}: {
  a: Appointment;
  onMove: (a: Appointment) => void;
  onCancel: (a: Appointment) => void;
}) {
  const when = dateHeure(a.starts_at);
  return (
    <li className="card">
      <p className="flex items-center gap-2 font-bold text-slate-900">
        <Phone className="h-4 w-4 text-brand-700" aria-hidden="true" /> {when}
      </p>
      <p className="mt-1 text-slate-700">Sujet : {a.topic}</p>
      <p className="text-sm text-slate-700">Le conseiller vous appelle au {a.phone} (15 minutes).</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <button
          type="button"
          className="btn-ghost"
          onClick={() => downloadIcs(a)}
          aria-label={`Ajouter le rendez-vous du ${when} à mon agenda (.ics)`}
        >
          <Download className="h-4 w-4" aria-hidden="true" /> Ajouter à mon agenda
        </button>
        {canChange(a) ? (
          <>
            <button
              type="button"
              className="btn-ghost"
              onClick={() => onMove(a)}
              aria-label={`Déplacer le rendez-vous du ${when}`}
            >
              Déplacer
            </button>
            <button
              type="button"
              className="btn-ghost"
              onClick={() => onCancel(a)}
              aria-label={`Annuler le rendez-vous du ${when}`}
            >
              Annuler
            </button>
          </>
        ) : (
          <p className="text-sm text-slate-700">
            Ce rendez-vous a lieu dans moins de 24 h : il ne peut plus être déplacé ni annulé ici.{' '}
            <Link to={paths.support} className="font-semibold text-brand-700 underline">
              Écrire au support
            </Link>
          </p>
        )}
      </div>
    </li>
  );
}

function Past({ a }: { a: Appointment }) {
  return (
    <li className="flex flex-wrap justify-between gap-2 border-b border-slate-200 py-2 last:border-0">
      <span>
        {dateHeure(a.starts_at)} — {a.topic}
      </span>
      <span className="text-sm text-slate-700">
        {a.status === 'cancelled'
          ? a.cancelled_by && a.cancelled_by !== a.client_id
            ? `Annulé par le conseiller${a.cancel_reason ? ` : ${a.cancel_reason}` : ''}`
            : 'Annulé'
          : 'Passé'}
      </span>
    </li>
  );
}

/** Booked and not over yet; everything else but pending holds, most recent first. */
function splitAppointments(all: Appointment[], now: number) {
  const upcoming = all.filter((a) => a.status === 'booked' && new Date(a.ends_at).getTime() > now);
  const past = all.filter((a) => !upcoming.includes(a) && a.status !== 'pending').reverse();
  return { upcoming, past };
}

function UpcomingSection({
  list,
  upcoming,
  done,
  onMove,
  onCancel,
}: {
  list: UseQueryResult<Appointment[]>;
  upcoming: Appointment[];
  done: string | null;
  onMove: (a: Appointment) => void;
  onCancel: (a: Appointment) => void;
}) {
  return (
    <section aria-labelledby="rdv-a-venir">
      <h2 id="rdv-a-venir" className="mb-3 text-lg font-bold text-slate-900">
        À venir
      </h2>
      {done && <ActionMessage kind="success">{done}</ActionMessage>}
      {list.isPending && <SkeletonList />}
      {list.isError && <ErrorState message={LOAD_ERROR} onRetry={() => list.refetch()} />}
      {list.isSuccess && upcoming.length === 0 && <EmptyState>Aucun rendez-vous programmé.</EmptyState>}
      {upcoming.length > 0 && (
        <ul className="space-y-3">
          {upcoming.map((a) => (
            <Upcoming key={a.id} a={a} onMove={onMove} onCancel={onCancel} />
          ))}
        </ul>
      )}
    </section>
  );
}

function PastSection({ past }: { past: Appointment[] }) {
  if (past.length === 0) return null;
  return (
    <section aria-labelledby="rdv-passes" className="card">
      <h2 id="rdv-passes" className="mb-2 text-lg font-bold text-slate-900">
        Passés et annulés
      </h2>
      <ul>
        {past.map((a) => (
          <Past key={a.id} a={a} />
        ))}
      </ul>
    </section>
  );
}

function BookingSection({ moving, onDone, onCancelMove }: BookingFormProps) {
  return (
    <section aria-labelledby="rdv-reserver" className="card">
      <h2 id="rdv-reserver" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CalendarPlus className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {moving ? `Déplacer le rendez-vous du ${dateHeure(moving.starts_at)}` : 'Prendre rendez-vous'}
      </h2>
      {/* a new form (empty state) for each appointment moved */}
      <BookingForm key={moving?.id ?? 'new'} moving={moving} onDone={onDone} onCancelMove={onCancelMove} />
    </section>
  );
}

function CancelDialog({
  cancelling,
  onClose,
  cancel,
}: {
  cancelling: Appointment | null;
  onClose: () => void;
  cancel: UseMutationResult<void, Error, Appointment>;
}) {
  return (
    <ConfirmDialog
      open={cancelling !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Annuler ce rendez-vous ?"
      message={cancelling ? `Rendez-vous du ${dateHeure(cancelling.starts_at)}. Le créneau sera libéré.` : ''}
      confirmLabel="Annuler le rendez-vous"
      cancelLabel="Garder le rendez-vous"
      pending={cancel.isPending}
      error={cancel.isError ? messageOf(cancel.error) : null}
      onConfirm={() => cancelling && cancel.mutate(cancelling)}
    />
  );
}

export default function RendezVousPage() {
  const client = useQueryClient();
  const list = useQuery({ queryKey: rdvKeys.list, queryFn: fetchAppointments });
  const [moving, setMoving] = useState<Appointment | null>(null);
  const [cancelling, setCancelling] = useState<Appointment | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const cancel = useMutation({
    mutationFn: (a: Appointment) => cancelAppointment(a.id),
    onSuccess: async () => {
      setCancelling(null);
      setDone('Votre rendez-vous est annulé.');
      await client.invalidateQueries({ queryKey: roots.rendezVous });
      await client.invalidateQueries({ queryKey: roots.notifications });
    },
  });
  const { upcoming, past } = splitAppointments(list.data ?? [], Date.now());

  return (
    <AccountPage
      title="Mes rendez-vous"
      lead="Un appel gratuit de 15 minutes avec un conseiller, tous les jours de 10h à 18h. Déplacement ou annulation jusqu’à 24 h avant."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="space-y-6">
          <UpcomingSection
            list={list}
            upcoming={upcoming}
            done={done}
            onMove={(x) => {
              setDone(null);
              setMoving(x);
            }}
            onCancel={(x) => {
              setDone(null);
              cancel.reset();
              setCancelling(x);
            }}
          />
          <PastSection past={past} />
        </div>
        <BookingSection
          moving={moving}
          onDone={(message) => {
            setMoving(null);
            setDone(message);
          }}
          onCancelMove={() => setMoving(null)}
        />
      </div>
      <CancelDialog cancelling={cancelling} onClose={() => setCancelling(null)} cancel={cancel} />
    </AccountPage>
  );
}
