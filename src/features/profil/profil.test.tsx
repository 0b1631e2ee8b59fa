import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { createClient } from '@supabase/supabase-js';
import {
  admin,
  heading,
  LONG,
  mswForFailures,
  newRequest,
  newUser,
  PASSWORD,
  renderApp,
  resetApp,
  signIn,
} from '../../../tests/support/account.tsx';
import deleteAccountFunction from '../../../netlify/functions/delete-account.mts';
import { normalisePhone } from './schemas.ts';

// The Netlify function itself answers /.netlify/functions/delete-account (nothing is mocked but the route).
mswForFailures(
  http.post('*/.netlify/functions/delete-account', ({ request }) => deleteAccountFunction(request)),
);
beforeAll(() => {
  const { url, anonKey, serviceKey } = inject('supabase');
  Object.assign(process.env, {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceKey,
  });
});
afterEach(async () => {
  vi.restoreAllMocks();
  await resetApp();
});

/** The 6-digit code of the latest reauthentication mail of the dev mailbox. */
async function mailedCode(email: string): Promise<string> {
  const { url } = inject('supabase');
  for (let i = 0; i < 40; i++) {
    const mails = (await (await fetch(`${url}/__dev/emails?to=${encodeURIComponent(email)}`)).json()) as {
      type: string;
      otp?: string;
      text?: string;
    }[];
    const mail = mails.filter((m) => m.type === 'reauthentication').at(-1);
    const code = mail?.otp ?? /\b\d{6}\b/.exec(mail?.text ?? '')?.[0];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error('aucun code de réauthentification reçu');
}

describe('numéros français', () => {
  it.each([
    ['06 12 34 56 78', '06 12 34 56 78'],
    ['0612345678', '06 12 34 56 78'],
    ['06.12.34.56.78', '06 12 34 56 78'],
    ['+33 6 12 34 56 78', '06 12 34 56 78'],
    ['0033612345678', '06 12 34 56 78'],
    ['+262 692 12 34 56', '+262 692 12 34 56'],
    ['+262692123456', '+262 692 12 34 56'],
    ['01 23 45 67 8', null],
    ['00 12 34 56 78', null],
    ['+44 20 7946 0958', null],
  ])('%s → %s', (raw, expected) => expect(normalisePhone(raw)).toBe(expected));
});

describe('/profil — Informations', () => {
  it('« Modifier », puis prénom, nom et téléphone enregistrés : « Profil mis à jour avec succès »', async () => {
    const user = await newUser({ prenom: 'Jade', nom: 'Roux' });
    await signIn(user);
    renderApp('/profil');
    await heading('Mon profil');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Modifier' }, LONG));
    const phone = screen.getByLabelText(/Téléphone/);
    await ui.clear(phone);
    await ui.type(phone, '12345');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(
      await screen.findByText('Saisissez un numéro français, par exemple 06 12 34 56 78.', {}, LONG),
    ).toBeInTheDocument();
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    await ui.clear(phone);
    await ui.type(phone, '+33 7 00 11 22 33');
    await ui.clear(screen.getByLabelText(/Prénom/));
    await ui.type(screen.getByLabelText(/Prénom/), 'Jeanne');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Profil mis à jour avec succès', {}, LONG)).toBeInTheDocument();
    const { data } = await admin()
      .from('profiles')
      .select('name, full_name, phone')
      .eq('id', user.id)
      .single();
    expect(data).toEqual({ name: 'Jeanne Roux', full_name: 'Jeanne Roux', phone: '07 00 11 22 33' });
    expect(await screen.findByRole('button', { name: /Jeanne Roux/ }, LONG)).toBeInTheDocument();
  });

  it('un nouvel e-mail passe par le lien de confirmation de Supabase', async () => {
    const user = await newUser();
    await signIn(user);
    renderApp('/profil');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Modifier' }, LONG));
    const email = screen.getByLabelText(/Adresse e-mail/);
    await ui.clear(email);
    await ui.type(email, 'pas-une-adresse');
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('L’adresse e-mail n’est pas valide.', {}, LONG)).toBeInTheDocument();
    const next = `nouvelle-${user.id.slice(0, 8)}@exemple.fr`;
    await ui.clear(email);
    await ui.type(email, next);
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(next, {}, LONG)).toBeInTheDocument();
    expect(screen.getByText(/Un lien de confirmation a été envoyé à/)).toBeInTheDocument();
    const { data } = await admin().auth.admin.getUserById(user.id);
    expect(data.user?.email).toBe(user.email);
    expect(data.user?.new_email).toBe(next);
  });
});

