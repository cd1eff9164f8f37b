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
import { authOf } from '../../plugins/auth.js';
import { routePlugin, rowRoutes } from '../../plugins/routes.js';
import { expensesCsv } from './expenses.export.js';
import * as service from './expenses.service.js';

export const expensesRoutes = routePlugin(['Despesas'], (app, tags) => {
  const expenses = rowRoutes(app, '/expenses', tags, expenseSchema);
  expenses.list('Listar despesas', expenseQuerySchema, expenseListSchema, (query, auth) =>
    service.listExpenses(app.db, auth.tenantId, query),
  );

  expenses.csv(
    'Exportar despesas em CSV, linha a linha (os filtros da lista, sem paginação)',
    expenseExportQuerySchema,
    (tenantId, query) => expensesCsv(app.db, tenantId, query),
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

  expenses.createOnce('Lançar despesa (aceita Idempotency-Key)', expenseInputSchema, (actor, input, key) =>
    service.createExpense(app.db, actor, input, key),
  );

  expenses.update('Alterar despesa', expenseUpdateSchema, (actor, id, input) =>
    service.updateExpense(app.db, actor, id, input),
  );
  expenses.remove('Excluir despesa', (actor, id) => service.deleteExpense(app.db, actor, id));
});
