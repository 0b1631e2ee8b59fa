// A history table of the account area (payments, movements, requests, aids): a table at every width. From
// Tailwind's `sm` up it is a plain table; below, each row stacks as a card, each cell on its own line after its
// column's label (`data-label`, drawn by the `cell-label` utility of index.css), the column heads visually hidden
// but still read. Changing `display` of table elements drops their implicit roles in Chromium, hence the explicit
// ones: assistive tech and `getByRole('row')` find the same table on a phone.
import type { ReactNode } from 'react';

export interface Column<T> {
  /** the column head, and the label before the cell on a phone */
  label: string;
  /** a head only for assistive tech (e.g. « Actions »): hidden on every screen, and no label on a phone */
  labelHidden?: boolean;
  /** the row's header cell (`<th scope="row">`), the title of its card on a phone */
  rowHeader?: boolean;
  /** classes of the column head (default: paddings and weight of the account tables) */
  headClassName?: string;
  /** classes of each cell: paddings, alignment, colours */
  className?: string;
  cell: (row: T) => ReactNode;
}

interface ResponsiveTableProps<T> {
  caption: ReactNode;
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string;
  /** classes of the box around the table, e.g. `card overflow-x-auto p-0` */
  className?: string;
  /** the table's least width from `sm` up, e.g. `sm:min-w-[40rem]` (a phone stacks the rows instead) */
  minWidth?: string;
  /** classes of the header row (default: a border below it) */
  headRowClassName?: string;
  busy?: boolean;
}

const cx = (...classes: (string | false | undefined)[]) => classes.filter(Boolean).join(' ');

/** on a phone: every cell a line of the card; a labelled one leaves room for its label on the left */
const phoneCell = (column: Column<unknown>) =>
  cx(
    'max-sm:block max-sm:py-0.5 max-sm:text-left',
    column.rowHeader || column.labelHidden ? 'max-sm:px-5' : 'max-sm:cell-label max-sm:pr-5 max-sm:pl-30',
    column.rowHeader && 'max-sm:pb-1',
  );

export function ResponsiveTable<T>({
  caption,
  columns,
  rows,
  rowKey,
  className,
  minWidth,
  headRowClassName = 'border-b border-slate-200 text-slate-700',
  busy,
}: ResponsiveTableProps<T>) {
  return (
    <div className={className} aria-busy={busy || undefined}>
      <table role="table" className={cx('w-full text-left text-sm max-sm:block', minWidth)}>
        <caption className="sr-only">{caption}</caption>
        <thead role="rowgroup" className={cx(headRowClassName, 'max-sm:sr-only')}>
          <tr role="row">
            {columns.map((c) => (
              <th
                key={c.label}
                role="columnheader"
                scope="col"
                className={c.headClassName ?? 'px-5 py-3 font-semibold'}
              >
                {c.labelHidden ? <span className="sr-only">{c.label}</span> : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup" className="divide-y divide-slate-100 max-sm:block">
          {rows.map((row) => (
            <tr key={rowKey(row)} role="row" className="max-sm:block max-sm:py-3">
              {columns.map((c) => {
                const classes = cx(c.className ?? 'px-5 py-3', phoneCell(c as Column<unknown>));
                return c.rowHeader ? (
                  <th key={c.label} role="rowheader" scope="row" className={classes}>
                    {c.cell(row)}
                  </th>
                ) : (
                  <td
                    key={c.label}
                    role="cell"
                    className={classes}
                    data-label={c.labelHidden ? undefined : c.label}
                  >
                    {c.cell(row)}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
