// `npm start`: the local Supabase (in-process, PGlite or DATABASE_URL's PostgreSQL) with the product migrations
// and seed, then Vite (SPA + Netlify functions) wired to it through `.env.local`. `startDevStack` is the same
// thing as a function, for the browser tests.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createNetServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, createServer as createViteServer, preview } from 'vite';
import { startLocalStripe, type LocalStripe } from '../payments-local/src/server.ts';
import { startLocalSupabase, type LocalSupabase } from '../supabase/local/src/server.ts';
import { uploadDemoFiles } from './demo-files.ts';
import { startOutboxLoop } from './outbox-loop.ts';

const ROOT = resolve(import.meta.dirname, '..');

export interface DevStackOptions {
  /** default SUPABASE_LOCAL_PORT or 54321; 0 = any free port */
  supabasePort?: number;
  /** the local payment processor's port when STRIPE_SECRET_KEY is not set: default LOCAL_STRIPE_PORT or 12111
   *  (any free port when it is busy); 0 = any free port */
  stripePort?: number;
  /** default 5173; 0 = any free port; the next free port is taken when it is busy */
  webPort?: number;
  /** default SUPABASE_LOCAL_DATA or `.supabase-local`; null = in-memory PGlite (DATABASE_URL of the shell is
   *  ignored, pass `env.DATABASE_URL` to use PostgreSQL) and a temporary storage folder */
  dataDir?: string | null;
  quiet?: boolean;
  /** extra environment for the local Supabase and the functions (wins over process.env) */
  env?: Record<string, string>;
  /** where to write the client variables; default none (the `npm start` entry point writes `.env.local`) */
  envFile?: string | null;
  /** 'dev' (default): Vite's dev server; 'build': the production build (in a temporary folder) served by
   *  `vite preview`, functions included — what the browser tests use, as users get it and much faster to load */
  web?: 'dev' | 'build';
}

export interface DevStack {
  webUrl: string;
  supabaseUrl: string;
  anonKey: string;
  serviceKey: string;
  /** the local payment processor, or null when real Stripe keys are configured */
  stripeUrl: string | null;
  stop(): Promise<void>;
}

/** a port held by a listening probe until `release`: no other process takes it while the stack starts */
interface PortReserve {
  port: number;
  release(): Promise<void>;
}

function reserve(port: number, host: string): Promise<PortReserve | null> {
  return new Promise((resolvePort) => {
    const probe = createNetServer();
    probe.once('error', () => resolvePort(null));
    probe.listen(port, host, () =>
      resolvePort({
        port: (probe.address() as { port: number }).port,
        release: () => new Promise((done) => probe.close(() => done())),
      }),
    );
  });
}

/**
 * The preferred port when free, else the next ones, else any: SITE_URL must be known before Vite starts, and the
 * port stays held until Vite takes it (another stack starting beside this one cannot take it meanwhile).
 */
async function reserveWebPort(preferred: number, host: string): Promise<PortReserve> {
  for (let p = preferred; preferred !== 0 && p < preferred + 20; p++) {
    const got = await reserve(p, host);
    if (got) return got;
  }
  return (await reserve(0, host))!;
}

/**
 * The local payment processor (payments-local/) when no STRIPE_SECRET_KEY is configured: the functions' Stripe
 * SDK is pointed at it and its signed webhooks go to the payments function. Real keys: nothing is started.
 */
async function startPaymentsProcessor(
  env: Record<string, string | undefined>,
  port: number | undefined,
  webhookUrl: string,
  dataDir: string | null,
): Promise<LocalStripe | null> {
  const key = env.STRIPE_SECRET_KEY?.trim();
  if (key && !key.startsWith('sk_test_local')) return null;
  const preferred = port ?? Number(env.LOCAL_STRIPE_PORT || 12111);
  const log = (line: string) => console.error(`[paiements] ${line}`);
  // next to the local database, so a payment left pending there still finds its intent after a restart
  const stateFile = dataDir ? join(dataDir, 'payments-local.json') : null;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  try {
    return await startLocalStripe({ port: preferred, webhookUrl, log, stateFile });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE') throw err;
    return startLocalStripe({ port: 0, webhookUrl, log, stateFile });
  }
}

interface WebServer {
  close(): Promise<void>;
}

