// Public entry of the eligibility engine (pure TypeScript, runs in Node and in the browser).
export { AIDS } from './aids/index.ts';
export { Simulation } from './core/simulation.ts';
export { evaluateAids, demandeurOf } from './evaluate.ts';
export type { Aid, AidDefinition, AidEvaluation, Demandeur, SimulationResult, Periodicite } from './core/aid.ts';
export type { Situation } from './core/situation.ts';
export { SituationError } from './core/situation.ts';
