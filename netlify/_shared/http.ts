// Request/response helpers shared by our Netlify functions: JSON answers, bounded JSON bodies, one log line
// per failure (never a stack trace on the wire).

/**
 * A JSON answer whose body is already encoded (UTF-8 bytes): a string body costs undici several times more
 * to encode and stream.
 */
export const jsonBytes = (
  status: number,
  body: Uint8Array<ArrayBuffer>,
  headers: Record<string, string> = {},
) =>
  new Response(body, {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store', ...headers },
  });

export const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  jsonBytes(status, Buffer.from(JSON.stringify(body)), headers);

export class HttpError extends Error {
  constructor(
    public readonly status: number,
    message: string,
    public readonly details?: string[],
  ) {
    super(message);
  }
}

export function requireMethod(req: Request, ...allowed: string[]): void {
  if (!allowed.includes(req.method)) throw new HttpError(405, `Méthode ${req.method} non autorisée.`);
}

/** Reads a JSON body of at most `maxBytes` (413 beyond, 400 when it is not JSON). */
export async function readJson(req: Request, maxBytes: number): Promise<unknown> {
  const declared = Number(req.headers.get('content-length') ?? 0);
  if (declared > maxBytes) throw new HttpError(413, 'La requête est trop volumineuse.');
  // A declared, bounded length is read in one go (much cheaper than chunk by chunk); otherwise the stream is
  // read up to the limit, so an undeclared body cannot fill the memory.
  if (declared > 0) return parseJson(new Uint8Array(await req.arrayBuffer()), maxBytes);
  const reader = req.body?.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  if (reader) {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      size += value.byteLength;
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined);
        throw new HttpError(413, 'La requête est trop volumineuse.');
      }
      chunks.push(value);
    }
  }
  return parseJson(Buffer.concat(chunks), maxBytes);
}

function parseJson(bytes: Uint8Array, maxBytes: number): unknown {
  if (bytes.byteLength > maxBytes) throw new HttpError(413, 'La requête est trop volumineuse.');
  if (bytes.byteLength === 0) throw new HttpError(400, 'Le corps de la requête est vide.');
  try {
    return JSON.parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('utf8'));
  } catch {
    throw new HttpError(400, "Le corps de la requête n'est pas un JSON valide.");
  }
}

/** Maps an error to a response: our HttpErrors as they are, anything else as a logged 500. */
export function errorResponse(err: unknown, fn: string, allow?: string): Response {
  if (err instanceof HttpError) {
    const body: Record<string, unknown> = { error: err.message };
    if (err.details) body.details = err.details;
    return json(err.status, body, err.status === 405 && allow ? { allow } : {});
  }
  console.error(
    JSON.stringify({
      level: 'error',
      fn,
      message: (err as Error)?.message ?? String(err),
      at: new Date().toISOString(),
    }),
  );
  return json(500, { error: 'Une erreur est survenue sur le serveur. Notre équipe a été notifiée.' });
}