/** The SPA and the functions on `port`: Vite's dev server, or the production build served by `vite preview`. */
async function startWeb(
  mode: 'dev' | 'build',
  { host, reserve: held, quiet }: { host: string; reserve: PortReserve; quiet?: boolean },
): Promise<WebServer> {
  const port = held.port;
  const shared = {
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    logLevel: quiet ? ('silent' as const) : ('info' as const),
    clearScreen: false,
  };
  if (mode === 'dev') {
    const vite = await createViteServer({ ...shared, server: { host, port, strictPort: true } });
    await held.release();
    await vite.listen();
    return vite;
  }
  const outDir = mkdtempSync(join(tmpdir(), 'aidy-web-'));
  const removeOutDir = () => rmSync(outDir, { recursive: true, force: true });
  try {
    await build({ ...shared, logLevel: quiet ? 'warn' : 'info', build: { outDir, emptyOutDir: true } });
    await held.release();
    const server = await preview({
      ...shared,
      build: { outDir },
      preview: { host, port, strictPort: true },
    });
    return {
      async close() {
        await server.close();
        removeOutDir();
      },
    };
  } catch (err) {
    removeOutDir();
    throw err;
  }
}

/** the environment the stack's servers read, where its database lives and the local Supabase port */
function stackSettings(opts: DevStackOptions, webUrl: string) {
  // The project's auth settings (password rule, rate limits…) come from supabase/config.toml, read by the server.
  const env: Record<string, string | undefined> = { ...process.env, ...(opts.env ?? {}) };
  env.SITE_URL = opts.env?.SITE_URL ?? webUrl;
  // A throw-away stack (dataDir null) must never migrate and seed the database a developer named in their
  // shell; it uses PostgreSQL only when asked through `opts.env.DATABASE_URL`.
  if (opts.dataDir === null && opts.env?.DATABASE_URL === undefined) delete env.DATABASE_URL;
  const dataDir =
    opts.dataDir === null
      ? null
      : resolve(ROOT, opts.dataDir ?? env.SUPABASE_LOCAL_DATA ?? '.supabase-local');
  const supabasePort = opts.supabasePort ?? Number(env.SUPABASE_LOCAL_PORT || 54321);
  return { env, dataDir, supabasePort };
}

/** the local Supabase, migrated and seeded, with the demo documents' files after a fresh seed */
async function startSupabase(
  env: Record<string, string | undefined>,
  config: { port: number; host: string; dataDir: string | null },
  quiet: boolean | undefined,
): Promise<LocalSupabase> {
  let supabase: LocalSupabase;
  try {
    supabase = await startLocalSupabase({
      env,
      config,
      migrationsDir: resolve(ROOT, 'supabase/migrations'),
      seedFile: resolve(ROOT, 'supabase/seed.sql'),
      quiet,
    });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'EADDRINUSE')
      throw new Error(
        `Le port ${config.port} est déjà utilisé : arrêtez l'autre serveur ou choisissez SUPABASE_LOCAL_PORT.`,
      );
    throw err;
  }
  // A failure only costs the demo.
  if (supabase.migrations.seeded)
    await uploadDemoFiles(supabase.url, supabase.serviceKey).catch((err: Error) =>
      console.warn(`Fichiers de démonstration non envoyés : ${err.message}`),
    );
  return supabase;
}

/** what the SPA (VITE_*) and the functions need to reach this stack's Supabase and payment processor */
function stackVariables(supabase: LocalSupabase, stripe: LocalStripe | null) {
  const clientEnv: Record<string, string> = {
    VITE_SUPABASE_URL: supabase.url,
    VITE_SUPABASE_ANON_KEY: supabase.anonKey,
    SUPABASE_URL: supabase.url,
    SUPABASE_ANON_KEY: supabase.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: supabase.serviceKey,
    ...(stripe ? { VITE_LOCAL_STRIPE_URL: stripe.url } : {}),
  };
  // The functions' processor settings stay out of .env.local (process.env only): real keys come from the shell.
  const serverEnv: Record<string, string> = stripe
    ? {
        STRIPE_SECRET_KEY: stripe.secretKey,
        STRIPE_API_URL: stripe.url,
        STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      }
    : {};
  return { clientEnv, serverEnv };
}

function writeEnvFile(path: string, supabase: LocalSupabase, clientEnv: Record<string, string>): void {
  writeFileSync(
    path,
    `# Écrit par \`npm start\` : la Supabase locale (${supabase.db.kind}). Ne pas versionner.\n` +
      Object.entries(clientEnv)
        .map(([k, v]) => `${k}=${v}`)
        .join('\n') +
      '\n',
  );
}

/** sets these variables in process.env and returns their previous values, for `restoreProcessEnv` */
function exportToProcess(vars: Record<string, string>): Record<string, string | undefined> {
  const previous: Record<string, string | undefined> = {};
  for (const [k, v] of Object.entries(vars)) {
    previous[k] = process.env[k];
    process.env[k] = v;
  }
  return previous;
}

