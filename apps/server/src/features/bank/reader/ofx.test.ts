import { describe, expect, it } from 'vitest';
import { bankFixture, statementTotals as totals } from '../../../../test/bank-fixtures.js';
import { readOfx } from './ofx.js';
import type { Statement } from './types.js';

const one = (name: string): Statement => {
  const file = readOfx(bankFixture(name));
  expect(file.extratos).toHaveLength(1);
  return file.extratos[0] as Statement;
};
const brief = (s: Statement) => s.linhas.map((l) => [l.linha, l.data, l.valor, l.descricao]);

describe('readOfx: the real files of test/bank-fixtures (totals worked out apart from the reader)', () => {
  it('Itaú: header CHARSET:1252 over UTF-8 bytes, [-03:EST] dates', () => {
    const file = readOfx(bankFixture('itau-adelarcubs.ofx'));
    expect(file.codificacao).toBe('utf-8');
    const s = file.extratos[0] as Statement;
    expect(totals(s)).toEqual({ creditos: 1427351, debitos: 1658657, lidos: 48, rejeitados: 0 });
    expect(s.tipo).toBe('banco');
    expect(s.conta).toEqual({ banco: '12312', agencia: null, numero: '31231231', tipo: 'CHECKING' });
    expect(s.moeda).toBe('BRL');
    expect(s.periodo).toEqual({ inicio: '2016-08-02', fim: '2016-09-26' });
    expect(s.saldo).toEqual({ valor: 1140, data: '2016-09-27' });
    expect(s.linhas[0]).toEqual({
      linha: 39,
      data: '2016-08-02',
      valor: -60000,
      descricao: 'INT TED D 131231',
      fitid: '20160802001',
      tipo: 'DEBIT',
      checknum: '20160802001',
      refnum: null,
    });
    expect(s.linhas.filter((l) => l.descricao === 'DA NET SERVIÇOS 6833197').map((l) => l.linha)).toEqual([95, 287]);
  });

  it('Santander: TRNTYPE always OTHER, amounts with spaces and mixed decimals, postings outside DTSTART–DTEND', () => {
    const s = one('santander-adelarcubs.ofx');
    expect(totals(s)).toEqual({ creditos: 313490, debitos: 318163, lidos: 24, rejeitados: 0 });
    expect(new Set(s.linhas.map((l) => l.tipo))).toEqual(new Set(['OTHER']));
    expect(s.linhas.slice(0, 2).map((l) => l.valor)).toEqual([-56000, 7]);
    // DTSTART and DTEND are both 2016-09-27; the postings from August on are kept and widen the period.
    expect(s.periodo).toEqual({ inicio: '2016-08-01', fim: '2016-09-27' });
    expect(s.saldo).toEqual({ valor: 1154, data: '2016-09-27' });
    expect(s.conta.banco).toBe('033');
  });

  it('Nubank card: CCSTMTRS without BANKTRANLIST, UUID ids, -500.5', () => {
    const s = one('nubank-ofxreader-cc.ofx');
    expect(s.tipo).toBe('cartao');
    expect(s.conta).toEqual({ banco: null, agencia: null, numero: '5a238fcc-966b-4956-8a8a-08db937682c6', tipo: null });
    expect(totals(s)).toEqual({ creditos: 64264, debitos: 51711, lidos: 5, rejeitados: 0 });
    expect(s.linhas.find((l) => l.descricao === 'Amazonia')?.valor).toBe(-50050);
    expect(s.linhas.find((l) => l.valor === 581)?.descricao).toBe('Desconto Antecipação');
    expect(s.periodo).toEqual({ inicio: '2017-11-04', fim: '2017-11-15' });
    expect(s.saldo).toEqual({ valor: -45106, data: '2017-12-03' });
  });
});

