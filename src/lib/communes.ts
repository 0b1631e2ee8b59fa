// Communes of a postal code, asked to the communes function (simulator, « Les aides près de chez vous »): a few
// hundred bytes per postal code, where the engine's whole table would weigh hundreds of kilobytes on a phone.
import { useEffect, useState } from 'react';

export const COMMUNES_URL = '/.netlify/functions/communes';

export interface CommuneOption {
  code: string;
  nom: string;
  departement: string;
  region: string;
  epci?: string;
  epciType?: string;
}

const cache = new Map<string, Promise<CommuneOption[]>>();

export function loadCommunes(postalCode: string): Promise<CommuneOption[]> {
  let found = cache.get(postalCode);
  if (found === undefined) {
    found = fetch(`${COMMUNES_URL}?code_postal=${encodeURIComponent(postalCode)}`, {
      headers: { Accept: 'application/json' },
    }).then(async (res) => {
      if (!res.ok) throw new Error(`communes ${res.status}`);
      return ((await res.json()) as { communes: CommuneOption[] }).communes;
    });
    // a failed lookup may be retried (the network comes back)
    found.catch(() => cache.delete(postalCode));
    cache.set(postalCode, found);
  }
  return found;
}

export type CommunesState =
  { status: 'idle' | 'loading' | 'error' } | { status: 'ready'; communes: CommuneOption[] };

export function useCommunes(postalCode: string | undefined): CommunesState {
  const [state, setState] = useState<CommunesState>({ status: 'idle' });
  useEffect(() => {
    if (!postalCode || !/^\d{5}$/.test(postalCode)) {
      setState({ status: 'idle' });
      return;
    }
    let alive = true;
    setState({ status: 'loading' });
    loadCommunes(postalCode).then(
      (communes) => alive && setState({ status: 'ready', communes }),
      () => alive && setState({ status: 'error' }),
    );
    return () => {
      alive = false;
    };
  }, [postalCode]);
  return state;
}
