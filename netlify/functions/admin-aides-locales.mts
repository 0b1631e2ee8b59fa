// GET /api/admin/aides-locales?q=&niveau=&etat=visibles|masquees&page= — the local-aid catalogue for the admin
// catalogue (issue 18): every aid with its source date and hidden state, the catalogue's dates, 50 per page.
// Advisers only, at aal2 (the database's is_admin() asked with the caller's token). Hiding is the admin_hide_local_aid RPC, called by the screen.
import { CATALOGUE_LOCAL } from '../../src/engine/aides-locales/index.ts';
import { requireAdviser } from '../_shared/admin-users.ts';
import {
  lireFiltres,
  lireMasquages,
  listerAidesLocales,
  PAGE_AIDES,
} from '../_shared/aides-locales-admin.ts';
import { errorResponse, json, requireMethod } from '../_shared/http.ts';
import { requireUser, serviceClient } from '../_shared/supabase.ts';

export const config = { path: '/api/admin/aides-locales' };

export default async (req: Request): Promise<Response> => {
  try {
    requireMethod(req, 'GET');
    const { token } = await requireUser(req);
    await requireAdviser(token);
    const service = serviceClient();
    const filtres = lireFiltres(new URL(req.url).searchParams);
    const { total, aides } = listerAidesLocales(CATALOGUE_LOCAL, await lireMasquages(service), filtres);
    return json(200, {
      dateCatalogue: CATALOGUE_LOCAL.dateCatalogue,
      dateImport: CATALOGUE_LOCAL.dateImport ?? null,
      total,
      page: filtres.page,
      pageSize: PAGE_AIDES,
      aides,
    });
  } catch (err) {
    return errorResponse(err, 'admin-aides-locales', 'GET');
  }
};
