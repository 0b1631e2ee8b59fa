// The account query of the whole account area (shell, dashboard, settings, profile…): one request, cached
// under roots.compte and refreshed after every mutation that changes it.
import { useQuery } from '@tanstack/react-query';
import { useAuth } from './auth.tsx';
import { loadCompte, type Compte } from './compte-fetch.ts';
import { supabase } from './db.ts';
import { roots } from './query-keys.ts';

export const compteKey = (userId: string | undefined) => [...roots.compte, userId] as const;

export function useCompte() {
  const { session } = useAuth();
  const userId = session?.user.id;
  return useQuery<Compte>({
    queryKey: compteKey(userId),
    queryFn: async () => loadCompte(await supabase(), userId!),
    enabled: Boolean(userId),
  });
}

/** First name for "Bonjour Camille": sign-up metadata (no request), else the first word of the profile name. */
export function usePrenom(): string | null {
  const { session } = useAuth();
  const meta = session?.user.user_metadata as { prenom?: string } | undefined;
  const compte = useCompte().data;
  return meta?.prenom?.trim() || compte?.full_name?.split(' ')[0] || compte?.name?.split(' ')[0] || null;
}
