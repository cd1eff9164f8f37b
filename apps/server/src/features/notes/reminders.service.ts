import type { Reminder, reminderInputSchema, reminderUpdateSchema } from '@livro-caixa/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import type { RemindersTable } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { prepared } from '../../lib/prepared.js';
import { createOwned, deleteOwned, updateOwned } from './owned.js';

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

/** A user's reminders, compiled once (the dashboard's every request). */
const remindersOf = prepared((db, actor: Pick<Actor, 'tenantId' | 'userId'>) =>
  owned(db, actor).select(REMINDER_COLUMNS),
);

const PRIORITY_ORDER = { high: 0, medium: 1, low: 2 } as const;

/** Pending first (soonest due first, undated last, then by priority), completed after. */
export async function listReminders(db: Executor, actor: Pick<Actor, 'tenantId' | 'userId'>): Promise<Reminder[]> {
  const rows = await remindersOf(db, { tenantId: actor.tenantId, userId: actor.userId });
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
  const values = { ...input, status: 'pending' as const, completed_at: null };
  return createOwned(db, actor, { table: 'reminders', entityType: 'reminder' }, values, getReminder);
}

export async function updateReminder(db: Db, actor: Actor, id: number, input: z.output<typeof reminderUpdateSchema>) {
  const at = actor.now.toISOString();
  return updateOwned(db, actor, { table: 'reminders', entityType: 'reminder', id }, getReminder, (current) => ({
    ...input,
    completed_at:
      input.status === undefined || input.status === current.status
        ? current.completed_at
        : input.status === 'completed'
          ? at
          : null,
    updated_at: at,
  }));
}

export async function deleteReminder(db: Db, actor: Actor, id: number) {
  await deleteOwned(db, actor, { table: 'reminders', entityType: 'reminder', id }, getReminder);
}
