import { closingSchema, monthParams } from '@livro-caixa/domain';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../plugins/auth.js';
import { closingPdf } from './closings.pdf.js';
import { closeMonth, getClosing, reopenMonth } from './closings.service.js';

export async function closingsRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const tags = ['Fechamento'];

  app.get(
    '/closings/:month',
    { schema: { tags, summary: 'Fechamento do mês (AAAA-MM)', params: monthParams, response: { 200: closingSchema } } },
    async (request) => {
      const actor = actorOf(request);
      return getClosing(app.db, actor.tenantId, request.params.month, actor.now);
    },
  );

  app.get(
    '/closings/:month/pdf',
    { schema: { tags, summary: 'Fechamento do mês em PDF', params: monthParams } },
    async (request, reply) => {
      const actor = actorOf(request);
      const closing = await getClosing(app.db, actor.tenantId, request.params.month, actor.now);
      const pdf = await closingPdf(closing, actor.now);
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="fechamento-${closing.month}.pdf"`)
        .send(pdf);
    },
  );

  app.post(
    '/closings/:month/close',
    {
      schema: {
        tags,
        summary: 'Fechar o mês (congela os valores e bloqueia lançamentos)',
        params: monthParams,
        response: { 200: closingSchema },
      },
    },
    async (request) => closeMonth(app.db, actorOf(request), request.params.month),
  );

  app.post(
    '/closings/:month/reopen',
    {
      config: { access: 'admin' },
      schema: {
        tags,
        summary: 'Reabrir o mês (administradores)',
        params: monthParams,
        response: { 200: closingSchema },
      },
    },
    async (request) => reopenMonth(app.db, actorOf(request), request.params.month),
  );
}
