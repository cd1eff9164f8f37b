import { type CsvPreset, formatCount } from '@livro-caixa/domain';
import { AppError } from '../../../lib/errors.js';

/** A file that is not a statement that can be read: refused whole, with a pt-BR message. */
export class StatementError extends AppError {
  constructor(message: string) {
    super('VALIDATION', 400, message);
    this.name = 'StatementError';
  }
}

/** One posting of the statement. */
export interface StatementLine {
  /** 1-based line of the file where the posting starts (`<STMTTRN>`, or the CSV row). */
  linha: number;
  /** The posting date as written in the file, `AAAA-MM-DD`. */
  data: string;
  /** Centavos, signed: positive is money in. */
  valor: number;
  descricao: string;
  /** The bank's id of the posting, as written; not unique (docs/product-rules.md "Bank statements"). */
  fitid: string | null;
  /** OFX TRNTYPE as written (`OTHER`, `DEBIT`…), `CREDIT`/`DEBIT` from the sign for a CSV. */
  tipo: string;
  checknum: string | null;
  refnum: string | null;
}

/** A posting that could not be read: reported, never dropped. */
export interface Rejection {
  linha: number;
  motivo: string;
}

export interface Statement {
  /** `banco`: a bank account (STMTRS, or a CSV of an account); `cartao`: a credit card (CCSTMTRS). */
  tipo: 'banco' | 'cartao';
  conta: {
    /** BANKID (the bank's code). */
    banco: string | null;
    /** BRANCHID. */
    agencia: string | null;
    /** ACCTID: the account's number, or the card's id. */
    numero: string | null;
    /** ACCTTYPE (CHECKING, SAVINGS…). */
    tipo: string | null;
  };
  /** CURDEF, e.g. `BRL`. */
  moeda: string | null;
  /**
   * From the earlier of DTSTART and the first posting to the later of DTEND and the last posting
   * (postings outside DTSTART–DTEND are kept); null when there is neither.
   */
  periodo: { inicio: string | null; fim: string | null };
  /** The balance the file states (LEDGERBAL, or a CSV's final balance row or column). */
  saldo: { valor: number; data: string | null } | null;
  linhas: StatementLine[];
  rejeitados: Rejection[];
}

export interface StatementFile {
  formato: 'ofx' | 'csv';
  /** How the bytes were decoded (decided from the bytes, never from the header). */
  codificacao: 'utf-8' | 'windows-1252' | 'utf-16';
  /** A CSV read with a preset (given, or found from its header by readStatement). */
  preset?: CsvPreset;
  extratos: Statement[];
}

export interface ReadOptions {
  /** At most this many postings (lines read plus rejected) in the file; default 200,000. */
  maxLinhas?: number;
}

export const DEFAULT_MAX_LINES = 200_000;

export function tooManyLines(max: number): StatementError {
  return new StatementError(
    `O extrato tem mais de ${formatCount(max)} lançamentos: divida o arquivo em períodos menores`,
  );
}

/** The statement's period: DTSTART–DTEND widened to the first and last postings. */
export function periodOf(
  lines: readonly StatementLine[],
  start: string | null,
  end: string | null,
): Statement['periodo'] {
  let inicio = start;
  let fim = end;
  for (const { data } of lines) {
    if (inicio === null || data < inicio) inicio = data;
    if (fim === null || data > fim) fim = data;
  }
  return { inicio, fim };
}
