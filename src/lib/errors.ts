// Errors as the person should read them. Our database functions already raise French sentences; the rest
// (network, permissions, unknown) gets a French message instead of the server's English.
const FRENCH = /[àâçéèêëîïôûùüÿœ]|\b(le|la|les|une?|vous|votre|vos|de|du|des)\b/i;

export const NETWORK_ERROR = 'Connexion impossible. Vérifiez votre connexion Internet et réessayez.';
export const GENERIC_ERROR = 'Une erreur est survenue. Veuillez réessayer plus tard.';

export function frenchError(error: { message?: string; code?: string } | null | undefined): string {
  const message = error?.message ?? '';
  if (/Failed to fetch|NetworkError|fetch failed|Load failed|ECONNREFUSED/i.test(message))
    return NETWORK_ERROR;
  if (error?.code === '42501') return FRENCH.test(message) ? message : 'Action non autorisée.';
  if (error?.code === 'PGRST116') return 'Élément introuvable.';
  if (message && FRENCH.test(message) && !/violates|permission denied|duplicate key/i.test(message))
    return message;
  return GENERIC_ERROR;
}

export const messageOf = (err: unknown, fallback = GENERIC_ERROR) =>
  err instanceof Error && err.message ? err.message : fallback;
