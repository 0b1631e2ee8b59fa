// The local aids of a commune and one aid, asked to the aides-locales function: a few kilobytes per commune,
// never the whole catalogue in the browser.
import type { AideLocalePublique } from '../../engine/aides-locales/public.ts';

export type { AideLocalePublique };

export const AIDES_LOCALES_URL = '/.netlify/functions/aides-locales';

export interface AidesDeLaCommune {
  dateCatalogue: string;
  commune: { code: string; nom: string; departement: string };
  aides: AideLocalePublique[];
}

async function get<T>(query: string): Promise<T> {
  const res = await fetch(`${AIDES_LOCALES_URL}?${query}`, { headers: { Accept: 'application/json' } });
  const body = (await res.json().catch(() => ({}))) as T & { error?: string };
  if (!res.ok)
    throw new Error(body.error ?? 'Le service des aides locales ne répond pas. Réessayez dans un instant.');
  return body;
}

export const fetchAidesDeLaCommune = (code: string) =>
  get<AidesDeLaCommune>(`commune=${encodeURIComponent(code)}`);

export const fetchAideLocale = (id: string) =>
  get<{ dateCatalogue: string; aide: AideLocalePublique }>(`id=${encodeURIComponent(id)}`);

export const aidesLocalesKeys = {
  commune: (code: string) => ['aides-locales', 'commune', code] as const,
  aide: (id: string) => ['aides-locales', 'aide', id] as const,
};

export const NIVEAU_TITRE: Record<AideLocalePublique['niveau'], string> = {
  national: 'Aides ouvertes partout en France',
  region: 'Aides de la région',
  departement: 'Aides du département',
  epci: 'Aides de l’intercommunalité',
  commune: 'Aides de la commune',
};
export const NIVEAUX_ORDRE: AideLocalePublique['niveau'][] = [
  'region',
  'departement',
  'epci',
  'commune',
  'national',
];

const PERIODES: Record<string, string> = {
  mensuelle: 'par mois',
  annuelle: 'par an',
  ponctuelle: 'versement unique',
  autre: '',
};

/** « 305,00 € versement unique », « 50 % maximum », « Montant variable » */
export function montantLocal(a: AideLocalePublique, euros: (n: number) => string): string {
  if (a.type !== 'float' || a.montant === undefined) return 'Montant variable';
  const valeur = (a.unite ?? '€') === '€' ? euros(a.montant) : `${a.montant} ${a.unite}`;
  return [valeur, a.legende, PERIODES[a.periodicite]].filter(Boolean).join(' ');
}

export const dateFr = (iso: string) => iso.split('-').reverse().join('/');
