import type { Migration } from 'kysely';
import { createIndexes, type MigrationDb, tenantTable, timestamps } from './helpers.js';

/** Monthly closings (issue 5): a closed month keeps a frozen snapshot and locks its entries. */
export const closings: Migration = {
  async up(db: MigrationDb) {
    await tenantTable(db, 'closings')
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('snapshot', 'text')
      .addColumn('closed_at', 'text')
      .addColumn('closed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reopened_at', 'text')
      .addColumn('reopened_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'closings', { closings_tenant_month: { unique: ['tenant_id', 'month'] } });
  },
};
