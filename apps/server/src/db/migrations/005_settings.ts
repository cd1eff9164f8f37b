import { type Migration, sql } from 'kysely';
import { addColumns, createIndexes, type MigrationDb, tenantTable } from './helpers.js';

/** Per-user settings, per-company backup settings and the list of backups written (issue 6). */
export const settings: Migration = {
  async up(db: MigrationDb) {
    await addColumns(db, 'users', [
      ['session_timeout', 'integer', (c) => c.notNull().defaultTo(30).check(sql`session_timeout between 5 and 120`)],
      ['ip_restriction', 'integer', (c) => c.notNull().defaultTo(0)],
      ['allowed_ips', 'text'],
      ['totp_secret', 'text'],
      ['totp_pending_secret', 'text'],
      ['preferences', 'text'],
      ['notifications', 'text'],
    ]);

    await addColumns(db, 'tenants', [
      ['auto_backup', 'integer', (c) => c.notNull().defaultTo(1)],
      ['backup_frequency', 'text', (c) => c.notNull().defaultTo('daily')],
      ['backup_time', 'text', (c) => c.notNull().defaultTo('02:00')],
      ['retention_days', 'integer', (c) => c.notNull().defaultTo(30)],
      ['last_backup_at', 'text'],
    ]);

    await tenantTable(db, 'backups')
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await createIndexes(db, 'backups', { backups_tenant_created: ['tenant_id', 'created_at'] });
  },
};
