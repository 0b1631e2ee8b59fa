// /aides-locales/:id — one local aid on its own shareable page: who gives it, how much, its conditions and
// where to apply.
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router-dom';
import { ExternalLink } from 'lucide-react';
import { PageHeader } from '../../components/PageTitle.tsx';
import { paths } from '../../config/paths.ts';
import { queryClient } from '../../lib/query.ts';
import { formatEuros } from '../../lib/format.ts';
import {
  aidesLocalesKeys,
  dateFr,
  fetchAideLocale,
  montantLocal,
  NIVEAU_TITRE,
  type AideLocalePublique,
} from './api.ts';

// The public site has no QueryClient of its own (as on /pricing): the account area's client is provided here.
export default function AideLocalePage() {
  return (
    <QueryClientProvider client={queryClient}>
      <AideLocalePageContent />
    </QueryClientProvider>
  );
}

type Aide = AideLocalePublique;

/** where to apply: the online service, the form and instructions when the aid has them, always the official page */
function liensDeDemande(aide: Aide) {
  return [
    aide.teleservice && { href: aide.teleservice, label: 'Faire la demande en ligne' },
    aide.formulaire && { href: aide.formulaire, label: 'Formulaire' },
    aide.instructions && { href: aide.instructions, label: 'Instructions' },
    { href: aide.lien, label: 'Informations officielles' },
  ].filter(Boolean) as { href: string; label: string }[];
}

function Conditions({ aide }: { aide: Aide }) {
  return (
    <section className="card">
      <h2 className="text-lg font-bold text-slate-900">Conditions</h2>
      <ul className="mt-2 list-disc pl-5 text-slate-700">
        {aide.conditions.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
      <p className="mt-3 text-sm text-slate-700">
        Pour vérifier si vous y avez droit avec les autres aides,{' '}
        <Link to={paths.simulateur} className="font-semibold text-brand-700 underline">
          faites la simulation
        </Link>
        .
      </p>
    </section>
  );
}

function CommentDemander({ aide }: { aide: Aide }) {
  return (
    <section className="card">
      <h2 className="text-lg font-bold text-slate-900">Comment en faire la demande</h2>
      <div className="mt-2 flex flex-wrap gap-2">
        {liensDeDemande(aide).map((l) => (
          <a
            key={l.href + l.label}
            className="btn-ghost px-3 py-1.5 text-sm"
            href={l.href}
            target="_blank"
            rel="noopener noreferrer"
          >
            <ExternalLink className="h-4 w-4" aria-hidden="true" /> {l.label}
            <span className="sr-only"> (nouvel onglet)</span>
          </a>
        ))}
      </div>
      {aide.dateSource && (
        <p className="mt-3 text-xs text-slate-600">Source vérifiée le {dateFr(aide.dateSource)}</p>
      )}
    </section>
  );
}

function AideLocalePageContent() {
  const id = useParams().id ?? '';
  const query = useQuery({ queryKey: aidesLocalesKeys.aide(id), queryFn: () => fetchAideLocale(id) });
  // loading, error and aid share the fragment's header (kept mounted from one state to the next)
  if (query.isPending)
    return (
      <>
        <PageHeader title="Aide locale" />
        <p className="mx-auto max-w-3xl px-4 py-8 text-slate-700" role="status">
          Chargement de l’aide…
        </p>
      </>
    );
  if (query.isError)
    return (
      <>
        <PageHeader title="Aide introuvable" />
        <div className="mx-auto max-w-3xl px-4 py-8">
          <p role="alert" className="font-semibold text-red-700">
            {query.error.message}
          </p>
          <Link to={paths.aidesLocales} className="btn-ghost mt-4">
            Voir les aides près de chez vous
          </Link>
        </div>
      </>
    );
  const { aide } = query.data;
  return (
    <>
      <PageHeader
        title={aide.nom}
        lead={`${aide.institution} — ${NIVEAU_TITRE[aide.niveau].toLowerCase()}`}
      />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
        <section className="card">
          <h2 className="text-lg font-bold text-slate-900">Montant</h2>
          <p className="mt-1 text-xl font-extrabold text-brand-800">{montantLocal(aide, formatEuros)}</p>
        </section>
        <Conditions aide={aide} />
        <CommentDemander aide={aide} />
      </div>
    </>
  );
}