describe('readOfx: one fixture per quirk (docs/product-rules.md "Bank statements")', () => {
  it('decides the encoding from the bytes: CHARSET:1252 over UTF-8, and a UTF-8 header over Windows-1252', () => {
    for (const [name, codificacao] of [
      ['charset-1252-header-utf8-bytes.ofx', 'utf-8'],
      ['charset-utf8-header-1252-bytes.ofx', 'windows-1252'],
    ] as const) {
      const file = readOfx(bankFixture(name));
      expect(file.codificacao).toBe(codificacao);
      expect(file.extratos[0]?.linhas.map((l) => [l.descricao, l.valor])).toEqual([
        ['PAG*PADARIA SÃO JOÃO', -4590],
        ['PIX RECEBIDO JOSÉ AÇAÍ', 12000],
      ]);
    }
  });

  it('reads real Latin-1 accents and the Windows-1252 dash', () => {
    const s = one('latin1-accents.ofx');
    expect(s.linhas.map((l) => l.descricao)).toEqual([
      'TARIFA MANUTENÇÃO CONTA – OUTUBRO',
      'DÉBITO AUTOMÁTICO ÁGUA',
      'DEPÓSITO EM ESPÉCIE',
    ]);
    expect(s.conta).toEqual({ banco: '0341', agencia: '1234', numero: '56789-0', tipo: 'CHECKING' });
    expect(s.saldo).toEqual({ valor: 100000, data: '2026-10-31' });
  });

  it('reads every form of amount and rejects the unreadable ones with their line and reason', () => {
    const s = one('amounts-mixed.ofx');
    expect(s.linhas.map((l) => [l.fitid, l.valor])).toEqual([
      ['A1', -56000],
      ['A2', -56000],
      ['A3', 600000000],
      ['A4', -15254114],
      ['A5', -50050],
      ['A6', 7],
      ['A7', 123456],
      ['A8', -50],
    ]);
    expect(s.rejeitados).toEqual([
      { linha: 96, motivo: 'valor ambíguo: "1.000" pode ter separador de milhar ou decimal' },
      { linha: 103, motivo: 'valor ilegível: "12,3,4"' },
      { linha: 110, motivo: 'sem valor (TRNAMT)' },
      { linha: 116, motivo: 'valor ambíguo: "-10.255" pode ter separador de milhar ou decimal' },
    ]);
  });

  it('takes the posting date as written whatever the zone, tolerates DTSERVER 00000000000000, rejects a date that does not exist', () => {
    const s = one('dates-offsets.ofx');
    expect(s.linhas.map((l) => [l.fitid, l.data])).toEqual([
      ['D1', '2026-10-15'],
      ['D2', '2026-10-15'],
      ['D3', '2026-10-31'],
      ['D4', '2026-11-01'],
      ['D5', '2026-12-31'],
    ]);
    expect(s.rejeitados).toEqual([
      { linha: 75, motivo: 'data inválida: "20260230"' },
      { linha: 82, motivo: 'sem data (DTPOSTED)' },
    ]);
    expect(s.periodo).toEqual({ inicio: '2026-10-01', fim: '2026-12-31' });
  });

  it('keeps FITIDs 0, free text with spaces and colons, repeated ones, and two identical lines as two', () => {
    const s = one('fitid-repeated.ofx');
    expect(s.linhas.map((l) => [l.fitid, l.valor, l.descricao])).toEqual([
      ['0', -500, 'TARIFA PIX'],
      ['0', -500, 'TARIFA PIX'],
      ['0', 5000, 'PIX RECEBIDO MARIA'],
      ['PIX 12:30:45 E0000000020261012', 7500, 'PIX RECEBIDO JOAO'],
      ['20261013001', -2000, 'SAQUE'],
      ['20261013001', -3000, 'COMPRA CARTAO'],
    ]);
    expect(s.linhas[0]?.linha).not.toBe(s.linhas[1]?.linha);
  });

  it('joins a MEMO split over two lines with a space, and NAME with MEMO', () => {
    const s = one('memo-two-lines.ofx');
    expect(s.linhas.map((l) => [l.linha, l.descricao, l.valor, l.checknum, l.refnum])).toEqual([
      [40, 'PAGTO ELETRON COBRANCA FORNECEDOR DE PAPEL LTDA', -123456, null, null],
      [48, 'PIX RECEBIDO - MARIA DA SILVA', 9990, '000123', 'REF-9'],
      [58, 'MERCADO BOM PRECO - COMPRA 22/10', -1000, null, null],
    ]);
  });

  it('keeps postings outside DTSTART–DTEND and widens the period to them', () => {
    const s = one('outside-period.ofx');
    expect(brief(s)).toEqual([
      [40, '2026-09-28', -100, 'ANTES DO PERIODO'],
      [47, '2026-10-15', 200, 'DENTRO'],
      [54, '2026-11-03', -300, 'DEPOIS DO PERIODO'],
    ]);
    expect(s.periodo).toEqual({ inicio: '2026-09-28', fim: '2026-11-03' });
  });

  it('without DTSTART/DTEND the period is the first and last posting date; no LEDGERBAL, no balance', () => {
    const s = one('no-dtstart-dtend.ofx');
    expect(s.periodo).toEqual({ inicio: '2026-10-02', fim: '2026-10-19' });
    expect(s.saldo).toBeNull();
    expect(totals(s)).toEqual({ creditos: 2100, debitos: 700, lidos: 3, rejeitados: 0 });
  });

  it('reads several statements in one file, the first of them empty', () => {
    const [first, second, ...rest] = readOfx(bankFixture('two-statements-first-empty.ofx')).extratos;
    expect(rest).toEqual([]);
    expect(first?.conta.numero).toBe('11111-1');
    expect(first?.linhas).toEqual([]);
    expect(first?.periodo).toEqual({ inicio: '2026-10-01', fim: '2026-10-31' });
    expect(first?.saldo).toEqual({ valor: 0, data: '2026-10-31' });
    expect(second?.conta.numero).toBe('22222-2');
    expect(second && brief(second)).toEqual([
      [64, '2026-10-08', -800, 'OITO'],
      [71, '2026-10-09', 900, 'NOVE'],
    ]);
    expect(second?.saldo).toEqual({ valor: 50100, data: '2026-10-31' });
  });

  it('reads a credit card statement (CCSTMTRS)', () => {
    const s = one('credit-card-ccstmtrs.ofx');
    expect(s.tipo).toBe('cartao');
    expect(s.conta.numero).toBe('5162********1234');
    expect(totals(s)).toEqual({ creditos: 80000, debitos: 18490, lidos: 3, rejeitados: 0 });
    expect(s.saldo).toEqual({ valor: -118490, data: '2026-10-31' });
    expect(s.periodo).toEqual({ inicio: '2026-10-01', fim: '2026-10-31' });
  });

  it('reads OFX 2 XML: closed tags, the XML entities, CDATA, an empty MEMO, LEDGERBAL (not AVAILBAL)', () => {
    const s = one('ofx2-xml.ofx');
    expect(s.conta).toEqual({ banco: '260', agencia: '0001', numero: '1234567-8', tipo: 'CHECKING' });
    expect(brief(s)).toEqual([
      [15, '2026-10-02', 150000, 'Ana & Filhos Ltda - Transferência recebida <PIX>'],
      [23, '2026-10-03', -4210, 'Compra no débito - Açougue & Cia'],
      [30, '2026-10-04', -99, ''],
    ]);
    expect(s.saldo).toEqual({ valor: 145691, data: '2026-10-31' });
    expect(s.periodo).toEqual({ inicio: '2026-10-01', fim: '2026-10-31' });
  });

  it('tolerates SGML that leaves a posting unclosed, lower-case tags, and elements it does not know', () => {
    const text = [
      'OFXHEADER:100',
      '<OFX><BANKMSGSRSV1><STMTTRNRS><STMTRS><CURDEF>BRL',
      '<BANKACCTFROM><BANKID>1<ACCTID>9</BANKACCTFROM><BANKTRANLIST>',
      '<stmttrn><trntype>OTHER<dtposted>20261001<trnamt>-1,00<fitid>a<memo>SEM FECHAR<XYZ>?',
      '<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20261002<TRNAMT>2,00<FITID>b<MEMO>FECHADA</STMTTRN>',
      '<STMTTRN><TRNTYPE>OTHER<DTPOSTED>20261003<TRNAMT>3,00<FITID>c<MEMO>ULTIMA SEM FECHAR',
      '</BANKTRANLIST></STMTRS></STMTTRNRS></BANKMSGSRSV1></OFX>',
    ].join('\n');
    const [s] = readOfx(new TextEncoder().encode(text)).extratos;
    expect(s && brief(s)).toEqual([
      [4, '2026-10-01', -100, 'SEM FECHAR'],
      [5, '2026-10-02', 200, 'FECHADA'],
      [6, '2026-10-03', 300, 'ULTIMA SEM FECHAR'],
    ]);
  });
});
