import { parseAmount } from './amount.js';
import { parseOfxDate } from './dates.js';
import { decodeStatement } from './decode.js';
import { incomplete, type OfxTag, scanOfx } from './ofx-scan.js';
import {
  DEFAULT_MAX_LINES,
  periodOf,
  type ReadOptions,
  type Rejection,
  type Statement,
  StatementError,
  type StatementFile,
  type StatementLine,
  tooManyLines,
} from './types.js';

/**
 * Aggregates (tags that hold others and are always closed, in SGML too); any other tag is an
 * element whose value is the text after it.
 */
const AGGREGATE =
  /^(OFX|SIGNONMSGSRSV1|SONRS|STATUS|FI|STMTRS|CCSTMTRS|BANKACCTFROM|CCACCTFROM|BANKACCTTO|CCACCTTO|BANKTRANLIST|STMTTRN|LEDGERBAL|AVAILBAL|BALLIST|BAL|PAYEE|CURRENCY|ORIGCURRENCY|\w*MSGSRSV\d|\w*TRNRS)$/;

const STATEMENT = new Set(['STMTRS', 'CCSTMTRS']);
/** A real OFX nests some eight deep; a deeper file is refused rather than searched at every close. */
const MAX_DEPTH = 64;

interface Open {
  name: string;
  line: number;
}

interface Builder {
  statement: Statement;
  start: string | null;
  end: string | null;
  balance: { amount?: string; date?: string };
}

/** Whitespace runs (a MEMO split over two lines among them) become one space. */
const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

/** NAME and MEMO as one description: the longer when one holds the other, else both. */
export function describe(name: string | undefined, memo: string | undefined): string {
  const n = oneLine(name);
  const m = oneLine(memo);
  if (!n || !m) return n || m;
  if (m.toUpperCase().includes(n.toUpperCase())) return m;
  if (n.toUpperCase().includes(m.toUpperCase())) return n;
  return `${n} - ${m}`;
}

function readTransaction(fields: Map<string, string>, line: number): StatementLine | Rejection {
  const motivos: string[] = [];
  const rawAmount = fields.get('TRNAMT');
  const amount = rawAmount === undefined ? { motivo: 'sem valor (TRNAMT)' } : parseAmount(rawAmount);
  if ('motivo' in amount) motivos.push(amount.motivo);
  const rawDate = fields.get('DTPOSTED');
  const date = rawDate === undefined ? { motivo: 'sem data (DTPOSTED)' } : parseOfxDate(rawDate);
  if ('motivo' in date) motivos.push(date.motivo);
  if ('motivo' in amount || 'motivo' in date) return { linha: line, motivo: motivos.join('; ') };
  const valor = amount.valor;
  const text = (key: string) => oneLine(fields.get(key)) || null;
  return {
    linha: line,
    data: date.data,
    valor,
    descricao: describe(fields.get('NAME') ?? fields.get('PAYEE.NAME'), fields.get('MEMO')),
    fitid: text('FITID'),
    tipo: (text('TRNTYPE') ?? (valor < 0 ? 'DEBIT' : 'CREDIT')).toUpperCase(),
    checknum: text('CHECKNUM'),
    refnum: text('REFNUM'),
  };
}

function finishStatement(b: Builder): Statement {
  const { statement, balance } = b;
  const amount = balance.amount === undefined ? null : parseAmount(balance.amount);
  const date = balance.date === undefined ? null : parseOfxDate(balance.date);
  statement.saldo =
    amount && 'valor' in amount ? { valor: amount.valor, data: date && 'data' in date ? date.data : null } : null;
  statement.periodo = periodOf(statement.linhas, b.start, b.end);
  return statement;
}

/**
 * Reads an OFX file: 1.x SGML or 2.x XML, bank (STMTRS) and credit card (CCSTMTRS) statements,
 * several in one file. A posting that cannot be read is in `rejeitados` with its line and the
 * reason; a file that is not a whole OFX is refused with a StatementError.
 */
export function readOfx(bytes: Uint8Array, options: ReadOptions = {}): StatementFile {
  const { text, codificacao } = decodeStatement(bytes);
  return { formato: 'ofx', codificacao, extratos: readOfxText(text, options) };
}

