// The OpenFisca situation JSON: entities, roles and per-period values.
export type PeriodValues = Record<string, number | boolean | string | null>;
export type EntityVariables = Record<string, PeriodValues | string[] | undefined>;

export interface Situation {
  individus: Record<string, EntityVariables>;
  familles?: Record<string, EntityVariables>;
  foyers_fiscaux?: Record<string, EntityVariables>;
  menages?: Record<string, EntityVariables>;
  /** OpenFisca's axes (calculate only): see axes.ts */
  axes?: unknown;
}

export const GROUP_ROLES = {
  famille: ['parents', 'enfants'],
  foyer_fiscal: ['declarants', 'personnes_a_charge'],
  menage: ['personne_de_reference', 'conjoint', 'enfants', 'autres'],
} as const;

export const GROUP_PLURAL = {
  famille: 'familles',
  foyer_fiscal: 'foyers_fiscaux',
  menage: 'menages',
} as const;

export type GroupKey = keyof typeof GROUP_ROLES;

export class SituationError extends Error {
  constructor(
    message: string,
    public readonly details: string[] = [],
  ) {
    super(message);
  }
}
