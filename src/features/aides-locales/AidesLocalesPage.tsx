// /aides-locales — « Les aides près de chez vous »: type a postal code, choose the commune, see every aid of its
// territories (région, département, intercommunalité, commune) with its conditions, without the simulator.
// The commune is in the address (?commune=29232), so a list can be shared.
import { useState, type FormEvent } from 'react';
import { QueryClientProvider, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router-dom';
import { MapPin } from 'lucide-react';
import { PageHeader } from '../../components/PageTitle.tsx';
import { paths } from '../../config/paths.ts';
import { queryClient } from '../../lib/query.ts';
import { useCommunes, type CommuneOption } from '../../lib/communes.ts';
import { formatEuros } from '../../lib/format.ts';
import {
  aidesLocalesKeys,
  dateFr,
  fetchAidesDeLaCommune,
  montantLocal,
  NIVEAU_TITRE,
  NIVEAUX_ORDRE,
  type AideLocalePublique,
} from './api.ts';

// The public site has no QueryClient of its own (as on /pricing): the account area's client is provided here.
export default function AidesLocalesPage() {
  return (
    <QueryClientProvider client={queryClient}>
      <AidesLocalesPageContent />
    </QueryClientProvider>
  );
}

function AidesLocalesPageContent() {
  const [params, setParams] = useSearchParams();
  const commune = params.get('commune') ?? '';
  return (
    <>
      <PageHeader
        title="Les aides près de chez vous"
        lead="Les aides de votre région, de votre département, de votre intercommunalité et de votre commune, avec leurs conditions."
      />
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-6">
        <ChoixCommune onChoix={(code) => setParams({ commune: code })} />
        {commune && <ListeAides commune={commune} />}
      </div>
    </>
  );
}

const CODE_POSTAL = /^\d{5}$/;

/** the postal code, the communes it covers (one alone is chosen for the person) and the form's error */
function useChoixCommune(onChoix: (code: string) => void) {
  const [codePostal, setCodePostal] = useState('');
  const [choix, setChoix] = useState('');
  const [erreur, setErreur] = useState('');
  const communes = useCommunes(codePostal);
  const liste = communes.status === 'ready' ? communes.communes : [];
  const code = choix || (liste.length === 1 ? liste[0].code : '');
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!CODE_POSTAL.test(codePostal))
      return setErreur('Saisissez le code postal de votre commune (5 chiffres).');
    if (communes.status === 'ready' && !liste.length)
      return setErreur('Aucune commune ne correspond à ce code postal.');
    if (!code) return setErreur('Choisissez votre commune.');
    setErreur('');
    onChoix(code);
  };
  return { codePostal, setCodePostal, setChoix, erreur, communes, liste, code, submit };
}

function SelectCommune({
  code,
  liste,
  chargement,
  onChange,
}: {
  code: string;
  liste: CommuneOption[];
  chargement: boolean;
  onChange: (code: string) => void;
}) {
  return (
    <div>
      <label htmlFor="al-commune" className="block text-sm font-semibold text-slate-800">
        Commune
      </label>
      <select
        id="al-commune"
        value={code}
        onChange={(e) => onChange(e.target.value)}
        disabled={!liste.length}
        className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
      >
        <option value="">{chargement ? 'Recherche des communes…' : 'Choisissez votre commune'}</option>
        {liste.map((c) => (
          <option key={c.code} value={c.code}>
            {c.nom}
          </option>
        ))}
      </select>
    </div>
  );
}

function ChoixCommune({ onChoix }: { onChoix: (code: string) => void }) {
  const { codePostal, setCodePostal, setChoix, erreur, communes, liste, code, submit } =
    useChoixCommune(onChoix);
  return (
    <form noValidate onSubmit={submit} className="card grid gap-4 sm:grid-cols-[10rem_1fr_auto] sm:items-end">
      <div>
        <label htmlFor="al-code-postal" className="block text-sm font-semibold text-slate-800">
          Code postal
        </label>
        <input
          id="al-code-postal"
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={codePostal}
          onChange={(e) => {
            setCodePostal(e.target.value.trim());
            setChoix('');
          }}
          aria-invalid={erreur !== '' && !CODE_POSTAL.test(codePostal)}
          aria-describedby={erreur ? 'al-erreur' : undefined}
          className="mt-1 w-full rounded-lg border border-slate-300 px-3 py-2"
          placeholder="29000"
        />
      </div>
      <SelectCommune
        code={code}
        liste={liste}
        chargement={communes.status === 'loading'}
        onChange={setChoix}
      />
      <button type="submit" className="btn-primary px-4 py-2">
        <MapPin className="h-4 w-4" aria-hidden="true" /> Voir les aides
      </button>
      {(erreur || communes.status === 'error') && (
        <p id="al-erreur" role="alert" className="text-sm font-semibold text-red-700 sm:col-span-3">
          {erreur || 'Impossible de trouver les communes pour le moment. Réessayez dans un instant.'}
        </p>
      )}
    </form>
  );
}

function ListeAides({ commune }: { commune: string }) {
  const query = useQuery({
    queryKey: aidesLocalesKeys.commune(commune),
    queryFn: () => fetchAidesDeLaCommune(commune),
  });
  if (query.isPending)
    return (
      <p className="mt-6 text-slate-700" role="status">
        Recherche des aides…
      </p>
    );
  if (query.isError)
    return (
      <p role="alert" className="mt-6 font-semibold text-red-700">
        {query.error.message}
      </p>
    );
  const { aides, commune: c, dateCatalogue } = query.data;
  return (
    <section aria-labelledby="al-titre" className="mt-8">
      <h2 id="al-titre" className="text-2xl font-extrabold text-brand-900">
        {aides.length} aide{aides.length > 1 ? 's' : ''} pour les habitants de {c.nom}
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        Catalogue mis à jour le {dateFr(dateCatalogue)}. Pour savoir lesquelles vous concernent,{' '}
        <Link to={paths.simulateur} className="font-semibold text-brand-700 underline">
          faites la simulation
        </Link>
        .
      </p>
      {NIVEAUX_ORDRE.map((niveau) => {
        const du = aides.filter((a) => a.niveau === niveau);
        if (!du.length) return null;
        return (
          <div key={niveau} className="mt-6">
            <h3 className="mb-3 text-lg font-bold text-brand-900">{NIVEAU_TITRE[niveau]}</h3>
            <ul className="grid gap-3">
              {du.map((a) => (
                <CarteAide key={a.id} aide={a} />
              ))}
            </ul>
          </div>
        );
      })}
    </section>
  );
}

function CarteAide({ aide }: { aide: AideLocalePublique }) {
  return (
    <li className="card p-4">
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <h4 className="font-bold text-slate-900">
            <Link to={paths.aideLocale(aide.id)} className="underline-offset-2 hover:underline">
              {aide.nom}
            </Link>
          </h4>
          <p className="text-xs font-semibold text-brand-700">{aide.institution}</p>
        </div>
        <p className="text-right font-extrabold text-brand-800">{montantLocal(aide, formatEuros)}</p>
      </div>
      <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
        {aide.conditions.map((c) => (
          <li key={c}>{c}</li>
        ))}
      </ul>
    </li>
  );
}
