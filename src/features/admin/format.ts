// Formatting shared by the back-office screens.
import { formatInTimeZone } from 'date-fns-tz';
import { dateCourte, dateHeure, TIME_ZONE } from '../../lib/dates.ts';
import { formatCents, formatEuros } from '../../lib/format.ts';

export const euros = (amount: number | string | null | undefined) =>
  amount === null || amount === undefined || amount === '' ? '—' : formatEuros(Number(amount));
export const cents = (c: number | string | null | undefined) =>
  c === null || c === undefined ? '—' : formatCents(Number(c));
export const day = (d: string | null | undefined) => (d ? dateCourte(d) : '—');
export const when = (d: string | null | undefined) => (d ? dateHeure(d) : '—');
/** the CSV's date and time, Paris time: "25/11/2026 14:05" */
export const csvDate = (d: string | null | undefined) =>
  d ? formatInTimeZone(new Date(d), TIME_ZONE, 'dd/MM/yyyy HH:mm') : '';
