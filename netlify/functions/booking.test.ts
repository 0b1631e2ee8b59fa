// The visitors' booking function: free slots, hold + confirmation e-mail through the outbox, confirmation by
// the link, a lost race (409), bad input (400), and the slot freed when never confirmed.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestSupabase } from '../../supabase/local/test/harness.ts';
import { createUser, makeAdmin, query, startProductSupabase } from '../../supabase/tests/support/db.ts';
import { runOutbox } from '../_shared/outbox.ts';
import { devMailboxTransport } from '../../scripts/outbox-loop.ts';
import bookingFn from './booking.mts';

let sb: TestSupabase;

beforeAll(async () => {
  sb = await startProductSupabase();
  process.env.SUPABASE_URL = sb.url;
  process.env.SUPABASE_ANON_KEY = sb.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY = sb.serviceKey;
  const adviser = await createUser(sb, { id: '50000000-0000-4000-8000-000000000001', email: 'c@exemple.fr' });
  await makeAdmin(sb, adviser);
  for (let d = 1; d <= 7; d++)
    await query(
      sb,
      adviser,
      `insert into public.adviser_hours (adviser_id, weekday, start_time, end_time) values ($1, $2, '10:00', '18:00')`,
      [adviser.id, d],
    );
});
afterAll(async () => {
  await sb?.stop();
});

const call = async (body?: unknown) => {
  const res = await bookingFn(
    new Request('http://localhost/.netlify/functions/booking', {
      method: body ? 'POST' : 'GET',
      headers: { 'content-type': 'application/json' },
      body: body ? JSON.stringify(body) : undefined,
    }),
  );
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('fonction booking (visiteurs)', () => {
  it('réserve, envoie le lien par e-mail, confirme ; un second visiteur sur le même créneau reçoit 409', async () => {
    const { body } = await call();
    const slot = (body.slots as string[])[20];
    const booked = await call({
      action: 'book',
      startsAt: slot,
      name: 'Léa Petit',
      email: 'lea@exemple.fr',
      phone: '0601020304',
    });
    expect(booked).toEqual({ status: 200, body: { held: true } });
    const race = await call({
      action: 'book',
      startsAt: slot,
      name: 'Tom',
      email: 'tom@exemple.fr',
      phone: '0601020304',
    });
    expect(race.status).toBe(409);
    expect(race.body.error).toMatch(/Ce créneau vient d’être réservé/);
    expect(((await call()).body.slots as string[]).includes(slot)).toBe(false);
    await runOutbox(sb.admin(), devMailboxTransport(sb.mailer), { siteUrl: 'http://aidy.test' });
    const [mail] = sb.mailer.list('lea@exemple.fr');
    expect(mail.subject).toBe('Confirmez votre rendez-vous Aidy');
    const token = /token=([0-9a-f]+)/.exec(mail.text!)![1];
    expect(mail.text).toContain('http://aidy.test/rendez-vous/confirmer?token=');
    const ok = await call({ action: 'confirm', token });
    expect(ok.status).toBe(200);
    expect(new Date(ok.body.startsAt as string).toISOString()).toBe(new Date(slot).toISOString());
    expect((await call({ action: 'confirm', token })).status).toBe(404);
  });

  it('refuse une saisie invalide avec un message en français', async () => {
    const { body } = await call();
    const slot = (body.slots as string[])[30];
    const bad = await call({ action: 'book', startsAt: slot, name: 'X', email: 'pas-un-email', phone: '06' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Indiquez votre nom.');
    expect((await call({ action: 'nimporte' })).status).toBe(400);
  });
});
