// The e-mail outbox (issue 16): one e-mail per notification of a person with e-mail notifications on, in
// French with the page link and the settings link; reminders 24 h and 1 h before; never sent twice (crash
// between send and mark, then restart); SMTP down → retried with backoff, then recorded as failed.
import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'vitest';
import type { TestSupabase } from '../local/test/harness.ts';
import { createUser, makeAdmin, query, type Actor } from './support/db.ts';
import { startProductSupabase } from './support/db.ts';
import { runOutbox, type MailTransport } from '../../netlify/_shared/outbox.ts';
import { devMailboxTransport } from '../../scripts/outbox-loop.ts';

let sb: TestSupabase;
let n = 0;
let adviser: Actor & { kind: 'user' };
const SITE = 'http://aidy.test';
const uid = () => `40000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const newClient = () => createUser(sb, { id: uid(), email: `outbox${n}@exemple.fr` });
const db = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) =>
  (await sb.db.query<T>(sql, params)).rows;
const run = (t: MailTransport) => runOutbox(sb.admin(), t, { siteUrl: SITE });
const notify = (u: { id: string }, message: string, link = '/demandes') =>
  db(`insert into public.notifications (user_id, type, message, link) values ($1, 'system', $2, $3)`, [
    u.id,
    message,
    link,
  ]);

beforeAll(async () => {
  sb = await startProductSupabase();
  adviser = await createUser(sb, { id: uid(), email: 'conseiller@exemple.fr' });
  await makeAdmin(sb, adviser);
});
afterAll(async () => {
  await sb?.stop();
});
beforeEach(async () => {
  // earlier tests' rows are settled so each test sees only its own
  await db(`update private.outbox set status = 'skipped' where status in ('pending', 'sending')`);
  sb.mailer.clear();
});

describe('notifications par e-mail', () => {
  test('une notification → un e-mail en français avec le lien de la page et celui des paramètres, une seule fois', async () => {
    const u = await newClient();
    await notify(u, 'Votre demande « APL » est en cours de traitement.', '/demandes/abc');
    const r = await run(devMailboxTransport(sb.mailer));
    expect(r.sent).toBe(1);
    const mails = sb.mailer.list(u.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].subject).toBe('Aidy : nouvelle notification');
    expect(mails[0].text).toContain('Votre demande « APL » est en cours de traitement.');
    expect(mails[0].text).toContain(`${SITE}/demandes/abc`);
    expect(mails[0].text).toContain(`${SITE}/parametres`);
    expect((await run(devMailboxTransport(sb.mailer))).sent).toBe(0);
    expect(sb.mailer.list(u.email)).toHaveLength(1);
  });

  test('rien pour qui a coupé les e-mails', async () => {
    const u = await newClient();
    await query(sb, u, `update public.user_settings set email_notifications = false`);
    await notify(u, 'Bonjour');
    expect(await db(`select 1 from private.outbox where to_email = $1`, [u.email])).toEqual([]);
  });

  test('crash entre l’envoi et le marquage : après redémarrage, pas de doublon', async () => {
    const u = await newClient();
    await notify(u, 'Paiement confirmé.');
    // worker 1 claims and sends, then dies before marking
    const { data: claimed } = await sb.admin().rpc('outbox_claim', { p_limit: 10, p_lease_seconds: 60 });
    const rows = claimed as { id: number }[];
    expect(rows).toHaveLength(1);
    const { renderMail } = await import('../../netlify/_shared/outbox.ts');
    await devMailboxTransport(sb.mailer).send(renderMail(claimed[0], SITE));
    // another worker meanwhile does not touch the leased row
    expect((await run(devMailboxTransport(sb.mailer))).sent).toBe(0);
    // the lease expires; the restarted worker sends again with the same Message-ID, dropped by the mailbox
    await db(`update private.outbox set lease_until = now() - interval '1 second' where id = $1`, [
      rows[0].id,
    ]);
    expect((await run(devMailboxTransport(sb.mailer))).sent).toBe(1);
    expect(sb.mailer.list(u.email)).toHaveLength(1);
    expect(await db(`select status, attempts from private.outbox where id = $1`, [rows[0].id])).toEqual([
      { status: 'sent', attempts: 2 },
    ]);
  });

  test('SMTP en panne : réessayé avec un délai croissant, puis échec enregistré', async () => {
    const u = await newClient();
    await notify(u, 'Nouveau message du support.');
    const down: MailTransport = {
      send: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      },
    };
    const delays: number[] = [];
    for (let i = 1; i <= 5; i++) {
      const r = await run(down);
      expect(i < 5 ? r.retried : r.failed).toBe(1);
      const [row] = await db<{ status: string; delay: number }>(
        `select status, extract(epoch from next_attempt_at - now())::int as delay from private.outbox where to_email = $1`,
        [u.email],
      );
      if (i < 5) {
        expect(row.status).toBe('pending');
        delays.push(row.delay);
        // not due yet: a pass right now does nothing
        expect((await run(down)).retried).toBe(0);
        await db(`update private.outbox set next_attempt_at = now() where to_email = $1`, [u.email]);
      } else expect(row.status).toBe('failed');
    }
    expect(delays[1]).toBeGreaterThan(delays[0]);
    expect(delays[3]).toBeGreaterThan(delays[2]);
    const [row] = await db<{ last_error: string; attempts: number }>(
      `select last_error, attempts from private.outbox where to_email = $1`,
      [u.email],
    );
    expect(row).toEqual({ last_error: 'connect ECONNREFUSED 127.0.0.1:2525', attempts: 5 });
    expect((await run(devMailboxTransport(sb.mailer))).sent).toBe(0);
  });
});

describe('rendez-vous', () => {
  const insertAppointment = async (u: { id: string }, hoursAhead: number) =>
    (
      await db<{ id: string }>(
        `insert into public.appointments (client_id, adviser_id, starts_at, ends_at, topic, phone, created_at)
         values ($1, $2, date_trunc('minute', now()) + make_interval(mins => $3),
                 date_trunc('minute', now()) + make_interval(mins => $3) + interval '30 minutes',
                 'Ma bourse', '0601020304', now() - interval '3 days') returning id`,
        [u.id, adviser.id, Math.round(hoursAhead * 60)],
      )
    )[0].id;

  test('confirmation par e-mail, rappels à 24 h et à 1 h, une seule fois chacun', async () => {
    const u = await newClient();
    await insertAppointment(u, 23);
    const soon = await insertAppointment(u, 0.5);
    const r = await run(devMailboxTransport(sb.mailer));
    const subjects = sb.mailer
      .list(u.email)
      .map((m) => m.subject)
      .sort();
    // 23 h ahead: the 24 h reminder; 30 min ahead: both reminders are due (the 24 h one too, since it was booked 3 days ago)
    expect(subjects).toEqual([
      'Aidy : nouvelle notification',
      'Aidy : nouvelle notification',
      'Rappel : votre rendez-vous Aidy dans 1 heure',
      'Rappel : votre rendez-vous Aidy demain',
      'Rappel : votre rendez-vous Aidy demain',
    ]);
    expect(r.reminders).toBe(3);
    expect(sb.mailer.list(u.email).find((m) => m.subject.includes('1 heure'))?.text).toContain(
      `${SITE}/rendez-vous`,
    );
    await run(devMailboxTransport(sb.mailer));
    expect(sb.mailer.list(u.email)).toHaveLength(5);
    expect(soon).toBeTruthy();
  });

  test('pas de rappel sans l’interrupteur des rappels, ni pour un rendez-vous annulé', async () => {
    const u = await newClient();
    await query(sb, u, `update public.user_settings set appointment_reminders = false`);
    await insertAppointment(u, 10);
    const v = await newClient();
    const id = await insertAppointment(v, 11);
    await sb.admin().rpc('outbox_enqueue_reminders');
    await db(`update public.appointments set status = 'cancelled', cancel_reason = 'Déplacé' where id = $1`, [
      id,
    ]);
    await run(devMailboxTransport(sb.mailer));
    expect(sb.mailer.list(u.email).filter((m) => m.subject.startsWith('Rappel'))).toEqual([]);
    expect(sb.mailer.list(v.email).filter((m) => m.subject.startsWith('Rappel'))).toEqual([]);
  });
});
