// /profil › Sécurité: the person's two-factor authentication. Activate it (QR code, key, first code), see the
// verified methods, remove one after a fresh code of it. Advisers must keep one (the back-office needs it).
import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Factor } from '@supabase/supabase-js';
import { ShieldCheck } from 'lucide-react';
import { useAuth } from '../../lib/auth.tsx';
import { dateCourte } from '../../lib/dates.ts';
import { roots } from '../../lib/query-keys.ts';
import { ActionMessage, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import { listFactors, removeFactor } from './api.ts';
import { CodeForm } from './CodeForm.tsx';
import { TotpEnrolment } from './TotpEnrolment.tsx';

function FactorItem({ factor, onRemoved }: { factor: Factor; onRemoved: () => void }) {
  const [removing, setRemoving] = useState(false);
  const name = factor.friendly_name?.trim() || 'Application d’authentification';
  return (
    <li className="rounded-md border border-slate-200 p-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-slate-800">
          <ShieldCheck className="mr-1 inline h-4 w-4 text-brand-700" aria-hidden="true" />
          <strong>{name}</strong> — ajoutée le {dateCourte(factor.created_at)}
        </p>
        {!removing && (
          <button type="button" className="btn-ghost" onClick={() => setRemoving(true)}>
            Supprimer<span className="sr-only"> {name}</span>
          </button>
        )}
      </div>
      {removing && (
        <div className="mt-3">
          <p className="mb-2 text-slate-700">
            Pour confirmer, saisissez un nouveau code de cette application.
          </p>
          <CodeForm
            submitLabel="Supprimer cette méthode"
            pendingLabel="Suppression..."
            onCode={async (code) => {
              await removeFactor(factor.id, code);
              onRemoved();
            }}
          >
            <button type="button" className="btn-ghost" onClick={() => setRemoving(false)}>
              Annuler
            </button>
          </CodeForm>
        </div>
      )}
    </li>
  );
}

export function MfaSection() {
  const { session } = useAuth();
  const qc = useQueryClient();
  const [message, setMessage] = useState<string | null>(null);
  const factors = useQuery({
    queryKey: [...roots.facteurs, session?.user.id],
    queryFn: listFactors,
    enabled: Boolean(session),
  });
  const refresh = (text: string) => {
    setMessage(text);
    void qc.invalidateQueries({ queryKey: roots.facteurs });
  };
  const verified = (factors.data ?? []).filter((f) => f.status === 'verified');

  return (
    <section aria-labelledby="mfa-titre" className="card space-y-4">
      <h2 id="mfa-titre" className="text-lg font-bold text-slate-900">
        Double authentification
      </h2>
      <p className="text-slate-700">
        À chaque connexion, en plus de votre mot de passe, un code à 6 chiffres affiché par une application
        d’authentification sur votre téléphone vous sera demandé.
      </p>
      {message && <ActionMessage kind="success">{message}</ActionMessage>}
      {factors.isPending ? (
        <SkeletonBlock lines={2} label="Chargement de vos méthodes de vérification..." />
      ) : factors.isError ? (
        <ErrorState message={factors.error.message} onRetry={() => void factors.refetch()} />
      ) : (
        <>
          {verified.length > 0 ? (
            <>
              <h3 id="mfa-methodes" className="font-semibold text-slate-900">
                Méthodes de vérification
              </h3>
              <ul aria-labelledby="mfa-methodes" className="space-y-2">
                {verified.map((f) => (
                  <FactorItem
                    key={f.id}
                    factor={f}
                    onRemoved={() => refresh('La méthode de vérification a été supprimée.')}
                  />
                ))}
              </ul>
            </>
          ) : (
            <p className="text-slate-700">La double authentification n’est pas activée.</p>
          )}
          {verified.length === 0 && (
            <TotpEnrolment onDone={() => refresh('La double authentification est activée.')} />
          )}
        </>
      )}
    </section>
  );
}
