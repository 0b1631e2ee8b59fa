// /admin/parrainages: sponsors and the people they referred, newest first; « Marquer comme récompensé ».
import { Link } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import { paths } from '../../../config/paths.ts';
import { ActionMessage } from '../../../components/QueryState.tsx';
import { AdminPage } from '../components/AdminPage.tsx';
import { Badge } from '../components/AdminStatus.tsx';
import { DataTable, ListState, Pagination, type ColumnDef } from '../components/DataTable.tsx';
import { ExportButton } from '../components/ExportButton.tsx';
import { useListParams } from '../useListParams.ts';
import { csvDate, day } from '../format.ts';
import { PAGE_SIZE } from '../api/rpc.ts';
import { useAdminMutation } from '../api/requests.ts';
import { exportReferrals, markReferralRewarded, useReferrals, type ReferralRow } from '../api/others.ts';

const csvColumns = [
  { header: 'Date', value: (r: ReferralRow) => csvDate(r.created_at) },
  { header: 'Parrain', value: (r: ReferralRow) => r.parrain_name },
  { header: 'E-mail du parrain', value: (r: ReferralRow) => r.parrain_email },
  { header: 'Filleul', value: (r: ReferralRow) => r.filleul_name },
  { header: 'E-mail du filleul', value: (r: ReferralRow) => r.filleul_email },
  { header: 'Confirmé le', value: (r: ReferralRow) => csvDate(r.confirmed_at) },
  { header: 'Récompensé', value: (r: ReferralRow) => r.rewarded },
];

const person = (id: string, name: string | null, email: string | null) => (
  <span>
    <Link to={paths.adminArea.user(id)} className="text-brand-800 underline">
      {name || 'Sans nom'}
    </Link>
    {email && <span className="block text-slate-700">{email}</span>}
  </span>
);

function referralColumns({ pending, reward }: { pending: boolean; reward: (referral: ReferralRow) => void }) {
  const col = createColumnHelper<ReferralRow>();
  return [
    col.accessor('created_at', { header: 'Date', cell: (c) => day(c.getValue()) }),
    col.display({
      id: 'parrain',
      header: 'Parrain',
      cell: ({ row: { original: r } }) => person(r.parrain_id, r.parrain_name, r.parrain_email),
    }),
    col.display({
      id: 'filleul',
      header: 'Filleul',
      cell: ({ row: { original: r } }) => person(r.filleul_id, r.filleul_name, r.filleul_email),
    }),
    col.accessor('confirmed_at', {
      header: 'Confirmé',
      cell: (c) => (c.getValue() ? day(c.getValue()) : <Badge tone="amber">En attente</Badge>),
    }),
    col.display({
      id: 'recompense',
      header: 'Récompense',
      cell: ({ row: { original: r } }) =>
        r.rewarded ? (
          <Badge tone="green">Récompensé</Badge>
        ) : (
          <button
            type="button"
            className="btn-ghost px-3 py-1.5"
            disabled={pending}
            aria-label={`Marquer comme récompensé : ${r.parrain_name ?? 'parrain'} → ${r.filleul_name ?? 'filleul'}`}
            onClick={() => reward(r)}
          >
            Marquer comme récompensé
          </button>
        ),
    }),
  ] as ColumnDef<ReferralRow, unknown>[];
}

export default function ReferralsPage() {
  const { page, setPage } = useListParams();
  const query = useReferrals(page);
  const mutation = useAdminMutation(markReferralRewarded);
  const rows = query.data?.rows ?? [];
  const columns = referralColumns({ pending: mutation.isPending, reward: (r) => mutation.mutate(r.id) });
  return (
    <AdminPage
      title="Parrainages"
      lead="Un parrainage compte quand le filleul a confirmé son adresse e-mail."
      actions={<ExportButton name="parrainages" load={exportReferrals} columns={csvColumns} />}
    >
      {mutation.isError && <ActionMessage kind="error">{mutation.error.message}</ActionMessage>}
      <ListState query={query} empty={rows.length === 0 && 'Aucun parrainage pour le moment.'}>
        <DataTable label="Parrainages" columns={columns} data={rows} getRowId={(r) => r.id} />
        <Pagination
          label="parrainages"
          page={page}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          onPage={setPage}
        />
      </ListState>
    </AdminPage>
  );
}
