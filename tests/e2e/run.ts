// Browser journeys against the real stack (local Supabase in memory + the production build of the SPA served with
// the functions by `vite preview`), in Debian Chromium.
// `npm run test:e2e` — prints "N passed, M failed" and exits non-zero on failure.
//   --shots            also writes screenshots (390 px and 1366 px) to /tmp/shots
//   --only=<text>      runs the journeys whose name contains <text>
//   E2E_CONCURRENCY=n  journeys run n at a time (default 2), all against one shared stack and browser
// Every file of `journeys/` exports `journeys`: adding a file adds its journeys.
import { readdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Browser } from 'playwright-core';
import { startDevStack, type DevStack } from '../../scripts/start.ts';
import { RELAXED_RATE_LIMITS } from '../../supabase/local/src/config.ts';
import { launchBrowser } from './browser.ts';
import { ANALYTICS, type Journey } from './support.ts';

process.env.VITE_ANALYTICS_URL_1 = ANALYTICS[0];
process.env.VITE_ANALYTICS_URL_2 = ANALYTICS[1];
process.env.VITE_CALENDAR_URL = '';

const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);
const concurrency = Math.max(1, Number(process.env.E2E_CONCURRENCY) || 2);

async function loadJourneys(): Promise<Journey[]> {
  const dir = resolve(import.meta.dirname, 'journeys');
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.ts'))
    .sort();
  const journeys: Journey[] = [];
  for (const file of files) {
    const mod = (await import(pathToFileURL(resolve(dir, file)).href)) as { journeys: Journey[] };
    journeys.push(...mod.journeys);
  }
  return journeys.filter((j) => !only || j.name.includes(only));
}

/** One attempt; a failure is printed, so flakiness stays visible even when the retry passes. */
async function attempt(
  journey: Journey,
  ctx: { browser: Browser; stack: DevStack },
  retry: boolean,
): Promise<boolean> {
  const started = Date.now();
  try {
    await journey.run(ctx);
    console.log(`✓ ${journey.name} (${Date.now() - started} ms${retry ? ', au 2e essai, seul' : ''})`);
    return true;
  } catch (err) {
    const message = err instanceof Error ? err.message : String(err);
    if (!retry)
      console.log(
        `↻ ${journey.name} — 1er essai en échec, nouvel essai à la fin\n  ${message.split('\n')[0]}`,
      );
    else console.log(`✗ ${journey.name}\n  ${message}`);
    return false;
  }
}

async function main() {
  const journeys = await loadJourneys();
  // Every journey signs up from 127.0.0.1: the auth rate limits that protect `npm start` are lifted here.
  const stack = await startDevStack({
    dataDir: null,
    supabasePort: 0,
    webPort: 0,
    quiet: true,
    env: RELAXED_RATE_LIMITS,
    // what users get; pages load from a few bundled files instead of hundreds of transformed modules
    web: 'build',
  });
  const browser = await launchBrowser();
  let passed = 0;
  let failed = 0;
  const queue = [...journeys];
  const toRetry: Journey[] = [];
  try {
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        for (let journey = queue.shift(); journey; journey = queue.shift()) {
          if (await attempt(journey, { browser, stack }, false)) passed++;
          else toRetry.push(journey);
        }
      }),
    );
    // One retry, as Playwright's `retries: 1`, but alone once the others are done: a journey disturbed by the
    // load of a concurrent one gets a quiet second chance, and a real failure fails twice.
    for (const journey of toRetry) {
      if (await attempt(journey, { browser, stack }, true)) passed++;
      else failed++;
    }
  } finally {
    await browser.close();
    await stack.stop();
  }
  console.log(`${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main().catch((err) => {
  console.error(err);
  console.log('0 passed, 1 failed');
  process.exit(1);
});
