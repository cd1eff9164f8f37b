import { PAYMENT_STATUSES, PAYMENT_TYPES, type ReportGroupBy } from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Period } from '../../ledger/period.js';
import { confirmedEntradas, hasEntries, inSpans, spansOf } from '../../ledger/rollups.js';

/** Report sections straight from SQL, in centavos; the service turns them into the report. */

/** The payment rollup's rows of the period (`daysOnly`: one row per day, for a report by day). */
function paymentsIn(db: Executor, p: Period, daysOnly = false) {
  return db
    .selectFrom('payment_rollups')
    .where('tenant_id', '=', p.tenantId)
    .where(inSpans(spansOf(p.start, p.end, daysOnly)));
}

function expensesIn(db: Executor, p: Period, daysOnly = false) {
  return db
    .selectFrom('expense_rollups')
    .where('tenant_id', '=', p.tenantId)
    .where(inSpans(spansOf(p.start, p.end, daysOnly)));
}

const month = sql<string>`substr(period, 1, 7)`;

/** Per tripeiro: confirmed and pending entradas (count and value) and commission. */
export async function tripeiroBreakdown(db: Executor, p: Period) {
  const sums = db
    .selectFrom('tripeiro_rollups')
    .where('tenant_id', '=', p.tenantId)
    .where(inSpans(spansOf(p.start, p.end)))
    .where('status', 'in', ['confirmado', 'pendente'])
    .where('tipo_pagamento', '=', 'entrada')
    .groupBy('tripeiro_id')
    .having(hasEntries())
    .select([
      'tripeiro_id',
      sql<number>`sum(n)`.as('n'),
      sql<number>`sum(case when status = 'confirmado' then valor else 0 end)`.as('paid'),
      sql<number>`sum(case when status = 'pendente' then valor else 0 end)`.as('pending'),
      sql<number>`sum(case when status = 'confirmado' then comissao_tripeiro else 0 end)`.as('commission'),
      sql<number>`sum(valor)`.as('total'),
    ]);
  const rows = await db
    .selectFrom(sums.as('s'))
    .innerJoin('tripeiros as t', 't.id', 's.tripeiro_id')
    .select(['t.id', 't.nome', 't.comissao_percentual', 's.n', 's.paid', 's.pending', 's.commission'])
    .orderBy('s.total', 'desc')
    .orderBy('t.nome')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    nome: r.nome,
    percent: r.comissao_percentual,
    count: Number(r.n),
    paid: Number(r.paid),
    pending: Number(r.pending),
    commission: Number(r.commission),
  }));
}

/**
 * Revenue (confirmed entradas) and expenses (expenses + confirmed saídas) per month `YYYY-MM`:
 * the custom report's months (`groupedBy`), by month.
 */
export async function monthlyTotals(db: Executor, p: Period) {
  const months = await groupedBy(db, p, 'month');
  return new Map(months.map((m) => [m.label, { revenue: m.revenue, expenses: m.expenses }]));
}

/** Confirmed entradas grouped by description: what sells. */
export async function topProducts(db: Executor, p: Period, limit: number) {
  const rows = await confirmedEntradas(db, 'product_rollups', p.tenantId, p.start, p.end)
    .groupBy('descricao')
    .having(hasEntries())
    .select(['descricao', sql<number>`sum(n)`.as('n'), sql<number>`sum(valor)`.as('total')])
    .orderBy(sql`sum(valor)`, 'desc')
    .orderBy('descricao')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ name: r.descricao, count: Number(r.n), total: Number(r.total) }));
}

/** Expenses grouped by forma de pagamento. */
export async function expensesByMethod(db: Executor, p: Period) {
  const rows = await expensesIn(db, p)
    .groupBy('forma_pagamento')
    .having(hasEntries())
    .select(['forma_pagamento', sql<number>`sum(n)`.as('n'), sql<number>`sum(valor)`.as('total')])
    .orderBy(sql`sum(valor)`, 'desc')
    .execute();
  return rows.map((r) => ({ name: r.forma_pagamento || 'Não informado', count: Number(r.n), total: Number(r.total) }));
}

export interface GroupRow {
  label: string;
  count: number;
  /** Σ valor of the group's entradas and saídas: of that status by status, else confirmed ones. */
  entradas: number;
  saidas: number;
  /** Confirmed entradas; expenses = expenses + confirmed saídas (docs/product-rules.md 'Money'). */
  revenue: number;
  expenses: number;
}

/** The report by status reads from what counts to what does not. */
const STATUS_ORDER: readonly string[] = ['confirmado', 'pendente', 'cancelado'];

