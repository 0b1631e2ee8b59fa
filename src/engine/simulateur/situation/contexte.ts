// What the step mappers share: the answers, the months they fill, and the situation being built.
//
// Past months. The questionnaire asks for one current monthly amount per resource, while the aids read
// reference windows (3 months for RSA/PPA/CEJ, 12 months M-13…M-2 for housing, the rolling year for the
// CSS, calendar years N-1/N-2 for tax-based rules). We assume the declared monthly amount was received in
// every month from January of N-2 up to the simulation month, except before `date_debut_ressources` when it
// is given (the resource started then: earlier months are 0). This is the usual "situation stable"
// hypothesis of simulators; it is stated in docs/engine.md and on the results page.
import type { PeriodValues, Situation } from '../../core/situation.ts';
import { monthRange } from '../../core/periods.ts';
import type { AnswerBook, AnswerValue } from '../payload.ts';

export const DEMANDEUR = 'demandeur';
export const CONJOINT = 'conjoint';
export const FAMILLE = 'famille_1';
export const MENAGE = 'menage_1';
export const FOYER = 'foyer_fiscal_1';
export const FOYER_PARENTS = 'foyer_fiscal_parents';

export const bool = (v: AnswerValue | undefined) =>
  v === true || v === 'oui' || v === 'true' || v === 1 || v === '1';
export const num = (v: AnswerValue | undefined) => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && v.trim() !== '' ? Number(v) : NaN;
  return Number.isFinite(n) ? n : undefined;
};
export const str = (v: AnswerValue | undefined) =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : undefined;
export const list = (v: AnswerValue | undefined): string[] =>
  Array.isArray(v) ? v.map(String) : typeof v === 'string' && v ? v.split(',').map((s) => s.trim()) : [];

/** Net → taxable salary: CSG non déductible (2,4 %) and CRDS (0,5 %) on 98,25 % of a gross ≈ net / 0,78. */
export const IMPOSABLE_SUR_NET = 1 + (0.029 * 0.9825) / 0.78;
/** Gross → net salary for a private-sector employee (≈ 22 % of employee contributions). */
export const NET_SUR_BRUT = 0.78;

type Vars = Record<string, PeriodValues>;

/** The situation under construction, and the months every step fills. */
export interface Brouillon {
  book: AnswerBook;
  /** the simulation month, YYYY-MM */
  month: string;
  /** January of N-2 to the simulation month */
  allMonths: readonly string[];
  /** the months a declared resource was received (from date_debut_ressources when given) */
  activeMonths: readonly string[];
  me: Vars;
  individus: Situation['individus'];
  famille: Record<string, PeriodValues | string[]>;
  menage: Record<string, PeriodValues | string[]>;
  /** what the steps learn that later steps need */
  faits: {
    activite: string;
    enCouple: boolean;
    enfants: string[];
    age: number;
  };
}

export function brouillon(book: AnswerBook): Brouillon {
  const month = book.date.slice(0, 7);
  const firstMonth = `${Number(month.slice(0, 4)) - 2}-01`;
  const allMonths = monthRange(firstMonth, monthDiff(firstMonth, month) + 1);
  const debut = str(book.get('date_debut_ressources'))?.slice(0, 7);
  const activeMonths = debut && debut > firstMonth ? allMonths.filter((m) => m >= debut) : allMonths;
  const me: Vars = {};
  return {
    book,
    month,
    allMonths,
    activeMonths,
    me,
    individus: { [DEMANDEUR]: me },
    famille: { parents: [DEMANDEUR] },
    menage: { personne_de_reference: [DEMANDEUR] },
    faits: { activite: 'inactif', enCouple: false, enfants: [], age: 0 },
  };
}

/**
 * `parMois` for each of `months`, a whole calendar year written once as `YYYY` with `parAn` (OpenFisca's
 * set_input spreads it back over the months): a situation with two years less to read on every simulation
 */
function etale(
  months: readonly string[],
  parMois: number | boolean | string,
  parAn: number | boolean | string,
): PeriodValues {
  const out: PeriodValues = {};
  for (let i = 0; i < months.length;) {
    const m = months[i];
    if (m.endsWith('-01') && i + 11 < months.length && months[i + 11] === `${m.slice(0, 4)}-12`) {
      out[m.slice(0, 4)] = parAn;
      i += 12;
    } else {
      out[m] = parMois;
      i++;
    }
  }
  return out;
}

/** `amount` for each of `months` (the resource months by default); undefined when there is nothing */
export function chaqueMois(
  b: Brouillon,
  amount: number | undefined,
  months: readonly string[] = b.activeMonths,
): PeriodValues | undefined {
  if (!amount) return undefined;
  return etale(months, amount, 12 * amount);
}

/** a value for the simulation month */
export const ceMois = (b: Brouillon, value: number | boolean | string): PeriodValues => ({
  [b.month]: value,
});

/**
 * a status (activity, apprenticeship, studies) for every month since January N-2: the stable situation the
 * reference windows read (the prime d'activité looks at the last three months' status, not this month's)
 */
export const depuisN2 = (b: Brouillon, value: boolean | string): PeriodValues =>
  etale(b.allMonths, value, value);

/** the same value for each of `months` */
export const pourLesMois = (value: string, months: readonly string[]): PeriodValues =>
  etale(months, value, value);

export function monthDiff(from: string, to: string): number {
  return (
    (Number(to.slice(0, 4)) - Number(from.slice(0, 4))) * 12 +
    (Number(to.slice(5, 7)) - Number(from.slice(5, 7)))
  );
}

export function ageAt(birth: string, date: string): number {
  const [by, bm, bd] = birth.split('-').map(Number);
  const [y, m, d] = date.split('-').map(Number);
  return y - by - (m < bm || (m === bm && d < bd) ? 1 : 0);
}

/** What a step reads from the answers and the variables it fills: the table of docs/simulateur.md. */
export interface Correspondance {
  /** answer field(s) of the questionnaire */
  champs: string[];
  /** OpenFisca variables filled (entity.variable) */
  variables: string[];
  /** how, in a few words (French) */
  note?: string;
}
