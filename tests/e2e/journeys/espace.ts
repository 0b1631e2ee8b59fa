// The client's account area (issue 12): the whole life of an account, axe on every account route in light and
// dark, the dark mode applied before the first paint, and the keyboard.
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { DevStack } from '../../../scripts/start.ts';
import { assert, axe, focusReturnsTo, type Journey, LONG, mailsTo, newContext, shot } from '../support.ts';
import { runSimulatorToResults } from './simulateur.ts';
import { enrolTotp } from '../../support/totp.ts';

const DEMO = { email: 'demo@aidy.fr', password: 'Demo-aidy-2026' };
const DEMO_AID = 'd3e0a000-0000-4000-8000-0000000000a3';
const DEMO_CARD_REQUEST = 'd3e0a000-0000-4000-8000-0000000000a7';
const DEMO_TICKET = 'd3e0a000-0000-4000-8000-0000000000c2';

export const ACCOUNT_ROUTES = [
  '/dashboard',
  '/aides',
  `/aides/${DEMO_AID}`,
  '/demandes',
  `/demandes/${DEMO_CARD_REQUEST}`,
  '/nouvelle-demande',
  '/simulations',
  '/notifications',
  '/historique',
  '/parametres',
  '/profil',
  '/profil?onglet=securite',
  '/profil?onglet=notifications',
  '/parrainage',
  '/support',
  `/support/${DEMO_TICKET}`,
  '/packs',
  '/paiement',
  '/rendez-vous',
  '/admin',
];

