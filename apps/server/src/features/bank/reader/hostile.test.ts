import { describe, expect, it } from 'vitest';
import { bankFixture } from '../../../../test/bank-fixtures.js';
import { readCsv, readOfx, readStatement, StatementError } from './index.js';

const bytes = (text: string) => new TextEncoder().encode(text);

/** The error a read throws: a StatementError (an AppError, 400 VALIDATION) with its pt-BR message. */
function refusal(read: () => unknown): string {
  try {
    read();
  } catch (error) {
    expect(error).toBeInstanceOf(StatementError);
    expect((error as StatementError).statusCode).toBe(400);
    expect((error as StatementError).code).toBe('VALIDATION');
    return (error as Error).message;
  }
  throw new Error('the file was read');
}

/** An OFX 1.x file with `count` postings, all alike (two identical postings are two lines). */
function generatedOfx(count: number): string {
  const posting = '<STMTTRN>\n<TRNTYPE>OTHER\n<DTPOSTED>20261015\n<TRNAMT>-1,23\n<FITID>0\n<MEMO>TARIFA\n</STMTTRN>\n';
  return `OFXHEADER:100\nDATA:OFXSGML\n\n<OFX>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n<STMTRS>\n<CURDEF>BRL\n<BANKACCTFROM>\n<BANKID>1\n<ACCTID>2\n</BANKACCTFROM>\n<BANKTRANLIST>\n${posting.repeat(count)}</BANKTRANLIST>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n`;
}

