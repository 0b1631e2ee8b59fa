// Small readers shared by the logement variables: the demandeur's ménage, its zone and overseas status.
import type { Simulation } from '../../core/simulation.ts';
import { atOrNull, type Parameter } from '../../core/params.ts';

export type Zone = 'zone_1' | 'zone_2' | 'zone_3';

/** household variables (rent, status, zone…) are read through the demandeur's ménage */
export const menageOf = (s: Simulation, famille: string) => s.menage(s.demandeur(famille));

export function zoneOf(s: Simulation, famille: string, month: string): Zone {
  const z = s.calc<string>('zone_apl', menageOf(s, famille), month);
  return z === 'zone_1' || z === 'zone_3' ? z : 'zone_2';
}

export const statutOf = (s: Simulation, famille: string, month: string) =>
  s.calc<string>('statut_occupation_logement', menageOf(s, famille), month);

export type OutreMer = 'metropole' | 'dom' | 'mayotte' | 'saint_pierre_et_miquelon';

/** overseas status of the dwelling: from the `residence_*` inputs when given, else from the commune code */
export function outreMerOf(s: Simulation, famille: string, month: string): OutreMer {
  const menage = menageOf(s, famille);
  const flag = (name: string) => s.calc<boolean>(name, menage, month);
  if (flag('residence_saint_pierre_et_miquelon')) return 'saint_pierre_et_miquelon';
  if (flag('residence_mayotte')) return 'mayotte';
  if (
    flag('residence_dom') ||
    flag('residence_guadeloupe') ||
    flag('residence_martinique') ||
    flag('residence_guyane') ||
    flag('residence_reunion')
  )
    return 'dom';
  const depcom = String(s.calc<string>('depcom', menage, month) ?? '');
  if (depcom.startsWith('975')) return 'saint_pierre_et_miquelon';
  if (depcom.startsWith('976')) return 'mayotte';
  if (/^97[1-4]/.test(depcom)) return 'dom';
  return 'metropole';
}

/** value at `date`, or `fallback` when the parameter has none then (a table that starts or stops later) */
export function atOr(p: Parameter<number>, date: string, fallback: number): number {
  return atOrNull(p, date) ?? fallback;
}

/** OpenFisca rounds with numpy (`round_`): an exact half goes to the even neighbour (350.5 → 350, 351.5 → 352) */
export function roundHalfEven(x: number): number {
  const r = Math.round(x);
  return Math.abs(x % 1) === 0.5 && r % 2 !== 0 ? r - 1 : r;
}
