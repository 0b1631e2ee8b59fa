// /support/{id}: a ticket's thread with the advisers' answers; reply (reopens a closed ticket), close.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { Link, useLocation, useParams } from 'react-router-dom';
import { ArrowLeft, Paperclip } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { dateHeure } from '../../lib/dates.ts';
import { messageOf } from '../../lib/errors.ts';
import { fileNameOf } from '../../lib/files.ts';
import { roots } from '../../lib/query-keys.ts';
import { usePageTitle } from '../../components/PageTitle.tsx';
import { FormTextarea } from '../../components/FormField.tsx';
import { ActionMessage, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import {
  closeTicket,
  downloadAttachment,
  fetchTicket,
  markTicketNotificationsRead,
  reply,
  supportKeys,
  TICKET_STATUS_LABEL,
  type Message,
  type TicketStatus,
} from './api.ts';
import { AttachmentField } from './Attachment.tsx';
import { replySchema, type ReplyForm } from './schemas.ts';
import { STATUS_BADGE } from './SupportPage.tsx';

type TicketWithMessages = NonNullable<Awaited<ReturnType<typeof fetchTicket>>>;

/** The reply form's state and the two mutations that refresh the support queries (answer, close). */
function useTicketReply(id: string, client: QueryClient) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const form = useForm<ReplyForm>({ resolver: zodResolver(replySchema), defaultValues: { message: '' } });
  const refresh = () => client.invalidateQueries({ queryKey: roots.support });
  const answer = useMutation({
    mutationFn: (v: ReplyForm) => reply(id, v.message, file, () => undefined),
    onSuccess: async () => {
      form.reset();
      setFile(null);
      await refresh();
    },
  });
  const close = useMutation({ mutationFn: () => closeTicket(id), onSuccess: refresh });
  // another ticket opened from this page (a notification): its reply starts empty, not with this one's draft
  const { reset: resetForm } = form;
  useEffect(() => {
    resetForm();
    setFile(null);
    setFileError(null);
  }, [id, resetForm]);
  return { file, setFile, fileError, setFileError, form, answer, close };
}
type TicketReply = ReturnType<typeof useTicketReply>;

/** Opening the thread marks its notifications read, then the bell refreshes. */
function useMarkTicketRead(ticketId: string | undefined, client: QueryClient) {
  useEffect(() => {
    if (!ticketId) return;
    void markTicketNotificationsRead(ticketId).then(() =>
      client.invalidateQueries({ queryKey: roots.notifications }),
    );
  }, [ticketId, client]);
}

function TicketNotFound() {
  return (
    <div className="card mx-auto max-w-xl text-center">
      <h1 className="text-2xl font-extrabold text-brand-900">Ticket non trouvé</h1>
      <Link to={paths.support} className="btn-primary mt-6">
        Retour au support
      </Link>
    </div>
  );
}

function TicketHeader({ ticket }: { ticket: TicketWithMessages }) {
  return (
    <header className="flex flex-wrap items-start justify-between gap-3">
      <div>
        <h1 className="text-2xl font-extrabold text-brand-900">{ticket.subject}</h1>
        {ticket.request_id && (
          <Link
            to={paths.aides.detail(ticket.request_id)}
            className="text-sm font-semibold text-brand-700 underline"
          >
            Voir la demande concernée
          </Link>
        )}
      </div>
      <span className={`rounded-full px-3 py-1 text-sm font-semibold ${STATUS_BADGE[ticket.status]}`}>
        {TICKET_STATUS_LABEL[ticket.status]}
      </span>
    </header>
  );
}

