// Authentication state for the whole app. supabase-js is loaded only when a session may exist or an entry
// screen needs it, which keeps it out of the home page's initial JavaScript.
import { createContext, use, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Session, SupabaseClient } from '@supabase/supabase-js';
// evaluated first: it keeps the opening address before supabase-js clears an auth fragment
import './opening-address.ts';
import { mayHaveSession } from './session-storage.ts';
import { applyPendingReferral } from './referral.ts';
import { displayNameOf, onCompte, prefetchCompte } from './compte-fetch.ts';
import { modeOf, saveTheme } from './theme.ts';
import { accountAreaPrefixes } from '../config/account-area.ts';

let clientPromise: Promise<SupabaseClient> | null = null;
const onLoad = new Set<(client: SupabaseClient) => void>();

export function getSupabase(): Promise<SupabaseClient> {
  if (!clientPromise) {
    clientPromise = import('./supabase.ts').then(({ supabase }) => {
      onLoad.forEach((listener) => listener(supabase));
      return supabase;
    });
  }
  return clientPromise;
}

export type AuthStatus = 'loading' | 'anonymous' | 'authenticated';

interface AuthState {
  status: AuthStatus;
  session: Session | null;
  displayName: string;
  referralMessage: string | null;
  /** true after the person signed out in this tab: the guard then sends them home, not to /login */
  signedOut: boolean;
  signOut: () => Promise<void>;
}

export const AuthContext = createContext<AuthState | null>(null);

function nameFromMetadata(session: Session | null): string | null {
  const meta = session?.user.user_metadata as { prenom?: string; nom?: string } | undefined;
  const name = [meta?.prenom, meta?.nom].filter(Boolean).join(' ').trim();
  return name || null;
}

interface AuthSetters {
  setStatus: (status: AuthStatus) => void;
  setSession: (session: Session | null) => void;
  setProfileName: (name: string | null) => void;
  setReferralMessage: (message: string | null) => void;
  setSignedOut: (signedOut: boolean) => void;
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const [status, setStatus] = useState<AuthStatus>(() => (mayHaveSession() ? 'loading' : 'anonymous'));
  const [session, setSession] = useState<Session | null>(null);
  const [profileName, setProfileName] = useState<string | null>(null);
  const [referralMessage, setReferralMessage] = useState<string | null>(null);
  const [signedOut, setSignedOut] = useState(false);

  useAuthListener({ setStatus, setSession, setProfileName, setReferralMessage, setSignedOut });

  const value = useMemo<AuthState>(
    () => ({
      status,
      session,
      displayName: profileName || nameFromMetadata(session) || 'Mon compte',
      referralMessage,
      signedOut,
      signOut: async () => {
        const client = await getSupabase();
        // before the session goes: a guarded page that re-renders then knows the person chose to leave
        setSignedOut(true);
        await client.auth.signOut({ scope: 'local' });
        setSession(null);
        setStatus('anonymous');
      },
    }),
    [status, session, profileName, referralMessage, signedOut],
  );
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** Follows supabase-js's session (once it is loaded) and the account's name and theme. Setters are stable. */
function useAuthListener(set: AuthSetters) {
  useEffect(() => {
    let unsubscribe: (() => void) | undefined;
    let cancelled = false;
    const attach = (client: SupabaseClient) => {
      if (unsubscribe || cancelled) return;
      const { data } = client.auth.onAuthStateChange((event, next) => {
        set.setSession(next);
        set.setStatus(next ? 'authenticated' : 'anonymous');
        if (next) set.setSignedOut(false);
        if (!next) set.setProfileName(null);
        if (next && (event === 'SIGNED_IN' || event === 'INITIAL_SESSION')) {
          // Deferred: supabase-js forbids awaiting its own calls inside this callback.
          setTimeout(() => applyReferralThenPrefetch(client, next.user.id, set.setReferralMessage), 0);
        }
      });
      unsubscribe = () => data.subscription.unsubscribe();
    };
    const stopCompte = onCompte((compte) => {
      set.setProfileName(displayNameOf(compte));
      // mirrored for index.html, so the account area opens in the chosen mode from its very first paint
      if (compte.settings) saveTheme(modeOf(compte.settings.dark_mode), accountAreaPrefixes);
    });
    onLoad.add(attach);
    if (clientPromise) void clientPromise.then(attach);
    else if (mayHaveSession()) void getSupabase().catch(() => set.setStatus('anonymous'));
    return () => {
      cancelled = true;
      stopCompte();
      onLoad.delete(attach);
      unsubscribe?.();
    };
  }, []);
}

// The account is read after the referral code (if any) is applied, so it shows the sponsor; the account
// area's first query reuses this answer (one request instead of two).
function applyReferralThenPrefetch(
  client: SupabaseClient,
  userId: string,
  onReferralMessage: (message: string) => void,
) {
  void applyPendingReferral(client)
    .then((msg) => msg && onReferralMessage(msg))
    .finally(() => prefetchCompte(client, userId).catch(() => undefined));
}

export function useAuth(): AuthState {
  const ctx = use(AuthContext);
  if (!ctx) throw new Error('useAuth doit être utilisé dans <AuthProvider>.');
  return ctx;
}
