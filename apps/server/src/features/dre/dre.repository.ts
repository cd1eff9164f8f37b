import type { CategoryGroup } from '@livro-caixa/domain';
import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { Period } from '../../ledger/period.js';
import { hasEntries, inSpans, spansOf } from '../../ledger/rollups.js';

/** The DRE's SQL (ADR 052): sums from the rollups (ADR 008), never the rows; centavos. */

/** Σ valor of the period's expenses per category name, from `expense_rollups` (a few hundred rows). */
export async function expensesByCategory(db: Executor, p: Period): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('expense_rollups')
    .where('tenant_id', '=', p.tenantId)
    .where(inSpans(spansOf(p.start, p.end)))
    .groupBy('categoria')
    .having(hasEntries())
    .select(['categoria', sql<number>`sum(valor)`.as('valor')])
    .execute();
  return new Map(rows.map((r) => [r.categoria, Number(r.valor)]));
}

export interface CategoryOfDre {
  id: number;
  nome: string;
  grupo: CategoryGroup;
  parent_id: number | null;
}

/** Every category of the company, archived ones too (a period may hold their expenses). */
export function categoriesOf(db: Executor, tenantId: number): Promise<CategoryOfDre[]> {
  return db
    .selectFrom('expense_categories')
    .where('tenant_id', '=', tenantId)
    .select(['id', 'nome', 'grupo', 'parent_id'])
    .execute();
}

/** The company's name and CNPJ, for the PDF's heading. */
export function companyOf(db: Executor, tenantId: number) {
  return db.selectFrom('tenants').select(['name', 'cnpj']).where('id', '=', tenantId).executeTakeFirstOrThrow();
}

/** The confirmed entradas' and saídas' sums of one month, in centavos. */
export interface PaymentMonth {
  revenue: number;
  confirmedSaidas: number;
  attendantCommissions: number;
  tripeiroCommissions: number;
}

const monthOfPeriod = sql<string>`substr(period, 1, 7)`;

/** Per month `YYYY-MM` of the period: revenue, confirmed saídas and both commissions (payment rollups). */
export async function paymentsByMonth(db: Executor, p: Period): Promise<Map<string, PaymentMonth>> {
  const rows = await db
    .selectFrom('payment_rollups')
    .where('tenant_id', '=', p.tenantId)
    .where('status', '=', 'confirmado')
    .where('tipo_pagamento', 'in', ['entrada', 'saida'])
    .where(inSpans(spansOf(p.start, p.end)))
    .groupBy(monthOfPeriod)
    .having(hasEntries())
    .select([
      monthOfPeriod.as('mes'),
      sql<number>`sum(case when tipo_pagamento = 'entrada' then valor else 0 end)`.as('revenue'),
      sql<number>`sum(case when tipo_pagamento = 'saida' then valor else 0 end)`.as('saidas'),
      sql<number>`sum(case when tipo_pagamento = 'entrada' then valor_comissao else 0 end)`.as('attendant'),
      sql<number>`sum(case when tipo_pagamento = 'entrada' then comissao_tripeiro else 0 end)`.as('tripeiro'),
    ])
    .execute();
  return new Map(
    rows.map((r) => [
      r.mes,
      {
        revenue: Number(r.revenue),
        confirmedSaidas: Number(r.saidas),
        attendantCommissions: Number(r.attendant),
        tripeiroCommissions: Number(r.tripeiro),
      },
    ]),
  );
}

/** Per month `YYYY-MM` of the period: Σ valor of the expenses per category name. */
export async function expensesByCategoryAndMonth(db: Executor, p: Period): Promise<Map<string, Map<string, number>>> {
  const rows = await db
    .selectFrom('expense_rollups')
    .where('tenant_id', '=', p.tenantId)
    .where(inSpans(spansOf(p.start, p.end)))
    .groupBy([monthOfPeriod, 'categoria'])
    .having(hasEntries())
    .select([monthOfPeriod.as('mes'), 'categoria', sql<number>`sum(valor)`.as('valor')])
    .execute();
  const months = new Map<string, Map<string, number>>();
  for (const r of rows) {
    const month = months.get(r.mes) ?? new Map<string, number>();
    month.set(r.categoria, Number(r.valor));
    months.set(r.mes, month);
  }
  return months;
}

/**
 * Per month `YYYY-MM` of the period: Σ valor of the bills' descontos obtidos (ADR 050: confirmed
 * entradas with `origem_numero`), which the DRE takes out of the receita bruta and shows in the
 * resultado financeiro. Few rows, read by the partial index of migration 024 (its condition
 * `origem_numero is not null` written out, as SQLite needs to use it).
 */
export async function descontosByMonth(db: Executor, p: Period): Promise<Map<string, number>> {
  const mes = sql<string>`substr(data_pagamento, 1, 7)`;
  const rows = await db
    .selectFrom('payments')
    .where('tenant_id', '=', p.tenantId)
    .where('origem_numero', 'is not', null)
    .where('data_pagamento', '>=', p.start)
    .where('data_pagamento', '<=', p.end)
    // Not an equality on `status`: SQLite would read the period's confirmed payments by
    // `(tenant_id, status, data_pagamento)` (92 ms for the Big company's 12 months) rather than the
    // partial index (0.03 ms); `coalesce` is the same value for the not-null column (ADR 053).
    .where(sql<string>`coalesce(status, '')`, '=', 'confirmado')
    .where('tipo_pagamento', '=', 'entrada')
    .groupBy(mes)
    .select([mes.as('mes'), sql<number>`sum(valor)`.as('valor')])
    .execute();
  return new Map(rows.map((r) => [r.mes, Number(r.valor)]));
}
