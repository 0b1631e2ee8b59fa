// POST /.netlify/functions/simulate — the simulator payload (seed 001 §3) → eligible aids (seed 001 §7).
// Local aids an adviser has hidden (ended) are left out: the hidden set is read from the database here.
import { encodeResult, simulate, PayloadError, SituationError } from '../../src/engine/index.ts';
import { aidesMasquees } from '../_shared/aides-masquees.ts';
import { HttpError, errorResponse, jsonBytes, readJson, requireMethod } from '../_shared/http.ts';

const MAX_BODY = 64 * 1024;

export default async (req: Request): Promise<Response> => {
  try {
    requireMethod(req, 'POST');
    const payload = await readJson(req, MAX_BODY);
    const masquees = await aidesMasquees();
    try {
      return jsonBytes(200, encodeResult(simulate(payload, { aidesMasquees: masquees })));
    } catch (err) {
      if (err instanceof PayloadError || err instanceof SituationError)
        throw new HttpError(
          400,
          'Erreurs de validation',
          err instanceof PayloadError ? err.details : [err.message, ...err.details],
        );
      throw err;
    }
  } catch (err) {
    return errorResponse(err, 'simulate', 'POST');
  }
};
