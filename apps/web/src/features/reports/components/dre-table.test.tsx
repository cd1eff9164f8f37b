import type { Dre } from '@livro-caixa/domain';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DreTable } from './dre-table';

/** A month with a loss: what the table shows of it (docs/product-rules.md "DRE"). */
const line = (chave: Dre['linhas'][number]['chave'], rotulo: string, valor: number, subtotal = false) => ({
  chave,
  rotulo,
  subtotal,
  valor,
  percentual: valor / 10,
  por_mes: [valor],
  detalhes: [] as Dre['linhas'][number]['detalhes'],
});
const dre: Dre = {
  periodo: { inicio: '2026-10-01', fim: '2026-10-31' },
  regime: 'competencia',
  gerado_em: '2026-11-24T12:00:00.000Z',
  meses: ['2026-10'],
  linhas: [
    line('receita_bruta', 'Receita bruta', 1000),
    line('deducoes', 'Deduções e impostos', 0),
    line('receita_liquida', 'Receita líquida', 1000, true),
    {
      ...line('custos_variaveis', 'Custos variáveis', -1250),
      detalhes: [
        {
          nome: 'Insumos',
          valor: -1150,
          percentual: -115,
          por_mes: [-1150],
          subcategorias: [{ nome: 'Gás', valor: -150, percentual: -15, por_mes: [-150] }],
        },
        { nome: 'Comissões de atendentes', valor: -100, percentual: -10, por_mes: [-100], subcategorias: [] },
      ],
    },
    line('margem_contribuicao', 'Margem de contribuição', -250, true),
    line('resultado', 'Resultado do período', -250, true),
  ],
  receita_bruta: 1000,
  margem_contribuicao: -250,
  margem_contribuicao_percentual: -25,
  resultado: -250,
  resultado_percentual: -25,
};

const nbsp = (text: string | null) => (text ?? '').replaceAll('\u00a0', ' ');

describe('DreTable', () => {
  it('signs each line, bolds the subtotals, shows a loss in red and the categories under their group', () => {
    render(<DreTable dre={dre} />);
    const table = screen.getByRole('table', { name: 'Demonstrativo de resultado' });
    const row = (name: string) => within(table).getByRole('rowheader', { name }).closest('tr') as HTMLElement;
    expect(nbsp(row('(+) Receita bruta').textContent)).toBe('(+) Receita brutaR$ 1.000,00100,0%');
    expect(nbsp(row('(−) Custos variáveis').textContent)).toBe('(−) Custos variáveis-R$ 1.250,00-125,0%');
    const margin = row('(=) Margem de contribuição');
    expect(margin.className).toContain('font-semibold');
    expect(within(margin).getByText(/-R\$/).className).toContain('text-red-600');
    // A cost is negative, not a loss: not red.
    expect(within(row('(−) Custos variáveis')).getByText(/-R\$/).className).not.toContain('text-red-600');
    const rows = within(table)
      .getAllByRole('rowheader')
      .map((th) => th.textContent);
    expect(rows.slice(3, 7)).toEqual(['(−) Custos variáveis', 'Insumos', 'Gás', 'Comissões de atendentes']);
  });
});
