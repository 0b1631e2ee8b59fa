// Shared notions of the prestations familiales: dependent child, number of children, resources of year N-2,
// two-earner couple. Used by AF, ARS, PAJE, and by RSA/PPA/AAH through af_nbenf.
import { defineVariable } from '../../core/variables.ts';
import { at, type LegalReference } from '../../core/params.ts';
import { addYears, monthsOfYear, yearOf } from '../../core/periods.ts';
import type { Simulation } from '../../core/simulation.ts';
import {
  abatpenMax,
  abatpenMin,
  abatpenTaux,
  abatproMax,
  abatproMin,
  abatproTaux,
  bmaf,
} from '../../params/commun.ts';
import { pfAgeIntermediaire, pfAgeLimite, pfBiactiviteSeuilBmaf } from './params.ts';

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
    if (age < 0) return false;
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

/** 10 % deduction with a floor and a ceiling, as the income tax applies it (floor capped at the income) */
function deduction(gross: number, taux: number, min: number, max: number): number {
  if (gross <= 0) return 0;
  return Math.min(gross, Math.min(max, Math.max(min, gross * taux)));
}

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

/**
 * Net taxable income of a year: `traitements_salaires_pensions_rentes` when given, else salaries and
 * unemployment benefits after the 10 % professional deduction plus pensions after the 10 % pension deduction,
 * plus self-employed taxable profit. Yearly so that its 36 monthly reads are done once per year, not for
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
  formula: (s, id, year) => {
    const date = `${year}-01-01`;
    let tspr: number;
    if (s.hasInput('traitements_salaires_pensions_rentes', id, year))
      tspr = s.calc('traitements_salaires_pensions_rentes', id, year);
    else {
      const months = monthsOfYear(year);
      const salaires = s.sum('salaire_imposable', id, months) + s.sum('chomage_imposable', id, months);
      const pensions = s.sum('retraite_imposable', id, months);
      tspr =
        salaires -
        deduction(salaires, at(abatproTaux, date), at(abatproMin, date), at(abatproMax, date)) +
        pensions -
        deduction(pensions, at(abatpenTaux, date), at(abatpenMin, date), at(abatpenMax, date));
    }
    return tspr + s.calc<number>('rpns_imposables', id, year);
  },
});

/** Resources of year N-2 (N = year of the month) of a parent: the yearly income above, read for N-2. */
export const prestationsFamilialesBaseRessourcesIndividu = defineVariable<number>({
  name: 'prestations_familiales_base_ressources_individu',
  entity: 'individu',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Ressources N-2 d’un parent pour les prestations familiales',
  formula: (s, id, month) =>
    s.calc<number>('prestations_familiales_ressources_annuelles_individu', id, anneeN2(month)),
});

export const prestationsFamilialesBaseRessources = defineVariable<number>({
  name: 'prestations_familiales_base_ressources',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  label: 'Ressources annuelles (année N-2) de la famille pour les prestations familiales',
  formula: (s, famille, month) => {
    // formulas.md §8.2: the parents' resources plus those of the dependent children (OpenFisca counts every
    // member of the famille, children only while they are à charge)
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
    return total;
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
    const parents = parentsOf(s, famille);
    if (parents.length < 2) return false;
    const seuil = at(pfBiactiviteSeuilBmaf, month) * at(bmaf, anneeN2(month));
    return parents.every(
      (p) => s.calc<number>('prestations_familiales_base_ressources_individu', p, month) >= seuil,
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