export function readOfxText(text: string, { maxLinhas = DEFAULT_MAX_LINES }: ReadOptions = {}): Statement[] {
  // Counted before anything is built: a file over the limit is refused at once.
  let count = 0;
  for (let at = text.indexOf('<STMTTRN>'); at >= 0; at = text.indexOf('<STMTTRN>', at + 9)) {
    if (++count > maxLinhas) throw tooManyLines(maxLinhas);
  }
  const statements: Statement[] = [];
  const stack: Open[] = [];
  let current: Builder | null = null;
  let transaction: { line: number; fields: Map<string, string> } | null = null;
  let postings = 0;
  let sawOfx = false;
  let closedOfx = false;

  const onClose = (name: string) => {
    if (name === 'STMTTRN' && transaction && current) {
      const read = readTransaction(transaction.fields, transaction.line);
      if ('motivo' in read) current.statement.rejeitados.push(read);
      else current.statement.linhas.push(read);
      transaction = null;
    } else if (STATEMENT.has(name) && current) {
      statements.push(finishStatement(current));
      current = null;
    } else if (name === 'OFX') closedOfx = true;
  };
  const popTo = (index: number) => {
    while (stack.length > index) onClose((stack.pop() as Open).name);
  };

  const onOpen = (tag: OfxTag) => {
    if (tag.name === 'OFX') sawOfx = true;
    if (STATEMENT.has(tag.name)) {
      if (current)
        throw incomplete(`o extrato aberto na linha ${stack.find((o) => STATEMENT.has(o.name))?.line} não foi fechado`);
      current = {
        statement: {
          tipo: tag.name === 'CCSTMTRS' ? 'cartao' : 'banco',
          conta: { banco: null, agencia: null, numero: null, tipo: null },
          moeda: null,
          periodo: { inicio: null, fim: null },
          saldo: null,
          linhas: [],
          rejeitados: [],
        },
        start: null,
        end: null,
        balance: {},
      };
    } else if (tag.name === 'STMTTRN') {
      // An SGML file that leaves a posting unclosed: the next one closes it.
      if (stack.at(-1)?.name === 'STMTTRN') popTo(stack.length - 1);
      if (current) {
        if (++postings > maxLinhas) throw tooManyLines(maxLinhas);
        transaction = { line: tag.line, fields: new Map() };
      }
    }
    if (stack.length >= MAX_DEPTH) {
      throw new StatementError(`O arquivo OFX tem marcas abertas demais, uma dentro da outra (linha ${tag.line})`);
    }
    stack.push({ name: tag.name, line: tag.line });
  };

  const onElement = ({ name, text: value }: OfxTag) => {
    const top = stack.at(-1)?.name;
    if (top === 'STMTTRN' && transaction) {
      const before = transaction.fields.get(name);
      transaction.fields.set(name, before === undefined ? value : `${before} ${value}`);
    } else if (top === 'PAYEE' && transaction && name === 'NAME') {
      transaction.fields.set('PAYEE.NAME', value);
    } else if (!current) {
      return;
    } else if (top === 'BANKACCTFROM' || top === 'CCACCTFROM') {
      const key = ({ BANKID: 'banco', BRANCHID: 'agencia', ACCTID: 'numero', ACCTTYPE: 'tipo' } as const)[
        name as 'BANKID'
      ];
      if (key) current.statement.conta[key] = oneLine(value) || null;
    } else if (top === 'LEDGERBAL') {
      if (name === 'BALAMT') current.balance.amount = value;
      if (name === 'DTASOF') current.balance.date = value;
    } else if (top === 'BANKTRANLIST' || (top && STATEMENT.has(top))) {
      const date = name === 'DTSTART' || name === 'DTEND' ? parseOfxDate(value) : null;
      if (date && 'data' in date) current[name === 'DTSTART' ? 'start' : 'end'] = date.data;
      if (name === 'CURDEF') current.statement.moeda = oneLine(value).toUpperCase() || null;
    }
  };

  scanOfx(text, (tag) => {
    if (tag.close) {
      const index = stack.findLastIndex((o) => o.name === tag.name);
      if (index >= 0) popTo(index);
    } else if (AGGREGATE.test(tag.name) && tag.text === '') onOpen(tag);
    else onElement(tag);
  });

  if (!sawOfx) throw new StatementError('O arquivo não é um extrato OFX: falta a marca <OFX>');
  const open = stack.find((o) => STATEMENT.has(o.name) || o.name === 'STMTTRN' || o.name === 'BANKTRANLIST');
  if (open) throw incomplete(`<${open.name}>, aberto na linha ${open.line}, não foi fechado`);
  if (!closedOfx) throw incomplete('falta o fechamento </OFX>');
  if (statements.length === 0) {
    throw new StatementError('O arquivo OFX não tem extrato de conta nem de cartão (STMTRS ou CCSTMTRS)');
  }
  return statements;
}
