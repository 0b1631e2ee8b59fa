// index.html's one inline script (dark mode before the first paint) is allowed by its hash in the CSP.
import { readFileSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { expect, it } from 'vitest';

it('l’empreinte du script en ligne d’index.html figure dans la Content-Security-Policy de netlify.toml', () => {
  const html = readFileSync('index.html', 'utf8');
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
  expect(scripts).toHaveLength(1);
  const hash = `'sha256-${createHash('sha256').update(scripts[0]).digest('base64')}'`;
  const csp = /Content-Security-Policy = "([^"]+)"/.exec(readFileSync('netlify.toml', 'utf8'))?.[1] ?? '';
  expect(csp).toMatch(/script-src 'self' /);
  expect(csp.split(';').find((d) => d.trim().startsWith('script-src'))).toContain(hash);
});
