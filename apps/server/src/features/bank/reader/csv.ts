import {
  BANK_MSG,
  type CsvColumn,
  type CsvColumns,
  type CsvMappingInput,
  type CsvPreset,
  csvColumnsSchema,
  csvPresetSchema,
} from '@livro-caixa/domain';
import { parse } from 'csv-parse/sync';
import { parseAmount } from './amount.js';
import { CSV_PRESET_COLUMNS } from './csv-presets.js';
import { parseCsvDate } from './dates.js';
import { decodeStatement } from './decode.js';
import {
  DEFAULT_MAX_LINES,
  periodOf,
  type ReadOptions,
  type Statement,
  StatementError,
  type StatementFile,
  tooManyLines,
} from './types.js';

/** Header names compared without case, accents or extra spaces. */
const normalize = (text: string) =>
  text.normalize('NFKD').replace(/°/g, 'o').replace(/\p{M}/gu, '').replace(/\s+/g, ' ').trim().toLowerCase();

const oneLine = (text: string | undefined) => (text ?? '').replace(/\s+/g, ' ').trim();

const PRESET_ORDER: readonly CsvPreset[] = ['bb', 'inter', 'nubank-conta', 'nubank-cartao'];

/**
 * The preset whose header, every column it names, is among the first 30 lines (split by its
 * separator), or null: a first import needs no mapping for the common exports.
 */
export function detectCsvPreset(text: string): CsvPreset | null {
  const head = text.slice(0, 16_384).split('\n').slice(0, 30);
  return (
    PRESET_ORDER.find((preset) => {
      const c = CSV_PRESET_COLUMNS[preset];
      const valor = 'coluna' in c.valor ? [c.valor.coluna] : [c.valor.credito, c.valor.debito];
      const named = [c.data.coluna, ...c.descricao, ...valor, c.tipo?.coluna, c.identificador, c.saldo];
      const wanted = named.filter((n): n is string => typeof n === 'string').map(normalize);
      return head.some((line) => {
        const cells = line.split(c.separador).map((cell) => normalize(cell.trim().replace(/^"(.*)"$/, '$1')));
        return wanted.every((w) => cells.includes(w));
      });
    }) ?? null
  );
}

/** The mapping checked, a preset replaced by its columns. */
export function csvColumns(mapping: CsvMappingInput): CsvColumns {
  const named = typeof mapping === 'object' && mapping !== null && 'preset' in mapping;
  const parsed = (named ? csvPresetSchema : csvColumnsSchema).safeParse(mapping);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
    throw new StatementError(`${BANK_MSG.mappingInvalid}${where}: ${issue?.message ?? ''}`);
  }
  return 'preset' in parsed.data ? CSV_PRESET_COLUMNS[parsed.data.preset] : parsed.data;
}

/** Reads a CSV export with the mapping (a preset or the columns); one statement. */
export function readCsv(bytes: Uint8Array, mapping: CsvMappingInput, options: ReadOptions = {}): StatementFile {
  const columns = csvColumns(mapping);
  const { text, codificacao } = decodeStatement(bytes);
  const file: StatementFile = { formato: 'csv', codificacao, extratos: [readCsvText(text, columns, options)] };
  return 'preset' in mapping ? { ...file, preset: mapping.preset } : file;
}

interface Row {
  cells: string[];
  line: number;
}

