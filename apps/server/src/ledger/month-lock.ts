import { MSG } from '@livro-caixa/domain';
import { sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import { AppError } from '../lib/errors.js';

/**
 * A closed month refuses every write of a payment or expense dated in it (or moved into or out of
 * it): 409 MONTH_CLOSED. On PostgreSQL each write holds a shared advisory lock on its months and
 * closing holds an exclusive one, so a write and a close of the same month never interleave; on
 * SQLite transactions already run one at a time.
 */
export async function assertMonthsOpen(trx: Executor, tenantId: number, dates: string[]): Promise<void> {
  const months = [...new Set(dates.map((d) => d.slice(0, 7)))];
  if (isPostgres(trx)) {
    for (const month of months)
      await sql`select pg_advisory_xact_lock_shared(${lockKey(tenantId, month)}::bigint)`.execute(trx);
  }
  const closed = await trx
    .selectFrom('closings')
    .select('month')
    .where('tenant_id', '=', tenantId)
    .where('month', 'in', months)
    .where('status', '=', 'fechado')
    .executeTakeFirst();
  if (closed) throw new AppError('MONTH_CLOSED', 409, MSG.monthClosed);
}

/** Taken by close and reopen, exclusive against the writes' shared locks. */
export async function lockMonth(trx: Executor, tenantId: number, month: string): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(${lockKey(tenantId, month)}::bigint)`.execute(trx);
  }
}

/** One 64-bit key per company and month: tenant id in the high bits, YYYYMM in the low. */
function lockKey(tenantId: number, month: string): string {
  return (BigInt(tenantId) * 1_000_000n + BigInt(month.replace('-', ''))).toString();
}
