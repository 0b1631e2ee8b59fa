// /parrainage: the code and the link (copied on click), the number of referred people, the discount reached
// and the next tier, the history (Actif/Inactif), and « J’ai un code » once for a client without a sponsor.
import { useEffect, useState, type FormEvent } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Copy, Gift } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { useCompte } from '../../lib/compte.ts';
import { dateCourte } from '../../lib/dates.ts';
import { messageOf } from '../../lib/errors.ts';
import { roots } from '../../lib/query-keys.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { ActionMessage, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import {
  fetchFilleuls,
  fetchReduction,
  LOAD_ERROR,
  nextTier,
  TIERS,
  parrainageKeys,
  applyReferralCode,
  type Filleul,
} from './api.ts';

export const COPY_OK = 'Copié dans le presse-papier';
export const COPY_FAILED = 'Erreur lors de la copie';

function useCopy() {
  const [state, setState] = useState<{ what: string; ok: boolean } | null>(null);
  useEffect(() => {
    if (!state) return;
    const timer = setTimeout(() => setState(null), 3000);
    return () => clearTimeout(timer);
  }, [state]);
  const copy = async (what: string, text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      setState({ what, ok: true });
    } catch {
      setState({ what, ok: false });
    }
  };
  return { state, copy };
}

function UseCode() {
  const [code, setCode] = useState('');
  const client = useQueryClient();
  const apply = useMutation({
    mutationFn: applyReferralCode,
    onSuccess: () =>
      Promise.all([roots.compte, roots.parrainage].map((queryKey) => client.invalidateQueries({ queryKey }))),
  });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (code.trim()) apply.mutate(code);
  };
  return (
    <section aria-labelledby="mon-parrain" className="card">
      <h2 id="mon-parrain" className="text-lg font-bold text-slate-900">
        Vous avez un code de parrainage ?
      </h2>
      <p className="mt-1 text-slate-700">
        Saisissez le code de la personne qui vous a fait connaître Aidy (une seule fois).
      </p>
      <form onSubmit={submit} className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
        <div className="flex-1">
          <label htmlFor="code-parrain" className="field-label">
            Code de parrainage
          </label>
          <input
            id="code-parrain"
            className="field-input uppercase"
            value={code}
            maxLength={12}
            autoComplete="off"
            onChange={(e) => {
              apply.reset();
              setCode(e.target.value);
            }}
            aria-invalid={apply.isError || undefined}
            aria-describedby={apply.isError ? 'code-parrain-erreur' : undefined}
          />
        </div>
        <button type="submit" className="btn-primary" disabled={!code.trim() || apply.isPending}>
          Valider le code
        </button>
      </form>
      {apply.isError && (
        <p id="code-parrain-erreur" role="alert" className="mt-3 text-sm font-medium text-red-700">
          {messageOf(apply.error)}
        </p>
      )}
    </section>
  );
}

type CopyState = ReturnType<typeof useCopy>['state'];
type CopyFn = ReturnType<typeof useCopy>['copy'];

function CopyButton({
  what,
  text,
  label,
  copy,
}: {
  what: string;
  text: string;
  label: string;
  copy: CopyFn;
}) {
  return (
    <button
      type="button"
      onClick={() => void copy(what, text)}
      className="group flex w-full items-center justify-between gap-3 rounded-xl border border-dashed border-brand-500 bg-brand-50 px-4 py-3 text-left hover:bg-brand-100"
    >
      <span className="min-w-0 font-mono font-bold break-all text-brand-900">{text}</span>
      <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-brand-700">
        <Copy className="h-4 w-4" aria-hidden="true" /> {label}
      </span>
    </button>
  );
}

function CodeEtLien({ code, state, copy }: { code: string; state: CopyState; copy: CopyFn }) {
  const link = `${window.location.origin}${paths.register}?ref=${code}`;
  return (
    <section aria-labelledby="mon-code" className="card space-y-4">
      <h2 id="mon-code" className="text-lg font-bold text-slate-900">
        Votre code et votre lien
      </h2>
      <div>
        <p className="mb-1 text-sm text-slate-600">Code de parrainage</p>
        <CopyButton what="code" text={code} label="Copier le code" copy={copy} />
      </div>
      <div>
        <p className="mb-1 text-sm text-slate-600">Lien d’inscription</p>
        <CopyButton what="lien" text={link} label="Copier le lien" copy={copy} />
      </div>
      <p aria-live="polite" className="min-h-6 text-sm font-semibold">
        {state && (
          <span className={state.ok ? 'text-green-700' : 'text-red-700'}>
            {state.ok ? COPY_OK : COPY_FAILED}
          </span>
        )}
      </p>
    </section>
  );
}

