import { type CreateTableBuilder, type Migration, sql } from 'kysely';
import { isPostgres, type MigrationDb, moneyType } from './helpers.js';

/**
 * Per-day and per-month sums of payments and expenses (ADR 008), kept in the same transaction as
 * every write, so period figures read a few hundred rows instead of scanning a million payments.
 * Each payment table is keyed (tenant, status, tipo, grain, period[, dimension]): a period's sums
 * are one index range per grain. Existing data is summed into them here.
 */
export const rollups: Migration = {
  async up(db: MigrationDb) {
    const money = moneyType(db);
    const pg = isPostgres(db);
    // SQLite stores these tables in their primary-key b-tree (no separate rowid table to visit).
    const clustered = <T extends string, C extends string>(t: CreateTableBuilder<T, C>) =>
      pg ? t : t.modifyEnd(sql`without rowid`);

    const paymentTable = (
      name: string,
      dimension: { column: string; type: 'integer' | 'text' } | null,
    ): CreateTableBuilder<string, string> => {
      let t = db.schema
        .createTable(name)
        .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('tipo_pagamento', 'text', (c) => c.notNull())
        .addColumn('grain', 'text', (c) => c.notNull().check(sql`grain in ('d', 'm')`))
        .addColumn('period', 'text', (c) => c.notNull());
      if (dimension) t = t.addColumn(dimension.column, dimension.type, (c) => c.notNull());
      return t
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('valor', money, (c) => c.notNull())
        .addColumn('valor_comissao', money, (c) => c.notNull())
        .addColumn('comissao_tripeiro', money, (c) => c.notNull())
        .addPrimaryKeyConstraint(`${name}_pk`, [
          'tenant_id',
          'status',
          'tipo_pagamento',
          'grain',
          'period',
          ...(dimension ? [dimension.column] : []),
        ] as never);
    };

    await clustered(paymentTable('payment_rollups', null)).execute();
    await clustered(paymentTable('attendant_rollups', { column: 'atendente_id', type: 'integer' })).execute();
    await clustered(paymentTable('tripeiro_rollups', { column: 'tripeiro_id', type: 'integer' })).execute();
    await clustered(paymentTable('product_rollups', { column: 'descricao', type: 'text' })).execute();
    await clustered(
      db.schema
        .createTable('expense_rollups')
        .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
        .addColumn('grain', 'text', (c) => c.notNull().check(sql`grain in ('d', 'm')`))
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('categoria', 'text', (c) => c.notNull())
        // '' when the expense has none (a primary-key column cannot be null on PostgreSQL).
        .addColumn('forma_pagamento', 'text', (c) => c.notNull())
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('valor', money, (c) => c.notNull())
        .addPrimaryKeyConstraint('expense_rollups_pk', [
          'tenant_id',
          'grain',
          'period',
          'categoria',
          'forma_pagamento',
        ] as never),
    ).execute();

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
