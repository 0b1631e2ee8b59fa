// The demo seed applies on a fresh database and gives the documented accounts and balances.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { PROJECT_SEED, type TestSupabase } from '../local/test/harness.ts';
import { startTestSupabase } from '../local/test/harness.ts';
import { query } from './support/db.ts';

let sb: TestSupabase;
const demo = { kind: 'user' as const, id: 'd3e0a000-0000-4000-8000-000000000001', email: 'demo@aidy.fr' };
const admin = { kind: 'user' as const, id: 'd3e0a000-0000-4000-8000-000000000002', email: 'admin@aidy.fr' };

beforeAll(async () => {
  sb = await startTestSupabase({ seedFile: PROJECT_SEED });
});
afterAll(async () => {
  await sb?.stop();
});

test('les comptes de démonstration existent avec leurs mots de passe et leurs rôles', async () => {
  expect(sb.migrations.seeded).toBe(true);
  const { rows } = await sb.db.query<{ email: string; ok: boolean; role: string; name: string }>(
    `select u.email, u.encrypted_password = extensions.crypt(case u.email when 'demo@aidy.fr' then 'Demo-aidy-2026' else 'Admin-aidy-2026' end, u.encrypted_password) as ok,
            p.role::text as role, p.name
     from auth.users u join public.profiles p on p.id = u.id order by u.email`,
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
    { nom: 'Aide personnalisée au logement (APL)', statut: 'obtenue' },
    { nom: 'Aide Mobili-Jeune', statut: 'refusee' },
    { nom: 'Aide au permis de conduire pour les apprentis', statut: 'en_attente' },
  ]);
  const [{ n }] = await query<{ n: number }>(sb, demo, 'select count(*)::int as n from public.notifications');
  expect(n).toBeGreaterThanOrEqual(8);
  expect(await query(sb, demo, 'select status::text, credits_granted from public.payments')).toEqual([
    { status: 'completed', credits_granted: 3 },
  ]);
  expect(await query(sb, admin, 'select count(*)::int as n from public.form_requests')).toEqual([{ n: 3 }]);
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
  expect(rows).toEqual([{ name: 'Zoé Petit', phone: '0600000001', parrain_code: 'DEMO26', role: 'client' }]);
});
