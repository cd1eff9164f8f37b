import { type BankLine, type BankLink, centavosToReais, RECONCILIATION_MSG } from '@livro-caixa/domain';
import { sql, type Updateable } from 'kysely';
import { type Executor, isPostgres } from '../../db/database.js';
import type { BankLinesTable } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { notFound, validationError } from '../../lib/errors.js';
import { pageOf } from '../../lib/pagination.js';

/** The SQL of the reconciliation, always with the session's company (ADR 046). */

export type LineRow = Omit<BankLinesTable, 'id'> & { id: number };

const asLine = (r: LineRow): LineRow => ({ ...r, valor: Number(r.valor) });

/**
 * The company's lines `ids` that are still `from`, changed as `to` says (and stamped with the
 * actor's time) in one statement: the ids that moved. A line another request moved first stays out.
 */
export function moveLines(
  db: Executor,
  actor: Actor,
  ids: number[],
  from: BankLinesTable['situacao'],
  to: Updateable<BankLinesTable>,
) {
  return db
    .updateTable('bank_lines')
    .set({ ...to, updated_at: actor.now.toISOString() })
    .where('tenant_id', '=', actor.tenantId)
    .where('id', 'in', ids)
    .where('situacao', '=', from)
    .returning('id')
    .execute();
}

export async function findLines(db: Executor, tenantId: number, ids: number[]): Promise<LineRow[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('bank_lines')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', 'in', ids)
    .execute();
  return rows.map(asLine);
}

export async function requireLine(db: Executor, tenantId: number, id: number, message: string): Promise<LineRow> {
  const [line] = await findLines(db, tenantId, [id]);
  if (!line) throw notFound(message);
  return line;
}

/**
 * The line and `others` of a group (N:1) in that order: every one the company's (else 404), of one
 * sign (400) and of one account (400).
 */
export async function groupOf(db: Executor, tenantId: number, line: LineRow, others: number[]): Promise<LineRow[]> {
  if (others.includes(line.id)) throw validationError(RECONCILIATION_MSG.lineTwice);
  const found = await findLines(db, tenantId, others);
  if (found.length !== others.length) throw notFound(RECONCILIATION_MSG.lineNotFound);
  const lines = [line, ...others.map((id) => found.find((l) => l.id === id) as LineRow)];
  if (lines.some((l) => l.valor > 0 !== line.valor > 0)) throw validationError(RECONCILIATION_MSG.linesSameSign);
  if (lines.some((l) => l.conta_id !== line.conta_id)) throw validationError(RECONCILIATION_MSG.linesSameAccount);
  return lines;
}

/** The account's pending debit lines of the line's day (a day's fee lines), at most 50. */
export async function pendingDebitsOfDay(db: Executor, tenantId: number, line: LineRow): Promise<LineRow[]> {
  const rows = await db
    .selectFrom('bank_lines')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('conta_id', '=', line.conta_id)
    .where('data', '=', line.data)
    .where('situacao', '=', 'pendente')
    .where('valor', '<', 0)
    .orderBy('id')
    .limit(50)
    .execute();
  return rows.map(asLine);
}

/** Each line's links, in the order they were made. */
export async function linksOf(db: Executor, tenantId: number, lineIds: number[]): Promise<Map<number, BankLink[]>> {
  const links = new Map<number, BankLink[]>();
  if (lineIds.length === 0) return links;
  const rows = await db
    .selectFrom('bank_matches as m')
    .leftJoin('payments as p', 'p.id', 'm.payment_id')
    .leftJoin('expenses as e', 'e.id', 'm.expense_id')
    .select(['m.linha_id', 'm.payment_id', 'm.expense_id', 'm.transfer_id', 'p.status'])
    .select(['p.numero as p_numero', 'e.numero as e_numero'])
    .where('m.tenant_id', '=', tenantId)
    .where('m.linha_id', 'in', lineIds)
    .orderBy('m.id')
    .execute();
  const numbered = (numero: number | null) => (numero === null ? {} : { numero: Number(numero) });
  for (const r of rows) {
    const list = links.get(r.linha_id) ?? [];
    if (r.payment_id !== null)
      list.push({
        tipo: 'pagamento',
        id: r.payment_id,
        ...numbered(r.p_numero),
        ...(r.status === 'pendente' ? { pendente: true } : {}),
      });
    if (r.expense_id !== null) list.push({ tipo: 'despesa', id: r.expense_id, ...numbered(r.e_numero) });
    if (r.transfer_id !== null) list.push({ tipo: 'transferencia', id: r.transfer_id });
    links.set(r.linha_id, list);
  }
  return links;
}

