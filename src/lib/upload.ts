// Upload to the private documents bucket with a progress bar: supabase-js's upload has no progress events,
// so this speaks storage's own POST /object/{bucket}/{path} through XMLHttpRequest (same request, same RLS).
import { readEnv } from './env.ts';
import { supabase } from './db.ts';
import { FILE_ERRORS, mimeTypeOf } from './files.ts';

export const BUCKET = 'documents';

export class UploadError extends Error {}

function reasonOf(status: number, body: string): string {
  let semantic = String(status);
  try {
    semantic = String((JSON.parse(body) as { statusCode?: string | number }).statusCode ?? status);
  } catch {
    /* not JSON */
  }
  if (semantic === '413') return FILE_ERRORS.size;
  if (semantic === '415') return FILE_ERRORS.type;
  if (semantic === '403' || semantic === '401') return FILE_ERRORS.denied;
  return FILE_ERRORS.other;
}

/** Sends `file` to `path` (under the user's folder); `onProgress` gets 0..1. Rejects with a French reason. */
export async function uploadFile(
  path: string,
  file: File,
  onProgress: (fraction: number) => void = () => undefined,
): Promise<void> {
  const env = readEnv();
  const { data } = await (await supabase()).auth.getSession();
  const token = data.session?.access_token;
  if (!token) throw new UploadError('Utilisateur non connecté');
  const url = `${env.VITE_SUPABASE_URL}/storage/v1/object/${BUCKET}/${path.split('/').map(encodeURIComponent).join('/')}`;
  await new Promise<void>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.setRequestHeader('apikey', env.VITE_SUPABASE_ANON_KEY);
    xhr.setRequestHeader('content-type', mimeTypeOf(file));
    xhr.setRequestHeader('cache-control', 'max-age=3600');
    xhr.setRequestHeader('x-upsert', 'false');
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        onProgress(1);
        resolve();
      } else reject(new UploadError(reasonOf(xhr.status, xhr.responseText)));
    };
    xhr.onerror = () => reject(new UploadError(FILE_ERRORS.network));
    xhr.send(file);
  });
}

/** A link valid for one minute that downloads the file (private bucket). */
export async function signedDownloadUrl(path: string, downloadName?: string): Promise<string> {
  const { data, error } = await (
    await supabase()
  ).storage
    .from(BUCKET)
    .createSignedUrl(path, 60, { download: downloadName ?? true });
  if (error || !data) throw new Error('Le fichier est introuvable ou n’est plus accessible.');
  return data.signedUrl;
}

/** Starts the browser's download of a signed URL. */
export function startDownload(url: string) {
  const a = document.createElement('a');
  a.href = url;
  a.rel = 'noopener';
  document.body.append(a);
  a.click();
  a.remove();
}
