// The « Aides locales » tab of the admin catalogue, signed in as an adviser on the local Supabase: the real
// advisers' function answers /api/admin/aides-locales (only the route is given to msw) and the hide RPC runs
// in the database. What the screen shows (dates, search, pages) and the hide/show round trip with its
// confirmation and audit rows.
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { http } from 'msw';
import {
  admin,
  heading,
  mswForFailures,
  newUser,
  renderApp,
  resetApp,
  signIn,
} from '../../../tests/support/account.tsx';
import adminAidesFn from '../../../netlify/functions/admin-aides-locales.mts';

mswForFailures(http.get('*/api/admin/aides-locales', ({ request }) => adminAidesFn(request)));
beforeAll(() => {
  const { url, anonKey, serviceKey } = inject('supabase');
  Object.assign(process.env, {
    SUPABASE_URL: url,
    SUPABASE_ANON_KEY: anonKey,
    SUPABASE_SERVICE_ROLE_KEY: serviceKey,
  });
});
afterEach(resetApp);

const CODE = 'caf_gironde_aide_vacances_ave';
const NOM = 'Aide aux vacances pour les enfants (AVE)';
const DB_WRITE = { timeout: 30_000 };
/** the list goes through the advisers' function (token check, two reads): slow on a loaded machine */
const SLOW = { timeout: 60_000 };

const hiddenRow = async () =>
  (await admin().from('aides_locales_masquees').select('reason').eq('code', CODE)).data;
const audited = async () =>
  (await admin().from('admin_audit_log').select('action, note').eq('target_id', CODE).order('id')).data;

describe('catalogue : aides locales', () => {
  it('liste les aides avec la date de leur source et celle du catalogue ; recherche et pages', async () => {
    await signIn(await newUser({ role: 'admin' }));
    const ui = userEvent.setup();
    renderApp('/admin/catalogue?onglet=aides-locales');
    expect(await heading('Catalogue')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Aides locales' })).toHaveAttribute('aria-selected', 'true');
    expect(
      await screen.findByText(
        /Catalogue importé le 25\/11\/2026 \(fichier source du 19\/08\/2026\)/,
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Aides locales' }, SLOW);
    expect(within(table).getAllByRole('row')).toHaveLength(51);
    expect(screen.getByText('1–50 sur 589 · page 1 sur 12')).toBeInTheDocument();
    await ui.click(screen.getByRole('button', { name: 'Page suivante' }));
    expect(await screen.findByText('51–100 sur 589 · page 2 sur 12', {}, SLOW)).toBeInTheDocument();

    await ui.type(screen.getByRole('searchbox', { name: 'Rechercher une aide' }), 'vacances gironde');
    const found = await screen.findByRole('link', { name: NOM }, SLOW);
    const row = found.closest('tr')!;
    expect(within(row).getByText('CAF de Gironde')).toBeInTheDocument();
    expect(within(row).getByText('Source vérifiée le 03/02/2025')).toBeInTheDocument();
    expect(within(row).getByText('Proposée')).toBeInTheDocument();
    expect(screen.getByText(/^1–\d+ sur \d+ · page 1 sur 1$/)).toBeInTheDocument();
  }, 120_000);

  it('masque une aide terminée après confirmation, avec un motif (journalisé), puis l’affiche de nouveau', async () => {
    await signIn(await newUser({ role: 'admin' }));
    const ui = userEvent.setup();
    renderApp(`/admin/catalogue?onglet=aides-locales&q=${encodeURIComponent(CODE)}`);
    await ui.click(await screen.findByRole('button', { name: `Masquer ${NOM}` }, SLOW));
    const dialog = await screen.findByRole('alertdialog', { name: 'Masquer cette aide ?' }, SLOW);
    await ui.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(await hiddenRow()).toEqual([]);

    await ui.click(screen.getByRole('button', { name: `Masquer ${NOM}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Masquer cette aide ?' }, SLOW);
    await ui.click(within(confirm).getByRole('button', { name: 'Masquer l’aide' }));
    expect(
      await within(confirm).findByText(
        'Indiquez pourquoi l’aide est masquée (par exemple : aide terminée).',
        {},
        SLOW,
      ),
    ).toBeInTheDocument();
    await ui.type(within(confirm).getByRole('textbox', { name: /Motif/ }), 'Dispositif arrêté en 2026');
    await ui.click(within(confirm).getByRole('button', { name: 'Masquer l’aide' }));
    expect(await screen.findByText(/est masquée : elle n’apparaît plus/, {}, SLOW)).toBeInTheDocument();
    expect(await screen.findByText('Masquée', {}, SLOW)).toBeInTheDocument();
    expect(screen.getByText(/Dispositif arrêté en 2026 — le /)).toBeInTheDocument();
    expect(await hiddenRow()).toEqual([{ reason: 'Dispositif arrêté en 2026' }]);

    await ui.click(screen.getByRole('button', { name: `Afficher de nouveau ${NOM}` }));
    const show = await screen.findByRole('alertdialog', { name: 'Afficher de nouveau cette aide ?' }, SLOW);
    expect(within(show).getByText(/Masquée pour : Dispositif arrêté en 2026/)).toBeInTheDocument();
    await ui.click(within(show).getByRole('button', { name: 'Afficher de nouveau' }));
    expect(await screen.findByText(`« ${NOM} » est de nouveau proposée.`, {}, SLOW)).toBeInTheDocument();
    await waitFor(async () => expect(await hiddenRow()).toEqual([]), DB_WRITE);
    expect(await audited()).toEqual([
      { action: 'local_aid.hidden', note: 'Dispositif arrêté en 2026' },
      { action: 'local_aid.shown', note: null },
    ]);
  }, 180_000);

  it('axe : aucune violation sur l’onglet ni dans la confirmation', async () => {
    await signIn(await newUser({ role: 'admin' }));
    const ui = userEvent.setup();
    renderApp(`/admin/catalogue?onglet=aides-locales&q=${encodeURIComponent(CODE)}`);
    await screen.findByRole('button', { name: `Masquer ${NOM}` }, SLOW);
    const check = async (where: string) => {
      const results = await axe.run(document.body, {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
        rules: { 'color-contrast': { enabled: false } },
      });
      expect(results.violations.map((v) => `${where} : ${v.id} → ${v.nodes[0]?.target.join(' ')}`)).toEqual(
        [],
      );
    };
    await check('onglet');
    await ui.click(screen.getByRole('button', { name: `Masquer ${NOM}` }));
    await screen.findByRole('alertdialog', { name: 'Masquer cette aide ?' }, SLOW);
    await check('confirmation');
  }, 120_000);
});
