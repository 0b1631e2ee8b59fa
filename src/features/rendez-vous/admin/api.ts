// The adviser's side of appointments: their weekly hours and days off (RLS: own rows, admins only), their
// agenda, and cancelling with a reason (adviser_cancel_appointment notifies the client).
import { currentUserId, supabase, unwrap } from '../../../lib/db.ts';
import { frenchError } from '../../../lib/errors.ts';
import { roots } from '../../../lib/query-keys.ts';

export interface Hours {
  id: string;
  weekday: number;
  start_time: string;
  end_time: string;
}
export interface DayOff {
  id: string;
  day: string;
  start_time: string | null;
  end_time: string | null;
  reason: string | null;
}
export interface AgendaItem {
  id: string;
  starts_at: string;
  topic: string;
  phone: string;
  status: 'pending' | 'booked' | 'cancelled';
  guest_name: string | null;
  client: { full_name: string | null; email: string | null } | null;
}

export const adminRdvKeys = {
  gate: [...roots.rendezVous, 'admin', 'acces'] as const,
  hours: [...roots.rendezVous, 'admin', 'horaires'] as const,
  daysOff: [...roots.rendezVous, 'admin', 'absences'] as const,
  agenda: [...roots.rendezVous, 'admin', 'agenda'] as const,
};

export const WEEKDAYS = ['lundi', 'mardi', 'mercredi', 'jeudi', 'vendredi', 'samedi', 'dimanche'];
/** 10:00 … 18:00 on the half hour */
export const HALF_HOURS = Array.from({ length: 17 }, (_, i) => {
  const m = 600 + i * 30;
  return `${String(Math.floor(m / 60)).padStart(2, '0')}:${m % 60 === 0 ? '00' : '30'}`;
});

/** The server decides (is_admin reads the profile's role, never the token's metadata). */
export async function isAdviser(): Promise<boolean> {
  const db = await supabase();
  const { data, error } = await db.rpc('is_admin');
  return !error && data === true;
}

export async function fetchHours(): Promise<Hours[]> {
  const db = await supabase();
  const me = await currentUserId(db);
  return unwrap(
    await db
      .from('adviser_hours')
      .select('id, weekday, start_time, end_time')
      .eq('adviser_id', me)
      .order('weekday')
      .order('start_time'),
  ) as Hours[];
}

export async function addHours(v: { weekday: number; start: string; end: string }): Promise<void> {
  if (v.start >= v.end) throw new Error('L’heure de fin doit suivre l’heure de début.');
  const db = await supabase();
  const me = await currentUserId(db);
  unwrap(
    await db
      .from('adviser_hours')
      .insert({ adviser_id: me, weekday: v.weekday, start_time: v.start, end_time: v.end }),
  );
}

export async function removeRow(table: 'adviser_hours' | 'adviser_exceptions', id: string): Promise<void> {
  const db = await supabase();
  unwrap(await db.from(table).delete().eq('id', id));
}

export async function fetchDaysOff(): Promise<DayOff[]> {
  const db = await supabase();
  const me = await currentUserId(db);
  return unwrap(
    await db
      .from('adviser_exceptions')
      .select('id, day, start_time, end_time, reason')
      .eq('adviser_id', me)
      .gte('day', new Date().toISOString().slice(0, 10))
      .order('day'),
  ) as DayOff[];
}

export async function addDayOff(v: {
  day: string;
  start: string;
  end: string;
  reason: string;
}): Promise<void> {
  if (!v.day) throw new Error('Choisissez une date.');
  if (v.start && v.end && v.start >= v.end) throw new Error('L’heure de fin doit suivre l’heure de début.');
  const db = await supabase();
  const me = await currentUserId(db);
  const whole = !v.start || !v.end;
  unwrap(
    await db.from('adviser_exceptions').insert({
      adviser_id: me,
      day: v.day,
      start_time: whole ? null : v.start,
      end_time: whole ? null : v.end,
      reason: v.reason.trim() || null,
    }),
  );
}

export async function fetchAgenda(): Promise<AgendaItem[]> {
  const db = await supabase();
  const me = await currentUserId(db);
  return unwrap(
    await db
      .from('appointments')
      .select('id, starts_at, topic, phone, status, guest_name, client:profiles!client_id(full_name, email)')
      .eq('adviser_id', me)
      .neq('status', 'cancelled')
      .gte('starts_at', new Date(Date.now() - 3600e3).toISOString())
      .order('starts_at'),
  ) as unknown as AgendaItem[];
}

export async function adviserCancel(id: string, reason: string): Promise<void> {
  const db = await supabase();
  const { error } = await db.rpc('adviser_cancel_appointment', { p_id: id, p_reason: reason });
  if (error) throw new Error(frenchError(error));
}
