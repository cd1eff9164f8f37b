import { type RawBuilder, sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { ActivityLogTable } from '../db/schema.js';
import { labelOf } from './activity-labels.js';
import type { Actor } from './actor.js';

export interface ActivityEntry {
  tenantId: number;
  userId: number | null;
  action: ActivityLogTable['action'];
  entityType: string;
  entityId: number | null;
  at: Date;
  /**
   * What was touched, in words (lib/activity-labels.ts). Absent: read from the entity's row in
   * this transaction. Null, or a row already gone: the entity's last stored label.
   */
  label?: string | null;
}

/** Written in the same transaction as the change it records. */
export async function logActivity(db: Executor, entry: ActivityEntry): Promise<void> {
  const label =
    entry.label !== undefined ? entry.label : await labelOf(db, entry.tenantId, entry.entityType, entry.entityId);
  await activityInsert({ ...entry, label }).execute(db);
}

/**
 * What the actor did to the entity `entityId` (null: its company's settings), in the actor's name
 * and time; `label` as in `ActivityEntry` (absent: read from the entity's row).
 */
export function logByActor(
  db: Executor,
  actor: Actor,
  action: ActivityEntry['action'],
  entityType: string,
  entityId: number | null,
  label?: string | null,
): Promise<void> {
  return logActivity(db, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    action,
    entityType,
    entityId,
    at: actor.now,
    ...(label !== undefined && { label }),
  });
}

/**
 * The entry's insert as a statement, for a caller that sends it along with others (the ledger,
 * which gives the label from the row it holds). Without a label, the entity's last stored one: a
 * deletion logged after the row is gone still names it.
 */
export function activityInsert(entry: ActivityEntry): RawBuilder<unknown> {
  const label =
    entry.label ??
    sql`(select p.label from activity_log p
      where p.tenant_id = ${entry.tenantId} and p.entity_type = ${entry.entityType} and p.entity_id = ${entry.entityId}
        and p.label is not null order by p.id desc limit 1)`;
  return sql`insert into activity_log (tenant_id, user_id, action, entity_type, entity_id, label, created_at)
    values (${entry.tenantId}, ${entry.userId}, ${entry.action}, ${entry.entityType}, ${entry.entityId}, ${label},
      ${entry.at.toISOString()})`;
}
