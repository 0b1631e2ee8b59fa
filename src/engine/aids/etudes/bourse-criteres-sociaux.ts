// Bourse d'enseignement supérieur sur critères sociaux (CROUS): échelon from the parents' income of N-2 and
// the points de charge, monthly amount paid over 10 months.
import { at, enVigueur, singleAmount } from '../../core/params.ts';
import { addYears, yearOf } from '../../core/periods.ts';
import { defineVariable } from '../../core/variables.ts';
import {
  condition,
  euros,
  firstFailure,
  notEligible,
  PAS_ENCORE,
  type AidDefinition,
} from '../../core/aid.ts';
import type { Simulation } from '../../core/simulation.ts';
import { nbHeuresTravailMensuel, smicHoraireBrut } from '../../params/commun.ts';
import {
  bcsAgeMaximum,
  bcsMontants,
  bcsNationalitesHorsEee,
  bcsNombreMensualites,
  bcsPlafonds,
  bcsPointsDistance,
  bcsPointsParEnfantACharge,
  bcsPointsParEnfantEtudiant,
  bcsSeuilEtudiantAutonome,
  ECHELONS,
} from './params.ts';
import { nationalite, ressortissantEee } from './commun.ts';

const V = 'bourse_criteres_sociaux';
/** OpenFisca's ratio between net and gross SMIC used for the autonomy threshold */
const SMIC_NET_SUR_BRUT = 8.11 / 10.25;

// ---- eligibility ----------------------------------------------------------------------------------------
defineVariable<number>({
  name: `${V}_nombre_enfants_parent_etudiant`,
  entity: 'famille',
  period: 'month',
  valueType: 'int',
  default: 0,
  formula: (s, famille) => s.members('famille', famille, 'enfants').length,
});

defineVariable<boolean>({
  name: `${V}_eligibilite_age`,
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) => {
    if (s.calc<boolean>('handicap', id, month)) return true;
    const max =
      at(bcsAgeMaximum, month) + s.calc<number>(`${V}_nombre_enfants_parent_etudiant`, s.famille(id), month);
    return s.calc<number>('age', id, month) <= max;
  },
});

const DOCTORAT = ['doctorat_1', 'doctorat_2', 'doctorat_3'];

defineVariable<boolean>({
  name: `${V}_eligibilite_etude`,
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    s.calc<string>('scolarite', id, month) === 'enseignement_superieur' &&
    !s.calc<boolean>('alternant', id, month) &&
    ['public', 'prive_sous_contrat'].includes(s.calc<string>('statuts_etablissement_scolaire', id, month)) &&
    !DOCTORAT.includes(s.calc<string>('annee_etude', id, month)),
});

defineVariable<boolean>({
  name: `${V}_eligibilite_nationalite`,
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    ressortissantEee(s, id, month) || at(bcsNationalitesHorsEee, month).includes(nationalite(s, id, month)),
});

defineVariable<boolean>({
  name: `${V}_eligibilite`,
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) =>
    enVigueur(month, bcsMontants, bcsPlafonds[0]) &&
    s.calc<boolean>(`${V}_eligibilite_age`, id, month) &&
    s.calc<boolean>(`${V}_eligibilite_etude`, id, month) &&
    s.calc<boolean>(`${V}_eligibilite_nationalite`, id, month),
});

// ---- resources ------------------------------------------------------------------------------------------
/**
 * the parents' revenu brut global of N-2, compared as given for the month with the annual ceilings; as in
 * OpenFisca (set_input_divide_by_period), a value given for a year is divided among its months
 */
defineVariable<number>({
  name: `${V}_base_ressources_parentale`,
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  setInput: 'divide',
  label: 'Ressources parentales (revenu brut global N-2) prises en compte pour la bourse',
});

defineVariable<number>({
  name: `${V}_etudiant_autonome_ressource_mensuelle`,
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, id, month) => s.calc<number>('rsa_base_ressources', s.famille(id), month),
});

defineVariable<boolean>({
  name: `${V}_etudiant_autonome`,
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) => {
    if (s.calc<boolean>('orphelin', id, month)) return true;
    const marie = ['marie', 'pacse'].includes(s.calc<string>('statut_marital', id, month));
    const smicNet = at(smicHoraireBrut, month) * at(nbHeuresTravailMensuel, month) * SMIC_NET_SUR_BRUT;
    const ressources = s.calc<number>(`${V}_etudiant_autonome_ressource_mensuelle`, id, month);
    if (marie && ressources >= at(bcsSeuilEtudiantAutonome, month) * smicNet) return true;
    // a parent of their famille, with children, who is not a dependent child for the tax of the year
    return (
      s.roleIn('famille', id) === 'parents' &&
      !s.calc<boolean>('enfant_a_charge', id, yearOf(month)) &&
      s.calc<number>(`${V}_nombre_enfants_parent_etudiant`, s.famille(id), month) > 0
    );
  },
});

