// From the formula's amount to the monthly payment: threshold, high-rent taper, flat deduction, RLS, CRDS;
// then APL / ALS / ALF and their sum `aide_logement`.
import { defineVariable, variablesEntre } from '../../core/variables.ts';
import { at, atOrNull, round2, type Parameter as P } from '../../core/params.ts';
type Parameter = P<number>;
import type { Simulation } from '../../core/simulation.ts';
import { crdsTaux } from '../../params/commun.ts';
import { locatif, reductionLoyerSolidarite as RLS } from './params/index.ts';
import { menageOf, outreMerOf, statutOf, zoneOf } from './helpers.ts';
import { monthsOfYear, yearOf } from '../../core/periods.ts';
import { compositionOf, montantLocatif } from './locatif.ts';
import { isFoyer, isPrimoAccedant } from './foyer.ts';

export type Regime = 'locatif' | 'foyer' | 'accession' | 'aucun';

const LOCATAIRES = ['locataire_hlm', 'locataire_vide', 'locataire_meuble'];

/** which formula applies: a tenant status wins, even in a CROUS residence (OpenFisca's select) */
export function regimeOf(s: Simulation, famille: string, month: string): Regime {
  if (LOCATAIRES.includes(statutOf(s, famille, month))) return 'locatif';
  if (isPrimoAccedant(s, famille, month)) return 'accession';
  if (isFoyer(s, famille, month)) return 'foyer';
  return 'aucun';
}

const conventionne = (s: Simulation, famille: string, month: string) =>
  s.calc<boolean>('logement_conventionne', menageOf(s, famille), month);

export const montantSelectionne = defineVariable<number>({
  name: 'aide_logement_montant_selectionne_avant_seuil',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, famille, month) => {
    const regime = regimeOf(s, famille, month);
    if (regime === 'locatif') return montantLocatif(s, famille, month);
    if (regime === 'aucun') return 0;
    return s.calc<number>('aides_logement_accedant_et_foyer', famille, month);
  },
});

/** the rental payment threshold, APL or not, whatever the regime (aides_logement.py) */
function seuilVersement(s: Simulation, famille: string, month: string): number {
  const seuils = locatif.seuils_minimum_versement;
  return at(conventionne(s, famille, month) ? seuils.apl : seuils.non_apl, month);
}

export const montantBrutAvantDegressivite = defineVariable<number>({
  name: 'aide_logement_montant_brut_avant_degressivite',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant avant dégressivité, nul sous le seuil de versement',
  formula: (s, famille, month) => {
    const a = s.calc<number>('aide_logement_montant_selectionne_avant_seuil', famille, month);
    return a < seuilVersement(s, famille, month) ? 0 : a;
  },
});

/**
 * high-rent taper: 1 up to L × dégressivité, then linear down to 0 at L × suppression (real rent); a
 * primo_accedant or locataire_foyer status and a disabled member are exempt, a CROUS residence is not
 */
export function coefficientDegressivite(s: Simulation, famille: string, month: string): number {
  const statut = statutOf(s, famille, month);
  if (statut === 'primo_accedant' || statut === 'locataire_foyer') return 1;
  if (s.anyMember('famille', famille, 'handicap', month)) return 1;
  // OpenFisca holds amounts as float32: the thresholds are rounded from the ceiling as it holds it (268,87 ×
  // 2,5 gives 672,17 there, where 672,175 in double precision rounds up)
  const plafond = Math.fround(s.calc<number>('aide_logement_loyer_plafond', famille, month));
  const loyer = Math.fround(s.calc<number>('aide_logement_loyer_reel', famille, month));
  const c = locatif.coefficients_degressivite_suppression[zoneOf(s, famille, month)];
  const ld = round2(plafond * at(c.degressivite, month));
  const ls = round2(plafond * at(c.suppression, month));
  if (loyer <= ld) return 1;
  if (loyer <= ls) return 1 - (loyer - ld) / (ls - ld);
  return 0;
}

export const montantBrut = defineVariable<number>({
  name: 'aide_logement_montant_brut',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant après dégressivité et minoration forfaitaire',
  formula: (s, famille, month) => {
    // the amount as OpenFisca holds it (float32), by the taper, rounded
    const a = round2(
      Math.fround(s.calc<number>('aide_logement_montant_brut_avant_degressivite', famille, month)) *
        coefficientDegressivite(s, famille, month),
    );
    return Math.max(0, a - at(locatif.minoration_forfaitaire, month));
  },
});

/** RLS tables: a value for 1 person, a couple, and by dependants */
function rlsSituation(
  table: Record<string, Parameter>,
  n: number,
  couple: boolean,
  maxPac: number,
  month: string,
): number {
  if (n === 0) return at(table[couple ? 'couples' : 'personnes_seules'], month);
  const k = Math.min(n, maxPac);
  return at(table[`famille_${k}pac`], month) + (n - k) * at(table.majoration_par_pac_supp, month);
}

export const rlsPlafond = defineVariable<number>({
  name: 'reduction_loyer_solidarite_plafond_ressources',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, famille, month) => {
    const { n, couple } = compositionOf(s, famille, month);
    const table = RLS.plafond_ressources.par_zone[zoneOf(s, famille, month)] as unknown as Record<
      string,
      Parameter
    >;
    return rlsSituation(table, n, couple, 6, month);
  },
});

export const rlsMontant = defineVariable<number>({
  name: 'reduction_loyer_solidarite_montant',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, famille, month) => {
    const { n, couple } = compositionOf(s, famille, month);
    const table = RLS.montant.par_zone[zoneOf(s, famille, month)] as unknown as Record<string, Parameter>;
    return rlsSituation(table, n, couple, 1, month);
  },
});

