// The visitors' booking (home page and public booking modal, no VITE_CALENDAR_URL): a day, then a time of that
// day, the contact fields, and the slot held until the e-mailed link is followed. msw plays the booking function
// with fixed slots (the account's booking tests own the local Supabase's advisers and their free slots).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { paths } from '../config/paths.ts';
import GuestBooking from './GuestBooking.tsx';

// Tuesday 4 and Wednesday 5 June 2030, Paris time (UTC+2)
const SLOTS = [
  '2030-06-04T08:00:00.000Z',
  '2030-06-04T08:30:00.000Z',
  '2030-06-05T12:00:00.000Z',
  '2030-06-05T14:30:00.000Z',
];
let free = SLOTS;
let booked: Record<string, unknown>[] = [];
let answer = () => HttpResponse.json({ held: true });

const server = setupServer(
  http.get(`*${paths.bookingFunction}`, () => HttpResponse.json({ slots: free })),
  http.post(`*${paths.bookingFunction}`, async ({ request }) => {
    booked.push((await request.json()) as Record<string, unknown>);
    return answer();
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  cleanup();
  free = SLOTS;
  booked = [];
  answer = () => HttpResponse.json({ held: true });
});
afterAll(() => server.close());

const daySelect = () => screen.findByRole('combobox', { name: 'Jour' });
const times = () =>
  within(screen.getByRole('group', { name: 'Heure (heure de Paris)' })).getAllByRole('radio');

async function fillContact(ui: ReturnType<typeof userEvent.setup>) {
  await ui.type(screen.getByRole('textbox', { name: 'Nom' }), 'Léa Petit');
  await ui.type(screen.getByRole('textbox', { name: 'E-mail' }), 'lea@exemple.fr');
  await ui.type(screen.getByRole('textbox', { name: 'Téléphone' }), '0601020304');
}

describe('réservation des visiteurs', () => {
  it('choisit un jour puis une heure de ce jour, et réserve ce créneau', async () => {
    const ui = userEvent.setup();
    render(<GuestBooking />);
    const select = await daySelect();
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['mardi 4 juin', 'mercredi 5 juin']);
    expect(select).toHaveValue('2030-06-04');
    expect(times().map((r) => r.closest('label')!.textContent)).toEqual(['10h00', '10h30']);
    await ui.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choisissez un créneau.');
    expect(booked).toEqual([]);

    // a time chosen, then another day: that day's times, none chosen
    await ui.click(screen.getByRole('radio', { name: '10h30' }));
    expect(screen.getByRole('radio', { name: '10h30' })).toBeChecked();
    await ui.selectOptions(select, 'mercredi 5 juin');
    expect(times().map((r) => r.closest('label')!.textContent)).toEqual(['14h00', '16h30']);
    expect(times().filter((r) => (r as HTMLInputElement).checked)).toEqual([]);
    await ui.click(screen.getByRole('radio', { name: '16h30' }));
    expect(screen.getByRole('radio', { name: '16h30' })).toBeChecked();

    await fillContact(ui);
    await ui.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Presque fini : confirmez le rendez-vous du mercredi 5 juin à 16h30 avec le lien envoyé à lea@exemple.fr (valable 30 minutes).',
    );
    expect(booked).toEqual([
      {
        action: 'book',
        startsAt: '2030-06-05T14:30:00.000Z',
        name: 'Léa Petit',
        email: 'lea@exemple.fr',
        phone: '0601020304',
      },
    ]);
  });

  it('un créneau pris entre-temps : le message du serveur, et les créneaux encore libres à choisir', async () => {
    const ui = userEvent.setup();
    render(<GuestBooking />);
    await daySelect();
    await ui.click(screen.getByRole('radio', { name: '10h00' }));
    await fillContact(ui);
    answer = () => {
      free = SLOTS.slice(1);
      return HttpResponse.json(
        { error: 'Ce créneau vient d’être réservé par quelqu’un d’autre. Choisissez-en un autre.' },
        { status: 409 },
      );
    };
    await ui.click(screen.getByRole('button', { name: 'Réserver ce créneau' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ce créneau vient d’être réservé par quelqu’un d’autre. Choisissez-en un autre.',
    );
    expect(await screen.findByRole('radio', { name: '10h30' })).not.toBeChecked();
    expect(screen.queryByRole('radio', { name: '10h00' })).toBeNull();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toHaveValue('lea@exemple.fr');
  });
});
