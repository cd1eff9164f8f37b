import type { UpdateObject } from 'kysely';
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
