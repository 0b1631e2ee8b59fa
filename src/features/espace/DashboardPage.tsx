// /dashboard (seed 000 §2): welcome, the four cards computed from the data, the aids table with a status
// filter, the next steps, the appointments block and a new simulation.
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { ArrowRight, CalendarDays, Calculator, Plus } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { EmptyState, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonCards, SkeletonList } from '../../components/Skeleton.tsx';
import { StatusBadge } from '../../components/StatusBadge.tsx';
import { ResponsiveTable, type Column } from '../../components/ResponsiveTable.tsx';
import { useCompte, usePrenom } from '../../lib/compte.ts';
import { dateHeure, dateLongue } from '../../lib/dates.ts';
import { formatEuros } from '../../lib/format.ts';
import { AID_STATUT_LABEL, aidStatut, type AidStatut } from '../../lib/statuts.ts';
import {
  fetchTableau,
  TABLEAU_ERROR,
  tableauKey,
  type TableauDemande,
  type TableauRendezVous,
} from './api.ts';
import { nextSteps, stats, type Stats, type Step } from './logic.ts';

const plus = (n: number, text = `+${n}`) => (n > 0 ? `${text} depuis le mois dernier` : null);

function Card({
  label,
  value,
  trend,
  children,
}: {
  label: string;
  value: string;
  trend?: string | null;
  children?: React.ReactNode;
}) {
  return (
    <div className="card flex flex-col p-5">
      <dt className="text-sm font-medium text-slate-700">{label}</dt>
      <dd className="mt-1 text-3xl font-extrabold text-brand-900">{value}</dd>
      {trend && <dd className="mt-1 text-sm font-medium text-green-700">{trend}</dd>}
      {children && <dd className="mt-auto pt-2">{children}</dd>}
    </div>
  );
}

function StatutFilter({ value, onChange }: { value: AidStatut | ''; onChange: (v: AidStatut | '') => void }) {
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="filtre-statut" className="text-sm font-medium text-slate-700">
        Statut
      </label>
      <select
        id="filtre-statut"
        className="field-input w-auto py-1.5"
        value={value}
        onChange={(e) => onChange(e.target.value as AidStatut | '')}
      >
        <option value="">Tous</option>
        {(Object.keys(AID_STATUT_LABEL) as AidStatut[]).map((s) => (
          <option key={s} value={s}>
            {AID_STATUT_LABEL[s]}
          </option>
        ))}
      </select>
    </div>
  );
}

function NoAids() {
  return (
    <div className="p-5">
      <p className="text-slate-700">Vous n’avez pas encore demandé d’aide.</p>
      <div className="mt-3 flex flex-wrap gap-3">
        <Link to={paths.simulateur} className="btn-ghost">
          Découvrir mes aides
        </Link>
        <Link to={paths.nouvelleDemande} className="btn-primary">
          Faire une demande
        </Link>
      </div>
    </div>
  );
}

const aidName = (d: TableauDemande) => d.aid_name ?? d.form_type;

/** Aide / Statut / Montant / Date, and the link to its details */
const AID_COLUMNS: readonly Column<TableauDemande>[] = [
  {
    label: 'Aide',
    rowHeader: true,
    headClassName: 'px-5 py-2.5 font-semibold',
    className: 'px-5 py-3 font-semibold text-slate-900',
    cell: aidName,
  },
  {
    label: 'Statut',
    headClassName: 'px-3 py-2.5 font-semibold',
    className: 'px-3 py-3',
    cell: (d) => <StatusBadge status={d.status} />,
  },
  {
    label: 'Montant',
    headClassName: 'px-3 py-2.5 font-semibold',
    className: 'px-3 py-3 whitespace-nowrap text-slate-800',
    cell: (d) => (d.estimated_amount ? formatEuros(d.estimated_amount) : '—'),
  },
  {
    label: 'Date',
    headClassName: 'px-3 py-2.5 font-semibold',
    className: 'px-3 py-3 whitespace-nowrap text-slate-700',
    cell: (d) => dateLongue(d.created_at),
  },
  {
    label: 'Détails',
    labelHidden: true,
    headClassName: 'px-5 py-2.5',
    className: 'px-5 py-3 text-right',
    cell: (d) => (
      <Link
        to={paths.aides.detail(d.id)}
        aria-label={`Détails : ${aidName(d)}`}
        className="font-semibold text-brand-700 underline"
      >
        Détails
      </Link>
    ),
  },
];

function AidsTable({ demandes }: { demandes: TableauDemande[] }) {
  const [filter, setFilter] = useState<AidStatut | ''>('');
  const aides = demandes.filter((d) => aidStatut(d.status) !== null);
  const shown = aides.filter((d) => !filter || aidStatut(d.status) === filter);
  return (
    <section aria-labelledby="mes-aides-titre" className="card p-0">
      <div className="flex flex-wrap items-center justify-between gap-3 px-5 pt-5">
        <h2 id="mes-aides-titre" className="text-lg font-bold text-slate-900">
          Mes aides
        </h2>
        <StatutFilter value={filter} onChange={setFilter} />
      </div>
      {aides.length === 0 ? (
        <NoAids />
      ) : shown.length === 0 ? (
        <p className="p-5 text-slate-700">Aucune aide trouvée avec ce filtre.</p>
      ) : (
        <ResponsiveTable
          caption="Vos aides demandées"
          columns={AID_COLUMNS}
          rows={shown}
          rowKey={(d) => d.id}
          className="relative mt-3 overflow-x-auto max-sm:border-t max-sm:border-slate-200"
          minWidth="sm:min-w-[36rem]"
          headRowClassName="border-y border-slate-200 text-slate-700"
        />
      )}
    </section>
  );
}

