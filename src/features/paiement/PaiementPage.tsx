// /paiement: choose what to buy (a quick-buy card, the pack of ?plan=, or the request of ?demande=), pay by
// card at the server's price, and the payments history (seed 000 §2, §8, §9).
import { useRef, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useCompte } from '../../lib/compte.ts';
import { formatCents } from '../../lib/format.ts';
import { AccountPage } from '../../components/AccountPage.tsx';
import { ErrorState } from '../../components/QueryState.tsx';
import { SkeletonBlock } from '../../components/Skeleton.tsx';
import {
  CATALOGUE_ERROR,
  discounted,
  fetchDiscount,
  fetchOffers,
  fetchPacks,
  fetchRequest,
  isPayable,
  paiementKeys,
  type Offer,
  type Pack,
  type Target,
} from './api.ts';
import { aidesLabel } from './PacksCatalogue.tsx';
import { CheckoutPanel } from './CheckoutPanel.tsx';
import { PaymentsHistory } from './PaymentsHistory.tsx';

export type Choice = { target: Target; title: string };

function Option({
  name,
  checked,
  onChange,
  title,
  detail,
  price,
}: {
  name: string;
  checked: boolean;
  onChange: () => void;
  title: string;
  detail: string;
  price: string;
}) {
  return (
    <label
      className={`card flex cursor-pointer items-start gap-3 p-4 ${checked ? 'border-2 border-brand-600' : ''}`}
    >
      <input
        type="radio"
        name={name}
        checked={checked}
        onChange={onChange}
        className="mt-1 h-4 w-4 accent-brand-700"
      />
      <span className="flex-1">
        <span className="block font-semibold text-slate-900">{title}</span>
        <span className="block text-sm text-slate-700">{detail}</span>
      </span>
      <span className="font-bold whitespace-nowrap text-slate-900">{price}</span>
    </label>
  );
}

function UnknownPackAlert() {
  return (
    <p
      role="alert"
      className="mb-4 rounded-xl border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      Ce pack n’est pas proposé. Choisissez un achat rapide ou{' '}
      <Link to={paths.packs} className="underline">
        un autre pack
      </Link>
      .
    </p>
  );
}

const offerChoice = (o: Offer): Choice => ({
  target: { offerId: o.id },
  title: `Achat rapide : ${aidesLabel(o.aide_count)}`,
});

/** the pack of ?plan= (if any) above the quick-buy offers, at the discounted price */
function CatalogueOptions({
  pack,
  offers,
  percent,
  choice,
  onChoose,
}: {
  pack: Pack | undefined;
  offers: Offer[];
  percent: number;
  choice: Choice | null;
  onChoose: (c: Choice) => void;
}) {
  const selected = (t: Target) => JSON.stringify(choice?.target) === JSON.stringify(t);
  return (
    <div className="grid gap-3">
      {pack && (
        <Option
          name="achat"
          checked={selected({ packId: pack.id })}
          onChange={() => onChoose(packChoice(pack))}
          title={`Pack ${pack.name}`}
          detail={`${aidesLabel(pack.aide_count)} · ${pack.description}`}
          price={formatCents(discounted(pack.price_cents, percent))}
        />
      )}
      <div className="grid gap-3 md:grid-cols-3">
        {offers.map((o) => (
          <Option
            key={o.id}
            name="achat"
            checked={selected({ offerId: o.id })}
            onChange={() => onChoose(offerChoice(o))}
            title={aidesLabel(o.aide_count)}
            detail="Achat rapide, sans date d’expiration"
            price={formatCents(discounted(o.price_cents, percent))}
          />
        ))}
      </div>
    </div>
  );
}

