// The local Supabase-compatible server: one origin serving /auth/v1, /rest/v1, /storage/v1, /realtime/v1 and the dev
// mailbox, over PGlite or PostgreSQL. `startLocalSupabase` is what `npm start`, the tests and benches use.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { loadConfig, type ServerConfig } from './config.ts';
import { openDatabase, type Database } from './db.ts';
import { bootstrap, migrate, type MigrateResult } from './migrate.ts';
import { createMailer, type Mailer } from './mail.ts';
import {
  json,
  requestUrl,
  type ApiRequest,
  type ApiResponse,
  type Handler,
  type ServerContext,
} from './http.ts';
import { authHandler } from './auth/index.ts';
import { createAuthLimits } from './auth/limits.ts';
import { restHandler, createRestState } from './rest/index.ts';
import { storageHandler } from './storage/index.ts';
import { startRealtime, type Realtime } from './realtime/index.ts';

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  /** config overrides; `port: 0` picks a free port, `dataDir: null` keeps everything in memory */
  config?: Partial<ServerConfig>;
  migrationsDir?: string | null;
  seedFile?: string | null;
  /** print mails and one line per request */
  quiet?: boolean;
  /** folder whose `config.toml` (Supabase CLI format) gives the project's settings; default: the parent of
   *  `migrationsDir`, as in a Supabase project (`supabase/config.toml` beside `supabase/migrations/`) */
  projectDir?: string | null;
}

export interface LocalSupabase {
  url: string;
  anonKey: string;
  serviceKey: string;
  config: ServerConfig;
  db: Database;
  mailer: Mailer;
  migrations: MigrateResult;
  server: Server;
  realtime: Realtime;
  stop(): Promise<void>;
}

const MAX_BODY = 60 * 1024 * 1024;

const CORS_EXPOSE =
  'Content-Range, Content-Location, Preference-Applied, X-Total-Count, Link, X-Supabase-Api-Version, x-sb-error-code, Content-Type, Content-Length, ETag, Last-Modified';

function gateway(req: ApiRequest, config: ServerConfig): ApiResponse | null {
  const apikey = req.headers['apikey'] ?? req.url.searchParams.get('apikey');
  if (!apikey)
    return json(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    });
  if (apikey !== config.anonKey && apikey !== config.serviceKey)
    return json(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    });
  if (!req.headers['authorization']) req.headers['authorization'] = `Bearer ${apikey}`;
  return null;
}

/** The dev mailbox holds sign-in links and codes: only a process on this machine may read it. */
export function isLoopback(address: string | undefined): boolean {
  if (!address) return false;
  const v4 = address.startsWith('::ffff:') ? address.slice(7) : address;
  return v4 === '::1' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(v4);
}

/** The socket's address, or the first address of GOTRUE_RATE_LIMIT_HEADER when a trusted proxy sets it. */
function clientIp(req: IncomingMessage, config: ServerConfig): string {
  const header = config.rateLimits.header ? req.headers[config.rateLimits.header] : undefined;
  const value = Array.isArray(header) ? header[0] : header;
  const first = value?.split(',')[0]?.trim();
  return first || req.socket.remoteAddress || 'unknown';
}

const OPEN_AUTH_ROUTES = new Set(['/verify', '/callback', '/authorize']);

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

function send(res: ServerResponse, out: ApiResponse, cors: Record<string, string>, head: boolean) {
  const headers: Record<string, string> = { ...cors, ...(out.headers ?? {}) };
  let body: Buffer | undefined;
  if (out.body === undefined || out.body === null) body = undefined;
  else if (Buffer.isBuffer(out.body)) body = out.body;
  else if (typeof out.body === 'string') body = Buffer.from(out.body);
  else {
    body = Buffer.from(JSON.stringify(out.body));
    headers['content-type'] ??= 'application/json; charset=utf-8';
  }
  if (body && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-length'))
    headers['content-length'] = String(body.length);
  res.writeHead(out.status, headers);
  res.end(head ? undefined : body);
}

type Route = { handler: Handler; prefix: string };

/** What a request needs once the server is set up. */
interface RequestDeps {
  config: ServerConfig;
  mailer: Mailer;
  db: Database;
  ctx: ServerContext;
  route: (path: string) => Route | null;
}

export async function startLocalSupabase(options: StartOptions = {}): Promise<LocalSupabase> {
  const env = options.env ?? process.env;
  const config = await loadConfig(env, options.config ?? {}, projectDirOf(options));
  if (options.quiet) config.log = false;
  const temporaryStorage = !config.dataDir;
  const storageDir = prepareStorageDir(config);
  const { db, migrations } = await openMigratedDatabase(config, options);
  const mailer = createMailer({ env, print: !options.quiet, keep: config.devMailbox });
  const rest = await createRestState(db, config);
  const ctx: ServerContext = {
    config,
    db,
    mailer,
    limits: createAuthLimits(config),
    storageDir,
    reloadSchema: () => rest.reload(),
  };

  const route = (path: string): Route | null => {
    if (path.startsWith('/auth/v1')) return { handler: authHandler, prefix: '/auth/v1' };
    if (path.startsWith('/rest/v1'))
      return { handler: (req, c) => restHandler(req, c, rest), prefix: '/rest/v1' };
    if (path.startsWith('/storage/v1')) return { handler: storageHandler, prefix: '/storage/v1' };
    return null;
  };

  const deps: RequestDeps = { config, mailer, db, ctx, route };
  const server = createServer((req, res) => handleRequest(req, res, deps));
  server.keepAliveTimeout = 65_000;
  const realtime = await startRealtime(server, config, db);
  await listen(server, config);
  return {
    url: config.apiUrl,
    anonKey: config.anonKey,
    serviceKey: config.serviceKey,
    config,
    db,
    mailer,
    migrations,
    server,
    realtime,
    async stop() {
      await realtime.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await db.close();
      // an in-memory server keeps its object bytes in a temporary folder: it goes with the server
      if (temporaryStorage) rmSync(storageDir, { recursive: true, force: true });
    },
  };
}

function projectDirOf(options: StartOptions): string | null {
  return options.projectDir !== undefined
    ? options.projectDir
    : options.migrationsDir
      ? dirname(options.migrationsDir)
      : null;
}

function prepareStorageDir(config: ServerConfig): string {
  const storageDir = config.dataDir
    ? join(config.dataDir, 'storage')
    : mkdtempSync(join(tmpdir(), 'sb-storage-'));
  mkdirSync(storageDir, { recursive: true });
  return storageDir;
}

/** Opens the database, recreates the platform conventions, then applies the migrations and the seed. */
async function openMigratedDatabase(
  config: ServerConfig,
  options: StartOptions,
): Promise<{ db: Database; migrations: MigrateResult }> {
  const db = await openDatabase({
    url: config.databaseUrl,
    dataDir: config.dataDir && !config.databaseUrl ? join(config.dataDir, 'pgdata') : undefined,
  });
  await bootstrap(db);
  const migrations = options.migrationsDir
    ? await migrate(db, {
        migrationsDir: options.migrationsDir,
        seedFile: options.seedFile,
        log: config.log ? console.log : undefined,
      })
    : { applied: [], seeded: false };
  return { db, migrations };
}

/** Listens on the configured port, then records the port actually taken (`port: 0`). */
async function listen(server: Server, config: ServerConfig): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  const address = server.address();
  if (address && typeof address === 'object') {
    config.port = address.port;
    config.apiUrl = `http://${config.host}:${address.port}`;
  }
}

