// The advisers' back-office (issue 14, migrations 20261125200000–200200): every admin function refused to
// visitors and clients and working for an admin, through supabase-js against the local REST API; the
// append-only audit log; the last-admin and self-demotion rules; the lists' search, filters and totals.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestSupabase } from '../local/test/harness.ts';
import { createUser, errorOf, makeAdmin, startProductSupabase } from './support/db.ts';
import { enrolTotp } from '../../tests/support/totp.ts';

let sb: TestSupabase;
let n = 0;
const PASSWORD = 'Back-office-2026';
const uid = () => `30000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const DENIED = 'Accès réservé aux conseillers.';

interface Person {
  id: string;
  email: string;
  db: SupabaseClient;
}

async function person(
  opts: { admin?: boolean; prenom?: string; nom?: string; telephone?: string; email?: string } = {},
): Promise<Person> {
  const id = uid();
  const email = opts.email ?? `bo${n}@exemple.fr`;
  await createUser(sb, {
    id,
    email,
    password: PASSWORD,
    prenom: opts.prenom,
    nom: opts.nom,
    telephone: opts.telephone,
  });
  if (opts.admin) await makeAdmin(sb, id);
  const db = sb.client();
  const { error } = await db.auth.signInWithPassword({ email, password: PASSWORD });
  if (error) throw new Error(`sign-in failed: ${error.message}`);
  // an adviser's rights need an aal2 session (issue 20): a verified TOTP code
  if (opts.admin) await enrolTotp(db);
  return { id, email, db };
}

const sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) =>
  (await sb.db.query<T>(text, params)).rows;

async function newRequest(p: Person, aid = 'Aide au logement'): Promise<string> {
  const { data, error } = await p.db.rpc('create_form_request', {
    form_type: 'logement',
    aid_id: 'apl',
    aid_name: aid,
    data: { loyer: 450 },
  });
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

async function auditOf(action: string, targetId?: string) {
  return sql<{ actor_id: string; actor_email: string; before: unknown; after: unknown; note: string | null }>(
    `select actor_id, actor_email, before, after, note, target_user_id from public.admin_audit_log
      where action = $1 and ($2::text is null or target_id = $2) order by id`,
    [action, targetId ?? null],
  );
}

let admin: Person;
let client: Person;
/** an adviser whose session stopped at the password (aal1, issue 20) */
let adviserAal1: Person;

beforeAll(async () => {
  sb = await startProductSupabase();
  admin = await person({ admin: true, prenom: 'Alice', nom: 'Conseil' });
  client = await person({
    prenom: 'Élodie',
    nom: 'Dupré',
    telephone: '06 12 34 56 78',
    email: 'elodie@exemple.fr',
  });
  adviserAal1 = await person({ prenom: 'Bruno', nom: 'Motdepasse' });
  await makeAdmin(sb, adviserAal1.id);
});
afterAll(async () => {
  await sb?.stop();
});

// ---------------------------------------------------------------------------------------------------------
// Every admin function, with arguments that work for an admin. The coverage test below fails when a new
// admin_* function is not listed here.
const ZERO = '00000000-0000-4000-8000-000000000000';
const CALLS: Record<string, () => Record<string, unknown>> = {
  admin_dashboard: () => ({}),
  admin_list_users: () => ({ search: 'dupre' }),
  admin_user_detail: () => ({ user_id: client.id }),
  admin_list_requests: () => ({ status: 'pending' }),
  admin_request_detail: () => ({ request_id: ZERO }),
  admin_list_payments: () => ({}),
  admin_list_tickets: () => ({}),
  admin_ticket_detail: () => ({ ticket_id: ZERO }),
  admin_list_referrals: () => ({}),
  admin_list_contact_messages: () => ({}),
  admin_list_audit: () => ({}),
  admin_list_advisers: () => ({}),
  admin_request_document: () => ({ request_id: ZERO, document_label: 'RIB' }),
  admin_assign_request: () => ({ request_id: ZERO }),
  admin_adjust_credits: () => ({ user_id: client.id, delta: 1, note: 'Geste commercial' }),
  admin_set_role: () => ({ user_id: ZERO, role: 'client' }),
  admin_reply_ticket: () => ({ ticket_id: ZERO, message: 'Bonjour' }),
  admin_close_ticket: () => ({ ticket_id: ZERO }),
  admin_mark_contact_handled: () => ({ message_id: ZERO }),
  admin_mark_referral_rewarded: () => ({ referral_id: ZERO }),
  admin_save_pack: () => ({ pack: { id: 'standard', sort_order: 2 } }),
  admin_save_offer: () => ({ offer: { id: 'quick_1', sort_order: 1 } }),
  admin_hide_local_aid: () => ({ aid_code: 'aide-couverture', hide: true, note: 'Aide terminée' }),
  admin_user_mfa: () => ({ user_id: client.id }),
  admin_reset_mfa: () => ({ user_id: ZERO }),
  set_request_status: () => ({ request_id: ZERO, status: 'in_progress', details: null }),
};

describe('accès', () => {
  test('chaque fonction admin est listée ici (couverture)', async () => {
    const rows = await sql<{ fn: string }>(
      `select distinct p.proname as fn from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname like 'admin\\_%' order by 1`,
    );
    expect(rows.map((r) => r.fn).sort()).toEqual(
      Object.keys(CALLS)
        .filter((k) => k.startsWith('admin_'))
        .sort(),
    );
  });

  test('un visiteur, un client et un conseiller au seul mot de passe (aal1) sont refusés partout, sans effet ; un conseiller à aal2 passe', async () => {
    const visitor = sb.client();
    const before = await sql('select count(*)::int as n from public.admin_audit_log');
    const balanceBefore = await sql('select balance from public.credit_balances where user_id = $1', [
      client.id,
    ]);
    const failures: string[] = [];
    for (const [fn, args] of Object.entries(CALLS)) {
      const anon = await visitor.rpc(fn, args());
      if (!anon.error || !['42501'].includes(anon.error.code))
        failures.push(`${fn} anon: ${JSON.stringify(anon)}`);
      const asClient = await client.db.rpc(fn, args());
      if (asClient.error?.code !== '42501' || asClient.error.message !== DENIED)
        failures.push(`${fn} client: ${JSON.stringify(asClient)}`);
      const asAal1 = await adviserAal1.db.rpc(fn, args());
      if (asAal1.error?.code !== '42501' || asAal1.error.message !== DENIED)
        failures.push(`${fn} adviser at aal1: ${JSON.stringify(asAal1)}`);
      const asAdmin = await admin.db.rpc(fn, args());
      // the admin gets through the check: a result, or "not found" for the placeholder ids
      if (asAdmin.error && asAdmin.error.code !== 'PT404')
        failures.push(`${fn} admin: ${JSON.stringify(asAdmin)}`);
    }
    expect(failures).toEqual([]);
    // the client's attempts changed nothing (the admin's adjustment and catalogue saves did)
    expect(await sql('select balance from public.credit_balances where user_id = $1', [client.id])).toEqual([
      { balance: (balanceBefore[0] as { balance: number }).balance + 1 },
    ]);
    const after = await sql<{ n: number }>('select count(*)::int as n from public.admin_audit_log');
    expect(after[0].n).toBeGreaterThan((before[0] as { n: number }).n);
  });

  test('le journal est lisible par les conseillers seulement, et jamais modifiable par l’API', async () => {
    await admin.db.rpc('admin_adjust_credits', { user_id: client.id, delta: 1, note: 'Lecture du journal' });
    const mine = await client.db.from('admin_audit_log').select('id');
    expect(mine.data).toEqual([]);
    expect((await sb.client().from('admin_audit_log').select('id')).error).not.toBeNull();
    const all = await admin.db.from('admin_audit_log').select('id, action');
    expect(all.data!.length).toBeGreaterThan(0);
    const id = all.data![0].id;
    for (const db of [admin.db, client.db]) {
      expect((await db.from('admin_audit_log').update({ note: 'x' }).eq('id', id)).error?.code).toBe('42501');
      expect((await db.from('admin_audit_log').delete().eq('id', id)).error?.code).toBe('42501');
      expect(
        (await db.from('admin_audit_log').insert({ action: 'user.role', target_table: 'profiles' })).error
          ?.code,
      ).toBe('42501');
    }
  });

  test('le journal refuse UPDATE, DELETE et TRUNCATE même au propriétaire de la table', async () => {
    const [{ id }] = await sql<{ id: number }>('select max(id) as id from public.admin_audit_log');
    const refused = /ne peut être ni modifié ni effacé/;
    expect(
      await errorOf(sb.db.query(`update public.admin_audit_log set note = 'x' where id = $1`, [id])),
    ).toMatch(refused);
    expect(await errorOf(sb.db.query('delete from public.admin_audit_log where id = $1', [id]))).toMatch(
      refused,
    );
    expect(await errorOf(sb.db.query('truncate public.admin_audit_log'))).toMatch(refused);
    expect(await sql('select count(*)::int as n from public.admin_audit_log where id = $1', [id])).toEqual([
      { n: 1 },
    ]);
  });

  test('record_admin_action : le service seulement, pour un auteur conseiller', async () => {
    const args = {
      actor_id: admin.id,
      action: 'user.deactivated',
      target_table: 'auth.users',
      target_id: client.id,
      target_user_id: client.id,
    };
    expect((await admin.db.rpc('record_admin_action', args)).error).not.toBeNull();
    expect((await client.db.rpc('record_admin_action', args)).error).not.toBeNull();
    const bad = await sb.admin().rpc('record_admin_action', { ...args, actor_id: client.id });
    expect(bad.error?.message).toBe('L’auteur de l’action doit être un conseiller.');
    const ok = await sb.admin().rpc('record_admin_action', args);
    expect(ok.error).toBeNull();
    expect(await auditOf('user.deactivated', client.id)).toEqual([
      expect.objectContaining({ actor_id: admin.id, actor_email: admin.email }),
    ]);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('double authentification (issue 20)', () => {
  test('réinitialiser les facteurs d’un autre conseiller : facteurs et sessions supprimés, journalisé ; jamais soi-même', async () => {
    const other = await person({ admin: true, prenom: 'Chloé', nom: 'Perdu' });
    const factors = async (id: string) =>
      sql<{ status: string }>('select status::text from auth.mfa_factors where user_id = $1', [id]);
    expect(await factors(other.id)).toEqual([{ status: 'verified' }]);
    const listed = await admin.db.rpc('admin_user_mfa', { user_id: other.id });
    expect(listed.error).toBeNull();
    expect(listed.data).toEqual([expect.objectContaining({ factor_type: 'totp', status: 'verified' })]);
    expect(JSON.stringify(listed.data)).not.toMatch(/secret/);

    const self = await admin.db.rpc('admin_reset_mfa', { user_id: admin.id });
    expect(self.error?.message).toBe(
      'Vous ne pouvez pas réinitialiser votre propre double authentification.',
    );
    expect(await factors(admin.id)).toHaveLength(1);
    expect((await adviserAal1.db.rpc('admin_reset_mfa', { user_id: other.id })).error?.message).toBe(DENIED);
    expect((await admin.db.rpc('admin_reset_mfa', { user_id: ZERO })).error?.code).toBe('PT404');

    const reset = await admin.db.rpc('admin_reset_mfa', { user_id: other.id });
    expect(reset).toMatchObject({ error: null, data: 1 });
    expect(await factors(other.id)).toEqual([]);
    expect(await sql('select 1 from auth.sessions where user_id = $1', [other.id])).toEqual([]);
    expect(await auditOf('user.mfa_reset', other.id)).toEqual([
      expect.objectContaining({ actor_id: admin.id, before: { factors: 1 }, after: { factors: 0 } }),
    ]);
  });
});

describe('demandes', () => {
  test('changer le statut avec une note : le client la voit dans l’historique et reçoit une notification ; journalisé', async () => {
    const id = await newRequest(client, 'Aide Mobili-Jeune');
    const { data, error } = await admin.db.rpc('set_request_status', {
      request_id: id,
      status: 'in_progress',
      details: 'Pièces reçues, dossier transmis.',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ status: 'in_progress' });
    const events = await client.db.from('request_events').select('type, details').eq('request_id', id);
    expect(events.data).toContainEqual({
      type: 'status_changed',
      details: 'Pièces reçues, dossier transmis.',
    });
    const notes = await client.db.from('notifications').select('message, link').eq('link', `/demandes/${id}`);
    expect(notes.data!.map((x) => x.message)).toContain(
      'Votre demande « Aide Mobili-Jeune » est en cours de traitement.',
    );
    expect(await auditOf('request.status', id)).toEqual([
      expect.objectContaining({
        actor_id: admin.id,
        before: { status: 'pending' },
        after: { status: 'in_progress' },
        note: 'Pièces reçues, dossier transmis.',
      }),
    ]);
    const detail = await admin.db.rpc('admin_request_detail', { request_id: id });
    expect(detail.data.request).toMatchObject({ id, status: 'in_progress', data: { loyer: 450 } });
    expect(detail.data.owner).toMatchObject({ name: 'Élodie Dupré', email: 'elodie@exemple.fr' });
    expect(detail.data.events.map((e: { type: string }) => e.type)).toEqual(['created', 'status_changed']);
    expect(detail.data.audit).toHaveLength(1);
    // a client cannot do it, and a closed request stays closed
    expect(
      (await client.db.rpc('set_request_status', { request_id: id, status: 'completed' })).error?.message,
    ).toBe(DENIED);
  });

  test('demander un document : une pièce à fournir, un commentaire dans l’historique, une notification', async () => {
    const id = await newRequest(client, 'Aide au permis');
    const { data, error } = await admin.db.rpc('admin_request_document', {
      request_id: id,
      document_label: 'Avis d’imposition 2025',
      message: 'Merci de l’ajouter avant vendredi.',
    });
    expect(error).toBeNull();
    expect(data).toMatchObject({ request_id: id, user_id: client.id, storage_path: null });
    const docs = await client.db.from('request_documents').select('label, storage_path').eq('request_id', id);
    expect(docs.data).toEqual([{ label: 'Avis d’imposition 2025', storage_path: null }]);
    const events = await client.db.from('request_events').select('type, details').eq('request_id', id);
    expect(events.data).toEqual(
      expect.arrayContaining([
        { type: 'comment', details: 'Document demandé : Avis d’imposition 2025' },
        { type: 'comment', details: 'Merci de l’ajouter avant vendredi.' },
      ]),
    );
    const notes = await client.db.from('notifications').select('message').eq('link', `/demandes/${id}`);
    expect(notes.data!.map((x) => x.message)).toContain(
      'Un conseiller vous demande un document pour « Aide au permis » : Avis d’imposition 2025. Merci de l’ajouter avant vendredi.',
    );
    expect(await auditOf('request.document_requested', data.id)).toHaveLength(1);
    const empty = await admin.db.rpc('admin_request_document', { request_id: id, document_label: '  ' });
    expect(empty.error).toMatchObject({
      code: '22023',
      message: 'Indiquez le document à fournir (200 caractères au plus).',
    });
  });

  test('attribuer une demande ; « en attente de moi » ; filtres, recherche et pagination', async () => {
    const other = await person({ admin: true, prenom: 'Bruno', nom: 'Second' });
    const owner = await person({ prenom: 'Zoé', nom: 'Liste', telephone: '07 00 00 00 01' });
    await sql(`select public.admin_adjust_credits($1, 2, 'Test')`, [owner.id]);
    const ids = [];
    for (let i = 0; i < 3; i++) ids.push(await newRequest(owner, `Bourse ${i}`));
    expect(
      (await admin.db.rpc('admin_assign_request', { request_id: ids[0], adviser_id: other.id })).error,
    ).toBeNull();
    expect(
      (await admin.db.rpc('admin_assign_request', { request_id: ids[1], adviser_id: admin.id })).error,
    ).toBeNull();
    const advisers = await admin.db.rpc('admin_list_advisers');
    expect(advisers.data).toEqual(
      expect.arrayContaining([{ id: other.id, name: 'Bruno Second', email: other.email }]),
    );
    expect(advisers.data.map((a: { id: string }) => a.id)).not.toContain(owner.id);
    const notAdviser = await admin.db.rpc('admin_assign_request', {
      request_id: ids[2],
      adviser_id: owner.id,
    });
    expect(notAdviser.error?.message).toBe('Une demande ne peut être confiée qu’à un conseiller.');
    expect(await auditOf('request.assigned', ids[0])).toHaveLength(1);

    const mine = await admin.db.rpc('admin_list_requests', { waiting_for_me: true, search: 'zoe liste' });
    expect(mine.error).toBeNull();
    expect(mine.data.map((r: { id: string }) => r.id).sort()).toEqual([ids[1], ids[2]].sort());
    const page = await admin.db.rpc('admin_list_requests', { search: '0700000001', page_size: 2, page: 1 });
    expect(page.data).toHaveLength(2);
    expect(page.data[0]).toMatchObject({
      id: ids[2],
      owner_name: 'Zoé Liste',
      owner_phone: '07 00 00 00 01',
      total_count: 3,
      status: 'pending',
    });
    const page2 = await admin.db.rpc('admin_list_requests', {
      search: '07 00 00 00 01',
      page_size: 2,
      page: 2,
    });
    expect(page2.data.map((r: { id: string }) => r.id)).toEqual([ids[0]]);
    expect(page2.data[0]).toMatchObject({ assigned_to: other.id, assigned_name: 'Bruno Second' });
    const byAid = await admin.db.rpc('admin_list_requests', { search: 'bourse 1' });
    expect(byAid.data.map((r: { id: string }) => r.id)).toEqual([ids[1]]);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Paris' }).format(new Date());
    const dated = await admin.db.rpc('admin_list_requests', {
      search: 'zoe',
      date_from: today,
      date_to: today,
    });
    expect(dated.data).toHaveLength(3);
    const tomorrow = await admin.db.rpc('admin_list_requests', { search: 'zoe', date_from: '2099-01-01' });
    expect(tomorrow.data).toEqual([]);
    const bad = await admin.db.rpc('admin_list_requests', { status: 'perdu' });
    expect(bad.error).toMatchObject({ code: '22023', message: 'Statut de demande inconnu.' });
    const tooBig = await admin.db.rpc('admin_list_requests', { page_size: 500 });
    expect(tooBig.error?.message).toBe('La taille de page doit être comprise entre 1 et 200.');
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('utilisateurs', () => {
  test('recherche par nom sans accents, e-mail, téléphone, code de parrainage ; tri et détail', async () => {
    const list = async (search: string) =>
      ((await admin.db.rpc('admin_list_users', { search })).data as { id: string }[]).map((r) => r.id);
    expect(await list('ELODIE dupre')).toEqual([client.id]);
    expect(await list('elodie@exemple')).toEqual([client.id]);
    expect(await list('06.12.34.56.78')).toEqual([client.id]);
    expect(await list('+33 6 12 34 56 78')).toEqual([client.id]);
    const [{ referral_code }] = await sql<{ referral_code: string }>(
      'select referral_code from public.profiles where id = $1',
      [client.id],
    );
    expect(await list(referral_code.toLowerCase())).toEqual([client.id]);
    expect(await list('100%')).toEqual([]);
    const { data } = await admin.db.rpc('admin_list_users', { search: 'dupre' });
    expect(data[0]).toMatchObject({
      name: 'Élodie Dupré',
      email: 'elodie@exemple.fr',
      role: 'client',
      deactivated: false,
      total_count: 1,
    });
    const sorted = await admin.db.rpc('admin_list_users', {
      sort: 'email',
      descending: false,
      page_size: 200,
    });
    const emails = (sorted.data as { email: string }[]).map((r) => r.email);
    expect(emails).toEqual([...emails].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const bySort = await admin.db.rpc('admin_list_users', { sort: 'role' });
    expect(bySort.error?.code).toBe('22023');
    const detail = await admin.db.rpc('admin_user_detail', { user_id: client.id });
    expect(detail.error).toBeNull();
    expect(detail.data).toMatchObject({ email: 'elodie@exemple.fr', deactivated: false });
    expect(detail.data.balance).toBe(
      (detail.data.ledger as { delta: number }[]).reduce((s, m) => s + m.delta, 0),
    );
    expect(detail.data.requests.length).toBeGreaterThan(0);
    expect(detail.data.requests[0].data).toBeUndefined();
    expect(detail.data.audit.length).toBeGreaterThan(0);
  });

  test('ajuster les crédits : motif obligatoire, jamais sous zéro, journalisé', async () => {
    const u = await person();
    const noNote = await admin.db.rpc('admin_adjust_credits', { user_id: u.id, delta: 2, note: ' ' });
    expect(noNote.error).toMatchObject({
      code: '22023',
      message: 'Indiquez une variation non nulle et un motif.',
    });
    const below = await admin.db.rpc('admin_adjust_credits', { user_id: u.id, delta: -5, note: 'Erreur' });
    expect(below.error?.message).toMatch(/Crédit insuffisant/);
    const ok = await admin.db.rpc('admin_adjust_credits', { user_id: u.id, delta: 2, note: 'Dossier perdu' });
    expect(ok.data).toBe(3);
    const rows = await sql<{ after: unknown; note: string; target_user_id: string }>(
      `select after, note, target_user_id from public.admin_audit_log where action = 'credits.adjusted' and target_user_id = $1`,
      [u.id],
    );
    expect(rows).toEqual([
      { after: { delta: 2, reason: 'ajustement_admin' }, note: 'Dossier perdu', target_user_id: u.id },
    ]);
  });

  test('rôles : promouvoir et rétrograder, jamais soi-même, jamais le dernier conseiller', async () => {
    const u = await person();
    const self = await admin.db.rpc('admin_set_role', { user_id: admin.id, role: 'client' });
    expect(self.error).toMatchObject({
      code: '22023',
      message: 'Vous ne pouvez pas modifier votre propre rôle.',
    });
    expect((await admin.db.rpc('admin_set_role', { user_id: u.id, role: 'chef' })).error?.code).toBe('22023');
    const up = await admin.db.rpc('admin_set_role', { user_id: u.id, role: 'admin' });
    expect(up.data).toMatchObject({ id: u.id, role: 'admin' });
    // the new adviser reads the back-office once their session is verified with a second factor (issue 20)
    expect((await u.db.rpc('admin_dashboard')).error?.message).toBe(DENIED);
    await enrolTotp(u.db);
    expect((await u.db.rpc('admin_dashboard')).error).toBeNull();
    const assigned = await newRequest(client, 'Aide attribuée');
    await admin.db.rpc('admin_assign_request', { request_id: assigned, adviser_id: u.id });
    const down = await u.db.rpc('admin_set_role', { user_id: u.id, role: 'client' });
    expect(down.error?.message).toBe('Vous ne pouvez pas modifier votre propre rôle.');
    expect((await admin.db.rpc('admin_set_role', { user_id: u.id, role: 'client' })).data).toMatchObject({
      role: 'client',
    });
    expect((await u.db.rpc('admin_dashboard')).error?.message).toBe(DENIED);
    // a former adviser's requests go back to the queue
    expect(await sql('select assigned_to from public.form_requests where id = $1', [assigned])).toEqual([
      { assigned_to: null },
    ]);
    expect(await auditOf('user.role', u.id)).toEqual([
      expect.objectContaining({ before: { role: 'client' }, after: { role: 'admin' } }),
      expect.objectContaining({ before: { role: 'admin' }, after: { role: 'client' } }),
    ]);
    // the last adviser: even an operator's SQL cannot demote them
    const admins = await sql<{ id: string }>(`select id from public.profiles where role = 'admin'`);
    await sb.db.query(`update public.profiles set role = 'client' where role = 'admin' and id <> $1`, [
      admin.id,
    ]);
    expect(
      await errorOf(sb.db.query(`update public.profiles set role = 'client' where id = $1`, [admin.id])),
    ).toBe('Il doit rester au moins un conseiller.');
    for (const a of admins) await makeAdmin(sb, a.id);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('paiements et tableau de bord', () => {
  test('liste filtrée, total des paiements réussis, chiffre d’affaires du mois', async () => {
    const u = await person({ prenom: 'Paul', nom: 'Payeur' });
    const dash0 = (await admin.db.rpc('admin_dashboard')).data;
    for (const [i, offer] of ['quick_1', 'quick_2', 'quick_3'].entries()) {
      await sql(
        `insert into public.payments (user_id, amount, payment_intent_id, offer_id)
         values ($1, public.checkout_price_cents(null, $2, $1), $3, $2)`,
        [u.id, offer, `pi_admin_${i}`],
      );
    }
    await sql(`select public.complete_payment('pi_admin_0')`);
    await sql(`select public.complete_payment('pi_admin_1')`);
    await sql(`select public.fail_payment('pi_admin_2')`);
    const all = await admin.db.rpc('admin_list_payments', { search: 'paul payeur' });
    expect(all.error).toBeNull();
    expect(all.data).toHaveLength(3);
    expect(all.data[0]).toMatchObject({
      total_count: 3,
      total_amount_cents: 599 + 999,
      owner_name: 'Paul Payeur',
    });
    expect(all.data.map((p: { stripe_payment_intent_id: string }) => p.stripe_payment_intent_id)).toEqual([
      'pi_admin_2',
      'pi_admin_1',
      'pi_admin_0',
    ]);
    const failed = await admin.db.rpc('admin_list_payments', { search: u.id, status: 'failed' });
    expect(failed.data).toHaveLength(1);
    expect(failed.data[0]).toMatchObject({ status: 'failed', amount_cents: 1599, total_amount_cents: 0 });
    const dash = (await admin.db.rpc('admin_dashboard')).data;
    expect(dash.revenue_this_month_cents - dash0.revenue_this_month_cents).toBe(599 + 999);
    expect(Object.keys(dash.requests_by_status).sort()).toEqual(
      ['approved', 'cancelled', 'completed', 'in_progress', 'pending', 'rejected'].sort(),
    );
    expect(dash.signups_today).toBeGreaterThanOrEqual(dash0.signups_today);
    expect(dash).toHaveProperty('waiting_over_48h');
    // a request pending for three days counts as waiting
    const old = await newRequest(u);
    await sql(`update public.form_requests set created_at = now() - interval '3 days' where id = $1`, [old]);
    expect((await admin.db.rpc('admin_dashboard')).data.waiting_over_48h).toBe(dash.waiting_over_48h + 1);
  });
});

// ---------------------------------------------------------------------------------------------------------
describe('support, contact, parrainages, catalogue', () => {
  test('répondre à un ticket (le client est notifié), puis le clore ; ordre de la file', async () => {
    const { data: ticket } = await client.db.rpc('open_support_ticket', {
      subject: 'Où en est mon dossier ?',
      message: 'Bonjour, pouvez-vous me dire où en est mon dossier ?',
    });
    const queue = await admin.db.rpc('admin_list_tickets', { status: 'open' });
    expect(queue.data.map((t: { id: string }) => t.id)).toContain(ticket.id);
    const reply = await admin.db.rpc('admin_reply_ticket', {
      ticket_id: ticket.id,
      message: 'Il est en cours.',
    });
    expect(reply.error).toBeNull();
    expect(reply.data).toMatchObject({ is_admin: true, author_id: admin.id });
    const mine = await client.db.from('support_tickets').select('status').eq('id', ticket.id).single();
    expect(mine.data).toEqual({ status: 'answered' });
    const notes = await client.db.from('notifications').select('message').eq('link', '/support');
    expect(notes.data!.map((x) => x.message)).toContain(
      'Un conseiller a répondu à votre ticket « Où en est mon dossier ? ».',
    );
    const detail = await admin.db.rpc('admin_ticket_detail', { ticket_id: ticket.id });
    expect(detail.data.messages.map((m: { is_admin: boolean }) => m.is_admin)).toEqual([false, true]);
    expect(
      (await admin.db.rpc('admin_reply_ticket', { ticket_id: ticket.id, message: '' })).error?.message,
    ).toBe('Écrivez votre message.');
    expect((await admin.db.rpc('admin_close_ticket', { ticket_id: ticket.id })).data).toMatchObject({
      status: 'closed',
    });
    expect(await auditOf('ticket.replied', ticket.id)).toHaveLength(1);
    expect((await auditOf('ticket.status', ticket.id)).map((a) => a.after)).toEqual([
      { status: 'answered' },
      { status: 'closed' },
    ]);
  });

  test('messages de contact : liste et traitement', async () => {
    await sb.client().from('contact_messages').insert({
      name: 'Jean Visiteur',
      email: 'jean@exemple.fr',
      subject: 'Partenariat',
      message: 'Bonjour.',
    });
    const open = await admin.db.rpc('admin_list_contact_messages', { handled: false });
    const msg = open.data.find((m: { name: string }) => m.name === 'Jean Visiteur');
    expect(msg).toMatchObject({ subject: 'Partenariat', handled: false });
    expect((await admin.db.rpc('admin_mark_contact_handled', { message_id: msg.id })).data).toMatchObject({
      handled: true,
    });
    const handled = await admin.db.rpc('admin_list_contact_messages', { handled: true });
    expect(handled.data.map((m: { id: string }) => m.id)).toContain(msg.id);
    expect(await auditOf('contact.handled', msg.id)).toHaveLength(1);
  });

  test('parrainages : liste, récompense d’un parrainage confirmé seulement', async () => {
    const [{ referral_code }] = await sql<{ referral_code: string }>(
      'select referral_code from public.profiles where id = $1',
      [client.id],
    );
    const confirmed = uid();
    await createUser(sb, { id: confirmed, email: `filleul${n}@exemple.fr`, ref: referral_code });
    const pending = uid();
    await createUser(sb, {
      id: pending,
      email: `attente${n}@exemple.fr`,
      ref: referral_code,
      confirmed: false,
    });
    const { data } = await admin.db.rpc('admin_list_referrals', { page_size: 200 });
    const ok = data.find((r: { filleul_id: string }) => r.filleul_id === confirmed);
    const wait = data.find((r: { filleul_id: string }) => r.filleul_id === pending);
    expect(ok).toMatchObject({ parrain_id: client.id, parrain_name: 'Élodie Dupré', rewarded: false });
    expect(wait.confirmed_at).toBeNull();
    const refused = await admin.db.rpc('admin_mark_referral_rewarded', { referral_id: wait.id });
    expect(refused.error?.code).toBe('22023');
    const done = await admin.db.rpc('admin_mark_referral_rewarded', { referral_id: ok.id });
    expect(done.data).toMatchObject({ rewarded: true });
    expect(await auditOf('referral.rewarded', ok.id)).toEqual([
      expect.objectContaining({ before: { rewarded: false }, after: { rewarded: true } }),
    ]);
  });

  test('catalogue : un nouveau prix vaut pour les nouveaux achats ; création ; contrôles', async () => {
    const u = await person();
    const price = async () => (await u.db.rpc('checkout_price_cents', { pack_id: 'premium' })).data as number;
    const oldPrice = await price();
    const pending = await u.db
      .from('payments')
      .insert({ user_id: u.id, amount: oldPrice, payment_intent_id: 'pi_catalogue', pack_id: 'premium' })
      .select('id, amount')
      .single();
    expect(pending.error).toBeNull();
    const saved = await admin.db.rpc('admin_save_pack', {
      pack: { id: 'premium', price_cents: 2499, popular: true },
    });
    expect(saved.data).toMatchObject({ id: 'premium', price_cents: 2499, popular: true, name: 'Premium' });
    expect(await price()).toBe(2499);
    const kept = await u.db.from('payments').select('amount').eq('id', pending.data!.id).single();
    expect(kept.data).toEqual({ amount: oldPrice });
    const packs = await sb.client().from('packs').select('id, popular').eq('popular', true);
    expect(packs.data).toEqual([{ id: 'premium', popular: true }]);
    expect(await auditOf('pack.updated', 'premium')).toEqual([
      expect.objectContaining({
        before: expect.objectContaining({ price_cents: 1999, popular: false }),
        after: expect.objectContaining({ price_cents: 2499, popular: true }),
      }),
    ]);
    const created = await admin.db.rpc('admin_save_pack', {
      pack: {
        id: 'etudiant',
        name: 'Étudiant',
        description: 'Deux demandes.',
        price_cents: 899,
        aide_count: 2,
        active: false,
        features: ['2 demandes'],
      },
    });
    expect(created.data).toMatchObject({ id: 'etudiant', active: false, features: ['2 demandes'] });
    expect((await sb.client().from('packs').select('id').eq('id', 'etudiant')).data).toEqual([]);
    expect((await admin.db.from('packs').select('id').eq('id', 'etudiant')).data).toEqual([
      { id: 'etudiant' },
    ]);
    const incomplete = await admin.db.rpc('admin_save_pack', { pack: { id: 'vide', name: 'Vide' } });
    expect(incomplete.error?.message).toBe(
      'Un nouveau pack demande un nom, une description, un prix et un nombre d’aides.',
    );
    const badPrice = await admin.db.rpc('admin_save_pack', { pack: { id: 'basic', price_cents: 9.5 } });
    expect(badPrice.error?.message).toBe('Le prix doit être un nombre entier de centimes entre 1 et 100000.');
    const badId = await admin.db.rpc('admin_save_pack', { pack: { id: 'Pas Bon' } });
    expect(badId.error?.code).toBe('22023');
    const offer = await admin.db.rpc('admin_save_offer', {
      offer: { id: 'quick_2', label: '2 aides (promo)', price_cents: 899 },
    });
    expect(offer.data).toMatchObject({
      id: 'quick_2',
      label: '2 aides (promo)',
      price_cents: 899,
      aide_count: 2,
    });
    expect(await auditOf('offer.updated', 'quick_2')).toHaveLength(1);
  });
});
