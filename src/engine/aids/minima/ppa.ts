// Prime d'activité: the average, over the reference quarter, of a monthly "fictive" prime computed with each
// month's own incomes, family and parameters.
import type { AidDefinition } from '../../core/aid.ts';
import { euros, notEligible } from '../../core/aid.ts';
import { at, round2 } from '../../core/params.ts';
import { addMonths, addYears, monthsOfYear, yearOf } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { declarantPrincipal } from '../../variables/fiscal.ts';
import { crdsTaux, smicHoraireBrut } from '../../params/commun.ts';
import { plural, sourcesOf } from '../famille/prestations.ts';
import { pfRevenuPlafondPacNonScolaire } from '../../params/commun.ts';
import { aahToujoursNulle } from './aah.ts';
import {
  coefficientFoyer,
  forfaitLogement,
  montantForfaitLogement,
  parentsOf,
  trimestreReference,
  troisDerniersMois,
} from './commun.ts';
import {
  heuresSmicPlancherApprenant,
  ppaAgeMin,
  ppaForfaitLogementTaux1,
  ppaForfaitLogementTaux2,
  ppaForfaitLogementTaux3,
  ppaMajDeuxiemePersonne,
  ppaMajPersonneSupplementaire,
  ppaMajTroisiemePersonne,
  ppaMajoreBase,
  ppaMajoreParEnfant,
  ppaMontantBase,
  ppaMontantMinimumVerse,
  ppaPente,
  ppaSeuilAahActivite,
  ppaSeuilBonification,
  ppaSeuilMaxBonification,
  ppaTauxBonificationMax,
} from './params.ts';

const majorationsPpa = (month: string) => ({
  deuxieme: at(ppaMajDeuxiemePersonne, month),
  troisieme: at(ppaMajTroisiemePersonne, month),
  supplementaire: at(ppaMajPersonneSupplementaire, month),
});

const REVENUS_ACTIVITE = [
  'salaire_net',
  'revenus_stage_formation_pro',
  'remuneration_apprenti',
  'bourse_recherche',
  'indemnites_chomage_partiel',
  'rpns_auto_entrepreneur_benefice',
  'rsa_indemnites_journalieres_activite',
];
const RESSOURCES_HORS_ACTIVITE = [
  'asi',
  'caah',
  'chomage_net',
  'retraite_nette',
  'retraite_combattant',
  'pensions_invalidite',
  'pensions_alimentaires_percues',
  'prestation_compensatoire',
  'prime_forfaitaire_mensuelle_reprise_activite',
  'rsa_indemnites_journalieres_hors_activite',
];

/** earnings without the AAH, and whether the AAH then counts as earned income */
function revenusActiviteHorsAah(s: Simulation, id: string, month: string): number {
  return (
    s.sumVariables(REVENUS_ACTIVITE, id, month) +
    s.calc<number>('ppa_rsa_derniers_revenus_tns_annuels_connus', id, yearOf(month))
  );
}
/** the earnings above which the AAH counts as earned income */
const seuilAahActivite = (month: string) => at(ppaSeuilAahActivite, month) * at(smicHoraireBrut, month);
const aahCommeActivite = (s: Simulation, id: string, month: string) =>
  revenusActiviteHorsAah(s, id, month) >= seuilAahActivite(month);

export const ppaRevenuActiviteIndividu = defineVariable<number>({
  name: 'ppa_revenu_activite_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Revenus d'activité du mois pris en compte pour la prime d'activité",
  formula: (s, id, month) =>
    revenusActiviteHorsAah(s, id, month) +
    (!aahToujoursNulle(s, id) && aahCommeActivite(s, id, month) ? s.calc<number>('aah', id, month) : 0),
});

export const ppaRevenuActivite = defineVariable<number>({
  name: 'ppa_revenu_activite',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Revenus d'activité du foyer pour la prime d'activité",
  formula: (s, famille, month) => s.sumMembers('famille', famille, 'ppa_revenu_activite_individu', month),
});

/** capital and rental income of year N-2, with the tax household's capital gains and annuities for its principal declarant */
function revenusDuPatrimoineN2(s: Simulation, id: string, month: string): number {
  const n2 = addYears(yearOf(month), -2);
  const mois = monthsOfYear(n2);
  const revenus = s.sum('revenus_capital', id, mois) + s.sum('revenus_locatifs', id, mois);
  if (!declarantPrincipal(s, id)) return revenus;
  const foyer = s.foyerFiscal(id);
  return (
    revenus +
    s.calc<number>('assiette_csg_plus_values', foyer, n2) +
    s.sum('rente_viagere_titre_onereux', foyer, mois)
  );
}

