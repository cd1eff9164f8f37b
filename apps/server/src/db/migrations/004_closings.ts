import type { Migration } from 'kysely';
import { type MigrationDb, primaryId } from './helpers.js';

/** Monthly closings (issue 5): a closed month keeps a frozen snapshot and locks its entries. */
export const closings: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('closings')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
      .addColumn('month', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('snapshot', 'text')
      .addColumn('closed_at', 'text')
      .addColumn('closed_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('reopened_at', 'text')
      .addColumn('reopened_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('closings_tenant_month')
      .unique()
      .on('closings')
      .columns(['tenant_id', 'month'])
      .execute();
  },
};
