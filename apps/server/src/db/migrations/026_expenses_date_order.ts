import type { Migration } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * The expenses of a period newest first (the Despesas list, the dashboard's latest expenses): the
 * order is (data_despesa desc, id desc). `expenses_tenant_date` was (tenant, date, categoria,
 * valor), so within a day the rows came in categoria order and every page sorted the whole period
 * first (6,000 rows for a month of the bench's Big company, each with its account's name read
 * before the sort). The same index with `id` after the date gives the list's order, so a page
 * reads its 20 rows and stops; categoria and valor stay in it for the sums that read only it.
 */
export const expensesDateOrder: Migration = {
  async up(db: MigrationDb) {
    await db.schema.dropIndex('expenses_tenant_date').execute();
    await db.schema
      .createIndex('expenses_tenant_date')
      .on('expenses')
      .columns(['tenant_id', 'data_despesa', 'id', 'categoria', 'valor'])
      .execute();
  },
};
