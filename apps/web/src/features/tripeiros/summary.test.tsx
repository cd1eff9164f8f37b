import { describe, expect, it } from 'vitest';
import { testTripeiro } from '../../test/fixtures';
import { summarize } from './summary';

/** A tripeiro as the API answers it: a receber = saldo pendente − commission on pending entradas. */
const tripeiro = (id: number, saldo_pendente: number, comissao_pendente: number, total_commissions = 0) =>
  testTripeiro({
    id,
    nome: `Tripeiro ${id}`,
    saldo_pendente,
    comissao_pendente,
    a_receber: Math.round((saldo_pendente - comissao_pendente) * 100) / 100,
    total_commissions,
  });

describe('tripeiros summary (docs/product-rules.md "People\'s totals")', () => {
  it("A Receber is the API's a receber, not the pending balance less the commission on confirmed entradas", () => {
    // Issue 20's Roberto: 500,00 pending, 62,49 commission on it (per entry), 97,53 on confirmed ones.
    const { rows } = summarize([tripeiro(1, 500, 62.49, 97.53)]);
    expect(rows[0]).toMatchObject({ saldo: 500, comissao: 62.49, a_receber: 437.51 });
  });

  it('TOTAIS add the rows in centavos', () => {
    const { totals } = summarize([tripeiro(1, 0.1, 0.01), tripeiro(2, 0.2, 0.02), tripeiro(3, 1250.9, 100.07)]);
    expect(totals).toEqual({ saldo: 1251.2, comissao: 100.1, a_receber: 1151.1 });
  });

  it('is all zeros without tripeiros', () => {
    expect(summarize([])).toEqual({ rows: [], totals: { saldo: 0, comissao: 0, a_receber: 0 } });
  });
});
