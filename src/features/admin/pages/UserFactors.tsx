// A person's double authentication on their back-office page (issue 20): their verified authenticators, and
// « Réinitialiser la double authentification » for someone who lost their phone (another person only: the
// database refuses one's own; the reset ends their sessions and goes to the audit log).
import { useState } from 'react';
import { useAuth } from '../../../lib/auth.tsx';
import { ConfirmDialog } from '../../../components/Dialog.tsx';
import { ActionMessage, ErrorState } from '../../../components/QueryState.tsx';
import { SkeletonBlock } from '../../../components/Skeleton.tsx';
import { useAdminMutation } from '../api/requests.ts';
import { resetFactors, useUserFactors, type AdminFactor } from '../api/users.ts';
import { day } from '../format.ts';

/** The verified authenticators, or a sentence saying there is none. */
function FactorList({ factors, isAdviser }: { factors: AdminFactor[]; isAdviser: boolean }) {
  const verified = factors.filter((f) => f.status === 'verified');
  return verified.length ? (
    <ul className="list-disc pl-5 text-slate-800">
      {verified.map((f) => (
        <li key={f.id}>
          {f.friendly_name?.trim() || 'Application d’authentification'} — ajoutée le {day(f.created_at)}
        </li>
      ))}
    </ul>
  ) : (
    <p className="text-slate-700">
      Aucune application d’authentification.
      {isAdviser && ' Ce conseiller devra en activer une à sa prochaine connexion à l’administration.'}
    </p>
  );
}

export function UserFactors({ userId, isAdviser }: { userId: string; isAdviser: boolean }) {
  const { session } = useAuth();
  const self = session?.user.id === userId;
  const factors = useUserFactors(userId);
  const reset = useAdminMutation(resetFactors);
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (factors.isPending)
    return <SkeletonBlock lines={2} label="Chargement de la double authentification..." />;
  if (factors.isError)
    return <ErrorState message={factors.error.message} onRetry={() => void factors.refetch()} />;
  return (
    <div className="space-y-3">
      {done && <ActionMessage kind="success">{done}</ActionMessage>}
      <FactorList factors={factors.data} isAdviser={isAdviser} />
      {self ? (
        <p className="text-sm text-slate-700">
          C’est votre compte : gérez votre double authentification depuis votre profil (onglet Sécurité).
        </p>
      ) : (
        <button
          type="button"
          className="btn-ghost"
          disabled={factors.data.length === 0}
          onClick={() => {
            reset.reset();
            setConfirming(true);
          }}
        >
          Réinitialiser la double authentification
        </button>
      )}
      {confirming && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setConfirming(false)}
          title="Réinitialiser la double authentification ?"
          message="Ses applications d’authentification sont retirées et ses sessions en cours prennent fin. À sa prochaine connexion, la personne se connectera avec son mot de passe et pourra activer une nouvelle application."
          confirmLabel="Réinitialiser"
          cancelLabel="Annuler"
          danger
          pending={reset.isPending}
          error={reset.isError ? reset.error.message : null}
          onConfirm={() =>
            reset.mutate(
              { userId },
              {
                onSuccess: () => {
                  setConfirming(false);
                  setDone('Double authentification réinitialisée.');
                },
              },
            )
          }
        />
      )}
    </div>
  );
}
