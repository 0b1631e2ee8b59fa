import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { ResponsiveTable, type Column } from './ResponsiveTable.tsx';

afterEach(cleanup);

interface Achat {
  id: string;
  nom: string;
  montant: string;
  statut: string;
}

const COLUMNS: readonly Column<Achat>[] = [
  { label: 'Achat', rowHeader: true, cell: (a) => a.nom },
  { label: 'Montant', className: 'px-5 py-3 font-semibold', cell: (a) => a.montant },
  { label: 'Statut', cell: (a) => a.statut },
  { label: 'Actions', labelHidden: true, cell: (a) => <a href={`/recu/${a.id}`}>Reçu</a> },
];

const ROWS: Achat[] = [
  { id: 'a', nom: 'Pack Standard (3 aides)', montant: '12,99 €', statut: 'Payé' },
  { id: 'b', nom: 'Achat rapide : 1 aide', montant: '5,99 €', statut: 'Échoué' },
];

function renderTable() {
  return render(
    <ResponsiveTable
      caption="Historique des paiements"
      columns={COLUMNS}
      rows={ROWS}
      rowKey={(a) => a.id}
      className="card overflow-x-auto p-0"
      minWidth="sm:min-w-[40rem]"
    />,
  );
}

describe('ResponsiveTable', () => {
  it('un tableau à toutes les largeurs : rôles explicites, légende, en-têtes de colonne et de ligne', () => {
    renderTable();
    const table = screen.getByRole('table', { name: 'Historique des paiements' });
    expect(table).toHaveAttribute('role', 'table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Achat', 'Montant', 'Statut', 'Actions']);
    expect(within(table).getAllByRole('rowgroup')).toHaveLength(2);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    for (const el of [
      ...rows,
      ...within(table).getAllByRole('cell'),
      ...within(table).getAllByRole('rowheader'),
    ])
      expect(el).toHaveAttribute('role');
    expect(within(rows[1]).getByRole('rowheader')).toHaveTextContent('Pack Standard (3 aides)');
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['12,99 €', 'Payé', 'Reçu']);
    // a row is named by its cells, as Playwright's getByRole('row', { name }) finds it
    expect(screen.getByRole('row', { name: /Pack Standard \(3 aides\)/ })).toBe(rows[1]);
    expect(within(screen.getByRole('row', { name: /Achat rapide/ })).getByText('Échoué')).toBeInTheDocument();
  });

  it('sur un téléphone chaque cellule porte le libellé de sa colonne ; l’en-tête reste pour les lecteurs d’écran', () => {
    const { container } = renderTable();
    const [, row] = screen.getAllByRole('row');
    const [montant, statut, actions] = within(row).getAllByRole('cell');
    expect(montant).toHaveAttribute('data-label', 'Montant');
    expect(statut).toHaveAttribute('data-label', 'Statut');
    expect(montant).toHaveClass('px-5', 'py-3', 'font-semibold', 'max-sm:block', 'max-sm:cell-label');
    // a column whose head is for assistive tech only has no label on a phone either
    expect(actions).not.toHaveAttribute('data-label');
    expect(within(screen.getAllByRole('columnheader')[3]).getByText('Actions')).toHaveClass('sr-only');
    // the row header is the card's title, without a label
    expect(within(row).getByRole('rowheader')).not.toHaveAttribute('data-label');
    expect(container.querySelector('thead')).toHaveClass('max-sm:sr-only');
    expect(container.querySelector('table')).toHaveClass('sm:min-w-[40rem]', 'max-sm:block');
    expect(container.firstChild).toHaveClass('card', 'overflow-x-auto', 'p-0');
  });
});
