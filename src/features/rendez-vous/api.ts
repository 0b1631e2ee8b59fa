// Appointments with an adviser (issue 16): the client's appointments, the free slots of the next 4 weeks,
// and booking, moving and cancelling through the database functions that check the rules (24 h rule,
// support hours, no double booking). A lost race (PT409) comes back as SlotTakenError.
import { createEvent } from 'ics';
import { currentUserId, supabase } from '../../lib/db.ts';
import { frenchError } from '../../lib/errors.ts';
import { roots } from '../../lib/query-keys.ts';

export type AppointmentStatus = 'pending' | 'booked' | 'cancelled';

export interface Appointment {
  id: string;
  starts_at: string;
  ends_at: string;
  status: AppointmentStatus;
  topic: string;
  phone: string;
  request_id: string | null;
  cancel_reason: string | null;
  cancelled_by: string | null;
  client_id: string | null;
}

export interface Slot {
  starts_at: string;
  ends_at: string;
}

export const rdvKeys = {
  list: [...roots.rendezVous, 'liste'] as const,
  slots: [...roots.rendezVous, 'creneaux'] as const,
  requests: [...roots.rendezVous, 'demandes'] as const,
};

export const LOAD_ERROR = 'Impossible de charger vos rendez-vous. Veuillez réessayer plus tard.';
export const SLOTS_ERROR = 'Impossible de charger les créneaux libres. Veuillez réessayer plus tard.';
/** the client may move or cancel until 24 h before */
export const CHANGE_LIMIT_MS = 24 * 3600 * 1000;

export class SlotTakenError extends Error {}

function fail(error: { message: string; code?: string }): never {
  if (error.code === 'PT409') throw new SlotTakenError(error.message);
  throw new Error(frenchError(error));
}

/** The client's appointments, oldest first; the cancelled side of a move is left out. */
export async function fetchAppointments(): Promise<Appointment[]> {
  const db = await supabase();
  const userId = await currentUserId(db);
  const { data, error } = await db
    .from('appointments')
    .select(
      'id, starts_at, ends_at, status, topic, phone, request_id, cancel_reason, cancelled_by, client_id',
    )
    .eq('client_id', userId)
    .order('starts_at', { ascending: true });
  if (error) throw new Error(LOAD_ERROR);
  return (data as Appointment[]).filter((a) => a.cancel_reason !== 'Déplacé');
}

export async function fetchFreeSlots(): Promise<Slot[]> {
  const db = await supabase();
  const { data, error } = await db.rpc('free_slots');
  if (error) throw new Error(SLOTS_ERROR);
  return (data as Slot[]).map((s) => ({ starts_at: s.starts_at, ends_at: s.ends_at }));
}

export async function fetchMyRequests(): Promise<{ id: string; label: string }[]> {
  const db = await supabase();
  const userId = await currentUserId(db);
  const { data, error } = await db
    .from('form_requests')
    .select('id, aid_name, form_type, status')
    .eq('user_id', userId)
    .neq('status', 'cancelled')
    .order('created_at', { ascending: false });
  if (error) return [];
  return (data as { id: string; aid_name: string | null; form_type: string }[]).map((r) => ({
    id: r.id,
    label: r.aid_name ?? r.form_type,
  }));
}

export async function bookAppointment(v: {
  startsAt: string;
  topic: string;
  phone: string;
  requestId: string | null;
}): Promise<string> {
  const db = await supabase();
  const { data, error } = await db.rpc('book_appointment', {
    p_starts_at: v.startsAt,
    p_topic: v.topic,
    p_phone: v.phone,
    p_request_id: v.requestId,
  });
  if (error) fail(error);
  return data as string;
}

export async function moveAppointment(id: string, startsAt: string): Promise<string> {
  const db = await supabase();
  const { data, error } = await db.rpc('move_appointment', { p_id: id, p_starts_at: startsAt });
  if (error) fail(error);
  return data as string;
}

export async function cancelAppointment(id: string): Promise<void> {
  const db = await supabase();
  const { error } = await db.rpc('cancel_appointment', { p_id: id });
  if (error) fail(error);
}

export const canChange = (a: Appointment, now = Date.now()) =>
  a.status === 'booked' && new Date(a.starts_at).getTime() - now >= CHANGE_LIMIT_MS;

/** The .ics text of an appointment (UTC times, 15-minute call). */
export function icsOf(a: Appointment, siteUrl: string): string {
  const d = new Date(a.starts_at);
  const { error, value } = createEvent({
    uid: `${a.id}@aidy`,
    title: 'Rendez-vous téléphonique avec un conseiller Aidy',
    description: `Sujet : ${a.topic}\nLe conseiller vous appelle au ${a.phone}.`,
    start: [d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes()],
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: 15 },
    url: `${siteUrl.replace(/\/$/, '')}/rendez-vous`,
    status: 'CONFIRMED',
  });
  if (error || !value) throw new Error('Impossible de créer le fichier de calendrier.');
  return value;
}
