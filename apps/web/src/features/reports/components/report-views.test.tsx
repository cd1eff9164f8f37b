import type { Report } from '@livro-caixa/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { octoberFigures } from '../../../test/october-figures';
import { ReportView } from './report-views';

/**
 * Relatórios names its totals as the dashboard does and tells Resultado from Lucro Líquido
 * (docs/product-rules.md "Figures on screen and in files"); the month of test/october-figures.ts.
 */
const report: Report = {
  type: 'financial',
  period: { startDate: '2026-10-01', endDate: '2026-10-31' },
  generatedAt: '2026-11-24T12:00:00.000Z',
  summary: {
    ...octoberFigures,
    totalCommissions: 150,
    attendantCommissions: 100,
    tripeiroCommissions: 50,
    confirmedPayments: 1000,
    attendantCount: 1,
  },
  byCategory: [
    { name: 'Outros', value: 2800, count: 1, percentage: 96.9 },
    { name: 'Alimentação', value: 89.7, count: 1, percentage: 3.1 },
  ],
  byAttendant: [],
  byTripeiro: [],
  monthlyTrend: [{ month: '2026-10', revenue: 1000, expenses: 2935.6 }],
  topProducts: [],
  paymentMethods: [],
  groupBy: null,
  groups: [],
};

const nbsp = (text: string) => text.replaceAll('\u00a0', ' ');
const card = (label: string) =>
  screen.getByRole('heading', { name: label, level: 3 }).parentElement?.parentElement as HTMLElement;
const exactly = (text: string) => (_: string, el: Element | null) => nbsp(el?.textContent ?? '') === text;

describe('Relatórios: the financial report names its totals', () => {
  it("shows 'Despesas + saídas' with its parts, and counts that say what they count", () => {
    render(<ReportView report={report} />);
    expect(screen.queryByRole('heading', { name: 'Despesas', level: 3 })).toBeNull();
    const expenses = card('Despesas + saídas');
    expect(nbsp(expenses.textContent ?? '')).toContain('R$ 2.935,60');
    expect(
      within(expenses).getByText(exactly('Despesas R$ 2.889,70 + saídas R$ 45,90'), { selector: 'p' }),
    ).toBeTruthy();
    expect(within(expenses).getByText('2 despesas · 1 saída confirmada')).toBeTruthy();
    expect(nbsp(expenses.textContent ?? '')).not.toContain('despesas lançadas');
  });

  it('tells Lucro Líquido from Resultado: the card says how one comes from the other, the table says what Resultado is', () => {
    render(<ReportView report={report} />);
    const profit = card('Lucro Líquido');
    expect(
      within(profit).getByText(exactly('Resultado -R$ 1.935,60 − comissões R$ 150,00'), { selector: 'p' }),
    ).toBeTruthy();
    const trend = screen.getByRole('table', { name: 'Receita e despesas por mês' });
    expect(within(trend).getByRole('columnheader', { name: 'Despesas + saídas' })).toBeTruthy();
    expect(within(trend).getByRole('columnheader', { name: 'Resultado' })).toBeTruthy();
    expect(
      screen.getByText(
        'Resultado = receita − (despesas + saídas), antes das comissões; o Lucro Líquido desconta também as comissões.',
      ),
    ).toBeTruthy();
  });

  it("names the Análise de Despesas total 'Despesas', as the Despesas page, with Despesas + saídas beside it", () => {
    render(<ReportView report={{ ...report, type: 'expenses' }} />);
    const expenses = card('Despesas');
    expect(nbsp(expenses.textContent ?? '')).toContain('R$ 2.889,70');
    expect(within(expenses).getByText(exactly('Despesas + saídas: R$ 2.935,60'), { selector: 'p' })).toBeTruthy();
  });
});