export function toApiLine(line: LineRow, links: BankLink[]): BankLine {
  return {
    id: line.id,
    conta_id: line.conta_id,
    extrato_id: line.extrato_id,
    data: line.data,
    descricao: line.descricao,
    valor: centavosToReais(line.valor),
    fitid: line.fitid,
    situacao: line.situacao,
    automatico: line.automatico,
    motivo: line.motivo,
    regra_id: line.regra_id,
    vinculos: links,
  };
}

export async function apiLine(db: Executor, tenantId: number, id: number): Promise<BankLine> {
  const line = await requireLine(db, tenantId, id, 'Linha do extrato não encontrada');
  return toApiLine(line, (await linksOf(db, tenantId, [id])).get(id) ?? []);
}

export interface LineFilter {
  tenantId: number;
  conta_id?: number | undefined;
  situacao?: BankLinesTable['situacao'] | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
}

function filtered(db: Executor, f: LineFilter) {
  let q = db.selectFrom('bank_lines').where('tenant_id', '=', f.tenantId);
  if (f.conta_id !== undefined) q = q.where('conta_id', '=', f.conta_id);
  if (f.situacao !== undefined) q = q.where('situacao', '=', f.situacao);
  if (f.startDate !== undefined) q = q.where('data', '>=', f.startDate);
  if (f.endDate !== undefined) q = q.where('data', '<=', f.endDate);
  return q;
}

/** A page of lines, newest first (the same day's in the statement's order). */
export async function listLines(db: Executor, f: LineFilter, page: number, limit: number) {
  const { rows, total } = await pageOf(
    () => filtered(db, f),
    (q) => q.selectAll().orderBy('data', 'desc').orderBy('id', 'desc'),
    page,
    limit,
  );
  return { rows: rows.map(asLine), total };
}

export interface AccountRow {
  id: number;
  nome: string;
  tipo: string;
  saldo_inicial: number;
  data_saldo_inicial: string;
  ativa: number;
}

/** The account's kind ('banco' when it is gone): it sets the suggestions' date window. */
export async function accountKind(db: Executor, tenantId: number, contaId: number): Promise<string> {
  return (await accountOf(db, tenantId, contaId))?.tipo ?? 'banco';
}

