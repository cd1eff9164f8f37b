import {
  recurringBillDetailSchema,
  recurringBillInputSchema,
  recurringBillListSchema,
  recurringBillUpdateSchema,
} from '@livro-caixa/domain';
import { dataOf, idParams } from '../../lib/schemas.js';
import { actorOf, authOf, todayOf } from '../../plugins/auth.js';
import { routePlugin } from '../../plugins/routes.js';
import * as service from './recurring-bills.service.js';

/**
 * Recurring bills (issue 22 §1, ADR 051): templates that make ordinary bills ahead. "Today" (the
 * next occurrence, how far ahead to generate, which bills an edit reaches) is the user's.
 */
export const recurringBillsRoutes = routePlugin(['Contas recorrentes'], (app, tags) => {
  const detail = dataOf(recurringBillDetailSchema);

  app.get(
    '/recurring-bills',
    {
      schema: { tags, summary: 'Modelos de contas recorrentes da empresa', response: { 200: recurringBillListSchema } },
    },
    async (request) => service.listTemplates(app.db, authOf(request).tenantId, todayOf(request)),
  );
  app.get(
    '/recurring-bills/:id',
    {
      schema: {
        tags,
        summary: 'Modelo de conta recorrente, com as contas que ele gerou',
        params: idParams,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await service.getTemplate(app.db, authOf(request).tenantId, request.params.id, todayOf(request)),
    }),
  );
  app.post(
    '/recurring-bills',
    {
      schema: {
        tags,
        summary:
          'Criar modelo (mensal no dia N, semanal ou anual; fim opcional): gera as contas a pagar dos próximos 3 meses',
        body: recurringBillInputSchema,
        response: { 201: detail },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await service.createTemplate(app.db, actorOf(request), request.body, todayOf(request)) }),
  );
  app.put(
    '/recurring-bills/:id',
    {
      schema: {
        tags,
        summary:
          "Alterar: escopo 'so_esta' muda só a conta de `ocorrencia`; 'esta_e_proximas' muda o modelo e as contas a pagar a partir de `ocorrencia` (ou de hoje). Contas pagas nunca mudam",
        params: idParams,
        body: recurringBillUpdateSchema,
        response: { 200: detail },
      },
    },
    async (request) => ({
      data: await service.updateTemplate(app.db, actorOf(request), request.params.id, request.body, todayOf(request)),
    }),
  );
  app.delete(
    '/recurring-bills/:id',
    {
      schema: {
        tags,
        summary: 'Excluir modelo: as contas a pagar que vencem depois de hoje saem; as pagas e as já vencidas ficam',
        params: idParams,
      },
    },
    async (request, reply) => {
      await service.deleteTemplate(app.db, actorOf(request), request.params.id, todayOf(request));
      return reply.status(204).send();
    },
  );
});
