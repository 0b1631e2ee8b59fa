// /admin/utilisateurs/:id — a user's profile, balance and ledger, requests, payments, referrals, tickets and
// the advisers' actions on them; actions: adjust credits (note required), deactivate/reactivate, promote or
// demote, delete (each behind a confirmation where it cannot be undone lightly).
import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { createColumnHelper } from '@tanstack/react-table';
import { paths } from '../../../config/paths.ts';
import { useAuth } from '../../../lib/auth.tsx';
import { SkeletonBlock } from '../../../components/Skeleton.tsx';
import { ActionMessage, ErrorState } from '../../../components/QueryState.tsx';
import { ConfirmDialog } from '../../../components/Dialog.tsx';
import { FormField, FormTextarea } from '../../../components/FormField.tsx';
import { AdminPage, Section } from '../components/AdminPage.tsx';
import { AdminStatus, Badge } from '../components/AdminStatus.tsx';
import { AuditList } from '../components/AuditList.tsx';
import { DataTable, type ColumnDef } from '../components/DataTable.tsx';
import { CREDIT_REASON, paymentStatusLabel, ROLE_LABEL, TICKET_STATUS } from '../labels.ts';
import { cents, day, when } from '../format.ts';
import { useAdminMutation } from '../api/requests.ts';
import {
  accountAction,
  adjustCredits,
  setRole,
  useUserDetail,
  type AccountAction,
  type UserDetail,
} from '../api/users.ts';
import { creditsSchema, type CreditsForm } from '../schemas.ts';
import { UserFactors } from './UserFactors.tsx';

type Ledger = UserDetail['ledger'][number];
type Req = UserDetail['requests'][number];
type Pay = UserDetail['payments'][number];
type Ref = NonNullable<UserDetail['referrals']>['referred'][number];
type Tic = UserDetail['tickets'][number];

const str = (v: unknown) => (v === null || v === undefined || v === '' ? '—' : String(v));

const ledgerCol = createColumnHelper<Ledger>();
const ledgerColumns = [
  ledgerCol.accessor('created_at', { header: 'Date', cell: (c) => when(c.getValue()) }),
  ledgerCol.accessor('delta', {
    header: 'Mouvement',
    cell: (c) => (c.getValue() > 0 ? `+${c.getValue()}` : c.getValue()),
  }),
  ledgerCol.accessor('reason', { header: 'Motif', cell: (c) => CREDIT_REASON[c.getValue()] ?? c.getValue() }),
  ledgerCol.accessor('note', { header: 'Note', cell: (c) => str(c.getValue()) }),
] as ColumnDef<Ledger, unknown>[];

const reqCol = createColumnHelper<Req>();
const requestColumns = [
  reqCol.accessor('created_at', { header: 'Date', cell: (c) => day(c.getValue()) }),
  reqCol.display({
    id: 'aide',
    header: 'Aide',
    cell: ({ row }) => (
      <Link to={paths.adminArea.request(String(row.original.id))} className="text-brand-800 underline">
        {row.original.aid_name ?? row.original.form_type ?? 'Demande'}
      </Link>
    ),
  }),
  reqCol.accessor('status', { header: 'Statut', cell: (c) => <AdminStatus status={c.getValue()} /> }),
] as ColumnDef<Req, unknown>[];

