// Netlify Functions v2 in development: `netlify/functions/<name>.mts|.ts` answer at `/.netlify/functions/<name>`
// (or at the `path` of their `export const config`), called as `default(request, context)` like on Netlify.
// `vite dev` loads them through `ssrLoadModule` (edits reload without a restart); `vite preview` and plain
// Node servers use `serveFunctionsMiddleware`, which loads them with tsx.
import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin } from 'vite';

export const FUNCTIONS_PREFIX = '/.netlify/functions/';
const EXTENSIONS = ['.mts', '.ts', '.mjs', '.js'];
/** Netlify's limit for synchronous function payloads. */
const MAX_BODY = 6 * 1024 * 1024;
const INTERNAL_ERROR = { error: 'Erreur interne du serveur' };

type Next = (err?: unknown) => void;
export type Middleware = (req: IncomingMessage, res: ServerResponse, next: Next) => void;
type FunctionModule = Record<string, unknown>;

export interface FunctionsMiddlewareOptions {
  /** folder holding the functions; default `netlify/functions` under the current directory */
  functionsDir?: string;
  /** how a function file is loaded; default: tsx's `tsImport` (TypeScript in plain Node) */
  load?: (file: string) => Promise<FunctionModule>;
  /** one line per failure; default `console.error` */
  log?: (line: string) => void;
}

interface FunctionEntry {
  name: string;
  file: string;
  /** custom paths from `export const config = { path }`; such a function leaves /.netlify/functions */
  paths: string[];
}

export function netlifyFunctions(options: { functionsDir?: string } = {}): Plugin {
  return {
    name: 'netlify-functions',
    configureServer(server) {
      const functionsDir = resolve(server.config.root, options.functionsDir ?? 'netlify/functions');
      server.middlewares.use(
        serveFunctionsMiddleware({
          functionsDir,
          load: (file) => server.ssrLoadModule(file) as Promise<FunctionModule>,
          log: (line) => server.config.logger.error(line),
        }),
      );
    },
    configurePreviewServer(server) {
      const functionsDir = resolve(server.config.root, options.functionsDir ?? 'netlify/functions');
      server.middlewares.use(serveFunctionsMiddleware({ functionsDir }));
    },
  };
}

export function serveFunctionsMiddleware(options: FunctionsMiddlewareOptions = {}): Middleware {
  const functionsDir = resolve(options.functionsDir ?? 'netlify/functions');
  const load = options.load ?? loadWithTsx;
  const log = options.log ?? ((line: string) => console.error(line));
  const discovery = new FunctionDiscovery(functionsDir);

  return (req, res, next) => {
    const rawUrl = (req as IncomingMessage & { originalUrl?: string }).originalUrl ?? req.url ?? '/';
    const pathname = rawUrl.split('?')[0];
    const match = discovery.match(pathname);
    if (!match) {
      if (pathname.startsWith(FUNCTIONS_PREFIX)) {
        sendJson(res, 404, { error: 'Fonction introuvable' });
        return;
      }
      next();
      return;
    }
    const requestId = randomUUID();
    invoke(req, res, rawUrl, match.entry, match.params, requestId, load).catch((err: unknown) => {
      // One structured line for the logs; the client only ever sees the generic French message.
      log(
        JSON.stringify({
          level: 'error',
          function: match.entry.name,
          requestId,
          method: req.method,
          path: pathname,
          message: err instanceof Error ? err.message : String(err),
        }),
      );
      if (!res.headersSent) sendJson(res, 500, INTERNAL_ERROR);
      else res.destroy();
    });
  };
}

async function loadWithTsx(file: string): Promise<FunctionModule> {
  const { tsImport } = await import('tsx/esm/api');
  return (await tsImport(pathToFileURL(file).href, import.meta.url)) as FunctionModule;
}

class FunctionDiscovery {
  private readonly configCache = new Map<string, { mtimeMs: number; paths: string[] }>();
  constructor(private readonly dir: string) {}

