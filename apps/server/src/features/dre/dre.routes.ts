import { dreQuerySchema, dreSchema } from '@livro-caixa/domain';
import { readTogether } from '../../db/read-together.js';
import { actorOf } from '../../plugins/auth.js';
import { routePlugin, sendAttachment, sendPdf } from '../../plugins/routes.js';
import { dreFileName, dreToCsv } from './dre.csv.js';
import { drePdf } from './dre.pdf.js';
import { companyOf, dreInCentavos, dreInReais } from './dre.service.js';

/** GET /reports/dre (JSON), /reports/dre/pdf and /reports/dre/csv: the same DRE (ADR 052). */
export const dreRoutes = routePlugin(['Relatórios'], (app, tags) => {
  const querystring = dreQuerySchema;

  app.get(
    '/reports/dre',
    {
      schema: {
        tags,
        summary:
          'DRE (demonstrativo de resultado) do período, por competência: receita bruta, deduções, custos ' +
          'variáveis (com as comissões), margem de contribuição, despesas fixas, pessoal, outras despesas ' +
          '(com as saídas confirmadas), resultado operacional, financeiras e resultado do período (= lucro ' +
          'líquido do painel e do fechamento). Valores em reais, com sinal: o que se subtrai é negativo.',
        querystring,
        response: { 200: dreSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      // Its reads go together on PostgreSQL (ADR 063).
      return dreInReais(
        await readTogether(app.db, (db) => dreInCentavos(db, actor.tenantId, request.query, actor.now)),
      );
    },
  );

  app.get(
    '/reports/dre/pdf',
    { schema: { tags, summary: 'DRE do período em PDF', querystring } },
    async (request, reply) => {
      const actor = actorOf(request);
      const [dre, company] = await Promise.all([
        dreInCentavos(app.db, actor.tenantId, request.query, actor.now),
        companyOf(app.db, actor.tenantId),
      ]);
      const pdf = await drePdf(dre, company, actor.now);
      return sendPdf(reply, `${dreFileName(dre)}.pdf`, pdf);
    },
  );

  app.get(
    '/reports/dre/csv',
    { schema: { tags, summary: 'DRE do período em CSV (Excel em português)', querystring } },
    async (request, reply) => {
      const actor = actorOf(request);
      const dre = dreInReais(await dreInCentavos(app.db, actor.tenantId, request.query, actor.now));
      return sendAttachment(reply, 'text/csv; charset=utf-8', `${dreFileName(dre)}.csv`, dreToCsv(dre));
    },
  );
});
