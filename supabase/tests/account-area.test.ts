// The account area's rules (migration 20261124200000): saved simulations, tickets about a request, documents
// frozen once a request is processed, the bucket's limits, payments kept anonymised after an account deletion,
// the history view and the RGPD export.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import type { TestSupabase } from '../local/test/harness.ts';
import { createUser, errorOf, makeAdmin, query, service, type Actor } from './support/db.ts';
import { startProductSupabase } from './support/db.ts';

let sb: TestSupabase;
let n = 0;
const PASSWORD = 'Espace-client-2026';
const uid = () => `20000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const newClient = (extra: { password?: string } = {}) =>
  createUser(sb, { id: uid(), email: `espace${n}@exemple.fr`, ...extra });
const rpc = <T = Record<string, unknown>>(u: Actor, sql: string, params: unknown[] = []) =>
  query<T>(sb, u, sql, params);
const newRequest = async (u: Actor) =>
  (
    await rpc<{ id: string }>(
      u,
      `select id from public.create_form_request('logement', 'aide_logement', 'APL')`,
    )
  )[0].id;
const setStatus = (id: string, status: string) =>
  rpc(service, 'select public.set_request_status($1, $2::public.request_status)', [id, status]);

beforeAll(async () => {
  sb = await startProductSupabase();
});
afterAll(async () => {
  await sb?.stop();
});

test('le mode sombre n’est pas choisi à l’inscription (l’espace suit l’appareil)', async () => {
  const u = await newClient();
  expect(await rpc(u, 'select dark_mode from public.user_settings')).toEqual([{ dark_mode: null }]);
  await rpc(u, 'update public.user_settings set dark_mode = true');
  expect(await rpc(u, 'select dark_mode from public.user_settings')).toEqual([{ dark_mode: true }]);
});

describe('simulations enregistrées', () => {
  const result = (count: number) =>
    JSON.stringify({ droitsEligibles: Array.from({ length: count }, () => ({})) });

  test('le client enregistre, relit et supprime les siennes ; le nombre d’aides doit correspondre au résultat', async () => {
    const u = await newClient();
    const other = await newClient();
    const [{ id }] = await rpc<{ id: string }>(
      u,
      `insert into public.simulations (result, eligible_count, monthly_total) values ($1, 2, 120.5) returning id`,
      [result(2)],
    );
    expect(await rpc(other, 'select id from public.simulations')).toEqual([]);
    expect(
      await errorOf(
        rpc(u, `insert into public.simulations (result, eligible_count) values ($1, 3)`, [result(2)]),
      ),
    ).toMatch(/simulations_result_shape/);
    await rpc(u, 'delete from public.simulations where id = $1', [id]);
    expect(await rpc(u, 'select id from public.simulations')).toEqual([]);
  });

  test('au plus 50 simulations par personne, avec un message en français', async () => {
    const u = await newClient();
    await sb.db.query(
      `insert into public.simulations (user_id, result, eligible_count)
       select $1, '{"droitsEligibles": []}', 0 from generate_series(1, 50)`,
      [u.kind === 'user' ? u.id : ''],
    );
    expect(
      await errorOf(
        rpc(u, `insert into public.simulations (result, eligible_count) values ($1, 0)`, [result(0)]),
      ),
    ).toBe('Vous avez déjà 50 simulations enregistrées : supprimez-en une pour enregistrer celle-ci.');
  });
});

describe('tickets de support', () => {
  test('open_support_ticket crée le ticket et son premier message, lié à une demande du client', async () => {
    const u = await newClient();
    const request = await newRequest(u);
    const [ticket] = await rpc<{ id: string; request_id: string; status: string }>(
      u,
      `select id, request_id, status::text from public.open_support_ticket('Question sur mon APL', 'Bonjour', $1)`,
      [request],
    );
    expect(ticket).toMatchObject({ request_id: request, status: 'open' });
    expect(
      await rpc(u, 'select body, is_admin from public.support_messages where ticket_id = $1', [ticket.id]),
    ).toEqual([{ body: 'Bonjour', is_admin: false }]);
  });

  test('refuse un objet vide et la demande d’un autre client', async () => {
    const u = await newClient();
    const other = await newClient();
    const foreign = await newRequest(other);
    expect(await errorOf(rpc(u, `select public.open_support_ticket('  ', 'Bonjour')`))).toBe(
      'Indiquez l’objet de votre demande.',
    );
    expect(await errorOf(rpc(u, `select public.open_support_ticket('Objet', '')`))).toBe(
      'Écrivez votre message.',
    );
    expect(
      await errorOf(rpc(u, `select public.open_support_ticket('Objet', 'Texte', $1)`, [foreign])),
    ).toMatch(/row-level security/);
  });
});

describe('documents d’une demande', () => {
  const addDoc = (u: Actor & { kind: 'user' }, request: string, path: string | null = null) =>
    rpc<{ id: string }>(
      u,
      `insert into public.request_documents (request_id, user_id, label, storage_path) values ($1, $2, 'RIB', $3) returning id`,
      [request, u.id, path],
    );

  test('ajout tant que la demande est en attente ou en cours ; suppression seulement en attente', async () => {
    const u = await newClient();
    const request = await newRequest(u);
    const [doc] = await addDoc(u, request, `${u.id}/${request}/rib.pdf`);
    await setStatus(request, 'in_progress');
    await addDoc(u, request, `${u.id}/${request}/rib2.pdf`);
    expect(await rpc(u, 'delete from public.request_documents where id = $1 returning id', [doc.id])).toEqual(
      [],
    );
    await setStatus(request, 'approved');
    expect(await errorOf(addDoc(u, request))).toMatch(/row-level security/);
  });

  test('fournir un document demandé par le conseiller l’inscrit dans le suivi', async () => {
    const u = await newClient();
    const admin = await newClient();
    await makeAdmin(sb, admin);
    const request = await newRequest(u);
    const [placeholder] = await rpc<{ id: string }>(
      admin,
      `insert into public.request_documents (request_id, user_id, label) values ($1, $2, 'Avis d''imposition') returning id`,
      [request, u.id],
    );
    await rpc(u, 'update public.request_documents set storage_path = $2 where id = $1', [
      placeholder.id,
      `${u.id}/${request}/avis.pdf`,
    ]);
    expect(
      await rpc(
        u,
        `select type, details from public.request_events where request_id = $1 and type <> 'created' order by created_at`,
        [request],
      ),
    ).toEqual([
      { type: 'comment', details: 'Document demandé : Avis d\u0027imposition' },
      { type: 'document_added', details: 'Avis d\u0027imposition' },
    ]);
  });

  test('le fichier d’une demande déjà traitée ne peut plus être supprimé', async () => {
    const u = await newClient();
    const request = await newRequest(u);
    const path = `${u.id}/${request}/bail.pdf`;
    await sb.db.query(`insert into storage.objects (bucket_id, name, owner) values ('documents', $1, $2)`, [
      path,
      u.id,
    ]);
    await addDoc(u, request, path);
    await setStatus(request, 'in_progress');
    expect(await rpc(u, 'delete from storage.objects where name = $1 returning id', [path])).toEqual([]);
    const loose = `${u.id}/support/capture.png`;
    await sb.db.query(`insert into storage.objects (bucket_id, name, owner) values ('documents', $1, $2)`, [
      loose,
      u.id,
    ]);
    expect(await rpc(u, 'delete from storage.objects where name = $1 returning name', [loose])).toEqual([
      { name: loose },
    ]);
  });

  test('le bucket refuse plus de 10 Mo et les formats autres que PDF, JPEG, PNG, HEIC', async () => {
    const u = await newClient({ password: PASSWORD });
    const client = sb.client();
    await client.auth.signInWithPassword({ email: u.email, password: PASSWORD });
    const bucket = client.storage.from('documents');
    const ok = await bucket.upload(
      `${u.id}/a/piece.pdf`,
      new Blob(['%PDF-1.4'], { type: 'application/pdf' }),
    );
    expect(ok.error).toBeNull();
    const heic = await bucket.upload(`${u.id}/a/photo.heic`, new Blob(['x'], { type: 'image/heic' }));
    expect(heic.error).toBeNull();
    const text = await bucket.upload(`${u.id}/a/notes.txt`, new Blob(['x'], { type: 'text/plain' }));
    expect((text.error as { statusCode?: string } | null)?.statusCode).toBe('415');
    const big = await bucket.upload(
      `${u.id}/a/gros.pdf`,
      new Blob([new Uint8Array(10 * 1024 * 1024 + 1)], { type: 'application/pdf' }),
    );
    expect((big.error as { statusCode?: string } | null)?.statusCode).toBe('413');
  });
});

describe('suppression d’un compte', () => {
  test('les paiements restent comme pièce comptable, sans la personne ; le reste disparaît', async () => {
    const u = await newClient();
    const request = await newRequest(u);
    await sb.db.query(
      `insert into public.payments (user_id, amount, payment_intent_id, offer_id, request_id) values ($1, 599, 'pi_suppression', 'quick_1', $2)`,
      [u.id, request],
    );
    await rpc(service, `select public.complete_payment('pi_suppression', 599)`);
    await sb.db.transaction(async (tx) => {
      await tx.exec('set local role supabase_auth_admin; set local search_path = auth;');
      await tx.query('delete from users where id = $1', [u.id]);
    });
    const { rows } = await sb.db.query(
      `select user_id, request_id, amount, status::text, account_deleted_at is not null as anonymised
       from public.payments where payment_intent_id = 'pi_suppression'`,
    );
    expect(rows).toEqual([
      { user_id: null, request_id: null, amount: 599, status: 'completed', anonymised: true },
    ]);
    for (const table of ['profiles', 'form_requests', 'credit_movements', 'notifications']) {
      const column = table === 'profiles' ? 'id' : 'user_id';
      const { rows: left } = await sb.db.query(`select 1 from public.${table} where ${column} = $1`, [u.id]);
      expect(left, table).toEqual([]);
    }
  });
});

test('historique_compte : paiements et mouvements de crédit du client, du plus récent au plus ancien', async () => {
  const u = await newClient();
  const other = await newClient();
  await newRequest(u);
  await sb.db.query(
    `insert into public.payments (user_id, amount, payment_intent_id, pack_id) values ($1, 1299, 'pi_historique', 'standard')`,
    [u.id],
  );
  await rpc(service, `select public.complete_payment('pi_historique', 1299)`);
  const rows = await rpc<{ kind: string; label: string; delta: number | null; status: string | null }>(
    u,
    'select kind, label, delta, status from public.historique_compte order by created_at desc, kind',
  );
  expect(rows).toEqual([
    { kind: 'credit', label: 'Pack standard', delta: 3, status: null },
    { kind: 'paiement', label: 'Standard', delta: null, status: 'completed' },
    { kind: 'credit', label: null, delta: -1, status: null },
    { kind: 'credit', label: 'Aide offerte à l\u0027inscription', delta: 1, status: null },
  ]);
  expect(await rpc(other, 'select id from public.historique_compte where user_id = $1', [u.id])).toEqual([]);
});

describe('export_my_data', () => {
  test('rassemble les données du client, et seulement les siennes (même pour un admin)', async () => {
    const u = await newClient();
    const request = await newRequest(u);
    await rpc(u, `select public.open_support_ticket('Mon dossier', 'Bonjour', $1)`, [request]);
    const [{ data }] = await rpc<{ data: Record<string, unknown> }>(
      u,
      'select public.export_my_data() as data',
    );
    expect(Object.keys(data).sort()).toEqual(
      [
        'demandes',
        'export',
        'mouvements_de_credit',
        'notifications',
        'paiements',
        'parrainage',
        'profil',
        'reglages',
        'simulations',
        'solde_aides',
        'tickets_support',
      ].sort(),
    );
    const demandes = data.demandes as { id: string; evenements: unknown[]; documents: unknown[] }[];
    expect(demandes.map((d) => d.id)).toEqual([request]);
    expect(demandes[0].evenements).toHaveLength(1);
    expect((data.tickets_support as { messages: unknown[] }[])[0].messages).toHaveLength(1);

    const admin = await newClient();
    await makeAdmin(sb, admin);
    const [{ data: mine }] = await rpc<{ data: { demandes: unknown[]; profil: { id: string } } }>(
      admin,
      'select public.export_my_data() as data',
    );
    expect(mine.demandes).toEqual([]);
    expect(mine.profil.id).toBe(admin.id);
  });
});

test('les nouvelles fonctions : exécutables par un client connecté, jamais par anon ; les internes par personne', async () => {
  const { rows } = await sb.db.query<{ fn: string; anon: boolean; client: boolean }>(`
    select f as fn, has_function_privilege('anon', f, 'execute') as anon,
           has_function_privilege('authenticated', f, 'execute') as client
    from unnest(array[
      'public.export_my_data()', 'public.open_support_ticket(text, text, uuid, text)',
      'private.simulations_limit()', 'private.request_document_provided()', 'private.payment_anonymised()'
    ]) as f`);
  expect(rows).toEqual([
    { fn: 'public.export_my_data()', anon: false, client: true },
    { fn: 'public.open_support_ticket(text, text, uuid, text)', anon: false, client: true },
    { fn: 'private.simulations_limit()', anon: false, client: false },
    { fn: 'private.request_document_provided()', anon: false, client: false },
    { fn: 'private.payment_anonymised()', anon: false, client: false },
  ]);
});
