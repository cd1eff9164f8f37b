import { MSG, monthOf } from '@livro-caixa/domain';
import { type RawBuilder, sql } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import { AppError } from '../lib/errors.js';

/**
 * A closed month refuses every write of a payment or expense dated in it (or moved into or out of
 * it): 409 MONTH_CLOSED. On PostgreSQL each write holds a shared advisory lock on its months and
 * closing holds an exclusive one, so a write and a close of the same month never interleave; on
 * SQLite transactions already run one at a time.
 *
 * The lock must be taken by an earlier statement than the one that reads the closings (a
 * PostgreSQL statement reads the data committed when it started, and a close may commit while it
 * waits for the lock). A write can send the locks with a statement it needs anyway
 * (`monthLocks`) and read the check along with its own write (`monthClosed`); `assertMonthsOpen`
 * does both on its own.
 */
export async function assertMonthsOpen(trx: Executor, tenantId: number, dates: string[]): Promise<void> {
  await lockMonths(trx, tenantId, dates);
  const { rows } = await sql<{ closed: unknown }>`select ${monthClosed(tenantId, dates)} as closed`.execute(trx);
  throwIfClosed(rows[0]?.closed);
}

/**
 * Which of the dates' months are closed, after taking their shared locks (a statement of its own,
 * before the read): while the transaction lasts no close or reopen of them can commit, so the
 * answer holds for the writes that follow in it (a write that skips a closed month's rows).
 */
export async function closedMonthsAmong(trx: Executor, tenantId: number, dates: string[]): Promise<Set<string>> {
  if (dates.length === 0) return new Set();
  await lockMonths(trx, tenantId, dates);
  const rows = await trx
    .selectFrom('closings')
    .select('month')
    .where('tenant_id', '=', tenantId)
    .where('month', 'in', monthsOf(dates))
    .where('status', '=', 'fechado')
    .execute();
  return new Set(rows.map((r) => r.month));
}

/** The months' shared locks in a statement of their own (none on SQLite). */
export async function lockMonths(trx: Executor, tenantId: number, dates: string[]): Promise<void> {
  const locks = monthLocks(trx, tenantId, dates);
  if (locks.length) await sql`select ${sql.join(locks)}`.execute(trx);
}

/** The months' shared locks as columns of a select (none on SQLite). */
export function monthLocks(trx: Executor, tenantId: number, dates: string[]): RawBuilder<unknown>[] {
  if (!isPostgres(trx)) return [];
  return monthsOf(dates).map((month) => sql`pg_advisory_xact_lock_shared(${lockKey(tenantId, month)}::bigint)`);
}

/** Whether any of the months is closed, as an expression for a later statement to return. */
export function monthClosed(tenantId: number, dates: string[]): RawBuilder<boolean> {
  return sql<boolean>`exists (select 1 from closings c where c.tenant_id = ${tenantId}
    and c.month in (${sql.join(monthsOf(dates))}) and c.status = 'fechado')`;
}

/** What a statement returned for `monthClosed` (true, 1 or 't' by driver), as the refusal. */
export function throwIfClosed(closed: unknown): void {
  if (closed === true || closed === 1 || closed === 't') throw new AppError('MONTH_CLOSED', 409, MSG.monthClosed);
}

const monthsOf = (dates: string[]) => [...new Set(dates.map(monthOf))].sort();

/** Taken by close and reopen, exclusive against the writes' shared locks. */
export async function lockMonth(trx: Executor, tenantId: number, month: string): Promise<void> {
  if (isPostgres(trx)) {
    await sql`select pg_advisory_xact_lock(${lockKey(tenantId, month)}::bigint)`.execute(trx);
  }
}

/** One 64-bit key per company and month: tenant id in the high bits, YYYYMM in the low. */
export function lockKey(tenantId: number, month: string): string {
  return (BigInt(tenantId) * 1_000_000n + BigInt(month.replace('-', ''))).toString();
}
