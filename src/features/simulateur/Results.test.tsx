import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
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
