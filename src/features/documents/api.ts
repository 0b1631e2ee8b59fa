// A request's documents: the file goes to the private bucket under {user_id}/{request_id}/, then a
// request_documents row records it (or fills the one an adviser asked for). Download through a signed URL
// valid one minute; removal while the request is pending (the database enforces it too).
import { currentUserId, supabase, unwrap } from '../../lib/db.ts';
import { storageName } from '../../lib/files.ts';
import { BUCKET, signedDownloadUrl, startDownload, uploadFile } from '../../lib/upload.ts';

export interface RequestDocument {
  id: string;
  label: string;
  storage_path: string | null;
  created_at: string;
}

export async function addDocument(
  request: { id: string },
  label: string,
  file: File,
  onProgress: (fraction: number) => void,
  placeholderId?: string,
): Promise<void> {
  const db = await supabase();
  const userId = await currentUserId(db);
  const path = `${userId}/${request.id}/${storageName(file.name)}`;
  await uploadFile(path, file, onProgress);
  const result = placeholderId
    ? await db.from('request_documents').update({ storage_path: path }).eq('id', placeholderId).select('id')
    : await db
        .from('request_documents')
        .insert({ request_id: request.id, user_id: userId, label, storage_path: path })
        .select('id');
  if (result.error || (placeholderId && result.data?.length === 0)) {
    // the row was refused (request closed meanwhile…): do not leave the file behind
    await db.storage.from(BUCKET).remove([path]);
    throw new Error('Ce document ne peut plus être ajouté : la demande n’accepte plus de documents.');
  }
}

export async function removeDocument(doc: RequestDocument): Promise<void> {
  const db = await supabase();
  const rows = unwrap(await db.from('request_documents').delete().eq('id', doc.id).select('id'));
  if (!rows?.length)
    throw new Error('Ce document ne peut plus être supprimé : la demande est déjà en traitement.');
  if (doc.storage_path) await db.storage.from(BUCKET).remove([doc.storage_path]);
}

export async function downloadDocument(doc: RequestDocument): Promise<void> {
  if (!doc.storage_path) return;
  startDownload(await signedDownloadUrl(doc.storage_path));
}

/** Every provided document, one download after the other (browsers allow a few in a row). */
export async function downloadAll(docs: RequestDocument[]): Promise<void> {
  const paths = docs.map((d) => d.storage_path).filter((p): p is string => Boolean(p));
  if (!paths.length) return;
  const db = await supabase();
  const { data, error } = await db.storage.from(BUCKET).createSignedUrls(paths, 60, { download: true });
  if (error || !data) throw new Error('Les documents n’ont pas pu être préparés. Veuillez réessayer.');
  for (const item of data) {
    if (item.signedUrl) {
      startDownload(item.signedUrl);
      await new Promise((r) => setTimeout(r, 400));
    }
  }
}
