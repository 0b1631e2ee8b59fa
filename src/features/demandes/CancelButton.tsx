// « Annuler » a pending request after the seed's confirm text; the server refunds its credit.
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { XCircle } from 'lucide-react';
import { ConfirmDialog } from '../../components/Dialog.tsx';
import { roots } from '../../lib/query-keys.ts';
import { messageOf } from '../../lib/errors.ts';
import { cancelDemande, CANCEL_CONFIRM, CANCEL_ERROR } from './api.ts';

export function CancelButton({ id, name, compact = false }: { id: string; name: string; compact?: boolean }) {
  const [open, setOpen] = useState(false);
  const client = useQueryClient();
  const cancel = useMutation({
    mutationFn: () => cancelDemande(id),
    onSuccess: async () => {
      setOpen(false);
      // the request, the dashboard, the credit (refunded) and the notifications all change
      await Promise.all(
        [roots.demandes, roots.compte, roots.notifications, roots.historique].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
    },
  });
  return (
    <>
      <button
        type="button"
        className={`btn border border-red-300 bg-white text-red-700 hover:bg-red-50 ${compact ? 'px-4 py-1.5' : ''}`}
        aria-label={`Annuler la demande « ${name} »`}
        onClick={() => {
          cancel.reset();
          setOpen(true);
        }}
      >
        <XCircle className="h-4 w-4" aria-hidden="true" /> Annuler
      </button>
      <ConfirmDialog
        open={open}
        onOpenChange={setOpen}
        title="Annuler la demande"
        message={
          <>
            <p>{CANCEL_CONFIRM}</p>
            <p className="mt-2 text-sm">« {name} » — l’aide utilisée pour cette demande vous sera rendue.</p>
          </>
        }
        confirmLabel="Oui, annuler la demande"
        onConfirm={() => cancel.mutate()}
        pending={cancel.isPending}
        error={cancel.isError ? messageOf(cancel.error, CANCEL_ERROR) : null}
      />
    </>
  );
}
