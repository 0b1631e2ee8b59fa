// /admin/paiements: every payment, newest first, filtered by status, period and client, with the total of the
// completed ones (summed on the server), the linked request, and a refund with a reason (issue 13's function).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { paths } from '../../../config/paths.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { ActionMessage } from '../../../components/QueryState.tsx';
import { FormTextarea } from '../../../components/FormField.tsx';
import { AdminPage } from '../components/AdminPage.tsx';
import { Badge } from '../components/AdminStatus.tsx';
import { DataTable, ListState, Pagination, type ColumnDef } from '../components/DataTable.tsx';
import { ExportButton } from '../components/ExportButton.tsx';
import { DateFilter, FilterBar, SelectFilter } from '../components/Filters.tsx';
import { SearchBox } from '../components/SearchBox.tsx';
import { useListParams } from '../useListParams.ts';
import { PAYMENT_STATUS, paymentStatusLabel } from '../labels.ts';
import { cents, csvDate, when } from '../format.ts';
import { PAGE_SIZE } from '../api/rpc.ts';
import { useAdminMutation } from '../api/requests.ts';
import {
  exportPayments,
  refundPayment,
  useAdminPayments,
  type AdminPaymentRow,
  type PaymentFilters,
} from '../api/others.ts';
import { refundSchema, type RefundForm } from '../schemas.ts';

const TONE: Record<string, 'green' | 'amber' | 'red' | 'slate'> = {
  completed: 'green',
  pending: 'amber',
  failed: 'red',
  refunded: 'slate',
};
const what = (p: AdminPaymentRow) =>
  p.pack_id ? `Pack ${p.pack_id}` : p.offer_id ? `Offre ${p.offer_id}` : '—';

function RefundDialog({ payment, onClose }: { payment: AdminPaymentRow; onClose: (done: boolean) => void }) {
  const mutation = useAdminMutation(refundPayment);
  const form = useForm<RefundForm>({ resolver: zodResolver(refundSchema), defaultValues: { reason: '' } });
  const submit = form.handleSubmit((v) =>
    mutation.mutateAsync({ paymentId: payment.id, reason: v.reason }).then(
      () => onClose(true),
      () => undefined,
    ),
  );
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose(false)}
      title="Rembourser ce paiement ?"
      description={`${cents(payment.amount_cents)} payés le ${when(payment.created_at)} par ${payment.owner_name ?? 'un client'}. Les aides achetées avec ce paiement seront retirées du solde du client.`}
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-4 space-y-4">
        <FormTextarea
          label="Raison du remboursement"
          required
          error={form.formState.errors.reason?.message}
          textarea={{ ...form.register('reason'), rows: 3 }}
        />
        {mutation.isError && <ActionMessage kind="error">{mutation.error.message}</ActionMessage>}
        <div className="flex flex-wrap justify-end gap-3">
          <button type="button" className="btn-ghost" onClick={() => onClose(false)}>
            Annuler
          </button>
          <button
            type="submit"
            className="btn bg-red-700 text-white hover:bg-red-800"
            disabled={mutation.isPending}
          >
            {mutation.isPending ? 'Remboursement...' : 'Rembourser'}
          </button>
        </div>
      </form>
    </Dialog>
  );
}

const csvColumns = [
  { header: 'Identifiant', value: (p: AdminPaymentRow) => p.id },
  { header: 'Date', value: (p: AdminPaymentRow) => csvDate(p.created_at) },
  { header: 'Client', value: (p: AdminPaymentRow) => p.owner_name ?? 'Compte supprimé' },
  { header: 'E-mail', value: (p: AdminPaymentRow) => p.owner_email },
  { header: 'Achat', value: what },
  { header: 'Montant (€)', value: (p: AdminPaymentRow) => p.amount_cents / 100 },
  { header: 'Statut', value: (p: AdminPaymentRow) => paymentStatusLabel(p.status) },
  { header: 'Demande', value: (p: AdminPaymentRow) => p.request_id },
  { header: 'Paiement Stripe', value: (p: AdminPaymentRow) => p.stripe_payment_intent_id },
];

