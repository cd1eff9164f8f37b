import {
  noteInputSchema,
  noteSchema,
  noteUpdateSchema,
  reminderInputSchema,
  reminderSchema,
  reminderUpdateSchema,
} from '@livro-caixa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';
import * as notes from './notes.service.js';
import * as reminders from './reminders.service.js';

/** The dashboard's notes and reminders: each user sees and changes only its own. */
export async function notesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();

  const noteTags = ['Notas'];
  app.get(
    '/notes',
    { schema: { tags: noteTags, summary: 'Minhas notas', response: { 200: z.object({ data: z.array(noteSchema) }) } } },
    async (request) => ({
      data: await notes.listNotes(app.db, actorOf(request)),
    }),
  );
  app.post(
    '/notes',
    { schema: { tags: noteTags, summary: 'Criar nota', body: noteInputSchema, response: { 201: dataOf(noteSchema) } } },
    async (request, reply) =>
      reply.status(201).send({ data: await notes.createNote(app.db, actorOf(request), request.body) }),
  );
  app.put(
    '/notes/:id',
    {
      schema: {
        tags: noteTags,
        summary: 'Alterar nota (ou só { is_pinned })',
        params: idParams,
        body: noteUpdateSchema,
        response: { 200: dataOf(noteSchema) },
      },
    },
    async (request) => ({ data: await notes.updateNote(app.db, actorOf(request), request.params.id, request.body) }),
  );
  app.delete(
    '/notes/:id',
    { schema: { tags: noteTags, summary: 'Excluir nota', params: idParams } },
    async (request, reply) => {
      await notes.deleteNote(app.db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

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
  app.post(
    '/reminders',
    {
      schema: {
        tags: reminderTags,
        summary: 'Criar lembrete',
        body: reminderInputSchema,
        response: { 201: dataOf(reminderSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await reminders.createReminder(app.db, actorOf(request), request.body) }),
  );
  app.put(
    '/reminders/:id',
    {
      schema: {
        tags: reminderTags,
        summary: "Alterar lembrete (ou só { status: 'completed' })",
        params: idParams,
        body: reminderUpdateSchema,
        response: { 200: dataOf(reminderSchema) },
      },
    },
    async (request) => ({
      data: await reminders.updateReminder(app.db, actorOf(request), request.params.id, request.body),
    }),
  );
  app.delete(
    '/reminders/:id',
    { schema: { tags: reminderTags, summary: 'Excluir lembrete', params: idParams } },
    async (request, reply) => {
      await reminders.deleteReminder(app.db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
