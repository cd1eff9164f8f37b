import {
  attendantCommissionSchema,
  attendantInputSchema,
  attendantListSchema,
  attendantQuerySchema,
  attendantSchema,
  attendantUpdateSchema,
  listResponse,
  pageQuery,
} from '@livro-caixa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParams } from '../../lib/schemas.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import * as service from './attendants.service.js';

export async function attendantsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Atendentes'];

  app.get(
    '/attendants',
    {
      schema: {
        tags,
        summary: 'Listar atendentes',
        querystring: attendantQuerySchema,
        response: { 200: attendantListSchema },
      },
    },
    async (request) => {
      const auth = authOf(request);
      return service.listAttendants(app.db, auth.tenantId, request.query, auth.preferences.timeZone);
    },
  );

  app.get(
    '/attendants/:id',
    { schema: { tags, summary: 'Um atendente', params: idParams, response: { 200: dataOf(attendantSchema) } } },
    async (request) => ({ data: await service.getAttendant(app.db, authOf(request).tenantId, request.params.id) }),
  );

  app.get(
    '/attendants/:id/commissions',
    {
      schema: {
        tags,
        summary: 'Comissões do atendente (entradas confirmadas)',
        params: idParams,
        querystring: z.strictObject(pageQuery),
        response: { 200: listResponse(attendantCommissionSchema) },
      },
    },
    async (request) =>
      service.listCommissions(
        app.db,
        authOf(request).tenantId,
        request.params.id,
        request.query.page,
        request.query.limit,
      ),
  );

  app.post(
    '/attendants',
    {
      schema: {
        tags,
        summary: 'Criar atendente',
        body: attendantInputSchema,
        response: { 201: dataOf(attendantSchema) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createAttendant(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/attendants/:id',
    {
      schema: {
        tags,
        summary: 'Alterar atendente (ou só { ativo })',
        params: idParams,
        body: attendantUpdateSchema,
        response: { 200: dataOf(attendantSchema) },
      },
    },
    async (request) => ({
      data: await service.updateAttendant(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/attendants/:id',
    { schema: { tags, summary: 'Excluir atendente sem pagamentos', params: idParams } },
    async (request, reply) => {
      await service.deleteAttendant(app.db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
