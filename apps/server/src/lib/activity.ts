import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { ActivityLogTable } from '../db/schema.js';
import type { Actor } from './actor.js';

export interface ActivityEntry {
  tenantId: number;
  userId: number | null;
  action: ActivityLogTable['action'];
  entityType: string;
  entityId: number | null;
  at: Date;
}

/** Written in the same transaction as the change it records. */
export async function logActivity(db: Executor, entry: ActivityEntry): Promise<void> {
  await activityInsert(entry).execute(db);
}

/** What the actor did to the entity `entityId` (null: its company's settings), in the actor's name and time. */
export function logByActor(
  db: Executor,
  actor: Actor,
  action: ActivityEntry['action'],
  entityType: string,
  entityId: number | null,
): Promise<void> {
  return logActivity(db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    action,
    entityType,
    entityId,
    at: actor.now,
  });
}

/** The entry's insert as a statement, for a caller that sends it along with others (the ledger). */
export function activityInsert(entry: ActivityEntry): RawBuilder<unknown> {
  return sql`insert into activity_log (tenant_id, user_id, action, entity_type, entity_id, created_at)
    values (${entry.tenantId}, ${entry.userId}, ${entry.action}, ${entry.entityType}, ${entry.entityId}, ${entry.at.toISOString()})`;
}