const payCol = createColumnHelper<Pay>();
const paymentColumns = [
  payCol.accessor('created_at', { header: 'Date', cell: (c) => day(c.getValue()) }),
  payCol.display({
    id: 'montant',
    header: 'Montant',
    cell: ({ row }) => cents(row.original.amount_cents ?? row.original.amount),
  }),
  payCol.accessor('status', { header: 'Statut', cell: (c) => paymentStatusLabel(c.getValue()) }),
  payCol.accessor('request_id', {
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
] as ColumnDef<Pay, unknown>[];

const refCol = createColumnHelper<Ref>();
const referralColumns = [
  refCol.accessor('created_at', { header: 'Date', cell: (c) => day(c.getValue()) }),
  refCol.display({
    id: 'filleul',
    header: 'Filleul',
    cell: ({ row }) => (
      <Link to={paths.adminArea.user(row.original.filleul_id)} className="text-brand-800 underline">
        {row.original.name || 'Sans nom'}
      </Link>
    ),
  }),
  refCol.accessor('email', { header: 'E-mail', cell: (c) => str(c.getValue()) }),
  refCol.accessor('confirmed_at', {
    header: 'Confirmé',
    cell: (c) => (c.getValue() ? day(c.getValue()) : 'Non'),
  }),
  refCol.accessor('rewarded', { header: 'Récompensé', cell: (c) => (c.getValue() ? 'Oui' : 'Non') }),
] as ColumnDef<Ref, unknown>[];

const ticketCol = createColumnHelper<Tic>();
const ticketColumns = [
  ticketCol.accessor('created_at', { header: 'Ouvert le', cell: (c) => day(c.getValue()) }),
  ticketCol.accessor('subject', {
    header: 'Objet',
    cell: ({ row, getValue }) => (
      <Link to={paths.adminArea.ticket(String(row.original.id))} className="text-brand-800 underline">
        {getValue()}
      </Link>
    ),
  }),
  ticketCol.accessor('status', {
    header: 'Statut',
    cell: (c) => TICKET_STATUS[c.getValue()] ?? c.getValue(),
  }),
] as ColumnDef<Tic, unknown>[];

function SubTable<T extends { id?: string }>({
  label,
  rows,
  columns,
  empty,
}: {
  label: string;
  rows: T[];
  columns: ColumnDef<T, unknown>[];
  empty: string;
}) {
  if (rows.length === 0) return <p className="text-slate-700">{empty}</p>;
  return (
    <DataTable
      label={label}
      columns={columns}
      data={rows}
      getRowId={(r) => String(r.id ?? JSON.stringify(r))}
    />
  );
}

function CreditsPanel({ userId }: { userId: string }) {
  const mutation = useAdminMutation(adjustCredits);
  const form = useForm<CreditsForm>({
    resolver: zodResolver(creditsSchema),
    defaultValues: { delta: '', note: '' },
  });
  const submit = form.handleSubmit((v) =>
    mutation.mutateAsync({ userId, delta: Number(v.delta), note: v.note }).then(
      () => form.reset(),
      () => undefined,
    ),
  );
  const { errors } = form.formState;
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-4">
      <FormField
        label="Nombre d’aides à ajouter (négatif pour retirer)"
        required
        error={errors.delta?.message}
        input={{ ...form.register('delta'), inputMode: 'numeric' }}
      />
      <FormTextarea
        label="Note (obligatoire)"
        required
        help="La raison de l’ajustement, visible dans l’historique du compte et le journal."
        error={errors.note?.message}
        textarea={{ ...form.register('note'), rows: 3 }}
      />
      {mutation.isError && <ActionMessage kind="error">{mutation.error.message}</ActionMessage>}
      {mutation.isSuccess && <ActionMessage kind="success">Solde ajusté.</ActionMessage>}
      <button type="submit" className="btn-primary" disabled={mutation.isPending}>
        {mutation.isPending ? 'Enregistrement...' : 'Ajuster le solde'}
      </button>
    </form>
  );
}

type Pending = AccountAction | 'promote' | 'demote' | null;

const CONFIRM: Record<
  Exclude<Pending, null>,
  { title: string; text: string; label: string; danger: boolean }
> = {
  deactivate: {
    title: 'Désactiver ce compte ?',
    text: 'La personne ne pourra plus se connecter et ses sessions en cours prendront fin. Vous pourrez réactiver le compte.',
    label: 'Désactiver le compte',
    danger: true,
  },
  reactivate: {
    title: 'Réactiver ce compte ?',
    text: 'La personne pourra de nouveau se connecter.',
    label: 'Réactiver le compte',
    danger: false,
  },
  delete: {
    title: 'Supprimer définitivement ce compte ?',
    text: 'Le profil, les demandes, les documents, les notifications et les tickets seront effacés, comme lorsqu’un client supprime son compte. Les paiements restent, anonymisés, pour la comptabilité. Cette action est irréversible.',
    label: 'Supprimer définitivement',
    danger: true,
  },
  promote: {
    title: 'Nommer cette personne conseiller ?',
    text: 'Elle aura accès à tout l’espace d’administration.',
    label: 'Nommer conseiller',
    danger: false,
  },
  demote: {
    title: 'Retirer le rôle de conseiller ?',
    text: 'Cette personne redeviendra cliente et n’aura plus accès à l’administration.',
    label: 'Retirer le rôle',
    danger: true,
  },
};

type Ask = Exclude<Pending, null>;

/** The account and role mutations, the action waiting for its confirmation and the message once done. */
function useAccountActions(detail: UserDetail) {
  const { session } = useAuth();
  const navigate = useNavigate();
  const userId = detail.profile.id;
  const self = session?.user.id === userId;
  const [pending, setPending] = useState<Pending>(null);
  const [done, setDone] = useState<string | null>(null);
  const account = useAdminMutation(accountAction);
  const role = useAdminMutation(setRole);
  const mutation = pending === 'promote' || pending === 'demote' ? role : account;
  // A new confirmation starts without the error of the previous attempt.
  const ask = (next: Ask) => {
    if (next === 'promote' || next === 'demote') role.reset();
    else account.reset();
    setPending(next);
  };
  const confirm = () => {
    if (!pending) return;
    const after = (text: string) => () => {
      setPending(null);
      setDone(text);
    };
    if (pending === 'promote' || pending === 'demote')
      role.mutate(
        { userId, role: pending === 'promote' ? 'admin' : 'client' },
        {
          onSuccess: after(
            pending === 'promote' ? 'Rôle de conseiller donné.' : 'Rôle de conseiller retiré.',
          ),
        },
      );
    else
      account.mutate(
        { userId, action: pending },
        {
          onSuccess:
            pending === 'delete'
              ? () => navigate(paths.adminArea.users, { replace: true })
              : after(pending === 'deactivate' ? 'Compte désactivé.' : 'Compte réactivé.'),
        },
      );
  };
  return { self, pending, done, mutation, ask, cancel: () => setPending(null), confirm };
}

function AccountButtons({
  detail,
  self,
  isAdmin,
  ask,
}: {
  detail: UserDetail;
  self: boolean;
  isAdmin: boolean;
  ask: (next: Ask) => void;
}) {
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="button"
        className="btn-ghost"
        disabled={self || (isAdmin && !detail.deactivated)}
        onClick={() => ask(detail.deactivated ? 'reactivate' : 'deactivate')}
      >
        {detail.deactivated ? 'Réactiver le compte' : 'Désactiver le compte'}
      </button>
      <button
        type="button"
        className="btn-ghost"
        disabled={self}
        onClick={() => ask(isAdmin ? 'demote' : 'promote')}
      >
        {isAdmin ? 'Retirer le rôle de conseiller' : 'Nommer conseiller'}
      </button>
      <button
        type="button"
        className="btn bg-red-700 text-white hover:bg-red-800"
        disabled={self || isAdmin}
        onClick={() => ask('delete')}
      >
        Supprimer le compte
      </button>
    </div>
  );
}

