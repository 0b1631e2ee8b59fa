// The back-office's calls: every read and write is an admin RPC (security definer, refused by the database to
// anyone but an adviser), plus two Netlify functions (auth admin API, refunds). Errors come back in French.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { supabase } from '../../../lib/db.ts';
import { frenchError, NETWORK_ERROR } from '../../../lib/errors.ts';
import { roots } from '../../../lib/query-keys.ts';

export const adminKey = (...parts: unknown[]) => [...roots.admin, ...parts] as const;

export async function rpc<T>(name: string, args: Record<string, unknown> = {}): Promise<T> {
  const db = await supabase();
  const { data, error } = await db.rpc(name, args);
  if (error) throw new Error(frenchError(error));
  return data as T;
}

/** A page of a server-paginated list: the rows and the number of rows matching the filters. */
export interface Page<T> {
  rows: T[];
  total: number;
}

type Counted = { total_count?: number | string | null };

export function toPage<T extends Counted>(rows: T[] | null): Page<T> {
  const list = rows ?? [];
  return { rows: list, total: Number(list[0]?.total_count ?? 0) };
}

export const PAGE_SIZE = 50;
/** The CSV export reads the whole filtered list, this many rows per request (the RPCs' maximum). */
const EXPORT_PAGE = 200;
const EXPORT_MAX = 100_000;

/** Every row of a paginated RPC for the CSV export (same filters as the screen). */
export async function fetchAll<T extends Counted>(name: string, args: Record<string, unknown>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; all.length < EXPORT_MAX; page++) {
    const rows = (await rpc<T[] | null>(name, { ...args, page, page_size: EXPORT_PAGE })) ?? [];
    all.push(...rows);
    const total = Number(rows[0]?.total_count ?? 0);
    if (rows.length < EXPORT_PAGE || all.length >= total) break;
  }
  return all;
}

/** A paginated admin list, keeping the previous page on screen while the next one loads. */
export function useAdminList<T extends Counted>(name: string, args: Record<string, unknown>) {
  return useQuery({
    queryKey: adminKey(name, args),
    queryFn: async () => toPage(await rpc<T[] | null>(name, args)),
    placeholderData: keepPreviousData,
  });
}

/** A call to one of our Netlify functions with the adviser's token; the server checks the role. */
async function callFunction<T>(path: string, init: RequestInit, fallback: string): Promise<T> {
  const db = await supabase();
  const token = (await db.auth.getSession()).data.session?.access_token;
  if (!token) throw new Error('Utilisateur non connecté');
  let response: Response;
  try {
    response = await fetch(path, {
      ...init,
      headers: { ...init.headers, authorization: `Bearer ${token}` },
    });
  } catch {
    throw new Error(NETWORK_ERROR);
  }
  const json = (await response.json().catch(() => null)) as (T & { error?: string }) | null;
  if (!response.ok) throw new Error(json?.error || fallback);
  return json as T;
}

export const postFunction = <T>(path: string, body: unknown, fallback: string) =>
  callFunction<T>(
    path,
    { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
    fallback,
  );

export const getFunction = <T>(path: string, fallback: string) =>
  callFunction<T>(path, { method: 'GET', headers: { accept: 'application/json' } }, fallback);
