// The advisers' back-office (issue 14): an adviser finds the demo client and moves one of her requests to
// « En cours » with a note, which she reads in her timeline and her notifications; a client (and a visitor)
// gets « Accès réservé » and the database refuses her admin calls; axe on every admin route, light and dark;
// the keyboard alone reaches a user's page; screenshots at 390 and 1366 px.
import type { Browser, Page } from 'playwright-core';
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { DevStack } from '../../../scripts/start.ts';
import {
  assert,
  axe,
  focusReturnsTo,
  type Journey,
  LONG,
  menuDuCompte,
  newContext,
  shot,
} from '../support.ts';
import { signInAdviser } from '../mfa.ts';

const DEMO = { email: 'demo@aidy.fr', password: 'Demo-aidy-2026' };
const ADMIN = { email: 'admin@aidy.fr', password: 'Admin-aidy-2026' };
const DEMO_ID = 'd3e0a000-0000-4000-8000-000000000001';
/** « Prime d'activité », pending in the seed */
const DEMO_PENDING = 'd3e0a000-0000-4000-8000-0000000000a5';
const DEMO_BOURSE = 'd3e0a000-0000-4000-8000-0000000000a3';
const DEMO_TICKET = 'd3e0a000-0000-4000-8000-0000000000c2';

export const ADMIN_ROUTES = [
  '/admin',
  '/admin/utilisateurs',
  `/admin/utilisateurs/${DEMO_ID}`,
  '/admin/demandes',
  `/admin/demandes/${DEMO_BOURSE}`,
  '/admin/paiements',
  '/admin/support',
  `/admin/support/${DEMO_TICKET}`,
  '/admin/parrainages',
  '/admin/catalogue',
  '/admin/rendez-vous',
  '/admin/journal',
];

const client = (stack: DevStack, key = stack.anonKey) =>
  createClient(stack.supabaseUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

async function signIn(page: Page, who: { email: string; password: string }) {
  // the back-office needs an aal2 session (issue 20): the adviser also gives their authenticator's code
  if (who === ADMIN) {
    await signInAdviser(page, who);
    return settled(page);
  }
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL('**/dashboard', LONG);
  await settled(page);
}

/** The page's h1 is there and no skeleton is left. */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor(LONG);
  await page.waitForFunction(
    () => !document.querySelector('main [role="status"] .animate-pulse'),
    null,
    LONG,
  );
  await page.waitForTimeout(150);
}

