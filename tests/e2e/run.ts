// Browser journeys against the real stack (local Supabase in memory + Vite + functions), in Debian Chromium.
// `npm run test:e2e` — prints "N passed, M failed" and exits non-zero on failure.
// `npm run test:e2e -- --shots` also writes screenshots to /tmp/shots.
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { AxeBuilder } from '@axe-core/playwright';
import { startDevStack, type DevStack } from '../../scripts/start.ts';
import { launchBrowser } from './browser.ts';

const ANALYTICS = ['https://analytics-one.test/tag.js', 'https://analytics-two.test/tag.js'];
process.env.VITE_ANALYTICS_URL_1 = ANALYTICS[0];
process.env.VITE_ANALYTICS_URL_2 = ANALYTICS[1];
process.env.VITE_CALENDAR_URL = '';

const SHOTS = process.argv.includes('--shots');
const only = process.argv.find((a) => a.startsWith('--only='))?.slice(7);

const PUBLIC_ROUTES = [
  '/',
  '/simulateur',
  '/simulateur-officiel',
  '/mes-simulations',
  '/comment-ca-marche',
  '/qui-sommes-nous',
  '/faq',
  '/contact',
  '/conditions-generales',
  '/mentions-legales',
  '/cgv',
  '/confidentialite',
  '/cookies',
  '/plan-site',
  '/login',
  '/register',
  '/verification-email',
  '/mot-de-passe-oublie',
  '/reinitialiser-mot-de-passe',
  '/page-qui-nexiste-pas',
];

function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

async function axe(page: Page, where: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const problems = results.violations.map(
    (v) => `${v.id} (${v.nodes.length}) ${v.help} → ${v.nodes[0]?.target.join(' ')}`,
  );
  assert(problems.length === 0, `axe sur ${where} :\n  ${problems.join('\n  ')}`);
}