  /** Re-read on each request (a readdir and a few stats) so new and edited functions need no restart. */
  entries(): FunctionEntry[] {
    if (!existsSync(this.dir)) return [];
    const out: FunctionEntry[] = [];
    for (const item of readdirSync(this.dir, { withFileTypes: true })) {
      let name: string | null = null;
      let file: string | null = null;
      if (item.isFile()) {
        const ext = EXTENSIONS.find((e) => item.name.endsWith(e));
        if (ext && !/\.(test|spec)\.[cm]?[jt]s$/.test(item.name)) {
          name = item.name.slice(0, -ext.length);
          file = join(this.dir, item.name);
        }
      } else if (item.isDirectory()) {
        for (const base of [item.name, 'index']) {
          const ext = EXTENSIONS.find((e) => existsSync(join(this.dir, item.name, base + e)));
          if (ext) {
            name = item.name;
            file = join(this.dir, item.name, base + ext);
            break;
          }
        }
      }
      if (name && file) out.push({ name, file, paths: this.customPaths(file) });
    }
    return out;
  }

  match(pathname: string): { entry: FunctionEntry; params: Record<string, string> } | null {
    const entries = this.entries();
    for (const entry of entries) {
      for (const pattern of entry.paths) {
        const params = matchPath(pattern, pathname);
        if (params) return { entry, params };
      }
    }
    if (!pathname.startsWith(FUNCTIONS_PREFIX)) return null;
    const name = decodeURIComponent(pathname.slice(FUNCTIONS_PREFIX.length).split('/')[0]);
    const entry = entries.find((e) => e.name === name && e.paths.length === 0);
    return entry ? { entry, params: {} } : null;
  }

  /** Netlify reads `config.path` statically from the source; so do we, without running the module. */
  private customPaths(file: string): string[] {
    const mtimeMs = statSync(file).mtimeMs;
    const cached = this.configCache.get(file);
    if (cached && cached.mtimeMs === mtimeMs) return cached.paths;
    const paths = parseConfigPaths(readFileSync(file, 'utf8'));
    this.configCache.set(file, { mtimeMs, paths });
    return paths;
  }
}

export function parseConfigPaths(source: string): string[] {
  const config = /export\s+const\s+config\b[^=]*=\s*\{([\s\S]*?)\n?\}\s*(?:satisfies\s+\w+\s*)?;?/.exec(
    source,
  );
  if (!config) return [];
  const path = /\bpath\s*:\s*(\[[^\]]*\]|'[^']*'|"[^"]*"|`[^`$]*`)/.exec(config[1]);
  if (!path) return [];
  return [...path[1].matchAll(/'([^']*)'|"([^"]*)"|`([^`]*)`/g)].map((m) => m[1] ?? m[2] ?? m[3]);
}

/** URLPattern-style paths as Netlify accepts them: `/api/aides/:id`, `/api/*`. */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const names: string[] = [];
  const source = pattern
    .split(/(:[A-Za-z_][A-Za-z0-9_]*|\*)/)
    .map((part) => {
      if (part === '*') {
        names.push(String(names.filter((n) => /^\d+$/.test(n)).length));
        return '(.*)';
      }
      if (part.startsWith(':')) {
        names.push(part.slice(1));
        return '([^/]+)';
      }
      return part.replace(/[.+?^${}()|[\]\\]/g, '\\$&');
    })
    .join('');
  const m = new RegExp(`^${source}/?$`).exec(pathname);
  if (!m) return null;
  const params: Record<string, string> = {};
  names.forEach((n, i) => (params[n] = decodeURIComponent(m[i + 1])));
  return params;
}

async function readBody(req: IncomingMessage): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY) return null;
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

function toHeaders(req: IncomingMessage): Headers {
  const headers = new Headers();
  for (let i = 0; i < req.rawHeaders.length; i += 2) {
    const name = req.rawHeaders[i];
    if (!name.startsWith(':')) headers.append(name, req.rawHeaders[i + 1]);
  }
  return headers;
}

interface CookieOptions {
  name: string;
  value: string;
  path?: string;
  domain?: string;
  expires?: Date | number | string;
  maxAge?: number;
  httpOnly?: boolean;
  secure?: boolean;
  sameSite?: 'Strict' | 'Lax' | 'None';
}

function serializeCookie(c: CookieOptions): string {
  let out = `${encodeURIComponent(c.name)}=${encodeURIComponent(c.value)}`;
  if (c.path) out += `; Path=${c.path}`;
  if (c.domain) out += `; Domain=${c.domain}`;
  if (c.expires !== undefined) out += `; Expires=${new Date(c.expires).toUTCString()}`;
  if (c.maxAge !== undefined) out += `; Max-Age=${c.maxAge}`;
  if (c.httpOnly) out += '; HttpOnly';
  if (c.secure) out += '; Secure';
  if (c.sameSite) out += `; SameSite=${c.sameSite}`;
  return out;
}

