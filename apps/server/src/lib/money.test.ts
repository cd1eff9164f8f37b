import { FIELD_MSG } from '@livro-caixa/domain';
import { describe, expect, it } from 'vitest';
import { AppError } from './errors.js';
import { centavosOf, hundredthsOf, valorInCentavos } from './money.js';

/** What `fn` threw, for its code, status and fields. */
function thrown(fn: () => unknown): AppError {
  try {
    fn();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('nothing thrown');
}

describe('money and percentages from a request', () => {
  it('are stored exactly: centavos and hundredths', () => {
    expect(centavosOf(999_999_999.99, 'limite_credito')).toBe(99_999_999_999);
    expect(centavosOf(0.01, 'saldo_devedor')).toBe(1);
    expect(valorInCentavos(0)).toBe(0);
    expect(hundredthsOf(12.5)).toBe(1250);
    expect(hundredthsOf(100)).toBe(10_000);
  });

  it('an unreadable amount is a 400 on its field, never 0', () => {
    for (const bad of [0.1 + 0.2, 1.005, Number.NaN, Number.POSITIVE_INFINITY]) {
      const error = thrown(() => centavosOf(bad, 'limite_credito'));
      expect({ status: error.statusCode, code: error.code, fields: error.fields }, String(bad)).toEqual({
        status: 400,
        code: 'VALIDATION',
        fields: { limite_credito: FIELD_MSG.valorDecimals },
      });
    }
    expect(thrown(() => valorInCentavos(12.345)).fields).toEqual({ valor: FIELD_MSG.valorDecimals });
    expect(thrown(() => hundredthsOf(12.345)).fields).toEqual({ comissao_percentual: FIELD_MSG.percentDecimals });
    expect(thrown(() => hundredthsOf(100.5)).fields).toEqual({ comissao_percentual: FIELD_MSG.percentRange });
    expect(thrown(() => hundredthsOf(-1)).fields).toEqual({ comissao_percentual: FIELD_MSG.percentRange });
    expect(thrown(() => hundredthsOf(Number.NaN)).statusCode).toBe(400);
  });
});
