// Communes of a postal code, from the engine's geography table loaded on demand (it is large).
import { useEffect, useState } from 'react';

export interface CommuneOption {
  code: string;
  nom: string;
  departement: string;
  region: string;
  epci?: string;
  epciType?: string;
}

export async function loadCommunes(postalCode: string): Promise<CommuneOption[]> {
  const geo = await import('../../engine/geo/index.ts');
  return geo.communesByPostalCode(postalCode).map((c) => ({
    code: c.code,
    nom: c.nom,
    departement: c.departement,
    region: c.region,
    epci: c.epci,
    epciType: c.epciType,
  }));
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
