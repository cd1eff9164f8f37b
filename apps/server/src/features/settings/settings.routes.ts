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
import { companyDocument, routePlugin } from '../../plugins/routes.js';
import * as company from './company.service.js';
import * as service from './settings.service.js';

function settingsActor(request: FastifyRequest): service.SettingsActor {
  return { ...actorOf(request), sessionId: authOf(request).sessionId, ip: request.ip };
}

const securityResponse = settingsSchema.shape.security;

export const settingsRoutes = routePlugin(['Configurações'], (app, tags) => {
  /** `PUT path`: one section of the settings changed, answered as `{ [key]: section }`. */
  function putSection<Body extends z.ZodType, Section extends z.ZodType>(
    path: string,
    summary: string,
    body: Body,
    key: string,
    section: Section,
    update: (request: FastifyRequest, input: z.output<Body>) => Promise<z.input<Section>>,
  ) {
    const response: z.ZodType = z.object({ [key]: section });
    app.put(path, { schema: { tags, summary, body, response: { 200: response } } }, async (request) => ({
      [key]: await update(request, request.body as z.output<Body>),
    }));
  }

  /** `POST path` confirmed with a two-step code (`{ code }`): what `run` answers. */
  function postWithCode<Response extends z.ZodType>(
    path: string,
    summary: string,
    response: Response,
    run: (actor: service.SettingsActor, code: string) => Promise<z.input<Response>>,
  ) {
    const answer: z.ZodType = response;
    app.post(path, { schema: { tags, summary, body: totpCodeSchema, response: { 200: answer } } }, async (request) =>
      run(settingsActor(request), request.body.code),
    );
  }

  app.get(
    '/settings',
    { schema: { tags, summary: 'Todas as configurações', response: { 200: settingsSchema } } },
    async (request) => service.getSettings(app.db, settingsActor(request)),
  );

  putSection('/settings/profile', 'Perfil', profileSchema, 'user', userSchema, (request, input) =>
    service.updateProfile(app.db, actorOf(request), input),
  );

  const details = companyDocument(app, tags, companyDetailsSchema);
  details.get('/settings/company', 'Dados da empresa', (tenantId) => company.companyDetails(app.db, tenantId));
  details.put(
    '/settings/company',
    'Alterar tipo, CNPJ, endereço, cidade/UF e chave PIX da empresa',
    companyDetailsInputSchema,
    (actor, input) => company.updateCompanyDetails(app.db, actor, input),
  );
  details.put(
    '/settings/company/aviso-contas',
    "Alterar só o aviso de contas da empresa (dias do 'Contas a vencer', de 1 a 60)",
    companyBillAlertInputSchema,
    (actor, input) => company.updateBillAlertDays(app.db, actor, input),
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

  putSection(
    '/settings/preferences',
    'Preferências',
    preferencesSchema,
    'preferences',
    preferencesSchema,
    (request, input) => service.updatePreferences(app.db, actorOf(request), input),
  );

  putSection(
    '/settings/notifications',
    'Notificações',
    notificationsInputSchema,
    'notifications',
    notificationsSchema,
    (request, input) => service.updateNotifications(app.db, actorOf(request), input),
  );

  putSection(
    '/settings/security',
    'Tempo de sessão e restrição de IP',
    securitySchema,
    'security',
    securityResponse,
    (request, input) => service.updateSecurity(app.db, settingsActor(request), input),
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

  const withCodes = z.object({ security: securityResponse, recoveryCodes: recoveryCodesSchema });
  postWithCode(
    '/settings/security/2fa/enable',
    'Confirmar com um código e ativar (devolve os dez códigos de recuperação, mostrados só agora)',
    withCodes,
    (actor, code) => service.enableTotp(app.db, actor, code),
  );

  postWithCode(
    '/settings/security/2fa/recovery-codes',
    'Gerar novos códigos de recuperação (os anteriores deixam de valer), confirmando com um código',
    withCodes,
    (actor, code) => service.regenerateRecoveryCodes(app.db, actor, code),
  );

  postWithCode(
    '/settings/security/2fa/disable',
    'Desativar com um código',
    z.object({ security: securityResponse }),
    async (actor, code) => ({ security: await service.disableTotp(app.db, actor, code) }),
  );

  putSection(
    '/settings/backup',
    'Backup automático (por empresa)',
    backupSettingsSchema,
    'backup',
    settingsSchema.shape.backup,
    (request, input) => service.updateBackupSettings(app.db, settingsActor(request), input),
  );
});
