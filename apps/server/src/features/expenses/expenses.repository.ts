import { centavosToReais, type Expense } from '@livro-caixa/domain';
import { type ExpressionBuilder, sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Database, ExpensesTable } from '../../db/schema.js';
import { hasEntries, type RollupKey, rowsInSpans, type SpanValues, spansIn, spanValues } from '../../ledger/rollups.js';
import { newestInPeriod, offsetOf } from '../../lib/pagination.js';
import { prepared } from '../../lib/prepared.js';
import { searchKeyMatches } from '../../lib/search.js';

export interface ExpenseFilter {
  tenantId: number;
  categoria?: string | undefined;
  startDate?: string | undefined;
  endDate?: string | undefined;
  search?: string | undefined;
}

function filtered(db: Executor, f: ExpenseFilter) {
  let q = db.selectFrom('expenses').where('tenant_id', '=', f.tenantId);
  if (f.categoria) q = q.where('categoria', '=', f.categoria);
  if (f.startDate) q = q.where('data_despesa', '>=', f.startDate);
  if (f.endDate) q = q.where('data_despesa', '<=', f.endDate);
  if (f.search?.trim()) q = q.where(searchKeyMatches(f.search));
  return q;
}

const columns = [
  'id',
  'numero',
  'descricao',
  'valor',
  'data_despesa',
  'categoria',
  'forma_pagamento',
  'conta_id',
  'observacoes',
  'created_at',
  'updated_at',
  'situacao',
  'vencimento',
  'data_baixa',
] as const;

/** The columns and the account's name (ADR 044). */
const shown = [
  ...columns,
  (eb: ExpressionBuilder<Database, 'expenses'>) =>
    eb
      .selectFrom('financial_accounts as fa')
      .select('fa.nome')
      .whereRef('fa.id', '=', 'expenses.conta_id')
      .as('conta_nome'),
] as const;

type Row = Pick<ExpensesTable, Exclude<(typeof columns)[number], 'id'>> & { id: number; conta_nome: string | null };

/** The API's expense: the listed columns only (a stored row also has tenant, author and search key). */
export function toApiExpense(row: Row): Expense {
  return {
    id: row.id,
    numero: row.numero,
    descricao: row.descricao,
    valor: centavosToReais(Number(row.valor)),
    data_despesa: row.data_despesa,
    categoria: row.categoria,
    forma_pagamento: row.forma_pagamento,
    conta_id: row.conta_id,
    conta_nome: row.conta_nome,
    observacoes: row.observacoes,
    created_at: row.created_at,
    updated_at: row.updated_at,
    situacao: row.situacao,
    vencimento: row.vencimento,
    data_baixa: row.data_baixa,
  };
}

/** A filter the rollups answer (no text search), as the values of a prepared query. */
type RollupFilter = SpanValues & { tenantId: number; categoria?: string };

/** The rollups' rows matching a filter; each span read on its own (ADR 058). */
function rollupRows(db: Executor, v: RollupFilter) {
  const key: RollupKey = { tenant_id: v.tenantId, ...(v.categoria !== undefined && { categoria: v.categoria }) };
  return db.selectFrom(rowsInSpans(db, 'expense_rollups', key, spansIn(v), ['categoria', 'n', 'valor']).as('r'));
}

/** A filter's values for the rollups' prepared reads; null for a text search, which only the rows can match. */
function rollupFilter(f: ExpenseFilter): RollupFilter | null {
  if (f.search?.trim()) return null;
  return { tenantId: f.tenantId, categoria: f.categoria || undefined, ...spanValues(f.startDate, f.endDate) };
}

const rollupSums = prepared((db, v: RollupFilter) =>
  rollupRows(db, v).select([
    sql<number>`coalesce(sum(n), 0)`.as('n'),
    sql<number>`coalesce(sum(valor), 0)`.as('valor'),
  ]),
);

