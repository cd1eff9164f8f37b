import { type Migration, sql } from 'kysely';
import { expenseRollupTable, type MigrationDb, paymentRollupTable } from './helpers.js';

/**
 * The ledger without hot rows (ADR 012). Each rollup row gains a write `slot`: a PostgreSQL
 * transaction adds its deltas to one slot of its choosing, so concurrent writes for the same
 * company, day and person touch different rows instead of queueing on one; reads sum the slots.
 * A third grain, 't' (period ''), keeps each key's all-time sums, so an attendant's or tripeiro's
 * totals are a few rows of the rollups and the running totals on their rows go. The tables are
 * created anew and summed from the payments and expenses (every sum in slot 0).
 */
export const ledgerSlots: Migration = {
  async up(db: MigrationDb) {
    for (const table of [
      'payment_rollups',
      'attendant_rollups',
      'tripeiro_rollups',
      'product_rollups',
      'expense_rollups',
    ])
      await db.schema.dropTable(table).execute();

    const dimensions = [
      ['payment_rollups', null],
      ['attendant_rollups', { column: 'atendente_id', type: 'integer' }],
      ['tripeiro_rollups', { column: 'tripeiro_id', type: 'integer' }],
      ['product_rollups', { column: 'descricao', type: 'text' }],
    ] as const;
    const shape = { grains: sql`grain in ('d', 'm', 't')`, slot: true };
    for (const [name, dimension] of dimensions) await paymentRollupTable(db, name, dimension, shape).execute();
    await expenseRollupTable(db, shape).execute();

    // PostgreSQL refuses a constant in GROUP BY: all time groups without the period.
    for (const [g, period] of [
      ['d', sql`data_pagamento`],
      ['m', sql`substr(data_pagamento, 1, 7)`],
      ['t', sql`''`],
    ] as const) {
      for (const [table, dimension] of dimensions) {
        const dim = dimension ? sql`, ${sql.ref(dimension.column)}` : sql``;
        const present = dimension ? sql`where ${sql.ref(dimension.column)} is not null` : sql``;
        await sql`
          insert into ${sql.table(table)}
            (tenant_id, status, tipo_pagamento, grain, period${dim}, n, valor, valor_comissao, comissao_tripeiro)
          select tenant_id, status, tipo_pagamento, ${sql.lit(g)}, ${period}${dim},
                 count(*), sum(valor), sum(valor_comissao), sum(comissao_tripeiro)
            from payments ${present}
           group by tenant_id, status, tipo_pagamento${g === 't' ? sql`` : sql`, ${period}`}${dim}`.execute(db);
      }
      const expensePeriod = g === 'd' ? sql`data_despesa` : g === 'm' ? sql`substr(data_despesa, 1, 7)` : sql`''`;
      await sql`
        insert into expense_rollups (tenant_id, grain, period, categoria, forma_pagamento, n, valor)
        select tenant_id, ${sql.lit(g)}, ${expensePeriod}, categoria, coalesce(forma_pagamento, ''), count(*), sum(valor)
          from expenses
         group by tenant_id${g === 't' ? sql`` : sql`, ${expensePeriod}`}, categoria, coalesce(forma_pagamento, '')`.execute(
        db,
      );
    }

    // The running totals are read from the rollups' 't' rows now.
    for (const column of ['total_payments', 'total_commissions'])
      await db.schema.alterTable('attendants').dropColumn(column).execute();
    for (const column of ['total_payments', 'total_commissions', 'saldo_pendente'])
      await db.schema.alterTable('tripeiros').dropColumn(column).execute();
  },
};
