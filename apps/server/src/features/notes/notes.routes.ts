import {
  noteInputSchema,
  noteSchema,
  noteUpdateSchema,
  reminderInputSchema,
  reminderSchema,
  reminderUpdateSchema,
} from '@livro-caixa/domain';
import { z } from 'zod';
import { actorOf } from '../../plugins/auth.js';
import { routePlugin, rowRoutes } from '../../plugins/routes.js';
import * as notes from './notes.service.js';
import * as reminders from './reminders.service.js';

/** The dashboard's notes and reminders: each user sees and changes only its own. */
export const notesRoutes = routePlugin(['Notas'], (app, noteTags) => {
  app.get(
    '/notes',
    { schema: { tags: noteTags, summary: 'Minhas notas', response: { 200: z.object({ data: z.array(noteSchema) }) } } },
    async (request) => ({
      data: await notes.listNotes(app.db, actorOf(request)),
    }),
  );
  const rows = rowRoutes(app, '/notes', noteTags, noteSchema);
  rows.create('Criar nota', noteInputSchema, (actor, input) => notes.createNote(app.db, actor, input));
  rows.update('Alterar nota (ou só { is_pinned })', noteUpdateSchema, (actor, id, input) =>
    notes.updateNote(app.db, actor, id, input),
  );
  rows.remove('Excluir nota', (actor, id) => notes.deleteNote(app.db, actor, id));

  const reminderTags = ['Lembretes'];
  app.get(
    '/reminders',
    {
      schema: {
        tags: reminderTags,
        summary: 'Meus lembretes',
        response: { 200: z.object({ data: z.array(reminderSchema) }) },
      },
    },
    async (request) => ({ data: await reminders.listReminders(app.db, actorOf(request)) }),
  );
  const reminderRows = rowRoutes(app, '/reminders', reminderTags, reminderSchema);
  reminderRows.create('Criar lembrete', reminderInputSchema, (actor, input) =>
    reminders.createReminder(app.db, actor, input),
  );
  reminderRows.update("Alterar lembrete (ou só { status: 'completed' })", reminderUpdateSchema, (actor, id, input) =>
    reminders.updateReminder(app.db, actor, id, input),
  );
  reminderRows.remove('Excluir lembrete', (actor, id) => reminders.deleteReminder(app.db, actor, id));
});
