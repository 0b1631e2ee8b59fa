// E-mail verification (seed 000 §2, §8): reached from the confirmation link, either with the session in the
// URL fragment (implicit flow, what the auth server's /verify redirect gives) or with ?token_hash=…&type=signup.
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { CheckCircle2, Loader2, MailCheck, XCircle } from 'lucide-react';
import type { EmailOtpType } from '@supabase/supabase-js';
import { paths } from '../../config/paths.ts';
import { getSupabase } from '../../lib/auth.tsx';
import { openingAddress } from '../../lib/opening-address.ts';
import { AuthCard } from './AuthCard.tsx';
import {
  isRateLimited,
  TOKEN_MISSING,
  TOO_MANY_ATTEMPTS,
  VERIFY_FAILED,
  VERIFY_PROGRESS,
  VERIFY_SUCCESS,
} from './schemas.ts';

export const VERIFY_REDIRECT_MS = 3000;

type State =
  | { kind: 'sent'; email: string }
  | { kind: 'verifying' }
  | { kind: 'success' }
  | { kind: 'error'; message: string };

function initialState(search: string, hash: string, sentTo: string | undefined): State {
  const query = new URLSearchParams(search);
  const fragment = new URLSearchParams(hash.replace(/^#/, ''));
  if (query.get('token_hash') || fragment.get('access_token')) return { kind: 'verifying' };
  if (fragment.get('error') || query.get('error')) return { kind: 'error', message: VERIFY_FAILED };
  if (sentTo) return { kind: 'sent', email: sentTo };
  return { kind: 'error', message: TOKEN_MISSING };
}

export default function VerificationEmailPage() {
  const state = useEmailVerification();

  return (
    <AuthCard title="Vérification de l’e-mail">
      <div aria-live="polite">
        {state.kind === 'sent' && <SentNotice email={state.email} />}
        {state.kind === 'verifying' && (
          <p className="flex items-center gap-3 text-slate-800" role="status">
            <Loader2 className="h-6 w-6 animate-spin text-brand-700" aria-hidden="true" /> {VERIFY_PROGRESS}
          </p>
        )}
        {state.kind === 'success' && <SuccessNotice />}
      </div>
      {state.kind === 'error' && <ErrorNotice message={state.message} />}
    </AuthCard>
  );
}

/** Works out the page's state from the link, confirms the address once, then redirects to the login page. */
function useEmailVerification(): State {
  const location = useLocation();
  const navigate = useNavigate();
  const sentTo = (location.state as { email?: string } | null)?.email;
  // The link's fragment: supabase-js may have consumed and cleared it before this lazy page loaded, so on the
  // app's first page the address it was opened with counts too.
  const [state, setState] = useState<State>(() => {
    const opened = location.key === 'default' ? openingAddress() : { search: '', hash: '' };
    return initialState(window.location.search || opened.search, window.location.hash || opened.hash, sentTo);
  });
  const started = useRef(false);

  useEffect(() => {
    if (state.kind !== 'verifying' || started.current) return;
    started.current = true;
    const query = new URLSearchParams(window.location.search);
    const tokenHash = query.get('token_hash');
    (async () => {
      try {
        await confirmEmail(tokenHash, query.get('type'));
        setState({ kind: 'success' });
      } catch (err) {
        const limited = isRateLimited(err as { code?: string; status?: number });
        setState({ kind: 'error', message: limited ? TOO_MANY_ATTEMPTS : VERIFY_FAILED });
      }
    })();
  }, [state.kind]);

  useEffect(() => {
    if (state.kind !== 'success') return;
    const timer = setTimeout(() => navigate(paths.login, { replace: true }), VERIFY_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [state.kind, navigate]);

  return state;
}

/** Throws when the link could not be verified. */
async function confirmEmail(tokenHash: string | null, type: string | null) {
  const client = await getSupabase();
  if (tokenHash) {
    const { error } = await client.auth.verifyOtp({
      token_hash: tokenHash,
      type: (type ?? 'signup') as EmailOtpType,
    });
    if (error) throw error;
  } else {
    const { data, error } = await client.auth.getSession();
    if (error || !data.session) throw error ?? new Error('no session');
  }
  // The address is confirmed; the person now signs in with their password (seed 000 §2).
  await client.auth.signOut({ scope: 'local' });
}

function SentNotice({ email }: { email: string }) {
  return (
    <div className="flex gap-3" role="status">
      <MailCheck className="h-8 w-8 shrink-0 text-brand-700" aria-hidden="true" />
      <div>
        <p className="font-semibold text-slate-900">Vérifiez votre boîte de réception</p>
        <p className="mt-1 text-slate-700">
          Un e-mail de confirmation a été envoyé à <strong>{email}</strong>. Cliquez sur le lien qu’il
          contient pour activer votre compte, puis connectez-vous.
        </p>
      </div>
    </div>
  );
}

function SuccessNotice() {
  return (
    <div className="flex gap-3" role="status">
      <CheckCircle2 className="h-8 w-8 shrink-0 text-emerald-700" aria-hidden="true" />
      <div>
        <p className="font-semibold text-emerald-900">{VERIFY_SUCCESS}</p>
        <p className="mt-1 text-slate-700">Vous allez être redirigé(e) vers la page de connexion.</p>
      </div>
    </div>
  );
}

function ErrorNotice({ message }: { message: string }) {
  return (
    <div>
      <div role="alert" className="flex gap-3 rounded-xl border border-red-300 bg-red-50 p-4 text-red-800">
        <XCircle className="h-6 w-6 shrink-0" aria-hidden="true" />
        <p>{message}</p>
      </div>
      <Link to={paths.login} className="btn-primary mt-6 w-full">
        Retour à la connexion
      </Link>
    </div>
  );
}
