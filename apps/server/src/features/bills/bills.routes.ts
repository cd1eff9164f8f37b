import {
  billInputSchema,
  billListQuerySchema,
  billListSchema,
  billPaySchema,
  billSchema,
  billsOverviewSchema,
  receivableInputSchema,
  receiveSchema,
} from '@livro-caixa/domain';
import { z } from 'zod';
import { idempotencyHeaders, idParams } from '../../lib/schemas.js';
import { actorOf, authOf, todayOf } from '../../plugins/auth.js';
import { routePlugin } from '../../plugins/routes.js';
import * as service from './bills.service.js';

/** Contas a pagar e a receber (issue 22 §1–§2; docs/product-rules.md "Bills and receivables"). */
export const billsRoutes = routePlugin(['Contas a pagar e receber'], (app, tags) => {
  const one = z.object({ data: billSchema });
  const many = billListSchema;
  const emptyBody = z.strictObject({}).optional();

  app.get(
    '/bills/overview',
    {
      schema: {
        tags,
        summary: 'Contas vencidas, que vencem hoje e nos próximos dias (a pagar e a receber), para o painel',
        response: { 200: z.object({ data: billsOverviewSchema }) },
      },
    },
    async (request) => ({ data: await service.overview(app.db, authOf(request).tenantId, todayOf(request)) }),
  );

  for (const [path, kind, what] of [
    ['/bills', 'pagar', 'contas a pagar'],
    ['/receivables', 'receber', 'contas a receber'],
  ] as const) {
    app.get(
      path,
      {
        schema: {
          tags,
          summary: `Listar ${what} por vencimento, as vencidas primeiro (?month=AAAA-MM, ?status=, ?numero=)`,
          querystring: billListQuerySchema,
          response: { 200: many },
        },
      },
      async (request) => service.list(app.db, kind, authOf(request).tenantId, todayOf(request), request.query),
    );
  }

  app.post(
    '/bills',
    {
      schema: {
        tags,
        summary: 'Lançar conta a pagar, em uma ou mais parcelas mensais (aceita Idempotency-Key)',
        headers: idempotencyHeaders,
        body: billInputSchema,
        response: { 201: many },
      },
    },
    async (request, reply) => {
      const key = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
      const result = await service.createBills(app.db, actorOf(request), todayOf(request), request.body, key);
      return reply.status(201).send(result.body);
    },
  );

  app.post(
    '/receivables',
    {
      schema: {
        tags,
        summary: 'Lançar conta a receber (entradas pendentes com vencimento), em uma ou mais parcelas',
        headers: idempotencyHeaders,
        body: receivableInputSchema,
        response: { 201: many },
      },
    },
    async (request, reply) => {
      const key = (request.headers as { 'idempotency-key'?: string })['idempotency-key'];
      const result = await service.createReceivables(app.db, actorOf(request), todayOf(request), request.body, key);
      return reply.status(201).send(result.body);
    },
  );

  app.post(
    '/bills/:id/pay',
    {
      schema: {
        tags,
        summary: 'Pagar uma conta (baixa): data, conta, forma e valor pago; a diferença vira juros ou desconto',
        params: idParams,
        body: billPaySchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await service.pay(app.db, actorOf(request), todayOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/bills/:id/undo',
    {
      schema: {
        tags,
        summary: 'Estornar o pagamento de uma conta: volta a ser a pagar, sem juros nem desconto',
        params: idParams,
        body: emptyBody,
        response: { 200: one },
      },
    },
    async (request) => ({ data: await service.undo(app.db, actorOf(request), todayOf(request), request.params.id) }),
  );

  app.post(
    '/receivables/:id/receive',
    {
      schema: {
        tags,
        summary: 'Receber uma conta a receber: confirma a entrada na data do recebimento',
        params: idParams,
        body: receiveSchema,
        response: { 200: one },
      },
    },
    async (request) => ({
      data: await service.receive(app.db, actorOf(request), todayOf(request), request.params.id, request.body),
    }),
  );
});
