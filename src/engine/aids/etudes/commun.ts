// Helpers shared by the "etudes" and "jeunes" families: nationality, Île-de-France, boursier status.
import { at, atOrNull, type Parameter } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import type { Simulation } from '../../core/simulation.ts';
import { boursierDeduitDesBourses, paysEee } from './params.ts';

/** ISO code of the person's nationality, '' when not given */
export function nationalite(s: Simulation, id: string, month: string): string {
  return String(s.calc<string>('nationalite', id, month) ?? '').toUpperCase();
}

/**
 * `ressortissant_eee` as OpenFisca derives it from `nationalite`, without registering the variable (other
 * families may): an explicit input wins; with no nationality at all the person is taken as French.
 */
export function ressortissantEee(s: Simulation, id: string, month: string): boolean {
  if (s.hasInput('ressortissant_eee', id, month)) return s.calc<boolean>('ressortissant_eee', id, month);
  const code = nationalite(s, id, month);
  if (!code) return true;
  return at(paysEee, month).includes(code);
}

/** French national (no nationality given counts as French, OpenFisca's default 'FR') */
export function francais(s: Simulation, id: string, month: string): boolean {
  const code = nationalite(s, id, month);
  return !code || code === 'FR';
}

const DEPARTEMENTS_IDF = ['75', '77', '78', '91', '92', '93', '94', '95'];

/** `residence_ile_de_france` of a ménage: the input when given, else from the commune code */
export function residenceIleDeFrance(s: Simulation, menage: string, month: string): boolean {
  if (s.hasInput('residence_ile_de_france', menage, month))
    return s.calc<boolean>('residence_ile_de_france', menage, month);
  const depcom = String(s.calc<string>('depcom', menage, month) ?? '');
  return DEPARTEMENTS_IDF.includes(depcom.slice(0, 2));
}

/** `bourse_criteres_sociaux` is registered in ./bourse-criteres-sociaux.ts; `boursier` reads it. */
export const boursier = defineVariable<boolean>({
  name: 'boursier',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Élève ou étudiant boursier',
  formula: (s, id, month) => {
    // OpenFisca derives it from the grants since 2021 only: before, it is what the situation says (or false)
    if (!at(boursierDeduitDesBourses, month)) return false;
    const famille = s.famille(id);
    return (
      s.calc<number>('bourse_college', famille, month) > 0 ||
      s.calc<number>('bourse_lycee', famille, month) > 0 ||
      s.calc<number>('bourse_criteres_sociaux', id, month) > 0 ||
      s.calc<number>('bourse_enseignement_sup', id, month) > 0
    );
  },
});

/** true when every parameter has a value at this month: before that the aid did not exist yet */
export const enVigueur = (month: string, ...params: Parameter<unknown>[]) =>
  params.every((p) => atOrNull(p, month) !== null);

export const PAS_ENCORE = "Cette aide n'existait pas encore à cette date.";
