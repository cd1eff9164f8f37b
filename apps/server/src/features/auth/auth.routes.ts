import { authResponseSchema, loginSchema, registerSchema, userSchema } from '@livro-caixa/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authOf } from '../../plugins/auth.js';
import { type AuthContext, login, logout, register } from './auth.service.js';

function contextOf(app: FastifyInstance, request: FastifyRequest): AuthContext {
  return {
    db: app.db,
    now: app.clock(),
    ip: request.ip,
    userAgent: request.headers['user-agent'] ?? null,
    limits: { login: app.config.LOGIN_RATE_LIMIT, register: app.config.REGISTER_RATE_LIMIT },
  };
}

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Autenticação'];

  app.post(
    '/auth/login',
    {
      config: { access: 'public' },
      schema: { tags, summary: 'Entrar', body: loginSchema, response: { 200: authResponseSchema } },
    },
    async (request) => login(contextOf(app, request), request.body.email, request.body.password, request.body.totpCode),
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
}
