import {
  authResponseSchema,
  forgotPasswordSchema,
  loginSchema,
  mailStatusSchema,
  messageResponseSchema,
  RECOVERY_MSG,
  registerSchema,
  resetPasswordSchema,
  userSchema,
} from '@livro-caixa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import { routePlugin } from '../../plugins/routes.js';
import { type AuthContext, login, logout, register } from './auth.service.js';
import { requestPasswordReset, resetPassword } from './password-reset.service.js';

function contextOf(app: FastifyInstance, request: FastifyRequest): AuthContext {
  return {
    db: app.db,
    now: app.clock(),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    limits: { login: app.config.LOGIN_RATE_LIMIT, register: app.config.REGISTER_RATE_LIMIT },
  };
}

export const authRoutes = routePlugin(['Autenticação'], (app, tags) => {
  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Entrar', body: loginSchema, response: { 200: authResponseSchema } },
    },
    async (request) =>
      login(
        contextOf(app, request),
        request.body.email,
        request.body.password,
        request.body.totpCode,
        request.body.recoveryCode,
      ),
  );

  app.get(
    '/auth/email-status',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Se o servidor envia e-mails', response: { 200: mailStatusSchema } },
    },
    async () => ({ configured: app.mailer.configured && Boolean(app.config.APP_URL) }),
  );

  app.post(
    '/auth/forgot-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Esqueci minha senha: envia um link de redefinição (a mesma resposta para qualquer e-mail)',
        body: forgotPasswordSchema,
        response: { 202: messageResponseSchema },
      },
    },
    async (request, reply) => {
      await requestPasswordReset(
        {
          db: app.db,
          now: app.clock(),
          ip: request.ip,
          mailer: app.mailer,
          appUrl: app.config.APP_URL,
          limit: app.config.PASSWORD_RESET_RATE_LIMIT,
          onSendError: (error) =>
            request.log.warn({ code: (error as { code?: string }).code }, 'e-mail de redefinição não enviado'),
        },
        request.body.email,
      );
      return reply.status(202).send({ message: RECOVERY_MSG.resetSent });
    },
  );

  app.post(
    '/auth/reset-password',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary: 'Criar nova senha com o link recebido (encerra todas as sessões do usuário)',
        body: resetPasswordSchema,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resetPassword(app.db, request.body.token, request.body.password, app.clock());
      return { message: RECOVERY_MSG.resetDone };
    },
  );

  app.post(
    '/auth/register',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Criar conta e empresa', body: registerSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) => reply.status(201).send(await register(contextOf(app, request), request.body)),
  );

  app.get(
    '/auth/me',
    { schema: { tags, summary: 'Usuário da sessão', response: { 200: z.object({ user: userSchema }) } } },
    async (request) => ({ user: authOf(request).user }),
  );

  app.post('/auth/logout', { schema: { tags, summary: 'Sair (encerra a sessão)' } }, async (request, reply) => {
    await logout(app.db, authOf(request), app.clock());
    return reply.status(204).send();
  });
});
