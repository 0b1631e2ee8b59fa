// The checkout's steps: create the intent on the server (its amount is the one shown), take the card, let the
// server confirm, then refresh every screen that shows the balance, the requests or the payments.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { cardMode, PAYMENT_SUCCESS_DELAY_MS, type CardMode } from '../../config/payments.ts';
import { roots } from '../../lib/query-keys.ts';
import { messageOf } from '../../lib/errors.ts';
import {
  confirmPayment,
  CONFIRM_ERROR,
  CREATE_ERROR,
  createIntent,
  type Confirmation,
  type Intent,
  type Target,
} from './api.ts';
import { confirmWithLocalProcessor, DECLINED, type CardFields } from './card.ts';

export const PROCESSOR_DOWN = 'Le service de paiement ne répond pas. Réessayez dans un instant.';
export const PROCESSING =
  'Votre paiement est en cours de traitement. Vos aides seront ajoutées dès sa validation par la banque.';

const RETURN_KEY = 'aidy-paiement-retour';
/** remembered across the 3-D Secure redirect: which request (if any) the intent pays */
export function rememberReturn(paymentIntentId: string, requestId: string | null) {
  sessionStorage.setItem(RETURN_KEY, JSON.stringify({ paymentIntentId, requestId }));
}
export function recallReturn(paymentIntentId: string): string | null {
  try {
    const saved = JSON.parse(sessionStorage.getItem(RETURN_KEY) ?? 'null') as {
      paymentIntentId: string;
      requestId: string | null;
    } | null;
    return saved?.paymentIntentId === paymentIntentId ? saved.requestId : null;
  } catch {
    return null;
  }
}

/** after a payment changed something: balance (compte), requests, payments and history, notifications */
export function useRefreshAfterPayment() {
  const client = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [roots.compte, roots.demandes, roots.historique, roots.notifications].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      ),
    [client],
  );
}

export type Phase = 'choose' | 'creating' | 'card' | 'succeeded' | 'done';

/** the checkout's state; another target (targetKey) brings it back to the first step */
function useCheckoutState(targetKey: string) {
  const [phase, setPhase] = useState<Phase>('choose');
  const [intent, setIntent] = useState<Intent | null>(null);
  const [createError, setCreateError] = useState<string | null>(null);
  const [cardError, setCardError] = useState<string | null>(null);
  const [info, setInfo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Confirmation | null>(null);
  /** a refused card leaves its intent behind: the next try starts from a new one */
  const stale = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);
  // another choice: back to the first step (the old intent is simply never confirmed, and the previous
  // payment's success step does not move on over the new choice)
  useEffect(() => {
    clearTimeout(timer.current);
    setPhase('choose');
    setIntent(null);
    setCreateError(null);
    setCardError(null);
    setInfo(null);
  }, [targetKey]);

  return {
    phase,
    setPhase,
    intent,
    setIntent,
    createError,
    setCreateError,
    cardError,
    setCardError,
    info,
    setInfo,
    busy,
    setBusy,
    result,
    setResult,
    stale,
    timer,
  };
}

/** what the checkout's steps work with during one render */
interface Checkout {
  state: ReturnType<typeof useCheckoutState>;
  target: Target | null;
  requestId: string | null;
  navigate: NavigateFunction;
  refresh: () => Promise<unknown>;
}

async function start({ state, target }: Checkout) {
  if (!target) return;
  state.setPhase('creating');
  state.setCreateError(null);
  try {
    state.setIntent(await createIntent(target));
    state.stale.current = false;
    state.setPhase('card');
  } catch (err) {
    state.setCreateError(messageOf(err, CREATE_ERROR));
    state.setPhase('choose');
  }
}

function succeed({ state, requestId, navigate, refresh }: Checkout, confirmation: Confirmation) {
  state.setResult(confirmation);
  state.setPhase('succeeded');
  void refresh();
  state.timer.current = setTimeout(() => {
    if (requestId) navigate(paths.demande(requestId));
    else state.setPhase('done');
  }, PAYMENT_SUCCESS_DELAY_MS);
}

