// /admin/demandes/:id — the client's answers, the timeline, the documents (signed URLs), the audit, and the
// adviser's actions: « Statut » + « Note pour le client » + « Enregistrer » (set_request_status: the note
// reaches the client's timeline and a notification), ask for a missing document, take the request or hand it to another adviser.
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { FileText } from 'lucide-react';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { messageOf } from '../../../lib/errors.ts';
import { paymentLabel, type RequestPaymentStatus } from '../../../lib/statuts.ts';
import { SkeletonBlock } from '../../../components/Skeleton.tsx';
import { ActionMessage, ErrorState } from '../../../components/QueryState.tsx';
import { FormField, FormTextarea } from '../../../components/FormField.tsx';
import { AdminPage, Section } from '../components/AdminPage.tsx';
import { AdminStatus } from '../components/AdminStatus.tsx';
import { AuditList } from '../components/AuditList.tsx';
import { ADMIN_REQUEST_STATUS, requestStatusLabel } from '../labels.ts';
import { day, euros, when } from '../format.ts';
import {
  askForDocument,
  assignRequest,
  useAdvisers,
  openDocument,
  setRequestStatus,
  useAdminMutation,
  useRequestDetail,
  type RequestDetail,
  type RequestEvent,
} from '../api/requests.ts';
import {
  documentRequestSchema,
  statusSchema,
  type DocumentRequestForm,
  type StatusForm,
} from '../schemas.ts';

const FINAL = ['rejected', 'cancelled'];

function eventTitle(e: RequestEvent): string {
  switch (e.type) {
    case 'created':
      return 'Demande créée';
    case 'status_changed':
      return `Statut : ${e.old_status ? `${requestStatusLabel(e.old_status)} → ` : ''}${requestStatusLabel(e.new_status ?? '')}`;
    case 'document_added':
      return 'Document ajouté';
    case 'payment':
      return 'Paiement';
    default:
      return 'Commentaire';
  }
}

const humanKey = (k: string) => {
  const s = k.replace(/[_-]+/g, ' ').trim();
  return s.charAt(0).toUpperCase() + s.slice(1);
};
const answerText = (v: unknown) =>
  v === null || v === undefined || v === ''
    ? '—'
    : typeof v === 'boolean'
      ? v
        ? 'Oui'
        : 'Non'
      : typeof v === 'object'
        ? JSON.stringify(v)
        : String(v);

function Answers({ data }: { data: Record<string, unknown> | null | undefined }) {
  const entries = Object.entries(data ?? {});
  if (entries.length === 0)
    return <p className="text-slate-700">Le client n’a pas donné de réponse détaillée.</p>;
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2">
      {entries.map(([k, v]) => (
        <div key={k} className="min-w-0">
          <dt className="text-sm font-semibold text-slate-700">{humanKey(k)}</dt>
          <dd className="break-words text-slate-900">{answerText(v)}</dd>
        </div>
      ))}
    </dl>
  );
}

function Timeline({ events }: { events: RequestEvent[] }) {
  if (events.length === 0) return <p className="text-slate-700">Aucun événement.</p>;
  return (
    <ol className="space-y-3" aria-label="Suivi de la demande">
      {events.map((e, i) => (
        <li key={e.id ?? i} className="border-l-4 border-brand-200 pl-3">
          <p className="font-semibold text-slate-900">{eventTitle(e)}</p>
          <p className="text-sm text-slate-700">
            {when(e.created_at)}
            {e.actor_name ? ` · ${e.actor_name}` : ''}
          </p>
          {e.details && <p className="mt-1 text-slate-800">{e.details}</p>}
        </li>
      ))}
    </ol>
  );
}