export const ppaRessourcesHorsActiviteIndividu = defineVariable<number>({
  name: 'ppa_ressources_hors_activite_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Ressources hors activité d'une personne pour la prime d'activité",
  formula: (s, id, month) => {
    let total = s.sumVariables(RESSOURCES_HORS_ACTIVITE, id, month);
    // below the threshold, the AAH is not earned income: read on the activity income as OpenFisca does, so
    // that an activity income given by the situation decides
    if (
      !aahToujoursNulle(s, id) &&
      s.calc<number>('ppa_revenu_activite_individu', id, month) < seuilAahActivite(month)
    )
      total += s.calc<number>('aah', id, month);
    return total + revenusDuPatrimoineN2(s, id, month) / 12;
  },
});

export const ppaRessourcesHorsActivite = defineVariable<number>({
  name: 'ppa_ressources_hors_activite',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Ressources hors activité du foyer pour la prime d'activité",
  formula: (s, famille, month) =>
    s.calc<number>('ppa_base_ressources_prestations_familiales', famille, month) +
    s.calc<number>('aspa', famille, month) +
    s.sumMembers('famille', famille, 'ass', month) +
    s.sumMembers('famille', famille, 'ppa_ressources_hors_activite_individu', month),
});

export const ppaBaseRessources = defineVariable<number>({
  name: 'ppa_base_ressources',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Ressources du foyer prises en compte pour la prime d'activité (mois)",
  formula: (s, famille, month) =>
    s.calc<number>('ppa_revenu_activite', famille, month) +
    s.calc<number>('ppa_ressources_hors_activite', famille, month),
});

const personnesFoyer = (s: Simulation, famille: string, month: string) =>
  parentsOf(s, famille).length + s.calc<number>('rsa_nb_enfants', famille, month);

export const ppaMontantForfaitaireFamilialNonMajore = defineVariable<number>({
  name: 'ppa_montant_forfaitaire_familial_non_majore',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Montant forfaitaire familial de la prime d'activité",
  formula: (s, famille, month) =>
    at(ppaMontantBase, month) *
    coefficientFoyer(personnesFoyer(s, famille, month), parentsOf(s, famille).length, majorationsPpa(month)),
});

export const ppaMontantForfaitaireFamilialMajore = defineVariable<number>({
  name: 'ppa_montant_forfaitaire_familial_majore',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Montant forfaitaire majoré (parent isolé) de la prime d'activité",
  formula: (s, famille, month) =>
    at(ppaMontantBase, month) *
    (at(ppaMajoreBase, month) +
      at(ppaMajoreParEnfant, month) * s.calc<number>('rsa_nb_enfants', famille, month)),
});

export const ppaFictiveMontantForfaitaire = defineVariable<number>({
  name: 'ppa_fictive_montant_forfaitaire',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Montant forfaitaire de la prime d'activité du mois",
  formula: (s, famille, month) =>
    s.calc<boolean>('rsa_majore_eligibilite', famille, month)
      ? s.calc<number>('ppa_montant_forfaitaire_familial_majore', famille, month)
      : s.calc<number>('ppa_montant_forfaitaire_familial_non_majore', famille, month),
});

export const ppaFictiveRessourceActivite = defineVariable<number>({
  name: 'ppa_fictive_ressource_activite',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Part des revenus d'activité ajoutée au montant forfaitaire (pente)",
  formula: (s, famille, month) => at(ppaPente, month) * s.calc<number>('ppa_revenu_activite', famille, month),
});

/** the full housing flat for the household size: the most ppa_forfait_logement's formula can give */
function forfaitLogementPlein(s: Simulation, famille: string, month: string): number {
  return montantForfaitLogement(
    personnesFoyer(s, famille, month),
    at(ppaMontantBase, month),
    majorationsPpa(month),
    [
      at(ppaForfaitLogementTaux1, month),
      at(ppaForfaitLogementTaux2, month),
      at(ppaForfaitLogementTaux3, month),
    ],
  );
}

export const ppaForfaitLogement = defineVariable<number>({
  name: 'ppa_forfait_logement',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Forfait logement de la prime d'activité",
  formula: (s, famille, month) => forfaitLogement(s, famille, month, forfaitLogementPlein(s, famille, month)),
});

export const ppaBonification = defineVariable<number>({
  name: 'ppa_bonification',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Bonification individuelle de la prime d'activité",
  formula: (s, id, month) => {
    const revenu = s.calc<number>('ppa_revenu_activite_individu', id, month);
    const smic = at(smicHoraireBrut, month);
    const seuil = at(ppaSeuilBonification, month) * smic;
    const seuilMax = at(ppaSeuilMaxBonification, month) * smic;
    const max = round2(at(ppaTauxBonificationMax, month) * at(ppaMontantBase, month));
    return Math.min(max, Math.max(0, (max * (revenu - seuil)) / (seuilMax - seuil)));
  },
});

