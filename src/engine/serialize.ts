// A simulation result as UTF-8 JSON, byte for byte what JSON.stringify gives. Two thirds of an answer are an
// aid's fixed texts (name, description, links, conditions to check): they are encoded once per aid, and each
// answer only encodes its amounts and explanations. Runs in Node and in the browser (TextEncoder).
import type { Aid, SimulationResult } from './core/aid.ts';

const encoder = new TextEncoder();
const bytes = (text: string) => encoder.encode(text);

/** An aid's encoded fixed parts, around its amount, its explanations and its optional legend. */
interface Fragments {
  /** the aid these bytes were encoded from: an aid whose fixed fields differ falls back to JSON.stringify */
  source: Aid;
  /** `{"id":…,"code":…,"nom":…,"institution":…,"description":…,"montant":` */
  head: Uint8Array;
  /** `,"periodicite":…,"lien":…,"explication":` */
  middle: Uint8Array;
  /** a local aid's `,"niveau":…,"themes":…,"dateSource":…` (before its legend; empty for a national aid) */
  territoire: Uint8Array;
  /** `,"teleservice":…,"formulaire":…,"instructions":…,"conditionsAVerifier":…}` (those present) */
  tail: Uint8Array;
}

const field = (key: string, value: unknown) => `,${JSON.stringify(key)}:${JSON.stringify(value)}`;

/** the fields among `keys` that the aid has, as JSON members in that order */
const presentFields = (aid: Aid, keys: readonly (keyof Aid)[]) =>
  keys.map((key) => (aid[key] === undefined ? '' : field(key, aid[key]))).join('');

// The fixed fields of an aid, in the order evaluate.ts and presenterAideLocale write them, by where they sit
// around the fields that change with each answer (montant, explication, legende).
const BEFORE_MONTANT = ['code', 'nom', 'institution', 'description'] as const;
const BEFORE_EXPLICATION = ['periodicite', 'lien'] as const;
/** a local aid's territory, before its legend */
const TERRITOIRE = ['niveau', 'themes', 'dateSource'] as const;
const TAIL = ['teleservice', 'formulaire', 'instructions', 'conditionsAVerifier'] as const;
const FIXED: readonly (keyof Aid)[] = [...BEFORE_MONTANT, ...BEFORE_EXPLICATION, ...TERRITOIRE, ...TAIL];

function fragmentsOf(aid: Aid): Fragments {
  return {
    source: aid,
    head: bytes(`{"id":${JSON.stringify(aid.id)}${presentFields(aid, BEFORE_MONTANT)},"montant":`),
    middle: bytes(`${presentFields(aid, BEFORE_EXPLICATION)},"explication":`),
    territoire: bytes(presentFields(aid, TERRITOIRE)),
    tail: bytes(`${presentFields(aid, TAIL)}}`),
  };
}

const cache = new Map<string, Fragments>();

/** the fragments for this aid, when its fixed fields are those they were encoded from */
function fixedParts(aid: Aid): Fragments | undefined {
  let f = cache.get(aid.id);
  if (f === undefined) cache.set(aid.id, (f = fragmentsOf(aid)));
  const source = f.source;
  for (let i = 0; i < FIXED.length; i++) if (aid[FIXED[i]] !== source[FIXED[i]]) return undefined;
  return f;
}

const LISTS = ['droitsEligibles', 'droitsNonEligibles', 'droitsInjectes'] as const;
const OPENINGS = LISTS.map((key, i) => bytes(`${i === 0 ? '{' : '],'}${JSON.stringify(key)}:[`));
const COMMA = bytes(',');
const CLOSING = bytes(']}');

/** `JSON.stringify(result)` as UTF-8 bytes, with each aid's fixed texts encoded once for all answers. */
export function encodeResult(result: SimulationResult): Uint8Array<ArrayBuffer> {
  // Anything but the three lists this file knows (a caller's extra field): the plain way.
  if (Object.keys(result).length !== LISTS.length || LISTS.some((k) => !Array.isArray(result[k])))
    return bytes(JSON.stringify(result));
  const parts: Part[] = [];
  for (let i = 0; i < LISTS.length; i++) {
    parts.push(OPENINGS[i]);
    const aids = result[LISTS[i]];
    for (let j = 0; j < aids.length; j++) {
      if (j > 0) parts.push(COMMA);
      const aid = aids[j];
      const f = fixedParts(aid);
      if (f === undefined || !hasOnlyKnownKeys(aid)) {
        parts.push(JSON.stringify(aid));
        continue;
      }
      parts.push(f.head, aid.montant, f.middle, JSON.stringify(aid.explication), f.territoire);
      if (aid.legende !== undefined) parts.push(field('legende', aid.legende));
      parts.push(f.tail);
    }
  }
  parts.push(CLOSING);
  return concat(parts);
}

// The key order of an aid as evaluate.ts builds it; the fragments reproduce exactly this order.
const KEY_ORDER = [
  'id',
  'code',
  'nom',
  'institution',
  'description',
  'montant',
  'periodicite',
  'lien',
  'explication',
  'niveau',
  'themes',
  'dateSource',
  'legende',
  'teleservice',
  'formulaire',
  'instructions',
  'conditionsAVerifier',
];

/** true when the aid's keys are a subsequence of KEY_ORDER, in that order (checked without allocating) */
function hasOnlyKnownKeys(aid: Aid): boolean {
  let k = 0;
  for (const key in aid) {
    while (k < KEY_ORDER.length && KEY_ORDER[k] !== key) k++;
    if (k === KEY_ORDER.length) return false;
    k++;
  }
  return true;
}

/** fixed bytes, a string to encode, or a number (written as JSON writes it, in ASCII) */
type Part = Uint8Array | string | number;

function concat(parts: Part[]): Uint8Array<ArrayBuffer> {
  // UTF-8 takes at most 3 bytes per UTF-16 unit, a number at most 24 characters: one buffer big enough.
  let bound = 0;
  for (const p of parts)
    bound += typeof p === 'number' ? 24 : typeof p === 'string' ? p.length * 3 : p.length;
  const out = new Uint8Array(bound);
  let at = 0;
  for (const p of parts) {
    if (typeof p === 'number') {
      const digits = Number.isFinite(p) ? String(p) : 'null';
      for (let i = 0; i < digits.length; i++) out[at++] = digits.charCodeAt(i);
    } else if (typeof p === 'string') at += encoder.encodeInto(p, out.subarray(at)).written;
    else {
      out.set(p, at);
      at += p.length;
    }
  }
  return out.subarray(0, at);
}
