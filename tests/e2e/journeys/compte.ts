// The account entry: sign-up, confirmation from the dev mailbox, sign-in, sign-out.
import { assert, mailsTo, menuDuCompte, newContext, type Journey, LONG } from '../support.ts';

export const journeys: Journey[] = [
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

      const mails = await mailsTo(stack, email);
      const signup = mails.find((m) => m.type === 'signup');
      assert(signup, 'e-mail de confirmation attendu');
      // Only the success state redirects to /login (after 3 s); the error state stays with its button. The
      // transient success message itself is asserted by the component test of the page.
      await page.goto(signup.link, { waitUntil: 'commit' });
      await page.waitForURL('**/login', LONG).catch(async (err: Error) => {
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
      // the account's name in the top bar, then the side menu's « Déconnexion »
      await page.getByRole('button', { name: /Camille Martin/ }).waitFor();
      const menu = await menuDuCompte(page);
      await menu.getByRole('heading', { name: 'Mon espace' }).waitFor();
      await menu.getByRole('button', { name: 'Déconnexion' }).click();
      await page.waitForURL((url) => url.pathname === '/');
      await page.getByRole('link', { name: 'Connexion' }).first().waitFor();
      await page.goto('/dashboard');
      await page.waitForURL('**/login?next=%2Fdashboard');
      await context.close();
    },
  },
];
