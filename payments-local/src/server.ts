// The local payment processor: a small HTTP server speaking the part of Stripe's REST API that Aidy's payments
// function and the demo card form use. The official SDK is pointed at it by configuration (STRIPE_API_URL).
// Never imported by product code: `npm start` and the tests start it.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { invalidRequest, StripeHttpError } from './errors.ts';
import { parseForm, str, type FormObject } from './form.ts';
import { newId } from './ids.ts';
import { challengePage, messagePage } from './page.ts';
import { API_VERSION, LocalStripeStore, type Caller } from './store.ts';
import { WebhookSender } from './webhooks.ts';

export const LOCAL_SECRET_KEY = 'sk_test_local_aidy';
export const LOCAL_PUBLISHABLE_KEY = 'pk_test_local';
export const LOCAL_WEBHOOK_SECRET = 'whsec_local_aidy';

export interface LocalStripeOptions {
  port?: number;
  host?: string;
  secretKey?: string;
  publishableKey?: string;
  webhookSecret?: string;
  /** where events are POSTed (signed); null: kept for /v1/events only */
  webhookUrl?: string | null;
  /** where the state is kept between runs (JSON, rewritten after each change); none: memory only */
  stateFile?: string | null;
  /** delays between webhook attempts (ms) */
  webhookRetryDelays?: number[];
  log?: (line: string) => void;
}

export interface LocalStripe {
  url: string;
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  setWebhookUrl(url: string | null): void;
  /** resolves once no webhook delivery is in flight */
  webhooksIdle(): Promise<void>;
  readonly webhooks: WebhookSender;
  stop(): Promise<void>;
}

const CORS = {
  'access-control-allow-origin': '*',
  'access-control-allow-methods': 'GET, POST, OPTIONS',
  'access-control-allow-headers':
    'Authorization, Content-Type, Idempotency-Key, Stripe-Version, Stripe-Account',
  'access-control-max-age': '600',
};
const MAX_BODY = 256 * 1024;
/** Idempotency keys remembered (the oldest are forgotten first; Stripe keeps them 24 h). */
const MAX_IDEMPOTENCY_KEYS = 10_000;

