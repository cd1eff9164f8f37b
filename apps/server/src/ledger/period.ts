import {
  type AttendantSales,
  addDays,
  daysBetween,
  type Figures,
  type LocalDate,
  PAYMENT_TYPES,
} from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { prepared } from '../lib/prepared.js';
import {
  CONFIRMED_ENTRADA,
  hasEntries,
  type RollupKey,
  rowsInSpans,
  type SpanValues,
  spansIn,
  spanValues,
} from './rollups.js';

/**
 * The money rules of docs/product-rules.md, implemented once. Dashboard, reports, the closing and the admin
 * metrics all read their figures from here, so one period shows the same numbers everywhere.
 * Only confirmed entradas are revenue; confirmed saídas are expenses; pending entradas are
 * receivables; cancelled payments count nowhere.
 */
export interface PeriodSums {
  revenue: number;
  confirmedSaidas: number;
  confirmedSaidaCount: number;
  attendantCommissions: number;
  tripeiroCommissions: number;
  pending: number;
  pendingCount: number;
  confirmedCount: number;
  expenses: number;
  expenseCount: number;
  /** The previous window's revenue, when asked for. */
  previousRevenue: number | null;
}

export interface Period {
  tenantId: number;
  start: LocalDate;
  end: LocalDate;
}

/**
 * What `periodSums` adds up: one company, or the whole platform (`tenantId: null`, the admin
 * dashboard); a missing bound leaves that side of the range open (no dates = all time).
 * Every `Period` is a `Scope`.
 */
export interface Scope {
  tenantId: number | null;
  start?: LocalDate | undefined;
  end?: LocalDate | undefined;
}

const sumWhen = (condition: ReturnType<typeof sql>, column: string) =>
  sql<number>`coalesce(sum(case when ${condition} then ${sql.ref(column)} else 0 end), 0)`;

const confirmedEntrada = sql`status = 'confirmado' and tipo_pagamento = 'entrada'`;
const confirmedSaida = sql`status = 'confirmado' and tipo_pagamento = 'saida'`;
const pendingEntrada = sql`status = 'pendente' and tipo_pagamento = 'entrada'`;

/**
 * The statement behind `periodSums`, built and compiled once per shape (`prepared`): which spans
 * the period and the previous window have, and whether there is a company and a previous window.
 */
const sumsQuery = prepared(
  (db, v: SpanValues & SpanValues<'previous'> & { tenantId?: number; previousTenantId?: number }) => {
    const spans = spansIn(v);
    const company: RollupKey = v.tenantId === undefined ? {} : { tenant_id: v.tenantId };
    const payments = rowsInSpans(
      db,
      'payment_rollups',
      { ...company, status: ['confirmado', 'pendente'], tipo_pagamento: PAYMENT_TYPES },
      spans,
      ['status', 'tipo_pagamento', 'n', 'valor', 'valor_comissao', 'comissao_tripeiro'],
    );
    const expenses = (column: 'valor' | 'n') =>
      db
        .selectFrom(rowsInSpans(db, 'expense_rollups', company, spans, [column]).as('e'))
        .select(sql<number>`coalesce(sum(${sql.ref(column)}), 0)`.as('v'));
    // A window's revenue only (the previous window of `variation`).
    const previous =
      v.previousTenantId === undefined
        ? sql<number>`null`
        : db
            .selectFrom(
              rowsInSpans(
                db,
                'payment_rollups',
                { tenant_id: v.previousTenantId, ...CONFIRMED_ENTRADA },
                spansIn(v, 'previous'),
                ['valor'],
              ).as('w'),
            )
            .select(sql<number>`coalesce(sum(valor), 0)`.as('revenue'));
    return db
      .selectFrom(payments.as('r'))
      .select([
        sumWhen(confirmedEntrada, 'valor').as('revenue'),
        sumWhen(confirmedSaida, 'valor').as('saidas'),
        sumWhen(confirmedEntrada, 'valor_comissao').as('attendant'),
        sumWhen(confirmedEntrada, 'comissao_tripeiro').as('tripeiro'),
        sumWhen(pendingEntrada, 'valor').as('pending'),
        sumWhen(pendingEntrada, 'n').as('pending_count'),
        sumWhen(confirmedEntrada, 'n').as('confirmed_count'),
        sumWhen(confirmedSaida, 'n').as('saida_count'),
        expenses('valor').as('expenses'),
        expenses('n').as('expense_count'),
        previous.as('previous_revenue'),
      ]);
  },
);

/**
 * Sums in centavos over [start, end] (inclusive), read from the rollups: a few hundred rows for
 * any period, of one company or (`tenantId: null`, the admin dashboard) of all of them. One
 * statement (the expenses and, with `previous`, that window's revenue as subqueries): on
 * PostgreSQL each statement is a round trip. Each span is read on its own (`rowsInSpans`, ADR 058).
 */
