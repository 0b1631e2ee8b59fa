// Packs and payments (issue 13) on the real stack: the local payment processor, the payments function and
// the screens. Buy Standard with 4242 → +3 aids → history and receipt; a refused card; 3-D Secure; a request
// paid by card; axe light and dark on every new page.
import type { Page } from 'playwright-core';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { DevStack } from '../../../scripts/start.ts';
import { assert, axe, type Journey, LONG, newContext, shot } from '../support.ts';

const PASSWORD = 'Paiement-e2e-2026';
const NBSP = /[\s\u00a0\u202f]/;

function client(stack: DevStack, key: string): SupabaseClient {
  return createClient(stack.supabaseUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });
}

let seq = 0;
/** A confirmed account (the free aid included), made through the auth admin API to keep journeys short. */
async function newBuyer(stack: DevStack, prenom: string) {
  const email = `paiement-${Date.now().toString(36)}-${++seq}@example.com`;
  const { data, error } = await client(stack, stack.serviceKey).auth.admin.createUser({
    email,
    password: PASSWORD,
    email_confirm: true,
    user_metadata: { prenom, nom: 'Acheteur', telephone: '0611223344' },
  });
  assert(data.user && !error, `compte de test : ${error?.message}`);
  return { email, password: PASSWORD, id: data.user.id };
}

async function balanceOf(stack: DevStack, userId: string): Promise<number> {
  const { data } = await client(stack, stack.serviceKey)
    .from('credit_balances')
    .select('balance')
    .eq('user_id', userId)
    .single();
  return (data as { balance: number }).balance;
}

async function signIn(page: Page, who: { email: string; password: string }, next?: string) {
  if (!next) await page.goto('/login');
  await page.locator('input[name="email"]').fill(who.email);
  await page.locator('input[name="password"]').fill(who.password);
  await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
  await page.waitForURL(next ? `**${next}` : '**/dashboard', LONG);
}

/** no skeleton left in the page */
async function settled(page: Page) {
  await page.locator('main h1').first().waitFor(LONG);
  await page.waitForFunction(
    () => !document.querySelector('main [role="status"] .animate-pulse'),
    null,
    LONG,
  );
  await page.waitForTimeout(150);
}

async function cardStep(page: Page) {
  await page.getByRole('button', { name: 'Continuer vers le paiement' }).click();
  await page.getByText('Mode démonstration — aucun paiement réel').waitFor(LONG);
}

async function typeCard(page: Page, number: string) {
  await page.getByLabel('Numéro de carte').fill(number);
  await page.getByLabel("Date d'expiration").fill('12/34');
  await page.getByLabel('CVC').fill('123');
}

const payButton = (page: Page, amount: string) =>
  page.getByRole('button', { name: new RegExp(`^Payer ${amount.replace(' ', NBSP.source)}$`) });