function restoreProcessEnv(previous: Record<string, string | undefined>): void {
  for (const [k, v] of Object.entries(previous)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
}

/**
 * The e-mail worker of the Netlify scheduled function, on an interval; mails land in the dev mailbox (or go
 * out by SMTP when SMTP_HOST is set).
 */
const startOutbox = (supabase: LocalSupabase, env: Record<string, string | undefined>, quiet?: boolean) =>
  startOutboxLoop({
    supabaseUrl: supabase.url,
    serviceKey: supabase.serviceKey,
    siteUrl: env.SITE_URL!,
    mailer: supabase.mailer,
    env,
    intervalMs: Number(env.OUTBOX_INTERVAL_MS || 5000),
    quiet,
  });

export async function startDevStack(opts: DevStackOptions = {}): Promise<DevStack> {
  const host = '127.0.0.1';
  const webPort = await reserveWebPort(opts.webPort ?? 5173, host);
  const webUrl = `http://${host}:${webPort.port}`;
  const { env, dataDir, supabasePort } = stackSettings(opts, webUrl);
  let supabase: Awaited<ReturnType<typeof startSupabase>>;
  try {
    supabase = await startSupabase(env, { port: supabasePort, host, dataDir }, opts.quiet);
  } catch (err) {
    await webPort.release();
    throw err;
  }

  let stripe: LocalStripe | null = null;
  try {
    stripe = await startPaymentsProcessor(env, opts.stripePort, `${webUrl}/api/payments/webhook`, dataDir);
  } catch (err) {
    await webPort.release();
    await supabase.stop();
    throw err;
  }

  const { clientEnv, serverEnv } = stackVariables(supabase, stripe);
  if (opts.envFile) writeEnvFile(opts.envFile, supabase, clientEnv);
  // Vite gives VITE_* variables of process.env priority over .env files, and the functions run in this
  // process: both then see this stack's URL and keys even when several stacks run one after the other.
  // Without the local processor, a VITE_LOCAL_STRIPE_URL left by another stack must not reach this SPA.
  if (!stripe) clientEnv.VITE_LOCAL_STRIPE_URL = '';
  const previous = exportToProcess({ ...clientEnv, ...serverEnv, SITE_URL: env.SITE_URL! });

  let web: WebServer;
  try {
    web = await startWeb(opts.web ?? 'dev', { host, reserve: webPort, quiet: opts.quiet });
  } catch (err) {
    await webPort.release();
    await stripe?.stop();
    await supabase.stop();
    throw err;
  }

  const outbox = await startOutbox(supabase, env, opts.quiet);

  let stopped = false;
  return {
    webUrl,
    supabaseUrl: supabase.url,
    anonKey: supabase.anonKey,
    serviceKey: supabase.serviceKey,
    stripeUrl: stripe?.url ?? null,
    async stop() {
      if (stopped) return;
      stopped = true;
      await outbox.stop();
      await web.close();
      await stripe?.stop();
      await supabase.stop();
      restoreProcessEnv(previous);
    },
  };
}

async function main(): Promise<void> {
  const stack = await startDevStack({ envFile: resolve(ROOT, '.env.local') });
  const dataDir = process.env.SUPABASE_LOCAL_DATA ?? '.supabase-local';
  const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite dans ${dataDir}/`;
  console.log(`
  Aidy est prêt.

  Application        ${stack.webUrl}
  Supabase locale    ${stack.supabaseUrl}   (base : ${database})
  Paiements          ${stack.stripeUrl ? `processeur local ${stack.stripeUrl} (cartes de test, aucun paiement réel)` : 'Stripe (STRIPE_SECRET_KEY)'}
  Boîte mail de dev  ${process.env.SMTP_HOST ? 'aucune : les e-mails partent par SMTP' : `${stack.supabaseUrl}/__dev/emails`}
  Clé anon           ${stack.anonKey}
  Clé service_role   ${stack.serviceKey}

  Comptes de démonstration
    client  demo@aidy.fr   /  Demo-aidy-2026
    admin   admin@aidy.fr  /  Admin-aidy-2026

  Ctrl-C pour tout arrêter.
`);
  let stopping = false;
  const shutdown = async () => {
    if (stopping) return;
    stopping = true;
    console.log('\n  Arrêt…');
    await stack.stop().catch((err: unknown) => console.error(err));
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((err: unknown) => {
    console.error(`Démarrage impossible : ${err instanceof Error ? err.message : String(err)}`);
    process.exit(1);
  });
}
