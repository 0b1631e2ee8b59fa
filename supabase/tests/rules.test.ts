// Business rules of the product database, exercised as PostgREST would (role + JWT claims per transaction).
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestSupabase } from '../local/test/harness.ts';
import {
  createUser,
  errorOf,
  makeAdmin,
  query,
  service,
  anon,
  startProductSupabase,
  type Actor,
} from './support/db.ts';

let sb: TestSupabase;
let n = 0;
const uid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
async function newClient(extra: { prenom?: string; nom?: string; telephone?: string; ref?: string } = {}) {
  const id = uid();
  return createUser(sb, { id, email: `user${n}@exemple.fr`, ...extra });
}
const balance = async (u: Actor) =>
  (await query<{ b: number }>(sb, u, 'select public.credit_balance() as b'))[0].b;
const rpc = <T = Record<string, unknown>>(u: Actor, sql: string, params: unknown[] = []) =>
  query<T>(sb, u, sql, params);
const referralRewards = async (u: Actor) =>
  (
    await rpc<{ c: number }>(
      u,
      `select count(*)::int as c from public.credit_movements where reason = 'parrainage'`,
    )
  )[0].c;
const discountOf = async (u: Actor) =>
  (await rpc<{ d: number }>(u, 'select public.referral_discount_percent() as d'))[0].d;
const notificationsOf = async (userId: string) =>
  (
    await sb.db.query<{ type: string; message: string; link: string | null }>(
      'select type::text, message, link from public.notifications where user_id = $1 order by created_at, message',
      [userId],
    )
  ).rows;

beforeAll(async () => {
  // seeded: the demo data lives beside the users each test creates (fixed ids and @aidy.fr e-mails)
  sb = await startProductSupabase({ seed: true });
});
afterAll(async () => {
  await sb?.stop();
});

describe('sign-up', () => {
  test('le trigger crée le profil, les réglages et l’aide gratuite', async () => {
    const u = await newClient({ prenom: 'Léa', nom: 'Dupont', telephone: '0612345678' });
    const [p] = await rpc<Record<string, unknown>>(u, 'select * from public.profiles where id = $1', [u.id]);
    expect(p).toMatchObject({
      email: u.email,
      name: 'Léa Dupont',
      full_name: 'Léa Dupont',
      phone: '0612345678',
      role: 'client',
      aide_gratuite: true,
      parrain_code: null,
    });
    expect(p.referral_code).toMatch(/^[A-Z0-9]{6}$/);
    expect(await rpc(u, 'select dark_mode, email_notifications from public.user_settings')).toEqual([
      { dark_mode: null, email_notifications: true },
    ]);
    expect(await balance(u)).toBe(1);
    expect(await rpc(u, `select delta, reason::text from public.credit_movements`)).toEqual([
      { delta: 1, reason: 'aide_gratuite' },
    ]);
  });

  test('les codes de parrainage sont uniques', async () => {
    for (let i = 0; i < 5; i++) await newClient();
    const { rows } = await sb.db.query<{ c: string; d: string }>(
      'select count(*)::text c, count(distinct referral_code)::text d from public.profiles',
    );
    expect(rows[0].c).toBe(rows[0].d);
  });

  test('un client ne peut ni devenir admin ni changer son code, mais modifie son téléphone', async () => {
    const u = await newClient();
    expect(await errorOf(rpc(u, `update public.profiles set role = 'admin' where id = $1`, [u.id]))).toMatch(
      /permission denied/,
    );
    expect(
      await errorOf(rpc(u, `update public.profiles set referral_code = 'AAAAAA' where id = $1`, [u.id])),
    ).toMatch(/permission denied/);
    expect(
      await errorOf(rpc(u, `update public.profiles set aide_gratuite = false where id = $1`, [u.id])),
    ).toMatch(/permission denied/);
    await rpc(u, `update public.profiles set phone = '0700000000' where id = $1`, [u.id]);
    expect((await rpc(u, 'select phone, role::text from public.profiles'))[0]).toEqual({
      phone: '0700000000',
      role: 'client',
    });
  });

  test('un code de parrainage dans le lien d’inscription lie le filleul, un mauvais code ne bloque pas', async () => {
    const parrain = await newClient({ prenom: 'Paul', nom: 'P' });
    const [{ referral_code }] = await rpc<{ referral_code: string }>(
      parrain,
      'select referral_code from public.profiles',
    );
    const f = await newClient({ ref: referral_code.toLowerCase() });
    expect((await rpc(f, 'select parrain_code from public.profiles'))[0].parrain_code).toBe(referral_code);
    const g = await newClient({ ref: 'ZZZZZZ' });
    expect((await rpc(g, 'select parrain_code from public.profiles'))[0].parrain_code).toBeNull();
    expect(await balance(g)).toBe(1);
  });
});