/** the server has the last word on every intent (it credits, or records the failure) */
async function confirmOnServer(checkout: Checkout, current: Intent) {
  const { state, refresh } = checkout;
  const confirmation = await confirmPayment(current.paymentIntentId);
  if (confirmation.status === 'succeeded') return succeed(checkout, confirmation);
  if (confirmation.status === 'processing') {
    state.setInfo(PROCESSING);
    return void refresh();
  }
  state.stale.current = true;
  state.setCardError(confirmation.error ?? DECLINED);
  void refresh();
}

/** replaces the intent a refused card left behind */
async function renewIntent({ state }: Checkout, target: Target) {
  const current = await createIntent(target).catch((err: unknown) => {
    throw new Error(messageOf(err, CREATE_ERROR));
  });
  state.setIntent(current);
  state.stale.current = false;
  return current;
}

async function payOnLocalProcessor(
  checkout: Checkout,
  mode: Extract<CardMode, { kind: 'local' }>,
  intent: Intent,
  target: Target,
  card: CardFields,
) {
  const { state, requestId, refresh } = checkout;
  const current = state.stale.current ? await renewIntent(checkout, target) : intent;
  const outcome = await confirmWithLocalProcessor(mode.url, mode.publishableKey, current, card).catch(() => {
    throw new Error(PROCESSOR_DOWN);
  });
  if (outcome.kind === 'redirect') {
    rememberReturn(current.paymentIntentId, requestId);
    window.location.assign(outcome.url);
    return;
  }
  if (outcome.kind === 'declined') {
    state.stale.current = true;
    // the server records the failure (nothing is credited) and words the reason; ours if it cannot answer
    const confirmation = await confirmPayment(current.paymentIntentId).catch(() => null);
    state.setCardError(confirmation?.error ?? outcome.message);
    void refresh();
    return;
  }
  await confirmOnServer(checkout, current);
}

async function payWithDemoCard(checkout: Checkout, card: CardFields) {
  const { state, target } = checkout;
  const mode = cardMode();
  if (mode.kind !== 'local' || !state.intent || !target) return;
  state.setBusy(true);
  state.setCardError(null);
  state.setInfo(null);
  try {
    await payOnLocalProcessor(checkout, mode, state.intent, target, card);
  } catch (err) {
    state.setCardError(messageOf(err, CONFIRM_ERROR));
  } finally {
    state.setBusy(false);
  }
}

/** Stripe's Payment Element accepted the card without leaving the page */
async function paidWithStripe(checkout: Checkout) {
  const { state, requestId } = checkout;
  if (!state.intent) return;
  state.setBusy(true);
  try {
    rememberReturn(state.intent.paymentIntentId, requestId);
    await confirmOnServer(checkout, state.intent);
  } catch (err) {
    state.setCardError(messageOf(err, CONFIRM_ERROR));
  } finally {
    state.setBusy(false);
  }
}

export function useCheckout(target: Target | null) {
  const navigate = useNavigate();
  const refresh = useRefreshAfterPayment();
  const state = useCheckoutState(JSON.stringify(target));
  const requestId = target && 'requestId' in target ? target.requestId : null;
  const checkout: Checkout = { state, target, requestId, navigate, refresh };

  return {
    phase: state.phase,
    intent: state.intent,
    createError: state.createError,
    cardError: state.cardError,
    info: state.info,
    busy: state.busy,
    result: state.result,
    start: () => start(checkout),
    payWithDemoCard: (card: CardFields) => payWithDemoCard(checkout, card),
    paidWithStripe: () => paidWithStripe(checkout),
    setCardError: state.setCardError,
    setBusy: state.setBusy,
    reset: () => {
      clearTimeout(state.timer.current);
      state.setIntent(null);
      state.setResult(null);
      state.setPhase('choose');
    },
  };
}
