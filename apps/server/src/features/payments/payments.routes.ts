import {
  paymentExportQuerySchema,
  paymentInputSchema,
  paymentListSchema,
  paymentQuerySchema,
  paymentSchema,
  paymentUpdateSchema,
} from '@livro-caixa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idempotencyHeaders, idParams } from '../../lib/schemas.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import { paymentsCsv } from './payments.export.js';
import * as service from './payments.service.js';

export async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Pagamentos'];

  app.get(
    '/payments',
    {
      schema: {
        tags,
        summary: 'Listar pagamentos',
        querystring: paymentQuerySchema,
        response: { 200: paymentListSchema },
      },
    },
    async (request) => service.listPayments(app.db, authOf(request).tenantId, request.query),
  );

  app.get(
    '/payments/export',
    {
      schema: {
        tags,
        summary: 'Exportar pagamentos em CSV, linha a linha (os filtros da lista, sem paginação)',
        querystring: paymentExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { name, stream } = paymentsCsv(app.db, authOf(request).tenantId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(stream);
    },
  );

  app.get(
    '/payments/:id',
    { schema: { tags, summary: 'Um pagamento', params: idParams, response: { 200: dataOf(paymentSchema) } } },
    async (request) => ({ data: await service.getPayment(app.db, authOf(request).tenantId, request.params.id) }),
  );

  app.post(
    '/payments',
    {
      schema: {
        tags,
        summary: 'Registrar pagamento (aceita Idempotency-Key)',
        headers: idempotencyHeaders,
        body: paymentInputSchema,
        response: { 201: dataOf(paymentSchema) },
      },
    },
    async (request, reply) => {
      const result = await service.createPayment(
        app.db,
        actorOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(201).send(result.body);
    },
  );

  app.put(
    '/payments/:id',
    {
      schema: {
        tags,
        summary: 'Alterar pagamento',
        params: idParams,
        body: paymentUpdateSchema,
        response: { 200: dataOf(paymentSchema) },
      },
    },
    async (request) => ({
      data: await service.updatePayment(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/payments/:id',
    { schema: { tags, summary: 'Excluir pagamento', params: idParams } },
    async (request, reply) => {
      await service.deletePayment(app.db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
