// /admin/utilisateurs: every account, paginated and sorted on the server, searched by name, e-mail, phone or
// referral code; CSV export of the whole filtered list.
import { Link } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import { paths } from '../../../config/paths.ts';
import { AdminPage } from '../components/AdminPage.tsx';
import { Badge } from '../components/AdminStatus.tsx';
import {
  DataTable,
  ListState,
  Pagination,
  type ColumnDef,
  type SortingState,
} from '../components/DataTable.tsx';
import { ExportButton } from '../components/ExportButton.tsx';
import { FilterBar } from '../components/Filters.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { useListParams } from '../useListParams.ts';
import { ROLE_LABEL } from '../labels.ts';
import { csvDate, day } from '../format.ts';
import { PAGE_SIZE } from '../api/rpc.ts';
import {
  exportUsers,
  useAdminUsers,
  userName,
  USER_SORTS,
  type AdminUserRow,
  type UserListParams,
  type UserSort,
} from '../api/users.ts';

const col = createColumnHelper<AdminUserRow>();

const columns = [
  col.accessor((u) => userName(u), {
    id: 'name',
    header: 'Nom',
    enableSorting: true,
    cell: ({ row }) => (
      <Link to={paths.adminArea.user(row.original.id)} className="font-semibold text-brand-800 underline">
        {userName(row.original)}
      </Link>
    ),
  }),
  col.accessor('email', { header: 'E-mail', enableSorting: true, cell: (c) => c.getValue() ?? '—' }),
  col.accessor('phone', {
    header: 'Téléphone',
    enableSorting: false,
    cell: (c) => <span className="whitespace-nowrap">{c.getValue() ?? '—'}</span>,
  }),
  col.accessor('referral_code', { header: 'Code', enableSorting: false, cell: (c) => c.getValue() ?? '—' }),
  col.accessor('role', {
    header: 'Rôle',
    enableSorting: false,
    cell: (c) => (
      <Badge tone={c.getValue() === 'admin' ? 'amber' : 'slate'}>{ROLE_LABEL[c.getValue()]}</Badge>
    ),
  }),
  col.accessor('created_at', { header: 'Inscription', enableSorting: true, cell: (c) => day(c.getValue()) }),
  col.accessor('balance', { header: 'Solde', enableSorting: true, cell: (c) => `${c.getValue()} aide(s)` }),
  col.accessor('requests_count', { header: 'Demandes', enableSorting: false }),
  col.accessor('deactivated', {
    header: 'État',
    enableSorting: false,
    cell: (c) => (c.getValue() ? <Badge tone="red">Désactivé</Badge> : <Badge tone="green">Actif</Badge>),
  }),
] as ColumnDef<AdminUserRow, unknown>[];

const csvColumns = [
  { header: 'Identifiant', value: (u: AdminUserRow) => u.id },
  { header: 'Nom', value: (u: AdminUserRow) => u.name },
  { header: 'E-mail', value: (u: AdminUserRow) => u.email },
  { header: 'Téléphone', value: (u: AdminUserRow) => u.phone },
  { header: 'Code de parrainage', value: (u: AdminUserRow) => u.referral_code },
  { header: 'Rôle', value: (u: AdminUserRow) => ROLE_LABEL[u.role] },
  { header: 'Inscription', value: (u: AdminUserRow) => csvDate(u.created_at) },
  { header: 'Solde (aides)', value: (u: AdminUserRow) => u.balance },
  { header: 'Demandes', value: (u: AdminUserRow) => u.requests_count },
  { header: 'Désactivé', value: (u: AdminUserRow) => u.deactivated },
];

export default function UsersPage() {
  const { get, page, set, setPage } = useListParams();
  const sort = (USER_SORTS as string[]).includes(get('tri')) ? (get('tri') as UserSort) : 'created_at';
  const params: UserListParams = { search: get('q'), sort, descending: get('ordre') !== 'asc' };
  const query = useAdminUsers(params, page);
  const rows = query.data?.rows ?? [];
  const sorting: SortingState = [{ id: params.sort, desc: params.descending }];
  return (
    <AdminPage
      title="Utilisateurs"
      lead="Les comptes des clients et des conseillers."
      actions={<ExportButton name="utilisateurs" load={() => exportUsers(params)} columns={csvColumns} />}
    >
      <FilterBar label="Recherche des utilisateurs">
        <SearchBox
          label="Rechercher un utilisateur"
          placeholder="Nom, e-mail, téléphone ou code de parrainage"
          value={params.search}
          onSearch={(q) => set({ q })}
        />
      </FilterBar>
      <ListState
        query={query}
        empty={rows.length === 0 && 'Aucun utilisateur ne correspond à cette recherche.'}
      >
        <DataTable
          label="Utilisateurs"
          columns={columns}
          data={rows}
          getRowId={(u) => u.id}
          sorting={sorting}
          onSortingChange={(next) => {
            const first = next[0];
            if (!first) return;
            // a new column starts with its natural order: names and e-mails A→Z, dates and balances newest/highest
            const changed = first.id !== params.sort;
            const desc = changed ? first.id !== 'name' && first.id !== 'email' : first.desc;
            set({ tri: first.id, ordre: desc ? null : 'asc' });
          }}
        />
        <Pagination
          label="utilisateurs"
          page={page}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          onPage={setPage}
        />
      </ListState>
    </AdminPage>
  );
}