async function handleRequest(req: IncomingMessage, res: ServerResponse, deps: RequestDeps) {
  const { config } = deps;
  const started = performance.now();
  const origin = req.headers.origin;
  const cors: Record<string, string> = {
    'access-control-allow-origin': origin ?? '*',
    'access-control-expose-headers': CORS_EXPOSE,
    vary: 'Origin',
  };
  let out: ApiResponse;
  const url = requestUrl(req.url, config.apiUrl);
  if (!url) return send(res, json(400, { code: 'bad_request', message: 'Invalid request URL' }), cors, false);
  try {
    out = await dispatch(req, url, deps);
  } catch (err) {
    // Never a stack trace on the wire; the log keeps it.
    console.error('[supabase-local] unexpected error', err);
    out = json(500, { code: 'unexpected_failure', message: 'Unexpected server error' });
  }
  send(res, out, cors, req.method === 'HEAD');
  if (config.log && req.method !== 'OPTIONS')
    console.log(
      `[api] ${req.method} ${url.pathname}${url.search.length > 120 ? url.search.slice(0, 120) + '…' : url.search} ${out.status} ${(performance.now() - started).toFixed(1)}ms`,
    );
}

async function dispatch(req: IncomingMessage, url: URL, deps: RequestDeps): Promise<ApiResponse> {
  const { config, mailer } = deps;
  if (req.method === 'OPTIONS') return preflight(req);
  if (url.pathname === '/__dev/emails' && config.devMailbox && isLoopback(req.socket.remoteAddress)) {
    if (req.method === 'DELETE') {
      mailer.clear();
      return { status: 204 };
    }
    return json(200, mailer.list(url.searchParams.get('to') ?? undefined));
  }
  if (url.pathname === '/health' || url.pathname === '/')
    return json(200, { name: 'supabase-local', status: 'ok', database: deps.db.kind });
  const target = deps.route(url.pathname);
  if (!target) return json(404, { message: 'no Route matched with those values' });
  const body = await readBody(req);
  if (body === null)
    return json(413, { code: 'request_entity_too_large', message: 'Request body too large' });
  const apiReq = toApiRequest(req, url, target, body, config);
  const needsGateway =
    target.prefix === '/rest/v1' || (target.prefix === '/auth/v1' && !OPEN_AUTH_ROUTES.has(apiReq.path));
  return (needsGateway && gateway(apiReq, config)) || (await target.handler(apiReq, deps.ctx));
}

function preflight(req: IncomingMessage): ApiResponse {
  return {
    status: 200,
    headers: {
      'access-control-allow-methods': 'GET,POST,PUT,PATCH,DELETE,OPTIONS,HEAD',
      'access-control-allow-headers':
        req.headers['access-control-request-headers'] ??
        'authorization, apikey, x-client-info, content-type, prefer, accept-profile, content-profile, range, range-unit, x-upsert, cache-control, x-metadata, x-supabase-api-version, x-retry-count',
      'access-control-max-age': '86400',
    },
  };
}

function toApiRequest(
  req: IncomingMessage,
  url: URL,
  target: Route,
  body: Buffer,
  config: ServerConfig,
): ApiRequest {
  const headers: Record<string, string> = {};
  for (const [k, v] of Object.entries(req.headers))
    if (v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
  return {
    ip: clientIp(req, config),
    method: req.method ?? 'GET',
    url,
    path: url.pathname.slice(target.prefix.length) || '/',
    headers,
    body,
  };
}