function AccountActions({ detail }: { detail: UserDetail }) {
  const { self, pending, done, mutation, ask, cancel, confirm } = useAccountActions(detail);
  const isAdmin = detail.profile.role === 'admin';
  return (
    <div className="space-y-3">
      {self ? (
        <p className="text-sm text-slate-700">
          C’est votre compte : son rôle et son accès ne se changent pas d’ici.
        </p>
      ) : (
        isAdmin && (
          <p className="text-sm text-slate-700">
            Le compte d’un conseiller ne peut être ni désactivé ni supprimé : retirez d’abord son rôle.
          </p>
        )
      )}
      {done && <ActionMessage kind="success">{done}</ActionMessage>}
      <AccountButtons detail={detail} self={self} isAdmin={isAdmin} ask={ask} />
      {pending && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && cancel()}
          title={CONFIRM[pending].title}
          message={CONFIRM[pending].text}
          confirmLabel={CONFIRM[pending].label}
          cancelLabel="Annuler"
          danger={CONFIRM[pending].danger}
          pending={mutation.isPending}
          error={mutation.isError ? mutation.error.message : null}
          onConfirm={confirm}
        />
      )}
    </div>
  );
}

function Profile({ detail }: { detail: UserDetail }) {
  const p = detail.profile;
  const items: [string, string][] = [
    ['E-mail', str(detail.email ?? p.email)],
    ['Téléphone', str(p.phone)],
    ['Rôle', ROLE_LABEL[p.role] ?? p.role],
    ['Inscription', day(p.created_at)],
    ['Code de parrainage', str(p.referral_code)],
    ['Code du parrain', str(p.parrain_code)],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 sm:grid-cols-2 xl:grid-cols-3">
      {items.map(([k, v]) => (
        <div key={k} className="min-w-0">
          <dt className="text-sm font-semibold text-slate-700">{k}</dt>
          <dd className="break-words text-slate-900">{v}</dd>
        </div>
      ))}
    </dl>
  );
}

