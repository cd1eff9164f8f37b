import type { Insertable, Updateable } from 'kysely';
import type { Executor } from '../db/database.js';
import type { Database } from '../db/schema.js';

/**
 * The plain writes of one row of a company, by id, for the tables whose writes are no more than
 * that: the people and the tripeiros' accounts. Kysely types one table at a time: the statements
 * are written against `attendants`, whose `id` and `tenant_id` the others share (as ledger/rows.ts
 * does for payments and expenses).
 */
type Table = 'attendants' | 'tripeiros' | 'tripeiro_accounts';

/** Inserts the row and returns its id. */
export async function insertRow<T extends Table>(db: Executor, table: T, values: Insertable<Database[T]>) {
  const row = await db
    .insertInto(table as 'attendants')
    .values(values as Insertable<Database['attendants']>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function updateRow<T extends Table>(
  db: Executor,
  table: T,
  tenantId: number,
  id: number,
  values: Updateable<Database[T]>,
) {
  await db
    .updateTable(table as 'attendants')
    .set(values as Updateable<Database['attendants']>)
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .execute();
}

export async function deleteRow(db: Executor, table: Table, tenantId: number, id: number) {
  await db.deleteFrom(table).where('tenant_id', '=', tenantId).where('id', '=', id).execute();
}
