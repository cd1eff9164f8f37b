import {
  backupSettingsSchema,
  companyBillAlertInputSchema,
  companyDetailsInputSchema,
  companyDetailsSchema,
  notificationsInputSchema,
  notificationsSchema,
  passwordChangeSchema,
  preferencesSchema,
  profileSchema,
  recoveryCodesSchema,
  securitySchema,
  settingsSchema,
  totpCodeSchema,
  userSchema,
} from '@livro-caixa/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { actorOf, authOf } from '../../plugins/auth.js';
import { routePlugin } from '../../plugins/routes.js';
import * as company from './company.service.js';
import * as service from './settings.service.js';

function settingsActor(request: FastifyRequest): service.SettingsActor {
  return { ...actorOf(request), sessionId: authOf(request).sessionId, ip: request.ip };
}

const securityResponse = settingsSchema.shape.security;

export const settingsRoutes = routePlugin(['Configurações'], (app, tags) => {
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

  app.get(
    '/settings/company',
    { schema: { tags, summary: 'Dados da empresa', response: { 200: companyDetailsSchema } } },
    async (request) => ({ data: await company.companyDetails(app.db, authOf(request).tenantId) }),
  );

  app.put(
    '/settings/company',
    {
      schema: {
        tags,
        summary: 'Alterar tipo, CNPJ, endereço, cidade/UF e chave PIX da empresa',
        body: companyDetailsInputSchema,
        response: { 200: companyDetailsSchema },
      },
    },
    async (request) => ({ data: await company.updateCompanyDetails(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/settings/company/aviso-contas',
    {
      schema: {
        tags,
        summary: "Alterar só o aviso de contas da empresa (dias do 'Contas a vencer', de 1 a 60)",
        body: companyBillAlertInputSchema,
        response: { 200: companyDetailsSchema },
      },
    },
    async (request) => ({ data: await company.updateBillAlertDays(app.db, actorOf(request), request.body) }),
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
});
