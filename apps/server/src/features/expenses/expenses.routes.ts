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
import { dataOf, idempotencyHeaders } from '../../lib/schemas.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import { rowRoutes, sendAttachment } from '../../plugins/routes.js';
import { expensesCsv } from './expenses.export.js';
import * as service from './expenses.service.js';

export async function expensesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Despesas'];

  const expenses = rowRoutes(app, '/expenses', tags, expenseSchema);
  expenses.list('Listar despesas', expenseQuerySchema, expenseListSchema, (query, auth) =>
    service.listExpenses(app.db, auth.tenantId, query),
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
      return sendAttachment(reply, 'text/csv; charset=utf-8', name, stream);
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

  expenses.update('Alterar despesa', expenseUpdateSchema, (actor, id, input) =>
    service.updateExpense(app.db, actor, id, input),
  );
  expenses.remove('Excluir despesa', (actor, id) => service.deleteExpense(app.db, actor, id));
}