function supabaseAs(stack: DevStack): SupabaseClient {
  return createClient(stack.supabaseUrl, stack.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

/** An adviser of its own, at aal2 through the API (issue 20): the demo adviser enrols through the screens in the
 * admin journeys, which may run beside this one. */
async function newAdviser(stack: DevStack): Promise<SupabaseClient> {
  const service = createClient(stack.supabaseUrl, stack.serviceKey, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
  const who = { email: `conseil.${Date.now()}@exemple.fr`, password: 'Conseil-aidy-2026' };
  const { data, error } = await service.auth.admin.createUser({
    ...who,
    email_confirm: true,
    user_metadata: { prenom: 'Sacha', nom: 'Conseil', telephone: '0187654321' },
  });
  assert(!error && data.user, `conseiller : ${error?.message}`);
  const promoted = await service.from('profiles').update({ role: 'admin' }).eq('id', data.user.id);
  assert(!promoted.error, `rôle conseiller : ${promoted.error?.message}`);
  const adviser = supabaseAs(stack);
  await adviser.auth.signInWithPassword(who);
  await enrolTotp(adviser);
  return adviser;
}

async function signIn(page: Page, who: { email: string; password: string }) {
  await page.goto('/login');
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL('**/dashboard', LONG);
  await settled(page);
}

const h1 = (page: Page) => page.locator('main h1').first().waitFor(LONG);

/** Waits until the data of an account screen is there (no skeleton left). */
async function settled(page: Page) {
  await h1(page);
  await page.waitForFunction(
    () => !document.querySelector('main [role="status"] .animate-pulse'),
    null,
    LONG,
  );
  await page.waitForTimeout(150);
}

async function bell(page: Page, label: string) {
  await page.getByRole('link', { name: label }).waitFor({ timeout: 45_000 });
}

export const journeys: Journey[] = [
  {
    name: 'espace : parrainé → e-mail → simulation enregistrée → demande → document → conseiller → cloche → export → suppression',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      const email = `espace-${Date.now()}@example.com`;
      const password = 'Espace-e2e-2026';

      // Sign-up through a referral link, confirmation from the dev mailbox, sign-in.
      await page.goto('/register?ref=DEMO26');
      await page.locator('input[name="prenom"]').fill('Maëlys');
      await page.locator('input[name="nom"]').fill('Fabre');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="telephone"]').fill('06 98 76 54 32');
      await page.locator('input[name="password"]').fill(password);
      await page.locator('input[name="confirmation"]').fill(password);
      await page.getByRole('button', { name: 'Créer mon compte' }).click();
      await page.getByText('Vérifiez votre boîte de réception').waitFor(LONG);
      const signup = (await mailsTo(stack, email)).find((m) => m.type === 'signup');
      assert(signup, 'e-mail de confirmation attendu');
      await page.goto(signup.link, { waitUntil: 'commit' });
      await page.waitForURL('**/login', LONG);
      await signIn(page, { email, password });
      await page.getByRole('heading', { name: 'Bonjour Maëlys !' }).waitFor(LONG);

      // Simulate, save to the account, apply for the first eligible aid with the free credit.
      await runSimulatorToResults(page);
      await page.getByRole('heading', { name: 'Résultats de votre simulation' }).waitFor(LONG);
      await page.getByRole('button', { name: 'Enregistrer dans mon compte' }).click();
      await page.getByText('Simulation enregistrée dans votre compte.').waitFor(LONG);
      const firstAid = page
        .locator('ul[aria-label="Aides auxquelles vous pourriez avoir droit"] > li')
        .first();
      const aidName = (await firstAid.locator('h3').textContent())!.trim();
      await firstAid.getByRole('button', { name: /Faire la demande/ }).click();
      await page.waitForURL('**/nouvelle-demande?aide=*', LONG);
      await page.getByText('Il vous reste 1 aide. Cette demande en utilisera une.').waitFor(LONG);
      assert(
        (await page
          .getByRole('radio', { name: new RegExp(aidName.slice(0, 20).replace(/[()]/g, '.')) })
          .isChecked()) || (await page.getByLabel(/Aide du catalogue|autre aide/).inputValue()) !== '',
        'l’aide choisie dans le simulateur doit être présélectionnée',
      );
      await page.getByRole('button', { name: 'Confirmer la demande' }).click();
      await page.getByText('Votre demande a bien été enregistrée.').waitFor(LONG);
      const requestId = page.url().split('/aides/')[1];
      assert(/^[0-9a-f-]{36}$/.test(requestId), `détail de la demande attendu, reçu ${page.url()}`);

      // Upload a document: it shows as provided and in the timeline.
      const add = page.getByRole('button', { name: /^Ajouter : / }).first();
      const label = (await add.getAttribute('aria-label'))!.replace('Ajouter : ', '');
      const chooser = page.waitForEvent('filechooser');
      await add.click();
      await (
        await chooser
      ).setFiles({
        name: 'justificatif.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4 e2e'),
      });
      await page.getByText('Document ajouté.').waitFor(LONG);
      await page.getByText(`Document ajouté : ${label}`).waitFor(LONG);

      // Everything read, then an adviser moves the request along: the bell shows 1 without a reload.
      await page.getByRole('link', { name: /^Notifications :/ }).click();
      await page.getByRole('heading', { name: 'Notifications', level: 1 }).waitFor(LONG);
      await page.getByRole('button', { name: /Tout marquer comme lu/ }).click();
      await bell(page, 'Notifications : aucune non lue');
      await page.goto(`/aides/${requestId}`);
      await settled(page);
      const adviser = await newAdviser(stack);
      const { error } = await adviser.rpc('set_request_status', {
        request_id: requestId,
        status: 'in_progress',
        details: 'Dossier pris en charge par Sacha',
      });
      assert(!error, `changement de statut : ${error?.message}`);
      await bell(page, 'Notifications : 1 non lue');
      assert(
        (await page.locator('[data-testid="badge-notifications"]').textContent()) === '1',
        'badge « 1 »',
      );

      // Read it: it leads to the request, now in progress.
      await page.getByRole('link', { name: 'Notifications : 1 non lue' }).click();
      await page.getByRole('button', { name: /^Non lue : .*en cours de traitement/ }).click();
      await page.waitForURL(`**/demandes/${requestId}`, LONG);
      await page.getByText('Dossier pris en charge par Sacha').waitFor(LONG);
      await bell(page, 'Notifications : aucune non lue');

      // Export my data.
      await page.goto('/profil?onglet=securite');
      const download = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Télécharger mes données' }).click();
      const file = await (await download).path();
      const data = JSON.parse(readFileSync(file!, 'utf8')) as {
        profil: { email: string };
        demandes: { id: string; documents: { libelle: string }[]; evenements: unknown[] }[];
        parrainage: { code_de_mon_parrain: string };
        simulations: unknown[];
      };
      assert(data.profil.email === email, 'export : le profil');
      assert(data.demandes[0]?.id === requestId, 'export : la demande');
      assert(data.demandes[0].documents[0]?.libelle === label, 'export : la liste des documents');
      assert(data.demandes[0].evenements.length >= 3, 'export : le suivi');
      assert(data.parrainage.code_de_mon_parrain === 'DEMO26', 'export : le parrain (lien ?ref=)');
      assert(data.simulations.length === 1, 'export : la simulation enregistrée');

      // Delete the account, then sign-in fails.
      await page.getByRole('button', { name: 'Supprimer mon compte' }).click();
      await page.getByLabel('Tapez SUPPRIMER pour confirmer').fill('SUPPRIMER');
      await page.getByRole('button', { name: 'Supprimer définitivement' }).click();
      await page.waitForURL((url) => url.pathname === '/', LONG);
      await page.goto('/login');
      await page.locator('input[name="email"]').fill(email);
      await page.locator('input[name="password"]').fill(password);
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page.getByText('Email ou mot de passe incorrect').waitFor(LONG);
      await context.close();
    },
  },
  // one journey per colour scheme: the two halves run side by side instead of one long journey
  ...(['light', 'dark'] as const).map((scheme) => ({
    name: `espace : axe 0 sur chaque page du compte (${scheme === 'dark' ? 'sombre' : 'clair'}) ; mode sombre avant le premier affichage`,
    async run({ browser, stack }: { browser: Browser; stack: DevStack }) {
      const { context } = await newContext(browser, stack, 'declined');
      await context.addInitScript(() => {
        // Records whether html.dark is set when <body> starts, i.e. once <head> ran and before any paint.
        new MutationObserver((_, observer) => {
          if (!document.body) return;
          (window as unknown as { __darkAtBody?: boolean }).__darkAtBody =
            document.documentElement.classList.contains('dark');
          observer.disconnect();
        }).observe(document, { childList: true, subtree: true });
      });
      const page = await context.newPage();
      await page.emulateMedia({ colorScheme: scheme });
      await signIn(page, DEMO);
      for (const route of ACCOUNT_ROUTES) {
        await page.goto(route);
        await settled(page);
        const dark = await page.evaluate(() => document.documentElement.classList.contains('dark'));
        assert(dark === (scheme === 'dark'), `${route} (${scheme}) : html.dark = ${dark}`);
        const atBody = await page.evaluate(
          () => (window as unknown as { __darkAtBody?: boolean }).__darkAtBody,
        );
        assert(
          atBody === (scheme === 'dark'),
          `${route} (${scheme}) : mode appliqué avant le premier affichage`,
        );
        await axe(page, `${route} (${scheme === 'dark' ? 'sombre' : 'clair'})`);
        if (scheme === 'light' || ['/dashboard', `/aides/${DEMO_AID}`, '/profil'].includes(route))
          await shot(page, `espace${route.replace(/[/?=]+/g, '-')}-${scheme}`);
      }
      // the drawer and the avatar menu, open
      await page.goto('/dashboard');
      await settled(page);
      await page.getByRole('button', { name: /Camille Durand/ }).click();
      await page.getByRole('menu').waitFor();
      await axe(page, `menu de l’avatar (${scheme})`);
      await page.keyboard.press('Escape');
      await page.setViewportSize({ width: 390, height: 844 });
      await page.getByRole('button', { name: 'Ouvrir le menu' }).click();
      await page.getByRole('dialog', { name: 'Menu' }).waitFor();
      await axe(page, `tiroir du menu (${scheme})`);
      await shot(page, `espace-tiroir-${scheme}`);
      await context.close();
    },
  })),
  {
    name: 'espace : tout au clavier (menu, avatar, annulation, document, paramètres)',
    async run({ browser, stack }) {
      const service = createClient(stack.supabaseUrl, stack.serviceKey, {
        auth: { persistSession: false },
        realtime: { transport: WebSocket as never },
      });
      const email = `clavier-${Date.now()}@example.com`;
      const password = 'Clavier-e2e-2026';
      const { error } = await service.auth.admin.createUser({
        email,
        password,
        email_confirm: true,
        user_metadata: { prenom: 'Adam', nom: 'Clavier', telephone: '0600000000' },
      });
      assert(!error, `compte : ${error?.message}`);
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await signIn(page, { email, password });
      await keyboardOnly(page);
      await context.close();
    },
  },
];

