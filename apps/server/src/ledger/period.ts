import { type AttendantSales, addDays, daysBetween, type Figures, type LocalDate } from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import { ALL_TIPOS, hasEntries, inSpans, spansOf } from './rollups.js';

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
 * Sums in centavos over [start, end] (inclusive), read from the rollups: a few hundred rows for
 * any period, of one company or (`tenantId: null`, the admin dashboard) of all of them.
 */
export async function periodSums(db: Executor, p: Scope): Promise<PeriodSums> {
  const spans = inSpans(spansOf(p.start, p.end));
  let payments = db
    .selectFrom('payment_rollups')
    .where('status', 'in', ['confirmado', 'pendente'])
    .where('tipo_pagamento', 'in', ALL_TIPOS)
    .where(spans);
  let expenses = db.selectFrom('expense_rollups').where(spans);
  if (p.tenantId !== null) {
    payments = payments.where('tenant_id', '=', p.tenantId);
    expenses = expenses.where('tenant_id', '=', p.tenantId);
  }
  const [paymentSums, expenseSums] = await Promise.all([
    payments
      .select([
        sumWhen(confirmedEntrada, 'valor').as('revenue'),
        sumWhen(confirmedSaida, 'valor').as('saidas'),
        sumWhen(confirmedEntrada, 'valor_comissao').as('attendant'),
        sumWhen(confirmedEntrada, 'comissao_tripeiro').as('tripeiro'),
        sumWhen(pendingEntrada, 'valor').as('pending'),
        sumWhen(pendingEntrada, 'n').as('pending_count'),
        sumWhen(confirmedEntrada, 'n').as('confirmed_count'),
        sumWhen(confirmedSaida, 'n').as('saida_count'),
      ])
      .executeTakeFirstOrThrow(),
    expenses
      .select([sql<number>`coalesce(sum(valor), 0)`.as('total'), sql<number>`coalesce(sum(n), 0)`.as('n')])
      .executeTakeFirstOrThrow(),
  ]);
  return {
    revenue: Number(paymentSums.revenue),
    confirmedSaidas: Number(paymentSums.saidas),
    confirmedSaidaCount: Number(paymentSums.saida_count),
    attendantCommissions: Number(paymentSums.attendant),
    tripeiroCommissions: Number(paymentSums.tripeiro),
    pending: Number(paymentSums.pending),
    pendingCount: Number(paymentSums.pending_count),
    confirmedCount: Number(paymentSums.confirmed_count),
    expenses: Number(expenseSums.total),
    expenseCount: Number(expenseSums.n),
  };
}

/** Revenue only (for the previous window of `variation`). */
async function revenueOf(db: Executor, p: Period): Promise<number> {
  const row = await db
    .selectFrom('payment_rollups')
    .where('tenant_id', '=', p.tenantId)
    .where('status', '=', 'confirmado')
    .where('tipo_pagamento', '=', 'entrada')
    .where(inSpans(spansOf(p.start, p.end)))
    .select(sql<number>`coalesce(sum(valor), 0)`.as('revenue'))
    .executeTakeFirstOrThrow();
  return Number(row.revenue);
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

/** Net profit = revenue − expenses (expenses + confirmed saídas) − both commissions; centavos. */
export function figuresOf(sums: PeriodSums, previousRevenue: number | null): Figures {
  const expenses = sums.expenses + sums.confirmedSaidas;
  const net = sums.revenue - expenses - sums.attendantCommissions - sums.tripeiroCommissions;
  return {
    revenue: sums.revenue,
    expenses,
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
  const [sums, previous] = await Promise.all([periodSums(db, p), revenueOf(db, previousWindow(p))]);
  return figuresOf(sums, previous);
}

/**
 * Attendants by confirmed sales in the period (count, value and commission, centavos), largest first.
 * One company; a missing bound leaves that side of the range open.
 */
export async function attendantsRanking(
  db: Executor,
  p: Scope & { tenantId: number },
  limit?: number,
): Promise<AttendantSales[]> {
  const sums = db
    .selectFrom('attendant_rollups')
    .where('tenant_id', '=', p.tenantId)
    .where('status', '=', 'confirmado')
    .where('tipo_pagamento', '=', 'entrada')
    .where(inSpans(spansOf(p.start, p.end)))
    .groupBy('atendente_id')
    .having(hasEntries())
    .select([
      'atendente_id',
      sql<number>`sum(n)`.as('total_sales'),
      sql<number>`sum(valor)`.as('total_value'),
      sql<number>`sum(valor_comissao)`.as('total_commission'),
    ]);
  let ranked = db
    .selectFrom(sums.as('s'))
    .innerJoin('attendants as a', 'a.id', 's.atendente_id')
    .select(['a.id', 'a.nome', 's.total_sales', 's.total_value', 's.total_commission'])
    .orderBy('s.total_value', 'desc')
    .orderBy('a.nome');
  if (limit) ranked = ranked.limit(limit);
  const rows = await ranked.execute();
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    sales: Number(r.total_sales),
    value: Number(r.total_value),
    commission: Number(r.total_commission),
  }));
}
