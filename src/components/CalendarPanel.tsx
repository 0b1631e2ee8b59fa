import { lazy, Suspense } from 'react';
import { Mail, Phone, Clock } from 'lucide-react';
import { calendarUrl, company, figures } from '../config/site.ts';

const GuestBooking = lazy(() => import('./GuestBooking.tsx'));

/** The booking widget: the configured calendar page, else the native slots (issue 16) and how to reach us. */
export function CalendarPanel({ compact = false }: { compact?: boolean }) {
  if (calendarUrl) {
    return (
      <iframe
        src={calendarUrl}
        title={`Calendrier de réservation : créneaux de ${figures.calendarSlotMinutes} minutes`}
        loading="lazy"
        className={`w-full rounded-xl border border-slate-200 ${compact ? 'h-[480px]' : 'h-[640px]'}`}
      />
    );
  }
  return (
    <div className="rounded-xl border border-brand-100 bg-brand-50 p-5">
      <p className="mb-4 text-slate-800">
        Réservez un rendez-vous téléphonique gratuit de {figures.appointmentMinutes} minutes avec un
        conseiller :
      </p>
      <Suspense fallback={<p className="text-slate-700">Chargement des créneaux...</p>}>
        <GuestBooking />
      </Suspense>
      <p className="mt-4 text-slate-800">Ou contactez-nous :</p>
      <ul className="mt-4 space-y-3 text-slate-800">
        <li className="flex items-center gap-3">
          <Mail className="h-5 w-5 text-brand-700" aria-hidden="true" />
          <a
            className="font-semibold text-brand-700 underline underline-offset-2"
            href={`mailto:${company.email}`}
          >
            {company.email}
          </a>
        </li>
        {company.phone && (
          <li className="flex items-center gap-3">
            <Phone className="h-5 w-5 text-brand-700" aria-hidden="true" />
            <a
              className="font-semibold text-brand-700 underline underline-offset-2"
              href={`tel:${company.phone.replace(/\s/g, '')}`}
            >
              {company.phone}
            </a>
          </li>
        )}
        <li className="flex items-center gap-3">
          <Clock className="h-5 w-5 text-brand-700" aria-hidden="true" />
          <span>De 10:00 à 18:00, tous les jours</span>
        </li>
      </ul>
    </div>
  );
}
