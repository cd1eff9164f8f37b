import { describe, expect, it } from 'vitest';
import { billInputSchema, billStatus, instalmentDueDate, splitInstalments } from './bills.js';

describe('instalments (docs/product-rules.md "Instalments")', () => {
  it('split exactly, the first ones a centavo more', () => {
    expect(splitInstalments(100_000, 3)).toEqual([33_334, 33_333, 33_333]);
    expect(splitInstalments(120_000, 3)).toEqual([40_000, 40_000, 40_000]);
    expect(splitInstalments(100, 3)).toEqual([34, 33, 33]);
    expect(splitInstalments(5, 5)).toEqual([1, 1, 1, 1, 1]);
    for (const [total, n] of [
      [99_999, 7],
      [1, 1],
      [123_456_789, 120],
    ] as const) {
      const parts = splitInstalments(total, n);
      expect(parts.reduce((a, b) => a + b, 0)).toBe(total);
      expect(Math.max(...parts) - Math.min(...parts)).toBeLessThanOrEqual(1);
    }
  });

  it('fall monthly on the first one’s day, or the month’s last day', () => {
    expect([0, 1, 2].map((k) => instalmentDueDate('2026-12-10', k))).toEqual([
      '2026-12-10',
      '2027-01-10',
      '2027-02-10',
    ]);
    expect([0, 1, 2, 3].map((k) => instalmentDueDate('2027-01-31', k))).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
      '2027-04-30',
    ]);
    expect(instalmentDueDate('2028-01-31', 1)).toBe('2028-02-29');
    expect(instalmentDueDate('2026-11-30', 14)).toBe('2028-01-30');
  });
});

describe('billStatus', () => {
  const today = '2026-11-21';
  it('paga / recebida once settled, else by the due date', () => {
    expect(billStatus({ vencimento: '2026-11-01', settled: true, kind: 'pagar' }, today)).toBe('paga');
    expect(billStatus({ vencimento: '2026-11-01', settled: true, kind: 'receber' }, today)).toBe('recebida');
    expect(billStatus({ vencimento: '2026-11-20', settled: false, kind: 'pagar' }, today)).toBe('vencida');
    expect(billStatus({ vencimento: '2026-11-21', settled: false, kind: 'pagar' }, today)).toBe('vence_hoje');
    expect(billStatus({ vencimento: '2026-11-22', settled: false, kind: 'receber' }, today)).toBe('a_vencer');
  });
});

describe('billInputSchema', () => {
  const base = {
    descricao: 'Forno',
    valor: 1200,
    categoria: 'Manutenção',
    data_despesa: '2026-11-10',
    vencimento: '2026-12-10',
  };
  it('takes 1 to 120 instalments, 1 by default', () => {
    expect(billInputSchema.parse(base).parcelas).toBe(1);
    expect(billInputSchema.safeParse({ ...base, parcelas: 120 }).success).toBe(true);
    for (const parcelas of [0, 121, 1000, 2.5]) {
      const r = billInputSchema.safeParse({ ...base, parcelas });
      expect(r.success).toBe(false);
      expect(r.error?.issues[0]?.message).toBe('Parcelas: de 1 a 120');
    }
  });
  it('refuses a due date before the expense', () => {
    const r = billInputSchema.safeParse({ ...base, vencimento: '2026-11-09' });
    expect(r.error?.issues[0]).toMatchObject({
      path: ['vencimento'],
      message: 'O vencimento não pode ser antes da data da despesa',
    });
  });
});
