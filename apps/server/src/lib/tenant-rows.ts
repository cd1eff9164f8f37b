import type { Insertable, Selectable, Updateable } from 'kysely';
import type { Db, Executor } from '../db/database.js';
import type { Database } from '../db/schema.js';
import { logByActor } from './activity.js';
import type { Actor } from './actor.js';

/**
 * The plain writes of one row of a company, by id, for the tables whose writes are no more than
 * that: the people and the tripeiros' accounts; and the read of one whole row by id, for those and
 * a few more (`findRow`). Kysely types one table at a time: the statements
 * are written against `attendants`, whose `id` and `tenant_id` the others share (as ledger/rows.ts
 * does for payments and expenses).
 */
type Table = 'attendants' | 'tripeiros' | 'tripeiro_accounts';

/** The tables whose row of a company is also read whole by its id. */
type Found = Table | 'bank_statements' | 'bank_rules' | 'financial_accounts' | 'recurring_bills';

/** The company's row `id` of `table`, whole, or undefined (another company's id reads as missing). */
export function findRow<T extends Found>(
  db: Executor,
  table: T,
  tenantId: number,
  id: number,
): Promise<Selectable<Database[T]> | undefined> {
  return db
    .selectFrom(table as 'attendants')
    .selectAll()
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst() as Promise<Selectable<Database[T]> | undefined>;
}

/** Inserts the row and returns its id. */
export async function insertRow<T extends Table>(db: Executor, table: T, values: Insertable<Database[T]>) {
  const row = await db
    .insertInto(table as 'attendants')
    .values(values as Insertable<Database['attendants']>)
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/**
 * Inserts the company's new row (`values`, with its company and times) and logs it in the actor's
 * name, in one transaction; answers the row as `read` reads it back.
 */
export async function createRow<T extends Table, R>(
  db: Db,
  actor: Actor,
  target: { table: T; entityType: string },
  values: Omit<Insertable<Database[T]>, 'tenant_id' | 'created_at' | 'updated_at'>,
  read: (trx: Executor, id: number) => Promise<R>,
): Promise<R> {
  const at = actor.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const row: Record<string, unknown> = { tenant_id: actor.tenantId, ...values, created_at: at, updated_at: at };
    const id = await insertRow(trx, target.table, row as Insertable<Database[T]>);
    await logByActor(trx, actor, 'CREATE', target.entityType, id);
    return read(trx, id);
  });
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
