// POST /.netlify/functions/delete-account — the signed-in person erases their own account (/profil, after
// typing SUPPRIMER). Bearer token checked by Supabase Auth; the work is in netlify/_shared/account-deletion.ts.
import { deleteAccount } from '../_shared/account-deletion.ts';
import { HttpError, errorResponse, json, readJson, requireMethod } from '../_shared/http.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';

export const CONFIRMATION_WORD = 'SUPPRIMER';

export default async (req: Request): Promise<Response> => {
  try {
    requireMethod(req, 'POST');
    const { user } = await requireUser(req);
    const body = (await readJson(req, 1024)) as { confirmation?: unknown } | null;
    if (body?.confirmation !== CONFIRMATION_WORD)
      throw new HttpError(400, `Tapez ${CONFIRMATION_WORD} pour confirmer la suppression de votre compte.`);
    const { filesRemoved } = await deleteAccount(serviceClient(), user.id);
    return json(200, { deleted: true, filesRemoved });
  } catch (err) {
    return errorResponse(err, 'delete-account', 'POST');
  }
};
