import { type Migration, sql } from 'kysely';
import { type MigrationDb, primaryId } from './helpers.js';

/** Per-user settings, per-company backup settings and the list of backups written (issue 6). */
export const settings: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .alterTable('users')
      .addColumn('session_timeout', 'integer', (c) =>
        c.notNull().defaultTo(30).check(sql`session_timeout between 5 and 120`),
      )
      .execute();
    await db.schema
      .alterTable('users')
      .addColumn('ip_restriction', 'integer', (c) => c.notNull().defaultTo(0))
      .execute();
    await db.schema.alterTable('users').addColumn('allowed_ips', 'text').execute();
    await db.schema.alterTable('users').addColumn('totp_secret', 'text').execute();
    await db.schema.alterTable('users').addColumn('totp_pending_secret', 'text').execute();
    await db.schema.alterTable('users').addColumn('preferences', 'text').execute();
    await db.schema.alterTable('users').addColumn('notifications', 'text').execute();

    await db.schema
      .alterTable('tenants')
      .addColumn('auto_backup', 'integer', (c) => c.notNull().defaultTo(1))
      .execute();
    await db.schema
      .alterTable('tenants')
      .addColumn('backup_frequency', 'text', (c) => c.notNull().defaultTo('daily'))
      .execute();
    await db.schema
      .alterTable('tenants')
      .addColumn('backup_time', 'text', (c) => c.notNull().defaultTo('02:00'))
      .execute();
    await db.schema
      .alterTable('tenants')
      .addColumn('retention_days', 'integer', (c) => c.notNull().defaultTo(30))
      .execute();
    await db.schema.alterTable('tenants').addColumn('last_backup_at', 'text').execute();

    await db.schema
      .createTable('backups')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
      .addColumn('file_name', 'text', (c) => c.notNull())
      .addColumn('size_bytes', 'integer', (c) => c.notNull())
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('backups_tenant_created').on('backups').columns(['tenant_id', 'created_at']).execute();
  },
};