export async function periodSums(db: Executor, p: Scope, previous?: Period): Promise<PeriodSums> {
  const [row] = await sumsQuery(db, {
    ...(p.tenantId !== null && { tenantId: p.tenantId }),
    ...spanValues(p.start, p.end),
    ...(previous && {
      previousTenantId: previous.tenantId,
      ...spanValues(previous.start, previous.end, 'previous'),
    }),
  });
  if (!row) throw new Error('period sums: no row');
  return {
    revenue: Number(row.revenue),
    confirmedSaidas: Number(row.saidas),
    confirmedSaidaCount: Number(row.saida_count),
    attendantCommissions: Number(row.attendant),
    tripeiroCommissions: Number(row.tripeiro),
    pending: Number(row.pending),
    pendingCount: Number(row.pending_count),
    confirmedCount: Number(row.confirmed_count),
    expenses: Number(row.expenses),
    expenseCount: Number(row.expense_count),
    previousRevenue: row.previous_revenue === null ? null : Number(row.previous_revenue),
  };
}

/** The window of the same length that ends the day before `start`. */
export function previousWindow(p: Period): Period {
  const length = daysBetween(p.start, p.end) + 1;
  const end = addDays(p.start, -1);
  return { tenantId: p.tenantId, start: addDays(end, -(length - 1)), end };
}

/** a / b × 100 with 2 decimals, or null when b is 0. */
export function percentage(a: number, b: number): number | null {
  if (b === 0) return null;
  return Math.round((a / b) * 10_000) / 100;
}

/**
 * Resultado = revenue − expenses (expenses recorded + confirmed saídas); net profit = Resultado −
 * both commissions; centavos. The parts go along, so a screen shows the breakdown
 * (docs/product-rules.md "Figures on screen and in files").
 */
export function figuresOf(sums: PeriodSums, previousRevenue: number | null): Figures {
  const expenses = sums.expenses + sums.confirmedSaidas;
  const result = sums.revenue - expenses;
  const net = result - sums.attendantCommissions - sums.tripeiroCommissions;
  return {
    revenue: sums.revenue,
    expenses,
    recordedExpenses: sums.expenses,
    confirmedSaidas: sums.confirmedSaidas,
    confirmedSaidaCount: sums.confirmedSaidaCount,
    result,
    attendantCommissions: sums.attendantCommissions,
    tripeiroCommissions: sums.tripeiroCommissions,
    netProfit: net,
    profitMargin: percentage(net, sums.revenue),
    variation: previousRevenue === null ? null : percentage(sums.revenue - previousRevenue, previousRevenue),
    pending: sums.pending,
    pendingCount: sums.pendingCount,
    confirmedCount: sums.confirmedCount,
    expenseCount: sums.expenseCount,
  };
}

/** The period's figures, with `variation` against the window just before. */
export async function periodFigures(db: Executor, p: Period): Promise<Figures> {
  const sums = await periodSums(db, p, previousWindow(p));
  return figuresOf(sums, sums.previousRevenue);
}

/** The statement behind `attendantsRanking`, compiled once per shape (spans; with a limit or not, and which). */
const rankingQuery = prepared(
  (db, v: SpanValues & { tenantId: number; limit?: number }) => {
    const key = { tenant_id: v.tenantId, ...CONFIRMED_ENTRADA };
    const columns = ['atendente_id', 'n', 'valor', 'valor_comissao'] as const;
    const sums = db
      .selectFrom(rowsInSpans(db, 'attendant_rollups', key, spansIn(v), columns).as('r'))
      .groupBy('atendente_id')
      .having(hasEntries())
      .select([
        'atendente_id',
        sql<number>`sum(n)`.as('total_sales'),
        sql<number>`sum(valor)`.as('total_value'),
        sql<number>`sum(valor_comissao)`.as('total_commission'),
      ]);
    const ranked = db
      .selectFrom(sums.as('s'))
      .innerJoin('attendants as a', 'a.id', 's.atendente_id')
      .select(['a.id', 'a.nome', 's.total_sales', 's.total_value', 's.total_commission'])
      .orderBy('s.total_value', 'desc')
      .orderBy('a.nome');
    return v.limit ? ranked.limit(v.limit) : ranked;
  },
  { inText: ['limit'] },
);

/**
 * Attendants by confirmed sales in the period (count, value and commission, centavos), largest first.
 * One company; a missing bound leaves that side of the range open.
 */
export async function attendantsRanking(
  db: Executor,
  p: Scope & { tenantId: number },
  limit?: number,
): Promise<AttendantSales[]> {
  const rows = await rankingQuery(db, { tenantId: p.tenantId, ...spanValues(p.start, p.end), limit });
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    sales: Number(r.total_sales),
    value: Number(r.total_value),
    commission: Number(r.total_commission),
  }));
}
