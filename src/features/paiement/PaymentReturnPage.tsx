// /payment and /payment-success: back from 3-D Secure (Stripe's return_url). The URL names the intent; the
// server retrieves it from the processor and decides (credits once, or records the failure).
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2, XCircle } from 'lucide-react';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { ErrorState } from '../../components/QueryState.tsx';
import { PageLoading } from '../../components/Spinner.tsx';
import { confirmPayment, SUCCESS, type Confirmation } from './api.ts';
import { AUTH_FAILED } from './card.ts';
import { aidesLabel } from './PacksCatalogue.tsx';
import { PROCESSING, recallReturn, useRefreshAfterPayment } from './useCheckout.ts';

/** the server's word on the intent; once it has spoken, every screen showing the balance or payments is refreshed */
function usePaymentConfirmation(intentId: string | null) {
  const confirmation = useQuery({
    // outside the payments' roots: refreshing them after success must not confirm again
    queryKey: ['confirmation-paiement', intentId],
    queryFn: () => confirmPayment(intentId!),
    enabled: Boolean(intentId),
    staleTime: Infinity,
    retry: false,
    refetchOnWindowFocus: false,
  });
  const refresh = useRefreshAfterPayment();
  const status = confirmation.data?.status;
  useEffect(() => {
    if (status) void refresh();
  }, [status, refresh]);
  return confirmation;
}

function PaymentSucceeded({
  confirmation,
  requestId,
}: {
  confirmation: Confirmation;
  requestId: string | null;
}) {
  return (
    <div className="card space-y-3">
      <p role="status" className="flex items-center gap-2 text-lg font-semibold text-green-800">
        <CheckCircle2 className="h-6 w-6" aria-hidden="true" /> {SUCCESS}
      </p>
      {confirmation.balance !== undefined && (
        <p className="text-slate-900">
          Votre nouveau solde : <strong>{aidesLabel(confirmation.balance)}</strong>.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        {requestId ? (
          <Link to={paths.demande(requestId)} className="btn-primary">
            Voir ma demande
          </Link>
        ) : (
          <Link to={paths.nouvelleDemande} className="btn-primary">
            Faire une demande
          </Link>
        )}
        {confirmation.payment?.id && (
          <Link to={paths.recu(confirmation.payment.id)} className="btn-ghost">
            Voir le reçu
          </Link>
        )}
        <Link to={paths.paiement} className="btn-ghost">
          Mes paiements
        </Link>
      </div>
    </div>
  );
}

function PaymentProcessing() {
  return (
    <div className="card">
      <p role="status">{PROCESSING}</p>
      <Link to={paths.paiement} className="btn-ghost mt-4">
        Mes paiements
      </Link>
    </div>
  );
}

function PaymentFailed({ error, back }: { error: string; back: string }) {
  return (
    <div role="alert" className="card space-y-3 border-red-300">
      <p className="flex items-center gap-2 text-lg font-semibold text-red-800">
        <XCircle className="h-6 w-6" aria-hidden="true" /> Le paiement n’a pas abouti.
      </p>
      <p className="text-slate-900">{error}</p>
      <p className="text-slate-700">Aucune somme n’a été débitée et aucune aide n’a été ajoutée.</p>
      <Link to={back} className="btn-primary">
        Revenir au paiement
      </Link>
    </div>
  );
}

export default function PaymentReturnPage() {
  const [params] = useSearchParams();
  const intentId = params.get('payment_intent');
  const confirmation = usePaymentConfirmation(intentId);
  const status = confirmation.data?.status;
  const requestId = (intentId && recallReturn(intentId)) || confirmation.data?.payment?.request_id || null;
  const back = requestId ? paths.paiementDemande(requestId) : paths.paiement;

  let body: React.ReactNode;
  if (!intentId)
    body = <ErrorState message="Aucun paiement à confirmer : le lien de retour est incomplet." />;
  else if (confirmation.isPending) body = <PageLoading label="Confirmation du paiement en cours..." />;
  else if (confirmation.isError)
    body = <ErrorState message={confirmation.error.message} onRetry={() => void confirmation.refetch()} />;
  else if (status === 'succeeded')
    body = <PaymentSucceeded confirmation={confirmation.data} requestId={requestId} />;
  else if (status === 'processing') body = <PaymentProcessing />;
  else body = <PaymentFailed error={confirmation.data?.error ?? AUTH_FAILED} back={back} />;
  return <AccountPage title="Confirmation du paiement">{body}</AccountPage>;
}
