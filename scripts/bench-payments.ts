// `npm run bench:payments` — latency (p50/p99) and throughput of the payments function's create-intent and
// confirm on the local stack: the local Supabase (in-memory PGlite; a fresh PostgreSQL database when
// DATABASE_URL is set), the local payment processor with its signed webhooks pointed at the function, and the
// function served over loopback HTTP, all in this process. Each worker is one signed-in buyer looping over
// a whole purchase: create-intent (timed) → the demo card 4242 sent to the processor as the browser does
// (not timed) → confirm (timed). 4 workers, at most 10 s or 400 purchases after a warm-up of 8.
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import payments from '../netlify/functions/payments.mts';
import { signedIn, startPaymentsStack } from '../netlify/_shared/payments/test-support.ts';

const WORKERS = Number(process.env.BENCH_WORKERS || 4);
const MAX_SECONDS = 10;
const MAX_PURCHASES = 400;
const WARMUP = 8;
const ITEMS = [{ packId: 'basic' }, { packId: 'standard' }, { offerId: 'quick_1' }, { offerId: 'quick_2' }];
const agent = new Agent({ keepAlive: true, maxSockets: WORKERS * 2 });

function post(
  url: string,
  body: string,
  headers: Record<string, string>,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      url,
      { method: 'POST', agent, headers: { ...headers, 'content-length': Buffer.byteLength(body) } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

const percentile = (sorted: number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] : NaN;

type PaymentsStack = Awaited<ReturnType<typeof startPaymentsStack>>;

/** pays an intent with the test card at the processor, as Stripe.js would from the browser */
async function payByCard(
  stack: PaymentsStack,
  intent: { paymentIntentId: string; clientSecret: string },
  year: string,
): Promise<void> {
  const card = new URLSearchParams({
    client_secret: intent.clientSecret,
    'payment_method_data[type]': 'card',
    'payment_method_data[card][number]': '4242424242424242',
    'payment_method_data[card][exp_month]': '12',
    'payment_method_data[card][exp_year]': year,
    'payment_method_data[card][cvc]': '123',
  }).toString();
  const paid = await post(`${stack.stripe.url}/v1/payment_intents/${intent.paymentIntentId}/confirm`, card, {
    authorization: `Bearer ${stack.stripe.publishableKey}`,
    'content-type': 'application/x-www-form-urlencoded',
  });
  if (paid.status !== 200) throw new Error(`carte ${paid.status} ${paid.text}`);
}

/** one whole purchase (create-intent, card, confirm); the times of the two calls to our functions */
async function purchase(
  stack: PaymentsStack,
  token: string,
  item: object,
  year: string,
): Promise<{ createMs: number; confirmMs: number }> {
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  let t = performance.now();
  const created = await post(`${stack.fnUrl}/api/payments/create-intent`, JSON.stringify(item), auth);
  const createMs = performance.now() - t;
  if (created.status !== 200) throw new Error(`create-intent ${created.status} ${created.text}`);
  const intent = JSON.parse(created.text) as { paymentIntentId: string; clientSecret: string };
  await payByCard(stack, intent, year);
  t = performance.now();
  const confirmed = await post(
    `${stack.fnUrl}/api/payments/confirm`,
    JSON.stringify({ paymentIntentId: intent.paymentIntentId }),
    auth,
  );
  const confirmMs = performance.now() - t;
  if (confirmed.status !== 200 || !confirmed.text.includes('"succeeded"'))
    throw new Error(`confirm ${confirmed.status} ${confirmed.text}`);
  return { createMs, confirmMs };
}

function printReport(
  times: { create: number[]; confirm: number[] },
  purchases: number,
  errors: number,
  seconds: number,
): void {
  const database = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite (mémoire)';
  console.log(
    `\n  Paiements — pile locale (${database} + processeur local), ${WORKERS} acheteurs en parallèle, ${seconds.toFixed(1)} s\n`,
  );
  console.log('  appel            requêtes   p50 (ms)   p99 (ms)   débit (req/s)');
  for (const [name, list] of Object.entries(times)) {
    const sorted = [...list].sort((a, b) => a - b);
    console.log(
      `  ${name === 'create' ? 'create-intent' : 'confirm      '}    ${String(sorted.length).padStart(8)}   ${percentile(sorted, 50).toFixed(1).padStart(8)}   ${percentile(sorted, 99).toFixed(1).padStart(8)}   ${(sorted.length / seconds).toFixed(1).padStart(13)}`,
    );
  }
  console.log(
    `\n  achats complets (create-intent + carte + confirm) : ${(purchases / seconds).toFixed(1)} /s, échecs : ${errors}\n`,
  );
}

async function main(): Promise<void> {
  const stack = await startPaymentsStack(payments);
  const year = String(new Date().getFullYear() + 2);
  try {
    const buyers = await Promise.all(
      Array.from({ length: WORKERS }, () => signedIn(stack.sb, { prefix: '70000000' })),
    );
    const times = { create: [] as number[], confirm: [] as number[] };
    let errors = 0;
    let purchases = 0;
    let measuring = false;
    let deadline = Infinity;

    async function worker(token: string, index: number, count: number): Promise<void> {
      for (
        let i = 0;
        i < count && performance.now() < deadline && (!measuring || purchases < MAX_PURCHASES);
        i++
      )
        await purchase(stack, token, ITEMS[(index + i) % ITEMS.length], year).then(
          ({ createMs, confirmMs }) => {
            if (!measuring) return;
            times.create.push(createMs);
            times.confirm.push(confirmMs);
            purchases++;
          },
          (err: Error) => {
            errors++;
            if (errors <= 3) console.error(`  échec : ${err.message.slice(0, 200)}`);
          },
        );
    }

    await Promise.all(buyers.map((b, i) => worker(b.token, i, Math.ceil(WARMUP / WORKERS))));
    measuring = true;
    errors = 0;
    const started = performance.now();
    deadline = started + MAX_SECONDS * 1000;
    await Promise.all(buyers.map((b, i) => worker(b.token, i, Number.MAX_SAFE_INTEGER)));
    const seconds = (performance.now() - started) / 1000;
    await stack.stripe.webhooksIdle();
    printReport(times, purchases, errors, seconds);
  } finally {
    agent.destroy();
    await stack.stop();
  }
}

main().then(
  () => process.exit(0),
  (err: unknown) => {
    console.error(err);
    process.exit(1);
  },
);
