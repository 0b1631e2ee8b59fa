import { afterEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { render } from '@testing-library/react';
import {
  admin,
  heading,
  LONG,
  newUser,
  renderApp,
  resetApp,
  signIn,
} from '../../../tests/support/account.tsx';
import { AuthProvider } from '../../lib/auth.tsx';
import { Results } from '../simulateur/Results.tsx';
import { SaveToAccount, useApplyAid } from '../simulateur/AccountBridge.tsx';
import type { Aid, SimulationResult } from '../simulateur/api.ts';

afterEach(resetApp);

const aid = (id: string, nom: string, montant: number): Aid => ({
  id,
  code: id,
  nom,
  institution: 'CAF',
  description: 'Une aide de test assez longue pour être décrite.',
  montant,
  periodicite: 'mensuelle',
  lien: 'https://www.caf.fr',
  explication: [],
});
const RESULT: SimulationResult = {
  droitsEligibles: [aid('aide_logement', 'Aide au logement', 210), aid('ppa', "Prime d'activité", 150)],
  droitsNonEligibles: [aid('rsa', 'RSA', 0)],
};

/** The simulator's results with the bridge, as SimulateurPage composes them. */
function ResultsScreen() {
  const { apply, gate } = useApplyAid();
  return (
    <>
      <Results
        result={RESULT}
        onApply={apply}
        actions={<SaveToAccount answers={{ loyer: 500 }} result={RESULT} />}
      />
      {gate}
    </>
  );
}
const renderResults = () => {
  const router = createMemoryRouter(
    [
      { path: '/simulateur', element: <ResultsScreen /> },
      { path: '*', element: <p>ailleurs</p> },
    ],
    { initialEntries: ['/simulateur'] },
  );
  render(
    <AuthProvider>
      <RouterProvider router={router} />
    </AuthProvider>,
  );
  return router;
};

describe('du simulateur au compte', () => {
  it('un visiteur est invité à se connecter ou s’inscrire, et revient aux mêmes résultats', async () => {
    renderResults();
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Enregistrer dans mon compte' }));
    let dialog = await screen.findByRole('dialog', { name: 'Enregistrer dans mon compte' }, LONG);
    expect(within(dialog).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsimulateur',
    );
    expect(within(dialog).getByRole('link', { name: 'Créer un compte' })).toHaveAttribute(
      'href',
      '/register?next=%2Fsimulateur',
    );
    await ui.keyboard('{Escape}');
    await ui.click(screen.getByRole('button', { name: /Faire la demande\s?: Aide au logement/ }));
    dialog = await screen.findByRole('dialog', { name: 'Faire la demande' }, LONG);
    expect(within(dialog).getByRole('link', { name: 'Se connecter' })).toHaveAttribute(
      'href',
      '/login?next=%2Fsimulateur',
    );
  });

  it('connecté : enregistre la simulation dans le compte et « Faire la demande » ouvre la nouvelle demande', async () => {
    const user = await newUser();
    await signIn(user);
    const router = renderResults();
    const ui = userEvent.setup();
    await ui.click(await screen.findByRole('button', { name: 'Enregistrer dans mon compte' }, LONG));
    expect(await screen.findByText(/Simulation enregistrée dans votre compte/, {}, LONG)).toBeInTheDocument();
    const { data } = await admin()
      .from('simulations')
      .select('eligible_count, monthly_total, answers')
      .eq('user_id', user.id);
    expect(data).toEqual([{ eligible_count: 2, monthly_total: 360, answers: { loyer: 500 } }]);
    await ui.click(screen.getByRole('button', { name: /Faire la demande\s?: Prime d'activité/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nouvelle-demande'), LONG);
    expect(router.state.location.search).toBe('?aide=ppa');
  });

  it('une sauvegarde demandée avant la connexion se fait au retour', async () => {
    renderResults();
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('button', { name: 'Enregistrer dans mon compte' }));
    await ui.click(
      within(await screen.findByRole('dialog', {}, LONG)).getByRole('link', { name: 'Se connecter' }),
    );
    await resetApp();
    localStorage.setItem('aidy-simulation-a-enregistrer', String(Date.now()));
    const user = await newUser();
    await signIn(user);
    renderResults();
    expect(await screen.findByText(/Simulation enregistrée dans votre compte/, {}, LONG)).toBeInTheDocument();
    const { data } = await admin().from('simulations').select('id').eq('user_id', user.id);
    expect(data).toHaveLength(1);
  });
});

describe('/simulations', () => {
  it('liste, rouvre et supprime les simulations enregistrées', async () => {
    const user = await newUser();
    const client = await signIn(user);
    await client.from('simulations').insert({
      result: RESULT,
      eligible_count: 2,
      monthly_total: 360,
      yearly_total: 4320,
    });
    const { router } = renderApp('/simulations');
    await heading('Mes simulations');
    expect(
      await screen.findByText(/2 aides — 360,00\s€ par mois, 4\s320,00\s€ sur un an/, {}, LONG),
    ).toBeInTheDocument();
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('link', { name: /Revoir la simulation/ }));
    expect(await screen.findByRole('heading', { name: /Simulation du/ }, LONG)).toBeInTheDocument();
    expect(screen.getByText('Aide au logement')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: /Faire la demande\s?: Aide au logement/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/nouvelle-demande'), LONG);
    expect(router.state.location.search).toMatch(/^\?aide=aide_logement&simulation=[0-9a-f-]{36}$/);
    await router.navigate('/simulations');
    await ui.click(await screen.findByRole('button', { name: /Supprimer la simulation/ }, LONG));
    await ui.click(
      within(await screen.findByRole('alertdialog', {}, LONG)).getByRole('button', { name: 'Supprimer' }),
    );
    expect(
      await screen.findByText('Vous n’avez pas encore enregistré de simulation dans votre compte.', {}, LONG),
    ).toBeInTheDocument();
  });
});
