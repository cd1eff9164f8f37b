import { describe, expect, it } from 'vitest';
import {
  centavosToDecimal,
  centavosToReais,
  formatBRL,
  MAX_CENTAVOS,
  percentOf,
  reaisToCentavos,
  sumCentavos,
} from './money.js';
import { itAnswers, itMaps } from './test-tables.js';

describe('reaisToCentavos', () => {
  itMaps('number %s → %s', reaisToCentavos, [
    [100.1, 10010],
    [100, 10000],
    [0, 0],
    [0.01, 1],
    [0.1, 10],
    [0.3, 30],
    [1005, 100500],
    [-0, 0],
    [19.99, 1999],
    [1234.56, 123456],
    [999_999_999.99, 99_999_999_999],
  ]);

  itMaps('text %j → %s', reaisToCentavos, [
    ['100,10', 10010],
    ['100.10', 10010],
    ['100,1', 10010],
    ['100', 10000],
    ['0,01', 1],
    ['  42,5  ', 4250],
    ['5.', 500],
    ['007,50', 750],
    ['999999999,99', 99_999_999_999],
  ]);

  it('rejects float noise such as 0.1 + 0.2 instead of rounding it', () => {
    expect(0.1 + 0.2).toBe(0.30000000000000004);
    expect(reaisToCentavos(0.1 + 0.2)).toBeNull();
    expect(reaisToCentavos(0.30000000000000004)).toBeNull();
    expect(reaisToCentavos(1.1 + 2.2)).toBeNull(); // 3.3000000000000003
  });

  itAnswers('rejects more than two decimals: %j', reaisToCentavos, null, [
    1.005,
    0.001,
    10.123,
    '10,123',
    '0.001',
    '1,999',
  ]);

  it('rejects huge values that cannot be exact integers', () => {
    expect(reaisToCentavos(1e15)).toBeNull(); // 1e17 centavos > 2^53
    expect(reaisToCentavos(1e21)).toBeNull(); // '1e+21'
    expect(reaisToCentavos('99999999999999999999')).toBeNull();
    expect(reaisToCentavos(Number.MAX_VALUE)).toBeNull();
  });

  it('keeps large but exact values (the upper business limit is checked elsewhere)', () => {
    expect(reaisToCentavos(1_000_000_000)).toBe(100_000_000_000);
    expect(reaisToCentavos(1_000_000_000)).toBeGreaterThan(MAX_CENTAVOS);
  });

  it('keeps the sign of negative values', () => {
    expect(reaisToCentavos(-5.5)).toBe(-550);
    expect(reaisToCentavos('-100,10')).toBe(-10010);
    expect(reaisToCentavos(-0.01)).toBe(-1);
  });

  it('never returns -0', () => {
    expect(Object.is(reaisToCentavos('-0'), 0)).toBe(true);
    expect(Object.is(reaisToCentavos('-0,00'), 0)).toBe(true);
    expect(Object.is(reaisToCentavos(-0), 0)).toBe(true);
  });

  itAnswers('rejects %j', reaisToCentavos, null, [
    Number.NaN,
    Number.POSITIVE_INFINITY,
    Number.NEGATIVE_INFINITY,
    1e-7,
    '',
    '   ',
    'abc',
    'R$ 10,00',
    '+5',
    '- 5',
    ',5',
    '.5',
    '1e3',
    '10,00,00',
    '1.234,56', // thousands separators are not guessed
    '1 000',
  ]);
});

describe('centavosToReais', () => {
  itMaps('%s → %s', centavosToReais, [
    [10010, 100.1],
    [1, 0.01],
    [0, 0],
    [123456, 1234.56],
    [-550, -5.5],
    [99_999_999_999, 999_999_999.99],
    [30, 0.3],
  ]);

  it('round-trips every centavo amount', () => {
    for (const c of [0, 1, 7, 10, 99, 101, 1999, 10010, 123456789, MAX_CENTAVOS]) {
      expect(reaisToCentavos(centavosToReais(c))).toBe(c);
    }
  });
});

describe('percentOf (half-up to the centavo)', () => {
  it('R$ 100,10 × 5% = R$ 5,01', () => {
    expect(percentOf(10010, 500)).toBe(501); // 500,5 centavos → 501
  });

  it.each([
    [1, 5000, 1], // 0,5 centavo → 1
    [1, 4999, 0], // 0,4999 centavo → 0
    [3, 5000, 2], // 1,5 → 2
    [5, 5000, 3], // 2,5 → 3 (not banker's 2)
    [10000, 1250, 1250], // R$ 100 × 12,5%
    [10000, 10000, 10000], // 100%
    [10000, 0, 0],
    [0, 500, 0],
    [999, 1000, 100], // 99,9 → 100
    [994, 1000, 99], // 99,4 → 99
    [995, 1000, 100], // 99,5 → 100
    [12345, 333, 411], // 411,0885 → 411
    [15050, 1000, 1505],
    [MAX_CENTAVOS, 10000, MAX_CENTAVOS],
    [MAX_CENTAVOS, 1, 10_000_000], // 9 999 999,9999 → 10 000 000
  ])('%s centavos × %s hundredths → %s', (amount, pct, expected) => {
    expect(percentOf(amount, pct)).toBe(expected);
  });

  it('rounds negative amounts symmetrically (half away from zero) and never returns -0', () => {
    expect(percentOf(-10010, 500)).toBe(-501);
    expect(percentOf(-1, 5000)).toBe(-1);
    expect(Object.is(percentOf(-1, 1), 0)).toBe(true);
    expect(Object.is(percentOf(-100, 0), 0)).toBe(true);
  });
});

describe('sumCentavos', () => {
  it('adds integers exactly', () => {
    expect(sumCentavos([])).toBe(0);
    expect(sumCentavos([10, 20])).toBe(30);
    expect(sumCentavos([10010, -501, 1])).toBe(9510);
  });
});

describe('formatBRL', () => {
  it.each([
    [123456, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [1, 'R$ 0,01'],
    [10, 'R$ 0,10'],
    [10010, 'R$ 100,10'],
    [100000, 'R$ 1.000,00'],
    [123456789, 'R$ 1.234.567,89'],
    [99_999_999_999, 'R$ 999.999.999,99'],
    [-123456, '-R$ 1.234,56'],
    [-1, '-R$ 0,01'],
  ])('%s → %j', (centavos, text) => {
    expect(formatBRL(centavos)).toBe(text.replace(' ', '\u00a0'));
  });

  it("keeps 'R$' with its number: a no-break space (U+00A0) after it, no other space", () => {
    for (const centavos of [123456, -123456, 0, 99_999_999_999]) {
      const text = formatBRL(centavos);
      expect(text).toMatch(/^-?R\$\u00a0\d/);
      expect(text).not.toMatch(/[ \u202f]/);
    }
  });

  it('shows -0 as zero, without a minus sign', () => {
    expect(formatBRL(-0)).toBe('R$\u00a00,00');
  });
});

describe('centavosToDecimal', () => {
  itMaps('%s → %j', centavosToDecimal, [
    [123456, '1234.56'],
    [1, '0.01'],
    [10, '0.10'],
    [5, '0.05'],
    [100, '1.00'],
    [0, '0.00'],
    [100000, '1000.00'],
    [99_999_999_999, '999999999.99'],
  ]);

  it('refuses what is not a whole number of centavos within the limit', () => {
    for (const bad of [0.5, 1.1 + 2.2, -1, MAX_CENTAVOS + 1, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => centavosToDecimal(bad), String(bad)).toThrow(RangeError);
    }
  });
});
