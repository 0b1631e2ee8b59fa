// /api/payments/* — the payments backend (issue 13): create-intent, confirm, webhook, refund. Thin: the work
// is in netlify/_shared/payments/. Card data never passes here; amounts come from the database.
import { createIntent } from '../_shared/payments/checkout.ts';
import { refundPayment } from '../_shared/payments/refund.ts';
import { confirmPayment } from '../_shared/payments/settle.ts';
import { handleWebhook } from '../_shared/payments/webhook.ts';
import { HttpError, errorResponse, json, readJson, requireMethod } from '../_shared/http.ts';
import { requireUser } from '../_shared/supabase.ts';

export const config = { path: '/api/payments/*' };

const MAX_JSON = 4 * 1024;

async function route(action: string, req: Request): Promise<unknown> {
  if (action === 'webhook') return handleWebhook(req);
  const { user, token } = await requireUser(req);
  const body = await readJson(req, MAX_JSON);
  if (action === 'create-intent') return createIntent(user.id, body);
  if (action === 'confirm') return confirmPayment(user.id, body);
  return refundPayment(user.id, token, body);
}

export default async (req: Request): Promise<Response> => {
  try {
    const action = new URL(req.url).pathname.replace(/\/+$/, '').split('/').pop() ?? '';
    if (!['create-intent', 'confirm', 'webhook', 'refund'].includes(action))
      throw new HttpError(404, 'Service de paiement introuvable.');
    requireMethod(req, 'POST');
    return json(200, await route(action, req));
  } catch (err) {
    return errorResponse(err, 'payments', 'POST');
  }
};
