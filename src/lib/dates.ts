// Dates of the account area, always read in Paris time (a request created at 23:30 UTC is the next day in
// France): long format on the dashboard, dd/mm/yyyy in lists (seed 000 §9).
import { formatDistanceToNowStrict, subDays } from 'date-fns';
import { fr } from 'date-fns/locale/fr';
import { formatInTimeZone } from 'date-fns-tz';

export const TIME_ZONE = 'Europe/Paris';

const at = (d: Date | string, pattern: string) =>
  formatInTimeZone(new Date(d), TIME_ZONE, pattern, { locale: fr });

/** "12 mars 2026" */
export const dateLongue = (d: Date | string) => at(d, 'd MMMM yyyy');
/** "12/03/2026" */
export const dateCourte = (d: Date | string) => at(d, 'dd/MM/yyyy');
/** "12 mars 2026 à 14:05" */
export const dateHeure = (d: Date | string) => at(d, "d MMMM yyyy 'à' HH:mm");
/** "il y a 3 jours" */
export const depuis = (d: Date | string, now = new Date()) =>
  now.getTime() - new Date(d).getTime() < 60_000
    ? 'à l’instant'
    : `il y a ${formatDistanceToNowStrict(new Date(d), { locale: fr })}`;
/** true when `d` falls within the 30 days before `now` ("depuis le mois dernier") */
export const dansLesTrenteJours = (d: Date | string, now = new Date()) => new Date(d) >= subDays(now, 30);
