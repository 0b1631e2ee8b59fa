// POST /api/admin/users — an adviser deactivates, reactivates or deletes someone's account (back-office,
// /admin/utilisateurs/{id}). Body { userId, action: "deactivate" | "reactivate" | "delete" } → { ok: true }.
// The caller's token is checked by Supabase Auth and their rights by the database (is_admin() with that token:
// an adviser at aal2); the work is in
// netlify/_shared/admin-users.ts.
import { applyAdminUserAction, parseAdminUserRequest, requireAdviser } from '../_shared/admin-users.ts';
import { errorResponse, json, readJson, requireMethod } from '../_shared/http.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';

export const config = { path: '/api/admin/users' };

export default async (req: Request): Promise<Response> => {
  try {
    requireMethod(req, 'POST');
    const { user, token } = await requireUser(req);
    const service = serviceClient();
    await requireAdviser(token);
    const { userId, action } = parseAdminUserRequest(await readJson(req, 1024));
    await applyAdminUserAction(service, user.id, userId, action);
    return json(200, { ok: true });
  } catch (err) {
    return errorResponse(err, 'admin-users', 'POST');
  }
};
