// npm run bench:engine — time per full simulation (payload → aids) over 1,000 varied situations, then the
// throughput of the simulate function over HTTP on loopback. Bounded: it stops by itself.
import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import { createServer } from 'node:http';
import { request as httpRequest, Agent } from 'node:http';
import { simulate } from '../src/engine/index.ts';
import { payloadFrom, randomAnswers, rng } from '../src/engine/simulateur/testing.ts';
import simulateFn from '../netlify/functions/simulate.mts';

// Workers serve the function (one per core, like parallel function instances); the primary measures.
if (cluster.isWorker) {
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const response = await simulateFn(
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
        body: Buffer.concat(chunks),
      }),
    );
    res.writeHead(response.status, { 'content-type': 'application/json' });
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  server.listen(Number(process.env.BENCH_PORT), '127.0.0.1', () => process.send?.('ready'));
} else {
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];

  const r = rng(42);
  const payloads = Array.from({ length: 1000 }, () =>
    payloadFrom(randomAnswers(r), `2025-${String(1 + Math.floor(r() * 12)).padStart(2, '0')}-15`),
  );

  // warm-up (JIT, lazy data)
  for (const p of payloads.slice(0, 200)) simulate(p);

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

  const WORKERS = Math.max(1, availableParallelism());
  const port = 40000 + Math.floor(Math.random() * 20000);
  const workers = Array.from({ length: WORKERS }, () => cluster.fork({ BENCH_PORT: String(port) }));
  await Promise.all(workers.map((w) => new Promise<void>((resolve) => w.once('message', () => resolve()))));
  const agent = new Agent({ keepAlive: true, maxSockets: 32 });
  const bodies = payloads.map((p) => JSON.stringify(p));

  function post(body: string): Promise<number> {
    return new Promise((resolve, reject) => {
      const req = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path: '/.netlify/functions/simulate',
          method: 'POST',
          agent,
          headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  const CONCURRENCY = 16;
  const DURATION_MS = 5000;
  const MAX_REQUESTS = 40_000;
  let sent = 0;
  let failures = 0;
  const latencies: number[] = [];
  const start = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() - start < DURATION_MS && sent < MAX_REQUESTS) {
        const body = bodies[sent++ % bodies.length];
        const t0 = performance.now();
        const status = await post(body);
        latencies.push(performance.now() - t0);
        if (status !== 200) failures++;
      }
    }),
  );
  const elapsed = (performance.now() - start) / 1000;
  latencies.sort((a, b) => a - b);
  console.log(
    `Fonction simulate en HTTP (boucle locale, ${WORKERS} processus serveur, ${CONCURRENCY} connexions, ${elapsed.toFixed(1)} s)`,
  );
  console.log(
    `  ${(latencies.length / elapsed).toFixed(0)} requêtes/s   p50 ${percentile(latencies, 50).toFixed(2)} ms   p99 ${percentile(latencies, 99).toFixed(2)} ms   échecs ${failures}`,
  );
  agent.destroy();
  for (const w of workers) w.kill();
}
