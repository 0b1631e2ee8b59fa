import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { ConsentProvider, useConsent } from './ConsentProvider.tsx';
import { CONSENT_STORAGE_KEY, readConsent, storeConsent } from './consent.ts';

function Reopen() {
  const { reopen } = useConsent();
  return (
    <button type="button" onClick={reopen}>
      Gérer mes cookies
    </button>
  );
}

const renderBanner = () =>
  render(
    <MemoryRouter>
      <ConsentProvider cookiesPath="/cookies">
        <Reopen />
      </ConsentProvider>
    </MemoryRouter>,
  );

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('bandeau de consentement', () => {
  it('s’affiche sans choix enregistré, avec son titre et ses deux boutons', () => {
    renderBanner();
    expect(screen.getByRole('heading', { name: 'Nous respectons votre vie privée' })).toBeInTheDocument();
    expect(
      screen.getByText(/améliorer votre navigation, personnaliser le contenu et analyser notre trafic/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refuser' })).toHaveClass('btn-primary');
    expect(screen.getByRole('button', { name: 'Tout accepter' })).toHaveClass('btn-primary');
  });

  it('« Refuser » enregistre declined avec la date et masque le bandeau', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Refuser' }));
    expect(screen.queryByRole('heading', { name: 'Nous respectons votre vie privée' })).toBeNull();
    const stored = JSON.parse(localStorage.getItem(CONSENT_STORAGE_KEY)!);
    expect(stored.value).toBe('declined');
    expect(Date.parse(stored.date)).not.toBeNaN();
  });

  it('« Tout accepter » enregistre accepted; le lien du pied de page rouvre le choix', async () => {
    renderBanner();
    await userEvent.click(screen.getByRole('button', { name: 'Tout accepter' }));
    expect(readConsent()?.value).toBe('accepted');
    await userEvent.click(screen.getByRole('button', { name: 'Gérer mes cookies' }));
    expect(screen.getByRole('button', { name: 'Refuser' })).toBeInTheDocument();
  });

  it('redemande le choix après 6 mois', () => {
    storeConsent('accepted', new Date('2026-01-10T10:00:00Z'));
    expect(readConsent(new Date('2026-07-09T10:00:00Z'))?.value).toBe('accepted');
    expect(readConsent(new Date('2026-07-11T10:00:00Z'))).toBeNull();
  });

  it('ne s’affiche pas quand un choix récent existe', () => {
    storeConsent('declined');
    renderBanner();
    expect(screen.queryByRole('heading', { name: 'Nous respectons votre vie privée' })).toBeNull();
  });
});