export const reductionLoyerSolidarite = defineVariable<number>({
  name: 'reduction_loyer_solidarite',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Réduction de loyer de solidarité (logement social)',
  formula: (s, famille, month) => {
    // the dwelling's convention decides (logement_conventionne, by default an HLM tenancy), not the status alone;
    // a foyer status is exempt, a CROUS residence let as a tenancy is not; no RLS before January 2018
    if (
      atOrNull(RLS.fraction_baisse_aide_logement, month) === null ||
      !s.calc<boolean>('logement_conventionne', menageOf(s, famille), month) ||
      statutOf(s, famille, month) === 'locataire_foyer'
    )
      return 0;
    const mensuelles = s.calc<number>('aide_logement_base_ressources', famille, month) / 12;
    if (mensuelles >= s.calc<number>('reduction_loyer_solidarite_plafond_ressources', famille, month))
      return 0;
    return s.calc<number>('reduction_loyer_solidarite_montant', famille, month);
  },
});

export const montantBrutCrds = defineVariable<number>({
  name: 'aide_logement_montant_brut_crds',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  formula: (s, famille, month) => {
    const brut = s.calc<number>('aide_logement_montant_brut', famille, month);
    // the RLS exists since January 2018: before, nothing is taken off
    const fraction = atOrNull(RLS.fraction_baisse_aide_logement, month);
    if (fraction === null) return brut;
    return Math.max(0, brut - fraction * s.calc<number>('reduction_loyer_solidarite', famille, month));
  },
});

/** the amount CRDS is taken from: Saint-Pierre-et-Miquelon, 2022-2025, phases the aid in by eighths */
function montantAvantCrds(s: Simulation, famille: string, month: string): number {
  const a = s.calc<number>('aide_logement_montant_brut_crds', famille, month);
  const year = Number(yearOf(month));
  if (year >= 2022 && year <= 2025 && outreMerOf(s, famille, month) === 'saint_pierre_et_miquelon')
    return a * (1 - (2026 - year) / 8);
  return a;
}

export const crdsLogement = defineVariable<number>({
  name: 'crds_logement',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'CRDS prélevée sur l’aide au logement (montant négatif)',
  formula: (s, famille, month) => -at(crdsTaux, month) * montantAvantCrds(s, famille, month),
});

export const montant = defineVariable<number>({
  name: 'aide_logement_montant',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Montant mensuel de l’aide au logement (après CRDS)',
  formula: (s, famille, month) =>
    round2(montantAvantCrds(s, famille, month) + s.calc<number>('crds_logement', famille, month)),
});

const alAutorisee = (s: Simulation, famille: string, month: string) =>
  !s.calc<boolean>('proprietaire_proche_famille', famille, month);

export const apl = defineVariable<number>({
  name: 'apl',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Aide personnalisée au logement',
  formula: (s, famille, month) =>
    conventionne(s, famille, month) ? s.calc<number>('aide_logement_montant', famille, month) : 0,
});

export const als = defineVariable<number>({
  name: 'als',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Allocation de logement sociale',
  formula: (s, famille, month) =>
    !conventionne(s, famille, month) &&
    s.calc<number>('al_nb_personnes_a_charge', famille, month) === 0 &&
    alAutorisee(s, famille, month)
      ? s.calc<number>('aide_logement_montant', famille, month)
      : 0,
});

export const alf = defineVariable<number>({
  name: 'alf',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Allocation de logement familiale',
  formula: (s, famille, month) =>
    !conventionne(s, famille, month) &&
    s.calc<number>('al_nb_personnes_a_charge', famille, month) >= 1 &&
    alAutorisee(s, famille, month)
      ? s.calc<number>('aide_logement_montant', famille, month)
      : 0,
});

/**
 * the variables from `aide_logement` down to the regime's selection, which is 0 without a dwelling that opens the
 * right: given as inputs, they win over formulas, so the shortcut gives way
 */
const CHAINE = variablesEntre('aide_logement', 'aide_logement_montant_selectionne_avant_seuil');

export const aideLogement = defineVariable<number>({
  name: 'aide_logement',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Aide au logement (APL + ALS + ALF)',
  formula: (s, famille, month) => {
    // Other aids read this for several past months (RSA and prime d'activité housing flats): without a
    // dwelling that opens the right, every amount of the chain is 0, so skip it unless the situation gives one.
    if (s.trustsShortcuts && regimeOf(s, famille, month) === 'aucun' && !s.givesAny(CHAINE)) return 0;
    return (
      s.calc<number>('apl', famille, month) +
      s.calc<number>('als', famille, month) +
      s.calc<number>('alf', famille, month)
    );
  },
});

export const aidesLogement = defineVariable<number>({
  name: 'aides_logement',
  entity: 'famille',
  period: 'year',
  valueType: 'float',
  default: 0,
  label: 'Aides au logement de l’année (somme des mois)',
  formula: (s, famille, year) => s.sum('aide_logement', famille, monthsOfYear(year)),
});

export const aideLogementNonCalculable = defineVariable<string>({
  name: 'aide_logement_non_calculable',
  entity: 'famille',
  period: 'month',
  valueType: 'enum',
  default: 'calculable',
  possibleValues: ['calculable', 'locataire_foyer'],
  label: 'Aide au logement non calculable (locataire d’un foyer)',
  formula: (s, famille, month) =>
    statutOf(s, famille, month) === 'locataire_foyer' ? 'locataire_foyer' : 'calculable',
});