function paymentColumns(onRefund: (payment: AdminPaymentRow) => void) {
  const col = createColumnHelper<AdminPaymentRow>();
  return [
    col.accessor('created_at', { header: 'Date', cell: (c) => when(c.getValue()) }),
    col.display({
      id: 'client',
      header: 'Client',
      cell: ({ row: { original: p } }) =>
        p.user_id ? (
          <Link to={paths.adminArea.user(p.user_id)} className="text-brand-800 underline">
            {p.owner_name || p.owner_email || 'Sans nom'}
          </Link>
        ) : (
          'Compte supprimé'
        ),
    }),
    col.display({ id: 'achat', header: 'Achat', cell: ({ row }) => what(row.original) }),
    col.accessor('amount_cents', {
      header: 'Montant',
      cell: (c) => <span className="whitespace-nowrap">{cents(c.getValue())}</span>,
    }),
    col.accessor('status', {
      header: 'Statut',
      cell: (c) => <Badge tone={TONE[c.getValue()] ?? 'slate'}>{paymentStatusLabel(c.getValue())}</Badge>,
    }),
    col.accessor('request_id', {
      header: 'Demande',
      cell: (c) =>
        c.getValue() ? (
          <Link to={paths.adminArea.request(c.getValue()!)} className="text-brand-800 underline">
            Voir la demande
          </Link>
        ) : (
          '—'
        ),
    }),
    col.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row: { original: p } }) =>
        p.status === 'completed' ? (
          <button
            type="button"
            className="btn-ghost px-3 py-1.5"
            aria-label={`Rembourser le paiement de ${cents(p.amount_cents)} du ${when(p.created_at)}`}
            onClick={() => onRefund(p)}
          >
            Rembourser
          </button>
        ) : null,
    }),
  ] as ColumnDef<AdminPaymentRow, unknown>[];
}

function PaymentFilterBar({
  filters,
  set,
}: {
  filters: PaymentFilters;
  set: ReturnType<typeof useListParams>['set'];
}) {
  return (
    <FilterBar label="Filtres des paiements">
      <SearchBox
        label="Rechercher un client"
        placeholder="Nom ou e-mail"
        value={filters.search}
        onSearch={(q) => set({ q })}
      />
      <SelectFilter
        label="Statut"
        value={filters.status}
        onChange={(v) => set({ statut: v })}
        options={Object.entries(PAYMENT_STATUS).map(([value, label]) => ({ value, label }))}
      />
      <DateFilter label="Du" value={filters.dateFrom} onChange={(v) => set({ du: v })} />
      <DateFilter label="Au" value={filters.dateTo} onChange={(v) => set({ au: v })} />
    </FilterBar>
  );
}

export default function PaymentsPage() {
  const { get, page, set, setPage } = useListParams();
  const filters: PaymentFilters = {
    status: get('statut'),
    dateFrom: get('du'),
    dateTo: get('au'),
    search: get('q'),
  };
  const query = useAdminPayments(filters, page);
  const rows = query.data?.rows ?? [];
  const [refunding, setRefunding] = useState<AdminPaymentRow | null>(null);
  const [refunded, setRefunded] = useState(false);
  const columns = paymentColumns((p) => {
    setRefunded(false);
    setRefunding(p);
  });
  return (
    <AdminPage
      title="Paiements"
      lead="Les paiements par carte, les plus récents d’abord."
      actions={<ExportButton name="paiements" load={() => exportPayments(filters)} columns={csvColumns} />}
    >
      <PaymentFilterBar filters={filters} set={set} />
      {refunded && <ActionMessage kind="success">Paiement remboursé.</ActionMessage>}
      <ListState query={query} empty={rows.length === 0 && 'Aucun paiement ne correspond à ces critères.'}>
        <p className="text-slate-800" aria-live="polite">
          Total encaissé (paiements payés, tous filtres appliqués) :{' '}
          <strong>{cents(rows[0]?.total_amount_cents ?? 0)}</strong>
        </p>
        <DataTable label="Paiements" columns={columns} data={rows} getRowId={(p) => p.id} />
        <Pagination
          label="paiements"
          page={page}
          pageSize={PAGE_SIZE}
          total={query.data?.total ?? 0}
          onPage={setPage}
        />
      </ListState>
      {refunding && (
        <RefundDialog
          payment={refunding}
          onClose={(done) => {
            setRefunding(null);
            setRefunded(done);
          }}
        />
      )}
    </AdminPage>
  );
}
