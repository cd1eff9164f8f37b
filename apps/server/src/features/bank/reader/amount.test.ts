import { describe, expect, it } from 'vitest';
import { parseAmount } from './amount.js';
import { parseCsvDate, parseOfxDate } from './dates.js';

const valor = (raw: string, decimal?: ',' | '.') => {
  const r = parseAmount(raw, decimal);
  return 'valor' in r ? r.valor : r.motivo;
};

describe('parseAmount (docs/product-rules.md "Bank statements": exact centavos, never a float)', () => {
  it('reads the forms banks write', () => {
    expect(valor('-560,00')).toBe(-56000);
    expect(valor('           -560,00')).toBe(-56000);
    expect(valor('6000.000,00')).toBe(600000000);
    expect(valor('-152541,14')).toBe(-15254114);
    expect(valor('-500.5')).toBe(-50050);
    expect(valor('0.07')).toBe(7);
    expect(valor('-0.04')).toBe(-4);
    expect(valor('1.234,56')).toBe(123456);
    expect(valor('1,234.56')).toBe(123456);
    expect(valor('+1.234.567,89')).toBe(123456789);
    expect(valor('1.234.567')).toBe(123456700);
    expect(valor('1,234,567')).toBe(123456700);
    expect(valor('100')).toBe(10000);
    expect(valor('-.50')).toBe(-50);
    expect(valor(',5')).toBe(50);
    expect(valor('- 12,30')).toBe(-1230);
    expect(valor('R$ 1.000,00')).toBe(100000);
    expect(valor('-R$ 9,95')).toBe(-995);
    expect(valor('12,30 D')).toBe(-1230);
    expect(valor('12,30C')).toBe(1230);
    expect(valor('12,30-')).toBe(-1230);
    expect(valor('12.5000')).toBe(1250);
    expect(valor('1.000,500')).toBe(100050);
    expect(valor('0,00')).toBe(0);
    expect(Object.is(valor('-0,00'), 0)).toBe(true);
  });

  it('keeps every centavo where a float would not', () => {
    expect(valor('0.1')).toBe(10);
    expect(valor('1.005')).toMatch(/ambíguo/);
    expect(valor('1,005', ',')).toMatch(/mais de duas casas/);
    expect(valor('9999999999999,99')).toBe(999999999999999);
    expect(valor('4.35')).toBe(435);
    expect(valor('-19.99')).toBe(-1999);
  });

  it('settles one separator before three digits by the decimal separator given, else refuses it as ambiguous', () => {
    expect(valor('1.000')).toBe('valor ambíguo: "1.000" pode ter separador de milhar ou decimal');
    expect(valor('1.000', ',')).toBe(100000);
    expect(valor('1,000', '.')).toBe(100000);
    expect(valor('1,000', ',')).toBe(100);
    expect(valor('1.234', '.')).toBe('valor com mais de duas casas decimais: "1.234"');
    expect(valor('-10.255')).toMatch(/^valor ambíguo/);
  });

  it('takes the structure over the decimal separator given when the value is unambiguous', () => {
    expect(valor('1500.00', ',')).toBe(150000);
    expect(valor('-45,90', '.')).toBe(-4590);
  });

  it('refuses what it cannot read, with the reason', () => {
    expect(valor('')).toBe('valor em branco');
    expect(valor('   ')).toBe('valor em branco');
    expect(valor('abc')).toBe('valor ilegível: "abc"');
    expect(valor('12,3,4')).toBe('valor ilegível: "12,3,4"');
    expect(valor('1.00.000,00')).toBe('valor ilegível: "1.00.000,00"');
    expect(valor('1,000.000,00')).toBe('valor ilegível: "1,000.000,00"');
    expect(valor('12,')).toBe('valor ilegível: "12,"');
    expect(valor('--5')).toBe('valor ilegível: "--5"');
    expect(valor('-5-')).toBe('valor ilegível: "-5-"');
    expect(valor('1e5')).toBe('valor ilegível: "1e5"');
    expect(valor('NaN')).toBe('valor ilegível: "NaN"');
    expect(valor('1,2345')).toBe('valor com mais de duas casas decimais: "1,2345"');
    expect(valor('1.000.000', '.')).toBe('valor ilegível: "1.000.000"');
    expect(valor('99999999999999,00')).toBe('valor grande demais: "99999999999999,00"');
  });
});

describe('dates as written (docs/product-rules.md "Bank statements": the posting date is never shifted)', () => {
  const ofx = (raw: string) => {
    const r = parseOfxDate(raw);
    return 'data' in r ? r.data : r.motivo;
  };
  it('reads an OFX date and ignores its time and zone', () => {
    expect(ofx('20261015')).toBe('2026-10-15');
    expect(ofx('20261015120000[-3:BRT]')).toBe('2026-10-15');
    expect(ofx('20261031233000[-03:EST]')).toBe('2026-10-31');
    expect(ofx('20261101000000.000[-3:BRT]')).toBe('2026-11-01');
    expect(ofx('20261231220000[+9:JST]')).toBe('2026-12-31');
    expect(ofx('202610151200')).toBe('2026-10-15');
    expect(ofx(' 20240229 ')).toBe('2024-02-29');
  });
  it('refuses a date that does not exist or cannot be read', () => {
    expect(ofx('00000000000000')).toBe('data inválida: "00000000000000"');
    expect(ofx('20260230')).toBe('data inválida: "20260230"');
    expect(ofx('20251301')).toBe('data inválida: "20251301"');
    expect(ofx('15/10/2026')).toBe('data inválida: "15/10/2026"');
    expect(ofx('')).toBe('data em branco');
  });
  it('reads a CSV date in the mapping format', () => {
    const csv = (raw: string, f: 'dd/mm/aaaa' | 'aaaa-mm-dd') => {
      const r = parseCsvDate(raw, f);
      return 'data' in r ? r.data : r.motivo;
    };
    expect(csv('01/10/2026', 'dd/mm/aaaa')).toBe('2026-10-01');
    expect(csv('1/9/2026', 'dd/mm/aaaa')).toBe('2026-09-01');
    expect(csv('01-10-2026', 'dd/mm/aaaa')).toBe('2026-10-01');
    expect(csv('2026-10-01', 'aaaa-mm-dd')).toBe('2026-10-01');
    expect(csv('2026-10-01 13:45:00', 'aaaa-mm-dd')).toBe('2026-10-01');
    expect(csv('2026-10-01', 'dd/mm/aaaa')).toBe('data inválida: "2026-10-01" (esperado dd/mm/aaaa)');
    expect(csv('32/10/2026', 'dd/mm/aaaa')).toBe('data inválida: "32/10/2026"');
    expect(csv('00/00/0000', 'dd/mm/aaaa')).toBe('data inválida: "00/00/0000"');
  });
});
