import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  admin,
  heading,
  LONG,
  newUser,
  renderApp,
  resetApp,
  signIn,
  type TestUser,
} from '../../../tests/support/account.tsx';

afterEach(async () => {
  vi.useRealTimers();
  vi.restoreAllMocks();
  await resetApp();
});

const codeOf = async (user: TestUser) =>
  (
    (await admin().from('profiles').select('referral_code').eq('id', user.id).single()).data as {
      referral_code: string;
    }
  ).referral_code;

describe('/parrainage', () => {
  it('code, lien, nombre de filleuls, réduction, prochain palier et historique Actif/Inactif', async () => {
    const parrain = await newUser({ prenom: 'Élise', nom: 'Garnier' });
    const code = await codeOf(parrain);
    const actif = await newUser({ prenom: 'Tom', nom: 'Actif', ref: code });
    await newUser({ prenom: 'Zoé', nom: 'Inactive', ref: code });
    await signIn(actif);
    const { error } = await (
      await import('../../lib/auth.tsx')
    )
      .getSupabase()
      .then((c) =>
        c.rpc('create_form_request', { form_type: 'logement', aid_id: 'aide_logement', aid_name: 'APL' }),
      );
    expect(error).toBeNull();
    await resetApp();
    await signIn(parrain);
    renderApp('/parrainage');
    await heading('Parrainage');
    expect(await screen.findByRole('button', { name: new RegExp(`^${code}`) }, LONG)).toBeInTheDocument();
    const link = `${window.location.origin}/register?ref=${code}`;
    expect(
      screen.getByRole('button', { name: new RegExp(link.replace(/[.?/]/g, '\\$&')) }),
    ).toBeInTheDocument();
    const advantages = screen.getByRole('heading', { name: 'Vos avantages' }).closest('section')!;
    expect(within(advantages).getByText('2')).toBeInTheDocument();
    expect(within(advantages).getByText('−10 %')).toBeInTheDocument();
    expect(
      within(advantages).getByText('Prochain palier : −20 % à partir de 5 filleuls.'),
    ).toBeInTheDocument();
    expect(within(advantages).getByText('À partir de 5 filleuls, une aide offerte')).toBeInTheDocument();
    expect(
      within(advantages).getByText(
        'Paliers : −10 % dès 1 filleul, −20 % dès 5, −30 % dès 10, sur les packs et les achats d’aides.',
      ),
    ).toBeInTheDocument();
    const table = screen.getByRole('table');
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toEqual([
      expect.stringMatching(/^Zoé Inactive.*Inactif$/),
      expect.stringMatching(/^Tom Actif.*Actif$/),
    ]);
  });

  it('copie le code et le lien : « Copié dans le presse-papier » pendant 3 s, ou « Erreur lors de la copie »', async () => {
    const user = await newUser();
    await signIn(user);
    const code = await codeOf(user);
    renderApp('/parrainage');
    const ui = userEvent.setup({ advanceTimers: (ms) => vi.advanceTimersByTime(ms) });
    // after setup(), which installs user-event's own clipboard
    const writeText = vi.fn().mockResolvedValueOnce(undefined).mockRejectedValueOnce(new Error('refusé'));
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const codeButton = await screen.findByRole('button', { name: new RegExp(`^${code}`) }, LONG);
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await ui.click(codeButton);
    expect(writeText).toHaveBeenCalledWith(code);
    expect(await screen.findByText('Copié dans le presse-papier', {}, LONG)).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(3100));
    expect(screen.queryByText('Copié dans le presse-papier')).toBeNull();
    await ui.click(screen.getByRole('button', { name: /Copier le lien/ }));
    expect(writeText).toHaveBeenLastCalledWith(`${window.location.origin}/register?ref=${code}`);
    expect(await screen.findByText('Erreur lors de la copie', {}, LONG)).toBeInTheDocument();
  });

  it('un client sans parrain saisit un code une fois ; les trois refus sont affichés', async () => {
    const parrain = await newUser({ prenom: 'Paul', nom: 'Parrain' });
    const user = await newUser();
    await signIn(user);
    const own = await codeOf(user);
    renderApp('/parrainage');
    const ui = userEvent.setup();
    const input = await screen.findByLabelText('Code de parrainage', {}, LONG);
    const submit = async (value: string) => {
      await ui.clear(input);
      await ui.type(input, value);
      await ui.click(screen.getByRole('button', { name: 'Valider le code' }));
    };
    await submit('ZZZZZ9');
    expect(await screen.findByRole('alert', {}, LONG)).toHaveTextContent('Code de parrainage invalide');
    await submit(own);
    expect(
      await screen.findByText('Vous ne pouvez pas vous parrainer vous-même', {}, LONG),
    ).toBeInTheDocument();
    const code = await codeOf(parrain);
    await submit(code.toLowerCase());
    expect(
      await screen.findByText(`Vous avez été parrainé(e) avec le code ${code}.`, {}, LONG),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Code de parrainage')).toBeNull();
    const { error } = await (
      await import('../../lib/auth.tsx')
    )
      .getSupabase()
      .then((c) => c.rpc('use_referral_code', { code }));
    expect(error?.message).toBe('Vous avez déjà un parrain');
  });
});
