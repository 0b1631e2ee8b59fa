// Referrals: the sponsor's history (mes_filleuls(), no other profile is read), the discount reached
// (referral_discount_percent()) and « use a code » (use_referral_code(), with the seed's three refusals).
import { supabase, unwrap } from '../../lib/db.ts';
import { roots } from '../../lib/query-keys.ts';

export interface Filleul {
  filleul_id: string;
  name: string | null;
  created_at: string;
  rewarded: boolean;
  actif: boolean;
}

export const parrainageKeys = {
  filleuls: [...roots.parrainage, 'filleuls'] as const,
  reduction: [...roots.parrainage, 'reduction'] as const,
};

export const LOAD_ERROR = 'Erreur lors du chargement des données';

export async function fetchFilleuls(): Promise<Filleul[]> {
  const { data, error } = await (await supabase()).rpc('mes_filleuls');
  if (error) throw new Error(LOAD_ERROR);
  return data as Filleul[];
}

export async function fetchReduction(): Promise<number> {
  const { data, error } = await (await supabase()).rpc('referral_discount_percent');
  if (error) throw new Error(LOAD_ERROR);
  return data as number;
}

/** Raises « Code de parrainage invalide », « Vous avez déjà un parrain » or « Vous ne pouvez pas vous parrainer vous-même ». */
export async function applyReferralCode(code: string): Promise<void> {
  unwrap(await (await supabase()).rpc('use_referral_code', { code: code.trim().toUpperCase() }));
}

/** The tiers of seed 000 §9, for « prochain palier ». */
export const TIERS = [
  { from: 1, percent: 10 },
  { from: 5, percent: 20 },
  { from: 10, percent: 30 },
];

export const nextTier = (percent: number) => TIERS.find((t) => t.percent > percent) ?? null;