describe('/profil — Sécurité', () => {
  it('le changement de mot de passe passe par un code reçu par e-mail (reauthenticate + nonce)', async () => {
    const user = await newUser();
    await signIn(user);
    renderApp('/profil?onglet=securite');
    const ui = userEvent.setup();
    const code = await screen.findByLabelText(/Code reçu par e-mail/, {}, LONG);
    const fill = async (a: string, b: string, c: string) => {
      for (const [field, value] of [
        [code, a],
        [screen.getByLabelText(/^Nouveau mot de passe/), b],
        [screen.getByLabelText(/Confirmation du nouveau/), c],
      ] as const) {
        await ui.clear(field);
        await ui.type(field, value);
      }
      await ui.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
    };
    await fill('12', 'Nouveau-2026', 'Nouveau-2027');
    expect(screen.getByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(screen.getByText('Saisissez le code à 6 chiffres reçu par e-mail.')).toBeInTheDocument();

    await ui.click(screen.getByRole('button', { name: 'Recevoir le code par e-mail' }));
    expect(
      await screen.findByText(new RegExp(`Un code de confirmation a été envoyé à ${user.email}`), {}, LONG),
    ).toBeInTheDocument();
    const nonce = await mailedCode(user.email);
    const wrong = nonce === '000000' ? '111111' : '000000';
    await fill(wrong, 'Nouveau-2026', 'Nouveau-2026');
    expect(
      await screen.findByText('Code incorrect ou expiré. Demandez un nouveau code par e-mail.', {}, LONG),
    ).toBeInTheDocument();
    // what was typed is kept
    expect(screen.getByLabelText(/^Nouveau mot de passe/)).toHaveValue('Nouveau-2026');
    await fill(nonce, 'faible', 'faible');
    expect(
      await screen.findByText(
        'Le mot de passe doit contenir au moins 8 caractères. Le mot de passe doit contenir au moins une minuscule, une majuscule et un chiffre.',
        {},
        LONG,
      ),
    ).toBeInTheDocument();
    await fill(nonce, 'Nouveau-2026', 'Nouveau-2026');
    expect(await screen.findByText('Votre mot de passe a été modifié.', {}, LONG)).toBeInTheDocument();
    const { url, anonKey } = inject('supabase');
    const check = createClient(url, anonKey, { auth: { persistSession: false } });
    expect(
      (await check.auth.signInWithPassword({ email: user.email, password: 'Nouveau-2026' })).error,
    ).toBeNull();
  });

  it('« Télécharger mes données » donne tout le compte en JSON', async () => {
    const user = await newUser();
    await signIn(user);
    const id = await newRequest();
    let blob: Blob | null = null;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:export';
    });
    URL.revokeObjectURL = vi.fn();
    const names: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      names.push(this.download);
    });
    renderApp('/profil?onglet=securite');
    await userEvent
      .setup()
      .click(await screen.findByRole('button', { name: 'Télécharger mes données' }, LONG));
    await waitFor(() => expect(names).toHaveLength(1), LONG);
    expect(names[0]).toMatch(/^aidy-mes-donnees-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await blob!.text());
    expect(data.profil.id).toBe(user.id);
    expect(data.demandes.map((d: { id: string }) => d.id)).toEqual([id]);
    expect(data.notifications.length).toBeGreaterThan(0);
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'paiements',
        'mouvements_de_credit',
        'parrainage',
        'tickets_support',
        'reglages',
      ]),
    );
  });

  it('« Supprimer mon compte » après avoir tapé SUPPRIMER : tout est effacé et la connexion échoue', async () => {
    const user = await newUser();
    await signIn(user);
    await newRequest();
    const { router } = renderApp('/profil?onglet=securite');
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Supprimer mon compte' }, LONG));
    const dialog = await screen.findByRole(
      'alertdialog',
      { name: 'Supprimer définitivement mon compte' },
      LONG,
    );
    const confirm = within(dialog).getByRole('button', { name: 'Supprimer définitivement' });
    expect(confirm).toBeDisabled();
    await ui.type(within(dialog).getByLabelText('Tapez SUPPRIMER pour confirmer'), 'supprimer');
    expect(confirm).toBeDisabled();
    await ui.clear(within(dialog).getByLabelText('Tapez SUPPRIMER pour confirmer'));
    await ui.type(within(dialog).getByLabelText('Tapez SUPPRIMER pour confirmer'), 'SUPPRIMER');
    await ui.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/'), LONG);
    expect((await admin().auth.admin.getUserById(user.id)).error).not.toBeNull();
    const { data } = await admin().from('form_requests').select('id').eq('user_id', user.id);
    expect(data).toEqual([]);
    const { url, anonKey } = inject('supabase');
    const again = await createClient(url, anonKey, {
      auth: { persistSession: false },
    }).auth.signInWithPassword({
      email: user.email,
      password: PASSWORD,
    });
    expect(again.error).not.toBeNull();
  });
});

describe('/profil — Notifications', () => {
  it('les quatre interrupteurs s’enregistrent avec « Enregistrer »', async () => {
    const user = await newUser();
    await signIn(user);
    renderApp('/profil?onglet=notifications');
    const ui = userEvent.setup();
    for (const name of ['Notifications par SMS', 'Rappels de rendez-vous'])
      await ui.click(await screen.findByRole('switch', { name }, LONG));
    await ui.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Préférences enregistrées.', {}, LONG)).toBeInTheDocument();
    const { data } = await admin()
      .from('user_settings')
      .select('email_notifications, sms_notifications, in_app_notifications, appointment_reminders')
      .eq('user_id', user.id)
      .single();
    expect(data).toEqual({
      email_notifications: true,
      sms_notifications: true,
      in_app_notifications: true,
      appointment_reminders: false,
    });
  });
});