export async function accountOf(db: Executor, tenantId: number, id: number): Promise<AccountRow | undefined> {
  const row = await db
    .selectFrom('financial_accounts')
    .select(['id', 'nome', 'tipo', 'saldo_inicial', 'data_saldo_inicial', 'ativa'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row && { ...row, saldo_inicial: Number(row.saldo_inicial) };
}

/** A record that can be linked to a line: signed centavos (an entrada positive, an expense or saída negative). */
export interface Candidate {
  tipo: 'pagamento' | 'despesa';
  id: number;
  numero: number;
  data: string;
  descricao: string;
  /** Signed centavos. */
  valor: number;
  conta_id: number | null;
  /** Names to find in the line's description (attendant, tripeiro). */
  nomes: string[];
  /** A payment's status; an expense's 'confirmado', or 'a_pagar' for an open bill (a match pays it). */
  status: string;
}

export interface CandidateQuery {
  tenantId: number;
  contaId: number;
  start: string;
  end: string;
  /** Credits look at entradas; debits at expenses and saídas. */
  credit: boolean;
  /** Only these absolute amounts, centavos (the automatic matching's exact lookups). */
  amounts?: number[];
}

/**
 * Not linked to any line: `not in` a hashed list of the company's links (one pass over
 * bank_matches, whatever the planner's statistics; a correlated `not exists` without them was
 * planned as a loop over every link per record on PostgreSQL).
 */
const notMatched = (column: 'payment_id' | 'expense_id', ref: string, tenantId: number) =>
  sql<boolean>`${sql.ref(ref)} not in (select m.${sql.ref(column)} from bank_matches m
    where m.tenant_id = ${tenantId} and m.${sql.ref(column)} is not null)`;

/**
 * The day a bank line shows a record: a confirmed payment's receipt (else its date), a pending
 * one's due date (a receivable; else its date); a paid expense's baixa (else its date), an open
 * bill's due date. So an open bill matched to its debit line is found on the day it falls due, and
 * a bill paid later on the day it was paid, not on the day it was incurred.
 */
const PAYMENT_BANK_DAY = sql<string>`case when p.status = 'pendente' then coalesce(p.vencimento, p.data_pagamento)
  else coalesce(p.data_recebimento, p.data_pagamento) end`;
const EXPENSE_BANK_DAY = sql<string>`case when e.situacao = 'paga' then coalesce(e.data_baixa, e.data_despesa)
  else coalesce(e.vencimento, e.data_despesa) end`;

/**
 * The records not yet linked to any line whose bank day (above) is in [start, end], of the line's
 * account or of no account, on the line's side (entradas for a credit; expenses and saídas for a
 * debit). Cancelled payments are never candidates. Each date column that can hold the bank day is
 * read by its own index range (SQLite's multi-index OR, PostgreSQL's bitmap OR), then the bank day
 * decides.
 */
export async function candidates(db: Executor, q: CandidateQuery): Promise<Candidate[]> {
  if (q.amounts && q.amounts.length === 0) return [];
  let payments = db
    .selectFrom('payments as p')
    .leftJoin('attendants as a', (j) => j.onRef('a.id', '=', 'p.atendente_id').on('a.tenant_id', '=', q.tenantId))
    .leftJoin('tripeiros as t', (j) => j.onRef('t.id', '=', 'p.tripeiro_id').on('t.tenant_id', '=', q.tenantId))
    .select(['p.id', 'p.numero', PAYMENT_BANK_DAY.as('data'), 'p.descricao', 'p.valor', 'p.conta_id', 'p.status'])
    .select(['a.nome as atendente', 't.nome as tripeiro'])
    .where('p.tenant_id', '=', q.tenantId)
    .where((eb) =>
      eb.or([
        eb.between('p.data_pagamento', q.start, q.end),
        eb.between('p.data_recebimento', q.start, q.end),
        eb.and([eb('p.status', '=', 'pendente'), eb.between('p.vencimento', q.start, q.end)]),
      ]),
    )
    .where((eb) => eb.between(PAYMENT_BANK_DAY, q.start, q.end))
    .where('p.tipo_pagamento', '=', q.credit ? 'entrada' : 'saida')
    .where('p.status', '!=', 'cancelado')
    .where((eb) => eb.or([eb('p.conta_id', '=', q.contaId), eb('p.conta_id', 'is', null)]))
    .where(notMatched('payment_id', 'p.id', q.tenantId));
  if (q.amounts) payments = payments.where('p.valor', 'in', q.amounts);
  const rows = await payments.execute();
  const out: Candidate[] = rows.map((r) => ({
    tipo: 'pagamento',
    id: r.id,
    numero: r.numero,
    data: r.data,
    descricao: r.descricao,
    valor: q.credit ? Number(r.valor) : -Number(r.valor),
    conta_id: r.conta_id,
    nomes: [r.atendente, r.tripeiro].filter((n): n is string => n !== null),
    status: r.status,
  }));
  if (!q.credit) {
    let expenses = db
      .selectFrom('expenses as e')
      .select(['e.id', 'e.numero', EXPENSE_BANK_DAY.as('data'), 'e.descricao', 'e.valor', 'e.conta_id', 'e.situacao'])
      .where('e.tenant_id', '=', q.tenantId)
      .where((eb) =>
        eb.or([
          eb.between('e.data_despesa', q.start, q.end),
          eb.between('e.data_baixa', q.start, q.end),
          eb.and([eb('e.situacao', '=', 'a_pagar'), eb.between('e.vencimento', q.start, q.end)]),
        ]),
      )
      .where((eb) => eb.between(EXPENSE_BANK_DAY, q.start, q.end))
      .where((eb) => eb.or([eb('e.conta_id', '=', q.contaId), eb('e.conta_id', 'is', null)]))
      .where(notMatched('expense_id', 'e.id', q.tenantId));
    if (q.amounts) expenses = expenses.where('e.valor', 'in', q.amounts);
    for (const r of await expenses.execute()) {
      out.push({
        tipo: 'despesa',
        id: r.id,
        numero: r.numero,
        data: r.data,
        descricao: r.descricao,
        valor: -Number(r.valor),
        conta_id: r.conta_id,
        nomes: [],
        status: r.situacao === 'a_pagar' ? 'a_pagar' : 'confirmado',
      });
    }
  }
  return out;
}

/** The payments and expenses named by a match, locked on PostgreSQL until the transaction ends. */
export async function recordsForMatch(db: Executor, tenantId: number, paymentIds: number[], expenseIds: number[]) {
  const pg = isPostgres(db);
  let payments: {
    id: number;
    numero: number;
    valor: number;
    tipo_pagamento: string;
    status: string;
    conta_id: number | null;
    data_pagamento: string;
  }[] = [];
  if (paymentIds.length) {
    const q = db
      .selectFrom('payments')
      .select(['id', 'numero', 'valor', 'tipo_pagamento', 'status', 'conta_id', 'data_pagamento'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', paymentIds)
      .orderBy('id');
    payments = (await (pg ? q.forUpdate() : q).execute()).map((r) => ({ ...r, valor: Number(r.valor) }));
  }
  let expenses: { id: number; numero: number; valor: number; conta_id: number | null }[] = [];
  if (expenseIds.length) {
    const q = db
      .selectFrom('expenses')
      .select(['id', 'numero', 'valor', 'conta_id'])
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', expenseIds)
      .orderBy('id');
    expenses = (await (pg ? q.forUpdate() : q).execute()).map((r) => ({ ...r, valor: Number(r.valor) }));
  }
  return { payments, expenses };
}

/** Links of the records to lines other than `lineIds`: a record is linked to one line (or group) only. */
export async function linkedElsewhere(
  db: Executor,
  tenantId: number,
  lineIds: number[],
  refs: { payments: number[]; expenses: number[]; transfer: number | null; transferAccount?: number },
) {
  const ors = [];
  if (refs.payments.length) ors.push(sql`m.payment_id in (${sql.join(refs.payments)})`);
  if (refs.expenses.length) ors.push(sql`m.expense_id in (${sql.join(refs.expenses)})`);
  // A transfer is linked once per account: its debit line and its credit line.
  if (refs.transfer !== null)
    ors.push(sql`(m.transfer_id = ${refs.transfer} and l.conta_id = ${refs.transferAccount ?? 0})`);
  if (ors.length === 0) return [];
  const { rows } = await sql<{ payment_id: number | null; expense_id: number | null; transfer_id: number | null }>`
    select m.payment_id, m.expense_id, m.transfer_id from bank_matches m
      join bank_lines l on l.id = m.linha_id
     where m.tenant_id = ${tenantId} and m.linha_id not in (${sql.join(lineIds)})
       and (${sql.join(ors, sql` or `)})`.execute(db);
  return rows;
}

/**
 * The line's account given to the linked records that had none (docs/product-rules.md
 * "Reconciliation"): the bank says where their money moved. Only the account changes: no figure
 * of any month moves, so a closed month's records take it too.
 */
export async function giveAccount(
  db: Executor,
  tenantId: number,
  contaId: number,
  ids: { payments: number[]; expenses: number[] },
) {
  await moveAccount(db, tenantId, ids, null, contaId);
}

/** Undoing links: the account a match gave its records is taken back (unless changed since). */
export async function takeAccountBack(db: Executor, tenantId: number, lineIds: number[]) {
  const given = await db
    .selectFrom('bank_matches as m')
    .innerJoin('bank_lines as l', 'l.id', 'm.linha_id')
    .select(['m.payment_id', 'm.expense_id', 'l.conta_id'])
    .where('m.tenant_id', '=', tenantId)
    .where('m.linha_id', 'in', lineIds)
    .where('m.conta_definida', '=', 1)
    .execute();
  for (const contaId of new Set(given.map((g) => g.conta_id))) {
    const of = given.filter((g) => g.conta_id === contaId);
    const ids = {
      payments: of.flatMap((g) => (g.payment_id === null ? [] : [g.payment_id])),
      expenses: of.flatMap((g) => (g.expense_id === null ? [] : [g.expense_id])),
    };
    await moveAccount(db, tenantId, ids, contaId, null);
  }
}

/** The records' account set to `to`, for those whose account is still `from`: one update per table. */
async function moveAccount(
  db: Executor,
  tenantId: number,
  ids: { payments: number[]; expenses: number[] },
  from: number | null,
  to: number | null,
) {
  for (const [table, list] of [
    ['payments', ids.payments],
    ['expenses', ids.expenses],
  ] as const) {
    if (list.length === 0) continue;
    await db
      .updateTable(table)
      .set({ conta_id: to })
      .where('tenant_id', '=', tenantId)
      .where('id', 'in', list)
      .where('conta_id', from === null ? 'is' : '=', from)
      .execute();
  }
}
