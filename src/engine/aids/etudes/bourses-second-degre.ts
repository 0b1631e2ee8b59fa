// Bourses nationales de collège and de lycée (OpenFisca education.py): an échelon from the revenu fiscal de
// référence of N-2 of the demandeur's tax household against ceilings in multiples of the SMIC of July N-2, and
// an amount per child in collège or lycée, a share of the BMAF of January paid in three terms. They are no
// aid of the catalogue (the simulator is for the young person, not their parents), but they make a famille's
// members boursiers (Parcoursup, master, CROUS meals, Pass'Sport, Loca-Pass).
import { at, type Parameter } from '../../core/params.ts';
import { addYears, yearOf } from '../../core/periods.ts';
import { roundHalfEven } from '../../core/rounding.ts';
import type { Simulation } from '../../core/simulation.ts';
import { defineVariable } from '../../core/variables.ts';
import { bmaf, smicHoraireBrut } from '../../params/commun.ts';
import { bourseCollegeEchelons, bourseLyceeEchelons, type EchelonBourse2d } from './params.ts';

/** the famille's children, unborn ones excepted (OpenFisca counts `age >= 0`) */
const nombreEnfants = (s: Simulation, famille: string, month: string) =>
  s.members('famille', famille, 'enfants').filter((e) => s.calc<number>('age', e, month) >= 0).length;

const enfantsScolarises = (s: Simulation, famille: string, month: string, scolarite: string) =>
  s.members('famille', famille, 'enfants').filter((e) => s.calc<string>('scolarite', e, month) === scolarite)
    .length;

/**
 * The highest échelon whose ceiling the RFR of N-2 does not exceed, 0 when it exceeds them all: each
 * ceiling is its multiple of the hourly SMIC of 1 July N-2 (for the famille's number of children), rounded.
 */
function echelon(
  s: Simulation,
  famille: string,
  month: string,
  echelons: Record<number, Parameter<EchelonBourse2d>>,
): number {
  const n2 = addYears(yearOf(month), -2);
  const rfr = s.calc<number>('rfr', s.foyerFiscal(s.demandeur(famille)), n2);
  const smic = at(smicHoraireBrut, `${n2}-07-01`);
  const enfants = nombreEnfants(s, famille, month);
  const colonne = Math.min(Math.max(enfants, 1), 8) - 1;
  const plusHautEnPremier = Object.keys(echelons)
    .map(Number)
    .sort((a, b) => b - a);
  for (const e of plusHautEnPremier)
    if (rfr <= roundHalfEven(at(echelons[e], month).plafonds[colonne] * smic)) return e;
  return 0;
}

/** the amount per child: the échelon's share of the BMAF of January, rounded to a multiple of 3 (3 terms) */
function montantParEnfant(
  echelonAtteint: number,
  month: string,
  echelons: Record<number, Parameter<EchelonBourse2d>>,
): number {
  const part = echelons[echelonAtteint] ? at(echelons[echelonAtteint], month).montant : 0;
  return roundHalfEven((part * at(bmaf, `${yearOf(month)}-01`)) / 3) * 3;
}

defineVariable<number>({
  name: 'bourse_lycee_echelon',
  entity: 'famille',
  period: 'month',
  valueType: 'int',
  default: 0,
  setInput: 'dispatch',
  label: 'Échelon de la bourse de lycée (0 : pas de bourse)',
  formula: (s, famille, month) => echelon(s, famille, month, bourseLyceeEchelons),
});

defineVariable<number>({
  name: 'bourse_lycee',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: ['scolarite'],
  setInput: 'divide',
  label: 'Bourse de lycée de la famille',
  formula: (s, famille, month) => {
    const lyceens = enfantsScolarises(s, famille, month, 'lycee');
    if (lyceens === 0) return 0;
    const e = s.calc<number>('bourse_lycee_echelon', famille, month);
    return lyceens * montantParEnfant(e, month, bourseLyceeEchelons);
  },
});

defineVariable<number>({
  name: 'bourse_college_echelon',
  entity: 'famille',
  period: 'month',
  valueType: 'int',
  default: 0,
  label: 'Échelon de la bourse de collège (0 : pas de bourse)',
  formula: (s, famille, month) => echelon(s, famille, month, bourseCollegeEchelons),
});

defineVariable<number>({
  name: 'bourse_college',
  entity: 'famille',
  period: 'month',
  valueType: 'float',
  default: 0,
  gatedBy: ['scolarite'],
  setInput: 'divide',
  label: 'Bourse de collège de la famille',
  formula: (s, famille, month) => {
    const collegiens = enfantsScolarises(s, famille, month, 'college');
    if (collegiens === 0) return 0;
    const e = s.calc<number>('bourse_college_echelon', famille, month);
    return collegiens * montantParEnfant(e, month, bourseCollegeEchelons);
  },
});
