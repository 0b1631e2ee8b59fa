import { describe, expect, it } from 'vitest';
import { csvName, toCsv } from './csv.ts';
import { changeOf } from './components/AuditList.tsx';

describe('CSV pour un tableur français', () => {
  it('commence par le BOM, sépare par « ; », met des guillemets où il faut et neutralise les formules', () => {
    const text = toCsv(
      [
        { nom: 'Élodie; "Lulu"', montant: 12.99, actif: true, note: '=HYPERLINK("x")' },
        { nom: 'Ligne\nsuivante', montant: -3, actif: false, note: null },
      ],
      [
        { header: 'Nom', value: (r) => r.nom },
        { header: 'Montant (€)', value: (r) => r.montant },
        { header: 'Actif', value: (r) => r.actif },
        { header: 'Note', value: (r) => r.note },
      ],
    );
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1).split('\r\n')).toEqual([
      'Nom;Montant (€);Actif;Note',
      '"Élodie; ""Lulu""";12,99;oui;"\'=HYPERLINK(""x"")"',
      '"Ligne\nsuivante";-3;non;',
      '',
    ]);
  });

  it('nomme le fichier avec la date de Paris', () => {
    expect(csvName('demandes', new Date('2026-11-25T23:30:00Z'))).toBe('demandes-2026-11-26.csv');
  });
});

describe('journal : avant → après', () => {
  it('en français, champs changés seulement', () => {
    expect(changeOf({ status: 'pending' }, { status: 'in_progress' })).toBe('Statut : En attente → En cours');
    expect(changeOf(null, { delta: 2, reason: 'ajustement_admin' })).toBe(
      'Aides : 2 ; Motif : Ajustement par un conseiller',
    );
    expect(changeOf({ price_cents: 1299, active: true }, { price_cents: 1199, active: true })).toBe(
      'Prix : 12,99\u00a0€ → 11,99\u00a0€',
    );
  });
});
