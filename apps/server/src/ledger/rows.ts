import { type RawBuilder, type Selectable, sql, type Updateable } from 'kysely';
import { type Executor, isPostgres } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { notFound } from '../lib/errors.js';
import { throwIfClosed } from './month-lock.js';

/**
 * The row operations that amend and remove share for payments and expenses (ADR 012): each acts
 * on one company's row and answers 404 with `missing` when the row is not there — or no longer
 * there, when a concurrent request got to it first.
 */
type Entries = 'payments' | 'expenses';
type Row<T extends Entries> = Selectable<Database[T]>;

/**
 * The id the next entry of `table` will take, as an expression for a statement the write sends
 * anyway: knowing it before the insert lets the insert, its rollups and its activity entry go
 * as one statement (ADR 012). PostgreSQL draws it from the column's sequence; SQLite, which runs
 * one write at a time, reads AUTOINCREMENT's counter (an explicit id moves the counter on).
 */
export function nextId(trx: Executor, table: Entries): RawBuilder<number> {
  return isPostgres(trx)
    ? sql<number>`nextval(pg_get_serial_sequence(${table}, 'id'))`
    : sql<number>`coalesce((select seq from sqlite_sequence where name = ${table}), 0) + 1`;
}

/** The row, locked until the transaction ends (PostgreSQL; SQLite runs one write at a time). */
export async function lockRow<T extends Entries>(
  trx: Executor,
  table: T,
  tenantId: number,
  id: number,
  missing: string,
): Promise<Row<T>> {
  let q = trx
    .selectFrom(table as 'payments')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id);
  if (isPostgres(trx)) q = q.forUpdate();
  const row = await q.executeTakeFirst();
  if (!row) throw notFound(missing);
  return row as Row<T>;
}

/** Updates the row; `closed` (the months' check, `monthClosed`) is read back with it. */
export async function updateRow<T extends Entries>(
  trx: Executor,
  table: T,
  tenantId: number,
  id: number,
  set: Updateable<Database[T]>,
  missing: string,
  closed: RawBuilder<boolean>,
): Promise<void> {
  const changed = await trx
    .updateTable(table as 'payments')
    .set(set as Updateable<Database['payments']>)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returning(['id', closed.as('month_closed')])
    .executeTakeFirst();
  if (!changed) throw notFound(missing);
  throwIfClosed(changed.month_closed);
}

/** Deletes the row and returns it as it was: what this statement deleted, not a copy read before. */
export async function deleteRow<T extends Entries>(
  trx: Executor,
  table: T,
  tenantId: number,
  id: number,
  missing: string,
): Promise<Row<T>> {
  const row = await trx
    .deleteFrom(table as 'payments')
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirst();
  if (!row) throw notFound(missing);
  return row as Row<T>;
}

/** Changes with the fields left out (undefined) dropped; null stays, it clears a field. */
export function definedOnly<T extends object>(changes: T): Partial<T> {
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)) as Partial<T>;
}