describe('hostile files are refused whole, with a pt-BR message (docs/product-rules.md "Bank statements")', () => {
  it('an empty file, or only blanks', () => {
    expect(refusal(() => readOfx(bankFixture('empty.ofx')))).toBe('O arquivo está vazio');
    expect(refusal(() => readStatement(bytes(' \r\n\t\n')))).toBe('O arquivo está vazio');
    expect(refusal(() => readStatement(new Uint8Array([0xef, 0xbb, 0xbf, 0x0a])))).toBe('O arquivo está vazio');
    expect(refusal(() => readCsv(new Uint8Array(), { preset: 'bb' }))).toBe('O arquivo está vazio');
  });

  it('a PNG renamed .ofx, and other binary files', () => {
    expect(refusal(() => readStatement(bankFixture('png-renamed.ofx'), { fileName: 'extrato.ofx' }))).toBe(
      'O arquivo não é um extrato OFX ou CSV: parece uma imagem PNG',
    );
    expect(refusal(() => readOfx(bytes('%PDF-1.7\n')))).toBe('O arquivo não é um extrato OFX ou CSV: parece um PDF');
    expect(refusal(() => readOfx(new Uint8Array([0x3c, 0x4f, 0x46, 0x58, 0x3e, 0x00, 0x01])))).toBe(
      'O arquivo não é um extrato OFX ou CSV: tem conteúdo binário',
    );
  });

  it('a truncated OFX: the transaction list or the statement never closed', () => {
    expect(refusal(() => readOfx(bankFixture('truncated.ofx')))).toBe(
      'O arquivo OFX está incompleto: <STMTRS>, aberto na linha 29, não foi fechado',
    );
    const whole = new TextDecoder().decode(bankFixture('no-dtstart-dtend.ofx'));
    expect(refusal(() => readOfx(bytes(whole.slice(0, whole.indexOf('</OFX>')))))).toBe(
      'O arquivo OFX está incompleto: falta o fechamento </OFX>',
    );
    expect(refusal(() => readOfx(bytes(whole.slice(0, whole.indexOf('</STMTRS>')))))).toMatch(
      /^O arquivo OFX está incompleto: <STMTRS>, aberto na linha \d+, não foi fechado$/,
    );
    expect(refusal(() => readOfx(bytes(whole.replace('<STMTRS>', '<STMTRS\r\n'))))).toBe(
      'O arquivo OFX tem uma marca inválida na linha 29',
    );
    expect(refusal(() => readOfx(bytes(whole.slice(0, whole.indexOf('<MEMO>DOIS') + 3))))).toMatch(
      /^O arquivo OFX está incompleto: a marca aberta na linha \d+ não termina$/,
    );
  });

  it('an OFX 2 with a DTD or entity declarations: refused, never expanded', () => {
    const started = performance.now();
    expect(refusal(() => readStatement(bankFixture('ofx2-entity-bomb.ofx')))).toBe(
      'O arquivo OFX declara um DTD ou entidades (linha 3): recusado por segurança, exporte o extrato novamente',
    );
    expect(performance.now() - started).toBeLessThan(1000);
    expect(refusal(() => readOfx(bytes('<?xml version="1.0"?>\n<!ENTITY x "y">\n<OFX></OFX>')))).toMatch(
      /DTD ou entidades/,
    );
    // An entity that was never declared is left as written, not looked up.
    const xml = new TextDecoder().decode(bankFixture('ofx2-xml.ofx')).replace('<MEMO></MEMO>', '<MEMO>&h;</MEMO>');
    expect(readOfx(bytes(xml)).extratos[0]?.linhas[2]?.descricao).toBe('&h;');
  });

  it('inputs built to make a reader slow are read in one pass, or refused', () => {
    const deep = `<OFX>${'<XTRNRS>'.repeat(100_000)}${'</Y>'.repeat(100_000)}</OFX>`;
    expect(refusal(() => readOfx(bytes(deep)))).toBe(
      'O arquivo OFX tem marcas abertas demais, uma dentro da outra (linha 1)',
    );
    expect(refusal(() => readOfx(bytes(`<OFX><${'A'.repeat(1_000_000)}`)))).toBe(
      'O arquivo OFX está incompleto: a marca aberta na linha 1 não termina',
    );
    expect(refusal(() => readOfx(bytes(`<OFX><A${' '.repeat(1_000_000)}<B>`)))).toBe(
      'O arquivo OFX tem uma marca inválida na linha 1',
    );
    const whole = new TextDecoder().decode(bankFixture('no-dtstart-dtend.ofx'));
    const spaced = whole.replace('<TRNAMT>-7,00', `<TRNAMT>-${' '.repeat(1_000_000)}x`);
    expect(readOfx(bytes(spaced)).extratos[0]?.rejeitados).toEqual([
      { linha: 38, motivo: `valor ilegível: "-${' '.repeat(39)}…"` },
    ]);
    expect(refusal(() => readOfx(bytes(`${whole}${' '.repeat(100_000)}\u0000`)))).toBe(
      'O arquivo não é um extrato OFX ou CSV: tem conteúdo binário',
    );
  });

  it('counts lines in a file whose lines end in a lone carriage return', () => {
    const whole = new TextDecoder().decode(bankFixture('no-dtstart-dtend.ofx')).replaceAll('\r\n', '\r');
    expect(readOfx(bytes(whole)).extratos[0]?.linhas.map((l) => l.linha)).toEqual([38, 45, 52]);
  });

  it('a file with no OFX tag, or no statement in it', () => {
    expect(refusal(() => readOfx(bytes('Data;Valor\n01/10/2026;1,00\n')))).toBe(
      'O arquivo não é um extrato OFX: falta a marca <OFX>',
    );
    expect(refusal(() => readOfx(bytes('OFXHEADER:100\n<OFX>\n<SIGNONMSGSRSV1>\n</SIGNONMSGSRSV1>\n</OFX>\n')))).toBe(
      'O arquivo OFX não tem extrato de conta nem de cartão (STMTRS ou CCSTMTRS)',
    );
  });

  it('more postings than the limit (200,000 by default, configurable) is refused before the rest is read', () => {
    expect(readOfx(bytes(generatedOfx(3)), { maxLinhas: 3 }).extratos[0]?.linhas).toHaveLength(3);
    expect(refusal(() => readOfx(bytes(generatedOfx(4)), { maxLinhas: 3 }))).toBe(
      'O extrato tem mais de 3 lançamentos: divida o arquivo em períodos menores',
    );
    expect(refusal(() => readOfx(bytes(generatedOfx(200_001))))).toBe(
      'O extrato tem mais de 200.000 lançamentos: divida o arquivo em períodos menores',
    );
    const csv = `Data;Descrição;Valor\n${'01/10/2026;X;1,00\n'.repeat(4)}`;
    const mapping = { data: { coluna: 'Data' }, descricao: ['Descrição'], valor: { coluna: 'Valor' } };
    expect(readCsv(bytes(csv), mapping, { maxLinhas: 4 }).extratos[0]?.linhas).toHaveLength(4);
    expect(refusal(() => readCsv(bytes(csv), mapping, { maxLinhas: 3 }))).toBe(
      'O extrato tem mais de 3 lançamentos: divida o arquivo em períodos menores',
    );
    // Empty lines do not count.
    expect(readCsv(bytes(`${csv}\r\n\n`), mapping, { maxLinhas: 4 }).extratos[0]?.linhas).toHaveLength(4);
    const big = `Data;Descrição;Valor\n${'01/10/2026;X;1,00\n'.repeat(200_001)}`;
    expect(refusal(() => readCsv(bytes(big), mapping))).toBe(
      'O extrato tem mais de 200.000 lançamentos: divida o arquivo em períodos menores',
    );
  });
});