interface Cached {
  fingerprint: string;
  status: number;
  body: string;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > MAX_BODY) reject(invalidRequest('Request body too large.'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

/** a request target as a URL: `//` or `//x` stays a path, never another host; undefined when it is no URL */
function requestUrl(target = '/'): URL | undefined {
  try {
    return new URL(target.startsWith('/') ? `http://local${target}` : target, 'http://local');
  } catch {
    return undefined;
  }
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}): void {
  res.writeHead(status, {
    'content-type': 'application/json',
    'stripe-version': API_VERSION,
    ...CORS,
    ...headers,
  });
  res.end(body);
}

class Processor {
  readonly store: LocalStripeStore;
  readonly sender: WebhookSender;
  private readonly idempotency = new Map<string, Cached>();
  private webhookUrl: string | null;
  url = '';

  constructor(
    private readonly opts: Required<
      Pick<LocalStripeOptions, 'secretKey' | 'publishableKey' | 'webhookSecret'>
    > &
      LocalStripeOptions,
  ) {
    this.webhookUrl = opts.webhookUrl ?? null;
    this.sender = new WebhookSender({
      url: () => this.webhookUrl,
      secret: opts.webhookSecret,
      delays: opts.webhookRetryDelays,
      log: opts.log,
    });
    this.store = new LocalStripeStore(
      () => this.url,
      (event) => {
        this.sender.send(event.id, JSON.stringify(event, null, 2));
        this.scheduleSave();
      },
    );
    this.load();
  }

  private saveTimer: NodeJS.Timeout | null = null;

  private load(): void {
    const file = this.opts.stateFile;
    if (!file || !existsSync(file)) return;
    try {
      this.store.restore(JSON.parse(readFileSync(file, 'utf8')));
    } catch (err) {
      this.opts.log?.(`état illisible (${file}), départ à vide : ${(err as Error).message}`);
    }
  }

  private scheduleSave(): void {
    if (!this.opts.stateFile || this.saveTimer) return;
    this.saveTimer = setTimeout(() => this.save(), 100);
    this.saveTimer.unref();
  }

  /** Writes the state file atomically (temporary file, then rename). */
  save(): void {
    if (this.saveTimer) clearTimeout(this.saveTimer);
    this.saveTimer = null;
    const file = this.opts.stateFile;
    if (!file) return;
    writeFileSync(`${file}.tmp`, JSON.stringify(this.store.snapshot()));
    renameSync(`${file}.tmp`, file);
  }

  private remember(key: string, value: Cached): void {
    this.idempotency.set(key, value);
    if (this.idempotency.size > MAX_IDEMPOTENCY_KEYS)
      this.idempotency.delete(this.idempotency.keys().next().value!);
  }

  setWebhookUrl(url: string | null) {
    this.webhookUrl = url;
  }

  async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = requestUrl(req.url);
    if (!url)
      return send(
        res,
        400,
        JSON.stringify({ error: { type: 'invalid_request_error', message: 'Invalid request URL.' } }),
      );
    const method = (req.method ?? 'GET').toUpperCase();
    const requestId = newId('req', 14);
    try {
      if (method === 'OPTIONS') return void res.writeHead(204, CORS).end();
      if (url.pathname.startsWith('/3ds/')) return await this.threeDSecure(req, res, url, method);
      if (url.pathname === '/' || url.pathname === '/health')
        return send(res, 200, JSON.stringify({ processor: 'aidy-payments-local', api_version: API_VERSION }));
      const raw = method === 'POST' ? await readBody(req) : '';
      const caller = this.authenticate(req, requestId);
      const params = method === 'POST' ? parseForm(raw) : parseForm(url.search.slice(1));
      const key = method === 'POST' ? (str(req.headers['idempotency-key'] as string) ?? null) : null;
      caller.idempotencyKey = key;
      const fingerprint = createHash('sha256')
        .update(`${caller.publishable}|${method}|${url.pathname}|${raw}`)
        .digest('hex');
      const cached = key ? this.idempotency.get(`${caller.publishable}|${key}`) : undefined;
      if (cached) return this.replay(res, cached, fingerprint, requestId);
      const { status, body } = this.run(method, url.pathname, params, caller);
      if (key) this.remember(`${caller.publishable}|${key}`, { fingerprint, status, body });
      send(res, status, body, { 'request-id': requestId });
    } catch (err) {
      const e =
        err instanceof StripeHttpError
          ? err
          : new StripeHttpError(500, { type: 'api_error', message: 'Erreur interne du processeur local.' });
      if (!(err instanceof StripeHttpError)) this.opts.log?.(`erreur : ${(err as Error).message}`);
      send(res, e.status, JSON.stringify({ error: { ...e.body, request_log_url: null } }), {
        'request-id': requestId,
      });
    }
  }

  private replay(res: ServerResponse, cached: Cached, fingerprint: string, requestId: string): void {
    if (cached.fingerprint !== fingerprint)
      throw new StripeHttpError(400, {
        type: 'idempotency_error',
        message:
          'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      });
    send(res, cached.status, cached.body, { 'request-id': requestId, 'idempotent-replayed': 'true' });
  }

  private authenticate(req: IncomingMessage, requestId: string): Caller {
    const match = /^Bearer\s+(\S+)$/i.exec(req.headers.authorization ?? '');
    const key = match?.[1];
    if (key && key === this.opts.secretKey) return { publishable: false, requestId, idempotencyKey: null };
    if (key && key === this.opts.publishableKey)
      return { publishable: true, requestId, idempotencyKey: null };
    throw new StripeHttpError(401, {
      type: 'invalid_request_error',
      message: key
        ? `Invalid API Key provided: ${key.slice(0, 8)}${'*'.repeat(Math.max(0, key.length - 12))}${key.slice(-4)}`
        : 'You did not provide an API key.',
    });
  }

  /** Runs one API call; errors thrown as StripeHttpError are answered (and cached) like Stripe does. */
  private run(
    method: string,
    path: string,
    params: FormObject,
    caller: Caller,
  ): { status: number; body: string } {
    try {
      return { status: 200, body: JSON.stringify(this.route(method, path, params, caller)) };
    } catch (err) {
      if (!(err instanceof StripeHttpError)) throw err;
      return { status: err.status, body: JSON.stringify({ error: err.body }) };
    }
  }

  private route(method: string, path: string, params: FormObject, caller: Caller): unknown {
    const s = this.store;
    const parts = path.split('/').filter(Boolean).map(decodeURIComponent);
    if (parts[0] !== 'v1') throw invalidRequest(`Unrecognized request URL (${method}: ${path}).`);
    const [, resource, id, action] = parts;
    // the publishable key only reads and confirms an intent (with its client_secret), like Stripe.js
    const browserCall = resource === 'payment_intents' && id && (method === 'GET' || action === 'confirm');
    if (caller.publishable && !browserCall)
      throw new StripeHttpError(401, {
        type: 'invalid_request_error',
        message: 'This API call cannot be made with a publishable API key.',
      });
    if (resource === 'payment_intents') {
      if (method === 'POST' && !id) return s.createIntent(params);
      if (method === 'GET' && id && !action) return s.retrieveIntent(id, caller, params);
      if (method === 'POST' && id && action === 'confirm') return s.confirmIntent(id, params, caller);
      if (method === 'POST' && id && action === 'cancel') return s.cancelIntent(id, params, caller);
    }
    if (resource === 'refunds') {
      if (method === 'POST' && !id) return s.createRefund(params, caller);
      if (method === 'GET' && id) return s.retrieveRefund(id);
    }
    if (resource === 'events') {
      if (method === 'GET' && !id) return s.listEvents(params);
      if (method === 'GET' && id) return s.retrieveEvent(id);
    }
    throw new StripeHttpError(404, {
      type: 'invalid_request_error',
      message: `Unrecognized request URL (${method}: ${path}).`,
    });
  }

  private async threeDSecure(
    req: IncomingMessage,
    res: ServerResponse,
    url: URL,
    method: string,
  ): Promise<void> {
    const id = decodeURIComponent(url.pathname.split('/')[2] ?? '');
    const html = (status: number, body: string) =>
      void res
        .writeHead(status, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
        .end(body);
    if (method === 'GET') {
      const secret = url.searchParams.get('client_secret') ?? '';
      const intent = this.store.intentForPage(id, secret);
      if (url.pathname.endsWith('/termine'))
        return html(200, messagePage('Authentification terminée', 'Vous pouvez fermer cette page.'));
      if (!intent)
        return html(404, messagePage('Paiement introuvable', "Ce lien d'authentification n'est pas valide."));
      if (intent.status !== 'requires_action')
        return html(
          409,
          messagePage('Authentification déjà traitée', 'Ce paiement ne demande plus d’authentification.'),
        );
      return html(200, challengePage(intent, secret));
    }
    if (method !== 'POST') return html(405, messagePage('Méthode non autorisée', 'Utilisez le formulaire.'));
    const form = parseForm(await readBody(req));
    try {
      const target = this.store.authenticate(
        id,
        str(form.client_secret) ?? '',
        str(form.decision) === 'approve',
      );
      res.writeHead(303, { location: target }).end();
    } catch {
      html(404, messagePage('Paiement introuvable', "Ce lien d'authentification n'est pas valide."));
    }
  }
}

export async function startLocalStripe(options: LocalStripeOptions = {}): Promise<LocalStripe> {
  const opts = {
    secretKey: LOCAL_SECRET_KEY,
    publishableKey: LOCAL_PUBLISHABLE_KEY,
    webhookSecret: LOCAL_WEBHOOK_SECRET,
    ...options,
  };
  const processor = new Processor(opts);
  const server: Server = createServer((req, res) => void processor.handle(req, res));
  const host = opts.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port ?? 12111, host, () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  processor.url = `http://${host}:${port}`;
  processor.sender.onDelivered = (id) => processor.store.markDelivered(id);
  return {
    url: processor.url,
    secretKey: opts.secretKey,
    publishableKey: opts.publishableKey,
    webhookSecret: opts.webhookSecret,
    webhooks: processor.sender,
    setWebhookUrl: (url) => processor.setWebhookUrl(url),
    webhooksIdle: () => processor.sender.idle(),
    stop: async () => {
      processor.save();
      processor.sender.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
