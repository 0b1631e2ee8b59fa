// The functions' access to Supabase: the only module that reads the service-role key. A caller is identified
// by the bearer token of their session, checked by Supabase Auth itself (never decoded and trusted here).
import { createClient, type SupabaseClient, type User } from '@supabase/supabase-js';
import WebSocket from 'ws';
import { HttpError } from './http.ts';

function env(name: string): string {
  const value = process.env[name]?.trim();
  if (!value) throw new Error(`Variable d'environnement manquante : ${name}`);
  return value;
}

// Node 20 (Netlify's runtime here) has no global WebSocket and supabase-js refuses to build a client without
// one, even though the functions never subscribe to realtime.
const noSession = {
  auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  realtime: { transport: WebSocket as never },
};

let service: SupabaseClient | null = null;

/** The service-role client (bypasses RLS): only for what the function itself has decided to allow. */
export function serviceClient(): SupabaseClient {
  service ??= createClient(env('SUPABASE_URL'), env('SUPABASE_SERVICE_ROLE_KEY'), noSession);
  return service;
}

/** A client acting as the caller (their token, RLS applies), for reads and RPCs made on their behalf. */
export function callerClient(token: string): SupabaseClient {
  return createClient(env('SUPABASE_URL'), env('SUPABASE_ANON_KEY'), {
    ...noSession,
    global: { headers: { Authorization: `Bearer ${token}` } },
  });
}

/** The bearer token of the request, or 401 « Non authentifié ». */
export function bearerToken(req: Request): string {
  const header = req.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  if (!match) throw new HttpError(401, 'Non authentifié');
  return match[1];
}

/** The signed-in caller, checked by Supabase Auth (an expired, revoked or forged token gets 401). */
export async function requireUser(req: Request): Promise<{ user: User; token: string }> {
  const token = bearerToken(req);
  const { data, error } = await serviceClient().auth.getUser(token);
  if (error || !data.user) throw new HttpError(401, 'Non authentifié');
  return { user: data.user, token };
}