describe('readStatement: OFX or CSV from the bytes, not the name', () => {
  it('reads an OFX whatever its name, a CSV with its mapping', () => {
    const ofx = readStatement(bankFixture('ofx2-xml.ofx'), { fileName: 'extrato.csv' });
    expect(ofx.formato).toBe('ofx');
    expect(ofx.extratos[0]?.linhas).toHaveLength(3);
    const csv = readStatement(bankFixture('bb-ofxreader-replica.csv'), { mapping: { preset: 'bb' } });
    expect(csv.formato).toBe('csv');
    expect(csv.extratos[0]?.linhas).toHaveLength(3);
  });

  it('reads a CSV of a common export with the preset its header shows', () => {
    for (const [name, preset] of [
      ['bb-ofxreader-replica.csv', 'bb'],
      ['inter.csv', 'inter'],
      ['nubank-conta.csv', 'nubank-conta'],
      ['nubank-cartao.csv', 'nubank-cartao'],
    ] as const) {
      const file = readStatement(bankFixture(name));
      expect([name, file.preset]).toEqual([name, preset]);
      expect(file.extratos).toEqual(readCsv(bankFixture(name), { preset }).extratos);
    }
    const custom = readStatement(bankFixture('nubank-conta.csv'), {
      mapping: {
        separador: ',',
        decimal: '.',
        data: { coluna: 'Data' },
        descricao: ['Descrição'],
        valor: { coluna: 'Valor' },
      },
    });
    expect(custom.preset).toBeUndefined();
  });

  it('asks for the mapping of a CSV it does not recognise, and refuses a .ofx that is not one', () => {
    expect(refusal(() => readStatement(bankFixture('credit-debit-columns.csv')))).toBe(
      'O arquivo não é um OFX; para importar um CSV, escolha o modelo do banco ou o mapeamento das colunas',
    );
    expect(refusal(() => readStatement(bankFixture('nubank-conta.csv'), { fileName: 'EXTRATO.OFX' }))).toBe(
      'O arquivo tem extensão .ofx mas não é um extrato OFX',
    );
    expect(refusal(() => readStatement(bankFixture('nubank-conta.csv'), { mapping: { preset: 'itau' as 'bb' } }))).toBe(
      'Mapeamento do CSV inválido (preset): Modelo de CSV inválido: use bb, nubank-conta, nubank-cartao, inter',
    );
  });
});
