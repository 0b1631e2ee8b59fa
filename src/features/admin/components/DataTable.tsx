// The back-office's tables (TanStack Table): a caption, column headers that sort on the server when asked
// (a button per sortable header, aria-sort on the header cell), and a focusable, labelled region that scrolls
// sideways on a narrow screen instead of squeezing the columns.
import { useId, type ReactNode } from 'react';
import {
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type Header,
  type SortDirection,
  type SortingState,
  type Table,
} from '@tanstack/react-table';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { SkeletonList } from '../../../components/Skeleton.tsx';
import { EmptyState, ErrorState } from '../../../components/QueryState.tsx';

export type { ColumnDef, SortingState };

/** A header or cell template rendered by calling it. TanStack's flexRender would mount each inline template as
 * a component, and the pages build their columns on every render: each re-render (a refetch, a state change)
 * would then replace every cell's buttons and links, and a click landing during it would be lost. */
function renderPart<C>(part: ((context: C) => ReactNode) | ReactNode, context: C): ReactNode {
  return typeof part === 'function' ? (part as (context: C) => ReactNode)(context) : part;
}

function SortIcon({ sorted }: { sorted: false | SortDirection }) {
  return sorted === 'asc' ? (
    <ArrowUp className="h-3.5 w-3.5" aria-hidden="true" />
  ) : sorted === 'desc' ? (
    <ArrowDown className="h-3.5 w-3.5" aria-hidden="true" />
  ) : (
    <ArrowUpDown className="h-3.5 w-3.5" aria-hidden="true" />
  );
}

/** A column header: its title, or a sort button with the direction's arrow; aria-sort on the cell. */
function HeaderCell<T>({ header }: { header: Header<T, unknown> }) {
  const sorted = header.column.getIsSorted();
  const canSort = header.column.getCanSort();
  const title = renderPart(header.column.columnDef.header, header.getContext());
  return (
    <th
      scope="col"
      aria-sort={sorted === 'asc' ? 'ascending' : sorted === 'desc' ? 'descending' : undefined}
      className="px-3 py-2.5 font-semibold whitespace-nowrap"
    >
      {canSort ? (
        <button
          type="button"
          onClick={header.column.getToggleSortingHandler()}
          className="inline-flex items-center gap-1 uppercase hover:text-brand-800"
        >
          {title}
          <SortIcon sorted={sorted} />
        </button>
      ) : (
        title
      )}
    </th>
  );
}

function TableHead<T>({ table }: { table: Table<T> }) {
  return (
    <thead className="bg-slate-100 text-xs tracking-wide text-slate-700 uppercase">
      {table.getHeaderGroups().map((group) => (
        <tr key={group.id}>
          {group.headers.map((header) => (
            <HeaderCell key={header.id} header={header} />
          ))}
        </tr>
      ))}
    </thead>
  );
}

function TableBody<T>({ table }: { table: Table<T> }) {
  return (
    <tbody className="divide-y divide-slate-200">
      {table.getRowModel().rows.map((row) => (
        <tr key={row.id} className="align-top hover:bg-slate-50">
          {row.getVisibleCells().map((cell) => (
            <td key={cell.id} className="px-3 py-2.5 text-slate-800">
              {renderPart(cell.column.columnDef.cell, cell.getContext())}
            </td>
          ))}
        </tr>
      ))}
    </tbody>
  );
}

export function DataTable<T>({
  label,
  columns,
  data,
  getRowId,
  sorting,
  onSortingChange,
}: {
  label: string;
  columns: ColumnDef<T, unknown>[];
  data: T[];
  getRowId: (row: T) => string;
  /** server-side sorting: the columns with `enableSorting: true` get a button */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
}) {
  const table = useReactTable({
    data,
    columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    enableSorting: Boolean(onSortingChange),
    enableSortingRemoval: false,
    state: { sorting: sorting ?? [] },
    onSortingChange: (updater) => {
      const next = typeof updater === 'function' ? updater(sorting ?? []) : updater;
      onSortingChange?.(next);
    },
  });
  const captionId = useId();
  return (
    <div
      role="region"
      aria-labelledby={captionId}
      tabIndex={0}
      className="overflow-x-auto rounded-2xl border border-slate-200 bg-white"
    >
      <table className="w-full min-w-[44rem] border-collapse text-left text-sm">
        <caption id={captionId} className="sr-only">
          {label}
        </caption>
        <TableHead table={table} />
        <TableBody table={table} />
      </table>
    </div>
  );
}

/** A list's loading, error (with « Réessayer ») and empty states around its table. */
export function ListState({
  query,
  empty,
  children,
}: {
  query: { isPending: boolean; isError: boolean; error: Error | null; refetch: () => unknown };
  empty: string | false;
  children: ReactNode;
}) {
  if (query.isPending) return <SkeletonList rows={6} />;
  if (query.isError)
    return <ErrorState message={query.error?.message ?? ''} onRetry={() => void query.refetch()} />;
  if (empty) return <EmptyState>{empty}</EmptyState>;
  return <>{children}</>;
}

export function Pagination({
  page,
  pageSize,
  total,
  onPage,
  label,
}: {
  page: number;
  pageSize: number;
  total: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  const from = total === 0 ? 0 : (page - 1) * pageSize + 1;
  const to = Math.min(total, page * pageSize);
  return (
    <nav
      aria-label={`Pagination : ${label}`}
      className="mt-4 flex flex-wrap items-center justify-between gap-3"
    >
      <p className="text-sm text-slate-700" aria-live="polite">
        {total === 0
          ? 'Aucun résultat'
          : `${from.toLocaleString('fr-FR')}–${to.toLocaleString('fr-FR')} sur ${total.toLocaleString('fr-FR')} · page ${page} sur ${pages}`}
      </p>
      <div className="flex gap-2">
        <button type="button" className="btn-ghost" disabled={page <= 1} onClick={() => onPage(page - 1)}>
          Page précédente
        </button>
        <button type="button" className="btn-ghost" disabled={page >= pages} onClick={() => onPage(page + 1)}>
          Page suivante
        </button>
      </div>
    </nav>
  );
}