function Documents({ documents }: { documents: RequestDetail['documents'] }) {
  const [error, setError] = useState<string | null>(null);
  if (documents.length === 0) return <p className="text-slate-700">Aucun document pour cette demande.</p>;
  return (
    <>
      {error && <ActionMessage kind="error">{error}</ActionMessage>}
      <ul className="divide-y divide-slate-200">
        {documents.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
            <span className="flex min-w-0 items-center gap-2">
              <FileText className="h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
              <span className="min-w-0 break-words">
                <span className="font-semibold text-slate-900">{d.label}</span>
                <span className="block text-sm text-slate-700">
                  {d.storage_path
                    ? `Fourni le ${day(d.updated_at ?? d.created_at)}`
                    : 'Demandé, pas encore fourni'}
                </span>
              </span>
            </span>
            {d.storage_path && (
              <button
                type="button"
                className="btn-ghost"
                aria-label={`Ouvrir : ${d.label}`}
                onClick={() => {
                  setError(null);
                  openDocument(d.storage_path!).catch((err) => setError(messageOf(err)));
                }}
              >
                Ouvrir
              </button>
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

function StatusSelect({ registration }: { registration: UseFormRegisterReturn<'status'> }) {
  return (
    <div>
      <label htmlFor="admin-statut" className="field-label">
        Statut
      </label>
      <select id="admin-statut" className="field-input" {...registration}>
        {ADMIN_REQUEST_STATUS.map((s) => (
          <option key={s.value} value={s.value}>
            {s.label}
          </option>
        ))}
      </select>
    </div>
  );
}

function StatusPanel({ detail }: { detail: RequestDetail }) {
  const { request } = detail;
  const mutation = useAdminMutation(setRequestStatus);
  const form = useForm<StatusForm>({
    resolver: zodResolver(statusSchema),
    defaultValues: {
      status: (FINAL.includes(request.status) ? 'pending' : request.status) as StatusForm['status'],
      note: '',
    },
  });
  const [sameStatus, setSameStatus] = useState(false);
  if (FINAL.includes(request.status))
    return (
      <p className="text-slate-700">
        Cette demande est {request.status === 'rejected' ? 'refusée' : 'annulée'} : son statut ne peut plus
        changer.
      </p>
    );
  const submit = form.handleSubmit(async (values) => {
    setSameStatus(values.status === request.status && !values.note);
    if (values.status === request.status && !values.note) return;
    await mutation.mutateAsync({ requestId: request.id, ...values }).then(
      () => form.reset({ status: values.status, note: '' }),
      () => undefined,
    );
  });
  const errors = form.formState.errors;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <StatusSelect registration={form.register('status')} />
      <FormTextarea
        label="Note pour le client"
        help="Le client la lit dans le suivi de sa demande et reçoit une notification."
        error={errors.note?.message}
        textarea={{ ...form.register('note'), rows: 4 }}
      />
      {sameStatus && (
        <ActionMessage kind="error">
          Le statut est déjà « {requestStatusLabel(request.status)} » : choisissez un autre statut ou écrivez
          une note.
        </ActionMessage>
      )}
      {mutation.isError && <ActionMessage kind="error">{mutation.error.message}</ActionMessage>}
      {mutation.isSuccess && !form.formState.isDirty && (
        <ActionMessage kind="success">Statut enregistré. Le client a été prévenu.</ActionMessage>
      )}
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {mutation.isPending ? 'Enregistrement...' : 'Enregistrer'}
      </button>
    </form>
  );
}

function DocumentRequestPanel({ requestId }: { requestId: string }) {
  const mutation = useAdminMutation(askForDocument);
  const form = useForm<DocumentRequestForm>({
    resolver: zodResolver(documentRequestSchema),
    defaultValues: { label: '', message: '' },
  });
  const submit = form.handleSubmit((values) =>
    mutation.mutateAsync({ requestId, ...values }).then(
      () => form.reset(),
      () => undefined,
    ),
  );
  const errors = form.formState.errors;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <FormField
        label="Document demandé"
        required
        error={errors.label?.message}
        input={form.register('label')}
      />
      <FormTextarea
        label="Message pour le client (facultatif)"
        error={errors.message?.message}
        textarea={{ ...form.register('message'), rows: 3 }}
      />
      {mutation.isError && <ActionMessage kind="error">{mutation.error.message}</ActionMessage>}
      {mutation.isSuccess && (
        <ActionMessage kind="success">Document demandé. Le client a été prévenu.</ActionMessage>
      )}
      <button type="submit" className="btn-ghost" disabled={mutation.isPending}>
        {mutation.isPending ? 'Envoi...' : 'Demander le document'}
      </button>
    </form>
  );
}

/** Who follows the request: « Prendre en charge » for oneself, or « Confier à » any adviser (or nobody). */
function AssignControl({ detail }: { detail: RequestDetail }) {
  const { session } = useAuth();
  const me = session?.user.id ?? null;
  const advisers = useAdvisers();
  const mutation = useAdminMutation(assignRequest);
  const assigned = detail.request.assigned_to;
  const mine = assigned === me;
  const assign = (adviserId: string | null) => mutation.mutate({ requestId: detail.request.id, adviserId });
  const follower = advisers.data?.find((a) => a.id === assigned);
  return (
    <div className="space-y-3">
      <p className="text-sm text-slate-700">
        {!assigned
          ? 'Aucun conseiller ne suit cette demande.'
          : mine
            ? 'Vous suivez cette demande.'
            : `Suivie par ${follower?.name || follower?.email || 'un autre conseiller'}.`}
      </p>
      <button
        type="button"
        className="btn-ghost"
        disabled={mutation.isPending}
        onClick={() => assign(mine ? null : me)}
      >
        {mine ? 'Ne plus suivre' : 'Prendre en charge'}
      </button>
      <div>
        <label htmlFor="confier-a" className="field-label">
          Confier à
        </label>
        <select
          id="confier-a"
          className="field-input"
          value={assigned ?? ''}
          disabled={mutation.isPending || advisers.isPending}
          onChange={(e) => assign(e.target.value || null)}
        >
          <option value="">Personne</option>
          {advisers.data?.map((a) => (
            <option key={a.id} value={a.id}>
              {(a.name || a.email || 'Sans nom') + (a.id === me ? ' (vous)' : '')}
            </option>
          ))}
        </select>
      </div>
      {advisers.isError && <ActionMessage kind="error">{advisers.error.message}</ActionMessage>}
      {mutation.isError && <ActionMessage kind="error">{mutation.error.message}</ActionMessage>}
    </div>
  );
}

function Owner({ detail }: { detail: RequestDetail }) {
  const { request, owner } = detail;
  const name = owner?.full_name || owner?.name || request.owner_name || 'Sans nom';
  return (
    <dl className="space-y-2 text-sm">
      <div>
        <dt className="font-semibold text-slate-700">Nom</dt>
        <dd>
          <Link to={paths.adminArea.user(request.user_id)} className="text-brand-800 underline">
            {name}
          </Link>
        </dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-700">E-mail</dt>
        <dd className="break-words">{owner?.email ?? request.owner_email ?? '—'}</dd>
      </div>
      <div>
        <dt className="font-semibold text-slate-700">Téléphone</dt>
        <dd>{owner?.phone ?? request.owner_phone ?? '—'}</dd>
      </div>
    </dl>
  );
}

function RequestLead({ request }: { request: RequestDetail['request'] }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      <AdminStatus status={request.status} />
      <span>
        Créée le {day(request.created_at)} · montant estimé {euros(request.estimated_amount)} · paiement :{' '}
        {paymentLabel(
          Boolean(request.payment_required ?? request.payment_status),
          request.payment_status as RequestPaymentStatus,
        )}
      </span>
    </span>
  );
}

export default function RequestPage() {
  const { id = '' } = useParams();
  const query = useRequestDetail(id);
  if (query.isPending) return <SkeletonBlock lines={8} label="Chargement de la demande..." />;
  if (query.isError)
    return (
      <AdminPage title="Demande" back={{ to: paths.adminArea.requests, label: 'Toutes les demandes' }}>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </AdminPage>
    );
  const detail = query.data;
  const { request } = detail;
  return (
    <AdminPage
      title={request.aid_name ?? request.form_type}
      back={{ to: paths.adminArea.requests, label: 'Toutes les demandes' }}
      lead={<RequestLead request={request} />}
    >
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_24rem]">
        <div className="min-w-0 space-y-6">
          <Section title="Réponses du client">
            <Answers data={request.data} />
          </Section>
          <Section title="Suivi">
            <Timeline events={detail.events ?? []} />
          </Section>
          <Section title="Documents">
            <Documents documents={detail.documents ?? []} />
          </Section>
          <Section title="Historique des actions">
            <AuditList entries={detail.audit ?? []} empty="Aucune action de conseiller sur cette demande." />
          </Section>
        </div>
        <div className="min-w-0 space-y-6">
          <Section title="Client">
            <Owner detail={detail} />
          </Section>
          <Section title="Changer le statut">
            <StatusPanel detail={detail} />
          </Section>
          {!['rejected', 'cancelled', 'completed'].includes(request.status) && (
            <Section title="Demander un document">
              <DocumentRequestPanel requestId={request.id} />
            </Section>
          )}
          <Section title="Conseiller">
            <AssignControl detail={detail} />
          </Section>
        </div>
      </div>
    </AdminPage>
  );
}
