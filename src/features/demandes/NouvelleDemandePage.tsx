// /nouvelle-demande: choose an aid (pre-filled from the latest simulation saved to the account, or any aid of
// the catalogue), confirm; create_form_request spends one aid. With none left the client pays this request
// by card or buys a pack, and the draft is kept for when they come back.
import { useEffect, useMemo, type MouseEventHandler } from 'react';
import { useForm, useWatch, type FieldError, type UseFormRegister } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { AlertTriangle, CreditCard, Package, Send } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { ActionMessage, ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import { AIDES, aideDuCatalogue, CATEGORIE_LABEL, PERIODICITE_LABEL } from '../../lib/aides.ts';
import { useCompte } from '../../lib/compte.ts';
import { dateLongue } from '../../lib/dates.ts';
import { messageOf } from '../../lib/errors.ts';
import { formatCents, formatEuros } from '../../lib/format.ts';
import { roots } from '../../lib/query-keys.ts';
import { isOpen } from '../../lib/statuts.ts';
import {
  createDemande,
  demandeKeys,
  fetchDemandes,
  fetchQuickPrice,
  fetchSimulationAids,
  type SimulationAid,
} from './api.ts';

const DRAFT_KEY = 'aidy-brouillon-demande';

export const demandeSchema = z.object({
  aide: z.string().min(1, 'Choisissez l’aide à demander.'),
  message: z.string().max(2000, 'Votre message ne doit pas dépasser 2 000 caractères.'),
});
type DemandeForm = z.infer<typeof demandeSchema>;

function readDraft(): Partial<DemandeForm> {
  try {
    return JSON.parse(sessionStorage.getItem(DRAFT_KEY) ?? '{}') as Partial<DemandeForm>;
  } catch {
    return {};
  }
}

/** Name, category and estimated amount of the chosen aid: the simulation knows the amount, the catalogue the rest. */
function describe(code: string, fromSimulation: SimulationAid[]) {
  const simulated = fromSimulation.find((a) => a.code === code);
  const catalogue = aideDuCatalogue(code);
  if (!simulated && !catalogue) return null;
  return {
    code,
    nom: simulated?.nom ?? catalogue!.nom,
    categorie: catalogue?.categorie ?? 'autre',
    montant: simulated?.montant ?? null,
  };
}

type ChosenAid = NonNullable<ReturnType<typeof describe>>;

function useDemandeQueries(simulationParam: string | null) {
  const compte = useCompte();
  const simulation = useQuery({
    queryKey: [...demandeKeys.latestSimulation, simulationParam],
    queryFn: () => fetchSimulationAids(simulationParam),
  });
  const demandes = useQuery({ queryKey: demandeKeys.list, queryFn: fetchDemandes });
  const noCredit = compte.data?.balance === 0;
  const price = useQuery({ queryKey: demandeKeys.quickPrice, queryFn: fetchQuickPrice, enabled: noCredit });
  return { compte, simulation, demandes, price };
}

/** The form, pre-filled from ?aide= or the draft, which is saved on every change for when the client comes back. */
function useDemandeDraft(aideParam: string | null) {
  const draft = useMemo(readDraft, []);
  const { register, handleSubmit, control, setValue, formState } = useForm<DemandeForm>({
    resolver: zodResolver(demandeSchema),
    defaultValues: { aide: aideParam ?? draft.aide ?? '', message: draft.message ?? '' },
  });
  const values = useWatch({ control });
  useEffect(() => {
    sessionStorage.setItem(DRAFT_KEY, JSON.stringify(values));
  }, [values]);
  return { register, handleSubmit, setValue, formState, values };
}

function useCreateDemande(
  chosen: ChosenAid | null,
  message: string | undefined,
  simulationId: string | null,
) {
  const navigate = useNavigate();
  const client = useQueryClient();
  return useMutation({
    mutationFn: (payByCard: boolean) => {
      if (!chosen) throw new Error('Cette aide n’est pas dans notre catalogue : choisissez-en une autre.');
      return createDemande({ ...chosen, message: message ?? '', simulationId, payByCard });
    },
    onSuccess: async (request, payByCard) => {
      sessionStorage.removeItem(DRAFT_KEY);
      await Promise.all(
        [roots.demandes, roots.compte, roots.notifications, roots.historique].map((queryKey) =>
          client.invalidateQueries({ queryKey }),
        ),
      );
      navigate(payByCard ? paths.paiementDemande(request.id) : paths.aides.detail(request.id), {
        state: { created: true },
      });
    },
  });
}

export default function NouvelleDemandePage() {
  const [params] = useSearchParams();
  const { compte, simulation, demandes, price } = useDemandeQueries(params.get('simulation'));
  const { register, handleSubmit, setValue, formState, values } = useDemandeDraft(params.get('aide'));
  const simulatedAids = (simulation.data?.aids ?? []).filter((a) => a.code);
  const chosen = values.aide ? describe(values.aide, simulatedAids) : null;
  const duplicate = demandes.data?.find((d) => d.aid_id === values.aide && isOpen(d.status));
  const create = useCreateDemande(chosen, values.message, simulation.data?.id ?? null);

  if (compte.isPending || simulation.isPending)
    return (
      <AccountPage title="Nouvelle demande">
        <SkeletonBlock lines={5} label="Préparation de votre demande..." />
      </AccountPage>
    );
  if (compte.isError)
    return (
      <AccountPage title="Nouvelle demande">
        <ErrorState message={messageOf(compte.error)} onRetry={() => void compte.refetch()} />
      </AccountPage>
    );

  const balance = compte.data.balance;
  const submit = (payByCard: boolean) => handleSubmit(() => create.mutate(payByCard));

  return (
    <AccountPage
      title="Nouvelle demande"
      lead="Choisissez l’aide pour laquelle un conseiller Aidy vous accompagne, de la constitution du dossier à la décision."
    >
      <form noValidate onSubmit={submit(false)} className="space-y-6">
        <AideFieldset
          simulatedAids={simulatedAids}
          simulationDate={simulation.data?.created_at}
          register={register}
          selected={values.aide}
          chosen={chosen}
          error={formState.errors.aide}
          // read at change time, as the form's submitted state decides whether to validate again
          onCatalogueChange={(code) => setValue('aide', code, { shouldValidate: formState.isSubmitted })}
        />
        <PrecisionsField register={register} error={formState.errors.message} />
        {duplicate && <DuplicateWarning demandeId={duplicate.id} />}
        {create.isError && <ActionMessage kind="error">{messageOf(create.error)}</ActionMessage>}
        {balance > 0 ? (
          <CreditConfirmation balance={balance} pending={create.isPending} />
        ) : (
          <CardPaymentOffer pending={create.isPending} price={price.data} onPay={submit(true)} />
        )}
      </form>
    </AccountPage>
  );
}

function AideFieldset({
  simulatedAids,
  simulationDate,
  register,
  selected,
  chosen,
  error,
  onCatalogueChange,
}: {
  simulatedAids: SimulationAid[];
  /** set whenever there are simulated aids */
  simulationDate: string | undefined;
  register: UseFormRegister<DemandeForm>;
  selected: string | undefined;
  chosen: ChosenAid | null;
  error: FieldError | undefined;
  onCatalogueChange: (code: string) => void;
}) {
  return (
    <fieldset className="card">
      <legend className="sr-only">L’aide à demander</legend>
      {simulatedAids.length > 0 ? (
        <SimulatedAidChoices aids={simulatedAids} simulationDate={simulationDate!} register={register} />
      ) : (
        <p className="text-slate-700">
          Pas encore de simulation enregistrée dans votre compte ?{' '}
          <Link to={paths.simulateur} className="font-semibold text-brand-700 underline">
            Faites une simulation
          </Link>{' '}
          pour voir les aides auxquelles vous avez droit, ou choisissez directement une aide.
        </p>
      )}
      <CatalogueSelect
        simulatedAids={simulatedAids}
        selected={selected}
        error={error}
        unknownAid={!!selected && !chosen}
        onChange={onCatalogueChange}
      />
      {chosen && aideDuCatalogue(chosen.code) && (
        <p className="mt-4 rounded-xl bg-slate-100 p-4 text-sm text-slate-700">
          {aideDuCatalogue(chosen.code)!.description}
        </p>
      )}
    </fieldset>
  );
}

function SimulatedAidChoices({
  aids,
  simulationDate,
  register,
}: {
  aids: SimulationAid[];
  simulationDate: string;
  register: UseFormRegister<DemandeForm>;
}) {
  return (
    <>
      <h2 className="text-lg font-bold text-slate-900">Les aides de votre simulation</h2>
      <p className="mt-1 text-sm text-slate-600">
        Simulation du {dateLongue(simulationDate)}, montants estimés.
      </p>
      <div className="mt-4 grid gap-3 sm:grid-cols-2">
        {aids.map((a) => (
          <label
            key={a.code}
            className="flex cursor-pointer gap-3 rounded-xl border border-slate-200 p-4 has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
          >
            <input
              type="radio"
              value={a.code}
              {...register('aide')}
              className="mt-1 h-4 w-4 accent-brand-700"
            />
            <span>
              <span className="block font-semibold text-slate-900">{a.nom}</span>
              <span className="text-sm text-slate-700">
                {typeof a.montant === 'number'
                  ? `${formatEuros(a.montant)} ${PERIODICITE_LABEL[a.periodicite] ?? ''}`
                  : 'Montant à déterminer'}
              </span>
            </span>
          </label>
        ))}
      </div>
    </>
  );
}

/** The catalogue's other aids, grouped by category; empty when the choice is one of the simulation's radios. */
function CatalogueSelect({
  simulatedAids,
  selected,
  error,
  unknownAid,
  onChange,
}: {
  simulatedAids: SimulationAid[];
  selected: string | undefined;
  error: FieldError | undefined;
  unknownAid: boolean;
  onChange: (code: string) => void;
}) {
  const otherAids = AIDES.filter((a) => !simulatedAids.some((s) => s.code === a.code));
  const categories = [...new Set(otherAids.map((a) => a.categorie))];
  return (
    <div className="mt-5">
      <label htmlFor="aide-catalogue" className="field-label">
        {simulatedAids.length > 0 ? 'Ou une autre aide du catalogue' : 'Aide du catalogue'}
      </label>
      <select
        id="aide-catalogue"
        className="field-input"
        value={otherAids.some((a) => a.code === selected) ? selected : ''}
        onChange={(e) => onChange(e.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? 'aide-erreur' : undefined}
      >
        <option value="">Choisir une aide…</option>
        {categories.map((c) => (
          <optgroup key={c} label={CATEGORIE_LABEL[c] ?? c}>
            {otherAids
              .filter((a) => a.categorie === c)
              .map((a) => (
                <option key={a.code} value={a.code}>
                  {a.nom}
                </option>
              ))}
          </optgroup>
        ))}
      </select>
      {error && (
        <p id="aide-erreur" className="mt-1 text-sm font-medium text-red-700">
          {error.message}
        </p>
      )}
      {unknownAid && (
        <p role="alert" className="mt-2 text-sm font-medium text-red-700">
          Cette aide n’est pas dans notre catalogue : choisissez-en une autre.
        </p>
      )}
    </div>
  );
}

function PrecisionsField({
  register,
  error,
}: {
  register: UseFormRegister<DemandeForm>;
  error: FieldError | undefined;
}) {
  return (
    <div className="card">
      <label htmlFor="precisions" className="field-label">
        Précisions pour votre conseiller (facultatif)
      </label>
      <textarea
        id="precisions"
        rows={4}
        className="field-input"
        {...register('message')}
        aria-invalid={error ? true : undefined}
      />
      {error && <p className="mt-1 text-sm font-medium text-red-700">{error.message}</p>}
    </div>
  );
}

function DuplicateWarning({ demandeId }: { demandeId: string }) {
  return (
    <p className="flex gap-2 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
      <AlertTriangle className="h-5 w-5 shrink-0" aria-hidden="true" />
      <span>
        Vous avez déjà une demande en cours pour cette aide :{' '}
        <Link to={paths.aides.detail(demandeId)} className="font-semibold underline">
          voir la demande
        </Link>
        .
      </span>
    </p>
  );
}

function CreditConfirmation({ balance, pending }: { balance: number; pending: boolean }) {
  return (
    <div className="card flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
      <p className="text-slate-800">
        Il vous reste <strong>{balance}</strong> aide{balance > 1 ? 's' : ''}. Cette demande en utilisera une.
      </p>
      <button type="submit" className="btn-primary" disabled={pending}>
        <Send className="h-4 w-4" aria-hidden="true" />
        {pending ? 'Envoi de la demande...' : 'Confirmer la demande'}
      </button>
    </div>
  );
}

/** No aid left: pay this request alone by card (at the server's price, when known) or buy a pack. */
function CardPaymentOffer({
  pending,
  price,
  onPay,
}: {
  pending: boolean;
  price: number | undefined;
  /** handleSubmit's handler (validates, then creates the request to pay by card); it is given the click event */
  onPay: MouseEventHandler<HTMLButtonElement>;
}) {
  return (
    <section aria-labelledby="sans-credit" className="card">
      <h2 id="sans-credit" className="text-lg font-bold text-slate-900">
        Vous n’avez plus d’aide disponible
      </h2>
      <p className="mt-1 text-slate-700">
        Réglez cette demande seule par carte, ou achetez un pack d’aides. Votre choix reste enregistré sur cet
        appareil en attendant.
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className="btn-primary" disabled={pending} onClick={onPay}>
          <CreditCard className="h-4 w-4" aria-hidden="true" />
          Payer cette demande par carte{price ? ` (${formatCents(price)})` : ''}
        </button>
        <Link to={paths.packs} className="btn-ghost">
          <Package className="h-4 w-4" aria-hidden="true" /> Acheter un pack
        </Link>
      </div>
    </section>
  );
}
