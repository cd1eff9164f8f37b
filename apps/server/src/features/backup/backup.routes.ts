import { Readable } from 'node:stream';
import { DEFAULT_TIME_ZONE, SETTINGS_MSG, settingsSchema, todayIn } from '@livro-caixa/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, validationError } from '../../lib/errors.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import { routePlugin } from '../../plugins/routes.js';
import { backupJson } from './export.js';
import { listBackups, readBackupFile } from './files.js';
import { restoreCompany } from './restore.js';
import { readRestoreBody } from './stream.js';

/** Largest restore body: a very large company's backup (ADR 007). */
const RESTORE_LIMIT = 512 * 1024 * 1024;

/** Download, list and restore a company's backups (the schedule is set under /settings/backup). */
export const backupRoutes = routePlugin(['Configurações'], async (app, tags) => {
  app.post(
    '/settings/backup/manual',
    { schema: { tags, summary: 'Baixar backup da empresa (JSON)' } },
    async (request, reply) => {
      const actor = actorOf(request);
      // The date in São Paulo, as every backup's (docs/product-rules.md, "Backup times").
      const name = `backup_${todayIn(DEFAULT_TIME_ZONE, actor.now)}.json`;
      // Streamed as it is read: a big company's document is never held whole in memory.
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(Readable.from(backupJson(app.db, actor.tenantId, actor.now)));
    },
  );

  app.get(
    '/settings/backup/files',
    {
      schema: {
        tags,
        summary: 'Backups automáticos guardados',
        response: { 200: z.object({ data: settingsSchema.shape.backup.shape.backups }) },
      },
    },
    async (request) => ({ data: await listBackups(app.db, authOf(request).tenantId) }),
  );

  app.get(
    '/settings/backup/files/:name',
    {
      schema: {
        tags,
        summary: 'Baixar um backup guardado',
        params: z.object({ name: z.string().regex(/^backup_[\w-]+\.json$/) }),
      },
    },
    async (request, reply) => {
      const file = await readBackupFile(app.db, app.config.DATA_DIR, authOf(request).tenantId, request.params.name);
      if (!file) throw notFound(SETTINGS_MSG.backupNotFound);
      return reply
        .type('application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .send(file);
    },
  );

  // The restore body is read as a stream (ADR 016): its own JSON parser in this scope hands the
  // route the raw request, which `readRestoreBody` decodes, checks and stages as it arrives.
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', (_request, _payload, done) => done(null, undefined));
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/settings/backup/restore',
      {
        schema: {
          tags,
          summary: 'Restaurar um backup (substitui os dados da empresa)',
          description:
            'Corpo `{ "confirm": true, "backup": <documento de backup> }`, até 512 MiB, lido em fluxo: cada linha ' +
            'é validada como a API valida os formulários; meses fechados não mudam (409 MONTH_CLOSED).',
          response: {
            200: z.object({
              message: z.string(),
              restored: z.object({
                attendants: z.number(),
                tripeiros: z.number(),
                payments: z.number(),
                expenses: z.number(),
              }),
            }),
          },
        },
      },
      async (request) => {
        const actor = actorOf(request);
        const length = Number(request.headers['content-length']);
        const body = await readRestoreBody(request.raw, RESTORE_LIMIT, Number.isFinite(length) ? length : undefined);
        try {
          if (!body.confirmed)
            throw validationError(SETTINGS_MSG.restoreConfirm, { confirm: SETTINGS_MSG.restoreConfirm });
          const restored = await restoreCompany(app.db, actor.tenantId, body.input, actor.now);
          return { message: SETTINGS_MSG.restoreDone, restored };
        } finally {
          await body.cleanup();
        }
      },
    );
  });
});
