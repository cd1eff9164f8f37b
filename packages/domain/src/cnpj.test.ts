import { describe, expect, it } from 'vitest';
import { cnpjCheckDigits, formatCnpj, isValidCnpj, maskCnpj, normalizeCnpj } from './cnpj.js';
import { itAnswers, itMaps } from './test-tables.js';

describe('normalizeCnpj', () => {
  itMaps('%j → %j', normalizeCnpj, [
    ['11.222.333/0001-81', '11222333000181'],
    ['11222333000181', '11222333000181'],
    ['12.ABC.345/01DE-35', '12ABC34501DE35'],
    ['12.abc.345/01de-35', '12ABC34501DE35'],
    ['12abc34501de35', '12ABC34501DE35'],
    [' 11 222 333 0001 81 ', '11222333000181'],
    ['', ''],
  ]);
});

describe('isValidCnpj', () => {
  itAnswers('accepts %j', isValidCnpj, true, [
    '11.222.333/0001-81',
    '11222333000181',
    '00.000.000/0001-91', // Banco do Brasil
    '33.000.167/0001-01', // Petrobras
    '00.394.460/0058-87', // Receita Federal
    '12.ABC.345/01DE-35', // Receita Federal's alphanumeric example
    '12ABC34501DE35',
    '12.abc.345/01de-35',
    '12abc34501de35',
  ]);

  itAnswers('rejects wrong check digits: %j', isValidCnpj, false, [
    '11.222.333/0001-82',
    '11.222.333/0001-91',
    '11222333000180',
    '12.ABC.345/01DE-36',
    '12.ABC.345/01DE-53',
    '12ABC34501DF35',
    '00.000.000/0001-92',
  ]);

  itAnswers('rejects all-equal values: %j', isValidCnpj, false, [
    '00000000000000', // its check digits happen to be right
    '00.000.000/0000-00',
    '11111111111111',
    '22222222222222',
    '99999999999999',
  ]);

  itAnswers('rejects wrong lengths: %j', isValidCnpj, false, [
    '',
    '1122233300018',
    '112223330001811',
    '11.222.333/0001-8',
    '1122233300018100',
    '12ABC34501DE3',
  ]);

  itAnswers('rejects characters outside 0-9/A-Z: %j', isValidCnpj, false, [
    '12ABC34501DEAB', // check digits must be digits
    '12ABC34501DE3A',
    '12ABC345_1DE35',
    '12ÁBC34501DE35',
    '11#222333000181',
  ]);
});

describe('cnpjCheckDigits', () => {
  itMaps('%j → %j', cnpjCheckDigits, [
    ['112223330001', '81'],
    ['000000000001', '91'],
    ['330001670001', '01'],
    ['003944600058', '87'],
    ['12ABC34501DE', '35'],
    ['12abc34501de', '35'],
    ['12.ABC.345/01DE', '35'],
  ]);

  it('produces valid CNPJs for any base', () => {
    for (const base of ['ABCDEFGHIJKL', 'Z9Y8X7W6V5U4', '123456789012', '00000000000A', 'AAAAAAAAAAAA']) {
      expect(isValidCnpj(`${base}${cnpjCheckDigits(base)}`)).toBe(true);
    }
  });

  it('gives 00 for an all-zero base, which is still rejected as all-equal', () => {
    expect(cnpjCheckDigits('000000000000')).toBe('00');
    expect(isValidCnpj('00000000000000')).toBe(false);
  });
});

describe('maskCnpj', () => {
  itMaps('progressive: %j → %j', maskCnpj, [
    ['', ''],
    ['1', '1'],
    ['12', '12'],
    ['123', '12.3'],
    ['12ABC', '12.ABC'],
    ['12ABC3', '12.ABC.3'],
    ['12ABC345', '12.ABC.345'],
    ['12ABC3450', '12.ABC.345/0'],
    ['12ABC34501DE', '12.ABC.345/01DE'],
    ['12ABC34501DE3', '12.ABC.345/01DE-3'],
    ['12ABC34501DE35', '12.ABC.345/01DE-35'],
    ['11222333000181', '11.222.333/0001-81'],
  ]);

  it('upper-cases what is typed', () => {
    expect(maskCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('re-masks an already masked or badly masked value', () => {
    expect(maskCnpj('12.ABC.345/01DE-35')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('12.ABC.')).toBe('12.ABC');
    expect(maskCnpj('12-ABC/345.01DE 35')).toBe('12.ABC.345/01DE-35');
  });

  it('drops characters outside 0-9/A-Z', () => {
    expect(maskCnpj('12_AB#C')).toBe('12.ABC');
  });

  it('cuts anything beyond 14 characters, so the result is at most 18 long', () => {
    expect(maskCnpj('12ABC34501DE35999')).toBe('12.ABC.345/01DE-35');
    expect(maskCnpj('11.222.333/0001-81-99')).toBe('11.222.333/0001-81');
    expect(maskCnpj('X'.repeat(40))).toHaveLength(18);
    expect(maskCnpj('12ABC34501DE35')).toHaveLength(18);
  });
});

describe('formatCnpj', () => {
  it('shows a stored CNPJ masked, and nothing for none', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj(null)).toBe('');
    expect(formatCnpj(undefined)).toBe('');
    expect(formatCnpj('')).toBe('');
  });
});
