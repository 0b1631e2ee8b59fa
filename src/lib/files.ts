// Files people attach (request documents, support attachments): PDF, JPEG, PNG or HEIC up to 10 MB, checked
// here before sending and again by the storage bucket (migration 20261124200000).
export const MAX_FILE_BYTES = 10 * 1024 * 1024;
export const ACCEPT =
  '.pdf,.jpg,.jpeg,.png,.heic,.heif,application/pdf,image/jpeg,image/png,image/heic,image/heif';
export const FORMATS_LABEL = 'PDF, JPEG, PNG ou HEIC, 10 Mo au plus';

const BY_EXTENSION: Record<string, string> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  heic: 'image/heic',
  heif: 'image/heif',
};
const ALLOWED = new Set(Object.values(BY_EXTENSION));

export const FILE_ERRORS = {
  type: 'Ce type de fichier n’est pas accepté. Formats acceptés : PDF, JPEG, PNG ou HEIC.',
  size: 'Le fichier dépasse la taille maximale de 10 Mo.',
  empty: 'Le fichier est vide.',
  denied: 'Vous ne pouvez pas ajouter de fichier à cette demande.',
  network: 'L’envoi a échoué. Vérifiez votre connexion Internet et réessayez.',
  other: 'L’envoi du fichier a échoué. Veuillez réessayer.',
} as const;

/** The file's MIME type: the browser's, or from its extension (some systems give HEIC files none). */
export function mimeTypeOf(file: { name: string; type: string }): string {
  const declared = file.type.toLowerCase();
  if (ALLOWED.has(declared)) return declared;
  const ext = file.name.split('.').pop()?.toLowerCase() ?? '';
  return BY_EXTENSION[ext] ?? declared;
}

/** null when the file may be sent, else the French reason. */
export function checkFile(file: { name: string; type: string; size: number }): string | null {
  if (!ALLOWED.has(mimeTypeOf(file))) return FILE_ERRORS.type;
  if (file.size > MAX_FILE_BYTES) return FILE_ERRORS.size;
  if (file.size === 0) return FILE_ERRORS.empty;
  return null;
}

/** A storage key that keeps the original name readable: "a1b2c3d4-avis-d-imposition.pdf". */
export function storageName(fileName: string, random = crypto.randomUUID()): string {
  const dot = fileName.lastIndexOf('.');
  const base = (dot > 0 ? fileName.slice(0, dot) : fileName)
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 60);
  const ext =
    dot > 0
      ? fileName
          .slice(dot + 1)
          .toLowerCase()
          .replace(/[^a-z0-9]/g, '')
      : '';
  return `${random.slice(0, 8)}-${base || 'document'}${ext ? `.${ext}` : ''}`;
}

export const fileNameOf = (path: string) =>
  path
    .split('/')
    .pop()
    ?.replace(/^[0-9a-f]{8}-/, '') ?? path;

export const formatSize = (bytes: number) =>
  bytes < 1024 * 1024
    ? `${Math.max(1, Math.round(bytes / 1024))} Ko`
    : `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} Mo`;
