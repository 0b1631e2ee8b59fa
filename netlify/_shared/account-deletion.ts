// Erasing an account (RGPD art. 17), for /profil « Supprimer mon compte »: the person's files in the documents
// bucket, then the auth user, whose deletion cascades to the profile and every personal row. Payments are
// kept as the accounting record with the person removed (payments.user_id → null, account_deleted_at set by
// the database; see migration 20261124200000 and the privacy page).
import type { SupabaseClient } from '@supabase/supabase-js';
import { HttpError } from './http.ts';

const BUCKET = 'documents';
const PAGE = 1000;

/** Every object path under `folder/` (the bucket lists one level at a time; folders have no id). */
export async function listFolder(client: SupabaseClient, folder: string): Promise<string[]> {
  const files: string[] = [];
  for (let offset = 0; ; offset += PAGE) {
    const { data, error } = await client.storage.from(BUCKET).list(folder, { limit: PAGE, offset });
    if (error) throw new Error(`liste de ${folder} impossible : ${error.message}`);
    for (const entry of data) {
      const path = `${folder}/${entry.name}`;
      if (entry.id === null) files.push(...(await listFolder(client, path)));
      else files.push(path);
    }
    if (data.length < PAGE) return files;
  }
}

export async function deleteAccount(
  service: SupabaseClient,
  userId: string,
): Promise<{ filesRemoved: number }> {
  const { data: profile, error } = await service
    .from('profiles')
    .select('role')
    .eq('id', userId)
    .maybeSingle();
  if (error) throw new Error(`profil illisible : ${error.message}`);
  if (profile?.role === 'admin')
    throw new HttpError(
      403,
      'Un compte conseiller ne peut pas être supprimé depuis l’espace client : contactez l’administrateur.',
    );
  const files = await listFolder(service, userId);
  for (let i = 0; i < files.length; i += 100) {
    const { error: removeError } = await service.storage.from(BUCKET).remove(files.slice(i, i + 100));
    if (removeError) throw new Error(`suppression des fichiers impossible : ${removeError.message}`);
  }
  const { error: deleteError } = await service.auth.admin.deleteUser(userId);
  if (deleteError) throw new Error(`suppression de l’utilisateur impossible : ${deleteError.message}`);
  return { filesRemoved: files.length };
}
