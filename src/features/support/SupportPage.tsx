// /support: open a ticket (subject, message, optional attachment; about a request when coming from an aid)
// and « Mes tickets » with their status.
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Send } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { dateCourte } from '../../lib/dates.ts';
import { messageOf } from '../../lib/errors.ts';
import { roots } from '../../lib/query-keys.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { FormField, FormTextarea } from '../../components/FormField.tsx';
import { ActionMessage, EmptyState, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/Skeleton.tsx';
import {
  fetchRequestName,
  fetchTickets,
  LOAD_ERROR,
  openTicket,
  supportKeys,
  TICKET_STATUS_LABEL,
} from './api.ts';
import { AttachmentField } from './Attachment.tsx';
import { ticketSchema, type TicketForm } from './schemas.ts';

export const STATUS_BADGE = {
  open: 'bg-amber-100 text-amber-900',
  answered: 'bg-green-100 text-green-800',
  closed: 'bg-slate-100 text-slate-700',
} as const;

/** The new ticket's form, attachment and upload progress; about a request when the URL has ?demande=. */
function useNewTicket() {
  const [params] = useSearchParams();
  const requestId = params.get('demande');
  const navigate = useNavigate();
  const client = useQueryClient();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const about = useQuery({
    queryKey: supportKeys.request(requestId ?? ''),
    queryFn: () => fetchRequestName(requestId!),
    enabled: Boolean(requestId),
  });
  const form = useForm<TicketForm>({
    resolver: zodResolver(ticketSchema),
    defaultValues: { subject: '', message: '' },
  });
  const aboutName = about.data ?? null;
  useEffect(() => {
    if (aboutName && !form.getValues('subject'))
      form.setValue('subject', `Question sur ma demande « ${aboutName} »`);
  }, [aboutName, form]);
  const send = useMutation({
    mutationFn: (v: TicketForm) =>
      openTicket({ ...v, requestId: aboutName ? requestId : null, file }, (f) => setProgress(f)),
    onSuccess: async (ticket) => {
      await client.invalidateQueries({ queryKey: roots.support });
      navigate(paths.supportTicket(ticket.id), { state: { sent: true } });
    },
    onSettled: () => setProgress(null),
  });
  return { requestId, aboutName, file, setFile, fileError, setFileError, progress, form, send };
}

function UploadProgress({ file, progress }: { file: File; progress: number }) {
  return (
    <div
      role="progressbar"
      aria-label={`Envoi de ${file.name}`}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(progress * 100)}
      className="h-2 overflow-hidden rounded-full bg-slate-200"
    >
      <div className="h-full bg-brand-600" style={{ width: `${progress * 100}%` }} />
    </div>
  );
}

function NewTicket() {
  const { requestId, aboutName, file, setFile, fileError, setFileError, progress, form, send } =
    useNewTicket();
  const errors = form.formState.errors;
  return (
    <section aria-labelledby="nouveau-ticket" className="card">
      <h2 id="nouveau-ticket" className="text-lg font-bold text-slate-900">
        Écrire à un conseiller
      </h2>
      {aboutName && (
        <p className="mt-2 text-sm text-slate-700">
          À propos de votre demande{' '}
          <Link to={paths.aides.detail(requestId!)} className="font-semibold text-brand-700 underline">
            « {aboutName} »
          </Link>
        </p>
      )}
      <form noValidate onSubmit={form.handleSubmit((v) => send.mutate(v))} className="mt-4 space-y-4">
        <FormField
          label="Objet"
          required
          error={errors.subject?.message}
          input={{ ...form.register('subject'), maxLength: 200 }}
        />
        <FormTextarea
          label="Message"
          required
          error={errors.message?.message}
          textarea={{ ...form.register('message') }}
        />
        <AttachmentField file={file} onChange={setFile} error={fileError} onError={setFileError} />
        {progress !== null && file && <UploadProgress file={file} progress={progress} />}
        {send.isError && <ActionMessage kind="error">{messageOf(send.error)}</ActionMessage>}
        <button type="submit" className="btn-primary" disabled={send.isPending}>
          <Send className="h-4 w-4" aria-hidden="true" /> {send.isPending ? 'Envoi...' : 'Envoyer'}
        </button>
      </form>
    </section>
  );
}

function MesTickets() {
  const query = useQuery({ queryKey: supportKeys.tickets, queryFn: fetchTickets });
  return (
    <section aria-labelledby="mes-tickets">
      <h2 id="mes-tickets" className="mb-3 text-lg font-bold text-slate-900">
        Mes tickets
      </h2>
      {query.isPending ? (
        <SkeletonList rows={2} label="Chargement de vos tickets..." />
      ) : query.isError ? (
        <ErrorState message={LOAD_ERROR} onRetry={() => void query.refetch()} />
      ) : query.data.length === 0 ? (
        <EmptyState>Vous n’avez pas encore écrit au support.</EmptyState>
      ) : (
        <ul className="card divide-y divide-slate-100 p-0">
          {query.data.map((t) => (
            <li key={t.id} className="flex flex-wrap items-center justify-between gap-3 px-5 py-4">
              <div className="min-w-0">
                <p className="font-semibold text-slate-900">{t.subject}</p>
                <p className="mt-1 flex items-center gap-2 text-sm text-slate-600">
                  <span
                    className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${STATUS_BADGE[t.status]}`}
                  >
                    {TICKET_STATUS_LABEL[t.status]}
                  </span>
                  Mis à jour le {dateCourte(t.updated_at)}
                </p>
              </div>
              <Link
                to={paths.supportTicket(t.id)}
                aria-label={`Voir le ticket « ${t.subject} »`}
                className="btn-ghost px-4 py-1.5"
              >
                Voir
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export default function SupportPage() {
  return (
    <AccountPage
      title="Support"
      lead="Une question sur une aide ou une demande ? Un conseiller vous répond, 7 j/7 de 10 h à 18 h."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <NewTicket />
        <MesTickets />
      </div>
    </AccountPage>
  );
}
