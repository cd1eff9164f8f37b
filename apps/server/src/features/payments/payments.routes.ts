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
import { dataOf, idempotencyHeaders } from '../../lib/schemas.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import { rowRoutes, sendAttachment } from '../../plugins/routes.js';
import { paymentsCsv } from './payments.export.js';
import * as service from './payments.service.js';

export async function paymentsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Pagamentos'];

  const payments = rowRoutes(app, '/payments', tags, paymentSchema);
  payments.list('Listar pagamentos', paymentQuerySchema, paymentListSchema, (query, auth) =>
    service.listPayments(app.db, auth.tenantId, query),
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
      return sendAttachment(reply, 'text/csv; charset=utf-8', name, stream);
    },
  );

  payments.get('Um pagamento', (tenantId, id) => service.getPayment(app.db, tenantId, id));

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

  payments.update('Alterar pagamento', paymentUpdateSchema, (actor, id, input) =>
    service.updatePayment(app.db, actor, id, input),
  );
  payments.remove('Excluir pagamento', (actor, id) => service.deletePayment(app.db, actor, id));
}
