// /admin/support: the tickets, open ones first and the longest waiting on top, each leading to its thread;
// below, the contact-form messages with « Marquer comme traité ». Both export to CSV.
import { Link } from 'react-router-dom';
import { createColumnHelper } from '@tanstack/react-table';
import { paths } from '../../../config/paths.ts';
import { ActionMessage } from '../../../components/QueryState.tsx';
import { AdminPage, Section } from '../components/AdminPage.tsx';
import { Badge } from '../components/AdminStatus.tsx';
import { DataTable, ListState, Pagination, type ColumnDef } from '../components/DataTable.tsx';
import { ExportButton } from '../components/ExportButton.tsx';
import { FilterBar, SelectFilter } from '../components/Filters.tsx';
import { useListParams } from '../useListParams.ts';
import { TICKET_STATUS } from '../labels.ts';
import { csvDate, when } from '../format.ts';
import { PAGE_SIZE } from '../api/rpc.ts';
import { useAdminMutation } from '../api/requests.ts';
import {
  exportContacts,
  exportTickets,
  markContactHandled,
  useAdminTickets,
  useContactMessages,
  type AdminTicketRow,
  type ContactRow,
} from '../api/others.ts';
import { depuis } from '../../../lib/dates.ts';

const TONE: Record<string, 'amber' | 'green' | 'slate'> = {
  open: 'amber',
  answered: 'green',
  closed: 'slate',
};

const ticketCol = createColumnHelper<AdminTicketRow>();
const ticketColumns = [
  ticketCol.accessor('subject', {
    header: 'Objet',
    cell: ({ row, getValue }) => (
      <Link to={paths.adminArea.ticket(row.original.id)} className="font-semibold text-brand-800 underline">
        {getValue()}
      </Link>
    ),
  }),
  ticketCol.display({
    id: 'client',
    header: 'Client',
    cell: ({ row: { original: t } }) => (
      <Link to={paths.adminArea.user(t.user_id)} className="text-brand-800 underline">
        {t.owner_name || t.owner_email || 'Sans nom'}
      </Link>
    ),
  }),
  ticketCol.accessor('status', {
    header: 'Statut',
    cell: (c) => (
      <Badge tone={TONE[c.getValue()] ?? 'slate'}>{TICKET_STATUS[c.getValue()] ?? c.getValue()}</Badge>
    ),
  }),
  ticketCol.display({
    id: 'dernier',
    header: 'Dernier message',
    cell: ({ row: { original: t } }) => (
      <span className="block max-w-md">
        <span className="block text-slate-700">
          {t.last_message_is_admin ? 'Conseiller' : 'Client'},{' '}
          {t.last_message_at ? depuis(t.last_message_at) : '—'}
        </span>
        <span className="line-clamp-2 break-words">{t.last_message ?? ''}</span>
      </span>
    ),
  }),
  ticketCol.accessor('created_at', { header: 'Ouvert le', cell: (c) => when(c.getValue()) }),
] as ColumnDef<AdminTicketRow, unknown>[];

const ticketCsv = [
  { header: 'Identifiant', value: (t: AdminTicketRow) => t.id },
  { header: 'Objet', value: (t: AdminTicketRow) => t.subject },
  { header: 'Client', value: (t: AdminTicketRow) => t.owner_name },
  { header: 'E-mail', value: (t: AdminTicketRow) => t.owner_email },
  { header: 'Statut', value: (t: AdminTicketRow) => TICKET_STATUS[t.status] ?? t.status },
  { header: 'Ouvert le', value: (t: AdminTicketRow) => csvDate(t.created_at) },
  { header: 'Dernier message le', value: (t: AdminTicketRow) => csvDate(t.last_message_at) },
  { header: 'Dernier message', value: (t: AdminTicketRow) => t.last_message },
];

const contactCsv = [
  { header: 'Date', value: (m: ContactRow) => csvDate(m.created_at) },
  { header: 'Nom', value: (m: ContactRow) => m.name },
  { header: 'E-mail', value: (m: ContactRow) => m.email },
  { header: 'Objet', value: (m: ContactRow) => m.subject },
  { header: 'Message', value: (m: ContactRow) => m.message },
  { header: 'Traité', value: (m: ContactRow) => m.handled },
];