function UserLead({ detail: d }: { detail: UserDetail }) {
  return (
    <span className="flex flex-wrap items-center gap-2">
      {d.deactivated ? <Badge tone="red">Désactivé</Badge> : <Badge tone="green">Actif</Badge>}
      <span>
        Solde : {d.balance} aide{d.balance > 1 ? 's' : ''}
      </span>
    </span>
  );
}

function Referrals({ referrals }: { referrals: UserDetail['referrals'] }) {
  const sponsor = referrals?.sponsor;
  return (
    <>
      <p className="mb-3 text-slate-700">
        Parrain :{' '}
        {sponsor ? (
          <Link to={paths.adminArea.user(sponsor.id)} className="text-brand-800 underline">
            {sponsor.name || sponsor.email || 'Sans nom'}
          </Link>
        ) : (
          'aucun'
        )}
      </p>
      <SubTable
        label="Filleuls"
        rows={referrals?.referred ?? []}
        columns={referralColumns}
        empty="Aucun filleul."
      />
    </>
  );
}

/** The account's history: credits, requests, payments, referrals, tickets and the advisers' actions. */
function UserHistory({ detail: d }: { detail: UserDetail }) {
  return (
    <>
      <Section title={`Mouvements de crédits (solde : ${d.balance})`}>
        <SubTable
          label="Mouvements de crédits"
          rows={d.ledger ?? []}
          columns={ledgerColumns}
          empty="Aucun mouvement."
        />
      </Section>
      <Section title="Demandes">
        <SubTable
          label="Demandes du client"
          rows={d.requests ?? []}
          columns={requestColumns}
          empty="Aucune demande."
        />
      </Section>
      <Section title="Paiements">
        <SubTable
          label="Paiements du client"
          rows={d.payments ?? []}
          columns={paymentColumns}
          empty="Aucun paiement."
        />
      </Section>
      <Section title="Parrainages">
        <Referrals referrals={d.referrals} />
      </Section>
      <Section title="Tickets de support">
        <SubTable
          label="Tickets du client"
          rows={d.tickets ?? []}
          columns={ticketColumns}
          empty="Aucun ticket."
        />
      </Section>
      <Section title="Historique des actions">
        <AuditList entries={d.audit ?? []} empty="Aucune action de conseiller sur ce compte." />
      </Section>
    </>
  );
}

export default function UserPage() {
  const { id = '' } = useParams();
  const query = useUserDetail(id);
  const back = { to: paths.adminArea.users, label: 'Tous les utilisateurs' };
  if (query.isPending) return <SkeletonBlock lines={8} label="Chargement du compte..." />;
  if (query.isError)
    return (
      <AdminPage title="Utilisateur" back={back}>
        <ErrorState message={query.error.message} onRetry={() => void query.refetch()} />
      </AdminPage>
    );
  const d = query.data;
  const p = d.profile;
  const name = p.name || p.full_name || 'Sans nom';
  return (
    <AdminPage title={name} back={back} lead={<UserLead detail={d} />}>
      <Section title="Profil">
        <Profile detail={d} />
      </Section>
      <div className="grid gap-6 xl:grid-cols-2">
        <Section title="Ajuster le solde">
          <CreditsPanel userId={p.id} />
        </Section>
        <Section title="Compte">
          <AccountActions detail={d} />
        </Section>
      </div>
      <Section title="Double authentification">
        <UserFactors userId={p.id} isAdviser={p.role === 'admin'} />
      </Section>
      <UserHistory detail={d} />
    </AdminPage>
  );
}
