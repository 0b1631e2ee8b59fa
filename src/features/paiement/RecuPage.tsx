// /recu/:paymentId: the receipt of a completed payment, made to be printed (or saved as PDF by the browser):
// the seller (VITE_COMPANY_*), the buyer, the date in Paris time, what was bought, the amount TTC, references.
import { useQuery } from '@tanstack/react-query';
import { Printer } from 'lucide-react';
import { Link, useParams } from 'react-router-dom';
import { company } from '../../config/site.ts';
import { paths } from '../../config/paths.ts';
import { useCompte } from '../../lib/compte.ts';
import { displayNameOf, type Compte } from '../../lib/compte-fetch.ts';
import { dateHeure } from '../../lib/dates.ts';
import { formatCents } from '../../lib/format.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import { fetchPayment, paiementKeys, type PaymentRow } from './api.ts';
import { purchaseLabel, STATUS_LABEL } from './labels.ts';

function Line({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[14rem_1fr]">
      <dt className="font-semibold text-slate-700">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

function Seller() {
  return (
    <section aria-labelledby="vendeur-titre">
      <h2 id="vendeur-titre" className="font-bold text-brand-900">
        Vendeur
      </h2>
      <address className="mt-2 text-sm text-slate-800 not-italic">
        <strong>{company.legalName}</strong>
        <br />
        {company.legalForm} au capital de {company.capital}
        <br />
        {company.address}
        <br />
        SIREN {company.siren} · {company.rcs}
        <br />
        TVA intracommunautaire : {company.vat}
        <br />
        {company.email}
      </address>
    </section>
  );
}

function Buyer({ compte }: { compte: Compte | undefined }) {
  return (
    <section aria-labelledby="client-titre">
      <h2 id="client-titre" className="font-bold text-brand-900">
        Client
      </h2>
      <p className="mt-2 text-sm text-slate-800">
        {compte ? (displayNameOf(compte) ?? '') : ''}
        {compte?.email && (
          <>
            <br />
            {compte.email}
          </>
        )}
      </p>
    </section>
  );
}

function ReceiptLines({ p }: { p: PaymentRow }) {
  return (
    <dl className="divide-y divide-slate-200 border-y border-slate-200">
      <Line label="Date du paiement">{dateHeure(p.completed_at ?? p.created_at)}</Line>
      <Line label="Achat">
        {purchaseLabel(p)}
        {p.form_requests?.aid_name && ` — demande « ${p.form_requests.aid_name} »`}
      </Line>
      <Line label="Montant TTC">
        <strong>{formatCents(p.amount)}</strong>
      </Line>
      <Line label="Moyen de paiement">Carte bancaire</Line>
      <Line label="Statut">
        {STATUS_LABEL[p.status] ?? p.status}
        {p.status === 'refunded' && p.refunded_at && ` le ${dateHeure(p.refunded_at)}`}
      </Line>
      <Line label="Référence du paiement">
        <span className="break-all">{p.id}</span>
      </Line>
      <Line label="Référence de transaction">
        <span className="break-all">{p.payment_intent_id}</span>
      </Line>
    </dl>
  );
}

function Receipt({ p }: { p: PaymentRow }) {
  const compte = useCompte().data;
  return (
    <article className="card space-y-6 print:border-0 print:p-0 print:shadow-none" aria-label="Reçu">
      <div className="grid gap-6 sm:grid-cols-2">
        <Seller />
        <Buyer compte={compte} />
      </div>
      <ReceiptLines p={p} />
      <p className="text-xs text-slate-600">
        Reçu émis par {company.legalName}. Les aides achetées n’expirent pas. Conditions générales de vente :{' '}
        {typeof window === 'undefined' ? paths.cgv : `${window.location.origin}${paths.cgv}`}.
      </p>
    </article>
  );
}

export default function RecuPage() {
  const { paymentId = '' } = useParams();
  const query = useQuery({
    queryKey: paiementKeys.receipt(paymentId),
    queryFn: () => fetchPayment(paymentId),
  });
  const p = query.data;
  return (
    <AccountPage
      title="Reçu de paiement"
      actions={
        <div className="flex gap-3 print:hidden">
          <Link to={paths.paiement} className="btn-ghost">
            Retour aux paiements
          </Link>
          {p && (p.status === 'completed' || p.status === 'refunded') && (
            <button type="button" className="btn-primary" onClick={() => window.print()}>
              <Printer className="h-4 w-4" aria-hidden="true" /> Imprimer
            </button>
          )}
        </div>
      }
    >
      {query.isPending ? (
        <SkeletonBlock label="Chargement du reçu..." />
      ) : query.isError ? (
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      ) : !p ? (
        <ErrorState message="Reçu introuvable : ce paiement n’existe pas ou ne vous appartient pas." />
      ) : p.status === 'completed' || p.status === 'refunded' ? (
        <Receipt p={p} />
      ) : (
        <ErrorState message="Le reçu sera disponible une fois le paiement effectué." />
      )}
    </AccountPage>
  );
}
