import {
  adminDashboardSchema,
  adminPeriodQuerySchema,
  adminTenantListSchema,
  adminTenantSchema,
  adminTenantUpdateSchema,
  adminUserCreateSchema,
  adminUserListSchema,
  adminUsersQuerySchema,
  adminUserUpdateSchema,
  closingListSchema,
  closingSchema,
  monthParams,
  userMetricsSchema,
  userSchema,
} from '@livro-caixa/domain';
import type { FastifyRequest } from 'fastify';
import { dataOf, idParams } from '../../lib/schemas.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import { routePlugin } from '../../plugins/routes.js';
import { listTenantClosings, reopenMonth } from '../closings/index.js';
import * as service from './admin.service.js';

/** The admin's identity, time and session: what the user-changing services need. */
function adminOf(request: FastifyRequest): service.AdminActor {
  return { ...actorOf(request), sessionId: authOf(request).sessionId };
}

/** Platform administration (/api/admin/*): every route is for role admin only (docs/product-rules.md). */
export const adminRoutes = routePlugin(['Administração'], (app, tags) => {
  const config = { access: 'admin' as const };

  app.get(
    '/admin/dashboard',
    {
      config,
      schema: {
        tags,
        summary: 'Painel da plataforma (todas as empresas; sem datas = todo o período)',
        querystring: adminPeriodQuerySchema,
        response: { 200: adminDashboardSchema },
      },
    },
    async (request) => service.dashboard(app.db, request.query),
  );

  app.get(
    '/admin/users',
    {
      config,
      schema: {
        tags,
        summary: 'Usuários de todas as empresas',
        querystring: adminUsersQuerySchema,
        response: { 200: adminUserListSchema },
      },
    },
    async (request) => service.listUsers(app.db, request.query),
  );

  app.post(
    '/admin/users',
    {
      config,
      schema: { tags, summary: 'Criar usuário', body: adminUserCreateSchema, response: { 201: dataOf(userSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createUser(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/admin/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Alterar usuário (senha em branco mantém a atual)',
        params: idParams,
        body: adminUserUpdateSchema,
        response: { 200: dataOf(userSchema) },
      },
    },
    async (request) => ({
      data: await service.updateUser(app.db, adminOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/admin/users/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Desativar usuário (encerra as sessões dele)',
        params: idParams,
        response: { 200: dataOf(userSchema) },
      },
    },
    async (request) => ({ data: await service.deactivateUser(app.db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/admin/users/:id/toggle-status',
    {
      config,
      schema: {
        tags,
        summary: 'Ativar ou desativar usuário',
        params: idParams,
        response: { 200: dataOf(userSchema) },
      },
    },
    async (request) => ({ data: await service.toggleUserStatus(app.db, actorOf(request), request.params.id) }),
  );

  app.get(
    '/admin/users/:id/metrics',
    {
      config,
      schema: {
        tags,
        summary: 'Números da empresa do usuário no período (sem datas = todo o período)',
        params: idParams,
        querystring: adminPeriodQuerySchema,
        response: { 200: userMetricsSchema },
      },
    },
    async (request) => service.userMetrics(app.db, request.params.id, request.query),
  );

  app.get(
    '/admin/tenants',
    { config, schema: { tags, summary: 'Empresas', response: { 200: adminTenantListSchema } } },
    async () => service.listTenants(app.db),
  );

  app.put(
    '/admin/tenants/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Alterar empresa (nome, tipo, CNPJ)',
        params: idParams,
        body: adminTenantUpdateSchema,
        response: { 200: dataOf(adminTenantSchema) },
      },
    },
    async (request) => ({
      data: await service.updateTenant(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.get(
    '/admin/tenants/:id/closings',
    {
      config,
      schema: {
        tags,
        summary: 'Meses fechados ou reabertos de uma empresa (o mais recente primeiro)',
        params: idParams,
        response: { 200: closingListSchema },
      },
    },
    async (request) => ({ data: await listTenantClosings(app.db, request.params.id) }),
  );

  app.post(
    '/admin/tenants/:id/closings/:month/reopen',
    {
      config,
      schema: {
        tags,
        summary: 'Reabrir um mês fechado de qualquer empresa (fica registrado no log da empresa)',
        params: idParams.extend(monthParams.shape),
        response: { 200: closingSchema },
      },
    },
    async (request) => reopenMonth(app.db, actorOf(request), request.params.month, request.params.id),
  );
});
