// The net and taxable pay the engine computes from a gross pay, checked against a second implementation of the
// same law: modele-social, the Urssaf's rules behind its « mon-entreprise » simulators, run by publicodes. Its defaults
// differ from OpenFisca's on one point, a company health insurance, set to 0 here as OpenFisca has none.
import { beforeAll, describe, expect, it } from 'vitest';
import { Simulation } from '../index.ts';
import { dateUrssaf, selonLUrssaf } from '../urssaf.test-helpers.ts';

type Situation = Record<string, string>;
const NET = 'salarié . rémunération . net . à payer avant impôt';
const IMPOSABLE = 'salarié . rémunération . net . imposable';

// building the model takes a moment: once, before the timed tests
beforeAll(() => void selonLUrssaf({}, []), 60_000);

/** the Urssaf model's net pay before tax and taxable pay, for a gross monthly pay at a month (YYYY-MM) */
function selonUrssaf(brut: number, mois: string, profil: Situation) {
  const v = selonLUrssaf(
    {
      date: dateUrssaf(mois),
      'salarié . contrat . salaire brut': `${brut} €/mois`,
      'salarié . contrat': "'CDI'",
      'entreprise . salariés . effectif': '10',
      'salarié . cotisations . prévoyances . santé . montant': '0 €/mois',
      ...profil,
    },
    [NET, IMPOSABLE],
  );
  return { net: v[NET], imposable: v[IMPOSABLE] };
}

function selonLeMoteur(brut: number, mois: string, entrees: Record<string, unknown>) {
  const parMois = Object.fromEntries(Object.entries(entrees).map(([n, v]) => [n, { [mois]: v }]));
  const s = new Simulation({
    individus: {
      moi: {
        date_naissance: { ETERNITY: '2004-01-01' },
        salaire_de_base: { [mois]: brut },
        effectif_entreprise: { [mois]: 10 },
        ...parMois,
      } as never,
    },
  });
  return {
    net: s.calc<number>('salaire_net', 'moi', mois),
    imposable: s.calc<number>('salaire_imposable', 'moi', mois),
  };
}

interface Profil {
  nom: string;
  urssaf: Situation;
  moteur: Record<string, unknown>;
  bruts: number[];
  /** the Urssaf's taxable pay leaves out an apprentice's exempt pay, which the income tax takes off later */
  imposableComparable?: false;
}

const PROFILS: Profil[] = [
  { nom: 'non-cadre en CDI', urssaf: {}, moteur: {}, bruts: [700, 1000, 1801.8, 2500, 3500, 4500] },
  {
    nom: 'entreprise de 300 salariés',
    urssaf: { 'entreprise . salariés . effectif': '300' },
    moteur: { effectif_entreprise: 300 },
    bruts: [1000, 2500, 4500],
  },
  {
    nom: 'Alsace-Moselle',
    urssaf: { 'salarié . régimes spécifiques . alsace moselle': 'oui' },
    moteur: { salarie_regime_alsace_moselle: true },
    bruts: [700, 1801.8, 4500],
  },
  {
    nom: 'CDD avec indemnité de fin de contrat',
    urssaf: { 'salarié . contrat': "'CDD'" },
    moteur: { contrat_de_travail_type: 'cdd', indemnite_fin_contrat_due: true },
    bruts: [700, 1801.8, 4500],
  },
  {
    nom: 'temps partiel de 17 h 30 (plafond ajusté)',
    urssaf: {
      'salarié . contrat . temps de travail . temps partiel': 'oui',
      'salarié . contrat . temps de travail . temps partiel . heures par semaine': '17.5 heure/semaine',
    },
    moteur: { contrat_de_travail: 'temps_partiel', heures_remunerees_volume: 75.835 },
    bruts: [900, 1500, 2500, 3000],
  },
  {
    // up to the ceiling: above it, the two models split the exemption from the upper tranche differently
    nom: 'apprenti (exonéré sous 50 % du SMIC depuis mars 2025)',
    urssaf: { 'salarié . contrat': "'apprentissage'" },
    moteur: { apprenti: true },
    bruts: [700, 1000, 1500, 2500],
    imposableComparable: false,
  },
];

describe('salaire net et imposable : le moteur et le modèle de l’Urssaf (modele-social) au centime', () => {
  for (const profil of PROFILS)
    for (const mois of ['2021-06', '2022-06', '2023-06', '2024-06', '2025-06', '2026-06'])
      it(`${profil.nom}, ${mois}`, () => {
        for (const brut of profil.bruts) {
          const attendu = selonUrssaf(brut, mois, profil.urssaf);
          const calcule = selonLeMoteur(brut, mois, profil.moteur);
          expect(calcule.net, `net pour ${brut} € brut`).toBeCloseTo(attendu.net, 2);
          if (profil.imposableComparable !== false)
            expect(calcule.imposable, `imposable pour ${brut} € brut`).toBeCloseTo(attendu.imposable, 2);
        }
      }, 30_000);
});
