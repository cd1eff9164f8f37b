import { type Migration, sql } from 'kysely';
import { isPostgres, type MigrationDb } from './helpers.js';

/**
 * PostgreSQL only (ADR 059): `lc_month_open(tenant, month, lock_key)` takes the month's shared
 * advisory lock (as `monthLocks` does, ledger/month-lock.ts) and then answers whether the month is
 * still open, for a payment written whole in one statement. A statement reads the data committed
 * when it started, and a close may commit while the statement waits for the lock; a VOLATILE
 * function's own queries read with a snapshot of their own, taken when each of them starts, so the
 * closings are read after the lock is held. SQLite runs one write at a time and needs none.
 */
export const monthOpenFunction: Migration = {
  async up(db: MigrationDb) {
    if (!isPostgres(db)) return;
    await sql`
      create function lc_month_open(p_tenant integer, p_month text, p_lock_key bigint) returns boolean
      language plpgsql volatile as $$
      begin
        perform pg_advisory_xact_lock_shared(p_lock_key);
        return not exists (select 1 from closings c
          where c.tenant_id = p_tenant and c.month = p_month and c.status = 'fechado');
      end
      $$`.execute(db);
  },
};