function rows(text: string, columns: CsvColumns, maxLinhas: number): Row[] {
  // Counted before parsing, so a file over the limit is refused at once: every line but empty ones
  // after the lines to skip and the header counts (a preamble found by the header's name and
  // balance rows too).
  const limit = columns.pularLinhas + (columns.cabecalho ? 1 : 0) + maxLinhas;
  let lines = 0;
  let start = 0;
  for (let nl = text.indexOf('\n'); ; nl = text.indexOf('\n', start)) {
    const end = nl < 0 ? text.length : nl;
    if (end - start > 1 || (end - start === 1 && text[start] !== '\r')) {
      if (++lines > limit) throw tooManyLines(maxLinhas);
    }
    if (nl < 0) break;
    start = nl + 1;
  }
  let records: { record: string[]; raw: string; info: { lines: number } }[];
  try {
    records = parse(text, {
      delimiter: columns.separador,
      from_line: columns.pularLinhas + 1,
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = (error as { lines?: number }).lines;
    throw new StatementError(
      `O CSV não pôde ser lido${line ? ` (linha ${line})` : ''}: aspas sem fechamento ou separador errado`,
    );
  }
  return records.map(({ record, raw, info }) => ({
    cells: record,
    line: info.lines - (raw.replace(/\r?\n$/, '').match(/\n/g)?.length ?? 0),
  }));
}

/** Where each mapped column is, 0-based, from the header row (or the position given). */
function locate(header: string[] | null, columns: CsvColumns) {
  const names = header?.map(normalize) ?? [];
  const at = (column: CsvColumn): number => {
    if (typeof column === 'number') return column - 1;
    const index = names.indexOf(normalize(column));
    if (index < 0) {
      const found = header ? `; colunas encontradas: ${header.map((h) => `"${oneLine(h)}"`).join(', ')}` : '';
      throw new StatementError(`O CSV não tem a coluna "${column}"${found}`);
    }
    return index;
  };
  const valor = columns.valor;
  const amount: { coluna: number } | { credito: number; debito: number } =
    'coluna' in valor ? { coluna: at(valor.coluna) } : { credito: at(valor.credito), debito: at(valor.debito) };
  return {
    data: at(columns.data.coluna),
    descricao: columns.descricao.map(at),
    valor: amount,
    tipo: columns.tipo ? at(columns.tipo.coluna) : null,
    identificador: columns.identificador === undefined ? null : at(columns.identificador),
    saldo: columns.saldo === undefined ? null : at(columns.saldo),
  };
}

/** The header row: the first whose cells name the date column (a preamble before it is skipped). */
function findHeader(all: Row[], columns: CsvColumns): number {
  if (!columns.cabecalho) return -1;
  const date = columns.data.coluna;
  if (typeof date === 'number') return 0;
  const wanted = normalize(date);
  const index = all.findIndex((row) => row.cells.some((cell) => normalize(cell) === wanted));
  if (index < 0) throw new StatementError(`O CSV não tem o cabeçalho com a coluna de data "${date}"`);
  return index;
}

const squeeze = (text: string) => normalize(text).replace(/[\s.:-]/g, '');

/** Balance rows: a description starting with "SALDO" (S A L D O too), one the mapping lists, or a `00/00/0000` date. */
function isBalanceRow(date: string, descriptions: string[], extra: string[]): boolean {
  if (/^0{1,2}[/.-]0{1,2}[/.-]0{2,4}$|^0{4}-0{2}-0{2}$/.test(date.trim())) return true;
  return descriptions.some((d) => {
    const text = squeeze(d);
    return text.startsWith('saldo') || extra.some((word) => text.includes(squeeze(word)));
  });
}

export function readCsvText(
  text: string,
  columns: CsvColumns,
  { maxLinhas = DEFAULT_MAX_LINES }: ReadOptions = {},
): Statement {
  const all = rows(text, columns, maxLinhas);
  const headerIndex = findHeader(all, columns);
  const at = locate(headerIndex >= 0 ? (all[headerIndex] as Row).cells : null, columns);
  const needed = Math.max(at.data, ...at.descricao, ...Object.values(at.valor), at.tipo ?? 0) + 1;
  const statement: Statement = {
    tipo: columns.sinal === 'positivo-despesa' ? 'cartao' : 'banco',
    conta: { banco: null, agencia: null, numero: null, tipo: null },
    moeda: 'BRL',
    periodo: { inicio: null, fim: null },
    saldo: null,
    linhas: [],
    rejeitados: [],
  };
  const runningBalance: (number | null)[] = [];
  let finalBalance: { valor: number; data: string | null } | null = null;
  const amountOf = (cell: string | undefined) => parseAmount(cell ?? '', columns.decimal);

  for (const { cells, line } of all.slice(headerIndex + 1)) {
    if (cells.every((c) => c.trim() === '')) continue;
    const get = (index: number) => cells[index] ?? '';
    const descriptions = at.descricao.map(get);
    if (isBalanceRow(get(at.data), descriptions, columns.linhasDeSaldo)) {
      const amount = balanceOf(cells, at, amountOf);
      const date = parseCsvDate(get(at.data), columns.data.formato);
      finalBalance = 'valor' in amount ? { valor: amount.valor, data: 'data' in date ? date.data : null } : null;
      continue;
    }
    if (statement.linhas.length + statement.rejeitados.length >= maxLinhas) throw tooManyLines(maxLinhas);
    finalBalance = null;
    if (cells.length < needed) {
      statement.rejeitados.push({ linha: line, motivo: `linha com ${cells.length} colunas; esperadas ${needed}` });
      continue;
    }
    const date = parseCsvDate(get(at.data), columns.data.formato);
    const amount = signed(cells, at, columns, amountOf);
    if ('motivo' in date || 'motivo' in amount) {
      const motivos = ['motivo' in date ? date.motivo : '', 'motivo' in amount ? amount.motivo : ''];
      statement.rejeitados.push({ linha: line, motivo: motivos.filter(Boolean).join('; ') });
      continue;
    }
    statement.linhas.push({
      linha: line,
      data: date.data,
      valor: amount.valor,
      descricao: descriptions.map(oneLine).filter(Boolean).join(' - '),
      fitid: at.identificador === null ? null : oneLine(get(at.identificador)) || null,
      tipo: amount.valor < 0 ? 'DEBIT' : 'CREDIT',
      checknum: null,
      refnum: null,
    });
    if (at.saldo !== null) {
      const balance = amountOf(get(at.saldo));
      runningBalance.push('valor' in balance ? balance.valor : null);
    }
  }

  const { linhas } = statement;
  statement.periodo = periodOf(linhas, null, null);
  if (finalBalance) {
    statement.saldo = { valor: finalBalance.valor, data: finalBalance.data ?? statement.periodo.fim };
  } else if (at.saldo !== null && linhas.length > 0) {
    // The running balance of the latest line: the last row of a file in date order, the first of one newest first.
    const newestFirst = (linhas[0]?.data ?? '') > (linhas.at(-1)?.data ?? '');
    const index = newestFirst ? 0 : linhas.length - 1;
    const valor = runningBalance[index];
    if (valor !== null && valor !== undefined) statement.saldo = { valor, data: linhas[index]?.data ?? null };
  }
  return statement;
}

type Located = ReturnType<typeof locate>;
type AmountOf = (cell: string | undefined) => ReturnType<typeof parseAmount>;

/** A balance row's value: the balance column, else the amount column, else the credit (or the debit, negative). */
function balanceOf(cells: string[], at: Located, amountOf: AmountOf): ReturnType<typeof parseAmount> {
  if (at.saldo !== null && (cells[at.saldo] ?? '').trim()) return amountOf(cells[at.saldo]);
  if ('coluna' in at.valor) return amountOf(cells[at.valor.coluna]);
  if ((cells[at.valor.credito] ?? '').trim()) return amountOf(cells[at.valor.credito]);
  const debit = amountOf(cells[at.valor.debito]);
  return 'valor' in debit ? { valor: -Math.abs(debit.valor) } : debit;
}

/** The line's amount, signed: positive is money in. */
function signed(cells: string[], at: Located, columns: CsvColumns, amountOf: AmountOf): ReturnType<typeof parseAmount> {
  let valor: number;
  if ('coluna' in at.valor) {
    const amount = amountOf(cells[at.valor.coluna]);
    if ('motivo' in amount) return amount;
    valor = amount.valor;
  } else {
    const credit = amountOf(cells[at.valor.credito]);
    const debit = amountOf(cells[at.valor.debito]);
    const hasCredit = 'valor' in credit && credit.valor !== 0;
    const hasDebit = 'valor' in debit && debit.valor !== 0;
    if (hasCredit && hasDebit) return { motivo: 'valor no crédito e no débito da mesma linha' };
    if (hasCredit) valor = Math.abs(credit.valor);
    else if (hasDebit) valor = -Math.abs(debit.valor);
    else if ('valor' in credit || 'valor' in debit) valor = 0;
    else return (cells[at.valor.credito] ?? '').trim() ? credit : debit;
  }
  if (columns.tipo && at.tipo !== null) {
    const kind = squeeze(cells[at.tipo] ?? '');
    if (columns.tipo.debito.some((w) => squeeze(w) === kind)) valor = -Math.abs(valor);
    else if (columns.tipo.credito.some((w) => squeeze(w) === kind)) valor = Math.abs(valor);
  }
  if (columns.sinal === 'positivo-despesa') valor = -valor;
  return { valor: valor === 0 ? 0 : valor };
}
