// Shared notions of the prestations familiales: dependent child, number of children, resources of year N-2,
// two-earner couple. Used by AF, ARS, PAJE, and by RSA/PPA/AAH through af_nbenf.
import { defineVariable } from '../../core/variables.ts';
import { at, type LegalReference } from '../../core/params.ts';
import { addYears, monthsOfYear, yearOf } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import { roundHalfEven } from '../../core/rounding.ts';
import { abatpenMin, abatpenTaux, bmaf } from '../../params/commun.ts';
import { deductionFraisProfessionnels, foyersDesParentsDeclarants } from '../../variables/fiscal.ts';
import { pfAgeIntermediaire, pfAgeLimite, pfAgeMinimal, pfBiactiviteSeuilBmaf } from './params.ts';

export const parentsOf = (s: Simulation, famille: string) => s.members('famille', famille, 'parents');
export const enfantsOf = (s: Simulation, famille: string) => s.members('famille', famille, 'enfants');

export const prestationsFamilialesEnfantACharge = defineVariable<boolean>({
  name: 'prestations_familiales_enfant_a_charge',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Enfant à charge au sens des prestations familiales',
  formula: (s, id, month) => {
    if (s.roleIn('famille', id) !== 'enfants') return false;
    const age = s.calc<number>('age', id, month);
    if (age < at(pfAgeMinimal, month)) return false;
    if (age < at(pfAgeIntermediaire, month)) return s.calc<boolean>('rempli_obligation_scolaire', id, month);
    return age < at(pfAgeLimite, month) && !s.calc<boolean>('autonomie_financiere', id, month);
  },
});

export const afNbenf = defineVariable<number>({
  name: 'af_nbenf',
  entity: 'famille',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: 'Nombre d’enfants à charge au sens des prestations familiales',
  formula: (s, famille, month) => {
    let n = 0;
    for (const e of enfantsOf(s, famille))
      if (s.calc<boolean>('prestations_familiales_enfant_a_charge', e, month)) n++;
    return n;
  },
});

/** year N-2 of a month's year, memoised: the monthly resources below are read for every month of a window */
const yearsN2 = new Map<string, string>();
export function anneeN2(month: string): string {
  let n2 = yearsN2.get(month);
  if (n2 === undefined) {
    n2 = addYears(yearOf(month), -2);
    yearsN2.set(month, n2);
  }
  return n2;
}

const sommeAnnuelle = (s: Simulation, id: string, names: readonly string[], year: string) =>
  names.reduce((t, name) => t + s.sum(name, id, monthsOfYear(year)), 0);

/** OpenFisca (ir.py): taxable wages and unemployment benefits of the year, with the boxes counted as wages */
export const revenuAssimileSalaire = defineVariable<number>({
  name: 'revenu_assimile_salaire',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Salaires et allocations chômage imposables de l’année',
  // the monthly amounts, then the boxes of the return counted as wages
  formula: (s, id, year) =>
    sommeAnnuelle(s, id, ['salaire_imposable', 'chomage_imposable'], year) +
    s.sumVariables(SALAIRES_DECLARES, id, year),
});
const SALAIRES_DECLARES = [
  'f1tt',
  'f3vj',
  'salaires_imposable_particulier_employeur',
  'revenus_imposables_associes_gerants',
  'droits_auteurs_imposables',
  'salaire_imposable_agents_assurance',
] as const;

/** after the 10 % deduction (floor, ceiling, rounded half to even) or the real expenses when larger */
export const revenuAssimileSalaireApresAbattements = defineVariable<number>({
  name: 'revenu_assimile_salaire_apres_abattements',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Salaires et allocations chômage imposables après la déduction de 10 % ou les frais réels',
  formula: (s, id, year) => {
    const date = `${year}-01-01`;
    const revenu = s.calc<number>('revenu_assimile_salaire', id, year);
    const fraisReels = s.calc<number>('frais_reels', id, year);
    const forfait = deductionFraisProfessionnels(revenu, date, () =>
      s.calc<boolean>('chomeur_longue_duree', id, year),
    );
    // real expenses above the deduction are taken off in full, even below 0 (as OpenFisca)
    return fraisReels > forfait ? revenu - fraisReels : Math.max(0, revenu - forfait);
  },
});

/** OpenFisca (ir.py): declared maintenance received, retirement and invalidity pensions of the year */
export const revenuAssimilePension = defineVariable<number>({
  name: 'revenu_assimile_pension',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Pensions imposables de l’année (alimentaires déclarées, retraite, invalidité)',
  formula: (s, id, year) =>
    (s.calc<boolean>('pensions_alimentaires_percues_decl', id, year)
      ? sommeAnnuelle(s, id, ['pensions_alimentaires_percues'], year)
      : 0) + sommeAnnuelle(s, id, ['retraite_imposable', 'pensions_invalidite'], year),
});

/** after the 10 % pension deduction with its floor, rounded; OpenFisca applies no ceiling here */
export const revenuAssimilePensionApresAbattements = defineVariable<number>({
  name: 'revenu_assimile_pension_apres_abattements',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Pensions imposables après la déduction de 10 %',
  formula: (s, id, year) => {
    const date = `${year}-01-01`;
    const pensions = s.calc<number>('revenu_assimile_pension', id, year);
    const deduction = roundHalfEven(Math.max(at(abatpenTaux, date) * pensions, at(abatpenMin, date)));
    return Math.max(0, pensions - deduction);
  },
});

/**
 * OpenFisca (ir.py) adds the tax household's life annuities to its principal declarant here, and rev_coll
 * counts them again in the family benefits' resources: they are counted once, in rev_coll.
 */
