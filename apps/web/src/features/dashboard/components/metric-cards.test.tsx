import type { PeriodFigures } from '@livro-caixa/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { octoberFigures } from '../../../test/october-figures';
import { MetricCards } from './metric-cards';

/**
 * The dashboard's cards name their totals as Relatórios does, give the parts where two totals
 * differ, paint a loss red and point Variação's arrow by its sign (docs/product-rules.md
 * "Figures on screen and in files"); the month of test/october-figures.ts.
 */
const figures: PeriodFigures = {
  ...octoberFigures,
  totalAttendantCommissions: 100,
  totalTripeiroCommissions: 50,
  variation: -21.9,
  pendingCount: 0,
  confirmedCount: 1,
};

const card = (name: string) => screen.getByRole('group', { name });
const nbsp = (text: string) => text.replaceAll('\u00a0', ' ');

describe('dashboard metric cards', () => {
  it("names the expenses total 'Despesas + saídas' with its parts and what each count counts", () => {
    render(<MetricCards metrics={figures} />);
    expect(screen.queryByRole('group', { name: 'Despesas' })).toBeNull();
    const expenses = card('Despesas + saídas');
    expect(nbsp(expenses.textContent ?? '')).toContain('R$ 2.935,60');
    expect(
      within(expenses).getByText((_, el) => nbsp(el?.textContent ?? '') === 'Despesas R$ 2.889,70 + saídas R$ 45,90'),
    ).toBeTruthy();
    expect(within(expenses).getByText('2 despesas · 1 saída confirmada')).toBeTruthy();
  });

  it('says how Lucro Líquido comes from Resultado, and paints the loss red (only red)', () => {
    render(<MetricCards metrics={figures} />);
    const profit = card('Lucro Líquido');
    expect(
      within(profit).getByText(
        (_, el) => nbsp(el?.textContent ?? '') === 'Resultado -R$ 1.935,60 − comissões R$ 150,00',
      ),
    ).toBeTruthy();
    const value = within(profit).getByText(
      (_, el) => el?.tagName === 'P' && nbsp(el.textContent ?? '') === '-R$ 2.085,60',
    );
    expect(value.className).toContain('text-red-600');
    // Two text colours on one element resolve by the stylesheet's order: the loss showed black.
    expect(value.className).not.toContain('text-zinc-900');
  });

  it('shows a profit in the ordinary colour', () => {
    render(<MetricCards metrics={{ ...figures, netProfit: 10, result: 160 }} />);
    const value = within(card('Lucro Líquido')).getByText(
      (_, el) => el?.tagName === 'P' && nbsp(el.textContent ?? '') === 'R$ 10,00',
    );
    expect(value.className).not.toContain('text-red-600');
  });

  it.each([
    [-21.9, '-21,9%', 'lucide-trending-down', 'lucide-arrow-down-right', 'text-red-600'],
    [12.5, '+12,5%', 'lucide-trending-up', 'lucide-arrow-up-right', 'text-emerald-700'],
    [0, '0,0%', 'lucide-minus', 'lucide-minus', null],
  ])('points Variação %s by its sign: icon, arrow and colour', (variation, text, header, arrow, colour) => {
    render(<MetricCards metrics={{ ...figures, variation }} />);
    const group = card('Variação');
    const icons = [...group.querySelectorAll('svg')].map((svg) => svg.getAttribute('class') ?? '');
    expect(icons[0]).toContain(header);
    expect(icons[1]).toContain(arrow);
    // No rising icon on a fall, no falling one on a rise.
    if (variation < 0) expect(icons.some((c) => c.includes('trending-up') || c.includes('arrow-up'))).toBe(false);
    if (variation > 0) expect(icons.some((c) => c.includes('trending-down') || c.includes('arrow-down'))).toBe(false);
    const value = within(group).getByText(text);
    if (colour) expect(value.className).toContain(colour);
    else expect(value.className).not.toMatch(/text-(red|emerald)/);
  });
});
