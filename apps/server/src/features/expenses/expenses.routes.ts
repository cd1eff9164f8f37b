import {
  expenseExportQuerySchema,
  expenseInputSchema,
  expenseListSchema,
  expenseQuerySchema,
  expenseSchema,
  expenseStatsQuerySchema,
  expenseStatsSchema,
  expenseUpdateSchema,
} from '@livro-caixa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { dataOf, idempotencyHeaders, idParams } from '../../lib/schemas.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import { expensesCsv } from './expenses.export.js';
import * as service from './expenses.service.js';

export async function expensesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Despesas'];

  app.get(
    '/expenses',
    {
      schema: {
        tags,
        summary: 'Listar despesas',
        querystring: expenseQuerySchema,
        response: { 200: expenseListSchema },
      },
    },
    async (request) => service.listExpenses(app.db, authOf(request).tenantId, request.query),
  );

  app.get(
    '/expenses/export',
    {
      schema: {
        tags,
        summary: 'Exportar despesas em CSV, linha a linha (os filtros da lista, sem paginação)',
        querystring: expenseExportQuerySchema,
      },
    },
    async (request, reply) => {
      const { name, stream } = expensesCsv(app.db, authOf(request).tenantId, request.query);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .send(stream);
    },
  );

  app.get(
    '/expenses/stats',
    {
      schema: {
        tags,
        summary: 'Totais e categorias',
        querystring: expenseStatsQuerySchema,
        response: { 200: expenseStatsSchema },
      },
    },
    async (request) => service.expenseStats(app.db, authOf(request).tenantId, request.query),
  );

  app.post(
    '/expenses',
    {
      schema: {
        tags,
        summary: 'Lançar despesa (aceita Idempotency-Key)',
        headers: idempotencyHeaders,
        body: expenseInputSchema,
        response: { 201: dataOf(expenseSchema) },
      },
    },
    async (request, reply) => {
      const result = await service.createExpense(
        app.db,
        actorOf(request),
        request.body,
        request.headers['idempotency-key'],
      );
      return reply.status(201).send(result.body);
    },
  );

  app.put(
    '/expenses/:id',
    {
      schema: {
        tags,
        summary: 'Alterar despesa',
        params: idParams,
        body: expenseUpdateSchema,
        response: { 200: dataOf(expenseSchema) },
      },
    },
    async (request) => ({
      data: await service.updateExpense(app.db, actorOf(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/expenses/:id',
    { schema: { tags, summary: 'Excluir despesa', params: idParams } },
    async (request, reply) => {
      await service.deleteExpense(app.db, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
}
