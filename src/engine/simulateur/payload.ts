// The simulation payload of seed 001 §3: its envelope, its answers, and their validation in French.
import { z } from 'zod';
import { FIELDS, type FieldSpec } from './fields.ts';

export const ENTITY_NAMES = ['individu', 'menage', 'famille', 'enfants', 'parents'] as const;

const answerValue = z.union([
  z.string().max(500),
  z.number(),
  z.boolean(),
  z.array(z.union([z.string().max(100), z.number()])).max(100),
  z.null(),
]);

const answerSchema = z.object({
  entityName: z.enum(ENTITY_NAMES, { message: "Le type d'entité d'une réponse est invalide." }),
  id: z.string().max(64).optional().nullable(),
  fieldName: z.string().min(1).max(64),
  value: answerValue.optional(),
  path: z.string().max(256).optional(),
});

export const payloadSchema = z.object({
  dateDeValeur: z.union([z.string(), z.number()]).optional(),
  finishedAt: z.union([z.string(), z.number()]).optional(),
  status: z.string().max(32).optional(),
  version: z.union([z.literal(17), z.literal(18), z.literal('17'), z.literal('18')], {
    message: 'Version de simulation non prise en charge (17 ou 18 attendue).',
  }),
  abtesting: z.record(z.string(), z.unknown()).optional().nullable(),
  answers: z.object({
    all: z.array(answerSchema).max(500),
    current: z.array(answerSchema).max(500).optional().default([]),
  }),
});

export type SimulationPayload = z.infer<typeof payloadSchema>;
export type Answer = z.infer<typeof answerSchema>;
export type AnswerValue = z.infer<typeof answerValue>;

export class PayloadError extends Error {
  constructor(public readonly details: string[]) {
    super('Erreurs de validation');
  }
}

/** A normalised, validated answer book: one value per (entity, id, field). */
export interface AnswerBook {
  /** the month of the simulation, YYYY-MM, and its date */
  date: string;
  /** demandeur answers by field (entities individu, menage, famille, parents) */
  get(field: string): AnswerValue | undefined;
  /** answers about each child (entity enfants) by id then field */
  of(entity: 'enfants'): Map<string, Map<string, AnswerValue>>;
}

/** Parameters are kept from 2021 on (the reform of housing-aid resources); beyond 2030 nothing is known. */
export const FIRST_SUPPORTED_DATE = '2021-01-01';
export const LAST_SUPPORTED_DATE = '2030-12-31';
const frDate = (iso: string) => iso.split('-').reverse().join('/');

const key = (a: Answer) => `${a.entityName}|${a.id ?? ''}|${a.fieldName}`;

function readDate(raw: string | number | undefined): string | null {
  if (raw === undefined) return null;
  const d = new Date(raw);
  if (Number.isNaN(d.getTime())) return null;
  return d.toISOString().slice(0, 10);
}

function checkValue(spec: FieldSpec, value: AnswerValue): string | null {
  const label = `« ${spec.label} »`;
  switch (spec.kind) {
    case 'date': {
      if (
        typeof value !== 'string' ||
        !/^\d{4}-\d{2}-\d{2}(T.*)?$/.test(value) ||
        Number.isNaN(Date.parse(value.slice(0, 10)))
      )
        return `La date ${label} doit être au format AAAA-MM-JJ.`;
      return null;
    }
    case 'number': {
      const n =
        typeof value === 'number'
          ? value
          : typeof value === 'string' && value.trim() !== ''
            ? Number(value)
            : NaN;
      if (!Number.isFinite(n)) return `La valeur ${label} doit être un nombre.`;
      if (spec.min !== undefined && n < spec.min)
        return `La valeur ${label} doit être supérieure ou égale à ${spec.min}.`;
      if (spec.max !== undefined && n > spec.max)
        return `La valeur ${label} doit être inférieure ou égale à ${spec.max}.`;
      return null;
    }
    case 'enum':
      if (typeof value !== 'string' || !spec.values!.includes(value))
        return `La valeur ${label} n'est pas reconnue.`;
      return null;
    case 'bool':
      if (typeof value === 'boolean' || ['oui', 'non', 'true', 'false', '1', '0'].includes(String(value)))
        return null;
      return `La réponse ${label} doit être oui ou non.`;
    case 'text':
      if (typeof value !== 'string' && typeof value !== 'number')
        return `La valeur ${label} doit être un texte.`;
      if (spec.maxLength !== undefined && String(value).length > spec.maxLength)
        return `La valeur ${label} ne doit pas dépasser ${spec.maxLength} caractères.`;
      if (spec.pattern && !spec.pattern.test(String(value)))
        return `La valeur ${label} n'est pas au bon format.`;
      return null;
    case 'list':
      if (!Array.isArray(value) && typeof value !== 'string')
        return `La valeur ${label} doit être une liste.`;
      return null;
  }
}