function MessageThread({
  messages,
  onDownload,
}: {
  messages: Message[];
  onDownload: (path: string) => void;
}) {
  return (
    <ol className="space-y-4" aria-label="Messages">
      {messages.map((m) => (
        <li
          key={m.id}
          className={`rounded-2xl p-4 ${m.is_admin ? 'mr-8 border border-brand-200 bg-brand-50' : 'ml-8 border border-slate-200 bg-white'}`}
        >
          <p className="text-sm font-semibold text-slate-700">
            {m.is_admin ? 'Conseiller Aidy' : 'Vous'} ·{' '}
            <time dateTime={m.created_at}>{dateHeure(m.created_at)}</time>
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-900">{m.body}</p>
          {m.attachment_path && (
            <button
              type="button"
              onClick={() => onDownload(m.attachment_path!)}
              className="mt-2 inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
            >
              <Paperclip className="h-4 w-4" aria-hidden="true" /> {fileNameOf(m.attachment_path)}
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}

function ReplySection({ status, reponse }: { status: TicketStatus; reponse: TicketReply }) {
  const { file, setFile, fileError, setFileError, form, answer, close } = reponse;
  return (
    <section aria-labelledby="repondre" className="card">
      <h2 id="repondre" className="text-lg font-bold text-slate-900">
        Répondre
      </h2>
      {status === 'closed' && (
        <p className="mt-1 text-sm text-slate-600">Ce ticket est fermé : votre message le rouvrira.</p>
      )}
      <form noValidate onSubmit={form.handleSubmit((v) => answer.mutate(v))} className="mt-4 space-y-4">
        <FormTextarea
          label="Votre message"
          required
          error={form.formState.errors.message?.message}
          textarea={{ ...form.register('message'), rows: 4 }}
        />
        <AttachmentField file={file} onChange={setFile} error={fileError} onError={setFileError} />
        {answer.isError && <ActionMessage kind="error">{messageOf(answer.error)}</ActionMessage>}
        <div className="flex flex-wrap gap-3">
          <button type="submit" className="btn-primary" disabled={answer.isPending}>
            {answer.isPending ? 'Envoi...' : 'Envoyer la réponse'}
          </button>
          {status !== 'closed' && (
            <button
              type="button"
              className="btn-ghost"
              disabled={close.isPending}
              onClick={() => close.mutate()}
            >
              Fermer le ticket
            </button>
          )}
        </div>
        {close.isError && <ActionMessage kind="error">{messageOf(close.error)}</ActionMessage>}
      </form>
    </section>
  );
}

export default function TicketPage() {
  const { id = '' } = useParams();
  const sent = (useLocation().state as { sent?: boolean } | null)?.sent === true;
  const client = useQueryClient();
  const query = useQuery({ queryKey: supportKeys.ticket(id), queryFn: () => fetchTicket(id) });
  // the reply state lives here, not in <ReplySection>, so it survives the skeleton when the ticket changes
  const reponse = useTicketReply(id, client);
  const download = useMutation({ mutationFn: downloadAttachment });
  usePageTitle(query.data?.subject ?? 'Ticket');
  useMarkTicketRead(query.data?.id, client);

  if (query.isPending) return <SkeletonBlock lines={5} label="Chargement du ticket..." />;
  if (query.isError)
    return <ErrorState message={messageOf(query.error)} onRetry={() => void query.refetch()} />;
  const ticket = query.data;
  if (!ticket) return <TicketNotFound />;

  return (
    <article className="mx-auto max-w-3xl space-y-6">
      <Link
        to={paths.support}
        className="inline-flex items-center gap-1 text-sm font-semibold text-brand-700 underline"
      >
        <ArrowLeft className="h-4 w-4" aria-hidden="true" /> Mes tickets
      </Link>
      {sent && (
        <ActionMessage kind="success">
          Votre message a bien été envoyé. Un conseiller vous répondra très vite.
        </ActionMessage>
      )}
      <TicketHeader ticket={ticket} />
      <MessageThread messages={ticket.support_messages} onDownload={(path) => download.mutate(path)} />
      {download.isError && <ActionMessage kind="error">{messageOf(download.error)}</ActionMessage>}
      <ReplySection status={ticket.status} reponse={reponse} />
    </article>
  );
}