const fail = (what: string) => (err: Error) => {
  throw new Error(`${what} : ${err.message.split('\n')[0]}`);
};

/** Presses Tab until `locator` has the focus (at most `max` times). */
async function tabTo(page: Page, predicate: () => Promise<boolean>, what: string, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await predicate()) return;
  }
  throw new Error(`${what} : jamais atteint au clavier`);
}

const focusedName = (page: Page) =>
  page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    return (el?.getAttribute('aria-label') ?? el?.textContent ?? '').trim();
  });

async function keyboardOnly(page: Page) {
  // Listening from the start: Playwright intercepts file choosers only once a listener is registered, and
  // that takes a moment a key press does not leave.
  page.on(
    'filechooser',
    (chooser) =>
      void chooser.setFiles({
        name: 'piece.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4'),
      }),
  );
  await page.goto('/dashboard');
  await settled(page);
  // The skip link, then the side menu to « Mes aides ».
  await page.keyboard.press('Tab');
  assert((await focusedName(page)) === 'Aller au contenu', 'le lien d’évitement vient en premier');
  await tabTo(page, async () => (await focusedName(page)) === 'Nouvelle demande', 'Nouvelle demande');
  await page.keyboard.press('Enter');
  await page.waitForURL('**/nouvelle-demande', LONG).catch(fail('Entrée sur « Nouvelle demande »'));
  await settled(page);
  await tabTo(
    page,
    async () => (await page.evaluate(() => document.activeElement?.id)) === 'aide-catalogue',
    'la liste des aides',
  );
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('ArrowDown');
  await tabTo(page, async () => (await focusedName(page)) === 'Confirmer la demande', 'Confirmer la demande');
  await page.keyboard.press('Enter');
  await page.getByText('Votre demande a bien été enregistrée.').waitFor(LONG);
  await settled(page);
  await page
    .getByText(/documents? à fournir/)
    .first()
    .waitFor(LONG);

  // A document through the keyboard: Enter on « Ajouter » opens the file chooser.
  await tabTo(page, async () => (await focusedName(page)).startsWith('Ajouter : '), 'Ajouter un document');
  await page.keyboard.press('Enter');
  await page.getByText('Document ajouté.').waitFor(LONG);

  // Cancel: the confirmation opens, Escape closes it, then confirm.
  await tabTo(
    page,
    async () => (await focusedName(page)).startsWith('Annuler la demande'),
    'Annuler la demande',
  );
  await page.keyboard.press('Enter');
  await page.getByRole('alertdialog').waitFor();
  await page.keyboard.press('Escape');
  await page.getByRole('alertdialog').waitFor({ state: 'detached' });
  assert(await focusReturnsTo(page, 'Annuler la demande'), 'le focus revient au bouton');
  await page.keyboard.press('Enter');
  await tabTo(page, async () => (await focusedName(page)) === 'Oui, annuler la demande', 'Oui, annuler', 5);
  await page.keyboard.press('Enter');
  await page.getByText('Cette demande a été annulée. L’aide utilisée vous a été rendue.').waitFor(LONG);

  // The avatar menu with the keyboard, to Paramètres; the dark mode switch with Space.
  await page.getByRole('button', { name: /Adam Clavier/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('menu').waitFor();
  await page.waitForFunction(() => document.activeElement?.getAttribute('role') === 'menuitem', null, LONG);
  // Radix moves the focus between menu items on the task after the key press: each press waits for the focus to
  // leave the item it was on, or a quick second press is read from the old item and the walk falls short.
  for (let i = 0; i < 6 && (await focusedName(page)) !== 'Paramètres'; i++) {
    const before = await focusedName(page);
    await page.keyboard.press('ArrowDown');
    for (let wait = 0; wait < 100 && (await focusedName(page)) === before; wait++)
      await page.waitForTimeout(100);
  }
  assert(
    (await focusedName(page)) === 'Paramètres',
    `les flèches mènent à « Paramètres » (${await focusedName(page)})`,
  );
  await page.keyboard.press('Enter');
  await page.waitForURL('**/parametres', LONG).catch(fail('Entrée sur « Paramètres » du menu'));
  await settled(page);
  await tabTo(
    page,
    async () => (await page.evaluate(() => document.activeElement?.getAttribute('role'))) === 'switch',
    'Mode sombre',
  );
  await page.keyboard.press('Space');
  await page.waitForFunction(() => document.documentElement.classList.contains('dark'), null, LONG);
  await page.getByText('Paramètres enregistrés.').waitFor(LONG);
  await page.reload();
  await settled(page);
  assert(
    await page.evaluate(() => document.documentElement.classList.contains('dark')),
    'le mode sombre choisi reste après un rechargement',
  );
}