export const ppaEligibilite = defineVariable<boolean>({
  name: 'ppa_eligibilite',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: "Éligibilité à la prime d'activité pour un mois",
  formula: (s, famille, month) => {
    const membres = s.members('famille', famille);
    const majeur = membres.some((m) => s.calc<number>('age', m, month) >= at(ppaAgeMin, month));
    return (
      majeur &&
      (membres.some((m) => s.calc<boolean>('rsa_condition_nationalite', m, month)) ||
        s.calc<boolean>('rsa_majore_eligibilite', famille, month))
    );
  },
});

export const ppaFictive = defineVariable<number>({
  name: 'ppa_fictive',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Prime d'activité fictive d'un mois",
  formula: (s, famille, month) => {
    if (!s.calc<boolean>('ppa_eligibilite', famille, month)) return 0;
    const forfaitaire = s.calc<number>('ppa_fictive_montant_forfaitaire', famille, month);
    const bonification = s.sumMembers('famille', famille, 'ppa_bonification', month);
    const garanti =
      forfaitaire + bonification + s.calc<number>('ppa_fictive_ressource_activite', famille, month);
    const base = s.calc<number>('ppa_base_ressources', famille, month);
    // The housing flat needs the housing aid, a costly chain. Its formula gives between 0 and the full flat
    // (a flat given as an input may be anything, so it is then read): when the resources reach the guaranteed
    // amount without it, the prime is 0; when they stay under the montant forfaitaire even with the full
    // flat, only the montant forfaitaire is deducted.
    if (!s.hasInput('ppa_forfait_logement', famille, month)) {
      if (base >= garanti) return 0;
      if (base + forfaitLogementPlein(s, famille, month) <= forfaitaire)
        return Math.max(0, garanti - forfaitaire);
    }
    const ressources = base + s.calc<number>('ppa_forfait_logement', famille, month);
    return Math.max(0, garanti - Math.max(ressources, forfaitaire));
  },
});

export const ppaPlancherRevenuActiviteApprenant = defineVariable<number>({
  name: 'ppa_plancher_revenu_activite_apprenant',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label:
    "Revenus d'activité au-dessus desquels un étudiant, stagiaire ou apprenti a droit à la prime d'activité",
  formula: (_s, _id, month) =>
    at(pfRevenuPlafondPacNonScolaire, month) *
    at(heuresSmicPlancherApprenant, month) *
    at(smicHoraireBrut, month),
});

const apprenant = (s: Simulation, id: string, month: string) =>
  s.calc<boolean>('etudiant', id, month) ||
  s.calc<boolean>('stagiaire', id, month) ||
  s.calc<boolean>('apprenti', id, month);

/**
 * a parent opens the right if they earned more than the apprenant floor of month M in each of M-3..M-1, or,
 * not being an apprenant in month M, earned something in one of them (OpenFisca reads the status and the
 * floor at M only)
 */
function parentRemplitConditionApprenant(s: Simulation, id: string, month: string): boolean {
  const revenus = troisDerniersMois(month).map((m) => s.calc<number>('ppa_revenu_activite_individu', id, m));
  const plancher = s.calc<number>('ppa_plancher_revenu_activite_apprenant', id, month);
  if (revenus.every((r) => r > plancher)) return true;
  return !apprenant(s, id, month) && revenus.some((r) => r > 0);
}

export const ppaEligibiliteApprenants = defineVariable<boolean>({
  name: 'ppa_eligibilite_apprenants',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Condition de revenus des étudiants, stagiaires et apprentis sur les 3 derniers mois',
  formula: (s, famille, month) =>
    s.calc<boolean>('rsa_majore_eligibilite', famille, month) ||
    parentsOf(s, famille).some((p) => parentRemplitConditionApprenant(s, p, month)),
});

export const ppa = defineVariable<number>({
  name: 'ppa',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Prime d'activité",
  formula: (s, famille, month) => {
    if (!s.calc<boolean>('ppa_eligibilite_apprenants', famille, month)) return 0;
    const montant = s.sum('ppa_fictive', famille, trimestreReference(s, famille, month)) / 3;
    return montant < at(ppaMontantMinimumVerse, month) ? 0 : montant;
  },
});

// ---- payment: the amount computed for the quarter's first month is paid for three months -------------------
/** months since the claim (ppa_mois_demande, OpenFisca's default 1970-01), modulo 3 */
export const ppaIndiceDuMoisTrimestreReference = defineVariable<number>({
  name: 'ppa_indice_du_mois_trimestre_reference',
  entity: 'famille',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: 'Rang du mois dans le trimestre de droit qui commence au mois de la demande (0, 1 ou 2)',
  formula: (s, famille, month) => {
    const demande = s.calc<string>('ppa_mois_demande', famille, 'ETERNITY') || '1970-01-01';
    const mois = (m: string) => Number(m.slice(0, 4)) * 12 + Number(m.slice(5, 7));
    return (((mois(month) - mois(demande)) % 3) + 3) % 3;
  },
});

