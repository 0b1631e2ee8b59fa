// The checkout's steps: create the intent on the server (its amount is the one shown), take the card, let the
// server confirm, then refresh every screen that shows the balance, the requests or the payments.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { cardMode, PAYMENT_SUCCESS_DELAY_MS } from '../../config/payments.ts';
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

export function useCheckout(target: Target | null) {
  const navigate = useNavigate();
  const refresh = useRefreshAfterPayment();
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
  const requestId = target && 'requestId' in target ? target.requestId : null;
  const targetKey = JSON.stringify(target);

  useEffect(() => () => clearTimeout(timer.current), []);
  // another choice: back to the first step (the old intent is simply never confirmed)
  useEffect(() => {
    setPhase('choose');
    setIntent(null);
    setCreateError(null);
    setCardError(null);
    setInfo(null);
  }, [targetKey]);

  const start = async () => {
    if (!target) return;
    setPhase('creating');
    setCreateError(null);
    try {
      setIntent(await createIntent(target));
      stale.current = false;
      setPhase('card');
    } catch (err) {
      setCreateError(messageOf(err, CREATE_ERROR));
      setPhase('choose');
    }
  };

  const succeed = (confirmation: Confirmation) => {
    setResult(confirmation);
    setPhase('succeeded');
    void refresh();
    timer.current = setTimeout(() => {
      if (requestId) navigate(paths.demande(requestId));
      else setPhase('done');
    }, PAYMENT_SUCCESS_DELAY_MS);
  };

  /** the server has the last word on every intent (it credits, or records the failure) */
  const confirmOnServer = async (current: Intent) => {
    const confirmation = await confirmPayment(current.paymentIntentId);
    if (confirmation.status === 'succeeded') return succeed(confirmation);
    if (confirmation.status === 'processing') {
      setInfo(PROCESSING);
      return void refresh();
    }
    stale.current = true;
    setCardError(confirmation.error ?? DECLINED);
    void refresh();
  };

  const payWithDemoCard = async (card: CardFields) => {
    const mode = cardMode();
    if (mode.kind !== 'local' || !intent || !target) return;
    setBusy(true);
    setCardError(null);
    setInfo(null);
    try {
      let current = intent;
      if (stale.current) {
        current = await createIntent(target).catch((err: unknown) => {
          throw new Error(messageOf(err, CREATE_ERROR));
        });
        setIntent(current);
        stale.current = false;
      }
      const outcome = await confirmWithLocalProcessor(mode.url, mode.publishableKey, current, card).catch(
        () => {
          throw new Error(PROCESSOR_DOWN);
        },
      );
      if (outcome.kind === 'redirect') {
        rememberReturn(current.paymentIntentId, requestId);
        window.location.assign(outcome.url);
        return;
      }
      if (outcome.kind === 'declined') {
        stale.current = true;
        // the server records the failure (nothing is credited) and words the reason; ours if it cannot answer
        const confirmation = await confirmPayment(current.paymentIntentId).catch(() => null);
        setCardError(confirmation?.error ?? outcome.message);
        void refresh();
        return;
      }
      await confirmOnServer(current);
    } catch (err) {
      setCardError(messageOf(err, CONFIRM_ERROR));
    } finally {
      setBusy(false);
    }
  };

  /** Stripe's Payment Element accepted the card without leaving the page */
  const paidWithStripe = async () => {
    if (!intent) return;
    setBusy(true);
    try {
      rememberReturn(intent.paymentIntentId, requestId);
      await confirmOnServer(intent);
    } catch (err) {
      setCardError(messageOf(err, CONFIRM_ERROR));
    } finally {
      setBusy(false);
    }
  };

  return {
    phase,
    intent,
    createError,
    cardError,
    info,
    busy,
    result,
    start,
    payWithDemoCard,
    paidWithStripe,
    setCardError,
    setBusy,
    reset: () => {
      setIntent(null);
      setResult(null);
      setPhase('choose');
    },
  };
}
