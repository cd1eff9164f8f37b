import type { Closing } from '@livro-caixa/domain';
import { describe, expect, it } from 'vitest';
import { asShown } from '../../test/text';
import { closingSummaryText, whatsappUrl } from './whatsapp';

const closing: Closing = {
  month: '2026-10',
  period: { startDate: '2026-10-01', endDate: '2026-10-31' },
  status: 'fechado',
  closedAt: '2026-11-03T13:00:00.000Z',
  closedBy: 'Dona Maria',
  reopenedAt: null,
  reopenedBy: null,
  generatedAt: '2026-11-03T13:00:00.000Z',
  company: { name: 'Padaria Central', cnpj: '11222333000181' },
  cards: {
    totalRevenue: 12345.67,
    attendantCommissions: 150,
    tripeiroCommissions: 50,
    totalExpenses: 600.5,
    netProfit: 11545.17,
    recordedExpenses: 550.5,
    confirmedSaidas: 50,
    expenseCount: 3,
    confirmedSaidaCount: 1,
  },
  tripeiros: [{ id: 1, nome: 'João', saldo: 400, comissao_percentual: 10, comissao: 40, a_receber: 360 }],
  tripeirosTotals: { saldo: 400, comissao: 40, a_receber: 360 },
  attendants: [{ id: 1, nome: 'Ana', total_sales: 2, total_value: 1500, total_commission: 150 }],
  attendantsTotals: { total_sales: 2, total_value: 1500, total_commission: 150 },
  settling: {
    attendants: [
      { id: 1, nome: 'Ana', earned: 150, paid: 100, open: 50 },
      { id: 2, nome: 'Bia', earned: 0, paid: 12.34, open: -12.34 },
    ],
    attendantsTotals: { earned: 150, paid: 112.34, open: 37.66 },
    tripeiros: [{ id: 1, nome: 'João', earned: 50, paid: 25, open: 25 }],
    tripeirosTotals: { earned: 50, paid: 25, open: 25 },
  },
};

describe('WhatsApp summary', () => {
  it('is a plain-text pt-BR summary in BRL', () => {
    expect(closingSummaryText(closing)).toBe(
      [
        'Fechamento de outubro de 2026',
        'Padaria Central (CNPJ 11.222.333/0001-81)',
        'Período: 01/10/2026 a 31/10/2026',
        'Status: Fechado',
        '',
        'Receita Total: R$ 12.345,67',
        'Comissão Atendentes: R$ 150,00',
        'Comissão sobre recebidos (tripeiros): R$ 50,00',
        'Despesas + saídas: R$ 600,50 (despesas R$ 550,50 + saídas R$ 50,00)',
        'Lucro Líquido: R$ 11.545,17',
        '',
        'Comissão a descontar dos pendentes (tripeiros): R$ 40,00',
        'Tripeiros a receber: R$ 360,00',
        'Comissões dos atendentes: R$ 150,00',
        '',
        'Acertos dos atendentes:',
        '- Ana: ganha R$ 150,00, paga R$ 100,00, a pagar R$ 50,00',
        '- Bia: ganha R$ 0,00, paga R$ 12,34, a pagar -R$ 12,34',
        'Total: ganha R$ 150,00, paga R$ 112,34, a pagar R$ 37,66',
        '',
        'Acertos dos tripeiros (comissão):',
        '- João: ganha R$ 50,00, paga R$ 25,00, a pagar R$ 25,00',
        'Total: ganha R$ 50,00, paga R$ 25,00, a pagar R$ 25,00',
      ]
        .map(asShown)
        .join('\n'),
    );
  });

  it('leaves the settling lines out when nobody earned or was paid in the month', () => {
    const text = closingSummaryText({
      ...closing,
      settling: {
        attendants: [],
        attendantsTotals: { earned: 0, paid: 0, open: 0 },
        tripeiros: [],
        tripeirosTotals: { earned: 0, paid: 0, open: 0 },
      },
    });
    expect(text).not.toContain('Acertos');
    expect(text.endsWith(asShown('Comissões dos atendentes: R$ 150,00'))).toBe(true);
  });

  it('leaves the CNPJ out when the company has none, and shows losses with a minus sign', () => {
    const text = closingSummaryText({
      ...closing,
      status: 'aberto',
      company: { name: 'Loja Sem CNPJ', cnpj: null },
      cards: { ...closing.cards, netProfit: -80.1 },
    });
    expect(text.split('\n').slice(1, 4)).toEqual([
      'Loja Sem CNPJ',
      'Período: 01/10/2026 a 31/10/2026',
      'Status: Aberto',
    ]);
    expect(text).toContain(asShown('Lucro Líquido: -R$ 80,10'));
  });

  it('opens wa.me with the text encoded', () => {
    const url = whatsappUrl('Receita Total: R$ 1.500,00\nOK & pronto');
    expect(url).toBe('https://wa.me/?text=Receita%20Total%3A%20R%24%201.500%2C00%0AOK%20%26%20pronto');
    expect(decodeURIComponent(url.slice('https://wa.me/?text='.length))).toBe(
      'Receita Total: R$ 1.500,00\nOK & pronto',
    );
  });
});
