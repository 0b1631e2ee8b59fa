// Contrat d'engagement jeune (CEJ): a monthly allowance for 16–25-year-olds (29 if disabled) followed by
// France Travail or a mission locale, by age and the tax bracket of their tax household, reduced by income.
import { at, enVigueur } from '../../core/params.ts';
import { addYears, lastMonths, yearOf } from '../../core/periods.ts';
import { defineVariable } from '../../core/variables.ts';
import './ir-tranche.ts';
import { euros, notEligible, PAS_ENCORE, type AidDefinition } from '../../core/aid.ts';
import type { Simulation } from '../../core/simulation.ts';
import { nbHeuresTravailMensuel, smicHoraireBrut } from '../../params/commun.ts';
import {
  cejAbattement,
  cejAgeMaximum,
  cejAgeMaximumHandicap,
  cejAgeMinimum,
  cejMontantMajeurs1ereTranche,
  cejMontantMajeursNonImposables,
  cejMontantMineurs,
  cejPartSmic,
} from './params.ts';

const V = 'contrat_engagement_jeune';

// ---- tax bracket of the foyer fiscal of N-2 (ir_tranche, ./ir-tranche.ts) ----------------------------------
const trancheN2 = (s: Simulation, id: string, month: string) =>
  s.calc<number>('ir_tranche', s.foyerFiscal(id), addYears(yearOf(month), -2));

/**
 * Σ > 0 of a household benefit (RSA, prime d'activité) over `months`. Computed amounts are never negative, so
 * the first month with an amount decides; the most recent is read first, its reference windows being the
 * closest to those the other aids already evaluated. Amounts given as inputs may be anything: then the sum.
 */
function percu(s: Simulation, name: string, famille: string, months: readonly string[]): boolean {
  for (const m of months) if (s.hasInput(name, famille, m)) return !(s.sum(name, famille, months) <= 0);
  for (let i = months.length - 1; i >= 0; i--)
    if (!(s.calc<number>(name, famille, months[i]) <= 0)) return true;
  return false;
}

// ---- eligibility ----------------------------------------------------------------------------------------------
/**
 * The reason of the first condition that fails, in the order they are explained, or undefined when all hold.
 * Only the failing reason's text is built: this runs for most simulations (and twice when eligible).
 */
function motifRefus(s: Simulation, id: string, month: string): string | undefined {
  // the CEJ starts on 1 March 2022
  if (!enVigueur(month, cejAgeMinimum, cejMontantMineurs)) return PAS_ENCORE;
  // each condition is read only when the ones before it hold (the tax bracket of N-2 is a computation)
  const age = s.calc<number>('age', id, month);
  const min = at(cejAgeMinimum, month);
  if (!(age >= min)) return `Le contrat d'engagement jeune commence à ${min} ans.`;
  const handicap = s.calc<boolean>('handicap', id, month);
  const max = handicap ? at(cejAgeMaximumHandicap, month) : at(cejAgeMaximum, month);
  if (!(age <= max))
    return `Vous avez plus de ${max} ans${handicap ? '' : ` (la limite est de ${at(cejAgeMaximumHandicap, month)} ans pour une personne handicapée)`}.`;
  const activite = s.calc<string>('activite', id, month);
  if (activite === 'etudiant')
    return "Le contrat d'engagement jeune s'adresse aux jeunes qui ne sont pas étudiants.";
  // it is for young people neither in employment nor in training (D5131-19 du code du travail)
  if (s.calc<boolean>('apprenti', id, month) || s.calc<boolean>('alternant', id, month))
    return "Le contrat d'engagement jeune s'adresse aux jeunes sans emploi ni formation : vous êtes en apprentissage ou en alternance.";
  if (s.calc<boolean>('stagiaire', id, month))
    return "Le contrat d'engagement jeune s'adresse aux jeunes sans emploi ni formation : vous êtes en formation.";
  if (activite === 'actif')
    return "Le contrat d'engagement jeune s'adresse aux jeunes sans emploi ni formation : vous avez un emploi.";
  if (!(trancheN2(s, id, month) <= 1))
    return "Votre foyer fiscal est imposé au-delà de la première tranche de l'impôt sur le revenu.";
  // OpenFisca: indemnites_volontariat == 0 (any non-zero amount, even negative, refuses)
  if (s.calc<number>('indemnites_volontariat', id, month) !== 0)
    return 'Les jeunes en volontariat (service civique…) ne peuvent pas cumuler.';
  // The household's RSA and prime d'activité over three months are costly to evaluate (each has its own
  // reference windows): read only when the personal conditions hold, the prime only without RSA.
  const famille = s.famille(id);
  const trois = lastMonths(month, 3);
  if (percu(s, 'rsa', famille, trois)) return 'Votre foyer a perçu le RSA ces trois derniers mois.';
  if (percu(s, 'ppa', famille, trois))
    return "Votre foyer a perçu la prime d'activité ces trois derniers mois.";
  return undefined;
}

defineVariable<boolean>({
  name: `${V}_eligibilite`,
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  formula: (s, id, month) => motifRefus(s, id, month) === undefined,
});