defineVariable<number>({
  name: `${V}_base_ressources_etudiant_autonome`,
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, id, month) => s.calc<number>('rbg', s.foyerFiscal(id), addYears(yearOf(month), -2)),
});

defineVariable<number>({
  name: `${V}_base_ressources`,
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, id, month) =>
    s.calc<boolean>(`${V}_etudiant_autonome`, id, month)
      ? s.calc<number>(`${V}_base_ressources_etudiant_autonome`, id, month)
      : s.calc<number>(`${V}_base_ressources_parentale`, id, month),
});

// ---- points de charge -------------------------------------------------------------------------------------
defineVariable<number>({
  name: `${V}_points_de_charge_distance_domicile_familial`,
  entity: 'individu',
  period: 'month',
  valueType: 'int',
  default: 0,
  formula: (s, id, month) =>
    singleAmount(at(bcsPointsDistance, month), s.calc<number>(`${V}_distance_domicile_familial`, id, month)),
});

defineVariable<number>({
  name: `${V}_points_de_charge_charges_familiale`,
  entity: 'individu',
  period: 'month',
  valueType: 'int',
  default: 0,
  formula: (s, id, month) => {
    const famille = s.famille(id);
    const enfants = s.calc<number>(`${V}_nombre_enfants_a_charge`, famille, month);
    const dansSup = s.calc<number>(
      `${V}_nombre_enfants_a_charge_dans_enseignement_superieur`,
      famille,
      month,
    );
    // the candidate is one of the children in higher education; only the others bring points
    const autresEtudiants = Math.max(0, dansSup - 1);
    const autresEnfants = Math.max(0, enfants - dansSup);
    return (
      autresEnfants * at(bcsPointsParEnfantACharge, month) +
      autresEtudiants * at(bcsPointsParEnfantEtudiant, month)
    );
  },
});

defineVariable<number>({
  name: `${V}_points_de_charge`,
  entity: 'individu',
  period: 'month',
  valueType: 'int',
  default: 0,
  formula: (s, id, month) =>
    s.calc<number>(`${V}_points_de_charge_distance_domicile_familial`, id, month) +
    s.calc<number>(`${V}_points_de_charge_charges_familiale`, id, month),
});

// ---- échelon and amount ------------------------------------------------------------------------------------
/** resource ceiling of échelon `e` (0 = 0 bis) for `points` points de charge */
export function plafondEchelon(e: number, points: number, month: string): number {
  return singleAmount(at(bcsPlafonds[e], month), points);
}

defineVariable<number>({
  name: `${V}_echelon`,
  entity: 'individu',
  period: 'month',
  valueType: 'int',
  default: -1,
  label: 'Échelon de la bourse (0 = échelon 0 bis, -1 = pas de bourse)',
  formula: (s, id, month) => {
    if (!s.calc<boolean>(`${V}_eligibilite`, id, month)) return -1;
    const ressources = s.calc<number>(`${V}_base_ressources`, id, month);
    const points = s.calc<number>(`${V}_points_de_charge`, id, month);
    for (const e of ECHELONS) if (ressources <= plafondEchelon(e, points, month)) return e;
    return -1;
  },
});

defineVariable<number>({
  name: V,
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant mensuel de la bourse sur critères sociaux',
  // the barème of the échelon alone: eligibility (studies, age, nationality) belongs to the échelon, which is −1
  // when it fails; an échelon given by the situation is paid as such
  formula: (s, id, month) => {
    const echelon = s.calc<number>(`${V}_echelon`, id, month);
    return echelon < 0 ? 0 : singleAmount(at(bcsMontants, month), echelon);
  },
});

// ---- the aid ------------------------------------------------------------------------------------------------
const nomEchelon = (e: number) => (e === 0 ? '0 bis' : String(e));

function raisons(s: Simulation, id: string, month: string) {
  const scolarite = s.calc<string>('scolarite', id, month);
  return [
    condition(enVigueur(month, bcsMontants, bcsPlafonds[0]), PAS_ENCORE),
    condition(
      s.calc<boolean>(`${V}_eligibilite_age`, id, month),
      `Vous avez plus de ${at(bcsAgeMaximum, month)} ans (limite reculée d'un an par enfant que vous élevez, levée en cas de handicap).`,
    ),
    condition(
      scolarite === 'enseignement_superieur',
      "La bourse est réservée aux étudiants de l'enseignement supérieur.",
    ),
    condition(
      !s.calc<boolean>('alternant', id, month),
      'Les étudiants en alternance sont rémunérés et ne peuvent pas recevoir cette bourse.',
    ),
    condition(
      ['public', 'prive_sous_contrat'].includes(s.calc<string>('statuts_etablissement_scolaire', id, month)),
      'Votre établissement doit être public ou privé sous contrat (habilité à recevoir des boursiers).',
    ),
    condition(
      !DOCTORAT.includes(s.calc<string>('annee_etude', id, month)),
      'Les doctorants ne relèvent pas de cette bourse.',
    ),
    condition(
      s.calc<boolean>(`${V}_eligibilite_nationalite`, id, month),
      "Il faut être ressortissant de l'Union européenne, de l'Espace économique européen ou de Suisse.",
    ),
  ];
}

