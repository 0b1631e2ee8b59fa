// Hiding a local aid that has ended (issue 18, admin catalogue): the admin RPC refused to visitors and
// clients, audited for advisers; a hidden aid leaves the simulation results, the /aides-locales lists and its
// own page (the functions read the hidden codes from the database); the advisers' catalogue function.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { TestSupabase } from '../../supabase/local/test/harness.ts';
import { createUser, makeAdmin, startProductSupabase } from '../../supabase/tests/support/db.ts';
import { payloadFrom } from '../../src/engine/simulateur/testing.ts';
import { enrolTotp } from '../../tests/support/totp.ts';
import { oublierAidesMasquees } from '../_shared/aides-masquees.ts';
import aidesLocalesFn from './aides-locales.mts';
import simulateFn from './simulate.mts';
import adminAidesFn, { config } from './admin-aides-locales.mts';

const PASSWORD = 'Aides-masquees-2026';
const FSL_BREST = 'intercommunalite-brest-metropole-fsl-eligibilite';
const FSL_FINISTERE = 'departement-finistere-fsl-eligibilite';
let sb: TestSupabase;
let n = 0;

async function signedIn(admin = false): Promise<{ id: string; db: SupabaseClient; token: string }> {
  const id = `42000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
  const user = await createUser(sb, { id, email: `masque${n}@exemple.fr`, password: PASSWORD });
  if (admin) await makeAdmin(sb, id);
  const db = sb.client();
  const { error } = await db.auth.signInWithPassword({ email: user.email, password: PASSWORD });
  if (error) throw error;
  // an adviser's rights need an aal2 session (issue 20): a verified TOTP code
  if (admin) await enrolTotp(db);
  const session = (await db.auth.getSession()).data.session!;
  return { id, db, token: session.access_token };
}

const get = async (query: string) =>
  aidesLocalesFn(new Request(`http://localhost/.netlify/functions/aides-locales${query}`));

async function simulerBrest(): Promise<string[]> {
  const payload = payloadFrom(
    {
      nationalite: 'francaise',
      date_naissance: '2002-05-10',
      situation_professionnelle: 'salarie',
      salaire_mensuel_net: 1300,
      type_logement: 'locataire_vide',
      loyer: 550,
      code_postal: '29200',
      commune: '29019',
      difficultes_acces_logement: true,
    },
    '2026-11-20',
  );
  const res = await simulateFn(
    new Request('http://localhost/.netlify/functions/simulate', {
      method: 'POST',
      body: JSON.stringify(payload),
      headers: { 'content-type': 'application/json' },
    }),
  );
  expect(res.status).toBe(200);
  const body = (await res.json()) as Record<string, { code: string }[]>;
  return [...body.droitsEligibles, ...body.droitsNonEligibles].map((a) => a.code);
}

const catalogueAdmin = (token: string | null, query = '') =>
  adminAidesFn(
    new Request(`http://localhost/api/admin/aides-locales${query}`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
    }),
  );

let admin: Awaited<ReturnType<typeof signedIn>>;
let client: Awaited<ReturnType<typeof signedIn>>;

beforeAll(async () => {
  sb = await startProductSupabase();
  process.env.SUPABASE_URL = sb.url;
  process.env.SUPABASE_ANON_KEY = sb.anonKey;
  process.env.SUPABASE_SERVICE_ROLE_KEY = sb.serviceKey;
  admin = await signedIn(true);
  client = await signedIn();
});
afterAll(async () => {
  await sb?.stop();
});
// the functions keep the codes 15 s: each case reads them afresh
beforeEach(oublierAidesMasquees);

const hide = (db: SupabaseClient, code: string, note: string | null = 'Aide terminée') =>
  db.rpc('admin_hide_local_aid', { aid_code: code, hide: true, note });
const show = (db: SupabaseClient, code: string) =>
  db.rpc('admin_hide_local_aid', { aid_code: code, hide: false, note: 'Reprise' });

