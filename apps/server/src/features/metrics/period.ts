import {
  addDays,
  centavosToReais,
  daysBetween,
  type LocalDate,
  type PeriodFigures,
  type TopAttendant,
} from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';

/**
 * The money rules of DESIGN.md, implemented once. Dashboard, reports, the closing and the admin
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
const countWhen = (condition: ReturnType<typeof sql>) =>
  sql<number>`coalesce(sum(case when ${condition} then 1 else 0 end), 0)`;

const confirmedEntrada = sql`status = 'confirmado' and tipo_pagamento = 'entrada'`;
const confirmedSaida = sql`status = 'confirmado' and tipo_pagamento = 'saida'`;
const pendingEntrada = sql`status = 'pendente' and tipo_pagamento = 'entrada'`;

/**
 * Sums in centavos over [start, end] (inclusive): two indexed scans for one company; for the
 * whole platform (`tenantId: null`) two full scans, which only the admin dashboard asks for.
 */
export async function periodSums(db: Executor, p: Scope): Promise<PeriodSums> {
  let payments = db.selectFrom('payments').where('status', 'in', ['confirmado', 'pendente']);
  let expenses = db.selectFrom('expenses');
  if (p.tenantId !== null) {
    payments = payments.where('tenant_id', '=', p.tenantId);
    expenses = expenses.where('tenant_id', '=', p.tenantId);
  }
  if (p.start) {
    payments = payments.where('data_pagamento', '>=', p.start);
    expenses = expenses.where('data_despesa', '>=', p.start);
  }
  if (p.end) {
    payments = payments.where('data_pagamento', '<=', p.end);
    expenses = expenses.where('data_despesa', '<=', p.end);
  }
  const [paymentSums, expenseSums] = await Promise.all([
    payments
      .select([
        sumWhen(confirmedEntrada, 'valor').as('revenue'),
        sumWhen(confirmedSaida, 'valor').as('saidas'),
        sumWhen(confirmedEntrada, 'valor_comissao').as('attendant'),
        sumWhen(confirmedEntrada, 'comissao_tripeiro').as('tripeiro'),
        sumWhen(pendingEntrada, 'valor').as('pending'),
        countWhen(pendingEntrada).as('pending_count'),
        countWhen(confirmedEntrada).as('confirmed_count'),
        countWhen(confirmedSaida).as('saida_count'),
      ])
      .executeTakeFirstOrThrow(),
    expenses
      .select([sql<number>`coalesce(sum(valor), 0)`.as('total'), (eb) => eb.fn.countAll<number>().as('n')])
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
    .selectFrom('payments')
    .where('tenant_id', '=', p.tenantId)
    .where('status', '=', 'confirmado')
    .where('data_pagamento', '>=', p.start)
    .where('data_pagamento', '<=', p.end)
    .where('tipo_pagamento', '=', 'entrada')
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

/** Net profit = revenue − expenses (expenses + confirmed saídas) − both commissions. */
export function figuresOf(sums: PeriodSums, previousRevenue: number | null): PeriodFigures {
  const totalExpenses = sums.expenses + sums.confirmedSaidas;
  const net = sums.revenue - totalExpenses - sums.attendantCommissions - sums.tripeiroCommissions;
  return {
    totalRevenue: centavosToReais(sums.revenue),
    totalExpenses: centavosToReais(totalExpenses),
    totalAttendantCommissions: centavosToReais(sums.attendantCommissions),
    totalTripeiroCommissions: centavosToReais(sums.tripeiroCommissions),
    netProfit: centavosToReais(net),
    profitMargin: percentage(net, sums.revenue),
    variation: previousRevenue === null ? null : percentage(sums.revenue - previousRevenue, previousRevenue),
    pendingPayments: centavosToReais(sums.pending),
    pendingCount: sums.pendingCount,
    confirmedCount: sums.confirmedCount,
    expenseCount: sums.expenseCount,
  };
}

/** The period's figures, with `variation` against the window just before. */
export async function periodFigures(db: Executor, p: Period): Promise<PeriodFigures> {
  const [sums, previous] = await Promise.all([periodSums(db, p), revenueOf(db, previousWindow(p))]);
  return figuresOf(sums, previous);
}

/**
 * Attendants by confirmed sales in the period (count, value and commission), largest first.
 * One company; a missing bound leaves that side of the range open.
 */
export async function attendantsRanking(
  db: Executor,
  p: Scope & { tenantId: number },
  limit?: number,
): Promise<TopAttendant[]> {
  let q = db
    .selectFrom('payments as p')
    .innerJoin('attendants as a', 'a.id', 'p.atendente_id')
    .where('p.tenant_id', '=', p.tenantId)
    .where('p.status', '=', 'confirmado')
    .where('p.tipo_pagamento', '=', 'entrada');
  if (p.start) q = q.where('p.data_pagamento', '>=', p.start);
  if (p.end) q = q.where('p.data_pagamento', '<=', p.end);
  let ranked = q
    .groupBy(['a.id', 'a.nome'])
    .select([
      'a.id',
      'a.nome',
      (eb) => eb.fn.countAll<number>().as('total_sales'),
      sql<number>`sum(p.valor)`.as('total_value'),
      sql<number>`sum(p.valor_comissao)`.as('total_commission'),
    ])
    .orderBy(sql`sum(p.valor)`, 'desc')
    .orderBy('a.nome');
  if (limit) ranked = ranked.limit(limit);
  const rows = await ranked.execute();
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    total_sales: Number(r.total_sales),
    total_value: centavosToReais(Number(r.total_value)),
    total_commission: centavosToReais(Number(r.total_commission)),
  }));
}
