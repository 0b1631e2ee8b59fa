// auth.users / auth.identities rows and their GoTrue JSON shapes (spec §1.2). Timestamps are formatted by
// Postgres (microseconds, UTC, `Z`) so both drivers give the same strings.
import type { Sql } from '../db.ts';

/** Every statement of the auth service runs like GoTrue's own connection: as supabase_auth_admin in schema auth. */
export const AUTH_ROLE_SQL = 'set local role supabase_auth_admin; set local search_path = auth';

const ts = (col: string, alias = col) =>
  `to_char(${col} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') as ${alias}`;

const USER_TIMESTAMPS = [
  'email_confirmed_at',
  'invited_at',
  'confirmation_sent_at',
  'recovery_sent_at',
  'email_change_sent_at',
  'last_sign_in_at',
  'created_at',
  'updated_at',
  'phone_confirmed_at',
  'confirmed_at',
  'banned_until',
  'deleted_at',
] as const;

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  encrypted_password: string | null;
  phone: string | null;
  confirmation_token: string | null;
  recovery_token: string | null;
  email_change_token_new: string | null;
  email_change_token_current: string | null;
  email_change: string | null;
  email_change_confirm_status: number | null;
  raw_app_meta_data: Record<string, unknown> | null;
  raw_user_meta_data: Record<string, unknown> | null;
  is_anonymous: boolean | null;
  email_confirmed_at: string | null;
  invited_at: string | null;
  confirmation_sent_at: string | null;
  recovery_sent_at: string | null;
  email_change_sent_at: string | null;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  phone_confirmed_at: string | null;
  confirmed_at: string | null;
  banned_until: string | null;
  deleted_at: string | null;
}

export const USER_SELECT = `select id::text, aud, role, email, encrypted_password, phone, confirmation_token, recovery_token,
  email_change_token_new, email_change_token_current, email_change, email_change_confirm_status,
  raw_app_meta_data, raw_user_meta_data, is_anonymous, ${USER_TIMESTAMPS.map((c) => ts(c)).join(', ')}
  from auth.users`;

export interface IdentityRow {
  identity_id: string;
  provider_id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: string;
  email: string | null;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
}

const IDENTITY_SELECT = `select id::text as identity_id, provider_id, user_id::text, identity_data, provider, email,
  ${ts('last_sign_in_at')}, ${ts('created_at')}, ${ts('updated_at')} from auth.identities`;

export async function findUser(tx: Sql, where: string, params: unknown[]): Promise<UserRow | null> {
  const { rows } = await tx.query<UserRow>(`${USER_SELECT} where ${where} limit 1`, params);
  return rows[0] ?? null;
}

export const findUserById = (tx: Sql, id: string) => findUser(tx, 'id = $1::uuid', [id]);
export const findUserByEmail = (tx: Sql, email: string) =>
  findUser(tx, 'lower(email) = $1 and is_sso_user = false and deleted_at is null', [email]);

export async function identitiesOf(tx: Sql, userIds: string[]): Promise<Map<string, IdentityRow[]>> {
  const out = new Map<string, IdentityRow[]>();
  if (userIds.length === 0) return out;
  const { rows } = await tx.query<IdentityRow>(
    `${IDENTITY_SELECT} where user_id = any($1::uuid[]) order by created_at`,
    [userIds],
  );
  for (const row of rows) {
    const list = out.get(row.user_id) ?? [];
    list.push(row);
    out.set(row.user_id, list);
  }
  return out;
}

export function identityJson(row: IdentityRow): Record<string, unknown> {
  return {
    identity_id: row.identity_id,
    id: row.provider_id,
    user_id: row.user_id,
    identity_data: row.identity_data,
    provider: row.provider,
    last_sign_in_at: row.last_sign_in_at ?? undefined,
    created_at: row.created_at,
    updated_at: row.updated_at,
    email: row.email ?? undefined,
  };
}

export function appMetadataOf(row: UserRow): Record<string, unknown> {
  const meta =
    row.raw_app_meta_data && typeof row.raw_app_meta_data === 'object' ? row.raw_app_meta_data : {};
  return { provider: 'email', providers: ['email'], ...meta };
}

