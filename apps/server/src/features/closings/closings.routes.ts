import { closingListSchema, closingSchema, monthParams } from '@livro-caixa/domain';
import { readTogether } from '../../db/read-together.js';
import { actorOf, todayOf } from '../../plugins/auth.js';
import { routePlugin, sendPdf } from '../../plugins/routes.js';
import { closingPdf } from './closings.pdf.js';
import { closeMonth, getClosing, getClosingInCentavos, listClosings, reopenMonth } from './closings.service.js';

export const closingsRoutes = routePlugin(['Fechamento'], (app, tags) => {
  app.get(
    '/closings',
    {
      schema: {
        tags,
        summary: 'Meses fechados ou reabertos da empresa (o mais recente primeiro)',
        response: { 200: closingListSchema },
      },
    },
    async (request) => ({ data: await listClosings(app.db, actorOf(request).tenantId) }),
  );

  app.get(
    '/closings/:month',
    { schema: { tags, summary: 'Fechamento do mês (AAAA-MM)', params: monthParams, response: { 200: closingSchema } } },
    async (request) => {
      const actor = actorOf(request);
      // Its reads go together on PostgreSQL (ADR 063).
      return readTogether(app.db, (db) => getClosing(db, actor.tenantId, request.params.month, actor.now));
    },
  );

  app.get(
    '/closings/:month/pdf',
    { schema: { tags, summary: 'Fechamento do mês em PDF', params: monthParams } },
    async (request, reply) => {
      const actor = actorOf(request);
      const closing = await readTogether(app.db, (db) =>
        getClosingInCentavos(db, actor.tenantId, request.params.month, actor.now),
      );
      const pdf = await closingPdf(closing, actor.now);
      return sendPdf(reply, `fechamento-${closing.month}.pdf`, pdf);
    },
  );

  app.post(
    '/closings/:month/close',
    {
      schema: {
        tags,
        summary: 'Fechar o mês (só depois que ele termina; congela os valores e bloqueia lançamentos)',
        params: monthParams,
        response: { 200: closingSchema },
      },
    },
    async (request) => closeMonth(app.db, actorOf(request), request.params.month, todayOf(request)),
  );

  app.post(
    '/closings/:month/reopen',
    {
      schema: {
        tags,
        summary: 'Reabrir o mês (os usuários da empresa; fica registrado quem e quando)',
        params: monthParams,
        response: { 200: closingSchema },
      },
    },
    async (request) => reopenMonth(app.db, actorOf(request), request.params.month),
  );
});