function makeContext(
  req: Request,
  nodeReq: IncomingMessage,
  params: Record<string, string>,
  requestId: string,
) {
  const incoming = new Map<string, string>();
  for (const pair of (req.headers.get('cookie') ?? '').split(';')) {
    const eq = pair.indexOf('=');
    if (eq > 0)
      incoming.set(
        decodeURIComponent(pair.slice(0, eq).trim()),
        decodeURIComponent(pair.slice(eq + 1).trim()),
      );
  }
  const setCookies: string[] = [];
  const origin = new URL(req.url).origin;
  const context = {
    // A fixed location in development: Netlify fills this from the visitor's IP in production.
    geo: {
      city: 'Paris',
      country: { code: 'FR', name: 'France' },
      subdivision: { code: 'IDF', name: 'Île-de-France' },
      timezone: 'Europe/Paris',
      latitude: 48.8566,
      longitude: 2.3522,
    },
    ip: nodeReq.socket.remoteAddress ?? '127.0.0.1',
    requestId,
    params,
    site: { id: 'local', name: 'aidy', url: origin },
    deploy: { id: 'local', context: 'dev', published: false },
    account: { id: 'local' },
    server: { region: 'local' },
    cookies: {
      get: (name: string) => incoming.get(name),
      set(cookie: CookieOptions | string, value?: string) {
        const c = typeof cookie === 'string' ? { name: cookie, value: value ?? '' } : cookie;
        setCookies.push(serializeCookie(c));
      },
      delete(cookie: string | { name: string; path?: string; domain?: string }) {
        const c = typeof cookie === 'string' ? { name: cookie } : cookie;
        setCookies.push(serializeCookie({ ...c, value: '', expires: 0 }));
      },
    },
    json: (body: unknown, init?: ResponseInit) => Response.json(body, init),
    waitUntil: (promise: Promise<unknown>) => void promise.catch(() => undefined),
  };
  return { context, setCookies };
}

async function invoke(
  nodeReq: IncomingMessage,
  res: ServerResponse,
  rawUrl: string,
  entry: FunctionEntry,
  params: Record<string, string>,
  requestId: string,
  load: (file: string) => Promise<FunctionModule>,
): Promise<void> {
  const method = (nodeReq.method ?? 'GET').toUpperCase();
  const proto = (nodeReq.headers['x-forwarded-proto'] as string | undefined)?.split(',')[0] ?? 'http';
  const url = new URL(rawUrl, `${proto}://${nodeReq.headers.host ?? '127.0.0.1'}`);
  const body = method === 'GET' || method === 'HEAD' ? null : await readBody(nodeReq);
  if (body === null && method !== 'GET' && method !== 'HEAD') {
    sendJson(res, 413, { error: 'La requête est trop volumineuse.' });
    return;
  }
  const request = new Request(url, {
    method,
    headers: toHeaders(nodeReq),
    body: body && body.length ? new Uint8Array(body) : null,
  });
  const mod = await load(entry.file);
  const handler = mod.default;
  if (typeof handler !== 'function') throw new Error(`${entry.name}: no default export function`);
  const { context, setCookies } = makeContext(request, nodeReq, params, requestId);
  const response: unknown = await handler(request, context);
  if (!(response instanceof Response))
    throw new Error(`${entry.name}: the function did not return a Response`);

  res.statusCode = response.status;
  for (const [name, value] of response.headers) if (name !== 'set-cookie') res.setHeader(name, value);
  const cookies = [...response.headers.getSetCookie(), ...setCookies];
  if (cookies.length) res.setHeader('set-cookie', cookies);
  res.setHeader('x-nf-request-id', requestId);
  if (!response.body || method === 'HEAD') {
    res.end();
    return;
  }
  const reader = response.body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    if (!res.write(value)) await new Promise((r) => res.once('drain', r));
  }
  res.end();
}

function sendJson(res: ServerResponse, status: number, body: unknown): void {
  const text = JSON.stringify(body);
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    'content-length': Buffer.byteLength(text),
  });
  res.end(text);
}
