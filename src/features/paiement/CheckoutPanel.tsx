// The payment step of /paiement: the server's price, « Continuer vers le paiement » (creates the intent), the
// card (Stripe's Payment Element or the demonstration form), and the outcome.
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { cardMode, type CardMode } from '../../config/payments.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useCompte } from '../../lib/compte.ts';
import { formatCents } from '../../lib/format.ts';
import { ActionMessage } from '../../components/QueryState.tsx';
import { Skeleton } from '../../components/Skeleton.tsx';
import { CREATE_PAGE_ERROR, CREATING, fetchPrice, paiementKeys, SUCCESS, type Intent } from './api.ts';
import { DemoCardForm } from './DemoCardForm.tsx';
import { aidesLabel } from './PacksCatalogue.tsx';
import type { Choice } from './PaiementPage.tsx';
import { useCheckout, type Phase } from './useCheckout.ts';

const StripeCardForm = lazy(() => import('./StripeCardForm.tsx'));

export const NO_CARD_PAYMENT =
  'Le paiement par carte n’est pas disponible pour le moment. Contactez-nous pour finaliser votre achat.';

function ServerPrice({
  target,
  amountCents,
}: {
  target: { packId: string } | { offerId: string };
  amountCents?: number;
}) {
  const { session } = useAuth();
  const price = useQuery({
    queryKey: [...paiementKeys.price(target), session?.user.id],
    queryFn: () => fetchPrice(target),
    enabled: amountCents === undefined,
  });
  const cents = amountCents ?? price.data;
  return (
    <p className="text-lg text-slate-900">
      Total à payer :{' '}
      {cents === undefined ? (
        price.isError ? (
          <span className="text-red-700">{price.error.message}</span>
        ) : (
          <Skeleton className="inline-block h-5 w-16 align-middle" />
        )
      ) : (
        <strong>{formatCents(cents)} TTC</strong>
      )}
    </p>
  );
}

/** brings a new step or outcome into view (on a phone it would appear below the fold) */
function useRevealed<T extends HTMLElement>(key: unknown) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (key !== null) ref.current?.scrollIntoView?.({ block: 'nearest', behavior: 'smooth' });
  }, [key]);
  return ref;
}

function Done({
  balance,
  paymentId,
  onAgain,
}: {
  balance?: number;
  paymentId?: string;
  onAgain: () => void;
}) {
  const compte = useCompte().data;
  const aides = balance ?? compte?.balance;
  const ref = useRevealed<HTMLDivElement>('done');
  return (
    <div ref={ref} className="card space-y-3 border-green-300">
      <p role="status" className="flex items-center gap-2 font-semibold text-green-800">
        <CheckCircle2 className="h-5 w-5" aria-hidden="true" /> {SUCCESS}
      </p>
      {aides !== undefined && (
        <p className="text-slate-900">
          Votre nouveau solde : <strong>{aidesLabel(aides)}</strong>.
        </p>
      )}
      <div className="flex flex-wrap gap-3">
        <Link to={paths.nouvelleDemande} className="btn-primary">
          Faire une demande
        </Link>
        {paymentId && (
          <Link to={paths.recu(paymentId)} className="btn-ghost">
            Voir le reçu
          </Link>
        )}
        <button type="button" className="btn-ghost" onClick={onAgain}>
          Faire un autre achat
        </button>
      </div>
    </div>
  );
}

const inCardStep = (phase: Phase) => phase === 'card';

type CheckoutState = ReturnType<typeof useCheckout>;

/** the card step: the outcome so far, the card form for the current mode, and the terms of sale */
function CardStep({
  checkout,
  intent,
  mode,
  amountLabel,
}: {
  checkout: CheckoutState;
  intent: Intent;
  mode: CardMode;
  amountLabel: string;
}) {
  return (
    <>
      {checkout.cardError && <ActionMessage kind="error">{checkout.cardError}</ActionMessage>}
      {checkout.info && <ActionMessage kind="success">{checkout.info}</ActionMessage>}
      {mode.kind === 'local' && (
        <DemoCardForm
          amountLabel={amountLabel}
          busy={checkout.busy}
          onPay={(card) => void checkout.payWithDemoCard(card)}
        />
      )}
      {mode.kind === 'stripe' && (
        <Suspense fallback={<Skeleton className="h-40 w-full" />}>
          <StripeCardForm
            publishableKey={mode.publishableKey}
            clientSecret={intent.clientSecret}
            amountLabel={amountLabel}
            busy={checkout.busy}
            onPaid={() => void checkout.paidWithStripe()}
            onDeclined={checkout.setCardError}
            onBusy={checkout.setBusy}
          />
        </Suspense>
      )}
      {checkout.busy && (
        <p role="status" className="text-sm text-slate-700">
          Paiement en cours, ne fermez pas cette page...
        </p>
      )}
      <p className="text-xs text-slate-600">
        En payant, vous acceptez nos{' '}
        <Link to={paths.cgv} className="underline">
          conditions générales de vente
        </Link>
        . Vous pouvez vous rétracter pendant 14 jours pour les aides que vous n’avez pas encore utilisées.
      </p>
    </>
  );
}

function CreateErrorAlert({ message }: { message: string }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-red-50 p-4 text-sm text-red-800">
      <p className="font-semibold">{CREATE_PAGE_ERROR}</p>
      <p className="mt-1">{message}</p>
    </div>
  );
}

export function CheckoutPanel({
  choice,
  priceTarget,
  failedBefore = false,
}: {
  choice: Choice;
  priceTarget: { packId: string } | { offerId: string };
  failedBefore?: boolean;
}) {
  const checkout = useCheckout(choice.target);
  const mode = cardMode();
  const ref = useRevealed<HTMLElement>(checkout.phase === 'choose' ? null : checkout.phase);
  const amountLabel = checkout.intent ? formatCents(checkout.intent.amountCents) : '';
  if (checkout.phase === 'done')
    return (
      <Done
        balance={checkout.result?.balance}
        paymentId={checkout.result?.payment?.id}
        onAgain={checkout.reset}
      />
    );
  return (
    <section ref={ref} className="card space-y-4" aria-labelledby="paiement-etape-titre">
      <h3 id="paiement-etape-titre" className="text-lg font-bold text-brand-900">
        {choice.title}
      </h3>
      <ServerPrice target={priceTarget} amountCents={checkout.intent?.amountCents} />
      {failedBefore && checkout.phase === 'choose' && (
        <p className="text-sm text-slate-700">
          Le précédent paiement de cette demande a échoué : vous pouvez réessayer.
        </p>
      )}
      {checkout.createError && <CreateErrorAlert message={checkout.createError} />}
      {checkout.phase === 'choose' && (
        <button
          type="button"
          className="btn-primary"
          onClick={() => void checkout.start()}
          disabled={mode.kind === 'none'}
        >
          Continuer vers le paiement
        </button>
      )}
      {mode.kind === 'none' && <ActionMessage kind="error">{NO_CARD_PAYMENT}</ActionMessage>}
      {checkout.phase === 'creating' && (
        <p role="status" className="text-slate-800">
          {CREATING}
        </p>
      )}
      {inCardStep(checkout.phase) && checkout.intent && (
        <CardStep checkout={checkout} intent={checkout.intent} mode={mode} amountLabel={amountLabel} />
      )}
      {checkout.phase === 'succeeded' && <ActionMessage kind="success">{SUCCESS}</ActionMessage>}
    </section>
  );
}
