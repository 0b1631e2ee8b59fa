// The simulator from the first step to the results, and its error path.
import type { Page } from 'playwright-core';
import { assert, axe, newContext, shot, type Journey } from '../support.ts';

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

export async function runSimulatorToResults(page: Page, { axeEachStep = false } = {}) {
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

export const journeys: Journey[] = [
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
];
