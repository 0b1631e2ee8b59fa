// The simulator, in Chromium, for three young people, with the aids and amounts worked out by hand from the law
// (the browser's clock is set to 15 September 2025, so the parameters below are those in force then):
//   SMIC horaire brut 11,88 € ; BMAF 474,37 € (1er avril 2025) ; RSA 646,52 € ; aides au logement : barème du
//   1er octobre 2024 (zone 2 : L isolé 287,35 €, avec 1 enfant 395,77 € ; C 59,97 € + 13,60 € par enfant ;
//   P0 forfait 39,15 €), R0 2025 (isolé 5 235 €, 1 personne à charge 8 947 €), TF 2,83 % / 2,70 %, TL
//   0,45 % × 0,30 + 0,68 % × (RL − 0,75), minoration 5 €, CRDS 0,5 %, forfait étudiant 8 600 €.
// Then the URL keeps the step (Back, Forward, reload), the error of the function shows in the red box.
import type { Page } from 'playwright-core';
import { assert, axe, newContext, shot, type Journey } from '../support.ts';

const LE_15_SEPTEMBRE_2025 = new Date('2025-09-15T10:00:00Z');

type Reponses = Record<string, string | string[]>;

/** Fills the visible questions of the current step from `reponses`; lists tick checkboxes. */
async function remplir(page: Page, reponses: Reponses) {
  for (const [name, value] of Object.entries(reponses)) {
    if (Array.isArray(value)) {
      for (const v of value) {
        const box = page.locator(`input[name="${name}"][value="${v}"]`);
        if ((await box.count()) && (await box.isVisible()) && !(await box.isChecked())) await box.check();
      }
      continue;
    }
    const field = page.locator(`[name="${name}"]`);
    if ((await field.count()) === 0 || !(await field.first().isVisible())) continue;
    const tag = await field.first().evaluate((el) => el.tagName);
    if (tag === 'SELECT') await field.selectOption(value);
    else await field.fill(value);
  }
}

/** The commune of a postal code with one commune is chosen by itself once the list is loaded. */
async function attendreCommune(page: Page, code: string) {
  await page.locator('select[name="commune"]').waitFor();
  await page.waitForFunction(
    (c) => (document.querySelector('select[name="commune"]') as HTMLSelectElement | null)?.value === c,
    code,
    { timeout: 15_000 },
  );
}

async function simuler(
  page: Page,
  reponses: Reponses,
  commune: string,
  { axeEachStep = false, horloge = true } = {},
) {
  if (horloge) await page.clock.setFixedTime(LE_15_SEPTEMBRE_2025);
  await page.goto('/simulateur');
  for (let step = 1; step <= 6; step++) {
    await page.getByText(`Étape ${step} sur 6`).waitFor();
    if (axeEachStep) await axe(page, `simulateur, étape ${step}`);
    if (step === 1) await shot(page, 'simulateur-etape1');
    await remplir(page, reponses);
    // a question may appear once another is answered (a job → its salary): fill again
    await remplir(page, reponses);
    if (step === 3) await attendreCommune(page, commune);
    const button = page.getByRole('button', { name: step === 6 ? 'Simuler' : 'Suivant' });
    await button.focus();
    await page.keyboard.press('Enter');
    if (step < 6) {
      await page.getByText(`Étape ${step + 1} sur 6`).waitFor();
      assert(new URL(page.url()).search === `?etape=${step + 1}`, `étape ${step + 1} dans l’adresse`);
      // the focus moves once the step has rendered: waited for, not read at once (a busy machine is slower)
      await page
        .waitForFunction(() => document.activeElement?.tagName === 'H2', null, { timeout: 10_000 })
        .catch(() => undefined);
      const focused = await page.evaluate(() => document.activeElement?.tagName);
      assert(focused === 'H2', `le focus doit aller au titre de l’étape ${step + 1} (reçu ${focused})`);
    }
  }
  await page.getByRole('heading', { name: 'Résultats de votre simulation' }).waitFor({ timeout: 20_000 });
}

