// What the formulas read is derived from the source (scripts/engine-data/dependencies.ts): the file the engine
// loads must be the analysis of today's source, and every variable a formula or an aid reads must be computed
// or declared as an input with its reason (src/engine/entrees.ts) — never a silent default.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import '../aids/index.ts';
import { analyseEngine, DEPENDENCIES_FILE } from '../../../scripts/engine-data/dependencies.ts';
import { allVariables, getVariable, knownVariableNames } from './variables.ts';
import { ENTREES } from '../entrees.ts';

const analyse = analyseEngine(knownVariableNames());
const computed = new Set(
  allVariables()
    .filter((v) => v.formula)
    .map((v) => v.name),
);

describe('dépendances des formules', () => {
  it('le fichier des dépendances est celui du code d’aujourd’hui (npx tsx scripts/engine-data/dependencies.ts)', () => {
    expect(JSON.parse(readFileSync(DEPENDENCIES_FILE, 'utf8'))).toEqual(analyse);
  });

  it('chaque variable calculée a ses lectures dans le fichier', () => {
    expect([...computed].filter((n) => !(n in analyse.formulas))).toEqual([]);
  });

  it('aucune variable lue n’est un zéro silencieux : calculée, ou entrée déclarée avec sa raison', () => {
    const lues = new Set([...Object.values(analyse.formulas), ...Object.values(analyse.aids)].flat());
    const silencieuses = [...lues].filter((n) => !computed.has(n) && !(n in ENTREES)).sort();
    expect(silencieuses).toEqual([]);
  });

  it('les entrées déclarées sont des variables connues (d’OpenFisca ou les nôtres) qu’aucune formule ne calcule', () => {
    for (const [name, raison] of Object.entries(ENTREES)) {
      expect(getVariable(name), name).toBeDefined();
      expect(computed.has(name), `${name} est calculée`).toBe(false);
      expect(raison.length).toBeGreaterThan(20);
    }
  });
});
