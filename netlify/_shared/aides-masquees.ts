// The codes of the local aids advisers have hidden (public.aides_locales_masquees), for the simulate and
// aides-locales functions. Read with the anon key through the security-definer function that only gives the
// codes; kept 15 s per function instance so the simulator's hot path pays one small read now and then, and a
// hidden aid disappears everywhere at most 15 s after the adviser's click.
const TTL_MS = 15_000;
const TIMEOUT_MS = 3_000;
const NONE: ReadonlySet<string> = new Set();

let cache: { codes: ReadonlySet<string>; until: number } | null = null;
let pending: Promise<ReadonlySet<string>> | null = null;

async function read(url: string, key: string): Promise<ReadonlySet<string>> {
  const res = await fetch(`${url.replace(/\/$/, '')}/rest/v1/rpc/aides_locales_masquees_codes`, {
    method: 'POST',
    headers: { apikey: key, authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: '{}',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!res.ok) throw new Error(`HTTP ${res.status}`);
  const codes = (await res.json()) as unknown;
  if (!Array.isArray(codes)) throw new Error('réponse inattendue');
  return new Set(codes.filter((c): c is string => typeof c === 'string'));
}

/**
 * The hidden codes. Without a database configured (CLI, engine tests) nothing is hidden; when the database does
 * not answer, the last codes read are kept (an ended aid shown a little longer beats a simulator that fails).
 */
export async function aidesMasquees(): Promise<ReadonlySet<string>> {
  if (cache && Date.now() < cache.until) return cache.codes;
  const url = process.env.SUPABASE_URL?.trim();
  const key = process.env.SUPABASE_ANON_KEY?.trim();
  if (!url || !key) return NONE;
  pending ??= read(url, key)
    .catch((err: Error) => {
      console.warn(
        JSON.stringify({
          level: 'warn',
          fn: 'aides-masquees',
          message: `lecture impossible : ${err.message}`,
        }),
      );
      return cache?.codes ?? NONE;
    })
    .then((codes) => {
      cache = { codes, until: Date.now() + TTL_MS };
      return codes;
    })
    .finally(() => {
      pending = null;
    });
  return pending;
}

/** Forget the codes read (tests, and right after a change made in the same process). */
export function oublierAidesMasquees(): void {
  cache = null;
}
