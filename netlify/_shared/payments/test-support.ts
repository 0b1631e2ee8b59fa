// Test support for the payments function: the local Supabase, the local processor with its webhooks pointed
// at the function (served on a throw-away HTTP port), and signed-in users.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { TestSupabase } from '../../../supabase/local/test/harness.ts';
import { createUser, makeAdmin, startProductSupabase } from '../../../supabase/tests/support/db.ts';
import { startLocalStripe, type LocalStripe } from '../../../payments-local/src/server.ts';
import { enrolTotp } from '../../../tests/support/totp.ts';

export const PASSWORD = 'Paiement-2026';

export interface PaymentsStack {
  sb: TestSupabase;
  stripe: LocalStripe;
  /** base URL of the function served over HTTP (what the processor's webhooks call) */
  fnUrl: string;
  stop(): Promise<void>;
}

/** Serves `handler` (a Netlify v2 function) on 127.0.0.1, raw bodies untouched. */
export async function serveFunction(
  handler: (req: Request) => Promise<Response>,
): Promise<{ url: string; server: Server }> {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    const headers = new Headers();
    for (const [k, v] of Object.entries(req.headers)) if (typeof v === 'string') headers.set(k, v);
    const response = await handler(
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers,
        body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', () => r()));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, server };
}

export async function startPaymentsStack(
  handler: (req: Request) => Promise<Response>,
): Promise<PaymentsStack> {
  const sb = await startProductSupabase();
  const stripe = await startLocalStripe({ port: 0, webhookRetryDelays: [50, 100, 200] });
  const { url, server } = await serveFunction(handler);
  stripe.setWebhookUrl(`${url}/api/payments/webhook`);
  Object.assign(process.env, {
    SUPABASE_URL: sb.url,
    SUPABASE_ANON_KEY: sb.anonKey,
    SUPABASE_SERVICE_ROLE_KEY: sb.serviceKey,
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_API_URL: stripe.url,
    STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
  });
  return {
    sb,
    stripe,
    fnUrl: url,
    async stop() {
      await stripe.stop();
      server.closeAllConnections();
      await new Promise<void>((r) => server.close(() => r()));
      await sb.stop();
    },
  };
}

let n = 0;
/** A new confirmed user signed in with a password; `admin` makes them an adviser. */
export async function signedIn(sb: TestSupabase, opts: { admin?: boolean; prefix?: string } = {}) {
  n++;
  const id = `${opts.prefix ?? '40000000'}-0000-4000-8000-${String(n).padStart(12, '0')}`;
  const user = await createUser(sb, {
    id,
    email: `paiement${opts.prefix ?? ''}${n}@exemple.fr`,
    password: PASSWORD,
  });
  if (opts.admin) await makeAdmin(sb, id);
  const client = sb.client();
  const { data, error } = await client.auth.signInWithPassword({ email: user.email, password: PASSWORD });
  if (error) throw error;
  // an adviser's rights need an aal2 session (issue 20): a verified TOTP code
  if (opts.admin) await enrolTotp(client);
  const token = opts.admin
    ? (await client.auth.getSession()).data.session!.access_token
    : data.session!.access_token;
  return { ...user, client, token };
}
