// Packs and quick-buy offers for /cgv, read from the database (the prices are data, not code).
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

export interface Offer {
  id: string;
  label: string;
  price_cents: number;
  aide_count: number;
}

export async function fetchOffers(): Promise<Offer[]> {
  const client = await getSupabase();
  const { data, error } = await client
    .from('quick_buy_offers')
    .select('id, label, price_cents, aide_count')
    .eq('active', true)
    .order('sort_order');
  if (error) throw new Error(error.message);
  return (data ?? []) as Offer[];
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
  const [state, setState] = useState<{ packs: Pack[] | null; offers: Offer[] | null; error: boolean }>({
    packs: null,
    offers: null,
    error: false,
  });
  useEffect(() => {
    let alive = true;
    Promise.all([fetchPacks(), fetchOffers()]).then(
      ([packs, offers]) => alive && setState({ packs, offers, error: false }),
      () => alive && setState({ packs: null, offers: null, error: true }),
    );
    return () => {
      alive = false;
    };
  }, []);
  return state;
}
