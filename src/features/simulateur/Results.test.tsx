import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { montantAffiche, Results } from './Results.tsx';
import type { Aid } from './api.ts';

const aide = (over: Partial<Aid> = {}): Aid => ({
  id: 'pass_culture',
  code: 'pass_culture',
  nom: 'Pass Culture',
  institution: 'Ministère de la Culture',
  description: 'Un crédit pour la culture.',
  montant: 150,
  periodicite: 'ponctuelle',
  lien: 'https://pass.culture.fr',
  explication: ['Vous avez 18 ans.'],
  ...over,
});

describe('montant affiché', () => {
  it('« Gratuite » pour une aide gratuite, un plafond « jusqu’à », une participation nommée', () => {
    expect(montantAffiche(aide({ montant: 0, legende: 'gratuite' })).montant).toBe('Gratuite');
    expect(montantAffiche(aide({ montant: 1200, legende: "jusqu'à" })).montant).toMatch(
      /^Jusqu'à 1\s200,00\s€$/,
    );
    expect(
      montantAffiche(aide({ montant: 8, legende: 'participation par mois', periodicite: 'mensuelle' })),
    ).toEqual({ montant: expect.stringMatching(/^Participation de 8,00\s€$/), periode: 'par mois' });
    expect(montantAffiche(aide({ montant: 0 })).montant).toBe('Sans montant à verser');
  });
});

describe('résultats', () => {
  it('place les actions du compte à côté d’« Imprimer » et celles d’une aide sur sa carte', () => {
    render(
      <Results
        result={{ droitsEligibles: [aide()], droitsNonEligibles: [] }}
        onApply={() => {}}
        actions={<button type="button">Enregistrer dans mon compte</button>}
        aidActions={(a) => <button type="button">Suivre {a.nom}</button>}
      />,
    );
    expect(screen.getByRole('button', { name: 'Enregistrer dans mon compte' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Suivre Pass Culture' })).toBeInTheDocument();
    // without aidActions, « Faire la demande » is the card's action
    expect(screen.queryByRole('button', { name: /Faire la demande/ })).toBeNull();
  });

  it('par défaut, chaque carte propose « Faire la demande » et le détail à la demande', () => {
    render(<Results result={{ droitsEligibles: [aide()], droitsNonEligibles: [] }} onApply={() => {}} />);
    expect(screen.getByRole('button', { name: /Faire la demande.*Pass Culture/ })).toBeInTheDocument();
    expect(screen.getAllByText(/Voir le détail/).length).toBeGreaterThan(0);
  });
});

describe('résultats avec les aides locales (issue 18)', () => {
  afterEach(cleanup);
  const locales = [
    aide(),
    aide({
      id: 'grand-est-jeunest',
      code: 'grand-est-jeunest',
      nom: 'Jeun’Est',
      institution: 'Grand Est',
      niveau: 'region',
      themes: ['culture'],
      dateSource: '2024-03-05',
      instructions: 'https://www.jeunest.fr/inscription',
    }),
    aide({
      id: 'intercommunalite-brest-metropole-fsl-eligibilite',
      code: 'intercommunalite-brest-metropole-fsl-eligibilite',
      nom: 'FSL de Brest Métropole',
      institution: 'Brest Métropole',
      niveau: 'epci',
      montant: 0,
      legende: 'montant variable',
      themes: ['logement'],
    }),
  ];

  it('groupe les aides par niveau, avec l’institution, les liens et la date de la source', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    const applied: string[] = [];
    render(
      <Results
        result={{ droitsEligibles: locales, droitsNonEligibles: [] }}
        onApply={(a) => applied.push(a.code)}
      />,
    );
    const titres = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titres).toEqual(
      expect.arrayContaining([
        'Aides nationales',
        'Aides de votre région',
        'Aides de votre intercommunalité',
      ]),
    );
    expect(titres.indexOf('Aides de votre région')).toBeLessThan(
      titres.indexOf('Aides de votre intercommunalité'),
    );
    expect(screen.getByText('Montant variable')).toBeInTheDocument();
    expect(screen.getByText('Source vérifiée le 05/03/2024')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Instructions\s?: Jeun’Est/, hidden: true })).toHaveAttribute(
      'href',
      'https://www.jeunest.fr/inscription',
    );
    await userEvent.click(screen.getByRole('button', { name: /Faire la demande.*FSL de Brest Métropole/ }));
    expect(applied).toEqual(['intercommunalite-brest-metropole-fsl-eligibilite']);
  });

  it('filtre par thème', async () => {
    const { default: userEvent } = await import('@testing-library/user-event');
    render(<Results result={{ droitsEligibles: locales, droitsNonEligibles: [] }} onApply={() => {}} />);
    const filtres = screen.getByRole('group', { name: 'Filtrer les aides par thème' });
    expect(filtres).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Logement' }));
    expect(screen.getByRole('button', { name: 'Logement' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByText('Jeun’Est')).toBeNull();
    expect(screen.getByText('FSL de Brest Métropole')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Toutes les aides' }));
    expect(await screen.findByText('Jeun’Est')).toBeInTheDocument();
  });
});

describe('lignes d’explication', () => {
  afterEach(() => {
    cleanup();
    vi.restoreAllMocks();
  });

  it('deux lignes identiques sont affichées toutes les deux, sans avertissement, et suivent le résultat suivant', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    const lignes = (liste: HTMLElement) =>
      within(liste)
        .getAllByRole('listitem', { hidden: true })
        .map((li) => li.textContent);
    const simulation = (explication: string[], raisons: string[]) => ({
      droitsEligibles: [aide({ explication, conditionsAVerifier: explication })],
      droitsNonEligibles: [
        aide({ id: 'css', code: 'css', nom: 'Complémentaire santé', explication: raisons }),
      ],
    });
    const listes = () => {
      const detail = screen.getByText('Un crédit pour la culture.', { selector: 'p' }).parentElement!;
      const [explications, aVerifier] = within(detail).getAllByRole('list', { hidden: true });
      const nonEligible = screen.getByText('Complémentaire santé').parentElement!;
      return { explications, aVerifier, raisons: within(nonEligible).getByRole('list', { hidden: true }) };
    };
    const A = 'Vous avez moins de 26 ans.';
    const B = 'Vos ressources sont sous le plafond.';
    const view = render(<Results result={simulation([A, B, A], [B, B])} onApply={() => {}} />);
    let l = listes();
    expect(lignes(l.explications)).toEqual([A, B, A]);
    expect(lignes(l.aVerifier)).toEqual([A, B, A]);
    expect(lignes(l.raisons)).toEqual([B, B]);
    view.rerender(<Results result={simulation([B, A, A, B], [A, B, A])} onApply={() => {}} />);
    l = listes();
    expect(lignes(l.explications)).toEqual([B, A, A, B]);
    expect(lignes(l.aVerifier)).toEqual([B, A, A, B]);
    expect(lignes(l.raisons)).toEqual([A, B, A]);
    expect(errors.mock.calls.map((c) => String(c[0]))).not.toContainEqual(
      expect.stringContaining('same key'),
    );
  });
});