// zod's own messages (a missing object, a string too long…) in French, like the schema's custom ones
const FRENCH_ERRORS = z.locales.fr().localeError;

/** the payload checked against the schema, or the reason why not (at most ten French messages) */
function validPayload(raw: unknown): SimulationPayload {
  // A well-formed payload is checked by hand (the schema's rules, a fraction of its cost on every
  // simulation); anything else goes through the schema, whose messages say what is wrong.
  const conforme = conformeAuSchema(raw);
  if (conforme) return conforme;
  const parsed = payloadSchema.safeParse(raw, { error: FRENCH_ERRORS });
  if (parsed.success) return parsed.data;
  const details = parsed.error.issues.map((i) => {
    const where = i.path.length ? ` (${i.path.join('.')})` : '';
    return `${i.message}${where}`;
  });
  throw new PayloadError([
    'La requête est invalide ou ne contient pas de demandeur',
    ...details.slice(0, 10),
  ]);
}

/** the date the simulation is made at: the override (CLI), the payload's, or today; within the supported years */
function simulationDate(payload: SimulationPayload, dateOverride: string | undefined): string {
  const date = dateOverride ?? readDate(payload.dateDeValeur) ?? new Date().toISOString().slice(0, 10);
  if (dateOverride && !readDate(dateOverride))
    throw new PayloadError([`Date de simulation invalide : ${dateOverride}`]);
  if (date < FIRST_SUPPORTED_DATE || date > LAST_SUPPORTED_DATE)
    throw new PayloadError([
      `La date de simulation doit être comprise entre ${frDate(FIRST_SUPPORTED_DATE)} et ${frDate(LAST_SUPPORTED_DATE)}.`,
    ]);
  return date;
}

/**
 * The answers sorted by person, with the seed's rules: answers from `all` then `current`, a repeated
 * (entity, id, field) is skipped, null values are skipped; a value of the wrong kind is an error.
 */
function sortAnswers(payload: SimulationPayload) {
  const seen = new Set<string>();
  const demandeur = new Map<string, AnswerValue>();
  const others = { enfants: new Map<string, Map<string, AnswerValue>>() };
  const errors: string[] = [];
  for (const a of [...payload.answers.all, ...payload.answers.current]) {
    if (a.value === null || a.value === undefined) continue;
    const k = key(a);
    if (seen.has(k)) continue;
    seen.add(k);
    const spec = FIELDS[a.fieldName];
    const problem = spec ? checkValue(spec, a.value) : null;
    if (problem) {
      errors.push(problem);
      continue;
    }
    // individu, menage, famille and parents answers all describe the demandeur's situation (parents_rfr…);
    // only children come as separate people.
    if (a.entityName === 'enfants') {
      const id = a.id ?? 'enfant_0';
      const bucket = others[a.entityName];
      if (!bucket.has(id)) bucket.set(id, new Map());
      bucket.get(id)!.set(a.fieldName, a.value);
    } else if (!demandeur.has(a.fieldName)) demandeur.set(a.fieldName, a.value);
  }
  return { demandeur, others, errors };
}

