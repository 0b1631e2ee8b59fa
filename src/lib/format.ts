// fr-FR formatting of euros and dates.
const euro = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
const euroRound = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  maximumFractionDigits: 0,
});

/** 12.99 → "12,99 €" (narrow no-break spaces normalised to plain no-break spaces for readability in tests). */
export const formatEuros = (amount: number) => euro.format(amount).replace(/\u202f/g, '\u00a0');
export const formatEurosRounded = (amount: number) =>
  euroRound.format(Math.round(amount)).replace(/\u202f/g, '\u00a0');
export const formatCents = (cents: number) => formatEuros(cents / 100);

const longDate = new Intl.DateTimeFormat('fr-FR', { day: 'numeric', month: 'long', year: 'numeric' });
const shortDate = new Intl.DateTimeFormat('fr-FR', { day: '2-digit', month: '2-digit', year: 'numeric' });
const dateTime = new Intl.DateTimeFormat('fr-FR', { dateStyle: 'long', timeStyle: 'short' });

export const formatLongDate = (d: Date | string) => longDate.format(new Date(d));
export const formatShortDate = (d: Date | string) => shortDate.format(new Date(d));
export const formatDateTime = (d: Date | string) => dateTime.format(new Date(d));