function Avantages({ count, reduction }: { count: number; reduction: number }) {
  const next = nextTier(reduction);
  return (
    <section aria-labelledby="mes-avantages" className="card">
      <h2 id="mes-avantages" className="text-lg font-bold text-slate-900">
        Vos avantages
      </h2>
      <dl className="mt-4 grid grid-cols-2 gap-4">
        <div>
          <dt className="text-sm text-slate-600">Personnes parrainées</dt>
          <dd className="text-3xl font-extrabold text-brand-900">{count}</dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">Réduction atteinte</dt>
          <dd className="text-3xl font-extrabold text-brand-900">
            {reduction > 0 ? `−${reduction} %` : '0 %'}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-slate-700">
        {next
          ? `Prochain palier : −${next.percent} % à partir de ${next.from} filleul${next.from > 1 ? 's' : ''}.`
          : `Vous avez atteint la réduction maximale de ${TIERS[TIERS.length - 1].percent} %.`}
      </p>
      <p className="mt-3 flex items-center gap-2 rounded-xl bg-accent-100 px-4 py-3 font-semibold text-brand-900">
        <Gift className="h-5 w-5 shrink-0" aria-hidden="true" /> À partir de 5 filleuls, une aide offerte
      </p>
      <p className="mt-3 text-sm text-slate-600">{`Paliers : ${PALIERS}, sur les packs et les achats d’aides.`}</p>
    </section>
  );
}

/** « −10 % dès 1 filleul, −20 % dès 5, −30 % dès 10 », from the tiers */
const PALIERS = TIERS.map(
  (t, i) => `−${t.percent} % dès ${t.from}${i === 0 ? ` filleul${t.from > 1 ? 's' : ''}` : ''}`,
).join(', ');

function FilleulsTable({ filleuls }: { filleuls: Filleul[] }) {
  return (
    <div className="mt-3 relative overflow-x-auto">
      <table className="w-full text-left text-sm">
        <thead className="border-y border-slate-200 text-slate-700">
          <tr>
            <th scope="col" className="px-5 py-2.5 font-semibold">
              Filleul
            </th>
            <th scope="col" className="px-5 py-2.5 font-semibold">
              Inscription
            </th>
            <th scope="col" className="px-5 py-2.5 font-semibold">
              Statut
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-100">
          {filleuls.map((f) => (
            <tr key={f.filleul_id}>
              <td className="px-5 py-3 font-semibold text-slate-900">{f.name ?? 'Utilisateur'}</td>
              <td className="px-5 py-3 text-slate-700">{dateCourte(f.created_at)}</td>
              <td className="px-5 py-3">
                <span
                  className={`rounded-full px-2.5 py-0.5 text-xs font-semibold ${f.actif ? 'bg-green-100 text-green-800' : 'bg-slate-100 text-slate-700'}`}
                >
                  {f.actif ? 'Actif' : 'Inactif'}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function HistoriqueParrainage({ filleuls }: { filleuls: Filleul[] }) {
  return (
    <section aria-labelledby="historique-parrainage" className="card mt-6 p-0">
      <h2 id="historique-parrainage" className="px-5 pt-5 text-lg font-bold text-slate-900">
        Historique de parrainage
      </h2>
      {filleuls.length === 0 ? (
        <p className="p-5 text-slate-700">Personne n’a encore utilisé votre code. Partagez votre lien !</p>
      ) : (
        <FilleulsTable filleuls={filleuls} />
      )}
    </section>
  );
}

export default function ParrainagePage() {
  const compte = useCompte();
  const filleuls = useQuery({ queryKey: parrainageKeys.filleuls, queryFn: fetchFilleuls });
  const reduction = useQuery({ queryKey: parrainageKeys.reduction, queryFn: fetchReduction });
  const { state, copy } = useCopy();

  if (compte.isPending || filleuls.isPending || reduction.isPending)
    return (
      <AccountPage title="Parrainage">
        <SkeletonBlock lines={5} label="Chargement de votre parrainage..." />
      </AccountPage>
    );
  if (compte.isError || filleuls.isError || reduction.isError)
    return (
      <AccountPage title="Parrainage">
        <ErrorState
          message={LOAD_ERROR}
          onRetry={() => void Promise.all([compte.refetch(), filleuls.refetch(), reduction.refetch()])}
        />
      </AccountPage>
    );

  return (
    <AccountPage
      title="Parrainage"
      lead="Invitez vos proches : ils découvrent leurs aides, vous gagnez des réductions sur vos prochains achats."
    >
      <div className="grid gap-6 lg:grid-cols-2">
        <CodeEtLien code={compte.data.referral_code} state={state} copy={copy} />
        <Avantages count={filleuls.data.length} reduction={reduction.data} />
      </div>

      <HistoriqueParrainage filleuls={filleuls.data} />

      <div className="mt-6">
        {compte.data.parrain_code ? (
          <ActionMessage kind="success">
            Vous avez été parrainé(e) avec le code {compte.data.parrain_code}.
          </ActionMessage>
        ) : (
          <UseCode />
        )}
      </div>
    </AccountPage>
  );
}
