// /admin — the back-office's dashboard: requests by status, sign-ups, revenue (summed on the server), open
// tickets, requests waiting for an adviser for more than 48 h. Each card leads to the matching list.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths.ts';
import { SkeletonCards } from '../../../components/Skeleton.tsx';
import { ErrorState } from '../../../components/QueryState.tsx';
import { AdminPage, Section } from '../components/AdminPage.tsx';
import { ADMIN_REQUEST_STATUS } from '../labels.ts';
import { cents } from '../format.ts';
import { useDashboard } from '../api/others.ts';

const n = (v: number | undefined) => (v ?? 0).toLocaleString('fr-FR');

function Card({ label, value, to, hint }: { label: string; value: string; to?: string; hint?: ReactNode }) {
  const body = (
    <>
      <span className="block text-sm font-semibold text-slate-700">{label}</span>
      <span className="mt-1 block text-3xl font-extrabold text-brand-900">{value}</span>
      {hint && <span className="mt-1 block text-sm text-slate-700">{hint}</span>}
    </>
  );
  return (
    <li className="card p-5">
      {to ? (
        <Link to={to} className="block hover:underline">
          {body}
        </Link>
      ) : (
        body
      )}
    </li>
  );
}

export default function DashboardPage() {
  const query = useDashboard();
  const requestsLink = (status: string) => `${paths.adminArea.requests}?statut=${status}`;
  return (
    <AdminPage title="Tableau de bord" lead="L’activité du service en un coup d’œil.">
      {query.isPending ? (
        <div role="status" aria-live="polite">
          <span className="sr-only">Chargement du tableau de bord...</span>
          <SkeletonCards count={8} />
        </div>
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <Section title="À traiter">
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
              <Card
                label="Demandes en attente depuis plus de 48 h"
                value={n(query.data.waiting_over_48h)}
                to={requestsLink('pending')}
              />
              <Card label="Tickets ouverts" value={n(query.data.open_tickets)} to={paths.adminArea.support} />
            </ul>
          </Section>
          <Section title="Demandes par statut">
            <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
              {[...ADMIN_REQUEST_STATUS, { value: 'cancelled', label: 'Annulée' }].map((s) => (
                <Card
                  key={s.value}
                  label={s.label}
                  value={n(query.data.requests_by_status?.[s.value])}
                  to={requestsLink(s.value)}
                />
              ))}
            </ul>
          </Section>
          <div className="grid gap-6 xl:grid-cols-2">
            <Section title="Inscriptions">
              <ul className="grid gap-4 sm:grid-cols-3">
                <Card label="Aujourd’hui" value={n(query.data.signups_today)} />
                <Card label="7 derniers jours" value={n(query.data.signups_7d)} />
                <Card label="30 derniers jours" value={n(query.data.signups_30d)} />
              </ul>
            </Section>
            <Section title="Chiffre d’affaires">
              <ul className="grid gap-4 sm:grid-cols-2">
                <Card
                  label="Ce mois-ci"
                  value={cents(query.data.revenue_this_month_cents)}
                  to={paths.adminArea.payments}
                />
                <Card label="Le mois dernier" value={cents(query.data.revenue_last_month_cents)} />
              </ul>
            </Section>
          </div>
        </>
      )}
    </AdminPage>
  );
}