describe('masquer une aide locale terminée', () => {
  it('le RPC est refusé aux visiteurs et aux clients, sans effet ; les codes masqués sont lisibles par tous', async () => {
    const visitor = sb.client();
    expect((await hide(visitor, FSL_FINISTERE)).error?.code).toBe('42501');
    const refused = await hide(client.db, FSL_FINISTERE);
    expect(refused.error).toMatchObject({ code: '42501', message: 'Accès réservé aux conseillers.' });
    expect((await show(client.db, FSL_FINISTERE)).error?.code).toBe('42501');
    expect((await sb.db.query('select * from public.aides_locales_masquees')).rows).toEqual([]);
    // nobody writes the table through the API, an adviser neither
    for (const db of [visitor, client.db, admin.db])
      expect(
        (await db.from('aides_locales_masquees').insert({ code: FSL_FINISTERE, reason: 'x' })).error,
      ).not.toBeNull();
    const codes = await visitor.rpc('aides_locales_masquees_codes');
    expect(codes).toMatchObject({ error: null, data: [] });
  });

  it('un conseiller masque avec un motif (journalisé), puis affiche de nouveau', async () => {
    const sansMotif = await hide(admin.db, FSL_FINISTERE, '  ');
    expect(sansMotif.error?.message).toBe(
      'Indiquez pourquoi l’aide est masquée (par exemple : aide terminée).',
    );
    expect((await hide(admin.db, '')).error?.code).toBe('22023');
    const ok = await hide(admin.db, FSL_FINISTERE, 'Dispositif clos au 31/12');
    expect(ok.error).toBeNull();
    expect(ok.data).toMatchObject({ code: FSL_FINISTERE, hidden: true, reason: 'Dispositif clos au 31/12' });
    expect((await sb.client().rpc('aides_locales_masquees_codes')).data).toEqual([FSL_FINISTERE]);
    // the reason is for advisers only
    expect((await client.db.from('aides_locales_masquees').select('code')).data).toEqual([]);
    expect((await admin.db.from('aides_locales_masquees').select('code, reason, hidden_by')).data).toEqual([
      { code: FSL_FINISTERE, reason: 'Dispositif clos au 31/12', hidden_by: admin.id },
    ]);
    expect((await show(admin.db, FSL_FINISTERE)).data).toEqual({ code: FSL_FINISTERE, hidden: false });
    expect((await show(admin.db, FSL_FINISTERE)).error?.code).toBe('PT404');
    const { rows } = await sb.db.query(
      `select action, actor_id, note from public.admin_audit_log where target_id = $1 order by id`,
      [FSL_FINISTERE],
    );
    expect(rows).toEqual([
      { action: 'local_aid.hidden', actor_id: admin.id, note: 'Dispositif clos au 31/12' },
      { action: 'local_aid.shown', actor_id: admin.id, note: 'Reprise' },
    ]);
  });

  it('une aide masquée disparaît de la simulation, de la liste de la commune et de sa page', async () => {
    expect(await simulerBrest()).toContain(FSL_BREST);
    const liste = async () =>
      ((await (await get('?commune=29019')).json()) as { aides: { id: string }[] }).aides.map((a) => a.id);
    expect(await liste()).toContain(FSL_BREST);
    expect((await get(`?id=${FSL_BREST}`)).status).toBe(200);

    expect((await hide(admin.db, FSL_BREST)).error).toBeNull();
    oublierAidesMasquees();
    expect(await simulerBrest()).not.toContain(FSL_BREST);
    expect(await liste()).not.toContain(FSL_BREST);
    const page = await get(`?id=${FSL_BREST}`);
    expect(page.status).toBe(404);
    expect((await page.json()).error).toBe('Cette aide n’existe pas ou n’est plus proposée.');

    expect((await show(admin.db, FSL_BREST)).error).toBeNull();
    oublierAidesMasquees();
    expect(await simulerBrest()).toContain(FSL_BREST);
    expect((await get(`?id=${FSL_BREST}`)).status).toBe(200);
  });

  it('sans base de données joignable, la simulation répond quand même', async () => {
    const url = process.env.SUPABASE_URL;
    process.env.SUPABASE_URL = 'http://127.0.0.1:9';
    try {
      expect(await simulerBrest()).toContain(FSL_BREST);
    } finally {
      process.env.SUPABASE_URL = url;
    }
  });
});

describe('fonction admin-aides-locales (/api/admin/aides-locales)', () => {
  it('est servie sur /api/admin/aides-locales, aux conseillers seulement', async () => {
    expect(config.path).toBe('/api/admin/aides-locales');
    expect((await catalogueAdmin(null)).status).toBe(401);
    const refused = await catalogueAdmin(client.token);
    expect(refused.status).toBe(403);
    expect((await refused.json()).error).toBe('Accès réservé aux conseillers.');
  });

  it('liste le catalogue avec ses dates, cherche, filtre les aides masquées, pagine', async () => {
    const all = await (await catalogueAdmin(admin.token)).json();
    expect(all).toMatchObject({ dateCatalogue: '2026-08-19', dateImport: '2026-11-25', total: 589 });
    expect(all.aides).toHaveLength(50);
    expect(all.aides[0]).toMatchObject({ dateSource: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) });
    const page12 = await (await catalogueAdmin(admin.token, '?page=12')).json();
    expect(page12.aides).toHaveLength(589 - 11 * 50);

    await hide(admin.db, FSL_FINISTERE, 'Aide terminée');
    const masquees = await (await catalogueAdmin(admin.token, '?etat=masquees')).json();
    expect(masquees.total).toBe(1);
    expect(masquees.aides[0]).toMatchObject({
      id: FSL_FINISTERE,
      institution: 'Département du Finistère',
      masquee: { reason: 'Aide terminée', hiddenBy: 'masque1@exemple.fr' },
    });
    const cherche = await (
      await catalogueAdmin(admin.token, `?q=${encodeURIComponent('finistere fsl')}&etat=visibles`)
    ).json();
    expect(cherche.aides.map((a: { id: string }) => a.id)).not.toContain(FSL_FINISTERE);
    const region = await (await catalogueAdmin(admin.token, '?niveau=region&q=bretagne')).json();
    expect(region.total).toBeGreaterThan(0);
    expect(region.aides.every((a: { niveau: string }) => a.niveau === 'region')).toBe(true);
    expect((await catalogueAdmin(admin.token, '?etat=toutes')).status).toBe(400);
    await show(admin.db, FSL_FINISTERE);
  });
});