export function userMetadataOf(row: UserRow): Record<string, unknown> {
  return row.raw_user_meta_data && typeof row.raw_user_meta_data === 'object' ? row.raw_user_meta_data : {};
}

export interface FactorRow {
  id: string;
  user_id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  secret: string;
  created_at: string;
  updated_at: string;
  last_challenged_at: string | null;
}

export const FACTOR_SELECT = `select id::text, user_id::text, friendly_name, factor_type::text, status::text, secret,
  ${ts('created_at')}, ${ts('updated_at')}, ${ts('last_challenged_at')} from auth.mfa_factors`;

export async function factorsOf(tx: Sql, userIds: string[]): Promise<Map<string, FactorRow[]>> {
  const out = new Map<string, FactorRow[]>();
  if (userIds.length === 0) return out;
  const { rows } = await tx.query<FactorRow>(
    `${FACTOR_SELECT} where user_id = any($1::uuid[]) order by created_at`,
    [userIds],
  );
  for (const row of rows) out.set(row.user_id, [...(out.get(row.user_id) ?? []), row]);
  return out;
}

/** GoTrue's Factor JSON: the secret never leaves the server once enrolled. */
export function factorJson(row: FactorRow): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: row.id,
    created_at: row.created_at,
    updated_at: row.updated_at,
    status: row.status,
    factor_type: row.factor_type,
    last_challenged_at: row.last_challenged_at,
  };
  if (row.friendly_name) out.friendly_name = row.friendly_name;
  return out;
}

/** GoTrue's User JSON: optional timestamps omitted when null (Go `omitempty`). */
export function userJson(
  row: UserRow,
  identities: IdentityRow[],
  factors: FactorRow[] = [],
): Record<string, unknown> {
  const out: Record<string, unknown> = {
    id: row.id,
    aud: row.aud || 'authenticated',
    role: row.role || 'authenticated',
    email: row.email ?? '',
  };
  const put = (key: string, value: unknown) => {
    if (value !== null && value !== undefined && value !== '') out[key] = value;
  };
  put('email_confirmed_at', row.email_confirmed_at);
  out.phone = row.phone ?? '';
  put('phone_confirmed_at', row.phone_confirmed_at);
  put('confirmation_sent_at', row.confirmation_sent_at);
  put('confirmed_at', row.confirmed_at);
  put('recovery_sent_at', row.recovery_sent_at);
  put('email_change_sent_at', row.email_change_sent_at);
  put('new_email', row.email_change);
  put('invited_at', row.invited_at);
  put('last_sign_in_at', row.last_sign_in_at);
  put('banned_until', row.banned_until);
  put('deleted_at', row.deleted_at);
  out.app_metadata = appMetadataOf(row);
  out.user_metadata = userMetadataOf(row);
  out.identities = identities.map(identityJson);
  if (factors.length) out.factors = factors.map(factorJson);
  out.created_at = row.created_at;
  out.updated_at = row.updated_at;
  out.is_anonymous = row.is_anonymous ?? false;
  return out;
}

export async function loadUserJson(tx: Sql, id: string): Promise<Record<string, unknown> | null> {
  const row = await findUserById(tx, id);
  if (!row) return null;
  const identities = await identitiesOf(tx, [row.id]);
  const factors = await factorsOf(tx, [row.id]);
  return userJson(row, identities.get(row.id) ?? [], factors.get(row.id) ?? []);
}

/** Milliseconds since epoch of a formatted timestamp (JS Date only keeps milliseconds). */
export function epochMs(iso: string | null): number | null {
  if (!iso) return null;
  const ms = Date.parse(iso.replace(/(\.\d{3})\d+/, '$1'));
  return Number.isNaN(ms) ? null : ms;
}

/** GoTrue merges metadata shallowly and deletes keys set to null. */
export function mergeMetadata(
  base: Record<string, unknown>,
  patch: Record<string, unknown>,
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    if (v === null) delete out[k];
    else out[k] = v;
  }
  return out;
}