test('une session anonyme n’a pas d’aide gratuite ; elle la reçoit en devenant un compte permanent', async () => {
  const id = uid();
  await sb.db.transaction(async (tx) => {
    await tx.exec('set local role supabase_auth_admin; set local search_path = auth;');
    await tx.query(
      `insert into users (instance_id, id, aud, role, is_anonymous, raw_app_meta_data, raw_user_meta_data, created_at, updated_at)
       values ('00000000-0000-0000-0000-000000000000', $1, 'authenticated', 'authenticated', true, '{}', '{}', now(), now())`,
      [id],
    );
  });
  const u: Actor = { kind: 'user', id, email: '' };
  expect(await balance(u)).toBe(0);
  expect(await rpc(u, 'select aide_gratuite from public.profiles')).toEqual([{ aide_gratuite: false }]);
  await sb.db.transaction(async (tx) => {
    await tx.exec('set local role supabase_auth_admin; set local search_path = auth;');
    await tx.query(`update users set email = 'converti@exemple.fr', is_anonymous = false where id = $1`, [
      id,
    ]);
  });
  expect(await balance(u)).toBe(1);
  expect(await rpc(u, 'select email, aide_gratuite from public.profiles')).toEqual([
    { email: 'converti@exemple.fr', aide_gratuite: true },
  ]);
});

describe('parrainage', () => {
  test('les trois refus de la graine, en français', async () => {
    const a = await newClient();
    const b = await newClient({ prenom: 'Inès', nom: 'B' });
    const c = await newClient();
    const codeOf = async (u: Actor) =>
      (await rpc<{ referral_code: string }>(u, 'select referral_code from public.profiles'))[0].referral_code;
    expect(await errorOf(rpc(b, 'select public.use_referral_code($1)', ['NOPE00']))).toBe(
      'Code de parrainage invalide',
    );
    expect(await errorOf(rpc(b, 'select public.use_referral_code($1)', [await codeOf(b)]))).toBe(
      'Vous ne pouvez pas vous parrainer vous-même',
    );
    expect(await rpc(b, 'select public.use_referral_code($1) as ok', [await codeOf(a)])).toEqual([
      { ok: true },
    ]);
    expect(await errorOf(rpc(b, 'select public.use_referral_code($1)', [await codeOf(c)]))).toBe(
      'Vous avez déjà un parrain',
    );
    // the sponsor sees the referral and is notified; the sponsored person's profile stays private
    expect(await rpc(a, 'select filleul_id, rewarded from public.parrainages')).toEqual([
      { filleul_id: b.id, rewarded: false },
    ]);
    expect(await notificationsOf(a.id)).toEqual([
      { type: 'parrainage', message: 'Inès B a utilisé votre code de parrainage.', link: '/parrainage' },
    ]);
    expect(await rpc(a, 'select id from public.profiles where id = $1', [b.id])).toEqual([]);
    expect(await rpc(a, 'select name, actif from public.mes_filleuls()')).toEqual([
      { name: 'Inès B', actif: false },
    ]);
    // a client cannot mark a referral rewarded nor insert one
    expect(await errorOf(rpc(a, 'update public.parrainages set rewarded = true'))).toBe('');
    expect(
      (await sb.db.query('select rewarded from public.parrainages where parrain_id = $1', [a.id])).rows,
    ).toEqual([{ rewarded: false }]);
    expect(
      await errorOf(
        rpc(c, 'insert into public.parrainages (parrain_id, filleul_id) values ($1, $2)', [c.id, a.id]),
      ),
    ).toMatch(/permission denied/);
    expect(await errorOf(rpc(anon, 'select public.use_referral_code($1)', ['AAAAAA']))).toMatch(
      /permission denied/,
    );
  });

  test('remise par paliers à 0, 1, 4, 5, 9 et 10 filleuls, et une aide offerte une seule fois à 5', async () => {
    const parrain = await newClient();
    const [{ referral_code }] = await rpc<{ referral_code: string }>(
      parrain,
      'select referral_code from public.profiles',
    );
    const discount = () => discountOf(parrain);
    const seen: Record<number, number> = { 0: await discount() };
    for (let i = 1; i <= 10; i++) {
      const f = await newClient();
      await rpc(f, 'select public.use_referral_code($1)', [referral_code]);
      seen[i] = await discount();
      if (i === 4) expect(await balance(parrain)).toBe(1);
      if (i === 5) expect(await balance(parrain)).toBe(2);
    }
    expect([seen[0], seen[1], seen[4], seen[5], seen[9], seen[10]]).toEqual([0, 10, 10, 20, 20, 30]);
    expect(await balance(parrain)).toBe(2);
    expect(await referralRewards(parrain)).toBe(1);
    expect(await rpc(parrain, 'select count(*)::int as c from public.parrainages where rewarded')).toEqual([
      { c: 5 },
    ]);
    const rewards = (await notificationsOf(parrain.id)).filter((x) => x.message.startsWith('Félicitations'));
    expect(rewards).toHaveLength(1);
    // prices follow the discount (30 % of 12,99 € → 9,09 €)
    expect(await rpc(parrain, `select public.checkout_price_cents('standard') as p`)).toEqual([{ p: 909 }]);
    // another client cannot read someone else's discount
    const other = await newClient();
    expect(await errorOf(rpc(other, 'select public.referral_discount_percent($1)', [parrain.id]))).toBe(
      'Accès non autorisé',
    );
  });
});

