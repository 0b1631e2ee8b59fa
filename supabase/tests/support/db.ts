// Test support for the product database: one local server per test file, users created the way GoTrue does
// (insert into auth.users as supabase_auth_admin), and SQL run exactly as PostgREST runs a request
// (SET LOCAL ROLE + JWT claims), optionally rolled back so one fixture serves many cases.
import { startTestSupabase, PROJECT_SEED, type TestSupabase } from '../../local/test/harness.ts';
import { applyRequestContext, type Sql } from '../../local/src/db.ts';

/** A signed-in user's `aal` claim: aal1 after a password, aal2 once a second factor was verified (issue 20). */
export type Aal = 'aal1' | 'aal2';
export type Actor =
  { kind: 'anon' } | { kind: 'service' } | { kind: 'user'; id: string; email: string; aal?: Aal };

export const anon: Actor = { kind: 'anon' };
export const service: Actor = { kind: 'service' };

/** The local server with the product migrations (in-memory PGlite, or a fresh DB when DATABASE_URL is set). */
export function startProductSupabase(
  options: { seed?: boolean; projectLimits?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<TestSupabase> {
  return startTestSupabase({
    ...(options.seed ? { seedFile: PROJECT_SEED } : {}),
    projectLimits: options.projectLimits,
    env: options.env,
  });
}

export interface NewUser {
  id: string;
  email: string;
  prenom?: string;
  nom?: string;
  telephone?: string;
  ref?: string;
  /** set to allow a real password sign-in through the auth API */
  password?: string;
  /** false: the address is not confirmed yet (as right after a sign-up) */
  confirmed?: boolean;
}

/** Inserts an auth user as GoTrue does (role supabase_auth_admin, search_path auth), firing the sign-up trigger. */
export async function createUser(sb: TestSupabase, u: NewUser): Promise<Actor & { kind: 'user' }> {
  const meta: Record<string, string> = {
    prenom: u.prenom ?? 'Camille',
    nom: u.nom ?? 'Martin',
    telephone: u.telephone ?? '0601020304',
  };
  if (u.ref) meta.ref = u.ref;
  const hash = u.password
    ? (
        await sb.db.query<{ h: string }>(`select extensions.crypt($1, extensions.gen_salt('bf', 4)) as h`, [
          u.password,
        ])
      ).rows[0].h
    : 'x';
  await sb.db.transaction(async (tx) => {
    await tx.exec('set local role supabase_auth_admin; set local search_path = auth;');
    await tx.query(
      `insert into users (instance_id, id, aud, role, email, encrypted_password, email_confirmed_at, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', $2,
               $4,
               case when $5 then now() end, '{"provider":"email"}', $3, now(), now())`,
      [u.id, u.email, JSON.stringify(meta), hash, u.confirmed !== false],
    );
  });
  return { kind: 'user', id: u.id, email: u.email };
}

/**
 * Makes the user an adviser. Admin rights need an aal2 session (issue 20): given the actor, its requests then
 * carry `aal: 'aal2'`, as after a verified TOTP code; given only an id, the caller chooses the level.
 */
export async function makeAdmin(sb: TestSupabase, who: string | (Actor & { kind: 'user' })): Promise<void> {
  const id = typeof who === 'string' ? who : who.id;
  await sb.db.query(`update public.profiles set role = 'admin' where id = $1`, [id]);
  if (typeof who !== 'string') who.aal = 'aal2';
}

/** The same user at another assurance level (e.g. an adviser's password-only session). */
export const atLevel = <A extends Actor & { kind: 'user' }>(actor: A, aal: Aal): A => ({ ...actor, aal });

async function enter(tx: Sql, actor: Actor): Promise<void> {
  if (actor.kind === 'anon') {
    await applyRequestContext(tx, {
      role: 'anon',
      claims: { role: 'anon' },
      method: 'POST',
      path: '/x',
      headers: {},
    });
  } else if (actor.kind === 'service') {
    await applyRequestContext(tx, {
      role: 'service_role',
      claims: { role: 'service_role' },
      method: 'POST',
      path: '/x',
      headers: {},
    });
  } else {
    await applyRequestContext(tx, {
      role: 'authenticated',
      claims: {
        sub: actor.id,
        role: 'authenticated',
        aud: 'authenticated',
        email: actor.email,
        aal: actor.aal ?? 'aal1',
      },
      method: 'POST',
      path: '/x',
      headers: {},
    });
  }
}

/** Runs `fn` as `actor` in one committed transaction, as a PostgREST request would. */
export function as<T>(sb: TestSupabase, actor: Actor, fn: (tx: Sql) => Promise<T>): Promise<T> {
  return sb.db.transaction(async (tx) => {
    await enter(tx, actor);
    return fn(tx);
  });
}

/** Convenience: one statement as `actor`, committed. */
export async function query<T = Record<string, unknown>>(
  sb: TestSupabase,
  actor: Actor,
  text: string,
  params: unknown[] = [],
): Promise<T[]> {
  return as(sb, actor, async (tx) => (await tx.query<T>(text, params)).rows);
}

class Rollback extends Error {}

/** Runs `fn` as `actor` and rolls everything back, returning what `fn` returned (or threw). */
export async function tryAs<T>(
  sb: TestSupabase,
  actor: Actor,
  fn: (tx: Sql) => Promise<T>,
): Promise<{ ok: true; value: T } | { ok: false; error: Error }> {
  let out: { ok: true; value: T } | { ok: false; error: Error } | undefined;
  try {
    await sb.db.transaction(async (tx) => {
      await enter(tx, actor);
      try {
        out = { ok: true, value: await fn(tx) };
      } catch (err) {
        out = { ok: false, error: err as Error };
      }
      throw new Rollback();
    });
  } catch (err) {
    if (!(err instanceof Rollback)) throw err;
  }
  return out!;
}

/** Expects `promise` to reject with a message containing `text`. */
export async function errorOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (err) {
    return (err as Error).message;
  }
  return '';
}
