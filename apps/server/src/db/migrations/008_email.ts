import type { Migration } from 'kysely';
import { createIndexes, type MigrationDb, primaryId } from './helpers.js';

/**
 * E-mail (issue 14): password-reset links and two-factor recovery codes, both kept only as
 * SHA-256 hashes, and the sent-log of e-mail notifications (one row per job, user and period, so a
 * restart or a second instance never sends twice).
 */
export const email: Migration = {
  async up(db: MigrationDb) {
    await db.schema
      .createTable('password_resets')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('token_hash', 'text', (c) => c.notNull().unique())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('expires_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await createIndexes(db, 'password_resets', { password_resets_user: ['user_id'] });

    await db.schema
      .createTable('recovery_codes')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('code_hash', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('used_at', 'text')
      .execute();
    await createIndexes(db, 'recovery_codes', { recovery_codes_user_hash: ['user_id', 'code_hash'] });

    await db.schema
      .createTable('notification_log')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('job', 'text', (c) => c.notNull())
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('period', 'text', (c) => c.notNull())
      /** 'sending' (claimed), 'sent', or 'failed' (retried from next_attempt_at on). */
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('claimed_at', 'text', (c) => c.notNull())
      .addColumn('next_attempt_at', 'text')
      .addColumn('sent_at', 'text')
      .addColumn('last_error', 'text')
      .addUniqueConstraint('notification_log_job_user_period', ['job', 'user_id', 'period'])
      .execute();
  },
};
