// Saving user_settings (/parametres and /profil's notifications tab): optimistic, the account query then
// reloads; a failure puts the previous values back.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useAuth } from './auth.tsx';
import { compteKey } from './compte.ts';
import type { Compte, UserSettings } from './compte-fetch.ts';
import { currentUserId, supabase } from './db.ts';

export const SETTINGS_ERROR = 'Vos préférences n’ont pas pu être enregistrées. Veuillez réessayer.';

export async function updateSettings(patch: Partial<UserSettings>): Promise<void> {
  const db = await supabase();
  const userId = await currentUserId(db);
  const { data, error } = await db
    .from('user_settings')
    .update(patch)
    .eq('user_id', userId)
    .select('user_id');
  if (error || !data?.length) throw new Error(SETTINGS_ERROR);
}

export function useUpdateSettings() {
  const client = useQueryClient();
  const key = compteKey(useAuth().session?.user.id);
  return useMutation({
    mutationFn: updateSettings,
    onMutate: async (patch) => {
      await client.cancelQueries({ queryKey: key });
      const previous = client.getQueryData<Compte>(key);
      if (previous?.settings)
        client.setQueryData<Compte>(key, { ...previous, settings: { ...previous.settings, ...patch } });
      return { previous };
    },
    onError: (_err, _patch, context) => {
      if (context?.previous) client.setQueryData(key, context.previous);
    },
    onSettled: () => client.invalidateQueries({ queryKey: key }),
  });
}
