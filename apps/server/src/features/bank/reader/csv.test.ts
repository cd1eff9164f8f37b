import type { CsvColumnsInput } from '@livro-caixa/domain';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { bankFixture, statementTotals as totals } from '../../../../test/bank-fixtures.js';
import { readCsv, StatementError } from './index.js';
import type { Statement } from './types.js';

const read = (name: string, mapping: Parameters<typeof readCsv>[1]) =>
  readCsv(bankFixture(name), mapping).extratos[0] as Statement;
const rows = (s: Statement) => s.linhas.map((l) => [l.linha, l.data, l.valor, l.descricao, l.fitid]);

describe('readCsv with the presets (docs/product-rules.md "Bank statements")', () => {
  it('bb: the type column gives the sign, balance rows skipped, the final one kept as the balance', () => {
    const s = read('bb-ofxreader-replica.csv', { preset: 'bb' });
    expect(rows(s)).toEqual([
      [3, '2026-07-01', 24000, 'Pix - Recebido - CLIENTE, TESTE', '11111111111111'],
      [5, '2026-07-02', -10050, 'Pagamento de Boleto - FORNECEDOR TESTE', '22222222222222'],
      [6, '2026-07-03', -995, 'Tarifa - MANUTENÇÃO DE CONTA', '33333333333333'],
    ]);
    expect(totals(s)).toEqual({ creditos: 24000, debitos: 11045, lidos: 3, rejeitados: 0 });
    expect(s.saldo).toEqual({ valor: 112955, data: '2026-07-31' });
    expect(s.rejeitados).toEqual([]);
    expect(s.periodo).toEqual({ inicio: '2026-07-01', fim: '2026-07-03' });
    expect(s.linhas.map((l) => l.tipo)).toEqual(['CREDIT', 'DEBIT', 'DEBIT']);
  });

  it('bb exported in Windows-1252 reads the same', () => {
    const utf8 = new TextDecoder().decode(bankFixture('bb-ofxreader-replica.csv'));
    const file = readCsv(iconv.encode(utf8, 'win1252'), { preset: 'bb' });
    expect(file.codificacao).toBe('windows-1252');
    expect(file.preset).toBe('bb');
    expect(file.extratos[0]).toEqual(read('bb-ofxreader-replica.csv', { preset: 'bb' }));
  });

  it('nubank-conta: Data,Valor,Identificador,Descrição, a decimal point, commas inside quotes', () => {
    const s = read('nubank-conta.csv', { preset: 'nubank-conta' });
    expect(rows(s)).toEqual([
      [
        2,
        '2026-10-01',
        150000,
        'Transferência recebida pelo Pix - MARIA DA SILVA - •••.123.456-•• - BCO DO BRASIL S.A. (0001) Agência: 1234 Conta: 56789-0',
        '6700a1b2-0001-4000-8000-000000000001',
      ],
      [3, '2026-10-02', -4590, 'Compra no débito - Padaria São João', '6700a1b2-0001-4000-8000-000000000002'],
      [
        4,
        '2026-10-03',
        -123450,
        'Pagamento de boleto efetuado - FORNECEDOR LTDA',
        '6700a1b2-0001-4000-8000-000000000003',
      ],
      [
        5,
        '2026-10-03',
        -123450,
        'Pagamento de boleto efetuado - FORNECEDOR LTDA',
        '6700a1b2-0001-4000-8000-000000000004',
      ],
      [6, '2026-10-31', 12, 'Rendimento', '6700a1b2-0001-4000-8000-000000000005'],
    ]);
    expect(totals(s)).toEqual({ creditos: 150012, debitos: 251490, lidos: 5, rejeitados: 0 });
    expect(s.saldo).toBeNull();
    expect(s.tipo).toBe('banco');
  });

  it('nubank-cartao: date,title,amount where a positive amount is an expense; a line without amount is rejected', () => {
    const s = read('nubank-cartao.csv', { preset: 'nubank-cartao' });
    expect(s.tipo).toBe('cartao');
    expect(rows(s)).toEqual([
      [2, '2026-10-01', -2590, 'Padaria São João', null],
      [3, '2026-10-05', 50000, 'Pagamento recebido', null],
      [4, '2026-10-07', -13333, 'Loja Centro, Parcela 1/3', null],
      [5, '2026-10-08', 1240, 'Estorno Uber', null],
    ]);
    expect(s.rejeitados).toEqual([{ linha: 6, motivo: 'valor em branco' }]);
  });

  it('inter: a BOM and a preamble before the header, decimal comma, the running balance of the latest line', () => {
    const s = read('inter.csv', { preset: 'inter' });
    expect(rows(s)).toEqual([
      [7, '2026-10-31', -125000, 'Pix enviado: "Cp :90400888-João da Padaria"', null],
      [8, '2026-10-15', 300000, 'Pix recebido: "Cp :00000000-MARIA"', null],
      [9, '2026-10-02', -1544, 'Tarifa: "Pacote de serviços"', null],
      [10, '2026-10-01', -40000, 'Tarifa: "IOF"', null],
    ]);
    expect(totals(s)).toEqual({ creditos: 300000, debitos: 166544, lidos: 4, rejeitados: 0 });
    expect(s.saldo).toEqual({ valor: 233456, data: '2026-10-31' });
    expect(s.periodo).toEqual({ inicio: '2026-10-01', fim: '2026-10-31' });
  });
});

