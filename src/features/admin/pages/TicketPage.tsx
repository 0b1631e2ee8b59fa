// /admin/support/:id — a ticket's thread; the adviser replies (the client is notified) or closes it.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { paths } from '../../../config/paths.ts';
import { messageOf } from '../../../lib/errors.ts';
import { signedDownloadUrl, startDownload } from '../../../lib/upload.ts';
import { SkeletonBlock } from '../../../components/Skeleton.tsx';
import { ActionMessage, ErrorState } from '../../../components/QueryState.tsx';
import { FormTextarea } from '../../../components/FormField.tsx';
import { AdminPage, Section } from '../components/AdminPage.tsx';
import { Badge } from '../components/AdminStatus.tsx';
import { TICKET_STATUS } from '../labels.ts';
import { when } from '../format.ts';
import { useAdminMutation } from '../api/requests.ts';
import { closeTicket, replyTicket, useTicketDetail, type TicketDetail } from '../api/others.ts';
import { replySchema, type ReplyForm } from '../schemas.ts';

function Thread({ detail }: { detail: TicketDetail }) {
  const [error, setError] = useState<string | null>(null);
  return (
    <>
      {error && <ActionMessage kind="error">{error}</ActionMessage>}
      <ol className="space-y-3" aria-label="Messages">
        {detail.messages.map((m) => (
          <li
            key={m.id}
            className={`rounded-2xl border p-4 ${m.is_admin ? 'border-brand-200 bg-brand-50 sm:ml-12' : 'border-slate-200 bg-white sm:mr-12'}`}
          >
            <p className="text-sm font-semibold text-slate-800">
              {m.is_admin
                ? `Conseiller${m.author_name ? ` (${m.author_name})` : ''}`
                : (m.author_name ?? 'Client')}
              <span className="font-normal text-slate-700"> · {when(m.created_at)}</span>
            </p>
            <p className="mt-1 break-words whitespace-pre-line text-slate-900">{m.body}</p>
            {m.attachment_path && (
              <button
                type="button"
                className="mt-2 text-sm font-semibold text-brand-800 underline"
                onClick={() => {
                  setError(null);
                  signedDownloadUrl(m.attachment_path!)
                    .then(startDownload)
                    .catch((err) => setError(messageOf(err)));
                }}
              >
                Pièce jointe : {m.attachment_path.split('/').pop()}
              </button>
            )}
          </li>
        ))}
      </ol>
    </>
  );
}

function Reply({ ticketId }: { ticketId: string }) {
  const mutation = useAdminMutation(replyTicket);
  const form = useForm<ReplyForm>({ resolver: zodResolver(replySchema), defaultValues: { message: '' } });
  const submit = form.handleSubmit((v) =>
    mutation.mutateAsync({ ticketId, message: v.message }).then(
      () => form.reset(),
      () => undefined,
    ),
  );
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <FormTextarea
        label="Votre réponse"
        required
        help="Le client reçoit une notification."
        error={form.formState.errors.message?.message}
        textarea={{ ...form.register('message'), rows: 5 }}
      />
      {mutation.isError && <ActionMessage kind="error">{mutation.error.message}</ActionMessage>}
      {mutation.isSuccess && (
        <ActionMessage kind="success">Réponse envoyée. Le client a été prévenu.</ActionMessage>
      )}
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {mutation.isPending ? 'Envoi...' : 'Envoyer la réponse'}
      </button>
    </form>
  );
}

/** The ticket's status, its client (or « Compte supprimé ») and the linked request. */
function TicketLead({ detail: { ticket, owner } }: { detail: TicketDetail }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <Badge tone={ticket.status === 'open' ? 'amber' : ticket.status === 'answered' ? 'green' : 'slate'}>
        {TICKET_STATUS[ticket.status] ?? ticket.status}
      </Badge>
      <span>
        {owner ? (
          <Link to={paths.adminArea.user(owner.id)} className="text-brand-800 underline">
            {owner.name || owner.email || 'Client'}
          </Link>
        ) : (
          'Compte supprimé'
        )}
        {owner?.email ? ` · ${owner.email}` : ''}
        {ticket.request_id && (
          <>
            {' · '}
            <Link to={paths.adminArea.request(ticket.request_id)} className="text-brand-800 underline">
              Demande liée
            </Link>
          </>
        )}
      </span>
    </span>
  );
}

export default function TicketPage() {
  const { id = '' } = useParams();
  const query = useTicketDetail(id);
  const close = useAdminMutation(closeTicket);
  const back = { to: paths.adminArea.support, label: 'Tous les tickets' };
  if (query.isPending) return <SkeletonBlock lines={6} label="Chargement du ticket..." />;
  if (query.isError)
    return (
      <AdminPage title="Ticket" back={back}>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </AdminPage>
    );
  const { ticket } = query.data;
  return (
    <AdminPage
      title={ticket.subject}
      back={back}
      lead={<TicketLead detail={query.data} />}
      actions={
        ticket.status !== 'closed' && (
          <button
            type="button"
            className="btn-ghost"
            disabled={close.isPending}
            onClick={() => close.mutate(ticket.id)}
          >
            Fermer le ticket
          </button>
        )
      }
    >
      {close.isError && <ActionMessage kind="error">{close.error.message}</ActionMessage>}
      <Section title="Fil de discussion">
        <Thread detail={query.data} />
      </Section>
      <Section title="Répondre">
        {ticket.status === 'closed' && (
          <p className="mb-3 text-slate-700">Ce ticket est fermé : votre réponse le rouvrira.</p>
        )}
        <Reply ticketId={ticket.id} />
      </Section>
    </AdminPage>
  );
}
