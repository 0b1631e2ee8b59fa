// Two-factor sign-in of advisers (issue 20): a new adviser activates TOTP from /profil › Sécurité, signs out,
// signs in with password + « Code de vérification », opens /admin and moves a request; the same adviser with
// a password-only session is sent to the code screen, and the database and the admin function refuse that
// session's token. axe on the new screens.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { DevStack } from '../../../scripts/start.ts';
import { assert, axe, menuDuCompte, newContext, shot, type Journey } from '../support.ts';
import { enrol, fillPassword, typeCode } from '../mfa.ts';

const LONG = { timeout: 30_000 };
const PASSWORD = 'Conseil-mfa-2026';

const client = (stack: DevStack, key = stack.anonKey) =>
  createClient(stack.supabaseUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

/** A confirmed account (optionally an adviser), created through the auth admin API. */
async function account(stack: DevStack, prefix: string, adviser: boolean) {
  const service = client(stack, stack.serviceKey);
  const email = `${prefix}-${Date.now().toString(36)}@exemple.fr`;
  const { data, error } = await service.auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: {
      prenom: adviser ? 'Alex' : 'Inès',
      nom: adviser ? 'Conseil' : 'Cliente',
      telephone: '0611223344',
    },
  });
  assert(!error && data.user, `création du compte : ${error?.message}`);
  if (adviser) {
    const promoted = await service.from('profiles').update({ role: 'admin' }).eq('id', data.user.id);
    assert(!promoted.error, `promotion : ${promoted.error?.message}`);
  }
  return { id: data.user.id, email, password: PASSWORD };
}

/** A client's pending request (her free aid), for the adviser to move. */
async function pendingRequest(stack: DevStack): Promise<string> {
  const who = await account(stack, 'mfa-cliente', false);
  const db = client(stack);
  await db.auth.signInWithPassword(who);
  const { data, error } = await db.rpc('create_form_request', {
    form_type: 'logement',
    aid_id: 'aide_logement',
    aid_name: 'Aide personnalisée au logement (APL/ALS/ALF)',
  });
  assert(!error, `demande : ${error?.message}`);
  return (data as { id: string }).id;
}

export const journeys: Journey[] = [
  {
    name: 'mfa : un conseiller active la double authentification, se reconnecte avec le code et traite une demande ; au seul mot de passe, /admin demande le code et l’API refuse',
    async run({ browser, stack }) {
      const adviser = await account(stack, 'mfa-conseiller', true);
      const requestId = await pendingRequest(stack);

      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await fillPassword(page, adviser);
      await page.waitForURL('**/dashboard', LONG);
      // without an authenticator, /admin sends the adviser to activate one first
      await page.goto('/admin');
      await page.waitForURL('**/double-authentification?next=%2Fadmin', LONG);
      await page.getByRole('heading', { level: 1, name: 'Activez la double authentification' }).waitFor(LONG);
      await axe(page, '/double-authentification');
      await page.goto('/profil?onglet=securite');
      await page.getByRole('button', { name: 'Activer la double authentification' }).waitFor(LONG);
      await page.getByRole('button', { name: 'Activer la double authentification' }).click();
      await page.getByTestId('totp-secret').waitFor(LONG);
      const qr = page.getByRole('img', { name: /QR code de la double authentification/ });
      assert(await qr.isVisible(), 'le QR code est affiché avec son texte');
      await axe(page, '/profil › Sécurité (QR code)');
      await shot(page, 'mfa-activation');
      await page.getByRole('button', { name: 'Annuler' }).click();
      const key = await enrol(page);
      await page.getByText('La double authentification est activée.').waitFor(LONG);
      await axe(page, '/profil › Sécurité (activée)');

      await (await menuDuCompte(page)).getByRole('button', { name: 'Déconnexion' }).click();
      await page.waitForURL((url) => url.pathname === '/', LONG);
      await fillPassword(page, adviser);
      await page.getByRole('heading', { level: 1, name: 'Code de vérification' }).waitFor(LONG);
      await axe(page, '/login (code de vérification)');
      await page.getByLabel('Code de vérification').fill('abc');
      await page.getByRole('button', { name: 'Vérifier', exact: true }).click();
      await page.getByText('Saisissez le code à 6 chiffres affiché par votre application.').waitFor(LONG);
      await typeCode(page, key, 'Vérifier');
      await page.waitForURL('**/dashboard', LONG);

      await page.goto(`/admin/demandes/${requestId}`);
      await page.getByLabel('Statut', { exact: true }).waitFor(LONG);
      const note = `Pris en charge après double authentification (${Date.now()}).`;
      await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'En cours' });
      await page.getByLabel(/Note pour le client/).fill(note);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('Statut enregistré. Le client a été prévenu.').waitFor(LONG);
      const service = client(stack, stack.serviceKey);
      const moved = await service.from('form_requests').select('status').eq('id', requestId).single();
      assert(moved.data?.status === 'in_progress', `statut en base : ${moved.data?.status}`);

      // the same adviser, password only (aal1), in another browser
      const other = await newContext(browser, stack, 'declined');
      const aal1 = await other.context.newPage();
      await fillPassword(aal1, adviser);
      await aal1.getByRole('heading', { level: 1, name: 'Code de vérification' }).waitFor(LONG);
      await aal1.goto('/admin/demandes');
      await aal1.waitForURL('**/verification-code?next=%2Fadmin%2Fdemandes', LONG);
      await aal1.getByRole('heading', { level: 1, name: 'Code de vérification' }).waitFor(LONG);
      await axe(aal1, '/verification-code');
      await shot(aal1, 'mfa-code');
      const token = await aal1.evaluate(() => {
        for (const store of [localStorage, sessionStorage])
          for (let i = 0; i < store.length; i++) {
            const value = store.getItem(store.key(i)!) ?? '';
            if (value.includes('access_token'))
              return (JSON.parse(value) as { access_token: string }).access_token;
          }
        return null;
      });
      assert(token, 'la session au seul mot de passe est enregistrée dans le navigateur');
      const claims = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString()) as { aal: string };
      assert(claims.aal === 'aal1', `niveau du jeton : ${claims.aal}`);
      const asAal1 = createClient(stack.supabaseUrl, stack.anonKey, {
        auth: { persistSession: false, autoRefreshToken: false },
        global: { headers: { Authorization: `Bearer ${token}` } },
        realtime: { transport: WebSocket as never },
      });
      const refused = await asAal1.rpc('admin_list_users', {});
      assert(
        refused.error?.message === 'Accès réservé aux conseillers.',
        `RPC admin : ${JSON.stringify(refused)}`,
      );
      const fn = await fetch(`${stack.webUrl}/api/admin/users`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify({ userId: adviser.id, action: 'deactivate' }),
      });
      assert(fn.status === 403, `fonction admin-users : ${fn.status}`);
      await other.context.close();
      await context.close();
    },
  },
];
