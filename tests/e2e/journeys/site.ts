// The public site: axe on every page, the cookie consent.
import { assert, axe, newContext, shot, type Journey } from '../support.ts';

export const PUBLIC_ROUTES = [
  '/',
  '/simulateur',
  '/simulateur-officiel',
  '/mes-simulations',
  '/comment-ca-marche',
  '/pricing',
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

export const journeys: Journey[] = [
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
];
