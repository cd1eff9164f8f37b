import { type Migration, sql } from 'kysely';
import { expenseRollupTable, type MigrationDb, paymentRollupTable } from './helpers.js';

/**
 * Per-day and per-month sums of payments and expenses (ADR 008), kept in the same transaction as
 * every write, so period figures read a few hundred rows instead of scanning a million payments.
 * Each payment table is keyed (tenant, status, tipo, grain, period[, dimension]): a period's sums
 * are one index range per grain. Existing data is summed into them here.
 */
export const rollups: Migration = {
  async up(db: MigrationDb) {
    const shape = { grains: sql`grain in ('d', 'm')`, slot: false };
    await paymentRollupTable(db, 'payment_rollups', null, shape).execute();
    await paymentRollupTable(db, 'attendant_rollups', { column: 'atendente_id', type: 'integer' }, shape).execute();
    await paymentRollupTable(db, 'tripeiro_rollups', { column: 'tripeiro_id', type: 'integer' }, shape).execute();
    await paymentRollupTable(db, 'product_rollups', { column: 'descricao', type: 'text' }, shape).execute();
    await expenseRollupTable(db, shape).execute();

    // The covering index for period sums over payments is replaced by the rollups.
    await db.schema.dropIndex('payments_tenant_status_date_sums').execute();

    // Existing data, for every company, in both grains.
    for (const [grain, period] of [
      ['d', sql`data_pagamento`],
      ['m', sql`substr(data_pagamento, 1, 7)`],
    ] as const) {
      const g = sql.lit(grain);
      for (const [table, dimension] of [
        ['payment_rollups', null],
        ['attendant_rollups', 'atendente_id'],
        ['tripeiro_rollups', 'tripeiro_id'],
        ['product_rollups', 'descricao'],
      ] as const) {
        const dim = dimension ? sql`, ${sql.ref(dimension)}` : sql``;
        const present = dimension ? sql`where ${sql.ref(dimension)} is not null` : sql``;
        await sql`
          insert into ${sql.table(table)}
            (tenant_id, status, tipo_pagamento, grain, period${dim}, n, valor, valor_comissao, comissao_tripeiro)
          select tenant_id, status, tipo_pagamento, ${g}, ${period}${dim},
                 count(*), sum(valor), sum(valor_comissao), sum(comissao_tripeiro)
            from payments ${present}
           group by tenant_id, status, tipo_pagamento, ${period}${dim}`.execute(db);
      }
      const expensePeriod = grain === 'd' ? sql`data_despesa` : sql`substr(data_despesa, 1, 7)`;
      await sql`
        insert into expense_rollups (tenant_id, grain, period, categoria, forma_pagamento, n, valor)
        select tenant_id, ${g}, ${expensePeriod}, categoria, coalesce(forma_pagamento, ''), count(*), sum(valor)
          from expenses
         group by tenant_id, ${expensePeriod}, categoria, coalesce(forma_pagamento, '')`.execute(db);
    }
  },
};
