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
import { dataOf, idParams } from '../../lib/schemas.js';
import { actorOf, authOf } from '../../plugins/auth.js';
import { routePlugin } from '../../plugins/routes.js';
import { suggestionsFor } from './line-suggestions.js';
import * as service from './reconciliation.service.js';
import { reconciliationOfMonth } from './summary.js';

export const reconciliationRoutes = routePlugin(['Conciliação'], (app, tags) => {
  const line = { 200: dataOf(bankLineSchema) };
  const created = { 201: dataOf(bankLineSchema) };

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

  app.post(
    '/bank-lines/:id/match',
    {
      schema: {
        tags,
        summary:
          'Conciliar: a soma dos lançamentos deve ser a da linha, ao centavo; com `tarifa`, a diferença vira uma despesa de tarifa. 409 se a linha não está pendente ou um lançamento já está conciliado com outra',
        params: idParams,
        body: bankMatchInputSchema,
        response: line,
      },
    },
    async (request) => ({ data: await service.matchLine(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.delete(
    '/bank-lines/:id/match',
    {
      schema: {
        tags,
        summary:
          'Desfazer a conciliação (os lançamentos ficam; a linha, e as conciliadas junto com ela, voltam a pendentes)',
        params: idParams,
        response: line,
      },
    },
    async (request) => ({ data: await service.unmatchLine(app.db, actorOf(request), request.params.id) }),
  );

  app.post(
    '/bank-lines/:id/expense',
    {
      schema: {
        tags,
        summary:
          'Criar a despesa de uma linha de débito (valor, data e conta da linha) e conciliar; com `linha_ids`, uma despesa da soma de várias linhas de débito da mesma conta (N:1), na data da última',
        params: idParams,
        body: bankExpenseInputSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.expenseFromLine(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/bank-lines/:id/payment',
    {
      schema: {
        tags,
        summary: 'Criar o recebimento (entrada confirmada) de uma linha de crédito e conciliar',
        params: idParams,
        body: bankPaymentInputSchema,
        response: created,
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.paymentFromLine(app.db, actorOf(request), request.params.id, request.body) }),
  );

  app.post(
    '/bank-lines/:id/ignore',
    {
      schema: {
        tags,
        summary: 'Ignorar a linha, com o motivo',
        params: idParams,
        body: bankIgnoreInputSchema,
        response: line,
      },
    },
    async (request) => ({
      data: await service.ignoreLine(app.db, actorOf(request), request.params.id, request.body.motivo),
    }),
  );

  app.delete(
    '/bank-lines/:id/ignore',
    { schema: { tags, summary: 'Deixar de ignorar a linha (volta a pendente)', params: idParams, response: line } },
    async (request) => ({ data: await service.unignoreLine(app.db, actorOf(request), request.params.id) }),
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
    async (request) => reconciliationOfMonth(app.db, authOf(request).tenantId, request.params.month),
  );
});
