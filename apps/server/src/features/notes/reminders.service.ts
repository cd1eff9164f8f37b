import type { Reminder, reminderInputSchema, reminderUpdateSchema } from '@livro-caixa/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import type { RemindersTable } from '../../db/schema.js';
import { logActivity } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';

/** Reminders belong to the user who wrote them: every query is scoped by company and user. */
/** A reminder's columns: what the API shows; a backup adds its owner (notes.table.ts). */
export const REMINDER_COLUMNS = [
  'id',
  'title',
  'description',
  'due_date',
  'due_time',
  'priority',
  'category',
  'status',
  'completed_at',
  'created_at',
  'updated_at',
] as const;

type Row = Pick<RemindersTable, Exclude<(typeof REMINDER_COLUMNS)[number], 'id'>> & { id: number };
const toApi = (row: Row): Reminder => row;

function owned(db: Executor, actor: Pick<Actor, 'tenantId' | 'userId'>) {
  return db.selectFrom('reminders').where('tenant_id', '=', actor.tenantId).where('user_id', '=', actor.userId);
}

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Pending first (soonest due first, undated last, then by priority), completed after. */
export async function listReminders(db: Executor, actor: Pick<Actor, 'tenantId' | 'userId'>): Promise<Reminder[]> {
  const rows = await owned(db, actor).select(REMINDER_COLUMNS).execute();
  const due = (r: Row) => `${r.due_date ?? '9999-12-31'} ${r.due_time ?? '99:99'}`;
  return rows
    .sort(
      (a, b) =>
        Number(a.status === 'completed') - Number(b.status === 'completed') ||
        due(a).localeCompare(due(b)) ||
        PRIORITY_ORDER[a.priority] - PRIORITY_ORDER[b.priority] ||
        b.id - a.id,
    )
    .map(toApi);
}

async function getReminder(db: Executor, actor: Actor, id: number) {
  const row = await owned(db, actor).select(REMINDER_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Lembrete não encontrado');
  return toApi(row);
}

export async function createReminder(db: Db, actor: Actor, input: z.output<typeof reminderInputSchema>) {
  const at = actor.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const { id } = await trx
      .insertInto('reminders')
      .values({
        tenant_id: actor.tenantId,
        user_id: actor.userId,
        ...input,
        status: 'pending',
        completed_at: null,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await logActivity(trx, { ...entry(actor), action: 'CREATE', entityId: id });
    return getReminder(trx, actor, id);
  });
}

export async function updateReminder(db: Db, actor: Actor, id: number, input: z.output<typeof reminderUpdateSchema>) {
  return db.transaction().execute(async (trx) => {
    const current = await getReminder(trx, actor, id);
    const at = actor.now.toISOString();
    const completedAt =
      input.status === undefined || input.status === current.status
        ? current.completed_at
        : input.status === 'completed'
          ? at
          : null;
    await trx
      .updateTable('reminders')
      .set({ ...input, completed_at: completedAt, updated_at: at })
      .where('tenant_id', '=', actor.tenantId)
      .where('user_id', '=', actor.userId)
      .where('id', '=', id)
      .execute();
    await logActivity(trx, { ...entry(actor), action: 'UPDATE', entityId: id });
    return getReminder(trx, actor, id);
  });
}

export async function deleteReminder(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    await getReminder(trx, actor, id);
    await trx
      .deleteFrom('reminders')
      .where('tenant_id', '=', actor.tenantId)
      .where('user_id', '=', actor.userId)
      .where('id', '=', id)
      .execute();
    await logActivity(trx, { ...entry(actor), action: 'DELETE', entityId: id });
  });
}

function entry(actor: Actor) {
  return { tenantId: actor.tenantId, userId: actor.userId, entityType: 'reminder', at: actor.now };
}