export const traitementsSalairesPensionsRentes = defineVariable<number>({
  name: 'traitements_salaires_pensions_rentes',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Traitements, salaires, pensions et rentes imposables, après déductions',
  formula: (s, id, year) =>
    s.calc<number>('revenu_assimile_salaire_apres_abattements', id, year) +
    s.calc<number>('revenu_assimile_pension_apres_abattements', id, year),
});

/**
 * Net taxable income of a year: wages and pensions after their deductions plus self-employed taxable profit
 * (the revenu brut global reads it too). Yearly so that its monthly reads are done once per year, not for
 * every month that looks back at it.
 */
export const prestationsFamilialesRessourcesAnnuellesIndividu = defineVariable<number>({
  name: 'prestations_familiales_ressources_annuelles_individu',
  entity: 'individu',
  period: 'year',
  valueType: 'float',
  default: 0,
  defaultWithoutInputs: true,
  label: 'Revenus nets imposables d’une année, au sens des prestations familiales',
  formula: (s, id, year) =>
    s.calc<number>('traitements_salaires_pensions_rentes', id, year) +
    s.calc<number>('rpns_imposables', id, year),
});

/**
 * Resources of year N-2 (N = year of the month) of a person, as OpenFisca (base_ressource.py): the yearly
 * income above, plus overtime pay (exempt) and the self-employed capital gains and exempt profits.
 */
export const prestationsFamilialesBaseRessourcesIndividu = defineVariable<number>({
  name: 'prestations_familiales_base_ressources_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Ressources N-2 d’une personne pour les prestations familiales',
  formula: (s, id, month) => {
    const n2 = anneeN2(month);
    return (
      s.calc<number>('prestations_familiales_ressources_annuelles_individu', id, n2) +
      sommeAnnuelle(s, id, ['hsup'], n2) +
      s.calc<number>('rpns_pvce', id, n2) +
      s.calc<number>('rpns_exon', id, n2)
    );
  },
});

/**
 * OpenFisca's rev_coll (base_ressource.py): the tax household's income outside wages. Its revenu catégoriel
 * of capital is left out: it is computed from boxes the engine does not take.
 */
export const revColl = defineVariable<number>({
  name: 'rev_coll',
  entity: 'foyer_fiscal',
  period: 'year',
  valueType: 'float',
  default: 0,
  label: 'Revenus du foyer fiscal hors salaires comptés par les prestations familiales',
  formula: (s, foyer, year) => {
    const box = (name: string) => s.calc<number>(name, foyer, year);
    return (
      box('revenu_categoriel_foncier') +
      box('pensions_alimentaires_versees') + // negative
      box('rente_viagere_titre_onereux_net') +
      sommeAnnuelle(
        s,
        foyer,
        ['revenus_capitaux_prelevement_liberatoire', 'revenus_capitaux_prelevement_forfaitaire_unique_ir'],
        year,
      ) +
      box('assiette_csg_plus_values') -
      box('abattements_speciaux_prestations_familiales') -
      box('f7ga') -
      box('f7gb') -
      box('f7gc')
    );
  },
});

/** rev_coll of N-2 of the demandeur's and of the conjoint's tax household, each when principal declarant */
export const prestationsFamilialesBaseRessourcesCommunes = defineVariable<number>({
  name: 'prestations_familiales_base_ressources_communes',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Revenus des foyers fiscaux des parents (année N-2) pour les prestations familiales',
  formula: (s, famille, month) => {
    const n2 = anneeN2(month);
    return foyersDesParentsDeclarants(s, famille).reduce(
      (total, foyer) => total + s.calc<number>('rev_coll', foyer, n2),
      0,
    );
  },
});

export const prestationsFamilialesBaseRessources = defineVariable<number>({
  name: 'prestations_familiales_base_ressources',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Ressources annuelles (année N-2) de la famille pour les prestations familiales',
  // OpenFisca: the parents' resources plus those of the dependent children, plus the common resources of the
  // parents' tax households
  formula: (s, famille, month) => {
    let total = s.sumMembers(
      'famille',
      famille,
      'prestations_familiales_base_ressources_individu',
      month,
      'parents',
    );
    for (const e of enfantsOf(s, famille))
      if (s.calc<boolean>('prestations_familiales_enfant_a_charge', e, month))
        total += s.calc<number>('prestations_familiales_base_ressources_individu', e, month);
    return total + s.calc<number>('prestations_familiales_base_ressources_communes', famille, month);
  },
});

export const biactivite = defineVariable<boolean>({
  name: 'biactivite',
  entity: 'famille',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Couple dont chaque membre a un revenu professionnel suffisant (année N-2)',
  formula: (s, famille, month) => {
    // OpenFisca: earned income only (self-employed profit, wages after deduction), pensions aside
    const parents = parentsOf(s, famille);
    if (parents.length !== 2) return false;
    const n2 = anneeN2(month);
    const seuil = at(pfBiactiviteSeuilBmaf, month) * at(bmaf, n2);
    return parents.every(
      (p) =>
        s.calc<number>('rpns_imposables', p, n2) +
          s.calc<number>('revenu_assimile_salaire_apres_abattements', p, n2) >=
        seuil,
    );
  },
});

/** legal references of the parameters an aid reads, without duplicates (for `sources`) */
export function sourcesOf(...params: { references: LegalReference[] }[]): LegalReference[] {
  const seen = new Map<string, LegalReference>();
  for (const p of params)
    for (const r of p.references) if (!seen.has(r.href + r.title)) seen.set(r.href + r.title, r);
  return [...seen.values()];
}

/** "1 enfant", "3 enfants" */
export const plural = (n: number, word: string) => `${n} ${word}${n > 1 ? 's' : ''}`;
