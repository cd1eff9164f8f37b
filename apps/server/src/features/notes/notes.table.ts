import {
  EXPENSE_MSG,
  NOTE_COLORS,
  noteInputSchema,
  REMINDER_PRIORITIES,
  REMINDER_STATUSES,
  reminderInputSchema,
} from '@livro-caixa/domain';
import { z } from 'zod';
import { flag, rowId, timestamp } from '../../lib/backup/fields.js';
import { declareTable, type Ref, type TableDecl } from '../../lib/backup/table.js';
import { REMINDER_COLUMNS } from './reminders.service.js';

const note = noteInputSchema.shape;
const rem = reminderInputSchema.shape;
const excluded = { id: 'nothing names a note or reminder', tenant_id: 'the company restored into' } as const;
/** A note or reminder of a user the company no longer has is left out. */
const owner: Record<string, Ref> = { user_id: { to: 'users', missing: 'drop' } };

/** Notes and reminders as a backup carries them (ADR 031). */
export const notesTable: TableDecl = declareTable({
  name: 'notes',
  table: 'notes',
  label: 'notas',
  columns: ['user_id', 'title', 'content', 'color', 'is_pinned', 'created_at', 'updated_at'],
  excluded,
  row: z.object({
    user_id: rowId,
    title: note.title,
    content: note.content,
    color: z.enum(NOTE_COLORS, { error: EXPENSE_MSG.noteColorInvalid }),
    is_pinned: flag,
    created_at: timestamp,
    updated_at: timestamp,
  }),
  refs: owner,
});

export const remindersTable: TableDecl = declareTable({
  name: 'reminders',
  table: 'reminders',
  label: 'lembretes',
  columns: ['user_id', ...REMINDER_COLUMNS.filter((c) => c !== 'id')],
  excluded,
  row: z.object({
    user_id: rowId,
    title: rem.title,
    description: rem.description,
    due_date: rem.due_date,
    due_time: rem.due_time,
    priority: z.enum(REMINDER_PRIORITIES, { error: EXPENSE_MSG.priorityInvalid }),
    category: rem.category,
    status: z.enum(REMINDER_STATUSES, { error: EXPENSE_MSG.reminderStatusInvalid }),
    completed_at: timestamp.nullable(),
    created_at: timestamp,
    updated_at: timestamp,
  }),
  refs: owner,
});

export const NOTE_TABLES = [notesTable, remindersTable] as const;
