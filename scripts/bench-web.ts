// `npm run bench:web`: production build, the home route's initial JavaScript (gzip), and Lighthouse scores.
// Builds into .bench/web (not dist) so it never disturbs anyone else's build; serves it with an SPA fallback.
import { createServer, type Server } from 'node:http';
import { readFileSync, existsSync, statSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = resolve(ROOT, '.bench/web');
const CHROME_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const TARGETS = { initialJsKb: 120, performance: 0.95, accessibility: 1 };

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.txt': 'text/plain; charset=utf-8',
  '.png': 'image/png',
};

/** A tiny static server: gzip like a CDN, long cache for hashed assets, index.html for unknown paths. */
function serve(dir: string): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    let file = join(dir, path);
    if (!file.startsWith(dir) || !existsSync(file) || statSync(file).isDirectory())
      file = join(dir, 'index.html');
    const body = readFileSync(file);
    const gzip = /gzip/.test(String(req.headers['accept-encoding'] ?? ''));
    res.writeHead(200, {
      'Content-Type': TYPES[extname(file)] ?? 'application/octet-stream',
      'Cache-Control': path.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip' } : {}),
    });
    res.end(gzip ? gzipSync(body) : body);
  });
  return new Promise((ok) =>
    server.listen(0, '127.0.0.1', () =>
      ok({ server, url: `http://127.0.0.1:${(server.address() as { port: number }).port}` }),
    ),
  );
}

/** The entry chunk and everything index.html preloads: what the home route downloads before rendering. */
function initialJs(dir: string): { files: string[]; gzipBytes: number } {
  const html = readFileSync(join(dir, 'index.html'), 'utf8');
  const files = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((m) => m[1]);
  const gzipBytes = files.reduce((sum, f) => sum + gzipSync(readFileSync(join(dir, f))).length, 0);
  return { files, gzipBytes };
}

async function main() {
  await build({
    root: ROOT,
    configFile: resolve(ROOT, 'vite.config.ts'),
    logLevel: 'warn',
    build: { outDir: OUT, emptyOutDir: true },
  });
  const { files, gzipBytes } = initialJs(OUT);
  const kb = gzipBytes / 1024;
  console.log(
    `JS initial de l'accueil (gzip) : ${kb.toFixed(1)} KB (${files.length} fichier(s) : ${files.join(', ')}) — cible ≤ ${TARGETS.initialJsKb} KB`,
  );

  const { server, url } = await serve(OUT);
  const { launch } = await import('chrome-launcher');
  const lighthouse = (await import('lighthouse')).default;
  const chrome = await launch({ chromePath: CHROME_PATH, chromeFlags: CHROME_FLAGS });
  let failed = kb > TARGETS.initialJsKb;
  try {
    const result = await lighthouse(`${url}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility'],
    });
    const categories = result?.lhr.categories;
    const perf = categories?.performance.score ?? 0;
    const a11y = categories?.accessibility.score ?? 0;
    const audits = result?.lhr.audits ?? {};
    console.log(`Lighthouse performance : ${perf.toFixed(2)} — cible ≥ ${TARGETS.performance}`);
    console.log(`Lighthouse accessibilité : ${a11y.toFixed(2)} — cible ${TARGETS.accessibility.toFixed(2)}`);
    for (const id of [
      'first-contentful-paint',
      'largest-contentful-paint',
      'total-blocking-time',
      'cumulative-layout-shift',
      'speed-index',
    ])
      if (audits[id]) console.log(`  ${audits[id].title} : ${audits[id].displayValue}`);
    const failing = Object.values(audits).filter(
      (a) =>
        a.score !== null &&
        a.score < 1 &&
        result?.lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0),
    );
    for (const a of failing) console.log(`  accessibilité à corriger : ${a.id} — ${a.title}`);
    failed ||= perf < TARGETS.performance || a11y < TARGETS.accessibility;
  } finally {
    chrome.kill();
    server.close();
  }
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
