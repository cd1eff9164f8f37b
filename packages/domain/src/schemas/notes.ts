import { z } from 'zod';
import { optionalDateField, timestampFields, updateSchema, writeSchemas } from './common.js';
import { EXPENSE_MSG as MSG_ } from './expenses.js';
import { optionalText, requiredText } from './fields.js';

export const NOTE_COLORS = ['#f3f4f6', '#fef3c7', '#dbeafe', '#fce7f3', '#dcfce7', '#e9d5ff', '#fed7aa'] as const;
export const DEFAULT_NOTE_COLOR = NOTE_COLORS[0];

const noteFields = {
  title: optionalText(120),
  content: requiredText(MSG_.noteContentRequired, 5000, { multiline: true }),
  color: z.enum(NOTE_COLORS, { error: MSG_.noteColorInvalid }).default(DEFAULT_NOTE_COLOR),
  is_pinned: z.boolean().default(false),
};

/** PUT: the whole note, or only `{ is_pinned }`. */
export const [noteInputSchema, noteUpdateSchema] = writeSchemas(noteFields);
export type NoteInput = z.input<typeof noteInputSchema>;

export const noteSchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  content: z.string(),
  color: z.string(),
  is_pinned: z.boolean(),
  ...timestampFields,
});
export type Note = z.infer<typeof noteSchema>;

export const REMINDER_PRIORITIES = ['low', 'medium', 'high'] as const;
export type ReminderPriority = (typeof REMINDER_PRIORITIES)[number];
export const REMINDER_PRIORITY_LABELS: Record<ReminderPriority, string> = {
  low: 'Baixa',
  medium: 'Média',
  high: 'Alta',
};
export const REMINDER_STATUSES = ['pending', 'completed'] as const;
export type ReminderStatus = (typeof REMINDER_STATUSES)[number];

const timeField = z
  .union([z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, MSG_.timeInvalid), z.literal(''), z.null()], {
    error: MSG_.timeInvalid,
  })
  .optional()
  .transform((v) => (v ? v : null));

const reminderFields = {
  title: requiredText(MSG_.reminderTitleRequired, 120),
  description: optionalText(2000, { multiline: true }),
  due_date: optionalDateField(),
  due_time: timeField,
  priority: z.enum(REMINDER_PRIORITIES, { error: MSG_.priorityInvalid }).default('medium'),
  category: optionalText(60),
};

export const reminderInputSchema = z.strictObject(reminderFields);
export type ReminderInput = z.input<typeof reminderInputSchema>;

/** PUT: the whole reminder, or only `{ status: 'completed' }` (or back to 'pending'). */
export const reminderUpdateSchema = updateSchema({
  ...reminderFields,
  status: z.enum(REMINDER_STATUSES, { error: MSG_.reminderStatusInvalid }),
});

export const reminderSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  description: z.string().nullable(),
  due_date: z.string().nullable(),
  due_time: z.string().nullable(),
  priority: z.enum(REMINDER_PRIORITIES),
  category: z.string().nullable(),
  status: z.enum(REMINDER_STATUSES),
  completed_at: z.string().nullable(),
  ...timestampFields,
});
export type Reminder = z.infer<typeof reminderSchema>;
