// Advisers in the browser journeys (issue 20): the back-office needs an aal2 session, so an adviser signs in
// with their password and then the code of their authenticator, computed from the key the enrol screen shows.
import type { Page } from 'playwright-core';
import { totp } from '../support/totp.ts';

const LONG = { timeout: 30_000 };

/** Enrolment keys per address: journeys running side by side enrol a shared account (the demo adviser) once. */
const keys = new Map<string, Promise<string>>();

export async function fillPassword(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
}

/** Types the current code of `key` in « Code de vérification » and submits with `button`. */
export async function typeCode(page: Page, key: string, button: string) {
  const field = page.getByLabel('Code de vérification');
  await field.waitFor(LONG);
  await field.fill(totp(key));
  await page.getByRole('button', { name: button, exact: true }).click();
}

/** The enrol screen or the Sécurité tab: « Activer la double authentification », the key, the first code. */
export async function enrol(page: Page): Promise<string> {
  await page.getByRole('button', { name: 'Activer la double authentification' }).click();
  const shown = page.getByTestId('totp-secret');
  await shown.waitFor(LONG);
  const key = (await shown.innerText()).replace(/\s/g, '');
  await typeCode(page, key, 'Activer');
  return key;
}

/**
 * Signs `who` in at aal2 and leaves the page on /dashboard. The first caller for an address enrols it (the
 * verified code ends the account's other password-only sessions, so the others wait for it).
 */
export async function signInAdviser(page: Page, who: { email: string; password: string }): Promise<string> {
  const known = keys.get(who.email);
  if (known) {
    const key = await known;
    await fillPassword(page, who);
    await typeCode(page, key, 'Vérifier');
    await page.waitForURL('**/dashboard', LONG);
    return key;
  }
  let done!: (key: string) => void;
  let failed!: (err: unknown) => void;
  keys.set(who.email, new Promise<string>((res, rej) => ((done = res), (failed = rej))));
  try {
    await fillPassword(page, who);
    await page.waitForURL('**/dashboard', LONG);
    await page.goto('/double-authentification?next=/dashboard');
    const key = await enrol(page);
    await page.waitForURL('**/dashboard', LONG);
    done(key);
    return key;
  } catch (err) {
    keys.delete(who.email);
    failed(err);
    throw err;
  }
}