/** name → amount text of each eligible aid card */
async function aidesAffichees(page: Page): Promise<Record<string, string>> {
  const cartes = page.locator('ul[aria-label="Aides auxquelles vous pourriez avoir droit"] > li');
  const out: Record<string, string> = {};
  for (let i = 0; i < (await cartes.count()); i++) {
    const carte = cartes.nth(i);
    out[(await carte.locator('h3').innerText()).trim()] = (await carte.locator('p.shrink-0').innerText())
      .replace(/\s+/g, ' ')
      .trim();
  }
  return out;
}

const euros = (x: string) => x.replace(/\u202f|\u00a0/g, ' ');

function attendu(aides: Record<string, string>, nom: string, montant: RegExp) {
  const trouve = aides[nom];
  assert(trouve !== undefined, `« ${nom} » attendue parmi : ${Object.keys(aides).join(' | ')}`);
  assert(montant.test(euros(trouve)), `« ${nom} » : ${montant} attendu, affiché « ${trouve} »`);
}

async function refusAvec(page: Page, nom: string, raison: RegExp) {
  const liste = page
    .locator('details')
    .filter({ hasText: 'Aides pour lesquelles vous ne semblez pas éligible' });
  await liste.locator('summary').first().click();
  const item = liste.locator('li', { has: page.getByText(nom, { exact: true }) }).first();
  const texte = await item.innerText();
  assert(raison.test(texte), `refus de « ${nom} » : ${raison} attendu, lu « ${texte} »`);
}

const FRANCE = { enceinte: 'pas_concerne', lieu_residence: 'france_metropolitaine' };

/**
 * Étudiante de 21 ans en licence à Lyon 3e, job de 12 h par semaine à 600 € nets, meublé à 480 € + 40 € de
 * charges, non boursière (parents : RFR 40 000 €, 3 parts).
 * - Aide au logement (ALS, logement non conventionné, sans personne à charge) : forfait étudiant 8 600 € ;
 *   loyer réel 480 × 2/3 = 320 €, plafonné à L = 287,35 € ; RL = 1 → TL = 0,00305 ; Tp = 0,03135 ;
 *   P0 = max(8,5 % × 347,32 ; 39,15) = 39,15 ; Pp = 39,15 + 0,03135 × (8 600 − 5 235) = 144,64 ;
 *   287,35 + 59,97 − 144,64 = 202,68 − 5 = 197,68 ; − 0,5 % CRDS = 196,69 €.
 * - Prime d'activité : étudiante, il faudrait plus de 0,55 × 169 × 11,88 = 1 104,26 € chaque mois : non.
 * - Bourse : 40 000 € > plafond de l'échelon 0 bis à 0 point (35 086 €) : non.
 * - Prêt étudiant garanti : jusqu'à 20 000 €. CEJ : étudiante, non.
 */
const ETUDIANTE: Reponses = {
  ...FRANCE,
  date_naissance: '2004-03-15',
  nationalite: 'francaise',
  statut_marital: 'celibataire',
  situation_parents: 'present',
  situation_professionnelle: 'etudiant',
  a_un_emploi: 'oui',
  type_contrat: 'cdd',
  temps_travail: 'temps_partiel_moins_24h',
  heures_travail: '12',
  salaire_mensuel_net: '600',
  type_logement: 'locataire',
  type_location: 'meuble',
  loyer: '480',
  charges_logement: '40',
  colocation: 'non',
  logementChambre: 'non',
  logementCROUS: 'non',
  logement_social: 'non',
  code_postal: '69003',
  scolarite: 'enseignement_superieur',
  niveau_etude: 'licence_2',
  statut_formation: 'etudiant',
  etablissement: 'public',
  boursier: 'non',
  parents_rfr: '40000',
  parents_nbptr: '3',
  parents_situation: 'en_couple',
  reconnaissance_handicap: 'non',
  mutuelle: 'individuelle',
};

/**
 * Apprenti de 17 ans en CAP, 850 € nets par mois, logé chez ses parents à Rennes.
 * - CEJ : en apprentissage, donc ni sans emploi ni sans formation : non (et non plus 102 € par mois).
 * - Pass Culture : 17 ans au 1er octobre 2025, barème du 1er mars 2025 : 50 €.
 * - Prime d'activité : moins de 18 ans : non. Aide au permis des apprentis : à partir de 18 ans : non.
 */
