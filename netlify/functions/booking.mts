// /.netlify/functions/booking — visitors' native booking (public modals of seed 001, when VITE_CALENDAR_URL
// is not set): GET the free slots, POST { action: 'book', startsAt, name, email, phone } (the slot is held 30
// minutes and a confirmation link is e-mailed through the outbox), POST { action: 'confirm', token }.
// The database functions check every rule; they are executable by the service role only.
import { HttpError, errorResponse, json, readJson, requireMethod } from '../_shared/http.ts';
import { serviceClient } from '../_shared/supabase.ts';

const str = (v: unknown, max: number) => (typeof v === 'string' && v.length <= max ? v : '');

function fail(error: { message: string; code?: string }): never {
  if (error.code === 'PT409') throw new HttpError(409, error.message);
  if (error.code === 'PT404') throw new HttpError(404, error.message);
  if (error.code === '22023') throw new HttpError(400, error.message);
  throw new Error(error.message);
}

export default async (req: Request): Promise<Response> => {
  try {
    requireMethod(req, 'GET', 'POST');
    const db = serviceClient();
    if (req.method === 'GET') {
      const { data, error } = await db.rpc('free_slots');
      if (error) fail(error);
      return json(200, { slots: (data as { starts_at: string }[]).map((s) => s.starts_at) });
    }
    const body = ((await readJson(req, 4096)) ?? {}) as Record<string, unknown>;
    if (body.action === 'confirm') {
      const { data, error } = await db.rpc('confirm_guest_appointment', { p_token: str(body.token, 200) });
      if (error) fail(error);
      return json(200, { startsAt: data });
    }
    if (body.action !== 'book') throw new HttpError(400, 'Requête invalide.');
    const { error } = await db.rpc('book_guest_appointment', {
      p_starts_at: str(body.startsAt, 40) || null,
      p_name: str(body.name, 120),
      p_email: str(body.email, 254),
      p_phone: str(body.phone, 30),
      p_topic: 'Premier rendez-vous (site)',
    });
    if (error) fail(error);
    return json(200, { held: true });
  } catch (err) {
    return errorResponse(err, 'booking', 'GET, POST');
  }
};
