// /admin/demandes: every request, newest first, with its owner's name, e-mail and phone (seed 000 §6);
// filters (status, aid, dates, « En attente de moi », search), server-side pages, CSV export.
import { Link } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import { paths } from '../../../config/paths.ts';
import { AIDES } from '../../../lib/aides.ts';
import { paymentLabel, type RequestPaymentStatus } from '../../../lib/statuts.ts';
import { AdminPage } from '../components/AdminPage.tsx';
import { DataTable, ListState, Pagination, type ColumnDef } from '../components/DataTable.tsx';
import { ExportButton } from '../components/ExportButton.tsx';
import { CheckFilter, DateFilter, FilterBar, SelectFilter } from '../components/Filters.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { AdminStatus } from '../components/AdminStatus.tsx';
import { useListParams } from '../useListParams.ts';
import { ADMIN_REQUEST_STATUS, requestStatusLabel } from '../labels.ts';
import { csvDate, day, euros } from '../format.ts';
import { PAGE_SIZE } from '../api/rpc.ts';
import {
  exportRequests,
  useAdminRequests,
  type AdminRequestRow,
  type RequestFilters,
} from '../api/requests.ts';

const col = createColumnHelper<AdminRequestRow>();
const aidName = (r: AdminRequestRow) => r.aid_name ?? r.form_type;
const payment = (r: AdminRequestRow) =>
  paymentLabel(r.payment_status !== null, r.payment_status as RequestPaymentStatus);

const columns = [
  col.accessor('created_at', { header: 'Date', cell: (c) => day(c.getValue()) }),
  col.display({
    id: 'aide',
    header: 'Aide',
    cell: ({ row }) => (
      <Link to={paths.adminArea.request(row.original.id)} className="font-semibold text-brand-800 underline">
        {aidName(row.original)}
      </Link>
    ),
  }),
  col.display({
    id: 'client',
    header: 'Client',
    cell: ({ row }) => (
      <Link to={paths.adminArea.user(row.original.user_id)} className="text-brand-800 underline">
        {row.original.owner_name || 'Sans nom'}
      </Link>
    ),
  }),
  col.accessor('owner_email', { header: 'E-mail', cell: (c) => c.getValue() ?? '—' }),
  col.accessor('owner_phone', {
    header: 'Téléphone',
    cell: (c) => <span className="whitespace-nowrap">{c.getValue() ?? '—'}</span>,
  }),
  col.accessor('status', { header: 'Statut', cell: (c) => <AdminStatus status={c.getValue()} /> }),
  col.display({ id: 'paiement', header: 'Paiement', cell: ({ row }) => payment(row.original) }),
  col.accessor('assigned_name', { header: 'Conseiller', cell: (c) => c.getValue() ?? '—' }),
  col.accessor('estimated_amount', {
    header: 'Montant estimé',
    cell: (c) => <span className="whitespace-nowrap">{euros(c.getValue())}</span>,
  }),
] as ColumnDef<AdminRequestRow, unknown>[];

const csvColumns = [
  { header: 'Identifiant', value: (r: AdminRequestRow) => r.id },
  { header: 'Date', value: (r: AdminRequestRow) => csvDate(r.created_at) },
  { header: 'Aide', value: aidName },
  { header: 'Client', value: (r: AdminRequestRow) => r.owner_name },
  { header: 'E-mail', value: (r: AdminRequestRow) => r.owner_email },
  { header: 'Téléphone', value: (r: AdminRequestRow) => r.owner_phone },
  { header: 'Statut', value: (r: AdminRequestRow) => requestStatusLabel(r.status) },
  { header: 'Paiement', value: payment },
  { header: 'Conseiller', value: (r: AdminRequestRow) => r.assigned_name },
  {
    header: 'Montant estimé (€)',
    value: (r: AdminRequestRow) => (r.estimated_amount === null ? null : Number(r.estimated_amount)),
  },
  { header: 'Mise à jour', value: (r: AdminRequestRow) => csvDate(r.updated_at) },
];

const STATUS_OPTIONS = [...ADMIN_REQUEST_STATUS, { value: 'cancelled', label: 'Annulée' }];
const AID_OPTIONS = AIDES.map((a) => ({ value: a.code, label: a.nom })).sort((a, b) =>
  a.label.localeCompare(b.label, 'fr'),
);

export default function RequestsPage() {
  const { get, page, set, setPage } = useListParams();
  const filters: RequestFilters = {
    status: get('statut'),
    aid: get('aide'),
    dateFrom: get('du'),
    dateTo: get('au'),
    waitingForMe: get('moi') === '1',
    search: get('q'),
  };
  const query = useAdminRequests(filters, page);
  const rows = query.data?.rows ?? [];
  return (
    <AdminPage
      title="Demandes"
      lead="Toutes les demandes, les plus récentes d’abord."
      actions={<ExportButton name="demandes" load={() => exportRequests(filters)} columns={csvColumns} />}
    >
      <FilterBar label="Filtres des demandes">
        <SearchBox
          label="Rechercher une demande"
          placeholder="Nom, e-mail, téléphone, aide"
          value={filters.search}
          onSearch={(q) => set({ q })}
        />
        <SelectFilter
          label="Statut"
          value={filters.status}
          onChange={(v) => set({ statut: v })}
          options={STATUS_OPTIONS}
        />
        <SelectFilter
          label="Aide"
          value={filters.aid}
          onChange={(v) => set({ aide: v })}
          options={AID_OPTIONS}
          allLabel="Toutes"
        />
        <DateFilter label="Du" value={filters.dateFrom} onChange={(v) => set({ du: v })} />
        <DateFilter label="Au" value={filters.dateTo} onChange={(v) => set({ au: v })} />
        <CheckFilter
          label="En attente de moi"
          checked={filters.waitingForMe}
          onChange={(v) => set({ moi: v ? '1' : null })}
        />
      </FilterBar>
      <ListState query={query} empty={rows.length === 0 && 'Aucune demande ne correspond à ces critères.'}>
        <DataTable label="Demandes" columns={columns} data={rows} getRowId={(r) => r.id} />
        <Pagination
          label="demandes"
          page={page}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          onPage={setPage}
        />
      </ListState>
    </AdminPage>
  );
}
