// Public entry of the eligibility engine (pure TypeScript, runs in Node and in the browser).
export { AIDS } from './aids/index.ts';
export { Simulation } from './core/simulation.ts';
export { evaluateAids, demandeurOf } from './evaluate.ts';
export { calculate } from './calculate.ts';
export { encodeResult } from './serialize.ts';
export { simulate, situationOf } from './simulateur/simulate.ts';
export { PayloadError } from './simulateur/payload.ts';
export { FIELDS } from './simulateur/fields.ts';
export type { SimulationPayload } from './simulateur/payload.ts';
export type {
  Aid,
  AidDefinition,
  AidEvaluation,
  Demandeur,
  SimulationResult,
  Periodicite,
} from './core/aid.ts';
export type { Situation } from './core/situation.ts';
export { SituationError } from './core/situation.ts';
