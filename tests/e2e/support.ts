// What every browser journey shares: assertions, axe, screenshots, a fresh browser context, the dev mailbox.
// A journey file in `journeys/` exports `journeys: Journey[]`; `run.ts` finds it.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import type { DevStack } from '../../scripts/start.ts';

export const ANALYTICS = ['https://analytics-one.test/tag.js', 'https://analytics-two.test/tag.js'];

export const SHOTS = process.argv.includes('--shots');

export type Journey = { name: string; run: (ctx: { browser: Browser; stack: DevStack }) => Promise<void> };

/** The wait for anything that loads on demand (a lazy screen, a server round trip): CI machines are busy. It is
 * also every context's default, so a bare `waitFor()` gets as long. */
export const LONG = { timeout: 60_000 };

export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

export async function axe(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const problems = results.violations.map(
    (v) => `${v.id} (${v.nodes.length}) ${v.help} → ${v.nodes[0]?.target.join(' ')}`,
  );
  assert(problems.length === 0, `axe sur ${where} :\n  ${problems.join('\n  ')}`);
}

/** Where --shots writes (E2E_SHOTS_DIR lets parallel runs keep their own folder). */
/**
 * Waits until the focused element's name (its aria-label, else its text) is `name` (or starts with it): a dialog
 * gives the focus back once it has unmounted, a moment after it leaves the DOM on a busy machine. False after 10 s.
 */
export async function focusReturnsTo(page: Page, name: string, { exact = false } = {}): Promise<boolean> {
  return page
    .waitForFunction(
      ([expected, whole]) => {
        const el = document.activeElement as HTMLElement | null;
        const current = (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
        return whole ? current === expected : current.startsWith(expected);
      },
      [name, exact] as const,
      { timeout: 10_000 },
    )
    .then(
      () => true,
      () => false,
    );
}

export const SHOTS_DIR = process.env.E2E_SHOTS_DIR ?? '/tmp/shots';

export async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `${SHOTS_DIR}/${name}-${width}.png`, fullPage: width > 390 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A context whose analytics requests are answered locally and counted. */
export async function newContext(browser: Browser, stack: DevStack, consent?: 'accepted' | 'declined') {
  const context = await browser.newContext({
    baseURL: stack.webUrl,
    locale: 'fr-FR',
    // E2E_WIDTH runs the journeys at another width (390 for a phone, 1366 for a laptop); 1280 by default
    viewport: { width: Number(process.env.E2E_WIDTH) || 1280, height: 900 },
  });
  context.setDefaultTimeout(LONG.timeout);
  context.setDefaultNavigationTimeout(LONG.timeout);
  const analyticsHits: string[] = [];
  await context.route(/analytics-(one|two)\.test/, (route) => {
    analyticsHits.push(route.request().url());
    return route.fulfill({
      status: 200,
      contentType: 'text/javascript',
      body: 'window.__analytics = (window.__analytics || 0) + 1;',
    });
  });
  if (consent)
    await context.addInitScript((value) => {
      if (!localStorage.getItem('aidy-cookie-consent'))
        localStorage.setItem(
          'aidy-cookie-consent',
          JSON.stringify({ value, date: new Date().toISOString() }),
        );
    }, consent);
  return { context, analyticsHits };
}

/** The mails the dev mailbox holds for an address, waiting up to ~10 s for the first one. */
export async function mailsTo(
  stack: DevStack,
  email: string,
  { minCount = 1 } = {},
): Promise<{ type: string; link: string; subject?: string; text?: string }[]> {
  let mails: { type: string; link: string }[] = [];
  for (let i = 0; i < 40 && mails.length < minCount; i++) {
    mails = (await (
      await fetch(`${stack.supabaseUrl}/__dev/emails?to=${encodeURIComponent(email)}`)
    ).json()) as typeof mails;
    if (mails.length < minCount) await new Promise((r) => setTimeout(r, 250));
  }
  return mails;
}

/**
 * The account's side menu (« Mon espace », or « Administration » in the back-office). On a phone it sits in the
 * « Ouvrir le menu » drawer, which this opens first; on a wider screen it is always shown.
 */
export async function menuDuCompte(page: Page, titre = 'Mon espace') {
  const ouvrir = page.getByRole('button', { name: 'Ouvrir le menu' });
  await page.getByRole('banner').waitFor(LONG);
  if (await ouvrir.isVisible()) await ouvrir.click();
  const menu = page.getByRole('navigation', { name: titre });
  await menu.waitFor(LONG);
  return menu;
}