defineVariable<number>({
  name: `${V}_montant_forfaitaire`,
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, id, month) => {
    if (!enVigueur(month, cejMontantMineurs)) return 0;
    const tranche = trancheN2(s, id, month);
    if (!s.calc<boolean>('majeur', id, month)) return tranche <= 1 ? at(cejMontantMineurs, month) : 0;
    if (tranche === 0) return at(cejMontantMajeursNonImposables, month);
    if (tranche === 1) return at(cejMontantMajeurs1ereTranche, month);
    return 0;
  },
});

// ---- amount --------------------------------------------------------------------------------------------------
const moyenne3Mois = (s: Simulation, id: string, month: string, names: string[]) => {
  const trois = lastMonths(month, 3);
  return names.reduce((total, name) => total + s.sum(name, id, trois), 0) / 3;
};

/** fully deducted resources: training pay and unemployment benefits (average of the 3 previous months) */
const ressourcesDeduites = (s: Simulation, id: string, month: string) =>
  moyenne3Mois(s, id, month, ['revenus_stage_formation_pro', 'chomage_net']);

/** earned income, deducted above 300 € up to 80 % of the gross SMIC */
const revenusActivite = (s: Simulation, id: string, month: string) =>
  moyenne3Mois(s, id, month, [
    'salaire_net',
    'indemnites_chomage_partiel',
    'indemnites_journalieres',
    'remuneration_apprenti',
  ]) +
  s.calc<number>('revenus_non_salarie_nets', id, yearOf(month)) / 12;

function montantCej(s: Simulation, id: string, month: string): number {
  const forfait = s.calc<number>(`${V}_montant_forfaitaire`, id, month);
  const abattement = at(cejAbattement, month);
  const smic = at(nbHeuresTravailMensuel, month) * at(smicHoraireBrut, month);
  const pente = forfait / (at(cejPartSmic, month) * smic - abattement);
  const apresDeduction = Math.max(0, forfait - ressourcesDeduites(s, id, month));
  return Math.max(0, apresDeduction - Math.max(0, revenusActivite(s, id, month) - abattement) * pente);
}

defineVariable<number>({
  name: V,
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: "Montant mensuel de l'allocation du contrat d'engagement jeune",
  // nothing before the CEJ existed (March 2022), even with an eligibility given by the situation
  formula: (s, id, month) =>
    enVigueur(month, cejAbattement, cejPartSmic) && s.calc<boolean>(`${V}_eligibilite`, id, month)
      ? montantCej(s, id, month)
      : 0,
});

const libelleTranche = (t: number) =>
  t === 0 ? 'non imposable' : t === 1 ? 'imposé dans la première tranche' : `imposé dans la tranche ${t}`;

export const contratEngagementJeune: AidDefinition = {
  id: V,
  nom: "Contrat d'engagement jeune (CEJ)",
  institution: 'France Travail / mission locale',
  description:
    "Un accompagnement intensif de 15 à 20 heures par semaine vers l'emploi ou la formation, avec une allocation mensuelle pouvant aller jusqu'à environ 560 € selon votre âge et les revenus de votre foyer.",
  periodicite: 'mensuelle',
  lien: 'https://www.1jeune1solution.gouv.fr/contrat-engagement-jeune',
  teleservice: 'https://www.1jeune1solution.gouv.fr/contrat-engagement-jeune#formulaire-cej',
  sources: [
    {
      title: "Décret n° 2022-199 du 18 février 2022 relatif au contrat d'engagement jeune",
      href: 'https://www.legifrance.gouv.fr/eli/decret/2022/2/18/MTRD2201230D/jo/texte',
    },
    {
      title: 'Code du travail, articles D5131-19 à D5131-23',
      href: 'https://www.legifrance.gouv.fr/codes/article_lc/LEGIARTI000045207447',
    },
  ],
  conditionsAVerifier: [
    "Ne pas être en emploi durable ni en formation, et s'engager à suivre le programme (15 à 20 h par semaine).",
    "L'allocation n'est versée que pour les mois où vous respectez vos engagements.",
  ],
  dejaPercue: ['contrat_engagement_jeune', 'cej', 'garantie_jeunes'],
  evaluate(s, who, month) {
    const id = who.individu;
    const refus = motifRefus(s, id, month);
    if (refus !== undefined) return notEligible(refus);
    const forfait = s.calc<number>(`${V}_montant_forfaitaire`, id, month);
    const montant = s.calc<number>(V, id, month);
    const age = s.calc<number>('age', id, month);
    const tranche = trancheN2(s, id, month);
    const explication = [
      `À ${age} ans, avec un foyer fiscal ${libelleTranche(tranche)}, l'allocation maximale est de ${euros(forfait)} par mois.`,
    ];
    const deduites = ressourcesDeduites(s, id, month);
    const activite = revenusActivite(s, id, month);
    if (deduites > 0)
      explication.push(
        `Vos allocations chômage ou rémunérations de formation (${euros(deduites)} par mois en moyenne) sont déduites.`,
      );
    if (activite > at(cejAbattement, month))
      explication.push(
        `Vos revenus d'activité (${euros(activite)} par mois en moyenne) réduisent l'allocation au-delà de ${euros(at(cejAbattement, month))}.`,
      );
    if (montant <= 0)
      return {
        eligible: false,
        montant: 0,
        explication: [...explication, "Vos revenus sont trop élevés : l'allocation est nulle."],
      };
    explication.push(`Vous pouvez recevoir ${euros(montant)} par mois.`);
    return { eligible: true, montant, explication };
  },
};
