// Aides à la mobilité: Parcoursup (boursier lycéen moving to another académie), master (boursier moving to
// another academic region between L3 and M1) and internationale (boursier studying abroad 1–10 months).
import { at, atOrNull } from '../../core/params.ts';
import { addDays, monthsOld } from '../../core/periods.ts';
import { defineVariable } from '../../core/variables.ts';
import { condition, euros, firstFailure, notEligible, type AidDefinition } from '../../core/aid.ts';
import type { Simulation } from '../../core/simulation.ts';
import {
  mobiliteInternationaleMoisMax,
  mobiliteInternationaleMoisMin,
  mobiliteInternationaleMontant,
  mobiliteMasterMontant,
  mobiliteParcoursupMontant,
} from './params.ts';

// ---- Parcoursup ----------------------------------------------------------------------------------------------
const parcoursupConditions = (s: Simulation, id: string, month: string) => [
  condition(
    s.calc<string>('annee_etude', id, month) === 'terminale',
    "L'aide est réservée aux élèves de terminale qui entrent dans l'enseignement supérieur.",
  ),
  condition(s.calc<number>('bourse_lycee', s.famille(id), month) > 0, 'Il faut être boursier du lycée.'),
  condition(
    s.calc<boolean>('sortie_academie', id, month),
    'Il faut avoir accepté sur Parcoursup une formation située hors de votre académie.',
  ),
];

defineVariable<number>({
  name: 'aide_mobilite_parcoursup',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, id, month) =>
    parcoursupConditions(s, id, month).every((c) => c.ok) ? at(mobiliteParcoursupMontant, month) : 0,
});

export const aideMobiliteParcoursup: AidDefinition = {
  id: 'aide_mobilite_parcoursup',
  nom: 'Aide à la mobilité Parcoursup',
  institution: 'CROUS',
  description:
    'Une aide de 500 € pour les lycéens boursiers qui partent étudier hors de leur académie après avoir accepté une proposition sur Parcoursup.',
  periodicite: 'ponctuelle',
  lien: 'https://www.etudiant.gouv.fr/fr/aide-la-mobilite-parcoursup-1305',
  teleservice: 'https://www.messervices.etudiant.gouv.fr/envole/',
  sources: [
    {
      title: "Circulaire du 14 mai 2019 relative à l'aide à la mobilité Parcoursup",
      href: 'https://www.education.gouv.fr/bo/19/Hebdo20/ESRS1910244C.htm',
    },
  ],
  dejaPercue: ['aide_mobilite_parcoursup'],
  evaluate(s, who, month) {
    const echec = firstFailure(parcoursupConditions(s, who.individu, month));
    if (echec) return notEligible(echec.raison);
    const montant = s.calc<number>('aide_mobilite_parcoursup', who.individu, month);
    return {
      eligible: true,
      montant,
      explication: [
        `Lycéen boursier partant étudier hors de votre académie : aide de ${euros(montant)} versée une fois.`,
      ],
    };
  },
};

// ---- master ----------------------------------------------------------------------------------------------------
const masterConditions = (s: Simulation, id: string, month: string) => [
  condition(
    ['licence_3', 'master_1'].includes(s.calc<string>('annee_etude', id, month)),
    "L'aide concerne l'entrée en première année de master après la licence.",
  ),
  condition(s.calc<boolean>('boursier', id, month), 'Il faut être boursier sur critères sociaux.'),
  condition(
    s.calc<boolean>('sortie_region_academique', id, month),
    'Il faut changer de région académique entre la licence et le master.',
  ),
];

defineVariable<number>({
  name: 'aide_mobilite_master',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, id, month) =>
    masterConditions(s, id, month).every((c) => c.ok) ? at(mobiliteMasterMontant, month) : 0,
});

export const aideMobiliteMaster: AidDefinition = {
  id: 'aide_mobilite_master',
  nom: 'Aide à la mobilité en master',
  institution: 'CROUS',
  description:
    'Une aide de 1 000 € pour les étudiants boursiers qui changent de région académique pour entrer en première année de master.',
  periodicite: 'ponctuelle',
  lien: 'https://www.etudiant.gouv.fr/fr/aide-la-mobilite-en-master-1304',
  teleservice: 'https://www.messervices.etudiant.gouv.fr/envole/',
  sources: [
    {
      title: "Arrêté du 21 août 2017 relatif à l'aide à la mobilité en master",
      href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000035448648',
    },
  ],
  dejaPercue: ['aide_mobilite_master'],
  evaluate(s, who, month) {
    const echec = firstFailure(masterConditions(s, who.individu, month));
    if (echec) return notEligible(echec.raison);
    const montant = s.calc<number>('aide_mobilite_master', who.individu, month);
    return {
      eligible: true,
      montant,
      explication: [
        `Boursier changeant de région académique pour le master : aide de ${euros(montant)} versée une fois.`,
      ],
    };
  },
};

