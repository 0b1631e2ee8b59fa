import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startDevStack, type DevStack } from './start.ts';

describe('startDevStack', () => {
  let stack: DevStack;
  const before = process.env.VITE_SUPABASE_URL;

  beforeAll(async () => {
    // A throw-away stack ignores the shell's DATABASE_URL (an unreachable one here, so a regression fails
    // instead of migrating a real database).
    const shellDatabase = process.env.DATABASE_URL;
    process.env.DATABASE_URL = 'postgres://postgres@127.0.0.1:1/unreachable';
    try {
      stack = await startDevStack({ supabasePort: 0, webPort: 0, dataDir: null, quiet: true });
    } finally {
      if (shellDatabase === undefined) delete process.env.DATABASE_URL;
      else process.env.DATABASE_URL = shellDatabase;
    }
  }, 120_000);

  afterAll(async () => {
    await stack?.stop();
  });

  it('serves the SPA, the functions and the local Supabase with its keys', async () => {
    const page = await fetch(`${stack.webUrl}/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<div id="root"');

    const fn = await fetch(`${stack.webUrl}/.netlify/functions/simulate`, { method: 'GET' });
    expect(fn.status).toBe(405);
    expect(fn.headers.get('content-type')).toContain('application/json');

    const health = await fetch(`${stack.supabaseUrl}/health`);
    expect(await health.json()).toMatchObject({ status: 'ok', database: 'pglite' });
    const mailbox = await fetch(`${stack.supabaseUrl}/__dev/emails`);
    expect(mailbox.status).toBe(200);

    const rest = await fetch(`${stack.supabaseUrl}/rest/v1/packs?select=id&limit=1`, {
      headers: { apikey: stack.anonKey },
    });
    expect(rest.status).toBe(200);
    expect(Array.isArray(await rest.json())).toBe(true);
  });

  it('gives Vite and the functions this stack’s URL and keys, then restores the environment', async () => {
    expect(process.env.VITE_SUPABASE_URL).toBe(stack.supabaseUrl);
    expect(process.env.SUPABASE_SERVICE_ROLE_KEY).toBe(stack.serviceKey);
    expect(process.env.SITE_URL).toBe(stack.webUrl);
    await stack.stop();
    expect(process.env.VITE_SUPABASE_URL).toBe(before);
    await expect(fetch(`${stack.supabaseUrl}/health`)).rejects.toThrow();
  });
});
