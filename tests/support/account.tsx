// Helpers for the account screens' tests: real users on the local Supabase of tests/support/dom-supabase.ts,
// signed in through the app's own client, and the whole app (router, shell, data layer) rendered at a path.
import { afterAll, afterEach, beforeAll, inject } from 'vitest';
import { setupServer, type SetupServer } from 'msw/node';
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { AuthProvider, getSupabase } from '../../src/lib/auth.tsx';
import { queryClient } from '../../src/lib/query.ts';
import { routes } from '../../src/app/router.tsx';
import { enrolTotp, stepUp } from './totp.ts';

export const PASSWORD = 'Espace-test-2026';
/** Lazy screens and a real server on a busy machine: never the default 1 s. */
export const LONG = { timeout: 30_000 };

let service: SupabaseClient | null = null;
/** The service-role client (what an adviser or the payment function would do, and checks on the database). */
export function admin(): SupabaseClient {
  const { url, serviceKey } = inject('supabase');
  service ??= createClient(url, serviceKey, { auth: { persistSession: false, autoRefreshToken: false } });
  return service;
}

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** an adviser's authenticator key: signIn then verifies a code, as the back-office needs aal2 (issue 20) */
  totpSecret?: string;
}

let seq = 0;
/** A confirmed client account (free aid included, as every sign-up), optionally made an adviser. */
export async function newUser(
  options: { prenom?: string; nom?: string; role?: 'admin'; ref?: string } = {},
): Promise<TestUser> {
  const email = `espace-${Date.now().toString(36)}-${++seq}-${Math.random().toString(36).slice(2, 6)}@exemple.fr`;
  const { data, error } = await admin().auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: {
      prenom: options.prenom ?? 'Lina',
      nom: options.nom ?? 'Moreau',
      telephone: '0611223344',
      ...(options.ref ? { ref: options.ref } : {}),
    },
  });
  if (error || !data.user) throw new Error(`création impossible : ${error?.message}`);
  const user: TestUser = { id: data.user.id, email, password: PASSWORD };
  if (options.role === 'admin') {
    await promote(data.user.id);
    user.totpSecret = await enrolAuthenticator(user);
  }
  return user;
}

/** Enrols a TOTP factor for `user` on a throw-away client (as the adviser does once, from their phone). */
let phone: SupabaseClient | null = null;
async function enrolAuthenticator(user: TestUser): Promise<string> {
  const { url, anonKey } = inject('supabase');
  phone ??= createClient(url, anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, storageKey: 'aidy-test-enrolment' },
  });
  const { error } = await phone.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw new Error(`connexion impossible : ${error.message}`);
  const secret = await enrolTotp(phone);
  await phone.auth.signOut({ scope: 'local' });
  return secret;
}

/** Operators promote advisers in SQL; tests do it through a service-role update (bypasses RLS and grants). */
async function promote(id: string) {
  const { error } = await admin().from('profiles').update({ role: 'admin' }).eq('id', id);
  if (error) throw new Error(`promotion impossible : ${error.message}`);
}

/**
 * Signs `user` in with the app's own Supabase client (the session is stored as in the browser). An adviser
 * also gives the code of their authenticator (aal2), unless `passwordOnly` (their aal1 session).
 */
export async function signIn(
  user: TestUser,
  options: { passwordOnly?: boolean } = {},
): Promise<SupabaseClient> {
  const client = await getSupabase();
  const { error } = await client.auth.signInWithPassword({ email: user.email, password: user.password });
  if (error) throw new Error(`connexion impossible : ${error.message}`);
  if (user.totpSecret && !options.passwordOnly) await stepUp(client, user.totpSecret);
  return client;
}

/** A request created as the client would (one credit spent), returned with its id. */
export async function newRequest(
  aid = { code: 'aide_logement', nom: 'Aide personnalisée au logement (APL/ALS/ALF)', categorie: 'logement' },
  options: { payByCard?: boolean; amount?: number } = {},
): Promise<string> {
  const client = await getSupabase();
  const { data, error } = await client.rpc('create_form_request', {
    form_type: aid.categorie,
    aid_id: aid.code,
    aid_name: aid.nom,
    estimated_amount: options.amount ?? 245,
    pay_by_card: options.payByCard ?? false,
  });
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

/** The whole app at `path` (public and account routes, the signed-in shell, TanStack Query). */
export function renderApp(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return { ...view, router };
}

/** Waits for the page's h1 (lazy route + data). */
export const heading = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name }, LONG);

/** After each test: unmount, close the Realtime socket, sign out, forget cached data and local storage. */
export async function resetApp() {
  cleanup();
  queryClient.clear();
  const client = await getSupabase();
  // the bell's Realtime socket stays open after its channel is removed and sends a heartbeat every 25 s: closed
  // here, no message can leave through msw's WebSocket interceptor after the test file's environment is gone
  await client.removeAllChannels();
  client.realtime.disconnect();
  await client.auth.signOut({ scope: 'local' });
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.classList.remove('dark');
}

queryClient.setDefaultOptions({
  queries: { ...queryClient.getDefaultOptions().queries, retry: false },
});

/** msw where a test must steer the network (force a failure, or serve a route by its real handler); every
 * other request reaches the local Supabase. */
export function mswForFailures(...handlers: Parameters<typeof setupServer>): SetupServer {
  const server = setupServer(...handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'bypass' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