describe('parrainage confirmé', () => {
  const confirmEmail = (id: string) =>
    sb.db.transaction(async (tx) => {
      await tx.exec('set local role supabase_auth_admin; set local search_path = auth;');
      await tx.query('update users set email_confirmed_at = now() where id = $1', [id]);
    });

  test('un filleul compte quand il confirme son adresse, pas avant ; la récompense reste unique', async () => {
    const parrain = await newClient({ prenom: 'Nina', nom: 'P' });
    const [{ referral_code }] = await rpc<{ referral_code: string }>(
      parrain,
      'select referral_code from public.profiles',
    );
    const pending: Actor[] = [];
    for (let i = 0; i < 6; i++) {
      const id = uid();
      pending.push(
        await createUser(sb, { id, email: `attente${n}@exemple.fr`, ref: referral_code, confirmed: false }),
      );
    }
    const discount = () => discountOf(parrain);
    expect(await discount()).toBe(0);
    expect(await rpc(parrain, 'select filleul_id from public.parrainages')).toEqual([]);
    expect(await notificationsOf(parrain.id)).toEqual([]);
    // the pending filleul sees their own link (parrain_code) all the same
    expect((await rpc(pending[0], 'select parrain_code from public.profiles'))[0].parrain_code).toBe(
      referral_code,
    );

    await confirmEmail((pending[0] as { id: string }).id);
    expect(await discount()).toBe(10);
    expect(await rpc(parrain, 'select name from public.mes_filleuls()')).toHaveLength(1);
    expect((await notificationsOf(parrain.id)).map((x) => x.message)).toEqual([
      'Camille Martin a utilisé votre code de parrainage.',
    ]);
    for (const p of pending.slice(1)) await confirmEmail((p as { id: string }).id);
    expect(await discount()).toBe(20);
    expect(await balance(parrain)).toBe(2);
    expect(await referralRewards(parrain)).toBe(1);
    // confirming again (a second e-mail confirmation) changes nothing
    await confirmEmail((pending[5] as { id: string }).id);
    expect(await balance(parrain)).toBe(2);
    expect(await rpc(parrain, 'select count(*)::int as c from public.parrainages where rewarded')).toEqual([
      { c: 5 },
    ]);
  });
});

