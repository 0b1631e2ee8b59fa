// The auth server's answers about passwords, in French (it answers in English, with reason codes).
const WEAK_REASONS: Record<string, string> = {
  length: 'Le mot de passe doit contenir au moins 8 caractères.',
  characters: 'Le mot de passe doit contenir au moins une minuscule, une majuscule et un chiffre.',
  pwned: 'Ce mot de passe figure dans une liste de mots de passe compromis : choisissez-en un autre.',
};

export function passwordChangeError(error: { code?: string; message?: string; reasons?: string[] }): string {
  if (error.code === 'weak_password') {
    const reasons = (error.reasons ?? []).map((r) => WEAK_REASONS[r]).filter(Boolean);
    return reasons.length
      ? reasons.join(' ')
      : 'Le mot de passe est trop faible : au moins 8 caractères, avec minuscules, majuscules et chiffres.';
  }
  if (error.code === 'same_password') return 'Le nouveau mot de passe doit être différent de l’ancien.';
  if (error.code === 'over_request_rate_limit')
    return 'Trop de tentatives. Patientez quelques instants avant de réessayer.';
  return 'Le mot de passe n’a pas pu être modifié. Veuillez réessayer.';
}