export const bourseCriteresSociaux: AidDefinition = {
  id: V,
  nom: 'Bourse sur critères sociaux',
  institution: 'CROUS',
  description:
    "Une bourse versée chaque mois pendant l'année universitaire aux étudiants dont la famille a des revenus modestes. Son montant dépend de l'échelon, fixé d'après les revenus de vos parents et vos points de charge.",
  periodicite: 'mensuelle',
  lien: 'https://www.etudiant.gouv.fr/fr/bourse-et-logement-constituer-votre-dossier-social-etudiant-dse-402',
  teleservice: 'https://www.messervices.etudiant.gouv.fr/envole/',
  sources: [
    {
      title: "Code de l'éducation, article L821-1 (aides aux étudiants)",
      href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000027737235',
    },
    {
      title: 'Arrêté du 13 avril 2023 fixant les taux des bourses (2023-2024)',
      href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000047483284',
    },
    {
      title: 'Arrêté du 15 avril 2025 fixant les plafonds de ressources (2025-2026)',
      href: 'https://www.legifrance.gouv.fr/jorf/id/JORFTEXT000051491048',
    },
  ],
  conditionsAVerifier: [
    'Faire votre dossier social étudiant (DSE) sur messervices.etudiant.gouv.fr entre mars et mai, avant la rentrée.',
    'Être inscrit en formation initiale, à temps plein, dans une formation habilitée à recevoir des boursiers.',
    'Être assidu aux cours et présent aux examens.',
    'Les revenus retenus sont ceux de l’avis d’imposition de vos parents de l’année N-2 (revenu brut global).',
  ],
  dejaPercue: ['bourse_criteres_sociaux', 'bourse_enseignement_superieur', 'bourse'],
  evaluate(s, who, month) {
    const id = who.individu;
    const mois = at(bcsNombreMensualites, month);
    // an échelon the situation gives (the student's notification) decides by itself
    if (s.hasInput(`${V}_echelon`, id, month)) {
      const echelon = s.calc<number>(`${V}_echelon`, id, month);
      if (echelon < 0)
        return notEligible("D'après vos réponses, aucun échelon de bourse ne vous est attribué.");
      const montant = s.calc<number>(V, id, month);
      return {
        eligible: true,
        montant,
        explication: [
          `Échelon ${nomEchelon(echelon)} indiqué : ${euros(montant)} par mois, versés ${mois} mois (${euros(montant * mois)} sur l'année).`,
        ],
      };
    }
    if (!s.calc<boolean>(`${V}_eligibilite`, id, month)) {
      const echec = firstFailure(raisons(s, id, month));
      return notEligible(
        echec?.raison ?? "Vous ne remplissez pas les conditions d'études, d'âge ou de nationalité.",
      );
    }
    const ressources = s.calc<number>(`${V}_base_ressources`, id, month);
    const points = s.calc<number>(`${V}_points_de_charge`, id, month);
    const echelon = s.calc<number>(`${V}_echelon`, id, month);
    const autonome = s.calc<boolean>(`${V}_etudiant_autonome`, id, month);
    const qui = autonome ? 'vous déclarez' : 'vos parents déclarent';
    const pts = `${points} point${points > 1 ? 's' : ''} de charge`;
    if (echelon < 0)
      return notEligible(
        `${autonome ? 'Vos revenus' : 'Les revenus de vos parents'} (${euros(ressources)}) dépassent le plafond de l'échelon 0 bis (${euros(plafondEchelon(0, points, month))} pour ${pts}).`,
      );
    const montant = s.calc<number>(V, id, month);
    return {
      eligible: true,
      montant,
      explication: [
        `Échelon ${nomEchelon(echelon)} : ${qui} ${euros(ressources)} de revenus pour ${pts} (plafond ${euros(plafondEchelon(echelon, points, month))}).`,
        `L'échelon ${nomEchelon(echelon)} donne ${euros(montant)} par mois, versés ${mois} mois (${euros(montant * mois)} sur l'année).`,
      ],
    };
  },
};
