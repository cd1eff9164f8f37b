import type { LocalDate, ReportGroupBy } from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Period } from '../metrics/period.js';

/** Report sections straight from SQL, in centavos; the service turns them into the report. */

function paymentsIn(db: Executor, p: Period) {
  return db
    .selectFrom('payments as p')
    .where('p.tenant_id', '=', p.tenantId)
    .where('p.data_pagamento', '>=', p.start)
    .where('p.data_pagamento', '<=', p.end);
}

function expensesIn(db: Executor, p: Period) {
  return db
    .selectFrom('expenses as e')
    .where('e.tenant_id', '=', p.tenantId)
    .where('e.data_despesa', '>=', p.start)
    .where('e.data_despesa', '<=', p.end);
}

const month = (column: string) => sql<string>`substr(${sql.ref(column)}, 1, 7)`;

/** Per tripeiro: confirmed and pending entradas (count and value) and commission. */
export async function tripeiroBreakdown(db: Executor, p: Period) {
  const rows = await paymentsIn(db, p)
    .innerJoin('tripeiros as t', 't.id', 'p.tripeiro_id')
    .where('p.status', 'in', ['confirmado', 'pendente'])
    .where('p.tipo_pagamento', '=', 'entrada')
    .groupBy(['t.id', 't.nome', 't.comissao_percentual'])
    .select([
      't.id',
      't.nome',
      't.comissao_percentual',
      (eb) => eb.fn.countAll<number>().as('n'),
      sql<number>`sum(case when p.status = 'confirmado' then p.valor else 0 end)`.as('paid'),
      sql<number>`sum(case when p.status = 'pendente' then p.valor else 0 end)`.as('pending'),
      sql<number>`sum(case when p.status = 'confirmado' then p.comissao_tripeiro else 0 end)`.as('commission'),
    ])
    .orderBy(sql`sum(p.valor)`, 'desc')
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

/** Revenue (confirmed entradas) and expenses (expenses + confirmed saídas) per month `YYYY-MM`. */
export async function monthlyTotals(db: Executor, p: Period) {
  const [payments, expenses] = await Promise.all([
    paymentsIn(db, p)
      .where('p.status', '=', 'confirmado')
      .groupBy(month('p.data_pagamento'))
      .select([
        month('p.data_pagamento').as('month'),
        sql<number>`sum(case when p.tipo_pagamento = 'entrada' then p.valor else 0 end)`.as('revenue'),
        sql<number>`sum(case when p.tipo_pagamento = 'saida' then p.valor else 0 end)`.as('saidas'),
      ])
      .execute(),
    expensesIn(db, p)
      .groupBy(month('e.data_despesa'))
      .select([month('e.data_despesa').as('month'), sql<number>`sum(e.valor)`.as('total')])
      .execute(),
  ]);
  const byMonth = new Map<string, { revenue: number; expenses: number }>();
  for (const r of payments) byMonth.set(r.month, { revenue: Number(r.revenue), expenses: Number(r.saidas) });
  for (const r of expenses) {
    const cur = byMonth.get(r.month) ?? { revenue: 0, expenses: 0 };
    byMonth.set(r.month, { revenue: cur.revenue, expenses: cur.expenses + Number(r.total) });
  }
  return byMonth;
}

/** Confirmed entradas grouped by description: what sells. */
export async function topProducts(db: Executor, p: Period, limit: number) {
  const rows = await paymentsIn(db, p)
    .where('p.status', '=', 'confirmado')
    .where('p.tipo_pagamento', '=', 'entrada')
    .groupBy('p.descricao')
    .select(['p.descricao', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(p.valor)`.as('total')])
    .orderBy(sql`sum(p.valor)`, 'desc')
    .orderBy('p.descricao')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ name: r.descricao, count: Number(r.n), total: Number(r.total) }));
}

/** Expenses grouped by forma de pagamento. */
export async function expensesByMethod(db: Executor, p: Period) {
  const rows = await expensesIn(db, p)
    .groupBy('e.forma_pagamento')
    .select(['e.forma_pagamento', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(e.valor)`.as('total')])
    .orderBy(sql`sum(e.valor)`, 'desc')
    .execute();
  return rows.map((r) => ({ name: r.forma_pagamento ?? 'Não informado', count: Number(r.n), total: Number(r.total) }));
}

export interface GroupRow {
  label: string;
  count: number;
  revenue: number;
  expenses: number;
}

/** The custom report: the period cut by one dimension. */
export async function groupedBy(db: Executor, p: Period, by: ReportGroupBy): Promise<GroupRow[]> {
  if (by === 'day' || by === 'month') {
    const key = (column: string) => (by === 'day' ? sql<string>`${sql.ref(column)}` : month(column));
    const [payments, expenses] = await Promise.all([
      paymentsIn(db, p)
        .where('p.status', '=', 'confirmado')
        .groupBy(key('p.data_pagamento'))
        .select([
          key('p.data_pagamento').as('k'),
          sql<number>`sum(case when p.tipo_pagamento = 'entrada' then 1 else 0 end)`.as('n'),
          sql<number>`sum(case when p.tipo_pagamento = 'entrada' then p.valor else 0 end)`.as('revenue'),
          sql<number>`sum(case when p.tipo_pagamento = 'saida' then p.valor else 0 end)`.as('saidas'),
        ])
        .execute(),
      expensesIn(db, p)
        .groupBy(key('e.data_despesa'))
        .select([key('e.data_despesa').as('k'), sql<number>`sum(e.valor)`.as('total')])
        .execute(),
    ]);
    const rows = new Map<string, GroupRow>();
    const row = (k: string) => {
      const existing = rows.get(k);
      if (existing) return existing;
      const fresh = { label: k, count: 0, revenue: 0, expenses: 0 };
      rows.set(k, fresh);
      return fresh;
    };
    for (const r of payments) {
      const g = row(r.k);
      g.count += Number(r.n);
      g.revenue += Number(r.revenue);
      g.expenses += Number(r.saidas);
    }
    for (const r of expenses) row(r.k).expenses += Number(r.total);
    return [...rows.values()].sort((a, b) => a.label.localeCompare(b.label));
  }
  if (by === 'category') {
    const rows = await expensesIn(db, p)
      .groupBy('e.categoria')
      .select(['e.categoria', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(e.valor)`.as('total')])
      .orderBy(sql`sum(e.valor)`, 'desc')
      .execute();
    return rows.map((r) => ({ label: r.categoria, count: Number(r.n), revenue: 0, expenses: Number(r.total) }));
  }
  if (by === 'status') {
    const rows = await paymentsIn(db, p)
      .where('p.tipo_pagamento', '=', 'entrada')
      .groupBy('p.status')
      .select(['p.status', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(p.valor)`.as('total')])
      .execute();
    return rows
      .map((r) => ({ label: r.status, count: Number(r.n), revenue: Number(r.total), expenses: 0 }))
      .sort((a, b) => b.revenue - a.revenue);
  }
  const confirmed = paymentsIn(db, p).where('p.status', '=', 'confirmado').where('p.tipo_pagamento', '=', 'entrada');
  const joined =
    by === 'attendant'
      ? confirmed.innerJoin('attendants as x', 'x.id', 'p.atendente_id')
      : confirmed.innerJoin('tripeiros as x', 'x.id', 'p.tripeiro_id');
  const rows = await joined
    .groupBy(['x.id', 'x.nome'])
    .select(['x.nome', (eb) => eb.fn.countAll<number>().as('n'), sql<number>`sum(p.valor)`.as('total')])
    .orderBy(sql`sum(p.valor)`, 'desc')
    .orderBy('x.nome')
    .execute();
  return rows.map((r) => ({ label: r.nome, count: Number(r.n), revenue: Number(r.total), expenses: 0 }));
}

/** Every month `YYYY-MM` from start's to end's, inclusive. */
export function monthsBetween(start: LocalDate, end: LocalDate): string[] {
  const months: string[] = [];
  let y = Number(start.slice(0, 4));
  let m = Number(start.slice(5, 7));
  const endKey = end.slice(0, 7);
  for (;;) {
    const key = `${y}-${String(m).padStart(2, '0')}`;
    months.push(key);
    if (key >= endKey) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return months;
}