describe('demandes et crédits', () => {
  const create = (u: Actor, name = 'APL') =>
    rpc<{ id: string; status: string; payment_required: boolean; payment_status: string | null }>(
      u,
      `select * from public.create_form_request('logement', 'apl', $1, 120.5, '{"loyer": 450}'::jsonb)`,
      [name],
    ).then((r) => r[0]);

  test('une demande consomme un crédit ; sans crédit : « Crédit insuffisant »', async () => {
    const u = await newClient();
    const r = await create(u);
    expect(r).toMatchObject({ status: 'pending', payment_required: false, payment_status: null });
    expect(await balance(u)).toBe(0);
    expect(await errorOf(create(u))).toMatch(/^Crédit insuffisant/);
    expect(
      await rpc(u, 'select type, new_status::text from public.request_events where request_id = $1', [r.id]),
    ).toEqual([{ type: 'created', new_status: 'pending' }]);
    expect(
      await rpc(u, 'select statut::text, nom, montant::float as montant from public.aides_demandees'),
    ).toEqual([{ statut: 'en_attente', nom: 'APL', montant: 120.5 }]);
    expect(await notificationsOf(u.id)).toContainEqual({
      type: 'request',
      message: 'Votre demande « APL » a bien été enregistrée.',
      link: `/demandes/${r.id}`,
    });
    // clients never insert requests directly (that would skip the credit)
    expect(
      await errorOf(
        rpc(u, `insert into public.form_requests (user_id, auth_user_id, form_type) values ($1, $1, 'x')`, [
          u.id,
        ]),
      ),
    ).toMatch(/permission denied/);
  });

  test('20 demandes simultanées avec 3 crédits : exactement 3 réussissent, solde 0', async () => {
    const u = await newClient();
    await rpc(service, 'select public.admin_adjust_credits($1, 2, $2)', [u.id, 'test']);
    expect(await balance(u)).toBe(3);
    const results = await Promise.allSettled(Array.from({ length: 20 }, (_, i) => create(u, `Aide ${i}`)));
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3);
    for (const r of results)
      if (r.status === 'rejected') expect(String(r.reason.message)).toMatch(/^Crédit insuffisant/);
    expect(await balance(u)).toBe(0);
    const [{ s }] = (
      await sb.db.query<{ s: number }>(
        'select coalesce(sum(delta), 0)::int as s from public.credit_movements where user_id = $1',
        [u.id],
      )
    ).rows;
    expect(s).toBe(0);
    expect(
      await errorOf(sb.db.query('update public.credit_balances set balance = -1 where user_id = $1', [u.id])),
    ).toMatch(/check constraint/);
  });

  test('annulation : seulement une demande en attente, crédit restitué', async () => {
    const u = await newClient();
    const admin = await newClient();
    await makeAdmin(sb, admin);
    const r = await create(u, 'Bourse');
    const [c] = await rpc<{ status: string }>(u, 'select * from public.cancel_form_request($1)', [r.id]);
    expect(c.status).toBe('cancelled');
    expect(await balance(u)).toBe(1);
    expect(await notificationsOf(u.id)).toContainEqual({
      type: 'request',
      message: 'Votre demande « Bourse » a été annulée. Votre crédit vous a été restitué.',
      link: `/demandes/${r.id}`,
    });
    expect(await errorOf(rpc(u, 'select public.cancel_form_request($1)', [r.id]))).toBe(
      'Seule une demande en attente peut être annulée.',
    );
    const r2 = await create(u, 'Pass');
    await rpc(admin, `select public.set_request_status($1, 'in_progress', 'Dossier complet')`, [r2.id]);
    expect(await errorOf(rpc(u, 'select public.cancel_form_request($1)', [r2.id]))).toBe(
      'Seule une demande en attente peut être annulée.',
    );
    // direct updates obey the same rule
    expect(
      await errorOf(rpc(u, `update public.form_requests set status = 'completed' where id = $1`, [r2.id])),
    ).toBe('');
    expect(
      (await sb.db.query('select status::text from public.form_requests where id = $1', [r2.id])).rows[0],
    ).toEqual({ status: 'in_progress' });
    const r3 = await rpc(service, `select * from public.set_request_status($1, 'pending')`, [r2.id]);
    expect(r3[0].status).toBe('pending');
    expect(
      await errorOf(rpc(u, `update public.form_requests set status = 'approved' where id = $1`, [r2.id])),
    ).toBe('Seule une demande en attente peut être annulée.');
    expect(
      await errorOf(
        rpc(u, `update public.form_requests set payment_status = 'completed' where id = $1`, [r2.id]),
      ),
    ).toMatch(/permission denied/);
    await rpc(u, `update public.form_requests set status = 'cancelled' where id = $1`, [r2.id]);
    expect(await balance(u)).toBe(1);
  });

  test('un admin change le statut ; un refus rembourse une fois ; un client ne peut pas', async () => {
    const u = await newClient();
    const admin = await newClient();
    await makeAdmin(sb, admin);
    const r = await create(u, 'Aide Mobili-Jeune');
    expect(await errorOf(rpc(u, `select public.set_request_status($1, 'approved')`, [r.id]))).toBe(
      'Accès réservé aux conseillers.',
    );
    await rpc(admin, `select public.set_request_status($1, 'in_progress', 'Pièces reçues')`, [r.id]);
    await rpc(admin, `select public.set_request_status($1, 'rejected', 'Plafond de ressources dépassé')`, [
      r.id,
    ]);
    expect(await balance(u)).toBe(1);
    expect(
      await rpc(
        u,
        'select type, old_status::text, new_status::text, details from public.request_events where request_id = $1 order by created_at, type',
        [r.id],
      ),
    ).toEqual([
      { type: 'created', old_status: null, new_status: 'pending', details: 'Demande créée' },
      { type: 'status_changed', old_status: 'pending', new_status: 'in_progress', details: 'Pièces reçues' },
      {
        type: 'status_changed',
        old_status: 'in_progress',
        new_status: 'rejected',
        details: 'Plafond de ressources dépassé',
      },
    ]);
    expect(await rpc(u, 'select statut::text from public.aides_demandees')).toEqual([{ statut: 'refusee' }]);
    const messages = (await notificationsOf(u.id)).map((x) => x.message);
    expect(messages).toContain('Votre demande « Aide Mobili-Jeune » est en cours de traitement.');
    expect(messages).toContain(
      'Votre demande « Aide Mobili-Jeune » a été refusée. Votre crédit vous a été restitué.',
    );
    expect(await errorOf(rpc(admin, `select public.set_request_status($1, 'approved')`, [r.id]))).toBe(
      'Cette demande est close et ne peut plus changer de statut.',
    );
    expect(await balance(u)).toBe(1);
  });
});

