// PostgREST error bodies and the SQLSTATE → HTTP status table (spec §2.7).
import { asPgError } from '../db.ts';
import type { ApiResponse } from '../http.ts';

export class RestError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly details: unknown = null,
    public readonly hint: string | null = null,
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

export const parseError = (message: string, details: string) =>
  new RestError(400, 'PGRST100', message, details);

export const unknownColumn = (table: string, column: string) =>
  new RestError(400, '42703', `column ${table}.${column} does not exist`);

export function errorResponse(
  status: number,
  body: { code: string; message: string; details: unknown; hint: unknown },
  headers: Record<string, string> = {},
): ApiResponse {
  return {
    status,
    headers: { 'content-type': 'application/json; charset=utf-8', ...headers },
    body: JSON.stringify({
      code: body.code,
      details: body.details ?? null,
      hint: body.hint ?? null,
      message: body.message,
    }),
  };
}

export function statusForSqlState(code: string, role: string, message = ''): number {
  if (code === '42501') return role === 'anon' ? 401 : 403;
  // pg-safeupdate's refusal is the client's fault; any other cardinality violation is the function's
  if (code === '21000') return /requires a WHERE clause$/.test(message) ? 400 : 500;
  if (code === '23505' || code === '23503') return 409;
  if (code === 'P0001') return 400;
  if (/^PT\d{3}$/.test(code)) return Number(code.slice(2));
  if (code === '42P01' || code === '42883') return 404;
  if (code === '42P17') return 500;
  if (code === '25006') return 405;
  if (code === '53400') return 500;
  if (/^(08|53)/.test(code) || code === '57P01') return 503;
  if (/^(0L|0P|28)/.test(code)) return 403;
  if (/^(09|25|2D|38|39|3B|40|54|55|57|58|F0|HV|P0|XX)/.test(code)) return 500;
  return 400;
}

/** Maps any thrown value to a PostgREST-shaped response; never leaks a stack. */
export function toErrorResponse(err: unknown, role: string): ApiResponse {
  if (err instanceof RestError)
    return errorResponse(
      err.status,
      { code: err.code, message: err.message, details: err.details, hint: err.hint },
      err.headers,
    );
  const pg = asPgError(err);
  if (pg) {
    const code = pg.code!;
    if (code === 'PGRST') return customRaise(pg);
    const status = statusForSqlState(code, role, pg.message);
    const headers: Record<string, string> = status === 401 ? { 'www-authenticate': 'Bearer' } : {};
    return errorResponse(
      status,
      { code, message: pg.message, details: pg.detail ?? null, hint: pg.hint ?? null },
      headers,
    );
  }
  console.error('[rest] unexpected error', err);
  return errorResponse(500, {
    code: 'PGRST000',
    message: 'Unexpected server error',
    details: null,
    hint: null,
  });
}

// RAISE SQLSTATE 'PGRST' USING message = '{json body}', detail = '{"status":…,"headers":{…}}'
function customRaise(pg: { message: string; detail?: string }): ApiResponse {
  try {
    const body = JSON.parse(pg.message) as {
      code?: string;
      message?: string;
      details?: unknown;
      hint?: string;
    };
    const extra = JSON.parse(pg.detail ?? '{}') as { status?: number; headers?: Record<string, string> };
    return errorResponse(
      extra.status ?? 400,
      {
        code: body.code ?? '',
        message: body.message ?? '',
        details: body.details ?? null,
        hint: body.hint ?? null,
      },
      extra.headers ?? {},
    );
  } catch {
    return errorResponse(500, {
      code: 'PGRST121',
      message: "Could not parse JSON in the RAISE SQLSTATE 'PGRST' error",
      details: null,
      hint: null,
    });
  }
}
