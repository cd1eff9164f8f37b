import { describe, expect, it } from 'vitest';
import { testTripeiro } from '../../test/fixtures';
import { summarize } from './summary';

const tripeiro = (id: number, saldo_pendente: number, total_commissions: number, comissao_percentual = 10) =>
  testTripeiro({ id, nome: `Tripeiro ${id}`, comissao_percentual, total_commissions, saldo_pendente });

describe('tripeiros summary', () => {
  it('Valor a Receber = max(0, pending balance − commissions), and TOTAIS add the rows', () => {
    const { rows, totals } = summarize([
      tripeiro(1, 400, 25.01), // 374,99
      tripeiro(2, 100, 150.5), // never negative: 0
      tripeiro(3, 0.1, 0.2), // 0 (float noise stays out: sums are in centavos)
      tripeiro(4, 1250.9, 0, 8), // 1.250,90
    ]);
    expect(rows.map((r) => r.valorReceber)).toEqual([374.99, 0, 0, 1250.9]);
    expect(rows[3]?.comissaoPercentual).toBe(8);
    expect(totals).toEqual({ saldoPendente: 1751, totalComissao: 175.71, valorReceber: 1625.89 });
  });

  it('is all zeros without tripeiros', () => {
    expect(summarize([])).toEqual({ rows: [], totals: { saldoPendente: 0, totalComissao: 0, valorReceber: 0 } });
  });
});