const rollupTotalsByCategory = prepared((db, v: RollupFilter) =>
  rollupRows(db, v)
    .groupBy('categoria')
    .having(hasEntries())
    .select(['categoria', sql<number>`sum(valor)`.as('total'), sql<number>`sum(n)`.as('n')]),
);

/** How many expenses match and Σ valor (centavos): from the rollups, or the rows for a text search. */
async function sumExpenses(db: Executor, f: ExpenseFilter): Promise<{ n: number; valor: number }> {
  const v = rollupFilter(f);
  const row = v
    ? (await rollupSums(db, v))[0]
    : await filtered(db, f)
        .select([(eb) => eb.fn.countAll<number>().as('n'), sql<number>`coalesce(sum(valor), 0)`.as('valor')])
        .executeTakeFirstOrThrow();
  return { n: Number(row?.n ?? 0), valor: Number(row?.valor ?? 0) };
}

export async function listExpenses(db: Executor, f: ExpenseFilter, page: number, limit: number) {
  const [rows, sums] = await Promise.all([
    filtered(db, f)
      .select(shown)
      .orderBy('data_despesa', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offsetOf(page, limit))
      .execute(),
    sumExpenses(db, f),
  ]);
  return { rows: rows.map(toApiExpense), total: sums.n, summary: { total: centavosToReais(sums.valor) } };
}

/**
 * The next `limit` expenses of a filter after (date, id), oldest first: one batch of the CSV
 * export (ADR 023), read by keyset so a big period is never held whole.
 */
export async function expensesAfter(
  db: Executor,
  f: ExpenseFilter,
  after: { date: string; id: number } | null,
  limit: number,
): Promise<Expense[]> {
  let q = filtered(db, f);
  if (after) {
    q = q.where((eb) =>
      eb.or([
        eb('data_despesa', '>', after.date),
        eb.and([eb('data_despesa', '=', after.date), eb('id', '>', after.id)]),
      ]),
    );
  }
  const rows = await q.select(shown).orderBy('data_despesa', 'asc').orderBy('id', 'asc').limit(limit).execute();
  return rows.map(toApiExpense);
}

/** Count, amount and the per-category totals, largest first. */
export async function expenseTotalsByCategory(db: Executor, f: ExpenseFilter) {
  const v = rollupFilter(f);
  const rows = v
    ? await rollupTotalsByCategory(db, v)
    : await filtered(db, f)
        .groupBy('categoria')
        .select(['categoria', sql<number>`sum(valor)`.as('total'), (eb) => eb.fn.countAll<number>().as('n')])
        .execute();
  return rows
    .map((r) => ({ categoria: r.categoria, total: Number(r.total), count: Number(r.n) }))
    .sort((a, b) => b.total - a.total || a.categoria.localeCompare(b.categoria, 'pt-BR'));
}

export async function findExpense(db: Executor, tenantId: number, id: number) {
  const row = await filtered(db, { tenantId }).select(shown).where('id', '=', id).executeTakeFirst();
  return row ? toApiExpense(row) : undefined;
}

/**
 * The latest expenses of a period, for the dashboard: the newest first by the (tenant, date, id)
 * index, whatever the company, so its values are `opaque` (ADR 058); compiled once per page size.
 */
const latestQuery = prepared(
  (db, v: { tenantId: number; start: string; end: string; limit: number }) =>
    db
      .selectFrom('expenses')
      .select(['id', 'data_despesa', 'descricao', 'categoria', 'valor'])
      .$call((q) => newestInPeriod(q, db, { tenant: 'tenant_id', date: 'data_despesa', id: 'id' }, v)),
  { inText: ['limit'] },
);

export async function latestExpenses(db: Executor, p: { tenantId: number; start: string; end: string }, limit: number) {
  const rows = await latestQuery(db, { ...p, limit });
  return rows.map((r) => ({
    id: r.id,
    expense_date: r.data_despesa,
    description: r.descricao,
    category: r.categoria,
    amount: centavosToReais(Number(r.valor)),
  }));
}