describe('paiements', () => {
  const insertPayment = (
    u: Actor & { id: string },
    intent: string,
    amount: number,
    pack: string | null,
    offer: string | null,
    request: string | null = null,
  ) =>
    rpc(
      u,
      'insert into public.payments (user_id, amount, payment_intent_id, pack_id, offer_id, request_id) values ($1, $2, $3, $4, $5, $6) returning status::text',
      [u.id, amount, intent, pack, offer, request],
    );

  test('complete_payment : service_role seulement, crédits du catalogue, idempotent, notification', async () => {
    const u = await newClient();
    expect(await insertPayment(u, 'pi_std_1', 1299, 'standard', null)).toEqual([{ status: 'pending' }]);
    expect(await errorOf(insertPayment(u, 'pi_cheat', 1, 'ultimate', null))).toBe(
      'Montant incorrect pour cette offre.',
    );
    expect(
      await errorOf(
        rpc(
          u,
          `insert into public.payments (user_id, amount, payment_intent_id, offer_id, status) values ($1, 599, 'pi_x', 'quick_1', 'completed')`,
          [u.id],
        ),
      ),
    ).toMatch(/permission denied/);
    expect(await errorOf(rpc(u, `update public.payments set status = 'completed'`))).toMatch(
      /permission denied/,
    );
    expect(await errorOf(rpc(u, `select public.complete_payment('pi_std_1')`))).toMatch(/permission denied/);
    expect(await errorOf(rpc(anon, `select public.complete_payment('pi_std_1')`))).toMatch(
      /permission denied/,
    );
    expect(await errorOf(rpc(service, `select public.complete_payment('pi_std_1', 999)`))).toBe(
      'Montant reçu différent du montant attendu.',
    );
    const [p] = await rpc<{ status: string; credits_granted: number }>(
      service,
      `select * from public.complete_payment('pi_std_1', 1299)`,
    );
    expect(p).toMatchObject({ status: 'completed', credits_granted: 3 });
    expect(await balance(u)).toBe(4);
    await rpc(service, `select public.complete_payment('pi_std_1')`);
    expect(await balance(u)).toBe(4);
    expect((await notificationsOf(u.id)).filter((x) => x.type === 'payment')).toEqual([
      {
        type: 'payment',
        message: 'Paiement de 12,99 € confirmé : 3 aides ajoutées à votre compte.',
        link: '/paiement',
      },
    ]);
    expect(await errorOf(rpc(service, `select public.complete_payment('pi_unknown')`))).toBe(
      'Paiement introuvable.',
    );
  });

  test('refund_payment : service_role seulement, reprend les crédits non utilisés, jamais sous 0, idempotent', async () => {
    const u = await newClient();
    await insertPayment(u, 'pi_refund_1', 1299, 'standard', null);
    const [{ id }] = await rpc<{ id: string }>(
      service,
      `select id from public.complete_payment('pi_refund_1', 1299)`,
    );
    expect(await balance(u)).toBe(4);
    expect(await errorOf(rpc(u, `select public.refund_payment($1, 'abus')`, [id]))).toMatch(
      /permission denied/,
    );
    expect(await errorOf(rpc(service, `select public.refund_payment($1, '  ')`, [id]))).toBe(
      'Indiquez le motif du remboursement (500 caractères au plus).',
    );
    // two aids spent since the purchase: only the last two of the four can be taken back
    await rpc(u, `select public.create_form_request('transport')`);
    await rpc(u, `select public.create_form_request('logement')`);
    expect(await balance(u)).toBe(2);
    const [p] = await rpc<{ status: string; credits_refunded: number; refund_reason: string }>(
      service,
      `select * from public.refund_payment($1, 'Erreur de commande')`,
      [id],
    );
    expect(p).toMatchObject({ status: 'refunded', credits_refunded: 2, refund_reason: 'Erreur de commande' });
    expect(await balance(u)).toBe(0);
    const [again] = await rpc<{ credits_refunded: number }>(
      service,
      `select * from public.refund_payment($1, 'bis')`,
      [id],
    );
    expect(again.credits_refunded).toBe(2);
    expect(await balance(u)).toBe(0);
    const ledger = await rpc<{ delta: number; note: string }>(
      service,
      `select delta, note from public.credit_movements where payment_id = $1 and reason = 'remboursement_paiement'`,
      [id],
    );
    expect(ledger).toEqual([{ delta: -2, note: 'Remboursement du paiement : Erreur de commande' }]);
    expect((await notificationsOf(u.id)).map((x) => x.message)).toContain(
      'Votre paiement de 12,99 € a été remboursé.',
    );
    // a refunded payment is never completed again by a late confirmation or webhook
    await rpc(service, `select public.complete_payment('pi_refund_1', 1299)`);
    expect(await balance(u)).toBe(0);
    await insertPayment(u, 'pi_refund_2', 599, null, 'quick_1');
    const [pending] = await rpc<{ id: string }>(
      service,
      `select id from public.payments where payment_intent_id = 'pi_refund_2'`,
    );
    expect(await errorOf(rpc(service, `select public.refund_payment($1, 'motif')`, [pending.id]))).toBe(
      'Seul un paiement effectué peut être remboursé.',
    );
  });

  test('un paiement inconnu est une erreur « introuvable » (PT404, 404 via PostgREST), pas une erreur serveur', async () => {
    for (const call of [
      `select public.complete_payment('pi_nulle_part')`,
      `select public.fail_payment('pi_nulle_part')`,
      `select public.refund_payment('00000000-0000-4000-8000-000000000000', 'motif')`,
    ]) {
      const err = await rpc(service, call).then(
        () => null,
        (e: { code?: string; message: string }) => e,
      );
      expect(err).toMatchObject({ code: 'PT404', message: 'Paiement introuvable.' });
    }
    const { error, status } = await sb
      .admin()
      .rpc('complete_payment', { payment_intent_id: 'pi_nulle_part' });
    expect(status).toBe(404);
    expect(error?.message).toBe('Paiement introuvable.');
  });

  test('une demande payée par carte passe en cours après paiement ; un échec la marque échouée', async () => {
    const u = await newClient();
    await rpc(u, `select public.create_form_request('transport')`);
    expect(await balance(u)).toBe(0);
    const [r] = await rpc<{ id: string; payment_required: boolean; payment_status: string }>(
      u,
      `select * from public.create_form_request('logement', 'apl', 'APL', 200, '{}'::jsonb, true)`,
    );
    expect(r).toMatchObject({ payment_required: true, payment_status: 'pending' });
    await insertPayment(u, 'pi_req_1', 599, null, 'quick_1', r.id);
    await rpc(service, `select public.complete_payment('pi_req_1')`);
    expect(
      (
        await rpc(u, 'select status::text, payment_status::text from public.form_requests where id = $1', [
          r.id,
        ])
      )[0],
    ).toEqual({ status: 'in_progress', payment_status: 'completed' });
    expect(await balance(u)).toBe(0);
    expect((await notificationsOf(u.id)).map((x) => x.message)).toContain(
      'Paiement de 5,99 € confirmé : 1 aide ajoutée à votre compte.',
    );

    const [r2] = await rpc<{ id: string }>(
      u,
      `select * from public.create_form_request('sante', null, 'CSS', null, '{}'::jsonb, true)`,
    );
    await insertPayment(u, 'pi_req_2', 599, null, 'quick_1', r2.id);
    await rpc(service, `select public.fail_payment('pi_req_2')`);
    expect(
      (await rpc(u, 'select payment_status::text from public.form_requests where id = $1', [r2.id]))[0],
    ).toEqual({ payment_status: 'failed' });
    expect((await notificationsOf(u.id)).map((x) => x.message)).toContain(
      'Votre paiement de 5,99 € a échoué.',
    );
    // a payment cannot point at someone else's request
    const other = await newClient();
    expect(await errorOf(insertPayment(other, 'pi_other', 599, null, 'quick_1', r2.id))).toBe(
      'Demande introuvable.',
    );
  });
});

