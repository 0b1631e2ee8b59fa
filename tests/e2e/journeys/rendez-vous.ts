// A client's appointment with an adviser, on the native slots (issue 16): book on /rendez-vous → the
// confirmation reaches the bell (live, over the local Realtime) and the dev mailbox (the e-mail worker) →
// cancel → the slot is offered again. axe on the page, empty and with an appointment.
import { createClient } from '@supabase/supabase-js';
import WebSocket from 'ws';
import type { DevStack } from '../../../scripts/start.ts';
import { assert, axe, LONG, newContext, shot, type Journey } from '../support.ts';

const ADVISER_ID = 'd3e0a000-0000-4000-8000-000000000002'; // Sacha, the seed's adviser

const client = (stack: DevStack, key: string) =>
  createClient(stack.supabaseUrl, key, {
    auth: { persistSession: false, autoRefreshToken: false },
    realtime: { transport: WebSocket as never },
  });

/** The adviser works the support's hours every day (the seed publishes no availability). */
async function publishHours(stack: DevStack) {
  const service = client(stack, stack.serviceKey);
  await service.from('adviser_hours').delete().eq('adviser_id', ADVISER_ID);
  const rows = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
    adviser_id: ADVISER_ID,
    weekday,
    start_time: '10:00',
    end_time: '18:00',
  }));
  const { error } = await service.from('adviser_hours').insert(rows);
  if (error) throw new Error(`disponibilités : ${error.message}`);
}

async function newClient(stack: DevStack) {
  const email = `rdv.${Date.now()}@exemple.fr`;
  const password = 'Motdepasse2026';
  const { error } = await client(stack, stack.serviceKey).auth.admin.createUser({
    email,
    password,
    email_confirm: true,
    user_metadata: { prenom: 'Lina', nom: 'Rdv', telephone: '0611223344' },
  });
  if (error) throw new Error(`compte : ${error.message}`);
  return { email, password };
}

/** The mail whose text contains `needle`, waiting for the e-mail worker (it runs every few seconds). */
async function mailWith(stack: DevStack, email: string, needle: string) {
  for (let i = 0; i < 30; i++) {
    const response = await fetch(`${stack.supabaseUrl}/__dev/emails?to=${encodeURIComponent(email)}`);
    const mails = (await response.json()) as { text?: string; html?: string }[];
    if (mails.some((m) => (m.text ?? m.html ?? '').includes(needle))) return;
    await new Promise((r) => setTimeout(r, 2000));
  }
  throw new Error(`e-mail « ${needle} » attendu pour ${email}`);
}

export const journeys: Journey[] = [
  {
    name: 'rendez-vous : réserver un créneau → cloche et e-mail → annuler → le créneau est libre à nouveau',
    async run({ browser, stack }) {
      await publishHours(stack);
      const person = await newClient(stack);
      const { context } = await newContext(browser, stack, 'declined');
      const page = await context.newPage();
      await page.goto('/login');
      await page.locator('input[name="email"]').fill(person.email);
      await page.locator('input[name="password"]').fill(person.password);
      await page.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await page.waitForURL('**/dashboard', LONG);
      await page.getByRole('link', { name: 'Notifications : aucune non lue' }).waitFor();

      await page.goto('/rendez-vous');
      await page.getByRole('heading', { name: 'Mes rendez-vous', level: 1 }).waitFor();
      await page.getByText('Aucun rendez-vous programmé.').waitFor();
      const day = page.getByRole('combobox', { name: 'Jour' });
      await day.waitFor();
      await axe(page, '/rendez-vous');
      await shot(page, 'rendez-vous');
      const phone = await page.getByRole('textbox', { name: /Téléphone/ }).inputValue();
      assert(phone === '0611223344', `téléphone prérempli attendu, vu « ${phone} »`);

      const third = await day.locator('option').nth(3).getAttribute('value');
      await day.selectOption(third!);
      const slot = page.getByRole('group', { name: /Heure/ }).getByRole('radio').first();
      const start = await slot.getAttribute('value');
      // the radio is drawn by its label: chosen with the keyboard, as a keyboard-only person would
      await slot.focus();
      await page.keyboard.press('Space');
      assert(await slot.isChecked(), 'le créneau choisi au clavier devrait être coché');
      await page.getByRole('textbox', { name: /Sujet/ }).fill('Ma demande de bourse');
      await page.getByRole('button', { name: 'Réserver ce créneau' }).click();
      await page.getByText(/Rendez-vous réservé le/).waitFor();
      await page.getByText('Sujet : Ma demande de bourse').waitFor();
      // the confirmation: live in the bell (no reload), then by e-mail
      await page.getByRole('link', { name: 'Notifications : 1 non lue' }).waitFor();
      await mailWith(stack, person.email, 'Rendez-vous confirmé le');
      await axe(page, '/rendez-vous (un rendez-vous à venir)');

      await page.getByRole('button', { name: /^Annuler le rendez-vous du/ }).click();
      const dialog = page.getByRole('alertdialog');
      await dialog.getByRole('button', { name: 'Annuler le rendez-vous' }).click();
      await page.getByText('Votre rendez-vous est annulé.').waitFor();
      await page.getByText('Aucun rendez-vous programmé.').waitFor();

      const db = client(stack, stack.anonKey);
      await db.auth.signInWithPassword(person);
      const { data: free, error } = await db.rpc('free_slots');
      assert(!error, `free_slots : ${error?.message}`);
      const offered = (free as { starts_at: string }[]).some(
        (s) => new Date(s.starts_at).getTime() === new Date(start!).getTime(),
      );
      assert(offered, `le créneau ${start} devrait être libre à nouveau`);
      await context.close();
    },
  },
];
