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

/**
 * overseas scale of the dwelling: Saint-Pierre-et-Miquelon and Mayotte have tables of their own; the DOM,
 * Saint-Barthélemy and Saint-Martin take the overseas scale (`residence_aides_logement_outre_mer`)
 */
export function outreMerOf(s: Simulation, famille: string, month: string): OutreMer {
  const menage = menageOf(s, famille);
  if (s.calc<boolean>('residence_saint_pierre_et_miquelon', menage, month)) return 'saint_pierre_et_miquelon';
  if (s.calc<boolean>('residence_mayotte', menage, month)) return 'mayotte';
  return s.calc<boolean>('residence_aides_logement_outre_mer', menage, month) ? 'dom' : 'metropole';
}

/** value at `date`, or `fallback` when the parameter has none then (a table that starts or stops later) */
export function atOr(p: Parameter<number>, date: string, fallback: number): number {
  return atOrNull(p, date) ?? fallback;
}

export { roundHalfEven } from '../../core/rounding.ts';