describe('notifications et support', () => {
  test('marquer tout comme lu ; un client ne crée pas de notification', async () => {
    const u = await newClient();
    await rpc(u, `select public.create_form_request('logement')`);
    expect(await rpc(u, 'select public.mark_all_notifications_read() as n')).toEqual([{ n: 1 }]);
    expect(await rpc(u, 'select count(*)::int as c from public.notifications where not is_read')).toEqual([
      { c: 0 },
    ]);
    expect(
      await errorOf(rpc(u, `insert into public.notifications (user_id, message) values ($1, 'x')`, [u.id])),
    ).toMatch(/row-level security/);
    expect(await errorOf(rpc(u, `update public.notifications set message = 'x'`))).toMatch(
      /permission denied/,
    );
  });

  test('un conseiller répond à un ticket : statut answered et notification', async () => {
    const u = await newClient();
    const admin = await newClient();
    await makeAdmin(sb, admin);
    const [t] = await rpc<{ id: string }>(
      u,
      `insert into public.support_tickets (user_id, subject) values ($1, 'Dossier CAF') returning id`,
      [u.id],
    );
    await rpc(
      u,
      `insert into public.support_messages (ticket_id, author_id, body) values ($1, $2, 'Bonjour')`,
      [t.id, u.id],
    );
    await rpc(
      admin,
      `insert into public.support_messages (ticket_id, author_id, body) values ($1, $2, 'Nous regardons.')`,
      [t.id, admin.id],
    );
    expect(await rpc(u, 'select is_admin, body from public.support_messages order by created_at')).toEqual([
      { is_admin: false, body: 'Bonjour' },
      { is_admin: true, body: 'Nous regardons.' },
    ]);
    expect(await rpc(u, 'select status::text from public.support_tickets')).toEqual([{ status: 'answered' }]);
    expect(await notificationsOf(u.id)).toContainEqual({
      type: 'system',
      message: 'Un conseiller a répondu à votre ticket « Dossier CAF ».',
      link: '/support',
    });
    expect(
      await errorOf(rpc(u, `update public.support_tickets set status = 'answered' where id = $1`, [t.id])),
    ).toMatch(/row-level security/);
    await rpc(u, `update public.support_tickets set status = 'closed' where id = $1`, [t.id]);
  });
});

