// Appointments (issue 16): the slot grid in Europe/Paris (DST weekends), advisers' hours and days off, the
// bookable window, booking, the 24 h rule, moves, adviser cancellations, visitors' bookings, and races for the
// last slot settled by the unique index (real concurrency on PostgreSQL with `npm run test:pg -- <file>`).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestSupabase } from '../local/test/harness.ts';
import { anon, createUser, errorOf, makeAdmin, query, service, type Actor } from './support/db.ts';
import { startProductSupabase } from './support/db.ts';

let sb: TestSupabase;
let n = 0;
let adviser: Actor & { kind: 'user' };
const uid = () => `30000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const newClient = () => createUser(sb, { id: uid(), email: `rdv${n}@exemple.fr` });
const rpc = <T = Record<string, unknown>>(u: Actor, sql: string, params: unknown[] = []) =>
  query<T>(sb, u, sql, params);
const db = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await sb.db.query<T>(sql, params)).rows;
const iso = (v: unknown) => new Date(v as string).toISOString();

async function newAdviser(): Promise<Actor & { kind: 'user' }> {
  const a = await createUser(sb, { id: uid(), email: `conseiller${n}@exemple.fr` });
  await makeAdmin(sb, a);
  return a;
}
async function openEveryDay(a: Actor & { kind: 'user' }) {
  for (let d = 1; d <= 7; d++)
    await rpc(
      a,
      `insert into public.adviser_hours (adviser_id, weekday, start_time, end_time) values ($1, $2, '10:00', '18:00')`,
      [a.id, d],
    );
}
/** a free slot at least `hours` from now */
async function slotAfter(hours: number, skip = 0): Promise<string> {
  const rows = await rpc<{ starts_at: string }>(
    service,
    `select starts_at from public.free_slots(now() + make_interval(hours => $1)) offset $2 limit 1`,
    [hours, skip],
  );
  return iso(rows[0].starts_at);
}
const book = (u: Actor, start: string, topic = 'Ma demande de bourse') =>
  rpc<{ id: string }>(u, `select public.book_appointment($1, $2, '06 01 02 03 04') as id`, [
    start,
    topic,
  ]).then((r) => r[0].id);

beforeAll(async () => {
  sb = await startProductSupabase();
  adviser = await newAdviser();
  await openEveryDay(adviser);
});
afterAll(async () => {
  await sb?.stop();
});

describe('la grille des créneaux (Europe/Paris)', () => {
  const grid = (day: string) =>
    db<{ s: string }>(`select private.slot_starts($1::date) as s`, [day]).then((r) => r.map((x) => iso(x.s)));

  test('16 créneaux de 30 minutes de 10:00 à 17:30, heure de Paris, hiver comme été', async () => {
    const winter = await grid('2027-01-15');
    expect(winter).toHaveLength(16);
    expect(winter[0]).toBe('2027-01-15T09:00:00.000Z');
    expect(winter[15]).toBe('2027-01-15T16:30:00.000Z');
    const summer = await grid('2027-07-15');
    expect(summer[0]).toBe('2027-07-15T08:00:00.000Z');
  });

  test('week-ends de changement d’heure : le samedi en heure d’hiver, le dimanche en heure d’été (et l’inverse en octobre)', async () => {
    expect((await grid('2027-03-27'))[0]).toBe('2027-03-27T09:00:00.000Z');
    const sunday = await grid('2027-03-28');
    expect(sunday[0]).toBe('2027-03-28T08:00:00.000Z');
    expect(sunday).toHaveLength(16);
    expect((await grid('2027-10-30'))[0]).toBe('2027-10-30T08:00:00.000Z');
    expect((await grid('2027-10-31'))[0]).toBe('2027-10-31T09:00:00.000Z');
    expect(await grid('2027-10-31')).toHaveLength(16);
  });
});

describe('les créneaux libres', () => {
  test('seulement entre 2 h et 4 semaines d’ici, aux heures du conseiller', async () => {
    const rows = await rpc<{ starts_at: string; advisers: number }>(
      service,
      `select * from public.free_slots()`,
    );
    expect(rows.length).toBeGreaterThan(16 * 25);
    const first = new Date(rows[0].starts_at).getTime();
    const last = new Date(rows[rows.length - 1].starts_at).getTime();
    expect(first).toBeGreaterThanOrEqual(Date.now() + 2 * 3600e3 - 60e3);
    expect(last).toBeLessThan(Date.now() + 28 * 86400e3);
    expect(rows.every((r) => r.advisers >= 1)).toBe(true);
  });

  test('un jour de congé ou une plage d’absence retire ces créneaux', async () => {
    const a = await newAdviser();
    await rpc(
      a,
      `insert into public.adviser_hours (adviser_id, weekday, start_time, end_time) values ($1, 3, '14:00', '16:00')`,
      [a.id],
    );
    const count = async (day: string) =>
      (
        await rpc<{ c: number }>(
          service,
          `select count(*)::int as c from public.free_slots() s
           where (s.starts_at at time zone 'Europe/Paris')::date = $1::date and s.advisers >= 2`,
          [day],
        )
      )[0].c;
    // the next Wednesday at least 3 days away
    const [{ d }] = await db<{ d: string }>(
      `select to_char(x, 'YYYY-MM-DD') as d from generate_series(current_date + 3, current_date + 9, interval '1 day') x
       where extract(isodow from x) = 3 limit 1`,
    );
    expect(await count(d)).toBe(4);
    await rpc(
      a,
      `insert into public.adviser_exceptions (adviser_id, day, start_time, end_time) values ($1, $2, '15:00', '15:30')`,
      [a.id, d],
    );
    expect(await count(d)).toBe(3);
    await rpc(
      a,
      `insert into public.adviser_exceptions (adviser_id, day, reason) values ($1, $2, 'Congés')`,
      [a.id, d],
    );
    expect(await count(d)).toBe(0);
    await db(`delete from public.adviser_hours where adviser_id = $1`, [a.id]);
  });

  test('un client ne publie pas de disponibilités', async () => {
    const c = await newClient();
    expect(
      await errorOf(
        rpc(
          c,
          `insert into public.adviser_hours (adviser_id, weekday, start_time, end_time) values ($1, 1, '10:00', '12:00')`,
          [c.id],
        ),
      ),
    ).toMatch(/row-level security|permission denied/);
  });
});

describe('réserver, déplacer, annuler', () => {
  test('une réservation occupe le créneau et crée une notification', async () => {
    const c = await newClient();
    const start = await slotAfter(48);
    const id = await book(c, start);
    const [row] = await rpc<{ status: string; adviser_id: string }>(
      c,
      `select status, adviser_id from public.appointments where id = $1`,
      [id],
    );
    expect(row).toEqual({ status: 'booked', adviser_id: adviser.id });
    expect(await slotAfter(48)).not.toBe(start);
    const notes = await rpc<{ message: string; link: string }>(
      c,
      `select message, link from public.notifications where data->>'kind' = 'appointment_booked'`,
    );
    expect(notes).toHaveLength(1);
    expect(notes[0].link).toBe('/rendez-vous');
    expect(notes[0].message).toMatch(/^Rendez-vous confirmé le \d\d\/\d\d\/\d{4} à \d\dh\d\d\.$/);
    // another client does not see it
    expect(await rpc(await newClient(), `select id from public.appointments where id = $1`, [id])).toEqual(
      [],
    );
  });

  test('refus : hors grille, trop tôt, sujet vide, demande d’un autre', async () => {
    const c = await newClient();
    const start = await slotAfter(30);
    const offGrid = new Date(new Date(start).getTime() + 15 * 60e3).toISOString();
    expect(await errorOf(book(c, offGrid))).toMatch(/Ce créneau n’est pas proposé/);
    const soon = new Date(Date.now() + 30 * 60e3);
    soon.setUTCMinutes(soon.getUTCMinutes() < 30 ? 30 : 60, 0, 0);
    expect(await errorOf(book(c, soon.toISOString()))).toMatch(/Ce créneau n’est pas proposé/);
    expect(await errorOf(book(c, start, ' '))).toMatch(/Indiquez le sujet/);
    const other = await newClient();
    const [{ id: req }] = await rpc<{ id: string }>(
      other,
      `select id from public.create_form_request('logement', 'apl', 'APL')`,
    );
    expect(
      await errorOf(rpc(c, `select public.book_appointment($1, 'Sujet', '0601020304', $2)`, [start, req])),
    ).toMatch(/Demande introuvable/);
  });

  test('la règle des 24 h : annuler ou déplacer avant, plus après', async () => {
    const c = await newClient();
    const far = await slotAfter(26);
    const id = await book(c, far);
    const next = await slotAfter(30);
    const moved = (
      await rpc<{ id: string }>(c, `select public.move_appointment($1, $2) as id`, [id, next])
    )[0].id;
    expect(moved).not.toBe(id);
    expect(await slotAfter(26)).toBe(far); // the old slot is free again
    await rpc(c, `select public.cancel_appointment($1)`, [moved]);
    expect(
      (await rpc<{ status: string }>(c, `select status from public.appointments where id = $1`, [moved]))[0]
        .status,
    ).toBe('cancelled');
    // an appointment within 24 h (inserted directly: it can only be booked ≥ 2 h ahead)
    const [{ id: late }] = await db<{ id: string }>(
      `insert into public.appointments (client_id, adviser_id, starts_at, ends_at, topic, phone)
       values ($1, $2, date_trunc('hour', now()) + interval '5 hours', date_trunc('hour', now()) + interval '5 hours 30 minutes', 'Sujet', '0601020304') returning id`,
      [c.id, adviser.id],
    );
    expect(await errorOf(rpc(c, `select public.cancel_appointment($1)`, [late]))).toMatch(
      /moins de 24 h avant/,
    );
    expect(await errorOf(rpc(c, `select public.move_appointment($1, $2)`, [late, far]))).toMatch(
      /moins de 24 h avant/,
    );
    expect(await errorOf(rpc(await newClient(), `select public.cancel_appointment($1)`, [id]))).toMatch(
      /introuvable/,
    );
  });

  test('le conseiller annule à tout moment, le client est prévenu avec la raison', async () => {
    const c = await newClient();
    const id = await book(c, await slotAfter(3));
    expect(await errorOf(rpc(c, `select public.adviser_cancel_appointment($1, 'Absent')`, [id]))).toMatch(
      /Accès non autorisé/,
    );
    await rpc(adviser, `select public.adviser_cancel_appointment($1, 'Conseiller malade')`, [id]);
    const notes = await rpc<{ message: string }>(
      c,
      `select message from public.notifications where data->>'kind' = 'appointment_cancelled'`,
    );
    expect(notes[0].message).toMatch(/Votre conseiller a annulé le rendez-vous du .* : Conseiller malade/);
  });

  test('un visiteur réserve puis confirme par e-mail ; sans confirmation le créneau se libère', async () => {
    const start = await slotAfter(72);
    expect(
      await errorOf(
        rpc(anon, `select public.book_guest_appointment($1, 'X Y', 'x@exemple.fr', '0601020304')`, [start]),
      ),
    ).toMatch(/permission denied/);
    expect(await errorOf(rpc(anon, `select * from public.free_slots()`))).toMatch(/permission denied/);
    await rpc(
      service,
      `select public.book_guest_appointment($1, 'Léa Petit', 'lea@exemple.fr', '0601020304')`,
      [start],
    );
    const [row] = await db<{ status: string; id: string }>(
      `select id, status from public.appointments where guest_email = 'lea@exemple.fr'`,
    );
    expect(row.status).toBe('pending');
    expect(await slotAfter(72)).not.toBe(start);
    expect(await errorOf(rpc(service, `select public.confirm_guest_appointment('mauvais')`))).toMatch(
      /plus valable/,
    );
    await db(`update public.appointments set hold_expires_at = now() - interval '1 minute' where id = $1`, [
      row.id,
    ]);
    expect(await slotAfter(72)).toBe(start);
  });
});

describe('courses pour le dernier créneau', () => {
  test('10 clients en parallèle sur un créneau à un conseiller : un seul l’obtient, les autres un message clair', async () => {
    const clients = [];
    for (let i = 0; i < 10; i++) clients.push(await newClient());
    const start = await slotAfter(24 * 20);
    const results = await Promise.allSettled(clients.map((c) => book(c, start)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    expect(ok).toHaveLength(1);
    for (const r of results)
      if (r.status === 'rejected')
        expect(String((r.reason as Error).message)).toMatch(
          /Ce créneau vient d’être réservé par quelqu’un d’autre/,
        );
    const [{ c }] = await db<{ c: number }>(
      `select count(*)::int as c from public.appointments where starts_at = $1 and status <> 'cancelled'`,
      [start],
    );
    expect(c).toBe(1);
  });

  test('la base refuse un doublon même sans passer par la fonction', async () => {
    const c = await newClient();
    const start = await slotAfter(24 * 21);
    await book(c, start);
    expect(
      await errorOf(
        db(
          `insert into public.appointments (client_id, adviser_id, starts_at, ends_at, topic, phone)
           values ($1, $2, $3, $3::timestamptz + interval '30 minutes', 'Sujet', '0601020304')`,
          [(await newClient()).id, adviser.id, start],
        ),
      ),
    ).toMatch(/appointments_adviser_slot|duplicate key/);
  });
});
