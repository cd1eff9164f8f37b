import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Migration, sql } from 'kysely';
import { isPostgres, type MigrationDb, moneyType } from './helpers.js';

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
    const money = moneyType(db);
    const pg = isPostgres(db);
    const clustered = <T extends string, C extends string>(t: CreateTableBuilder<T, C>) =>
      pg ? t : t.modifyEnd(sql`without rowid`);

    for (const table of [
      'payment_rollups',
      'attendant_rollups',
      'tripeiro_rollups',
      'product_rollups',
      'expense_rollups',
    ])
      await db.schema.dropTable(table).execute();

    const grain = (c: ColumnDefinitionBuilder) => c.notNull().check(sql`grain in ('d', 'm', 't')`);
    const paymentTable = (name: string, dimension: { column: string; type: 'integer' | 'text' } | null) => {
      let t = db.schema
        .createTable(name)
        .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
        .addColumn('status', 'text', (c) => c.notNull())
        .addColumn('tipo_pagamento', 'text', (c) => c.notNull())
        .addColumn('grain', 'text', grain)
        .addColumn('period', 'text', (c) => c.notNull());
      if (dimension) t = t.addColumn(dimension.column, dimension.type, (c) => c.notNull());
      return t
        .addColumn('slot', 'integer', (c) => c.notNull().defaultTo(0))
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
          'slot',
        ] as never);
    };
    const dimensions = [
      ['payment_rollups', null],
      ['attendant_rollups', { column: 'atendente_id', type: 'integer' }],
      ['tripeiro_rollups', { column: 'tripeiro_id', type: 'integer' }],
      ['product_rollups', { column: 'descricao', type: 'text' }],
    ] as const;
    for (const [name, dimension] of dimensions) await clustered(paymentTable(name, dimension)).execute();
    await clustered(
      db.schema
        .createTable('expense_rollups')
        .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
        .addColumn('grain', 'text', grain)
        .addColumn('period', 'text', (c) => c.notNull())
        .addColumn('categoria', 'text', (c) => c.notNull())
        .addColumn('forma_pagamento', 'text', (c) => c.notNull())
        .addColumn('slot', 'integer', (c) => c.notNull().defaultTo(0))
        .addColumn('n', 'integer', (c) => c.notNull())
        .addColumn('valor', money, (c) => c.notNull())
        .addPrimaryKeyConstraint('expense_rollups_pk', [
          'tenant_id',
          'grain',
          'period',
          'categoria',
          'forma_pagamento',
          'slot',
        ] as never),
    ).execute();

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
