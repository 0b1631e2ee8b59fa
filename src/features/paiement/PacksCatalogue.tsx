// The four packs from the database (the signed-in buyer's referral discount applied), testimonials and the
// packs' FAQ. Shared by the public /pricing and the account area's /packs.
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Check, Quote, Star } from 'lucide-react';
import { paths } from '../../config/paths.ts';
import { useAuth } from '../../lib/auth.tsx';
import { formatCents } from '../../lib/format.ts';
import { ErrorState } from '../../components/QueryState.tsx';
import { SkeletonList } from '../../components/Skeleton.tsx';
import { CATALOGUE_ERROR, discounted, fetchDiscount, fetchPacks, paiementKeys, type Pack } from './api.ts';
import { pricingFaq, testimonials } from './pricing-content.ts';

export const aidesLabel = (n: number) => `${n} aide${n > 1 ? 's' : ''}`;

export function PacksCatalogue() {
  const { status, session } = useAuth();
  const signedIn = status === 'authenticated';
  const packs = useQuery({ queryKey: paiementKeys.packs, queryFn: fetchPacks, staleTime: 5 * 60_000 });
  const discount = useQuery({
    queryKey: paiementKeys.discount(session?.user.id),
    queryFn: fetchDiscount,
    enabled: signedIn,
  });
  const percent = signedIn ? (discount.data ?? 0) : 0;
  return (
    <div className="space-y-12">
      <section aria-labelledby="packs-titre">
        <h2 id="packs-titre" className="text-xl font-bold text-brand-900">
          Nos packs d’aides
        </h2>
        <p className="mt-1 text-slate-700">
          Chaque aide vous permet de déposer une demande accompagnée par nos conseillers. Prix TTC.
        </p>
        {percent > 0 && (
          <p
            role="status"
            className="mt-4 rounded-xl border border-green-300 bg-green-50 px-4 py-3 text-sm font-medium text-green-800"
          >
            Votre remise de parrainage de {percent} % est appliquée aux prix ci-dessous.
          </p>
        )}
        <div className="mt-6">
          {packs.isPending ? (
            <SkeletonList label="Chargement des packs..." />
          ) : packs.isError ? (
            <ErrorState message={CATALOGUE_ERROR} onRetry={() => void packs.refetch()} />
          ) : (
            <ul className="grid gap-5 sm:grid-cols-2 xl:grid-cols-4">
              {packs.data.map((pack) => (
                <PackCard key={pack.id} pack={pack} percent={percent} />
              ))}
            </ul>
          )}
        </div>
        {!signedIn && (
          <p className="mt-4 text-sm text-slate-700">
            Vous choisirez votre pack après vous être connecté. Parrain ? Votre remise de parrainage s’affiche
            une fois connecté.
          </p>
        )}
      </section>
      <Testimonials />
      <PacksFaq packs={packs.data ?? []} />
    </div>
  );
}

function PackCard({ pack, percent }: { pack: Pack; percent: number }) {
  const navigate = useNavigate();
  const price = discounted(pack.price_cents, percent);
  return (
    <li
      className={`card relative flex flex-col ${pack.popular ? 'border-2 border-brand-600 shadow-md' : ''}`}
    >
      {pack.popular && (
        <p className="absolute -top-3 left-6 inline-flex items-center gap-1 rounded-full bg-brand-700 px-3 py-1 text-xs font-bold text-white">
          <Star className="h-3.5 w-3.5" aria-hidden="true" /> Populaire
        </p>
      )}
      <h3 className="text-lg font-bold text-brand-900">{pack.name}</h3>
      <p className="mt-1 text-sm font-semibold text-brand-700">{aidesLabel(pack.aide_count)}</p>
      <p className="mt-3">
        <span className="text-3xl font-extrabold text-slate-900">{formatCents(price)}</span>
        {price !== pack.price_cents && (
          <>
            {' '}
            <span className="text-sm text-slate-600">
              au lieu de <s>{formatCents(pack.price_cents)}</s> (−{percent} %)
            </span>
          </>
        )}
      </p>
      <p className="mt-3 text-sm text-slate-700">{pack.description}</p>
      <ul className="mt-4 flex-1 space-y-2 text-sm text-slate-800">
        {pack.features.map((f) => (
          <li key={f} className="flex items-start gap-2">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" /> {f}
          </li>
        ))}
      </ul>
      <button
        type="button"
        className={`${pack.popular ? 'btn-primary' : 'btn-ghost'} mt-6 w-full`}
        onClick={() => navigate(paths.paiementPack(pack.id))}
      >
        Choisir le pack {pack.name}
      </button>
    </li>
  );
}

function Testimonials() {
  return (
    <section aria-labelledby="temoignages-titre">
      <h2 id="temoignages-titre" className="text-xl font-bold text-brand-900">
        Ils ont obtenu leurs aides avec Aidy
      </h2>
      <ul className="mt-6 grid gap-5 md:grid-cols-3">
        {testimonials.map((t) => (
          <li key={t.name} className="card">
            <figure>
              <Quote className="h-6 w-6 text-brand-600" aria-hidden="true" />
              <blockquote className="mt-2 text-slate-800">« {t.text} »</blockquote>
              <figcaption className="mt-4 text-sm text-slate-700">
                <strong className="text-slate-900">{t.name}</strong>, {t.context}
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PacksFaq({ packs }: { packs: Pack[] }) {
  return (
    <section aria-labelledby="faq-packs-titre">
      <h2 id="faq-packs-titre" className="text-xl font-bold text-brand-900">
        Questions fréquentes sur les packs
      </h2>
      <div className="mt-6 divide-y divide-slate-200 rounded-2xl border border-slate-200 bg-white">
        {pricingFaq(packs).map((item) => (
          <details key={item.q} className="group px-5 py-4">
            <summary className="cursor-pointer font-semibold text-slate-900 hover:text-brand-700">
              {item.q}
            </summary>
            <p className="mt-3 text-slate-700">{item.a}</p>
          </details>
        ))}
      </div>
    </section>
  );
}
