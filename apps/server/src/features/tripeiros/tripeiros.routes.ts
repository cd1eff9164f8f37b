import {
  accountInputSchema,
  accountSchema,
  accountUpdateSchema,
  paymentSchema,
  tripeiroInputSchema,
  tripeiroListSchema,
  tripeiroQuerySchema,
  tripeiroSchema,
  tripeiroUpdateSchema,
} from '@livro-caixa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { dataOf, idParam, idParams } from '../../lib/schemas.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import * as service from './tripeiros.service.js';

const accountParams = idParams.extend({ accountId: idParam });
const tripeiroDetailSchema = tripeiroSchema.extend({
  accounts: z.array(accountSchema),
  transacoes_recentes: z.array(paymentSchema),
});

export async function tripeirosRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Tripeiros'];

  app.get(
    '/tripeiros',
    {
      schema: {
        tags,
        summary: 'Listar tripeiros',
        querystring: tripeiroQuerySchema,
        response: { 200: tripeiroListSchema },
      },
    },
    async (request) => service.listTripeiros(app.db, authOf(request).tenantId, request.query),
  );

  app.get(
    '/tripeiros/:id',
    {
      schema: {
        tags,
        summary: 'Tripeiro com contas e pagamentos recentes',
        params: idParams,
        response: { 200: dataOf(tripeiroDetailSchema) },
      },
    },
    async (request) => ({ data: await service.getTripeiro(app.db, authOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/tripeiros',
    {
      schema: { tags, summary: 'Criar tripeiro', body: tripeiroInputSchema, response: { 201: dataOf(tripeiroSchema) } },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await service.createTripeiro(app.db, actorOf(request), request.body) }),
  );

  app.put(
    '/tripeiros/:id',
    {
      schema: {
        tags,
        summary: 'Alterar tripeiro (ou só { ativo })',
        params: idParams,
        body: tripeiroUpdateSchema,
        response: { 200: dataOf(tripeiroSchema) },
      },
    },
    async (request) => ({
      data: await service.updateTripeiro(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/tripeiros/:id',
    { schema: { tags, summary: 'Excluir tripeiro sem pagamentos', params: idParams } },
    async (request, reply) => {
      await service.deleteTripeiro(app.db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/tripeiros/:id/accounts',
    {
      schema: {
        tags,
        summary: 'Adicionar conta',
        params: idParams,
        body: accountInputSchema,
        response: { 201: dataOf(accountSchema) },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.addAccount(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.put(
    '/tripeiros/:id/accounts/:accountId',
    {
      schema: {
        tags,
        summary: 'Alterar conta (ou só { ativa })',
        params: accountParams,
        body: accountUpdateSchema,
        response: { 200: dataOf(accountSchema) },
      },
    },
    async (request) => ({
      data: await service.updateAccount(
        app.db,
        actorOf(request),
        request.params.id,
        request.params.accountId,
        request.body,
      ),
    }),
  );

  app.delete(
    '/tripeiros/:id/accounts/:accountId',
    { schema: { tags, summary: 'Excluir conta', params: accountParams } },
    async (request, reply) => {
      await service.deleteAccount(app.db, actorOf(request), request.params.id, request.params.accountId);
      return reply.status(204).send();
    },
  );
}
