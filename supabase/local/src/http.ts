// The tiny HTTP vocabulary shared by the auth, REST, storage and dev-mail handlers.
import type { Database } from './db.ts';
import type { ServerConfig } from './config.ts';
import type { Mailer } from './mail.ts';
import type { AuthLimits } from './auth/limits.ts';

export interface ApiRequest {
  /** the client's address, for rate limits */
  ip: string;
  method: string;
  /** full URL (with query) */
  url: URL;
  /** path after the service prefix, e.g. `/token` for `/auth/v1/token`, always starting with `/` */
  path: string;
  /** lower-cased header names; repeated headers joined with `, ` */
  headers: Record<string, string>;
  body: Buffer;
}

export interface ApiResponse {
  status: number;
  headers?: Record<string, string>;
  /** objects are sent as JSON; strings and Buffers as they are; undefined → empty body */
  body?: unknown;
}

export interface ServerContext {
  config: ServerConfig;
  db: Database;
  mailer: Mailer;
  /** the auth service's rate limits and per-address guards */
  limits: AuthLimits;
  /** bytes of storage objects live here (`{dataDir}/storage` or a temp folder) */
  storageDir: string;
  /** REST calls this after migrations so it rebuilds its schema cache */
  reloadSchema(): Promise<void>;
}

export type Handler = (req: ApiRequest, ctx: ServerContext) => Promise<ApiResponse>;

export const json = (status: number, body: unknown, headers: Record<string, string> = {}): ApiResponse => ({
  status,
  headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
  body: JSON.stringify(body),
});

/**
 * The URL of a request line's target, always on the server's own origin: a path such as `//` or `//x` stays a
 * path (the URL parser would read it as another host, or throw). Undefined for a target that is no URL.
 */
export function requestUrl(target: string | undefined, base: string): URL | undefined {
  try {
    const t = target ?? '/';
    return t.startsWith('/') ? new URL(new URL(base).origin + t) : new URL(t, base);
  } catch {
    return undefined;
  }
}

/** Throws on invalid or too deeply nested JSON (callers answer 400). */
export function parseJsonBody(req: ApiRequest): unknown {
  if (req.body.length === 0) return undefined;
  const text = req.body.toString('utf8');
  if (jsonTooDeep(text)) throw new SyntaxError('JSON nested too deeply');
  return JSON.parse(text);
}

export function bearerToken(req: ApiRequest): string | null {
  const auth = req.headers['authorization'];
  if (!auth) return null;
  const m = /^bearer\s+(.+)$/i.exec(auth.trim());
  return m ? m[1].trim() : null;
}

/** Nesting allowed in a JSON body. Deeper documents are refused with 400 before they reach the database, where
 *  parsing them exhausts the stack (PostgreSQL answers 54001; embedded PGlite can stop responding). */
export const MAX_JSON_DEPTH = 256;

/** True when `text` nests arrays/objects deeper than `max` (brackets inside strings do not count). */
export function jsonTooDeep(text: string, max = MAX_JSON_DEPTH): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b || c === 0x7b) {
      if (++depth > max) return true;
    } else if (c === 0x5d || c === 0x7d) depth--;
  }
  return false;
}