export const journeys: Journey[] = [
  {
    name: 'admin : un conseiller passe une demande de la cliente démo « En cours » avec une note ; elle la lit dans son suivi et ses notifications',
    async run({ browser, stack }) {
      // A retried run starts from the seed's state again.
      const service = client(stack, stack.serviceKey);
      const reset = await service.from('form_requests').update({ status: 'pending' }).eq('id', DEMO_PENDING);
      assert(!reset.error, `remise à zéro de la demande : ${reset.error?.message}`);
      const note = `Dossier pris en charge (${Date.now()}) : je vérifie vos revenus.`;

      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await signIn(page, ADMIN);
      await (await menuDuCompte(page)).getByRole('link', { name: 'Administration' }).click();
      await page.waitForURL('**/admin', LONG);
      await settled(page);
      const menu = await menuDuCompte(page, 'Administration');
      await menu.getByRole('link', { name: 'Utilisateurs' }).click();
      await page.waitForURL('**/admin/utilisateurs', LONG);
      await page.getByRole('searchbox', { name: 'Rechercher un utilisateur' }).fill('demo@aidy');
      const users = page.getByRole('table', { name: 'Utilisateurs' });
      await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1, null, LONG);
      await users.getByRole('link', { name: 'Camille Durand' }).click();
      await page.waitForURL(`**/admin/utilisateurs/${DEMO_ID}`, LONG);
      await settled(page);
      await page
        .getByRole('table', { name: 'Demandes du client' })
        .getByRole('link', { name: 'Prime d’activité' })
        .or(
          page
            .getByRole('table', { name: 'Demandes du client' })
            .getByRole('link', { name: "Prime d'activité" }),
        )
        .click();
      await page.waitForURL(`**/admin/demandes/${DEMO_PENDING}`, LONG);
      await settled(page);
      await page.getByLabel('Statut', { exact: true }).selectOption({ label: 'En cours' });
      await page.getByLabel(/Note pour le client/).fill(note);
      await page.getByRole('button', { name: 'Enregistrer' }).click();
      await page.getByText('Statut enregistré. Le client a été prévenu.').waitFor(LONG);
      await page.getByRole('list', { name: 'Suivi de la demande' }).getByText(note).waitFor(LONG);
      await page
        .getByRole('list', { name: 'Actions des conseillers' })
        .getByText('Statut de demande changé')
        .first()
        .waitFor(LONG);
      await shot(page, 'admin-demande-apres');
      await context.close();

      // The client reads the note in her timeline and gets the notification.
      const mine = await newContext(browser, stack, 'declined');
      const cpage = await mine.context.newPage();
      await signIn(cpage, DEMO);
      await cpage.goto(`/demandes/${DEMO_PENDING}`);
      await settled(cpage);
      await cpage.getByText(note).waitFor(LONG);
      await cpage.goto('/notifications');
      await settled(cpage);
      await cpage
        .getByText(/Prime d.activité » est en cours de traitement/)
        .first()
        .waitFor(LONG);

      // She is refused the back-office, on screen and by the database.
      await cpage.goto('/admin/utilisateurs');
      await cpage.getByRole('heading', { level: 1, name: 'Accès réservé' }).waitFor(LONG);
      assert((await cpage.locator('table').count()) === 0, 'aucun tableau pour une cliente');
      await axe(cpage, '/admin/utilisateurs (cliente)');
      await shot(cpage, 'admin-acces-reserve-cliente');
      await mine.context.close();
      const api = client(stack);
      await api.auth.signInWithPassword(DEMO);
      for (const [fn, args] of [
        ['admin_list_users', {}],
        ['admin_dashboard', {}],
        ['set_request_status', { request_id: DEMO_PENDING, status: 'approved', details: 'moi-même' }],
      ] as const) {
        const { error } = await api.rpc(fn, args);
        assert(
          error?.code === '42501',
          `${fn} refusé à une cliente (reçu ${error?.code ?? 'aucune erreur'})`,
        );
      }

      // A visitor: « Accès réservé » with a way to sign in.
      const visitor = await newContext(browser, stack, 'declined');
      const vpage = await visitor.context.newPage();
      await vpage.goto('/admin/demandes');
      await vpage.getByRole('heading', { level: 1, name: 'Accès réservé' }).waitFor(LONG);
      const href = await vpage.getByRole('link', { name: 'Se connecter' }).getAttribute('href');
      assert(href === '/login?next=%2Fadmin%2Fdemandes', `lien de connexion : ${href}`);
      await axe(vpage, '/admin/demandes (visiteur)');
      await visitor.context.close();
    },
  },
  // one journey per colour scheme: the two halves run side by side instead of one long journey
  ...(['light', 'dark'] as const).map((scheme) => ({
    name: `admin : axe 0 sur chaque écran d’administration (${scheme === 'dark' ? 'sombre' : 'clair'}) ; dialogues ; captures`,
    async run({ browser, stack }: { browser: Browser; stack: DevStack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, ADMIN);
      for (const route of ADMIN_ROUTES) {
        await page.goto(route);
        await settled(page);
        const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        assert(dark === (scheme === 'dark'), `${route} (${scheme}) : html.dark = ${dark}`);
        assert((await page.getByRole('alert').count()) === 0, `${route} (${scheme}) : pas d’erreur affichée`);
        await axe(page, `${route} (${scheme === 'dark' ? 'sombre' : 'clair'})`);
        if (scheme === 'light' || ['/admin', '/admin/demandes'].includes(route))
          await shot(page, `admin${route.replace(/\//g, '-').replace(/-d3e0a000.*/, '-detail')}-${scheme}`);
      }
      // the dialogs: a refund, a pack's edit form, a deletion
      await page.goto('/admin/paiements?statut=completed');
      await settled(page);
      await page
        .getByRole('button', { name: /^Rembourser le paiement/ })
        .first()
        .click();
      await page.getByRole('dialog', { name: 'Rembourser ce paiement ?' }).waitFor();
      await axe(page, `remboursement (${scheme})`);
      await page.keyboard.press('Escape');
      await page.goto('/admin/catalogue');
      await settled(page);
      await page.getByRole('button', { name: 'Modifier le pack Standard' }).click();
      const dialog = page.getByRole('dialog', { name: 'Modifier le pack « Standard »' });
      await dialog.waitFor();
      await dialog.getByLabel(/Prix/).fill('abc');
      await dialog.getByRole('button', { name: 'Enregistrer' }).click();
      await dialog.getByText('Indiquez un prix en euros, par exemple 12,99.').waitFor();
      await axe(page, `édition d’un pack (${scheme})`);
      await shot(page, `admin-pack-${scheme}`);
      await page.keyboard.press('Escape');
      // the phone's drawer holds the admin menu
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Journal' }).waitFor();
      await axe(page, `tiroir de l’administration (${scheme})`);
      await context.close();
    },
  })),
  {
    name: 'admin : au clavier seul, de la recherche à la fiche d’un utilisateur',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await signIn(page, ADMIN);
      await page.goto('/admin/utilisateurs');
      await settled(page);
      const focused = () =>
        page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          return { role: el?.getAttribute('type') ?? el?.tagName, text: (el?.textContent ?? '').trim() };
        });
      let found = false;
      for (let i = 0; i < 40 && !found; i++) {
        await page.keyboard.press('Tab');
        found = (await focused()).role === 'search';
      }
      assert(found, 'la recherche est atteinte au clavier');
      await page.keyboard.type('Durand');
      await page.keyboard.press('Enter');
      await page.waitForFunction(() => document.querySelectorAll('table tbody tr').length === 1, null, LONG);
      found = false;
      for (let i = 0; i < 20 && !found; i++) {
        await page.keyboard.press('Tab');
        found = (await focused()).text === 'Camille Durand';
      }
      assert(found, 'le lien de la cliente est atteint au clavier');
      await page.keyboard.press('Enter');
      await page.waitForURL(`**/admin/utilisateurs/${DEMO_ID}`, LONG);
      await settled(page);
      // the deletion asks first, and Escape backs out
      found = false;
      for (let i = 0; i < 60 && !found; i++) {
        await page.keyboard.press('Tab');
        found = (await focused()).text === 'Supprimer le compte';
      }
      assert(found, '« Supprimer le compte » est atteint au clavier');
      await page.keyboard.press('Enter');
      await page.getByRole('alertdialog', { name: 'Supprimer définitivement ce compte ?' }).waitFor();
      await page.keyboard.press('Escape');
      await page.getByRole('alertdialog').waitFor({ state: 'detached' });
      assert(
        await focusReturnsTo(page, 'Supprimer le compte', { exact: true }),
        'le focus revient sur le bouton',
      );
      await context.close();
    },
  },
];