export const ppaVersee = defineVariable<number>({
  name: 'ppa_versee',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Prime d'activité versée : celle du premier mois du trimestre de droit",
  formula: (s, famille, month) =>
    s.calc<number>(
      'ppa',
      famille,
      addMonths(month, -s.calc<number>('ppa_indice_du_mois_trimestre_reference', famille, month)),
    ),
});

export const crdsPpa = defineVariable<number>({
  name: 'crds_ppa',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "CRDS sur la prime d'activité (négative)",
  formula: (s, famille, month) => -at(crdsTaux, month) * s.calc<number>('ppa', famille, month),
});

export const ppaNetteCrds = defineVariable<number>({
  name: 'ppa_nette_crds',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Prime d'activité après CRDS",
  formula: (s, famille, month) =>
    s.calc<number>('ppa', famille, month) + s.calc<number>('crds_ppa', famille, month),
});

export const primeActivite: AidDefinition = {
  id: 'ppa',
  nom: "Prime d'activité",
  institution: 'CAF ou MSA',
  description:
    'Un complément de revenus pour les personnes qui travaillent (salariés, indépendants, apprentis…) dès 18 ans, quand leurs revenus sont modestes.',
  periodicite: 'mensuelle',
  lien: 'https://www.service-public.gouv.fr/particuliers/vosdroits/F2882',
  teleservice: 'https://www.caf.fr/allocataires/mes-services-en-ligne/faire-une-demande-de-prestation',
  sources: sourcesOf(
    ppaMontantBase,
    ppaPente,
    ppaSeuilBonification,
    ppaTauxBonificationMax,
    ppaForfaitLogementTaux1,
    ppaMontantMinimumVerse,
    heuresSmicPlancherApprenant,
    smicHoraireBrut,
  ),
  conditionsAVerifier: ['Résider en France de manière stable et effective.'],
  dejaPercue: ['ppa', 'prime_activite'],
  evaluate(s, who, month) {
    const famille = who.famille;
    const trimestre = trimestreReference(s, famille, month);
    const revenus = trimestre.map((m) => s.calc<number>('ppa_revenu_activite', famille, m));
    if (!revenus.some((r) => r > 0))
      return notEligible(
        "La prime d'activité est réservée aux personnes qui ont travaillé au cours des 3 derniers mois.",
      );
    if (!s.calc<boolean>('ppa_eligibilite_apprenants', famille, month)) {
      const plancher = s.calc<number>('ppa_plancher_revenu_activite_apprenant', who.individu, month);
      return notEligible(
        `Étudiant(e), stagiaire ou apprenti(e) : il faut avoir gagné plus de ${euros(plancher)} chaque mois des 3 derniers mois (78 % du SMIC net environ).`,
      );
    }
    const montant = s.calc<number>('ppa', famille, month);
    const dernier = trimestre[2];
    const personnes = personnesFoyer(s, famille, dernier);
    const explication = [
      `Revenus d'activité moyens des 3 derniers mois : ${euros(revenus.reduce((a, b) => a + b, 0) / 3)}.`,
      `Montant forfaitaire pour ${plural(personnes, 'personne')} : ${euros(s.calc<number>('ppa_fictive_montant_forfaitaire', famille, dernier))}, plus ${String(at(ppaPente, dernier) * 100).replace('.', ',')} % de vos revenus d'activité.`,
    ];
    const bonification = s.sumMembers('famille', famille, 'ppa_bonification', dernier);
    if (bonification > 0)
      explication.push(
        `Bonification individuelle (revenus au-dessus d'environ la moitié du SMIC) : ${euros(bonification)}.`,
      );
    const forfait = s.calc<number>('ppa_forfait_logement', famille, dernier);
    if (forfait > 0) explication.push(`Forfait logement déduit : ${euros(forfait)}.`);
    explication.push(
      `Ressources du foyer déduites (revenus et autres aides) : ${euros(s.calc<number>('ppa_base_ressources', famille, dernier))}.`,
    );
    if (montant <= 0)
      return {
        eligible: false,
        montant: 0,
        explication: [
          ...explication,
          `Le calcul donne moins de ${euros(at(ppaMontantMinimumVerse, month))} : la prime n'est pas versée.`,
        ],
      };
    explication.push(
      `Prime d'activité : ${euros(montant)} par mois (moyenne des montants calculés pour chacun des 3 derniers mois).`,
    );
    return { eligible: true, montant, explication };
  },
};