describe('sécurité des fonctions', () => {
  test('les fonctions security definer ne sont pas exécutables par anon ni public', async () => {
    const { rows } = await sb.db.query<{ fn: string }>(`
      select p.oid::regprocedure::text as fn
      from pg_proc p join pg_namespace n on n.oid = p.pronamespace
      where n.nspname = 'public' and p.prosecdef
        and (has_function_privilege('anon', p.oid, 'execute'))`);
    // the one exception: the codes of the hidden local aids (issue 18), which the simulator needs before sign-in
    expect(rows).toEqual([{ fn: 'aides_locales_masquees_codes()' }]);
  });

  test('seules les fonctions prévues sont exécutables par un client ou par le service', async () => {
    const callable = async (role: string) =>
      (
        await sb.db.query<{ fn: string }>(
          `
        select p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private') and p.prosecdef and has_function_privilege($1, p.oid, 'execute')
          and has_schema_privilege($1, n.oid, 'usage')
        order by 1`,
          [role],
        )
      ).rows.map((r) => r.fn);
    // the back-office functions (issue 14) each check is_admin() themselves: admin.test.ts calls every one of
    // them as a client and as an admin
    expect(await callable('authenticated')).toEqual([
      'admin_adjust_credits',
      'admin_assign_request',
      'admin_close_ticket',
      'admin_dashboard',
      'admin_hide_local_aid',
      'admin_list_advisers',
      'admin_list_audit',
      'admin_list_contact_messages',
      'admin_list_payments',
      'admin_list_referrals',
      'admin_list_requests',
      'admin_list_tickets',
      'admin_list_users',
      'admin_mark_contact_handled',
      'admin_mark_referral_rewarded',
      'admin_reply_ticket',
      'admin_request_detail',
      'admin_request_document',
      'admin_reset_mfa',
      'admin_save_offer',
      'admin_save_pack',
      'admin_set_role',
      'admin_ticket_detail',
      'admin_user_detail',
      'admin_user_mfa',
      'adviser_cancel_appointment',
      'aides_locales_masquees_codes',
      'book_appointment',
      'cancel_appointment',
      'create_form_request',
      'free_slots',
      'is_admin',
      'mes_filleuls',
      'move_appointment',
      'referral_discount_percent',
      'set_request_status',
      'use_referral_code',
    ]);
    expect(await callable('service_role')).toEqual(
      expect.arrayContaining([
        'complete_payment',
        'fail_payment',
        'refund_payment',
        'set_request_status',
        'admin_adjust_credits',
        'record_admin_action',
      ]),
    );
    // the one public read: the codes of the local aids advisers hid (issue 18), without reason or adviser
    expect(await callable('anon')).toEqual(['aides_locales_masquees_codes']);
  });

  test('un jeton sans rôle de service ne passe pas pour un appel de confiance', async () => {
    const u = await newClient();
    expect(await errorOf(rpc(u, `select public.admin_adjust_credits($1, 5, 'triche')`, [u.id]))).toBe(
      'Accès réservé aux conseillers.',
    );
    expect(await balance(u)).toBe(1);
  });

  test('chaque table publique a la RLS activée', async () => {
    const { rows } = await sb.db.query<{ t: string }>(`
      select c.relname as t from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where n.nspname = 'public' and c.relkind = 'r' and not c.relrowsecurity`);
    expect(rows).toEqual([]);
  });
});