describe('readCsv with a mapping of its own', () => {
  const mapping: CsvColumnsInput = {
    separador: ';',
    pularLinhas: 2,
    data: { coluna: 'Data' },
    descricao: ['Histórico'],
    valor: { credito: 'Crédito', debito: 'debito' },
    identificador: 'Documento',
  };

  it('credit and debit columns, a preamble, balance rows (SALDO ANTERIOR, 00/00/0000, S A L D O), rejections with their line', () => {
    const s = read('credit-debit-columns.csv', mapping);
    expect(rows(s)).toEqual([
      [5, '2026-10-01', 25000, 'PIX RECEBIDO FULANO', '111'],
      [6, '2026-10-02', -1000, '=HYPERLINK("http://exemplo.com","clique")', '222'],
      [7, '2026-10-03', -1990, 'TARIFA MENSAL', '333'],
      [13, '2026-10-07', 1990, 'ESTORNO TARIFA', '777'],
    ]);
    expect(s.rejeitados).toEqual([
      { linha: 9, motivo: 'data inválida: "32/10/2026"' },
      { linha: 10, motivo: 'valor ilegível: "cinco"' },
      { linha: 11, motivo: 'valor no crédito e no débito da mesma linha' },
      { linha: 12, motivo: 'linha com 2 colunas; esperadas 5' },
    ]);
    expect(totals(s)).toEqual({ creditos: 26990, debitos: 2990, lidos: 4, rejeitados: 4 });
    expect(s.saldo).toEqual({ valor: 124000, data: '2026-10-31' });
  });

  it('finds the header past a preamble without pularLinhas, and takes columns by position without a header', () => {
    expect(rows(read('credit-debit-columns.csv', { ...mapping, pularLinhas: 0 }))).toHaveLength(4);
    const s = read('nubank-conta.csv', {
      separador: ',',
      decimal: '.',
      pularLinhas: 1,
      cabecalho: false,
      data: { coluna: 1 },
      descricao: [4],
      valor: { coluna: 2 },
    });
    expect(rows(s)[1]).toEqual([3, '2026-10-02', -4590, 'Compra no débito - Padaria São João', null]);
  });

  it('a balance row in the middle is not the final balance', () => {
    const csv = 'Data;Histórico;Valor\n01/10/2026;Saldo anterior;100,00\n02/10/2026;Compra;-10,00\n';
    const s = readCsv(new TextEncoder().encode(csv), {
      data: { coluna: 'Data' },
      descricao: ['Histórico'],
      valor: { coluna: 'Valor' },
    }).extratos[0];
    expect(s?.linhas.map((l) => l.valor)).toEqual([-1000]);
    expect(s?.saldo).toBeNull();
  });

  it('refuses a mapping that does not fit the file, or is not a mapping, with a pt-BR message', () => {
    const refused = (m: unknown) => {
      try {
        read('nubank-conta.csv', m as typeof mapping);
      } catch (error) {
        expect(error).toBeInstanceOf(StatementError);
        return (error as Error).message;
      }
      throw new Error('read');
    };
    expect(refused({ ...mapping, separador: ',' })).toBe('O CSV não tem o cabeçalho com a coluna de data "Data"');
    expect(refused({ ...mapping, separador: ',', pularLinhas: 0, valor: { coluna: 'Valor' } })).toBe(
      'O CSV não tem a coluna "Histórico"; colunas encontradas: "Data", "Valor", "Identificador", "Descrição"',
    );
    expect(refused({ ...mapping, separador: '|' })).toBe(
      'Mapeamento do CSV inválido (separador): Separador inválido: use ";", "," ou tabulação',
    );
    expect(refused({ ...mapping, descricao: [] })).toBe(
      'Mapeamento do CSV inválido (descricao): Informe ao menos uma coluna de descrição',
    );
    expect(refused({ ...mapping, data: { coluna: 'Data', formato: 'mm/dd/aaaa' } })).toBe(
      'Mapeamento do CSV inválido (data.formato): Formato de data inválido: use dd/mm/aaaa ou aaaa-mm-dd',
    );
    expect(refused(null)).toMatch(/^Mapeamento do CSV inválido: /);
  });
});
