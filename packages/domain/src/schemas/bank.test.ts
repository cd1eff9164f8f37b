import { describe, expect, it } from 'vitest';
import { csvColumnsSchema, csvMappingSchema } from './bank.js';

describe('the CSV mapping (docs/product-rules.md "Bank statements")', () => {
  it('takes a preset, or the columns with their defaults', () => {
    expect(csvMappingSchema.parse({ preset: 'nubank-cartao' })).toEqual({ preset: 'nubank-cartao' });
    expect(
      csvMappingSchema.parse({ data: { coluna: 'Data' }, descricao: ['Histórico'], valor: { coluna: 4 } }),
    ).toEqual({
      separador: ';',
      decimal: ',',
      pularLinhas: 0,
      cabecalho: true,
      data: { coluna: 'Data', formato: 'dd/mm/aaaa' },
      descricao: ['Histórico'],
      valor: { coluna: 4 },
      sinal: 'positivo-credito',
      linhasDeSaldo: [],
    });
  });

  it('refuses with pt-BR messages', () => {
    const message = (input: unknown) => csvColumnsSchema.safeParse(input).error?.issues[0]?.message;
    const base = { data: { coluna: 'Data' }, descricao: ['Histórico'], valor: { coluna: 'Valor' } };
    expect(message({ ...base, valor: {} })).toBe('Informe a coluna do valor, ou as colunas de crédito e débito');
    expect(message({ ...base, descricao: [0] })).toBe(
      'Coluna inválida: informe o nome do cabeçalho ou o número da coluna (1, 2, …)',
    );
    expect(message({ ...base, sinal: 'negativo' })).toBe(
      'Convenção de sinal inválida: use positivo-credito ou positivo-despesa',
    );
    expect(message({ ...base, pularLinhas: 101 })).toBe('Número de linhas a pular inválido (0 a 100)');
    expect(message({ ...base, decimal: ';' })).toBe('Separador decimal inválido: use "," ou "."');
    expect(csvMappingSchema.safeParse({ preset: 'itau' }).success).toBe(false);
    expect(csvMappingSchema.safeParse({ ...base, extra: 1 }).success).toBe(false);
  });
});