/** the answers every simulation needs, and a birth date that is not after the simulation's date */
function checkRequiredAnswers(demandeur: Map<string, AnswerValue>, date: string, errors: string[]): void {
  if (demandeur.size === 0) errors.unshift('La requête est invalide ou ne contient pas de demandeur');
  else {
    if (!demandeur.has('date_naissance')) errors.push('La date de naissance est obligatoire');
    if (!demandeur.has('nationalite')) errors.push('La nationalité est obligatoire');
    if (!demandeur.has('situation_professionnelle')) errors.push("L'activité est obligatoire");
  }
  const birth = demandeur.get('date_naissance');
  if (typeof birth === 'string' && birth.slice(0, 10) > date)
    errors.push('La date de naissance ne peut pas être dans le futur.');
}

/**
 * Validates the payload and builds the answer book. `dateOverride` (CLI --date) replaces dateDeValeur.
 */
export function readPayload(raw: unknown, dateOverride?: string): AnswerBook {
  const payload = validPayload(raw);
  const date = simulationDate(payload, dateOverride);
  const { demandeur, others, errors } = sortAnswers(payload);
  checkRequiredAnswers(demandeur, date, errors);
  if (errors.length) throw new PayloadError(errors);
  return {
    date,
    get: (field) => demandeur.get(field),
    of: (entity) => others[entity],
  };
}

const ENTITES = new Set<string>(ENTITY_NAMES);
const VERSIONS = new Set<unknown>([17, 18, '17', '18']);
const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const optionalString = (v: unknown, max: number) =>
  v === undefined || (typeof v === 'string' && v.length <= max);

function valeurConforme(v: unknown): boolean {
  if (v === undefined || v === null || typeof v === 'boolean') return true;
  if (typeof v === 'number') return Number.isFinite(v);
  if (typeof v === 'string') return v.length <= 500;
  if (!Array.isArray(v) || v.length > 100) return false;
  for (const x of v)
    if (!(typeof x === 'string' ? x.length <= 100 : typeof x === 'number' && Number.isFinite(x)))
      return false;
  return true;
}

function reponsesConformes(list: unknown): list is Answer[] {
  if (!Array.isArray(list) || list.length > 500) return false;
  for (const a of list) {
    if (!isObject(a) || typeof a.entityName !== 'string' || !ENTITES.has(a.entityName)) return false;
    if (!(a.id === undefined || a.id === null || (typeof a.id === 'string' && a.id.length <= 64)))
      return false;
    if (typeof a.fieldName !== 'string' || a.fieldName.length < 1 || a.fieldName.length > 64) return false;
    if (!valeurConforme(a.value) || !optionalString(a.path, 256)) return false;
  }
  return true;
}

/** the payload when it meets every rule of `payloadSchema`, else undefined (never a false acceptance) */
export function conformeAuSchema(raw: unknown): SimulationPayload | undefined {
  if (!isObject(raw) || !VERSIONS.has(raw.version)) return undefined;
  for (const date of [raw.dateDeValeur, raw.finishedAt])
    if (!(
      date === undefined ||
      typeof date === 'string' ||
      (typeof date === 'number' && Number.isFinite(date))
    ))
      return undefined;
  if (!optionalString(raw.status, 32)) return undefined;
  if (!(raw.abtesting === undefined || raw.abtesting === null || isObject(raw.abtesting))) return undefined;
  const answers = raw.answers;
  if (!isObject(answers) || !reponsesConformes(answers.all)) return undefined;
  if (answers.current !== undefined && !reponsesConformes(answers.current)) return undefined;
  return {
    ...(raw as unknown as SimulationPayload),
    answers: { all: answers.all, current: (answers.current as Answer[] | undefined) ?? [] },
  };
}