// ---- internationale ----------------------------------------------------------------------------------------------
/**
 * months of the stay abroad as OpenFisca's numpy counts them, `(fin - debut).astype('timedelta64[M]')`: the
 * days in average months of 30.436875 days, floored (`monthsOld` counts the days up to its date plus one).
 * Null when the dates are missing.
 */
function dureeSejour(s: Simulation, id: string, month: string): number | null {
  const debut = String(s.calc<string>('debut_etudes_etranger', id, month) ?? '');
  const fin = String(s.calc<string>('fin_etudes_etranger', id, month) ?? '');
  if (!/^\d{4}-\d{2}-\d{2}/.test(debut) || !/^\d{4}-\d{2}-\d{2}/.test(fin) || fin < debut) return null;
  return monthsOld(debut, addDays(fin, -1));
}

const internationaleConditions = (s: Simulation, id: string, month: string) => {
  const duree = dureeSejour(s, id, month);
  // the durations are known from June 2020 only: before, the aid is not computed
  const min = atOrNull(mobiliteInternationaleMoisMin, month);
  const max = atOrNull(mobiliteInternationaleMoisMax, month);
  if (min === null || max === null)
    return [
      condition(
        false,
        "Les règles de l'aide à la mobilité internationale ne sont connues qu'à partir de juin 2020.",
      ),
    ];
  return [
    condition(
      s.calc<boolean>('bourse_criteres_sociaux_eligibilite', id, month),
      'Il faut remplir les conditions de la bourse sur critères sociaux (étudiant du supérieur, âge, nationalité).',
    ),
    condition(
      ['public', 'prive_sous_contrat'].includes(s.calc<string>('statuts_etablissement_scolaire', id, month)),
      'Votre établissement doit être public ou privé sous contrat.',
    ),
    condition(duree !== null, "Indiquez les dates de début et de fin de votre séjour d'études à l'étranger."),
    condition(
      duree !== null && duree >= min && duree <= max,
      `Le séjour à l'étranger doit durer entre ${min} et ${max} mois.`,
    ),
  ];
};

defineVariable<boolean>({
  name: 'aide_mobilite_internationale_eligibilite',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) => internationaleConditions(s, id, month).every((c) => c.ok),
});

defineVariable<number>({
  name: 'aide_mobilite_internationale',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, id, month) =>
    s.calc<boolean>('aide_mobilite_internationale_eligibilite', id, month)
      ? at(mobiliteInternationaleMontant, month)
      : 0,
});

export const aideMobiliteInternationale: AidDefinition = {
  id: 'aide_mobilite_internationale',
  nom: 'Aide à la mobilité internationale',
  institution: 'Établissement d’enseignement supérieur',
  description:
    "400 € par mois pour les étudiants boursiers qui partent étudier ou faire un stage à l'étranger dans le cadre de leur formation.",
  periodicite: 'mensuelle',
  lien: 'https://www.etudiant.gouv.fr/fr/bourses-erasmus-et-aide-la-mobilite-internationale-ami-67',
  sources: [
    {
      title: "Arrêté du 19 juillet 2018 relatif à l'aide à la mobilité internationale, art. 4",
      href: 'https://www.legifrance.gouv.fr/loda/article_lc/LEGIARTI000037260758/2018-07-30',
    },
    {
      title: 'Circulaire 2024 sur les aides à la mobilité internationale',
      href: 'https://www.enseignementsup-recherche.gouv.fr/fr/bo/2024/Hebdo26/ESRS2413977C',
    },
  ],
  conditionsAVerifier: [
    'Le séjour doit faire partie de votre cursus (échange universitaire ou stage international).',
  ],
  dejaPercue: ['aide_mobilite_internationale'],
  evaluate(s, who, month) {
    const id = who.individu;
    const echec = firstFailure(internationaleConditions(s, id, month));
    if (echec) return notEligible(echec.raison);
    const montant = s.calc<number>('aide_mobilite_internationale', id, month);
    const duree = dureeSejour(s, id, month) ?? 0;
    return {
      eligible: true,
      montant,
      explication: [
        `Séjour de ${duree} mois à l'étranger : ${euros(montant)} par mois de séjour, soit ${euros(montant * duree)} au total.`,
      ],
    };
  },
};
