// Local aids (issue 18), in Chromium: the simulator for three young people in Strasbourg, Laon and Brest (the
// aids of their région, département, intercommunalité, and the bike aids), then the public page
// « Les aides près de chez vous » for Quimper and an aid's own page.
import type { Page } from 'playwright-core';
import { assert, axe, newContext, type Journey } from '../support.ts';

type Reponses = Record<string, string | string[]>;

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

async function simuler(page: Page, reponses: Reponses, commune: string) {
  await page.clock.setFixedTime(new Date('2026-11-20T10:00:00Z'));
  await page.goto('/simulateur');
  for (let step = 1; step <= 6; step++) {
    await page.getByText(`Étape ${step} sur 6`).waitFor();
    await remplir(page, reponses);
    await remplir(page, reponses);
    if (step === 3) {
      // a postal code shared by several communes (02000: Laon and 24 others) asks which one
      const select = page.locator('select[name="commune"]');
      await select.locator(`option[value="${commune}"]`).waitFor({ state: 'attached', timeout: 60_000 });
      if ((await select.inputValue()) !== commune) await select.selectOption(commune);
      await page.waitForFunction(
        (c) => (document.querySelector('select[name="commune"]') as HTMLSelectElement | null)?.value === c,
        commune,
        { timeout: 15_000 },
      );
    }
    await page.getByRole('button', { name: step === 6 ? 'Simuler' : 'Suivant' }).click();
  }
  await page.getByRole('heading', { name: 'Résultats de votre simulation' }).waitFor({ timeout: 60_000 });
}

/** the eligible aids shown under one group title: name → amount text */
async function groupe(page: Page, titre: string): Promise<Record<string, string>> {
  const bloc = page
    .locator('div', { has: page.getByRole('heading', { level: 3, name: titre, exact: true }) })
    .last();
  const cartes = bloc.locator('ul[aria-label="Aides auxquelles vous pourriez avoir droit"] > li');
  const out: Record<string, string> = {};
  for (let i = 0; i < (await cartes.count()); i++) {
    const carte = cartes.nth(i);
    out[(await carte.locator('h3').innerText()).trim()] = (await carte.locator('p.shrink-0').innerText())
      .replace(/\s+/g, ' ')
      .trim();
  }
  return out;
}

const BASE: Reponses = {
  nationalite: 'francaise',
  statut_marital: 'celibataire',
  situation_parents: 'present',
  enceinte: 'pas_concerne',
  lieu_residence: 'france_metropolitaine',
};

export const journeys: Journey[] = [
  {
    name: 'aides locales : étudiante à Strasbourg (études à l’étranger, vélo)',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack);
      const page = await context.newPage();
      await simuler(
        page,
        {
          ...BASE,
          date_naissance: '2005-03-01',
          situation_professionnelle: 'etudiant',
          a_un_emploi: 'non',
          type_logement: 'locataire',
          type_location: 'meuble',
          loyer: '450',
          code_postal: '67000',
          difficultes_acces_logement: 'non',
          scolarite: 'enseignement_superieur',
          niveau_etude: 'licence_2',
          statut_formation: 'etudiant',
          specialite_formation: 'autre',
          projets: ['etudes_etranger', 'velo'],
          velo_type: 'électrique',
          velo_etat: 'neuf',
          velo_prix: '1500',
        },
        '67482',
      );
      const region = await groupe(page, 'Aides de votre région');
      const mobilite = region['Aide à la mobilité internationale des étudiants et étudiantes'];
      assert(
        mobilite && /1\s?100,00/.test(mobilite.replace(/\u202f|\u00a0/g, ' ')),
        `Grand Est : ${JSON.stringify(region)}`,
      );
      const epci = await groupe(page, 'Aides de votre intercommunalité');
      const velo = epci['Aide à l’achat d’un vélo — Eurométropole de Strasbourg'];
      assert(velo && /€/.test(velo), `vélo de l’Eurométropole attendu : ${JSON.stringify(epci)}`);
      await page.getByRole('button', { name: 'Vélo', exact: true }).click();
      assert(
        (await page.getByRole('heading', { level: 3, name: 'Aides de votre région' }).count()) === 0 ||
          Object.keys(await groupe(page, 'Aides de votre région')).every((n) => /vélo/i.test(n)),
        'le filtre Vélo ne garde que les aides vélo',
      );
      await axe(page, 'résultats avec aides locales');
      await context.close();
    },
  },
  {
    name: 'aides locales : demandeur d’emploi à Laon, locataire en difficulté à Brest',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack);
      const page = await context.newPage();
      await simuler(
        page,
        {
          ...BASE,
          date_naissance: '2001-09-09',
          situation_professionnelle: 'chomeur',
          a_un_emploi: 'non',
          inscrit_pole_emploi: 'oui',
          type_logement: 'locataire',
          type_location: 'vide',
          loyer: '400',
          code_postal: '02000',
          difficultes_acces_logement: 'non',
        },
        '02408',
      );
      const hdf = await groupe(page, 'Aides de votre région');
      assert(
        "En route pour l'emploi (Parc auto à 1 € par jour)" in hdf,
        `aides des Hauts-de-France attendues : ${JSON.stringify(hdf)}`,
      );
      await page.close();
      const page2 = await context.newPage();
      await page2.goto('/');
      await page2.evaluate(() => localStorage.clear());
      await simuler(
        page2,
        {
          ...BASE,
          date_naissance: '2002-05-10',
          situation_professionnelle: 'salarie',
          type_contrat: 'cdi',
          salaire_mensuel_net: '1300',
          type_logement: 'locataire',
          type_location: 'vide',
          loyer: '550',
          code_postal: '29200',
          difficultes_acces_logement: 'oui',
        },
        '29019',
      );
      const brest = await groupe(page2, 'Aides de votre intercommunalité');
      assert(
        'Aide au maintien dans votre logement de Brest Métropole' in brest,
        `FSL de Brest Métropole attendu : ${JSON.stringify(brest)}`,
      );
      const dep = (await page2.getByRole('heading', { level: 3, name: 'Aides de votre département' }).count())
        ? await groupe(page2, 'Aides de votre département')
        : {};
      assert(
        !('Aide au maintien dans votre logement du département du Finistère' in dep),
        'pas le FSL du Finistère',
      );
      await context.close();
    },
  },
  {
    name: 'aides locales : la page « Les aides près de chez vous » pour Quimper',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack);
      const page = await context.newPage();
      await page.goto('/aides-locales');
      await page.getByRole('heading', { level: 1, name: 'Les aides près de chez vous' }).waitFor();
      await page.getByLabel('Code postal').fill('29000');
      await page.getByRole('option', { name: 'Quimper' }).waitFor({ state: 'attached' });
      await page.getByRole('button', { name: /Voir les aides/ }).click();
      // the function's first call loads the catalogue in the dev server
      await page
        .getByRole('heading', { name: /aides pour les habitants de Quimper/ })
        .waitFor({ timeout: 30_000 });
      assert(new URL(page.url()).search === '?commune=29232', 'la commune est dans l’adresse');
      await axe(page, '/aides-locales');
      const lien = page.getByRole('link', {
        name: 'Aide au maintien dans votre logement du département du Finistère',
      });
      await lien.click();
      await page.getByRole('heading', { level: 1, name: /du Finistère/ }).waitFor();
      assert(page.url().endsWith('/aides-locales/departement-finistere-fsl-eligibilite'), 'page de l’aide');
      await axe(page, 'page d’une aide locale');
      await context.close();
    },
  },
];
