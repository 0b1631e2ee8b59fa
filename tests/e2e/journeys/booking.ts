// Public-site fixes, in Chromium: the booking chain (consultation → explainer → calendar), signing out from an
// account page (lands on /), the footer of a signed-in person.
import { assert, axe, newContext, shot, type Journey } from '../support.ts';

export const journeys: Journey[] = [
  {
    name: 'rendez-vous : « Réserver un créneau » → explication → calendrier, Échap ferme la chaîne',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await page.goto('/');
      await page
        .getByRole('button', { name: /rendez-vous gratuit/i })
        .first()
        .click();
      const consultation = page.getByRole('dialog', { name: 'Réserver une consultation gratuite' });
      await consultation.waitFor();
      await axe(page, 'modale de consultation');
      await consultation.getByRole('button', { name: 'Réserver un créneau' }).click();
      const explication = page.getByRole('dialog', { name: 'Avant de réserver' });
      await explication.waitFor();
      // the first modal is closed, the explainer stays open (the chain used to close everything here)
      await page.waitForTimeout(300);
      assert(await explication.isVisible(), 'l’explication reste ouverte');
      assert(
        (await consultation.count()) === 0 || !(await consultation.isVisible()),
        'la première est fermée',
      );
      await explication.getByRole('button', { name: 'Continuer vers le calendrier' }).click();
      const calendrier = page.getByRole('dialog', { name: 'Choisissez votre créneau' });
      await calendrier.waitFor();
      await page.waitForTimeout(300);
      assert(await calendrier.isVisible(), 'le calendrier reste ouvert');
      await calendrier.getByText(/Créneaux de 30 minutes/).waitFor();
      await axe(page, 'modale du calendrier');
      await shot(page, 'rendez-vous-calendrier');
      await page.keyboard.press('Escape');
      await calendrier.waitFor({ state: 'hidden' });
      await context.close();
    },
  },
  {
    name: 'compte : connecté, le pied de page n’offre plus Connexion ; se déconnecter d’une page du compte ramène à /',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await page.goto('/login?next=%2Fprofil');
      await page.locator('input[name="email"]').fill('demo@aidy.fr');
      await page.locator('input[name="password"]').fill('Demo-aidy-2026');
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page.waitForURL('**/profil');
      await page.getByRole('heading', { level: 1, name: 'Mon profil' }).waitFor();
      // the public pages' footer, signed in: the account instead of Connexion / Inscription
      await page.getByRole('link', { name: 'Aidy, retour à l’accueil' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      const pied = page.getByRole('contentinfo');
      await pied.getByRole('link', { name: 'Tableau de bord' }).waitFor();
      assert((await pied.getByRole('link', { name: 'Connexion' }).count()) === 0, 'pas de Connexion');
      assert((await pied.getByRole('link', { name: 'Inscription' }).count()) === 0, 'pas d’Inscription');
      await page.goto('/profil');
      await page.getByRole('heading', { level: 1, name: 'Mon profil' }).waitFor();
      await page.getByRole('button', { name: /Camille Durand/ }).click();
      // a button in the wide screens' account menu, a menu item in the phone's
      await page
        .getByRole('button', { name: 'Déconnexion' })
        .or(page.getByRole('menuitem', { name: 'Déconnexion' }))
        .first()
        .click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.waitForTimeout(500);
      assert(new URL(page.url()).pathname === '/', `reste sur / (adresse : ${page.url()})`);
      assert(!page.url().includes('/login'), 'jamais /login?next=…');
      await pied.getByRole('link', { name: 'Connexion' }).waitFor();
      await context.close();
    },
  },
];
