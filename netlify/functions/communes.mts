// GET /.netlify/functions/communes?code_postal=69003 — the communes of one postal code, for the simulator's
// commune question: a few hundred bytes instead of the whole table in the browser. Cached a day by the CDN.
import { communesByPostalCode } from '../../src/engine/geo/index.ts';
import { HttpError, errorResponse, json, requireMethod } from '../_shared/http.ts';

export default async (req: Request): Promise<Response> => {
  try {
    requireMethod(req, 'GET');
    const codePostal = new URL(req.url).searchParams.get('code_postal') ?? '';
    if (!/^\d{5}$/.test(codePostal)) throw new HttpError(400, 'Le code postal doit comporter 5 chiffres.');
    const communes = communesByPostalCode(codePostal).map((c) => ({
      code: c.code,
      nom: c.nom,
      departement: c.departement,
      region: c.region,
      ...(c.epci ? { epci: c.epci, epciType: c.epciType } : {}),
    }));
    return json(200, { communes }, { 'cache-control': 'public, max-age=86400' });
  } catch (err) {
    return errorResponse(err, 'communes', 'GET');
  }
};
