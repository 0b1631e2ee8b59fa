// Packs for /cgv, read from the database (the prices are data, not code).
import { useEffect, useState } from 'react';
import { getSupabase } from '../../lib/auth.tsx';

export interface Pack {
  id: string;
  name: string;
  description: string;
  price_cents: number;
  aide_count: number;
  popular: boolean;
}

export async function fetchPacks(): Promise<Pack[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('packs')
    .select('id, name, description, price_cents, aide_count, popular')
    .eq('active', true)
    .order('sort_order');
  if (error) throw new Error(error.message);
  return (data ?? []) as Pack[];
}

export function usePacks() {
  const [state, setState] = useState<{ packs: Pack[] | null; error: boolean }>({ packs: null, error: false });
  useEffect(() => {
    let alive = true;
    fetchPacks().then(
      (packs) => alive && setState({ packs, error: false }),
      () => alive && setState({ packs: null, error: true }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
