// /profil's calls: profile and sign-up metadata, e-mail change (Supabase sends the confirmation), password
// change confirmed by a code sent by e-mail (reauthentication), the RGPD export and the account deletion (Netlify function).
import { paths } from '../../config/paths.ts';
import { NotSignedInError, supabase } from '../../lib/db.ts';
import { passwordChangeError } from '../../lib/password.ts';
import { normalisePhone, PROFILE_ERROR, type InformationsForm } from './schemas.ts';

async function session() {
  const db = await supabase();
  const { data } = await db.auth.getSession();
  if (!data.session) throw new NotSignedInError();
  return { db, session: data.session };
}

/** Saves names and phone; asks for the e-mail change. Returns the new address awaiting confirmation, if any. */
export async function saveInformations(form: InformationsForm): Promise<{ emailPending: string | null }> {
  const { db, session: s } = await session();
  const name = `${form.prenom.trim()} ${form.nom.trim()}`;
  const phone = normalisePhone(form.telephone)!;
  const { data, error } = await db
    .from('profiles')
    .update({ name, full_name: name, phone })
    .eq('id', s.user.id)
    .select('id');
  if (error || !data?.length) throw new Error(PROFILE_ERROR);
  // The sign-up metadata keeps the first name the dashboard greets with.
  const meta = await db.auth.updateUser({
    data: { prenom: form.prenom.trim(), nom: form.nom.trim(), telephone: phone },
  });
  if (meta.error) throw new Error(PROFILE_ERROR);
  const email = form.email.trim().toLowerCase();
  if (email === (s.user.email ?? '').toLowerCase()) return { emailPending: null };
  const change = await db.auth.updateUser(
    { email },
    { emailRedirectTo: `${window.location.origin}${paths.profil}` },
  );
  if (change.error)
    throw new Error(
      change.error.code === 'email_exists'
        ? 'Un compte existe déjà avec cette adresse e-mail.'
        : 'Le changement d’adresse e-mail n’a pas pu être demandé. Veuillez réessayer.',
    );
  return { emailPending: email };
}

/** Supabase's secure password change, step 1: a confirmation code (nonce) sent by e-mail (/reauthenticate). */
export async function sendPasswordCode(): Promise<string> {
  const { db, session: s } = await session();
  const { error } = await db.auth.reauthenticate();
  if (error)
    throw new Error(
      error.status === 429
        ? 'Trop de codes demandés. Patientez quelques minutes avant d’en demander un nouveau.'
        : 'Le code n’a pas pu être envoyé. Veuillez réessayer.',
    );
  return s.user.email ?? '';
}

/** Step 2: the new password with the code of the e-mail. */
export async function changePassword(code: string, nouveau: string): Promise<void> {
  const { db } = await session();
  const { error } = await db.auth.updateUser({ password: nouveau, nonce: code });
  if (!error) return;
  const e = error as { code?: string; status?: number; reasons?: string[] };
  if (e.code === 'reauthentication_not_valid' || e.code === 'reauthentication_needed' || e.status === 401)
    throw new Error('Code incorrect ou expiré. Demandez un nouveau code par e-mail.');
  throw new Error(passwordChangeError(e));
}

export async function exportData(): Promise<Blob> {
  const db = await supabase();
  const { data, error } = await db.rpc('export_my_data');
  if (error) throw new Error('Vos données n’ont pas pu être exportées. Veuillez réessayer.');
  return new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
}

export const DELETE_WORD = 'SUPPRIMER';

export async function deleteAccount(confirmation: string): Promise<void> {
  const { session: s } = await session();
  let response: Response;
  try {
    response = await fetch(paths.deleteAccountFunction, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${s.access_token}` },
      body: JSON.stringify({ confirmation }),
    });
  } catch {
    throw new Error('Connexion impossible. Vérifiez votre connexion Internet et réessayez.');
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { error?: string } | null;
    throw new Error(body?.error ?? 'Votre compte n’a pas pu être supprimé. Veuillez réessayer.');
  }
}
