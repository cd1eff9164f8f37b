import type { Executor } from '../db/database.js';
import type { ActivityLogTable } from '../db/schema.js';

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
  await db
    .insertInto('activity_log')
    .values({
      tenant_id: entry.tenantId,
      user_id: entry.userId,
      action: entry.action,
      entity_type: entry.entityType,
      entity_id: entry.entityId,
      created_at: entry.at.toISOString(),
    })
    .execute();
}
