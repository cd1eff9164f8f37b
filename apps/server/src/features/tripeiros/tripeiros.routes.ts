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
import { z } from 'zod';
import { readTogether } from '../../db/read-together.js';
import { dataOf, idParam, idParams } from '../../lib/schemas.js';
import { actorOf } from '../../plugins/auth.js';
import { routePlugin, rowRoutes } from '../../plugins/routes.js';
import * as service from './tripeiros.service.js';

const accountParams = idParams.extend({ accountId: idParam });
const tripeiroDetailSchema = tripeiroSchema.extend({
  accounts: z.array(accountSchema),
  transacoes_recentes: z.array(paymentSchema),
});

export const tripeirosRoutes = routePlugin(['Tripeiros'], (app, tags) => {
  const tripeiros = rowRoutes(app, '/tripeiros', tags, tripeiroSchema);
  tripeiros.list('Listar tripeiros', tripeiroQuerySchema, tripeiroListSchema, (query, auth) =>
    // The page and its count: one round trip on PostgreSQL (ADR 063).
    readTogether(app.db, (db) => service.listTripeiros(db, auth.tenantId, query)),
  );

  // The one tripeiro comes with its accounts and latest payments; the writes answer the tripeiro alone.
  rowRoutes(app, '/tripeiros', tags, tripeiroDetailSchema).get(
    'Tripeiro com contas e pagamentos recentes',
    (tenantId, id) => service.getTripeiro(app.db, tenantId, id),
  );
  tripeiros.create('Criar tripeiro', tripeiroInputSchema, (actor, input) =>
    service.createTripeiro(app.db, actor, input),
  );
  tripeiros.update('Alterar tripeiro (ou só { ativo })', tripeiroUpdateSchema, (actor, id, input) =>
    service.updateTripeiro(app.db, actor, id, input),
  );
  tripeiros.remove('Excluir tripeiro sem pagamentos', (actor, id) => service.deleteTripeiro(app.db, actor, id));

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
});