const APPRENTI: Reponses = {
  ...FRANCE,
  date_naissance: '2008-05-10',
  nationalite: 'francaise',
  statut_marital: 'celibataire',
  situation_professionnelle: 'apprenti',
  type_contrat: 'apprentissage',
  temps_travail: 'temps_plein',
  heures_travail: '35',
  salaire_mensuel_net: '850',
  type_logement: 'heberge_parents',
  code_postal: '35000',
  niveau_etude: 'cap_1',
  statut_formation: 'apprenti',
  boursier: 'non',
  reconnaissance_handicap: 'non',
};

/**
 * Demandeuse d'emploi de 24 ans à Lille, seule avec une fille née le 10/02/2022, ARE de 900 € nets par mois
 * (inscrite depuis mars 2025), locataire d'un logement vide à 550 € + 60 € de charges.
 * - Aide au logement (ALF, 1 personne à charge) : ressources de la fenêtre 08/2024–07/2025 : 12 × 900 =
 *   10 800 € moins 10 % = 9 720 €, arrondis à 9 800 € ; loyer retenu 395,77 € ; C = 73,57 € ;
 *   Tp = 2,70 % + 0,305 % = 0,03005 ; P0 = 8,5 % × 469,34 = 39,89 ; Pp = 39,89 + 0,03005 × (9 800 − 8 947) =
 *   65,53 ; 395,77 + 73,57 − 65,53 = 403,81 − 5 = 398,81 ; − 0,5 % = 396,82 €.
 * - ASF : parent seul, aucune pension reçue : 474,37 × 42,2 % = 200,18 €.
 * - Complémentaire santé solidaire gratuite : 12 × 900 + ASF des 12 mois (7 × 196,84 + 5 × 200,18) + forfait
 *   logement 12 × 646,52 × 1,5 × 16 % = 15 040,76 € ≤ 10 166 × 1,5 = 15 249 €.
 * - Chèque énergie 2025 : RFR 2023 = 10 800 − 10 % = 9 720 € pour 1,5 UC = 6 480 € par UC : 176 €.
 * - Aide au permis des demandeurs d'emploi : allocation ≤ 31 × 32,13 € : jusqu'à 1 200 €.
 * - RSA : 969,78 − 155,16 − (900 + 106,73) < 0 : non. CEJ : 561,68 − 900 < 0 : non.
 */
const DEMANDEUSE: Reponses = {
  ...FRANCE,
  date_naissance: '2001-06-20',
  nationalite: 'francaise',
  statut_marital: 'celibataire',
  nombre_enfants: '1',
  garde_alternee: 'non_pas_de_garde_alternee',
  date_naissance_enfant_1: '2022-02-10',
  situation_professionnelle: 'chomeur',
  a_un_emploi: 'non',
  inscrit_pole_emploi: 'oui',
  indemnisation_chomage: 'are',
  montant_allocation: '900',
  date_inscription_pole_emploi: '2025-03-01',
  type_logement: 'locataire',
  type_location: 'vide',
  loyer: '550',
  charges_logement: '60',
  colocation: 'non',
  logementChambre: 'non',
  logementCROUS: 'non',
  logement_social: 'non',
  code_postal: '59000',
  reconnaissance_handicap: 'non',
};

/** The working student in Lyon up to her results, at today's date (for the account journeys). */
export const runSimulatorToResults = (page: Page) => simuler(page, ETUDIANTE, '69123', { horloge: false });

