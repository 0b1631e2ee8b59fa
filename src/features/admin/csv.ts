// CSV for French spreadsheets: UTF-8 with a byte-order mark (accents read correctly), `;` between fields (the
// comma is the decimal separator in France), CRLF lines, quotes doubled, and formulas neutralised.
export interface CsvColumn<T> {
  header: string;
  value: (row: T) => string | number | boolean | null | undefined;
}

export const BOM = '\uFEFF';

function cell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = typeof value === 'boolean' ? (value ? 'oui' : 'non') : String(value);
  if (typeof value === 'number') text = text.replace('.', ',');
  // a cell starting with = + - @ would run as a formula in a spreadsheet
  else if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[";\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv<T>(rows: T[], columns: CsvColumn<T>[]): string {
  const lines = [columns.map((c) => cell(c.header)).join(';')];
  for (const row of rows) lines.push(columns.map((c) => cell(c.value(row))).join(';'));
  return BOM + lines.join('\r\n') + '\r\n';
}

/** Starts the browser's download of `text` as `filename`. */
export function downloadCsv(filename: string, text: string) {
  const blob = new Blob([text], { type: 'text/csv;charset=utf-8' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** "demandes-2026-11-25.csv" (the day in Paris) */
export const csvName = (what: string, now = new Date()) =>
  `${what}-${now.toLocaleDateString('sv-SE', { timeZone: 'Europe/Paris' })}.csv`;
