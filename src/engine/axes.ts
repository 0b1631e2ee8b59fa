// OpenFisca's `axes`: one situation computed along ranges of an input (a salary from 0 to 3 000 € in 31 steps),
// as its SimulationBuilder expands them. An axis is `{ name, count, min, max, period, index }`; `axes` is a list
// of dimensions, each a list of parallel axes that move together. Several dimensions make a grid.
import { getVariable } from './core/variables.ts';
import { GROUP_PLURAL, SituationError } from './core/situation.ts';
import { parsePeriodKey } from './core/periods.ts';

export interface Axe {
  name: string;
  count: number;
  min: number;
  max: number;
  period: string;
  /** the position of the entity the axis moves, among those of its kind in the situation */
  index: number;
  /** `individus`, `familles`, `foyers_fiscaux` or `menages` */
  plural: string;
}

/** Beyond this many points, a request would hold the server for seconds: it is refused. */
export const MAX_CELLULES = 1000;

/**
 * The dimensions of `axes` as written in a situation: a list of lists of axes, or a plain list of axes (one
 * dimension of parallel axes). Throws a SituationError naming every fault.
 */
export function lireAxes(raw: unknown): Axe[][] {
  if (!Array.isArray(raw) || raw.length === 0)
    throw new SituationError('"axes" doit être une liste non vide de listes d’axes.');
  const dimensions = raw.every((d) => Array.isArray(d)) ? (raw as unknown[][]) : [raw];
  const erreurs: string[] = [];
  const axes = dimensions.map((dimension, d) => {
    if (dimension.length === 0) erreurs.push(`axes[${d}] est vide.`);
    const lus = dimension.map((a, i) => lireAxe(a, `axes[${d}][${i}]`, erreurs));
    const premier = lus[0];
    for (const a of lus)
      if (premier && a && (a.count !== premier.count || a.plural !== premier.plural))
        erreurs.push(
          `axes[${d}] : des axes parallèles ont le même nombre de points et la même entité (${a.name}, ${premier.name}).`,
        );
    return lus;
  });
  if (erreurs.length) throw new SituationError('Axes invalides.', erreurs);
  const cellules = axes.reduce((n, dimension) => n * (dimension[0] as Axe).count, 1);
  if (cellules > MAX_CELLULES)
    throw new SituationError(
      `Les axes demandent ${cellules} points de calcul : ${MAX_CELLULES} au plus sont acceptés.`,
    );
  return axes as Axe[][];
}

function lireAxe(raw: unknown, ou: string, erreurs: string[]): Axe | undefined {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw)) {
    erreurs.push(`${ou} doit être un objet { name, count, min, max, period }.`);
    return undefined;
  }
  const a = raw as Record<string, unknown>;
  const avant = erreurs.length;
  const def = typeof a.name === 'string' ? getVariable(a.name) : undefined;
  if (def === undefined) erreurs.push(`${ou}.name : variable inconnue (${String(a.name)}).`);
  else if (def.valueType !== 'float' && def.valueType !== 'int')
    erreurs.push(`${ou}.name : ${def.name} n’est pas un nombre, elle ne peut pas varier le long d’un axe.`);
  if (!Number.isInteger(a.count) || (a.count as number) < 1)
    erreurs.push(`${ou}.count doit être un entier positif.`);
  for (const borne of ['min', 'max'] as const)
    if (typeof a[borne] !== 'number' || !Number.isFinite(a[borne]))
      erreurs.push(`${ou}.${borne} doit être un nombre.`);
  if (typeof a.period !== 'string' || parsePeriodKey(a.period) === undefined)
    erreurs.push(`${ou}.period doit être une période (AAAA-MM, AAAA…).`);
  const index = a.index ?? 0;
  if (!Number.isInteger(index) || (index as number) < 0)
    erreurs.push(`${ou}.index doit être un entier positif ou nul.`);
  if (erreurs.length > avant || def === undefined) return undefined;
  return {
    name: def.name,
    count: a.count as number,
    min: a.min as number,
    max: a.max as number,
    period: a.period as string,
    index: index as number,
    plural: def.entity === 'individu' ? 'individus' : GROUP_PLURAL[def.entity],
  };
}

/**
 * The value every axis takes in each point of the grid, in OpenFisca's order: numpy's `meshgrid` (indexing
 * `xy`) flattened, so the second dimension varies slowest, then the first, then the third and the others.
 */
export function cellules(axes: Axe[][]): { axe: Axe; valeur: number }[][] {
  const tailles = axes.map((dimension) => dimension[0].count);
  // the order in which the dimensions' positions are read off a cell number, slowest first
  const ordre = axes.length > 1 ? [1, 0, ...tailles.keys()].filter((d, i) => i < 2 || d > 1) : [0];
  const total = tailles.reduce((n, t) => n * t, 1);
  return Array.from({ length: total }, (_, cellule) => {
    const positions = new Array<number>(axes.length);
    let reste = cellule;
    for (let k = ordre.length - 1; k >= 0; k--) {
      const d = ordre[k];
      positions[d] = reste % tailles[d];
      reste = Math.floor(reste / tailles[d]);
    }
    return axes.flatMap((dimension, d) =>
      dimension.map((axe) => ({
        axe,
        valeur: axes.length === 1 ? linspace(axe, positions[d]) : pointDeLaGrille(axe, positions[d]),
      })),
    );
  });
}

/** numpy's `linspace` (OpenFisca's single dimension): start + i × step, the last point exactly `max` */
function linspace(axe: Axe, position: number): number {
  if (axe.count === 1) return axe.min;
  if (position === axe.count - 1) return axe.max;
  return position * ((axe.max - axe.min) / (axe.count - 1)) + axe.min;
}

/** a point of a grid, computed as OpenFisca writes it: min + position × (max − min) / (count − 1) */
const pointDeLaGrille = (axe: Axe, position: number) =>
  axe.count === 1 ? axe.min : axe.min + (position * (axe.max - axe.min)) / (axe.count - 1);