async function shot(page: Page, name: string) {
  if (!SHOTS) return;
  mkdirSync('/tmp/shots', { recursive: true });
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/shots/${name}-${width}.png`, fullPage: width > 390 });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** A context whose analytics requests are answered locally and counted. */
async function newContext(browser: Browser, stack: DevStack, consent?: 'accepted' | 'declined') {
  const context = await browser.newContext({
    baseURL: stack.webUrl,
    locale: 'fr-FR',
    viewport: { width: 1280, height: 900 },
  });
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

const STUDENT = {
  date_naissance: '2004-03-15',
  nationalite: 'francaise',
  statut_marital: 'celibataire',
  situation_professionnelle: 'etudiant',
  type_logement: 'locataire',
  type_location: 'meuble',
  loyer: '480',
  charges_logement: '40',
  code_postal: '69003',
  scolarite: 'enseignement_superieur',
  niveau_etude: 'licence_2',
  boursier: 'non',
  parents_rfr: '28000',
  parents_nbptr: '3',
};

/** Fills the visible questions of the current step from STUDENT and presses the step's button with the keyboard. */
async function fillStep(page: Page) {
  for (const [name, value] of Object.entries(STUDENT)) {
    const field = page.locator(`[name="${name}"]`);
    if ((await field.count()) === 0 || !(await field.first().isVisible())) continue;
    const tag = await field.first().evaluate((el) => el.tagName);
    if (tag === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

async function runSimulatorToResults(page: Page, { axeEachStep = false } = {}) {
  await page.goto('/simulateur');
  for (let step = 1; step <= 6; step++) {
    await page.getByText(`Étape ${step} sur 6`).waitFor();
    if (axeEachStep) await axe(page, `simulateur, étape ${step}`);
    if (step === 1) await shot(page, 'simulateur-etape1');
    await fillStep(page);
    if (step === 3) {
      // The postal code 69003 has one commune: it is chosen by itself once the list is loaded.
      await page.locator('select[name="commune"]').waitFor();
      await page.waitForFunction(
        () =>
          (document.querySelector('select[name="commune"]') as HTMLSelectElement | null)?.value === '69123',
        null,
        { timeout: 15_000 },
      );
    }
    const button = page.getByRole('button', { name: step === 6 ? 'Simuler' : 'Suivant' });
    await button.focus();
    await page.keyboard.press('Enter');
    if (step < 6) {
      await page.getByText(`Étape ${step + 1} sur 6`).waitFor();
      const focused = await page.evaluate(() => document.activeElement?.tagName);
      assert(focused === 'H2', `le focus doit aller au titre de l’étape ${step + 1} (reçu ${focused})`);
    }
  }
}

type Journey = { name: string; run: (ctx: { browser: Browser; stack: DevStack }) => Promise<void> };

const journeys: Journey[] = [
  {
    name: 'axe : 0 violation sur chaque page publique (bandeau cookies affiché)',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack);
      const page = await context.newPage();
      for (const route of PUBLIC_ROUTES) {
        await page.goto(route);
        await page.locator('main h1').first().waitFor({ timeout: 15_000 });
        assert((await page.getAttribute('html', 'lang')) === 'fr', 'lang="fr" attendu');
        if (route === '/cgv') await page.getByText('Illimité').waitFor({ timeout: 10_000 });
        await axe(page, route);
      }
      await page.goto('/');
      await shot(page, 'accueil');
      await context.close();
    },
  },
  {
    name: 'consentement : « Tout accepter » charge les deux scripts, puis dès le chargement suivant',
    async run({ browser, stack }) {
      const { context, analyticsHits } = await newContext(browser, stack);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('heading', { name: 'Nous respectons votre vie privée' }).waitFor();
      assert(analyticsHits.length === 0, 'aucun script avant le choix');
      await page.getByRole('button', { name: 'Tout accepter' }).click();
      await page.waitForFunction(() => (window as unknown as { __analytics?: number }).__analytics === 2);
      assert(new Set(analyticsHits).size === 2, `deux scripts attendus, reçu ${analyticsHits.join(', ')}`);
      const stored = JSON.parse(
        (await page.evaluate(() => localStorage.getItem('aidy-cookie-consent'))) ?? '{}',
      );
      assert(
        stored.value === 'accepted' && !Number.isNaN(Date.parse(stored.date)),
        'choix et date enregistrés',
      );
      await page.reload();
      await page.waitForFunction(() => (window as unknown as { __analytics?: number }).__analytics === 2);
      assert(
        (await page.getByRole('heading', { name: 'Nous respectons votre vie privée' }).count()) === 0,
        'bandeau masqué',
      );
      // The footer link reopens the choice.
      await page.getByRole('button', { name: 'Gérer mes cookies' }).click();
      await page.getByRole('button', { name: 'Refuser' }).waitFor();
      await context.close();
    },
  },
  {
    name: 'consentement : « Refuser » ne charge rien, même après rechargement',
    async run({ browser, stack }) {
      const { context, analyticsHits } = await newContext(browser, stack);
      const page = await context.newPage();
      await page.goto('/');
      await page.getByRole('button', { name: 'Refuser' }).click();
      await page.reload();
      await page.locator('main h1').waitFor();
      await page.waitForTimeout(500);
      assert(analyticsHits.length === 0, `aucun script attendu, reçu ${analyticsHits.join(', ')}`);
      assert((await page.locator('script[data-analytics]').count()) === 0, 'aucune balise de script');
      assert(
        (await page.getByRole('button', { name: 'Tout accepter' }).count()) === 0,
        'bandeau masqué après refus',
      );
      await context.close();
    },
  },
  {
    name: 'simulateur : étudiant locataire à Lyon jusqu’aux résultats (clavier, axe à chaque étape)',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await runSimulatorToResults(page, { axeEachStep: true });
      await page.getByRole('heading', { name: 'Résultats de votre simulation' }).waitFor({ timeout: 15_000 });
      const aids = await page
        .locator('section[aria-labelledby="resultats-titre"] > ul > li h3')
        .allTextContents();
      assert(aids.length > 0, 'au moins une aide attendue');
      assert(
        aids.some((a) => /logement|APL|ALS/i.test(a)),
        `une aide au logement attendue, reçu : ${aids.join(' | ')}`,
      );
      await page.getByText('Total mensuel estimé').waitFor();
      await axe(page, 'résultats');
      await shot(page, 'resultats');
      // The answers survive a reload: the results are still there.
      await page.reload();
      await page.getByRole('heading', { name: 'Résultats de votre simulation' }).waitFor();
      await page.getByRole('button', { name: 'Enregistrer sur cet appareil' }).click();
      await page.goto('/mes-simulations');
      await page.getByRole('button', { name: 'Revoir les résultats' }).click();
      await page.getByRole('heading', { name: /Simulation du/ }).waitFor();
      await context.close();
    },
  },
  {
    name: 'simulateur : message d’erreur quand la fonction échoue (500)',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await page.route('**/.netlify/functions/simulate', (route) =>
        route.fulfill({ status: 500, contentType: 'application/json', body: '{"error":"boom"}' }),
      );
      await runSimulatorToResults(page);
      const alert = page.getByRole('alert');
      await alert.waitFor();
      const text = await alert.textContent();
      assert(
        text?.includes(
          'Erreur lors de la simulation: Une erreur est survenue sur le serveur. Notre équipe a été notifiée. Veuillez réessayer ou contacter le support si le problème persiste.',
        ),
        `message inattendu : ${text}`,
      );
      assert(
        (await page.getByRole('button', { name: 'Simuler' }).isEnabled()) === true,
        'le chargement doit s’arrêter',
      );
      await context.close();
    },
  },
  {
    name: 'compte : inscription → e-mail → confirmation → connexion → déconnexion',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      const email = `e2e-${Date.now()}@example.com`;
      await page.goto('/register?ref=ABC123');
      // Keyboard only: Tab from the first field through the form.
      await page.locator('input[name="prenom"]').focus();
      for (const value of ['Camille', 'Martin', email, '06 12 34 56 78', 'motdepasse', 'motdepasse']) {
        await page.keyboard.type(value);
        await page.keyboard.press('Tab');
      }
      await page.keyboard.press('Enter');
      await page.getByRole('alert').filter({ hasText: 'minuscule, une majuscule et un chiffre' }).waitFor();
      await page.locator('input[name="password"]').fill('Motdepasse2026');
      await page.locator('input[name="confirmation"]').fill('Motdepasse2025');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.getByText('Les mots de passe ne correspondent pas').waitFor();
      await page.locator('input[name="confirmation"]').fill('Motdepasse2026');
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.getByText('Vérifiez votre boîte de réception').waitFor();

      let mails: { type: string; link: string }[] = [];
      for (let i = 0; i < 20 && mails.length === 0; i++) {
        mails = (await (
          await fetch(`${stack.supabaseUrl}/__dev/emails?to=${encodeURIComponent(email)}`)
        ).json()) as typeof mails;
        if (!mails.length) await new Promise((r) => setTimeout(r, 250));
      }
      const signup = mails.find((m) => m.type === 'signup');
      assert(signup, 'e-mail de confirmation attendu');
      // Only the success state redirects to /login (after 3 s); the error state stays with its button. The
      // transient success message itself is asserted by the component test of the page.
      await page.goto(signup.link, { waitUntil: 'commit' });
      await page.waitForURL('**/login', { timeout: 20_000 }).catch(async (err: Error) => {
        const shown = await page
          .locator('main')
          .innerText()
          .catch(() => '(page illisible)');
        throw new Error(
          `${err.message.split('\n')[0]} — page affichée : ${shown.slice(0, 300).replace(/\n+/g, ' / ')}`,
        );
      });

      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill('mauvais');
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page.getByText('Email ou mot de passe incorrect').waitFor();
      await page.locator('input[name="password"]').fill('Motdepasse2026');
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page.waitForURL('**/dashboard');
      await page.getByRole('heading', { name: 'Mon espace' }).waitFor();
      const account = page.getByRole('button', { name: /Camille Martin/ });
      await account.waitFor();
      await account.click();
      await page.getByRole('button', { name: 'Déconnexion' }).first().click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Connexion' }).first().waitFor();
      await page.goto('/dashboard');
      await page.waitForURL('**/login?next=%2Fdashboard');
      await context.close();
    },
  },
];

async function main() {
  const stack = await startDevStack({ dataDir: null, supabasePort: 0, webPort: 0, quiet: true });
  const browser = await launchBrowser();
  // Warm-up: the dev server optimises dependencies the first time a lazy page asks for them and may then
  // reload the page; visiting every page once first keeps that out of the journeys.
  {
    const page = await browser.newPage({ baseURL: stack.webUrl });
    for (const route of [...PUBLIC_ROUTES, '/simulateur']) await page.goto(route).catch(() => {});
    await page.waitForTimeout(1500);
    await page.close();
  }
  let passed = 0;
  let failed = 0;
  try {
    for (const journey of journeys) {
      if (only && !journey.name.includes(only)) continue;
      const started = Date.now();
      // One retry, as Playwright's `retries: 1`: a cold dev server (first dependency optimisation after a
      // fresh install) can reload a page mid-journey. A journey that fails twice fails the run; a first
      // failure is printed so flakiness stays visible.
      for (let attempt = 1; attempt <= 2; attempt++) {
        try {
          await journey.run({ browser, stack });
          passed++;
          console.log(`✓ ${journey.name} (${Date.now() - started} ms${attempt > 1 ? ', au 2e essai' : ''})`);
          break;
        } catch (err) {
          const message = err instanceof Error ? err.message : String(err);
          if (attempt === 1) {
            console.log(`↻ ${journey.name} — 1er essai en échec, nouvel essai\n  ${message.split('\n')[0]}`);
            continue;
          }
          failed++;
          console.log(`✗ ${journey.name}\n  ${message}`);
        }
      }
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