function Catalogue({
  plan,
  choice,
  onChoose,
}: {
  plan: string | null;
  choice: Choice | null;
  onChoose: (c: Choice) => void;
}) {
  const { session } = useAuth();
  const packs = useQuery({ queryKey: paiementKeys.packs, queryFn: fetchPacks, staleTime: 5 * 60_000 });
  const offers = useQuery({ queryKey: paiementKeys.offers, queryFn: fetchOffers, staleTime: 5 * 60_000 });
  const discount = useQuery({ queryKey: paiementKeys.discount(session?.user.id), queryFn: fetchDiscount });
  if (packs.isPending || offers.isPending) return <SkeletonBlock label="Chargement des offres..." />;
  if (packs.isError || offers.isError)
    return (
      <ErrorState
        message={CATALOGUE_ERROR}
        onRetry={() => void Promise.all([packs.refetch(), offers.refetch()])}
      />
    );
  const percent = discount.data ?? 0;
  const pack: Pack | undefined = plan ? packs.data.find((p) => p.id === plan) : undefined;
  return (
    <fieldset>
      <legend className="mb-3 text-slate-700">
        Choisissez votre achat (prix TTC{percent ? `, remise de parrainage de ${percent} % incluse` : ''}).
      </legend>
      {plan && !pack && <UnknownPackAlert />}
      <CatalogueOptions
        pack={pack}
        offers={offers.data}
        percent={percent}
        choice={choice}
        onChoose={onChoose}
      />
      <p className="mt-3 text-sm">
        <Link to={paths.packs} className="font-semibold text-brand-700 underline">
          Voir tous les packs
        </Link>
      </p>
    </fieldset>
  );
}

function RequestToPay({ id }: { id: string }) {
  const request = useQuery({ queryKey: paiementKeys.request(id), queryFn: () => fetchRequest(id) });
  // once paying, the checkout stays on screen even when the refreshed request no longer waits for payment
  const paying = useRef(false);
  if (request.data && isPayable(request.data)) paying.current = true;
  if (request.isPending) return <SkeletonBlock lines={1} label="Chargement de la demande..." />;
  if (request.isError)
    return <ErrorState message={request.error.message} onRetry={() => void request.refetch()} />;
  if (!request.data)
    return <ErrorState message="Demande introuvable : elle n’existe pas ou ne vous appartient pas." />;
  const r = request.data;
  const name = r.aid_name ?? 'votre demande';
  if (!paying.current)
    return (
      <div className="card">
        <p className="text-slate-800">
          {r.payment_status === 'completed'
            ? `La demande « ${name} » est déjà payée.`
            : `La demande « ${name} » n’attend pas de paiement.`}
        </p>
        <Link to={paths.demande(r.id)} className="btn-ghost mt-4">
          Voir la demande
        </Link>
      </div>
    );
  return (
    <CheckoutPanel
      choice={{ target: { requestId: r.id }, title: `Demande « ${name} »` }}
      priceTarget={{ offerId: 'quick_1' }}
      failedBefore={r.payment_status === 'failed'}
    />
  );
}

const packChoice = (pack: Pack): Choice => ({
  target: { packId: pack.id },
  title: `Pack ${pack.name} (${aidesLabel(pack.aide_count)})`,
});

/** ?plan= preselects its pack until the person picks something else */
function Checkout({ plan }: { plan: string | null }) {
  const packs = useQuery({ queryKey: paiementKeys.packs, queryFn: fetchPacks, staleTime: 5 * 60_000 });
  const [picked, setPicked] = useState<Choice | null>(null);
  const planPack = plan ? packs.data?.find((p) => p.id === plan) : undefined;
  const choice = picked ?? (planPack ? packChoice(planPack) : null);
  return (
    <>
      <Catalogue plan={plan} choice={choice} onChoose={setPicked} />
      {choice && (
        <div className="mt-6">
          <CheckoutPanel
            choice={choice}
            priceTarget={choice.target as { packId: string } | { offerId: string }}
          />
        </div>
      )}
    </>
  );
}

export default function PaiementPage() {
  const [params] = useSearchParams();
  const demande = params.get('demande');
  const plan = params.get('plan');
  const balance = useCompte().data?.balance;
  return (
    <AccountPage
      title="Paiement"
      lead={balance === undefined ? undefined : `Il vous reste ${aidesLabel(balance)}.`}
      actions={
        <Link to={paths.packs} className="btn-ghost">
          Voir les packs
        </Link>
      }
    >
      <section aria-labelledby="achat-titre" className="space-y-4">
        <h2 id="achat-titre" className="text-xl font-bold text-brand-900">
          {demande ? 'Payer une demande' : 'Votre achat'}
        </h2>
        {demande ? <RequestToPay id={demande} /> : <Checkout key={plan ?? ''} plan={plan} />}
      </section>
      <section aria-labelledby="historique-paiements-titre" className="mt-12 space-y-4">
        <h2 id="historique-paiements-titre" className="text-xl font-bold text-brand-900">
          Historique des paiements
        </h2>
        <PaymentsHistory />
      </section>
    </AccountPage>
  );
}
