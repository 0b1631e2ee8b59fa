import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer as createHttpServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer, preview, type ViteDevServer } from 'vite';
import {
  matchPath,
  netlifyFunctions,
  parseConfigPaths,
  serveFunctionsMiddleware,
} from './vite-netlify-functions.ts';

const fixtureRoot = resolve(import.meta.dirname, 'fixtures/netlify-site');

describe('netlifyFunctions() in vite dev', () => {
  let vite: ViteDevServer;
  let base: string;
  const logged: string[] = [];

  beforeAll(async () => {
    vite = await createServer({
      root: fixtureRoot,
      configFile: false,
      logLevel: 'silent',
      plugins: [netlifyFunctions()],
      server: { host: '127.0.0.1', port: 0, hmr: false },
      customLogger: {
        info: () => undefined,
        warn: () => undefined,
        warnOnce: () => undefined,
        error: (msg: string) => void logged.push(msg),
        clearScreen: () => undefined,
        hasErrorLogged: () => false,
        hasWarned: false,
      },
    });
    await vite.listen();
    base = `http://127.0.0.1:${(vite.httpServer!.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await vite?.close();
  });

  it('calls default(request, context) with method, URL, headers and body, and sends the Response back', async () => {
    const res = await fetch(`${base}/.netlify/functions/echo?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: 'session=abc' },
      body: JSON.stringify({ age: 20 }),
    });
    expect(res.status).toBe(201);
    expect(res.headers.get('x-fixture')).toBe('echo');
    expect(res.headers.get('set-cookie')).toContain('vu=oui');
    const body = await res.json();
    expect(body).toMatchObject({
      method: 'POST',
      url: `${base}/.netlify/functions/echo?x=1`,
      contentType: 'application/json',
      body: '{"age":20}',
      hasIp: true,
      cookie: 'abc',
    });
    expect(body.requestId).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answers a thrown error with a generic French 500 and one log line, never the message or a stack', async () => {
    const res = await fetch(`${base}/.netlify/functions/boom`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: 'Erreur interne du serveur' });
    expect(text).not.toContain('secret');
    expect(logged.some((l) => l.includes('"function":"boom"') && l.includes('secret interne'))).toBe(true);
  });

  it('serves a custom config.path with its parameters, and no longer the default URL', async () => {
    const res = await fetch(`${base}/api/bonjour/Zo%C3%A9`);
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('Bonjour Zoé');
    expect((await fetch(`${base}/.netlify/functions/bonjour`)).status).toBe(404);
  });

  it('answers 404 for an unknown function', async () => {
    const res = await fetch(`${base}/.netlify/functions/inconnue`);
    expect(res.status).toBe(404);
  });

  it('picks up an edited function without a restart', async () => {
    const dir = join(fixtureRoot, 'netlify/functions');
    const file = join(dir, 'temporaire.mts');
    try {
      writeFileSync(file, `export default async () => new Response('v1');\n`);
      expect(await (await fetch(`${base}/.netlify/functions/temporaire`)).text()).toBe('v1');
      writeFileSync(file, `export default async () => new Response('v2');\n`);
      let text = '';
      for (let i = 0; i < 40 && text !== 'v2'; i++) {
        await new Promise((r) => setTimeout(r, 100));
        text = await (await fetch(`${base}/.netlify/functions/temporaire`)).text();
      }
      expect(text).toBe('v2');
    } finally {
      rmSync(file, { force: true });
    }
  });
});

describe('serveFunctionsMiddleware on a plain Node server', () => {
  let server: Server;
  let base: string;
  beforeAll(async () => {
    const middleware = serveFunctionsMiddleware({
      functionsDir: join(fixtureRoot, 'netlify/functions'),
      log: () => undefined,
    });
    server = createHttpServer((req, res) =>
      middleware(req, res, () => {
        res.statusCode = 418;
        res.end('next');
      }),
    );
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('loads TypeScript functions with tsx and passes other URLs on', async () => {
    const res = await fetch(`${base}/.netlify/functions/echo`);
    expect(res.status).toBe(201);
    expect((await res.json()).method).toBe('GET');
    expect((await fetch(`${base}/autre`)).status).toBe(418);
  });
});

describe('netlifyFunctions() in vite preview', () => {
  it('serves the functions beside the built files', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'nf-preview-'));
    writeFileSync(join(outDir, 'index.html'), '<!doctype html><title>Aidy</title>');
    const server = await preview({
      root: fixtureRoot,
      configFile: false,
      logLevel: 'silent',
      plugins: [netlifyFunctions()],
      build: { outDir },
      preview: { host: '127.0.0.1', port: 0 },
    });
    try {
      const base = `http://127.0.0.1:${(server.httpServer.address() as AddressInfo).port}`;
      expect(await (await fetch(`${base}/api/bonjour/Lina`)).text()).toBe('Bonjour Lina');
      expect(await (await fetch(`${base}/`)).text()).toContain('<title>Aidy</title>');
    } finally {
      await server.close();
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});

describe('path helpers', () => {
  it('reads config.path statically, as a string or a list', () => {
    expect(parseConfigPaths(`export const config = { path: '/api/a' };`)).toEqual(['/api/a']);
    expect(parseConfigPaths(`export const config: Config = {\n  path: ["/a", '/b/*'],\n};`)).toEqual([
      '/a',
      '/b/*',
    ]);
    expect(parseConfigPaths(`export default () => new Response('')`)).toEqual([]);
  });

  it('matches parameters and wildcards', () => {
    expect(matchPath('/api/aides/:id', '/api/aides/42')).toEqual({ id: '42' });
    expect(matchPath('/api/aides/:id', '/api/aides/42/x')).toBeNull();
    expect(matchPath('/api/*', '/api/a/b')).toEqual({ '0': 'a/b' });
  });

  it('routes every /api/payments/* action to the payments function (its wildcard config.path)', async () => {
    const { readFileSync } = await import('node:fs');
    const source = readFileSync(resolve(import.meta.dirname, '../netlify/functions/payments.mts'), 'utf8');
    const [pattern] = parseConfigPaths(source);
    expect(pattern).toBe('/api/payments/*');
    for (const action of ['create-intent', 'confirm', 'webhook', 'refund'])
      expect(matchPath(pattern, `/api/payments/${action}`)).toEqual({ '0': action });
    expect(matchPath(pattern, '/api/paymentsx/confirm')).toBeNull();
    expect(matchPath(pattern, '/api/simulate')).toBeNull();
  });
});
