import { Readable } from 'node:stream';
import {
  backupSettingsSchema,
  notificationsInputSchema,
  notificationsSchema,
  passwordChangeSchema,
  preferencesSchema,
  profileSchema,
  recoveryCodesSchema,
  SETTINGS_MSG,
  securitySchema,
  settingsSchema,
  todayIn,
  totpCodeSchema,
  userSchema,
} from '@livro-caixa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { notFound, validationError } from '../../lib/errors.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import { backupJson, listBackups, readBackupFile, restoreTenant } from './backup.service.js';
import { readRestoreBody } from './backup-stream.js';
import * as service from './settings.service.js';

function settingsActor(request: FastifyRequest): service.SettingsActor {
  return { ...actorOf(request), sessionId: authOf(request).sessionId, ip: request.ip };
}

const securityResponse = settingsSchema.shape.security;

/** Largest restore body: a very large company's backup (ADR 007). */
const RESTORE_LIMIT = 512 * 1024 * 1024;

export async function settingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Configurações'];

  app.get(
    '/settings',
    { schema: { tags, summary: 'Todas as configurações', response: { 200: settingsSchema } } },
    async (request) => service.getSettings(app.db, settingsActor(request)),
  );

  app.put(
    '/settings/profile',
    { schema: { tags, summary: 'Perfil', body: profileSchema, response: { 200: z.object({ user: userSchema }) } } },
    async (request) => ({ user: await service.updateProfile(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/settings/password',
    { schema: { tags, summary: 'Trocar senha (encerra as outras sessões)', body: passwordChangeSchema } },
    async (request, reply) => {
      await service.changePassword(
        app.db,
        settingsActor(request),
        request.body.currentPassword,
        request.body.newPassword,
      );
      return reply.status(204).send();
    },
  );

  app.put(
    '/settings/preferences',
    {
      schema: {
        tags,
        summary: 'Preferências',
        body: preferencesSchema,
        response: { 200: z.object({ preferences: preferencesSchema }) },
      },
    },
    async (request) => ({ preferences: await service.updatePreferences(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/settings/notifications',
    {
      schema: {
        tags,
        summary: 'Notificações',
        body: notificationsInputSchema,
        response: { 200: z.object({ notifications: notificationsSchema }) },
      },
    },
    async (request) => ({ notifications: await service.updateNotifications(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/settings/security',
    {
      schema: {
        tags,
        summary: 'Tempo de sessão e restrição de IP',
        body: securitySchema,
        response: { 200: z.object({ security: securityResponse }) },
      },
    },
    async (request) => ({ security: await service.updateSecurity(app.db, settingsActor(request), request.body) }),
  );

  app.post(
    '/settings/security/2fa/setup',
    {
      schema: {
        tags,
        summary: 'Iniciar a verificação em duas etapas (segredo e QR code)',
        response: { 200: z.object({ secret: z.string(), otpauthUrl: z.string(), qrCode: z.string() }) },
      },
    },
    async (request) => service.startTotp(app.db, actorOf(request)),
  );

  app.post(
    '/settings/security/2fa/enable',
    {
      schema: {
        tags,
        summary: 'Confirmar com um código e ativar (devolve os dez códigos de recuperação, mostrados só agora)',
        body: totpCodeSchema,
        response: { 200: z.object({ security: securityResponse, recoveryCodes: recoveryCodesSchema }) },
      },
    },
    async (request) => service.enableTotp(app.db, settingsActor(request), request.body.code),
  );

  app.post(
    '/settings/security/2fa/recovery-codes',
    {
      schema: {
        tags,
        summary: 'Gerar novos códigos de recuperação (os anteriores deixam de valer), confirmando com um código',
        body: totpCodeSchema,
        response: { 200: z.object({ security: securityResponse, recoveryCodes: recoveryCodesSchema }) },
      },
    },
    async (request) => service.regenerateRecoveryCodes(app.db, settingsActor(request), request.body.code),
  );

  app.post(
    '/settings/security/2fa/disable',
    {
      schema: {
        tags,
        summary: 'Desativar com um código',
        body: totpCodeSchema,
        response: { 200: z.object({ security: securityResponse }) },
      },
    },
    async (request) => ({ security: await service.disableTotp(app.db, settingsActor(request), request.body.code) }),
  );

  app.put(
    '/settings/backup',
    {
      schema: {
        tags,
        summary: 'Backup automático (por empresa)',
        body: backupSettingsSchema,
        response: { 200: z.object({ backup: settingsSchema.shape.backup }) },
      },
    },
    async (request) => ({ backup: await service.updateBackupSettings(app.db, settingsActor(request), request.body) }),
  );

  app.post(
    '/settings/backup/manual',
    { schema: { tags, summary: 'Baixar backup da empresa (JSON)' } },
    async (request, reply) => {
      const actor = actorOf(request);
      const name = `backup_${todayIn(authOf(request).preferences.timeZone, actor.now)}.json`;
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
          const restored = await restoreTenant(app.db, actor.tenantId, body.input, actor.now);
          return { message: SETTINGS_MSG.restoreDone, restored };
        } finally {
          await body.cleanup();
        }
      },
    );
  });
}
