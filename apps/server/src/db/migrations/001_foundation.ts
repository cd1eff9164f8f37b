import { type Migration, sql } from 'kysely';
import { createIndexes, type MigrationDb, primaryId, tenantTable, timestamps } from './helpers.js';

export const foundation: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('tenants')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('tipo_empresa', 'text')
      .addColumn('cnpj', 'text')
      .$call(timestamps)
      .execute();

    await tenantTable(db, 'users')
      .addColumn('name', 'text', (c) => c.notNull())
      .addColumn('email', 'text', (c) => c.notNull())
      .addColumn('password_hash', 'text', (c) => c.notNull())
      .addColumn('role', 'text', (c) => c.notNull().defaultTo('user').check(sql`role in ('user', 'admin')`))
      .addColumn('is_active', 'integer', (c) => c.notNull().defaultTo(1).check(sql`is_active in (0, 1)`))
      .addColumn('phone', 'text')
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'users', { users_email_unique: { unique: ['email'] }, users_tenant: ['tenant_id'] });

    await db.schema
      .createTable('sessions')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
      .addColumn('idle_minutes', 'integer', (c) => c.notNull())
      .addColumn('ip', 'text')
      .addColumn('user_agent', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_seen_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .execute();
    await createIndexes(db, 'sessions', { sessions_user: ['user_id'], sessions_expires: ['expires_at'] });

    await tenantTable(db, 'activity_log')
      .addColumn('user_id', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('action', 'text', (c) => c.notNull())
      .addColumn('entity_type', 'text', (c) => c.notNull())
      .addColumn('entity_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await createIndexes(db, 'activity_log', { activity_log_tenant_created: ['tenant_id', 'created_at'] });

    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (c) => c.primaryKey())
      .addColumn('window_start', 'bigint', (c) => c.notNull())
      .addColumn('count', 'integer', (c) => c.notNull())
      .execute();
  },
};
