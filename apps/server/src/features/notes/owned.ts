import type { Insertable, UpdateObject } from 'kysely';
import type { Db, Executor } from '../../db/database.js';
import type { Database } from '../../db/schema.js';
import { logByActor } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';

/**
 * Notes and reminders belong to the user who wrote them: every query is scoped by company and
 * user, and every write is logged under the user's name.
 */
type OwnedTable = 'notes' | 'reminders';

/** The activity log's entry for a change of the user's note or reminder. */
export function logOwned(
  db: Executor,
  actor: Actor,
  entityType: 'note' | 'reminder',
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  entityId: number,
) {
  return logByActor(db, actor, action, entityType, entityId);
}

/** Inserts the user's new row (`values`, with its owner and times), logs it and reads it back. */
export async function createOwned<T extends OwnedTable, Row>(
  db: Db,
  actor: Actor,
  target: { table: T; entityType: 'note' | 'reminder' },
  values: Omit<Insertable<Database[T]>, 'tenant_id' | 'user_id' | 'created_at' | 'updated_at'>,
  read: (db: Executor, actor: Actor, id: number) => Promise<Row>,
): Promise<Row> {
  const at = actor.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto(target.table as OwnedTable)
      .values({
        tenant_id: actor.tenantId,
        user_id: actor.userId,
        ...values,
        created_at: at,
        updated_at: at,
      } as Insertable<Database[OwnedTable]>)
      .returning('id')
      .executeTakeFirstOrThrow();
    await logOwned(trx, actor, target.entityType, 'CREATE', id);
    return read(trx, actor, id);
  });
}

/** Writes `set` to the user's row `id`, once `read` has found it (or thrown its 404), and logs it. */
export async function updateOwned<T extends OwnedTable, Row>(
  db: Db,
  actor: Actor,
  target: { table: T; entityType: 'note' | 'reminder'; id: number },
  read: (db: Executor, actor: Actor, id: number) => Promise<Row>,
  set: (current: Row) => UpdateObject<Database, T>,
): Promise<Row> {
  const { table, entityType, id } = target;
  return db.transaction().execute(async (trx) => {
    const current = await read(trx, actor, id);
    await trx
      .updateTable(table as OwnedTable)
      .set(set(current) as UpdateObject<Database, OwnedTable>)
      .where('tenant_id', '=', actor.tenantId)
      .where('user_id', '=', actor.userId)
      .where('id', '=', id)
      .execute();
    await logOwned(trx, actor, entityType, 'UPDATE', id);
    return read(trx, actor, id);
  });
}

/** Deletes the user's row `id`, once `read` has found it (or thrown its 404), and logs it. */
export async function deleteOwned(
  db: Db,
  actor: Actor,
  target: { table: OwnedTable; entityType: 'note' | 'reminder'; id: number },
  read: (db: Executor, actor: Actor, id: number) => Promise<unknown>,
): Promise<void> {
  const { table, entityType, id } = target;
  await db.transaction().execute(async (trx) => {
    await read(trx, actor, id);
    await trx
      .deleteFrom(table)
      .where('tenant_id', '=', actor.tenantId)
      .where('user_id', '=', actor.userId)
      .where('id', '=', id)
      .execute();
    await logOwned(trx, actor, entityType, 'DELETE', id);
  });
}
