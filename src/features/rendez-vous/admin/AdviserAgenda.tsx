// The adviser's agenda: upcoming appointments, and cancelling one with a reason sent to the client.
import { useState } from 'react';
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { dateHeure } from '../../../lib/dates.ts';
import { messageOf } from '../../../lib/errors.ts';
import { roots } from '../../../lib/query-keys.ts';
import { Dialog } from '../../../components/Dialog.tsx';
import { ActionMessage, ErrorState } from '../../../components/QueryState.tsx';
import { adminRdvKeys, adviserCancel, fetchAgenda, type AgendaItem } from './api.ts';

const who = (a: AgendaItem) => a.client?.full_name ?? a.client?.email ?? a.guest_name ?? 'Visiteur';

function AgendaRow({ a, onCancel }: { a: AgendaItem; onCancel: (a: AgendaItem) => void }) {
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <span>
        <strong>{dateHeure(a.starts_at)}</strong> — {who(a)} ({a.phone}) : {a.topic}
        {a.status === 'pending' && ' (en attente de confirmation)'}
      </span>
      <button
        type="button"
        className="btn-ghost px-3 py-1"
        aria-label={`Annuler le rendez-vous du ${dateHeure(a.starts_at)} avec ${who(a)}`}
        onClick={() => onCancel(a)}
      >
        Annuler
      </button>
    </li>
  );
}

/** Rendered even when closed: Dialog notes the opener when it opens, to give focus back on close. */
function CancelDialog({
  target,
  onClose,
  reason,
  onReason,
  cancel,
}: {
  target: AgendaItem | null;
  onClose: () => void;
  reason: string;
  onReason: (reason: string) => void;
  cancel: UseMutationResult<void, Error, AgendaItem>;
}) {
  return (
    <Dialog
      open={target !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Annuler ce rendez-vous"
      description={
        target ? `${dateHeure(target.starts_at)} avec ${who(target)}. Le client reçoit la raison.` : ''
      }
    >
      <form
        className="mt-4 space-y-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (target) cancel.mutate(target);
        }}
      >
        <label htmlFor="annulation-raison" className="field-label">
          Raison donnée au client
        </label>
        <textarea
          id="annulation-raison"
          className="field-input"
          rows={3}
          maxLength={500}
          value={reason}
          onChange={(e) => onReason(e.target.value)}
        />
        {cancel.isError && <ActionMessage kind="error">{messageOf(cancel.error)}</ActionMessage>}
        <button type="submit" className="btn-primary" disabled={cancel.isPending}>
          Confirmer l’annulation
        </button>
      </form>
    </Dialog>
  );
}

export function AdviserAgenda() {
  const client = useQueryClient();
  const agenda = useQuery({ queryKey: adminRdvKeys.agenda, queryFn: fetchAgenda });
  const [target, setTarget] = useState<AgendaItem | null>(null);
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  // The appointment travels with the mutation: the dialog may be closed (Escape) before the answer comes.
  const cancel = useMutation({
    mutationFn: (a: AgendaItem) => adviserCancel(a.id, reason),
    onSuccess: async (_, a) => {
      setDone(`Rendez-vous du ${dateHeure(a.starts_at)} annulé : ${who(a)} est prévenu(e).`);
      setTarget(null);
      await client.invalidateQueries({ queryKey: roots.rendezVous });
    },
  });
  const askCancel = (a: AgendaItem) => {
    setReason('');
    cancel.reset();
    setDone(null);
    setTarget(a);
  };
  return (
    <section aria-labelledby="agenda-titre" className="card">
      <h2 id="agenda-titre" className="text-lg font-bold text-slate-900">
        Mon agenda
      </h2>
      {done && <ActionMessage kind="success">{done}</ActionMessage>}
      {agenda.isError && (
        <ErrorState message="Impossible de charger votre agenda." onRetry={() => agenda.refetch()} />
      )}
      {agenda.data?.length === 0 && <p className="mt-2 text-slate-700">Aucun rendez-vous à venir.</p>}
      <ul className="mt-2 divide-y divide-slate-200">
        {agenda.data?.map((a) => (
          <AgendaRow key={a.id} a={a} onCancel={askCancel} />
        ))}
      </ul>
      <CancelDialog
        target={target}
        onClose={() => setTarget(null)}
        reason={reason}
        onReason={setReason}
        cancel={cancel}
      />
    </section>
  );
}
