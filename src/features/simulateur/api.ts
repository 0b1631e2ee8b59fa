// POST /.netlify/functions/simulate and the error catalogue of seed 001 §8.
import axios from 'axios';
import type { SimulationPayload } from './payload.ts';
import type { Aid } from '../../engine/core/aid.ts';

export const SIMULATE_URL = '/.netlify/functions/simulate';
export const SIMULATE_TIMEOUT_MS = 10_000;

export const SIMULATION_ERRORS = {
  timeout: 'Le serveur met trop de temps à répondre. Veuillez réessayer.',
  notFound: 'Le service de calcul est temporairement indisponible. Veuillez réessayer plus tard.',
  badRequest: 'Les données envoyées sont invalides. Veuillez vérifier vos informations.',
  server: 'Une erreur est survenue sur le serveur. Notre équipe a été notifiée.',
  other: 'Une erreur inattendue est survenue. Veuillez réessayer ou contacter le support.',
  format: 'Le format de la réponse est invalide. Veuillez contacter le support.',
} as const;

export const displayError = (message: string) =>
  `Erreur lors de la simulation: ${message.replace(/\.$/, '')}. Veuillez réessayer ou contacter le support si le problème persiste.`;

// The function's answer is the engine's own output type (type-only import: no engine code in the bundle).
export type { Aid, Periodicite } from '../../engine/core/aid.ts';

export interface SimulationResult {
  droitsEligibles: Aid[];
  droitsNonEligibles: Aid[];
}

export class SimulationError extends Error {
  constructor(
    message: string,
    public readonly details: string[] = [],
  ) {
    super(message);
  }
}

const isList = (v: unknown): v is Aid[] => Array.isArray(v);

export function readResult(data: unknown): SimulationResult {
  if (isList(data)) return { droitsEligibles: data, droitsNonEligibles: [] };
  if (data && typeof data === 'object') {
    const d = data as Record<string, unknown>;
    if (isList(d.droitsEligibles) || isList(d.droitsInjectes)) {
      const eligibles = isList(d.droitsEligibles) ? d.droitsEligibles : [];
      const injectes = isList(d.droitsInjectes) ? d.droitsInjectes : [];
      return {
        droitsEligibles: [...eligibles, ...injectes.filter((a) => !eligibles.some((e) => e.id === a.id))],
        droitsNonEligibles: isList(d.droitsNonEligibles) ? d.droitsNonEligibles : [],
      };
    }
  }
  throw new SimulationError(SIMULATION_ERRORS.format);
}

export async function runSimulation(
  payload: SimulationPayload,
  { timeout = SIMULATE_TIMEOUT_MS } = {},
): Promise<SimulationResult> {
  let response;
  try {
    response = await axios.post(new URL(SIMULATE_URL, window.location.origin).href, payload, {
      timeout,
      adapter: 'fetch',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      validateStatus: (status) => status < 500,
    });
  } catch (err) {
    if (axios.isAxiosError(err)) {
      if (err.code === 'ECONNABORTED' || err.code === 'ETIMEDOUT')
        throw new SimulationError(SIMULATION_ERRORS.timeout);
      if (err.response?.status === 500) throw new SimulationError(SIMULATION_ERRORS.server);
    }
    throw new SimulationError(SIMULATION_ERRORS.other);
  }
  if (response.status === 404) throw new SimulationError(SIMULATION_ERRORS.notFound);
  if (response.status === 400) {
    const details = (response.data as { details?: unknown })?.details;
    throw new SimulationError(
      SIMULATION_ERRORS.badRequest,
      Array.isArray(details) ? details.map(String) : [],
    );
  }
  if (response.status < 200 || response.status >= 300) throw new SimulationError(SIMULATION_ERRORS.other);
  return readResult(response.data);
}