export const journeys: Journey[] = [
  {
    name: 'paiement : /pricing → Standard avec 4242 → +3 aides → historique et reçu imprimable',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      const buyer = await newBuyer(stack, 'Salomé');

      // A visitor chooses Standard on /pricing, signs in and comes back to it.
      await page.goto('/pricing');
      await page.getByRole('heading', { level: 3, name: 'Standard' }).waitFor(LONG);
      await axe(page, '/pricing (visiteur)');
      await shot(page, 'paiement-pricing');
      await page.getByRole('button', { name: 'Choisir le pack Standard' }).click();
      await page.waitForURL('**/login?next=*', LONG);
      await signIn(page, buyer, '/paiement?plan=standard');
      await settled(page);
      assert(await page.getByRole('radio', { name: /Pack Standard/ }).isChecked(), 'Standard présélectionné');
      await page.getByText(/Total à payer\s*:\s*12,99\s€ TTC/).waitFor(LONG);
      await page.getByText('Il vous reste 1 aide.').waitFor(LONG);
      await axe(page, '/paiement?plan=standard');
      await shot(page, 'paiement-choix');

      await cardStep(page);
      await typeCard(page, '4242 4242 4242 4242');
      await axe(page, '/paiement (carte de démonstration)');
      await shot(page, 'paiement-carte');
      await payButton(page, '12,99 €').click();
      await page.getByText('Paiement effectué avec succès!').first().waitFor(LONG);
      await page.getByText('Votre nouveau solde : 4 aides.').waitFor(LONG);
      assert((await balanceOf(stack, buyer.id)) === 4, 'solde 1 + 3 attendu');
      await page.getByText('Il vous reste 4 aides.').waitFor(LONG);
      const row = page.getByRole('row', { name: /Pack Standard \(3 aides\)/ });
      await row.getByText('Payé').waitFor(LONG);
      await shot(page, 'paiement-succes');

      // The receipt, from the history.
      await row.getByRole('link', { name: /Reçu du paiement/ }).click();
      await page.waitForURL('**/recu/*', LONG);
      await settled(page);
      const receipt = page.getByRole('article', { name: 'Reçu' });
      await receipt.getByText('Pack Standard (3 aides)').waitFor(LONG);
      await receipt.getByText(/^12,99\s€$/).waitFor(LONG);
      await receipt.getByText(/^pi_/).waitFor(LONG);
      await page.getByRole('button', { name: 'Imprimer' }).waitFor(LONG);
      await axe(page, '/recu');
      await shot(page, 'paiement-recu');
      await page.emulateMedia({ media: 'print' });
      assert(
        !(await page.getByRole('button', { name: 'Imprimer' }).isVisible()) &&
          !(await page.locator('aside').first().isVisible()),
        'à l’impression, ni menu ni boutons',
      );
      await page.emulateMedia({ media: 'screen' });

      // /historique links the same receipt; the dashboard shows the new balance.
      await page.goto('/historique');
      await settled(page);
      await page.getByRole('link', { name: 'voir le reçu' }).first().waitFor(LONG);
      await context.close();
    },
  },
  {
    name: 'paiement : carte refusée → message, pack gardé, aucun crédit ; puis 3-D Secure → confirmation → crédité',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      const buyer = await newBuyer(stack, 'Hugo');
      await signIn(page, buyer);
      await page.goto('/paiement?plan=standard');
      await settled(page);
      await cardStep(page);
      await typeCard(page, '4000 0000 0000 0002');
      await payButton(page, '12,99 €').click();
      const alert = page.getByRole('alert').filter({ hasText: /refusée/ });
      await alert.waitFor(LONG);
      assert(await page.getByRole('radio', { name: /Pack Standard/ }).isChecked(), 'le pack reste choisi');
      assert(
        (await page.getByLabel('Numéro de carte').inputValue()) === '4000 0000 0000 0002',
        'la saisie reste',
      );
      await axe(page, '/paiement (carte refusée)');
      await shot(page, 'paiement-refus');
      await page
        .getByRole('row', { name: /Pack Standard/ })
        .getByText('Échoué')
        .waitFor(LONG);
      assert((await balanceOf(stack, buyer.id)) === 1, 'aucun crédit après un refus');

      // insufficient funds has its own reason
      await typeCard(page, '4000 0000 0000 9995');
      await payButton(page, '12,99 €').click();
      await page
        .getByRole('alert')
        .filter({ hasText: /insuffisant/ })
        .waitFor(LONG);

      // 3-D Secure: the processor's page, then back to /payment-success, confirmed by the server.
      await typeCard(page, '4000 0025 0000 3155');
      await payButton(page, '12,99 €').click();
      await page.getByRole('button', { name: "Valider l'authentification" }).waitFor(LONG);
      await page.getByRole('button', { name: "Valider l'authentification" }).click();
      await page.waitForURL('**/payment-success?*', LONG);
      await page.getByText('Paiement effectué avec succès!').waitFor(LONG);
      await page.getByText('Votre nouveau solde : 4 aides.').waitFor(LONG);
      await settled(page);
      await axe(page, '/payment-success');
      await shot(page, 'paiement-3ds-succes');
      assert((await balanceOf(stack, buyer.id)) === 4, '3-D Secure validé : +3');

      // refused authentication: the reason and the way back, nothing credited
      await page.goto('/paiement');
      await settled(page);
      await page.getByRole('radio', { name: /^1 aide/ }).check();
      await cardStep(page);
      await typeCard(page, '4000 0025 0000 3155');
      await payButton(page, '5,99 €').click();
      await page.getByRole('button', { name: "Refuser l'authentification" }).click();
      await page.waitForURL('**/payment-success?*', LONG);
      await page.getByText('Le paiement n’a pas abouti.').waitFor(LONG);
      await settled(page);
      await axe(page, '/payment-success (échec)');
      await shot(page, 'paiement-3ds-echec');
      assert((await balanceOf(stack, buyer.id)) === 4, 'authentification refusée : rien de plus');
      await page.getByRole('link', { name: 'Revenir au paiement' }).click();
      await page.waitForURL('**/paiement', LONG);
      await context.close();
    },
  },
  {
    name: 'paiement : une demande réglée par carte passe « En cours »',
    async run({ browser, stack }) {
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      const buyer = await newBuyer(stack, 'Léon');
      // the free aid is spent on a first request
      const user = client(stack, stack.anonKey);
      await user.auth.signInWithPassword({ email: buyer.email, password: buyer.password });
      const first = await user.rpc('create_form_request', {
        form_type: 'logement',
        aid_id: 'aide_logement',
        aid_name: 'Aide personnalisée au logement (APL/ALS/ALF)',
        estimated_amount: 200,
      });
      assert(!first.error, `première demande : ${first.error?.message}`);
      await signIn(page, buyer);
      await page.goto('/nouvelle-demande?aide=pass_culture');
      await settled(page);
      await page.getByRole('button', { name: /Payer cette demande par carte/ }).click();
      await page.waitForURL('**/paiement?demande=*', LONG);
      const requestId = new URL(page.url()).searchParams.get('demande')!;
      await settled(page);
      await page.getByRole('heading', { name: 'Payer une demande' }).waitFor(LONG);
      await page.getByText(/Total à payer\s*:\s*5,99\s€ TTC/).waitFor(LONG);
      await axe(page, '/paiement?demande=');
      await cardStep(page);
      await typeCard(page, '4242424242424242');
      await payButton(page, '5,99 €').click();
      await page.getByText('Paiement effectué avec succès!').waitFor(LONG);
      await page.waitForURL(`**/demandes/${requestId}`, LONG);
      await settled(page);
      await page
        .getByText(/En cours/)
        .first()
        .waitFor(LONG);
      await shot(page, 'paiement-demande-en-cours');
      const { data } = await client(stack, stack.serviceKey)
        .from('form_requests')
        .select('status, payment_status')
        .eq('id', requestId)
        .single();
      assert(
        data?.status === 'in_progress' && data.payment_status === 'completed',
        `demande payée : ${JSON.stringify(data)}`,
      );
      await context.close();
    },
  },
  {
    name: 'paiement : axe 0 sur /pricing, /packs, /paiement, /payment et le reçu, clair et sombre',
    async run({ browser, stack }) {
      const buyer = await newBuyer(stack, 'Inès');
      const admin = client(stack, stack.serviceKey);
      const pi = `pi_axe_${buyer.id.replace(/-/g, '')}`;
      await admin
        .from('payments')
        .insert({ user_id: buyer.id, amount: 699, payment_intent_id: pi, pack_id: 'basic' });
      const { data: paid } = await admin.rpc('complete_payment', {
        payment_intent_id: pi,
        amount_received: 699,
      });
      const receipt = `/recu/${(paid as { id: string }).id}`;
      for (const scheme of ['light', 'dark'] as const) {
        const { context } = await newContext(browser, stack, 'declined');
        const page = await context.newPage();
        await page.emulateMedia({ colorScheme: scheme });
        await signIn(page, buyer);
        for (const route of [
          '/pricing',
          '/packs',
          '/paiement',
          '/paiement?plan=premium',
          '/payment',
          receipt,
        ]) {
          await page.goto(route);
          await settled(page);
          await axe(page, `${route} (${scheme === 'dark' ? 'sombre' : 'clair'})`);
          if (scheme === 'dark')
            await shot(page, `paiement${route.replace(/[/?=]+/g, '-').slice(0, 40)}-sombre`);
        }
        await context.close();
      }
    },
  },
];