describe('données de démonstration (seed.sql)', () => {
  const demo = { kind: 'user' as const, id: 'd3e0a000-0000-4000-8000-000000000001', email: 'demo@aidy.fr' };
  // the demo adviser after their TOTP code (issue 20: admin rights need aal2)
  const admin = {
    kind: 'user' as const,
    id: 'd3e0a000-0000-4000-8000-000000000002',
    email: 'admin@aidy.fr',
    aal: 'aal2' as const,
  };

  test('les comptes de démonstration existent avec leurs mots de passe et leurs rôles', async () => {
    expect(sb.migrations.seeded).toBe(true);
    const { rows } = await sb.db.query<{ email: string; ok: boolean; role: string; name: string }>(
      `select u.email, u.encrypted_password = extensions.crypt(case u.email when 'demo@aidy.fr' then 'Demo-aidy-2026' else 'Admin-aidy-2026' end, u.encrypted_password) as ok,
              p.role::text as role, p.name
       from auth.users u join public.profiles p on p.id = u.id where u.email like '%@aidy.fr' order by u.email`,
    );
    expect(rows).toEqual([
      { email: 'admin@aidy.fr', ok: true, role: 'admin', name: 'Sacha Conseil' },
      { email: 'demo@aidy.fr', ok: true, role: 'client', name: 'Camille Durand' },
    ]);
  });

  test('le client voit ses demandes, son solde et ses notifications', async () => {
    expect(await query(sb, demo, 'select public.credit_balance() as b')).toEqual([{ b: 2 }]);
    expect(
      await query(sb, demo, 'select nom, statut::text from public.aides_demandees order by date_creation'),
    ).toEqual([
      { nom: 'Aide personnalisée au logement (APL/ALS/ALF)', statut: 'obtenue' },
      { nom: 'Aide Mobili-Jeune', statut: 'refusee' },
      { nom: 'Bourse sur critères sociaux', statut: 'en_cours' },
      { nom: 'Prime d\u0027activité', statut: 'en_attente' },
      { nom: 'Aide au permis de conduire pour les apprentis', statut: 'en_attente' },
      { nom: 'Pass Culture', statut: 'en_attente' },
    ]);
    const [{ n, unread }] = await query<{ n: number; unread: number }>(
      sb,
      demo,
      'select count(*)::int as n, (count(*) filter (where not is_read))::int as unread from public.notifications',
    );
    expect(n).toBeGreaterThanOrEqual(15);
    expect(unread).toBeGreaterThan(0);
    expect(
      await query(sb, demo, 'select status::text, credits_granted from public.payments order by created_at'),
    ).toEqual([
      { status: 'completed', credits_granted: 3 },
      { status: 'failed', credits_granted: 0 },
      { status: 'completed', credits_granted: 2 },
    ]);
    expect(
      await query(sb, admin, 'select count(*)::int as n from public.form_requests where user_id = $1', [
        demo.id,
      ]),
    ).toEqual([{ n: 7 }]);
    // the ledger adds up, every step is dated in the past, and the four referrals show in the history
    const [{ sum }] = await query<{ sum: number }>(
      sb,
      demo,
      'select sum(delta)::int as sum from public.credit_movements',
    );
    expect(sum).toBe(2);
    const [{ fresh }] = await query<{ fresh: number }>(
      sb,
      demo,
      `select count(*)::int as fresh from public.request_events where created_at > now() - interval '12 hours'`,
    );
    expect(fresh).toBe(0);
    expect(
      (
        await query<{ name: string; actif: boolean }>(
          sb,
          demo,
          'select name, actif from public.mes_filleuls()',
        )
      ).map((f) => `${f.name}:${f.actif}`),
    ).toEqual(['Chloé Moreau:false', 'Hugo Petit:false', 'Inès Bernard:false', 'Léo Martin:true']);
  });

  test('le client se connecte avec son mot de passe (auth locale)', async () => {
    const client = sb.client();
    const { data, error } = await client.auth.signInWithPassword({
      email: 'demo@aidy.fr',
      password: 'Demo-aidy-2026',
    });
    expect(error).toBeNull();
    const { data: profile } = await client
      .from('profiles')
      .select('name, referral_code')
      .eq('id', data.user!.id)
      .single();
    expect(profile).toEqual({ name: 'Camille Durand', referral_code: 'DEMO26' });
  });

  test('une inscription par supabase-js crée le profil par le trigger', async () => {
    const client = sb.client();
    const { data, error } = await client.auth.signUp({
      email: 'nouvelle@exemple.fr',
      password: 'Nouvelle-aidy-2026',
      options: { data: { prenom: 'Zoé', nom: 'Petit', telephone: '0600000001', ref: 'DEMO26' } },
    });
    expect(error).toBeNull();
    const { rows } = await sb.db.query(
      'select name, phone, parrain_code, role::text as role from public.profiles where id = $1',
      [data.user!.id],
    );
    expect(rows).toEqual([
      { name: 'Zoé Petit', phone: '0600000001', parrain_code: 'DEMO26', role: 'client' },
    ]);
  });
});
