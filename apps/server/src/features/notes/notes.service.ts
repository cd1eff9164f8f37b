import type { Note, noteInputSchema, noteUpdateSchema } from '@livro-caixa/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import type { NotesTable } from '../../db/schema.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { prepared } from '../../lib/prepared.js';
import { createOwned, deleteOwned, updateOwned } from './owned.js';

/** Notes belong to the user who wrote them: every query is scoped by company and user. */
const columns = ['id', 'title', 'content', 'color', 'is_pinned', 'created_at', 'updated_at'] as const;

function toApi(row: Pick<NotesTable, Exclude<(typeof columns)[number], 'id'>> & { id: number }): Note {
  return { ...row, is_pinned: row.is_pinned === 1 };
}

function owned(db: Executor, actor: Pick<Actor, 'tenantId' | 'userId'>) {
  return db.selectFrom('notes').where('tenant_id', '=', actor.tenantId).where('user_id', '=', actor.userId);
}

/** A user's notes, pinned first, then the most recently changed: compiled once (the dashboard's every request). */
const notesOf = prepared((db, actor: Pick<Actor, 'tenantId' | 'userId'>) =>
  owned(db, actor).select(columns).orderBy('is_pinned', 'desc').orderBy('updated_at', 'desc').orderBy('id', 'desc'),
);

export async function listNotes(db: Executor, actor: Pick<Actor, 'tenantId' | 'userId'>): Promise<Note[]> {
  const rows = await notesOf(db, { tenantId: actor.tenantId, userId: actor.userId });
  return rows.map(toApi);
}

async function getNote(db: Executor, actor: Actor, id: number) {
  const row = await owned(db, actor).select(columns).where('id', '=', id).executeTakeFirst();
  if (!row) throw notFound('Nota não encontrada');
  return toApi(row);
}

export async function createNote(db: Db, actor: Actor, input: z.output<typeof noteInputSchema>) {
  const values = { title: input.title, content: input.content, color: input.color, is_pinned: input.is_pinned ? 1 : 0 };
  return createOwned(db, actor, { table: 'notes', entityType: 'note' }, values, getNote);
}

export async function updateNote(db: Db, actor: Actor, id: number, input: z.output<typeof noteUpdateSchema>) {
  const { is_pinned, ...rest } = input;
  return updateOwned(db, actor, { table: 'notes', entityType: 'note', id }, getNote, () => ({
    ...rest,
    ...(is_pinned !== undefined && { is_pinned: is_pinned ? 1 : 0 }),
    updated_at: actor.now.toISOString(),
  }));
}

export async function deleteNote(db: Db, actor: Actor, id: number) {
  await deleteOwned(db, actor, { table: 'notes', entityType: 'note', id }, getNote);
}
