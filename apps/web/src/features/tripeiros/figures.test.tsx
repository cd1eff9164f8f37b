import { render, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { testTripeiro } from '../../test/fixtures';
import { asShown } from '../../test/text';
import { TripeiroCard } from './components/tripeiro-card';
import { TripeirosSummaryTable } from './components/tripeiros-summary';

/**
 * One "a receber" for a tripeiro (issue 20, docs/product-rules.md "People's totals"): issue 20's
 * Roberto, 500,00 pending at 12,5 % with 62,49 of commission on it (per entry) and 97,53 on
 * confirmed entradas. The card and the summary show the API's a receber, 437,51, never 402,47
 * (500 − the commission on confirmed entradas) nor the pending balance as 'Em aberto'.
 */
const roberto = testTripeiro({
  id: 7,
  nome: 'Roberto',
  comissao_percentual: 12.5,
  saldo_pendente: 500,
  comissao_pendente: 62.49,
  a_receber: 437.51,
  total_commissions: 97.53,
});

const noop = vi.fn();

describe("a tripeiro's figures", () => {
  it("the card: 'A receber' and 'Comissão sobre recebidos', no 'Em aberto'", () => {
    const actions = { onDetails: noop, onEdit: noop, onSettle: noop, onToggle: noop, onDelete: noop, toggling: null };
    render(<TripeiroCard tripeiro={roberto} actions={actions} />);
    const card = screen.getByRole('article', { name: 'Roberto' });
    const figure = (label: string) => within(card).getByText(label).nextElementSibling?.textContent;
    expect(figure('A receber')).toBe(asShown('R$ 437,51'));
    expect(figure('Comissão sobre recebidos')).toBe(asShown('R$ 97,53'));
    expect(card.textContent).not.toMatch(/em aberto|402,47/i);
  });

  it('the summary: saldo − comissão a descontar = A Receber, per row and in TOTAIS', () => {
    render(<TripeirosSummaryTable tripeiros={[roberto]} />);
    const table = screen.getByRole('table', { name: 'Resumo dos tripeiros' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['Tripeiro', 'Saldo Pendente', 'Comissão %', 'Comissão a descontar dos pendentes', 'A Receber']);
    const cells = (name: RegExp) =>
      within(within(table).getByRole('row', { name }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(/Roberto/)).toEqual(['Roberto', 'R$ 500,00', '12,5%', 'R$ 62,49', 'R$ 437,51'].map(asShown));
    expect(cells(/TOTAIS/)).toEqual(['TOTAIS', 'R$ 500,00', '', 'R$ 62,49', 'R$ 437,51'].map(asShown));
  });
});