/** The custom report: the period cut by one dimension. */
export async function groupedBy(db: Executor, p: Period, by: ReportGroupBy): Promise<GroupRow[]> {
  if (by === 'day' || by === 'month') {
    const daysOnly = by === 'day';
    const key = daysOnly ? sql<string>`period` : month;
    const [payments, expenses] = await Promise.all([
      paymentsIn(db, p, daysOnly)
        .where('status', '=', 'confirmado')
        .where('tipo_pagamento', 'in', PAYMENT_TYPES)
        .groupBy(key)
        .having(hasEntries())
        .select([
          key.as('k'),
          sql<number>`sum(case when tipo_pagamento = 'entrada' then n else 0 end)`.as('n'),
          sql<number>`sum(case when tipo_pagamento = 'entrada' then valor else 0 end)`.as('revenue'),
          sql<number>`sum(case when tipo_pagamento = 'saida' then valor else 0 end)`.as('saidas'),
        ])
        .execute(),
      expensesIn(db, p, daysOnly)
        .groupBy(key)
        .having(hasEntries())
        .select([key.as('k'), sql<number>`sum(valor)`.as('total')])
        .execute(),
    ]);
    const rows = new Map<string, GroupRow>();
    const row = (k: string) => {
      const existing = rows.get(k);
      if (existing) return existing;
      const fresh = { label: k, count: 0, entradas: 0, saidas: 0, revenue: 0, expenses: 0 };
      rows.set(k, fresh);
      return fresh;
    };
    for (const r of payments) {
      const g = row(r.k);
      g.count += Number(r.n);
      g.entradas += Number(r.revenue);
      g.saidas += Number(r.saidas);
      g.revenue += Number(r.revenue);
      g.expenses += Number(r.saidas);
    }
    for (const r of expenses) row(r.k).expenses += Number(r.total);
    return [...rows.values()].sort((a, b) => a.label.localeCompare(b.label));
  }
  if (by === 'category') {
    const rows = await expensesIn(db, p)
      .groupBy('categoria')
      .having(hasEntries())
      .select(['categoria', sql<number>`sum(n)`.as('n'), sql<number>`sum(valor)`.as('total')])
      .orderBy(sql`sum(valor)`, 'desc')
      .execute();
    return rows.map((r) => ({
      label: r.categoria,
      count: Number(r.n),
      entradas: 0,
      saidas: 0,
      revenue: 0,
      expenses: Number(r.total),
    }));
  }
  if (by === 'status') {
    // Every status's entradas and saídas apart; only confirmed ones are revenue and expenses
    // (docs/product-rules.md 'Money'), so the column sums are the period's figures.
    const rows = await paymentsIn(db, p)
      .where('status', 'in', PAYMENT_STATUSES)
      .where('tipo_pagamento', 'in', PAYMENT_TYPES)
      .groupBy('status')
      .having(hasEntries())
      .select([
        'status',
        sql<number>`sum(n)`.as('n'),
        sql<number>`sum(case when tipo_pagamento = 'entrada' then valor else 0 end)`.as('entradas'),
        sql<number>`sum(case when tipo_pagamento = 'saida' then valor else 0 end)`.as('saidas'),
      ])
      .execute();
    return rows
      .map((r) => {
        const confirmed = r.status === 'confirmado';
        const entradas = Number(r.entradas);
        const saidas = Number(r.saidas);
        return {
          label: r.status,
          count: Number(r.n),
          entradas,
          saidas,
          revenue: confirmed ? entradas : 0,
          expenses: confirmed ? saidas : 0,
        };
      })
      .sort((a, b) => STATUS_ORDER.indexOf(a.label) - STATUS_ORDER.indexOf(b.label));
  }
  const column = by === 'attendant' ? 'atendente_id' : 'tripeiro_id';
  const sums = confirmedEntradas(
    db,
    by === 'attendant' ? 'attendant_rollups' : 'tripeiro_rollups',
    p.tenantId,
    p.start,
    p.end,
  )
    .groupBy(sql.ref(column))
    .having(hasEntries())
    .select([
      sql<number>`${sql.ref(column)}`.as('person_id'),
      sql<number>`sum(n)`.as('n'),
      sql<number>`sum(valor)`.as('total'),
    ]);
  const grouped = db.selectFrom(sums.as('s'));
  const joined =
    by === 'attendant'
      ? grouped.innerJoin('attendants as x', 'x.id', 's.person_id')
      : grouped.innerJoin('tripeiros as x', 'x.id', 's.person_id');
  const rows = await joined.select(['x.nome', 's.n', 's.total']).orderBy('s.total', 'desc').orderBy('x.nome').execute();
  return rows.map((r) => ({
    label: r.nome,
    count: Number(r.n),
    entradas: Number(r.total),
    saidas: 0,
    revenue: Number(r.total),
    expenses: 0,
  }));
}
