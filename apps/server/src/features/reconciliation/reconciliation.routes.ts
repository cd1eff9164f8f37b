import {
  bankExpenseInputSchema,
  bankIgnoreInputSchema,
  bankLineListSchema,
  bankLineQuerySchema,
  bankLineSchema,
  bankMatchInputSchema,
  bankPaymentInputSchema,
  bankSuggestionListSchema,
  bankSuggestionQuerySchema,
  monthParams,
  monthReconciliationSchema,
} from '@livro-caixa/domain';
import { readTogether } from '../../db/read-together.js';
import { idParams } from '../../lib/schemas.js';
import { authOf } from '../../plugins/auth.js';
import { routePlugin, rowRoutes } from '../../plugins/routes.js';
import { suggestionsFor } from './line-suggestions.js';
import * as service from './reconciliation.service.js';
import { reconciliationOfMonth } from './summary.js';

export const reconciliationRoutes = routePlugin(['Conciliação'], (app, tags) => {
  app.get(
    '/bank-lines',
    {
      schema: {
        tags,
        summary: 'Linhas dos extratos (filtros: conta, período, situação), as mais recentes primeiro',
        querystring: bankLineQuerySchema,
        response: { 200: bankLineListSchema },
      },
    },
    async (request) => service.listBankLines(app.db, authOf(request).tenantId, request.query),
  );

  app.get(
    '/bank-lines/:id/suggestions',
    {
      schema: {
        tags,
        summary:
          'Sugestões de conciliação da linha, com as evidências (mesmo valor, dias, palavras da descrição); vazias se ela não está pendente. Com `linhas=2,3`: os lançamentos cujo valor é exatamente a soma desta linha e daquelas (N:1)',
        params: idParams,
        querystring: bankSuggestionQuerySchema,
        response: { 200: bankSuggestionListSchema },
      },
    },
    async (request) => ({
      data: await suggestionsFor(app.db, authOf(request).tenantId, request.params.id, request.query.linhas),
    }),
  );

  // What is done to one line: each answers the line as the action left it.
  const lines = rowRoutes(app, '/bank-lines', tags, bankLineSchema);
  lines.action(
    'match',
    'Conciliar: a soma dos lançamentos deve ser a da linha, ao centavo; com `tarifa`, a diferença vira uma despesa de tarifa. 409 se a linha não está pendente ou um lançamento já está conciliado com outra',
    bankMatchInputSchema,
    (actor, id, input) => service.matchLine(app.db, actor, id, input),
  );

  lines.undo(
    'match',
    'Desfazer a conciliação (os lançamentos ficam; a linha, e as conciliadas junto com ela, voltam a pendentes)',
    (actor, id) => service.unmatchLine(app.db, actor, id),
  );

  lines.action(
    'expense',
    'Criar a despesa de uma linha de débito (valor, data e conta da linha) e conciliar; com `linha_ids`, uma despesa da soma de várias linhas de débito da mesma conta (N:1), na data da última',
    bankExpenseInputSchema,
    (actor, id, input) => service.expenseFromLine(app.db, actor, id, input),
    201,
  );

  lines.action(
    'payment',
    'Criar o recebimento (entrada confirmada) de uma linha de crédito e conciliar',
    bankPaymentInputSchema,
    (actor, id, input) => service.paymentFromLine(app.db, actor, id, input),
    201,
  );

  lines.action('ignore', 'Ignorar a linha, com o motivo', bankIgnoreInputSchema, (actor, id, input) =>
    service.ignoreLine(app.db, actor, id, input.motivo),
  );

  lines.undo('ignore', 'Deixar de ignorar a linha (volta a pendente)', (actor, id) =>
    service.unignoreLine(app.db, actor, id),
  );

  app.get(
    '/reconciliation/:month',
    {
      schema: {
        tags,
        summary: 'O mês por conta (AAAA-MM): extrato × livro, linhas conciliadas e pendentes, e a diferença em R$',
        params: monthParams,
        response: { 200: monthReconciliationSchema },
      },
    },
    // Its reads go together on PostgreSQL (ADR 063).
    async (request) =>
      readTogether(app.db, (db) => reconciliationOfMonth(db, authOf(request).tenantId, request.params.month)),
  );
});
