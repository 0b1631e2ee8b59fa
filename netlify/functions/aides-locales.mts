// GET /.netlify/functions/aides-locales?commune=29232 — every local aid of a commune's territories (région,
// département, intercommunalité, commune), with its conditions in words, for the public page « Les aides près
// de chez vous »; ?id=<aid id> — one aid, for its shareable page. A few kilobytes per commune. An aid an
// adviser has hidden (ended) is in no list and its page answers 404; the answers are cached 10 minutes so a
// hidden aid does not linger in browsers' caches for long.
import { aideLocaleParId, aidesPubliquesDuLieu } from '../../src/engine/aides-locales/public.ts';
import { CATALOGUE_LOCAL, lieuDeVie } from '../../src/engine/aides-locales/index.ts';
import { communeByCode } from '../../src/engine/geo/index.ts';
import { aidesMasquees } from '../_shared/aides-masquees.ts';
import { HttpError, errorResponse, json, requireMethod } from '../_shared/http.ts';

const CACHE = { 'cache-control': 'public, max-age=600' };

export default async (req: Request): Promise<Response> => {
  try {
    requireMethod(req, 'GET');
    const params = new URL(req.url).searchParams;
    const id = params.get('id');
    if (id !== null) {
      const aide = aideLocaleParId(id.slice(0, 200), CATALOGUE_LOCAL, await aidesMasquees());
      if (!aide) throw new HttpError(404, 'Cette aide n’existe pas ou n’est plus proposée.');
      return json(200, { dateCatalogue: CATALOGUE_LOCAL.dateCatalogue, aide }, CACHE);
    }
    const code = (params.get('commune') ?? '').trim().toUpperCase();
    if (!/^\d[\dAB]\d{3}$/.test(code))
      throw new HttpError(400, 'Le code de la commune doit comporter 5 caractères.');
    const commune = communeByCode(code);
    if (!commune) throw new HttpError(404, 'Nous ne connaissons pas cette commune.');
    const lieu = lieuDeVie(commune)!;
    return json(
      200,
      {
        dateCatalogue: CATALOGUE_LOCAL.dateCatalogue,
        commune: { code: commune.code, nom: commune.nom, departement: commune.departement },
        aides: aidesPubliquesDuLieu(lieu, CATALOGUE_LOCAL, await aidesMasquees()),
      },
      CACHE,
    );
  } catch (err) {
    return errorResponse(err, 'aides-locales', 'GET');
  }
};