function DashboardHeader({ prenom }: { prenom: string | null }) {
  return (
    <div className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-extrabold tracking-tight text-brand-900 sm:text-3xl">
          Bonjour{prenom ? ` ${prenom}` : ''} !
        </h1>
        <p className="mt-1 text-slate-700">Voici où en sont vos aides et ce qu’il vous reste à faire.</p>
      </div>
      <div className="flex flex-wrap gap-3">
        <Link to={paths.simulateur} className="btn-ghost">
          <Calculator className="h-4 w-4" aria-hidden="true" /> Nouvelle simulation
        </Link>
        <Link to={paths.nouvelleDemande} className="btn-primary">
          <Plus className="h-4 w-4" aria-hidden="true" /> Nouvelle demande
        </Link>
      </div>
    </div>
  );
}

function StatCards({ s, balance }: { s: Stats; balance: number }) {
  return (
    <dl className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
      <Card label="Total des aides" value={String(s.total)} trend={plus(s.nouvelles)} />
      <Card label="Aides obtenues" value={String(s.obtenues)} trend={plus(s.nouvellesObtenues)} />
      <Card
        label="Montant total obtenu"
        value={formatEuros(s.montant)}
        trend={plus(s.nouveauMontant, `+${formatEuros(s.nouveauMontant)}`)}
      />
      <Card label="Crédit restant" value={`${balance} aide${balance > 1 ? 's' : ''}`}>
        <Link to={paths.packs} className="text-sm font-semibold text-brand-700 underline">
          Acheter des aides
        </Link>
      </Card>
    </dl>
  );
}

function ProchainesEtapes({ steps }: { steps: Step[] }) {
  return (
    <section aria-labelledby="etapes-titre" className="card">
      <h2 id="etapes-titre" className="text-lg font-bold text-slate-900">
        Prochaines étapes
      </h2>
      {steps.length === 0 ? (
        <p className="mt-3 text-slate-700">Aucune étape en attente pour le moment.</p>
      ) : (
        <ul className="mt-3 divide-y divide-slate-100">
          {steps.map((step) => (
            <li key={step.key} className="flex items-center justify-between gap-3 py-3">
              <p className="text-slate-800">{step.text}</p>
              <Link
                to={step.to}
                aria-label={`${step.action} : ${step.text}`}
                className="btn-ghost shrink-0 px-4 py-1.5"
              >
                {step.action} <ArrowRight className="h-4 w-4" aria-hidden="true" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function MesRendezVous({ rendezVous }: { rendezVous: TableauRendezVous[] }) {
  return (
    <section aria-labelledby="rdv-titre" className="card">
      <h2 id="rdv-titre" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CalendarDays className="h-5 w-5 text-brand-700" aria-hidden="true" /> Mes rendez-vous
      </h2>
      {rendezVous.length === 0 ? (
        <p className="mt-3 text-slate-700">Aucun rendez-vous programmé.</p>
      ) : (
        <ul className="mt-3 space-y-2">
          {rendezVous.map((r) => (
            <li key={r.id} className="text-slate-800">
              <span className="font-semibold">{dateHeure(r.starts_at)}</span> — {r.topic}
            </li>
          ))}
        </ul>
      )}
      <Link to={paths.rendezVous} className="btn-ghost mt-4">
        {rendezVous.length === 0 ? 'Prendre rendez-vous avec un conseiller' : 'Voir mes rendez-vous'}
      </Link>
    </section>
  );
}

export default function DashboardPage() {
  usePageTitle('Tableau de bord');
  const prenom = usePrenom();
  const compte = useCompte();
  const tableau = useQuery({ queryKey: tableauKey, queryFn: fetchTableau });
  const s = tableau.data ? stats(tableau.data.demandes) : null;
  const steps = tableau.data && compte.data ? nextSteps(tableau.data, compte.data.balance) : [];

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <DashboardHeader prenom={prenom} />

      {tableau.isError || compte.isError ? (
        <ErrorState
          message={TABLEAU_ERROR}
          onRetry={() => void Promise.all([tableau.refetch(), compte.refetch()])}
        />
      ) : !s || !compte.data ? (
        <>
          <SkeletonCards />
          <SkeletonList label="Chargement de votre tableau de bord..." />
        </>
      ) : (
        <>
          <StatCards s={s} balance={compte.data.balance} />

          <AidsTable demandes={tableau.data!.demandes} />

          <div className="grid gap-6 lg:grid-cols-2">
            <ProchainesEtapes steps={steps} />
            <MesRendezVous rendezVous={tableau.data!.rendezVous} />
          </div>
        </>
      )}
      {tableau.isSuccess && tableau.data.demandes.length === 0 && steps.length === 0 && (
        <EmptyState>Lancez une simulation pour découvrir les aides auxquelles vous avez droit.</EmptyState>
      )}
    </div>
  );
}
