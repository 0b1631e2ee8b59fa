// GoTrue error shapes (spec §1.1, §1.4): `{code,message}` for API version ≥ 2024-01-01, the legacy
// `{code:<status>,error_code,msg}` otherwise, plus the `x-sb-error-code` header in both cases.
import { randomUUID } from 'node:crypto';
import { json, type ApiRequest, type ApiResponse } from '../http.ts';

export class AuthError extends Error {
  constructor(
    public readonly status: number,
    public readonly code: string,
    message: string,
    public readonly extra: Record<string, unknown> = {},
    public readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}

const API_VERSION_2024 = Date.parse('2024-01-01T00:00:00Z');

export function usesModernErrors(req: ApiRequest): boolean {
  const raw = req.headers['x-supabase-api-version'];
  if (!raw || !/^\d{4}-\d{2}-\d{2}$/.test(raw.trim())) return false;
  const at = Date.parse(`${raw.trim()}T00:00:00Z`);
  return !Number.isNaN(at) && at >= API_VERSION_2024;
}

export function versionHeaders(req: ApiRequest): Record<string, string> {
  return usesModernErrors(req) ? { 'x-supabase-api-version': '2024-01-01' } : {};
}

export function errorResponse(req: ApiRequest, err: AuthError): ApiResponse {
  const headers = { ...versionHeaders(req), ...err.headers, 'x-sb-error-code': err.code };
  if (usesModernErrors(req))
    return json(err.status, { code: err.code, message: err.message, ...err.extra }, headers);
  const legacy: Record<string, unknown> = {
    code: err.status,
    error_code: err.code,
    msg: err.message,
    ...err.extra,
  };
  if (err.status >= 500) legacy.error_id = randomUUID();
  return json(err.status, legacy, headers);
}

export const badRequest = (message: string, code = 'validation_failed') => new AuthError(400, code, message);
export const unprocessable = (code: string, message: string) => new AuthError(422, code, message);
export const unexpected = (message = 'Unexpected failure, please check server logs for more information') =>
  new AuthError(500, 'unexpected_failure', message);
