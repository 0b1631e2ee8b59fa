// /admin/journal: the append-only audit log of every adviser action (who, when, what, before → after, note).
import { Link } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import { paths } from '../../../config/paths.ts';
import { AdminPage } from '../components/AdminPage.tsx';
import { DataTable, ListState, Pagination, type ColumnDef } from '../components/DataTable.tsx';
import { ExportButton } from '../components/ExportButton.tsx';
import { FilterBar, SelectFilter } from '../components/Filters.tsx';
import { changeOf } from '../components/AuditList.tsx';
import { useListParams } from '../useListParams.ts';
import { AUDIT_ACTION, auditActionLabel } from '../labels.ts';
import { csvDate, when } from '../format.ts';
import { PAGE_SIZE } from '../api/rpc.ts';
import { exportAudit, useAudit, type AuditRow } from '../api/others.ts';

const col = createColumnHelper<AuditRow>();
const columns = [
  col.accessor('created_at', {
    header: 'Date',
    cell: (c) => <span className="whitespace-nowrap">{when(c.getValue())}</span>,
  }),
  col.accessor('actor_email', { header: 'Conseiller', cell: (c) => c.getValue() ?? 'Système' }),
  col.accessor('action', { header: 'Action', cell: (c) => auditActionLabel(c.getValue()) }),
  col.display({
    id: 'cible',
    header: 'Concerne',
    cell: ({ row: { original: a } }) =>
      a.target_table === 'form_requests' && a.target_id ? (
        <Link to={paths.adminArea.request(a.target_id)} className="text-brand-800 underline">
          Demande
        </Link>
      ) : a.target_user_id ? (
        <Link to={paths.adminArea.user(a.target_user_id)} className="text-brand-800 underline">
          Compte
        </Link>
      ) : (
        (a.target_table ?? '—')
      ),
  }),
  col.display({
    id: 'changement',
    header: 'Avant → après',
    cell: ({ row: { original: a } }) => (
      <span className="block max-w-md break-words">{changeOf(a.before, a.after) || '—'}</span>
    ),
  }),
  col.accessor('note', {
    header: 'Note',
    cell: (c) => <span className="block max-w-xs break-words">{c.getValue() ?? '—'}</span>,
  }),
] as ColumnDef<AuditRow, unknown>[];

const csvColumns = [
  { header: 'Date', value: (a: AuditRow) => csvDate(a.created_at) },
  { header: 'Conseiller', value: (a: AuditRow) => a.actor_email },
  { header: 'Action', value: (a: AuditRow) => auditActionLabel(a.action) },
  { header: 'Table', value: (a: AuditRow) => a.target_table },
  { header: 'Élément', value: (a: AuditRow) => a.target_id },
  { header: 'Compte concerné', value: (a: AuditRow) => a.target_user_id },
  { header: 'Avant', value: (a: AuditRow) => (a.before === null ? '' : JSON.stringify(a.before)) },
  { header: 'Après', value: (a: AuditRow) => (a.after === null ? '' : JSON.stringify(a.after)) },
  { header: 'Note', value: (a: AuditRow) => a.note },
];

export default function JournalPage() {
  const { get, page, set, setPage } = useListParams();
  const action = get('action');
  const query = useAudit(action, page);
  const rows = query.data?.rows ?? [];
  return (
    <AdminPage
      title="Journal des actions"
      lead="Chaque action d’un conseiller, dans l’ordre inverse. Le journal ne peut être ni modifié ni effacé."
      actions={<ExportButton name="journal" load={() => exportAudit(action)} columns={csvColumns} />}
    >
      <FilterBar label="Filtres du journal">
        <SelectFilter
          label="Action"
          value={action}
          onChange={(v) => set({ action: v })}
          allLabel="Toutes"
          options={Object.entries(AUDIT_ACTION).map(([value, label]) => ({ value, label }))}
        />
      </FilterBar>
      <ListState query={query} empty={rows.length === 0 && 'Aucune action enregistrée.'}>
        <DataTable label="Journal des actions" columns={columns} data={rows} getRowId={(a) => String(a.id)} />
        <Pagination
          label="journal"
          page={page}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          onPage={setPage}
        />
      </ListState>
    </AdminPage>
  );
}
