// The engine's side of the OpenFisca formula check (run.py): one JSON request per line on stdin, one JSON answer
// per line on stdout. It builds a situation (a simulator answer or an OpenFisca situation), records every value
// the engine computes with a formula, and gives the engine's value of any variable at any period, so that
// OpenFisca's own formula can be run on exactly the inputs the engine used.
import { createInterface } from 'node:readline';
import { Simulation, evaluateAids, demandeurOf } from '../../../src/engine/index.ts';
import { payloadFrom, randomAnswers, rng } from '../../../src/engine/simulateur/testing.ts';
import { readPayload } from '../../../src/engine/simulateur/payload.ts';
import { buildSituation } from '../../../src/engine/simulateur/situation/index.ts';
import { getVariable, type Value, type VariableDef } from '../../../src/engine/core/variables.ts';
import { ALL_PARAMETERS } from '../../../src/engine/core/params.ts';
import { GROUP_ROLES, type GroupKey, type Situation } from '../../../src/engine/core/situation.ts';

type Request =
  | { op: 'parametres' }
  | { op: 'simulateur'; seed: number; index: number }
  | { op: 'situation'; situation: Situation; month: string; targets: string[] }
  | { op: 'calc'; name: string; period: string }
  | { op: 'entrees'; name: string };

const GROUPS = Object.keys(GROUP_ROLES) as GroupKey[];

/** the simulator answers of a seed, 2021 to 2026, any month: drawn in sequence, kept for the next requests */
const drawn = new Map<number, { r: () => number; payloads: ReturnType<typeof payloadFrom>[] }>();
function simulatorPayload(seed: number, index: number) {
  let d = drawn.get(seed);
  if (!d) drawn.set(seed, (d = { r: rng(seed), payloads: [] }));
  while (d.payloads.length <= index) {
    const year = 2021 + Math.floor(d.r() * 6);
    const month = 1 + Math.floor(d.r() * 12);
    d.payloads.push(payloadFrom(randomAnswers(d.r), `${year}-${String(month).padStart(2, '0')}-15`));
  }
  return d.payloads[index];
}

let sim: Simulation | undefined;
let computed: [string, string][] = [];

// Every evaluation of the current simulation by a formula (not an input), in order: what run.py checks.
const proto = Simulation.prototype as unknown as {
  evaluate(this: Simulation, def: VariableDef, id: string, period: string): Value;
};
const evaluate = proto.evaluate;
proto.evaluate = function (def, id, period) {
  const value = evaluate.call(this, def, id, period);
  if (this === sim && def.formula !== undefined && !this.hasInput(def.name, id, period))
    computed.push([def.name, period]);
  return value;
};

const idsOf = (s: Simulation, entity: string) =>
  entity === 'individu' ? Object.keys(s.individus) : Object.keys(s.groups[entity as GroupKey]);

function population(s: Simulation) {
  return {
    individus: Object.keys(s.individus),
    groups: Object.fromEntries(
      GROUPS.map((kind) => [kind, Object.values(s.groups[kind]).map((g) => ({ id: g.id, roles: g.roles }))]),
    ),
  };
}

function load(situation: Situation, run: (s: Simulation) => void) {
  sim = new Simulation(situation);
  computed = [];
  run(sim);
  const seen = new Set<string>();
  const evaluations = computed.filter(([name, period]) => {
    const key = `${name}|${period}`;
    return !seen.has(key) && Boolean(seen.add(key));
  });
  return { population: population(sim), evaluations, situation };
}

function answer(q: Request): unknown {
  switch (q.op) {
    case 'parametres':
      return { parametres: ALL_PARAMETERS.map((p) => ({ path: p.path, values: p.values })) };
    case 'simulateur': {
      const { situation, month } = buildSituation(readPayload(simulatorPayload(q.seed, q.index)));
      return {
        month,
        ...load(situation, (s) => evaluateAids(s, demandeurOf(s, 'demandeur'), month, { trier: false })),
      };
    }
    case 'situation':
      return {
        month: q.month,
        ...load(q.situation, (s) => {
          for (const target of q.targets) {
            const def = getVariable(target);
            if (def) for (const id of idsOf(s, def.entity)) s.calc(target, id, q.month);
          }
        }),
      };
    case 'entrees': {
      // the periods the situation gives the variable for, by entity (an OpenFisca holder's known periods)
      const def = getVariable(q.name);
      if (!def || !sim) throw new Error(`variable inconnue ou pas de situation : ${q.name}`);
      const s = sim;
      return { periods: idsOf(s, def.entity).map((id) => s.inputPeriods(q.name, id)) };
    }
    case 'calc': {
      const def = getVariable(q.name);
      if (!def || !sim) throw new Error(`variable inconnue ou pas de situation : ${q.name}`);
      const s = sim;
      const ids = idsOf(s, def.entity);
      return {
        entity: def.entity,
        type: def.valueType,
        formula: def.formula !== undefined,
        values: ids.map((id) => s.calc(q.name, id, q.period)),
        given: ids.map((id) => s.hasInput(q.name, id, q.period)),
      };
    }
  }
}

createInterface({ input: process.stdin }).on('line', (line) => {
  let reply: unknown;
  try {
    reply = { ok: true, ...(answer(JSON.parse(line) as Request) as object) };
  } catch (e) {
    reply = { ok: false, error: e instanceof Error ? e.message : String(e) };
  }
  process.stdout.write(`${JSON.stringify(reply)}\n`);
});
