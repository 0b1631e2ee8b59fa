// Request plumbing shared by the auth routes: JSON bodies, the auth connection, plain answers.
import type { Sql } from '../db.ts';
import { json, jsonTooDeep, type ApiRequest, type ServerContext } from '../http.ts';
import { AuthError, versionHeaders } from './errors.ts';
import { AUTH_ROLE_SQL } from './model.ts';

export type Body = Record<string, unknown>;

/** Runs `fn` like GoTrue's connection does: as supabase_auth_admin with search_path auth, in one transaction. */
export const authTx = <T>(ctx: ServerContext, fn: (tx: Sql) => Promise<T>): Promise<T> =>
  ctx.db.transaction(async (tx) => {
    await tx.exec(AUTH_ROLE_SQL);
    return fn(tx);
  });

export function readBody(req: ApiRequest): Body {
  if (req.body.length === 0) return {};
  const text = req.body.toString('utf8');
  if (jsonTooDeep(text))
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: nested too deeply`);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (err) {
    throw new AuthError(400, 'bad_json', `Could not parse request body as JSON: ${(err as Error).message}`);
  }
  if (parsed === null) return {};
  if (typeof parsed !== 'object' || Array.isArray(parsed))
    throw new AuthError(400, 'bad_json', 'Could not parse request body as JSON: expected a JSON object');
  return parsed as Body;
}

export const str = (v: unknown): string => (typeof v === 'string' ? v : '');

export const ok = (req: ApiRequest, body: unknown, status = 200) => json(status, body, versionHeaders(req));