export const journeys: Journey[] = [
  {
    name: 'simulateur : étudiante qui travaille à Lyon — aide au logement 196,69 €, l’étape dans l’adresse (clavier, axe)',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await simuler(page, ETUDIANTE, '69123', { axeEachStep: true });
      const aides = await aidesAffichees(page);
      attendu(aides, 'Aide personnalisée au logement (APL/ALS/ALF)', /^196,69 € par mois$/);
      attendu(aides, "Prêt étudiant garanti par l'État", /20 000,00 €/);
      assert(!("Prime d'activité" in aides), 'pas de prime d’activité pour un job étudiant à 600 €');
      assert(
        euros(await page.getByText('Total mensuel estimé').locator('xpath=..').innerText()).includes(
          '196,69 €',
        ),
        'total mensuel de 196,69 €',
      );
      await refusAvec(page, "Contrat d'engagement jeune (CEJ)", /pas étudiants/);
      await axe(page, 'résultats');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'resultats-etudiante');
      // the results stay on reload; the details open on demand; a simulation can be kept on the device
      await page.reload();
      await page.getByRole('heading', { name: 'Résultats de votre simulation' }).waitFor();
      await page.getByText(/Voir le détail.*APL/).click();
      await page.getByRole('link', { name: /Informations officielles.*APL/ }).waitFor();
      await page.getByRole('button', { name: 'Enregistrer sur cet appareil' }).click();
      await page.getByRole('button', { name: 'Simulation enregistrée' }).waitFor();
      // « Modifier mes réponses » goes back to step 1; Back and Forward move between steps
      await page.getByRole('button', { name: 'Modifier mes réponses' }).click();
      await page.getByText('Étape 1 sur 6').waitFor();
      await page.getByRole('button', { name: 'Suivant' }).click();
      await page.getByText('Étape 2 sur 6').waitFor();
      await page.goBack();
      await page.getByText('Étape 1 sur 6').waitFor();
      await page.goForward();
      await page.getByText('Étape 2 sur 6').waitFor();
      // a reload keeps the step and the answers
      await page.reload();
      await page.getByText('Étape 2 sur 6').waitFor();
      assert((await page.locator('[name="salaire_mensuel_net"]').inputValue()) === '600', 'salaire gardé');
      await page.goto('/mes-simulations');
      await page.getByRole('button', { name: 'Revoir les résultats' }).click();
      await page.getByRole('heading', { name: /Simulation du/ }).waitFor();
      await context.close();
    },
  },
  {
    name: 'simulateur : apprenti de 17 ans chez ses parents — pas de CEJ, Pass Culture 50 €',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await simuler(page, APPRENTI, '35238');
      const aides = await aidesAffichees(page);
      attendu(aides, 'Pass Culture', /^50,00 € versement unique$/);
      assert(!("Contrat d'engagement jeune (CEJ)" in aides), `pas de CEJ : ${JSON.stringify(aides)}`);
      await refusAvec(page, "Contrat d'engagement jeune (CEJ)", /apprentissage/);
      await context.close();
    },
  },
  {
    name: 'simulateur : demandeuse d’emploi de 24 ans avec un enfant — ALF, ASF, CSS gratuite, chèque énergie',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await simuler(page, DEMANDEUSE, '59350');
      const aides = await aidesAffichees(page);
      attendu(aides, 'Aide personnalisée au logement (APL/ALS/ALF)', /^396,82 € par mois$/);
      attendu(aides, 'Allocation de soutien familial (ASF)', /^200,18 € par mois$/);
      attendu(aides, 'Complémentaire santé solidaire', /^Gratuite$/);
      attendu(aides, 'Chèque énergie', /^176,00 € par an$/);
      attendu(aides, "Aide au permis de conduire pour les demandeurs d'emploi", /^Jusqu'à 1 200,00 €/);
      assert(
        euros(await page.getByText('Total mensuel estimé').locator('xpath=..').innerText()).includes(
          '597,00 €',
        ),
        'total mensuel 396,82 + 200,18 = 597,00 €',
      );
      // on a year: 12 × 597 + the chèque énergie 176 = 7 340 € (the permit's ceiling is not money received)
      assert(
        euros(await page.getByText('Total estimé sur un an').locator('xpath=..').innerText()).includes(
          '7 340,00 €',
        ),
        'total annuel 7 340,00 €',
      );
      await refusAvec(page, 'Revenu de solidarité active (RSA)', /969,78/);
      await axe(page, 'résultats de la demandeuse d’emploi');
      await page.evaluate(() => window.scrollTo(0, 0));
      await shot(page, 'resultats-demandeuse');
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
      await page.clock.setFixedTime(LE_15_SEPTEMBRE_2025);
      await page.goto('/simulateur');
      for (let step = 1; step <= 6; step++) {
        await page.getByText(`Étape ${step} sur 6`).waitFor();
        await remplir(page, ETUDIANTE);
        await remplir(page, ETUDIANTE);
        if (step === 3) await attendreCommune(page, '69123');
        await page.getByRole('button', { name: step === 6 ? 'Simuler' : 'Suivant' }).click();
      }
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
