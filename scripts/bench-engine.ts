// npm run bench:engine — time per full simulation (payload → aids) over 1,000 varied situations, then the
// throughput of the simulate function over HTTP on loopback against the same HTTP chain without the engine,
// in five pairs of alternating windows with their ratio and the medians. Bounded: it stops by itself.
// BENCH_WORKERS sets the number of server processes (default: cores).
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { createServer } from 'node:http';
import { connect, type Socket } from 'node:net';
import { encodeResult, simulate } from '../src/engine/index.ts';
import { payloadFrom, randomAnswers, rng } from '../src/engine/simulateur/testing.ts';
import simulateFn from '../netlify/functions/simulate.mts';
import { jsonBytes, readJson } from '../netlify/_shared/http.ts';

/** `count` varied simulator payloads, reproducible from `seed` */
const varied = (seed: number, count: number) => {
  const r = rng(seed);
  return Array.from({ length: count }, () =>
    payloadFrom(randomAnswers(r), `2025-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-15`),
  );
};

// A running server is warm: the JIT has compiled the rules, the parameters of the year are read. Warm-ups use
// other situations than the measured ones (seed 7 against 42), so no measured answer is already known.
const WARM_UP_SEED = 7;

// Workers serve the function (one per core, like parallel function instances); the primary measures.
if (cluster.isWorker) {
  // The reference line: the same HTTP, Request/Response and JSON work around an answer computed beforehand,
  // to show what the host costs apart from the engine.
  const answer = simulate(payloadFrom(randomAnswers(rng(1)), '2025-06-15'));
  const withoutEngine = async (req: Request) => (
    await readJson(req, 64 * 1024),
    jsonBytes(200, encodeResult(answer))
  );

  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const fn = req.url === '/sans-calcul' ? withoutEngine : simulateFn;
    const response = await fn(
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      }),
    );
    const bytes = Buffer.from(await response.arrayBuffer());
    res.writeHead(response.status, { 'content-type': 'application/json', 'content-length': bytes.length });
    res.end(bytes);
  });
  // Warm the engine and the function (JIT) in the worker itself before it takes requests.
  for (const p of varied(WARM_UP_SEED, 3000)) simulate(p);
  for (const p of varied(WARM_UP_SEED + 1, 500))
    await (
      await simulateFn(new Request('http://127.0.0.1/', { method: 'POST', body: JSON.stringify(p) }))
    ).arrayBuffer();
  server.listen(Number(process.env.BENCH_PORT), '127.0.0.1', () => process.send?.('ready'));
} else {
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

  const payloads = varied(42, 1000);
  const warmUp = varied(WARM_UP_SEED, 3000);
  for (const p of warmUp) simulate(p);

  const times: number[] = [];
  for (const p of payloads) {
    const t0 = performance.now();
    simulate(p);
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  console.log('Moteur — 1 000 simulations complètes (payload → aides)');
  console.log(
    `  médiane ${percentile(times, 50).toFixed(3)} ms   p99 ${percentile(times, 99).toFixed(3)} ms   max ${times[times.length - 1].toFixed(3)} ms`,
  );

  const WORKERS = Number(process.env.BENCH_WORKERS) || Math.max(1, availableParallelism());
  const port = 40000 + Math.floor(Math.random() * 20000);
  const workers = Array.from({ length: WORKERS }, () => cluster.fork({ BENCH_PORT: String(port) }));
  await Promise.all(workers.map((w) => new Promise<void>((resolve) => w.once('message', () => resolve()))));
  const bodies = payloads.map((p) => Buffer.from(JSON.stringify(p)));

  // A lean keep-alive client on raw sockets (like wrk): node:http's client would cost the server processes
  // on this small machine a good part of the CPU they are being measured on.
  const sockets: Socket[] = [];
  const head = (path: string, length: number) =>
    `POST ${path} HTTP/1.1\r\nhost: 127.0.0.1\r\ncontent-type: application/json\r\ncontent-length: ${length}\r\n\r\n`;
  function connection(path: string): (body: Buffer) => Promise<number> {
    const socket = connect({ host: '127.0.0.1', port });
    sockets.push(socket);
    socket.setNoDelay(true);
    let pending: ((status: number) => void) | null = null;
    let buffered: Buffer = Buffer.alloc(0);
    socket.on('data', (chunk: Buffer) => {
      buffered = buffered.length ? Buffer.concat([buffered, chunk]) : chunk;
      const headEnd = buffered.indexOf('\r\n\r\n');
      if (headEnd < 0) return;
      const head = buffered.subarray(0, headEnd).toString('latin1');
      const length = Number(/content-length: *(\d+)/i.exec(head)?.[1] ?? 0);
      if (buffered.length < headEnd + 4 + length) return;
      buffered = buffered.subarray(headEnd + 4 + length);
      const done = pending;
      pending = null;
      done?.(Number(head.slice(9, 12)));
    });
    return (body) =>
      new Promise((resolve) => {
        pending = resolve;
        // head and body in one write, as wrk and browsers send a small request: one segment to read
        socket.write(Buffer.concat([Buffer.from(head(path, body.length), 'latin1'), body]));
      });
  }

  const CONCURRENCY = 16;
  const DURATION_MS = 3000;
  const WINDOWS = 5;
  const MAX_REQUESTS = 40_000;

  /** keeps `CONCURRENCY` connections to `path` busy for `ms`, cycling through `set` */
  async function load(path: string, set: Buffer[], ms: number) {
    const posts = Array.from({ length: CONCURRENCY }, () => connection(path));
    let sent = 0;
    let failures = 0;
    const latencies: number[] = [];
    const start = performance.now();
    await Promise.all(
      posts.map(async (post) => {
        while (performance.now() - start < ms && sent < MAX_REQUESTS) {
          const body = set[sent++ % set.length];
          const t0 = performance.now();
          const status = await post(body);
          latencies.push(performance.now() - t0);
          if (status !== 200) failures++;
        }
      }),
    );
    const elapsed = (performance.now() - start) / 1000;
    latencies.sort((a, b) => a - b);
    const rate = latencies.length / elapsed;
    return {
      rate,
      line: `  ${rate.toFixed(0)} requêtes/s   p50 ${percentile(latencies, 50).toFixed(2)} ms   p99 ${percentile(latencies, 99).toFixed(2)} ms   échecs ${failures}`,
    };
  }

  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
  const range = (values: number[]) =>
    `de ${Math.min(...values).toFixed(0)} à ${Math.max(...values).toFixed(0)}`;

  const FUNCTION = '/.netlify/functions/simulate';
  const REFERENCE = '/sans-calcul';
  // warm both paths (JIT, sockets) before measuring
  await load(
    FUNCTION,
    warmUp.map((p) => Buffer.from(JSON.stringify(p))),
    4000,
  );
  await load(REFERENCE, bodies, 1000);
  console.log(
    `Fonction simulate en HTTP (boucle locale, ${WORKERS} processus serveur, ${CONCURRENCY} connexions) et, pour référence, la même chaîne HTTP sans le calcul (réponse déjà calculée, même taille) : ${WINDOWS} paires de fenêtres de ${DURATION_MS / 1000} s en alternance`,
  );
  // On a shared machine the throughput drifts from one window to the next as much as the code changes it:
  // each function window is followed by a reference window, and the ratio is taken within each pair.
  const functionRates: number[] = [];
  const referenceRates: number[] = [];
  const ratios: number[] = [];
  for (let i = 0; i < WINDOWS; i++) {
    const f = await load(FUNCTION, bodies, DURATION_MS);
    const r = await load(REFERENCE, bodies, DURATION_MS);
    functionRates.push(f.rate);
    referenceRates.push(r.rate);
    ratios.push((100 * f.rate) / r.rate);
    console.log(`  fonction  ${f.line.trim()}`);
    console.log(`  référence ${r.line.trim()}`);
    console.log(`  rapport ${ratios[i].toFixed(0)} %`);
  }
  console.log(
    `  médianes des ${WINDOWS} paires : fonction ${median(functionRates).toFixed(0)} requêtes/s (${range(functionRates)}), référence ${median(referenceRates).toFixed(0)} requêtes/s (${range(referenceRates)}), rapport ${median(ratios).toFixed(0)} % (${range(ratios)})`,
  );
  for (const socket of sockets) socket.destroy();
  for (const w of workers) w.kill();
}