function Tickets() {
  const { get, page, set, setPage } = useListParams();
  const status = get('statut');
  const query = useAdminTickets(status, page);
  const rows = query.data?.rows ?? [];
  return (
    <Section
      title="Tickets"
      actions={<ExportButton name="tickets" load={() => exportTickets(status)} columns={ticketCsv} />}
    >
      <FilterBar label="Filtres des tickets">
        <SelectFilter
          label="Statut du ticket"
          value={status}
          onChange={(v) => set({ statut: v })}
          options={Object.entries(TICKET_STATUS).map(([value, label]) => ({ value, label }))}
        />
      </FilterBar>
      <div className="mt-4">
        <ListState query={query} empty={rows.length === 0 && 'Aucun ticket.'}>
          <DataTable
            label="Tickets, les plus anciens en attente d’abord"
            columns={ticketColumns}
            data={rows}
            getRowId={(t) => t.id}
          />
          <Pagination
            label="tickets"
            page={page}
            pageSize={PAGE_SIZE}
            total={query.data?.total ?? 0}
            onPage={setPage}
          />
        </ListState>
      </div>
    </Section>
  );
}

/** The contact messages' columns; « Marquer comme traité » (or « à traiter ») toggles a message. */
function contactColumns({ pending, toggle }: { pending: boolean; toggle: (message: ContactRow) => void }) {
  const col = createColumnHelper<ContactRow>();
  return [
    col.accessor('created_at', { header: 'Date', cell: (c) => when(c.getValue()) }),
    col.display({
      id: 'de',
      header: 'De',
      cell: ({ row: { original: m } }) => (
        <span>
          {m.name}
          <a href={`mailto:${m.email}`} className="block text-brand-800 underline">
            {m.email}
          </a>
        </span>
      ),
    }),
    col.display({
      id: 'message',
      header: 'Message',
      cell: ({ row: { original: m } }) => (
        <span className="block max-w-lg">
          <span className="block font-semibold">{m.subject}</span>
          <span className="block break-words whitespace-pre-line">{m.message}</span>
        </span>
      ),
    }),
    col.display({
      id: 'etat',
      header: 'État',
      cell: ({ row: { original: m } }) => (
        <span className="flex flex-col items-start gap-2">
          {m.handled ? <Badge tone="green">Traité</Badge> : <Badge tone="amber">À traiter</Badge>}
          <button
            type="button"
            className="btn-ghost px-3 py-1.5"
            disabled={pending}
            aria-label={`${m.handled ? 'Marquer comme à traiter' : 'Marquer comme traité'} : ${m.subject}`}
            onClick={() => toggle(m)}
          >
            {m.handled ? 'Marquer comme à traiter' : 'Marquer comme traité'}
          </button>
        </span>
      ),
    }),
  ] as ColumnDef<ContactRow, unknown>[];
}

function ContactMessages() {
  const { get, set } = useListParams();
  const handled = get('traite');
  const page = Math.max(1, Number(get('pageContact')) || 1);
  const query = useContactMessages(handled, page);
  const mutation = useAdminMutation(markContactHandled);
  const rows = query.data?.rows ?? [];
  const columns = contactColumns({
    pending: mutation.isPending,
    toggle: (m) => mutation.mutate({ id: m.id, handled: !m.handled }),
  });
  return (
    <Section
      title="Messages du formulaire de contact"
      actions={
        <ExportButton name="messages-contact" load={() => exportContacts(handled)} columns={contactCsv} />
      }
    >
      <FilterBar label="Filtres des messages de contact">
        <SelectFilter
          label="Traitement"
          value={handled}
          onChange={(v) => set({ traite: v, pageContact: null }, true)}
          options={[
            { value: 'non', label: 'À traiter' },
            { value: 'oui', label: 'Traités' },
          ]}
        />
      </FilterBar>
      {mutation.isError && <ActionMessage kind="error">{mutation.error.message}</ActionMessage>}
      <div className="mt-4">
        <ListState query={query} empty={rows.length === 0 && 'Aucun message de contact.'}>
          <DataTable
            label="Messages du formulaire de contact"
            columns={columns}
            data={rows}
            getRowId={(m) => m.id}
          />
          <Pagination
            label="messages de contact"
            page={page}
            pageSize={PAGE_SIZE}
            total={query.data?.total ?? 0}
            onPage={(p) => set({ pageContact: p > 1 ? String(p) : null }, true)}
          />
        </ListState>
      </div>
    </Section>
  );
}

export default function SupportPage() {
  return (
    <AdminPage
      title="Support"
      lead="Les tickets des clients et les messages reçus par le formulaire de contact."
    >
      <Tickets />
      <ContactMessages />
    </AdminPage>
  );
}
