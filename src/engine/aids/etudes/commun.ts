// Helpers shared by the "etudes" and "jeunes" families: nationality, Île-de-France, boursier status.
import { at } from '../../core/params.ts';
import { defineVariable } from '../../core/variables.ts';
import type { Simulation } from '../../core/simulation.ts';
import { boursierDeduitDesBourses } from './params.ts';
import { departementsIleDeFrance, paysEee, paysUe } from '../../params/geopolitique.ts';

/** ISO code of the person's nationality, '' when not given */
export function nationalite(s: Simulation, id: string, month: string): string {
  return String(s.calc<string>('nationalite', id, month) ?? '').toUpperCase();
}

/** an EEA national, as OpenFisca derives it from `nationalite` (no nationality given counts as French) */
defineVariable<boolean>({
  name: 'ressortissant_eee',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: true,
  label: "Ressortissant de l'Espace économique européen",
  formula: (s, id, month) => {
    const code = nationalite(s, id, month);
    return !code || at(paysEee, month).includes(code);
  },
});
/** a national of the European Union, which OpenFisca takes as where the person lives */
defineVariable<boolean>({
  name: 'resident_ue',
  entity: 'individu',
  period: 'month',
  valueType: 'bool',
  default: true,
  label: "Résident de l'Union européenne (déduit de la nationalité)",
  formula: (s, id, month) => {
    const code = nationalite(s, id, month);
    return !code || at(paysUe, month).includes(code);
  },
});

export const ressortissantEee = (s: Simulation, id: string, month: string) =>
  s.calc<boolean>('ressortissant_eee', id, month);

/** French national (no nationality given counts as French, OpenFisca's default 'FR') */
export function francais(s: Simulation, id: string, month: string): boolean {
  const code = nationalite(s, id, month);
  return !code || code === 'FR';
}

/** a ménage living in Île-de-France, as OpenFisca derives it from the commune code */
defineVariable<boolean>({
  name: 'residence_ile_de_france',
  entity: 'menage',
  period: 'month',
  valueType: 'bool',
  default: false,
  label: 'Résidence en Île-de-France',
  formula: (s, menage, month) => {
    const depcom = String(s.calc<string>('depcom', menage, month) ?? '');
    return at(departementsIleDeFrance, month).some((departement) => depcom.startsWith(departement));
  },
});
export const residenceIleDeFrance = (s: Simulation, menage: string, month: string) =>
  s.calc<boolean>('residence_ile_de_france', menage, month);

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
