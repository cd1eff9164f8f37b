import { REPORT_FILE_NAMES, reportQuerySchema, reportSchema } from '@livro-caixa/domain';
import { z } from 'zod';
import { readTogether } from '../../db/read-together.js';
import { actorOf } from '../../plugins/auth.js';
import { routePlugin } from '../../plugins/routes.js';
import { reportToCsv } from './reports.csv.js';
import { generateReport } from './reports.service.js';

export const reportsRoutes = routePlugin(['Relatórios'], (app, tags) => {
  app.get(
    '/reports/generate',
    {
      schema: {
        tags,
        summary: 'Gerar relatório (JSON, ou CSV com format=csv)',
        querystring: reportQuerySchema,
        // CSV answers are text; JSON ones follow the report schema.
        response: { 200: z.union([reportSchema, z.string()]) },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      // Its eight reads: one round trip on PostgreSQL (ADR 063).
      const report = await readTogether(app.db, (db) => generateReport(db, actor.tenantId, request.query, actor.now));
      if (request.query.format !== 'csv') return report;
      const name = `relatorio-${REPORT_FILE_NAMES[report.type]}-${report.period.startDate}-a-${report.period.endDate}.csv`;
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${name}"`)
        .serializer((payload: unknown) => payload as string)
        .send(reportToCsv(report));
    },
  );
});
