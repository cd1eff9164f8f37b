import { attendantSalesInReais, dashboardSchema, figuresInReais, periodQuerySchema } from '@livro-caixa/domain';
import { readTogether } from '../../db/read-together.js';
import { attendantsRanking, periodFigures } from '../../ledger/period.js';
import { actorOf, todayOf } from '../../plugins/auth.js';
import { routePlugin } from '../../plugins/routes.js';
import { expenseStats, latestExpenses } from '../expenses/index.js';
import { listNotes, listReminders } from '../notes/index.js';
import { latestPayments } from '../payments/index.js';

export const dashboardRoutes = routePlugin(['Dashboard'], (app, tags) => {
  app.get(
    '/dashboard/metrics',
    {
      schema: {
        tags,
        summary: 'Números do período, rankings, últimos lançamentos, notas e lembretes',
        querystring: periodQuerySchema,
        response: { 200: dashboardSchema },
      },
    },
    async (request) => {
      const actor = actorOf(request);
      const { startDate, endDate } = request.query;
      const start = startDate ?? endDate ?? todayOf(request);
      const end = endDate ?? startDate ?? start;
      const period = { tenantId: actor.tenantId, start, end };
      // Seven reads, one round trip on PostgreSQL (ADR 063).
      const [metrics, topAttendants, payments, expenses, byCategory, notes, reminders] = await readTogether(
        app.db,
        (db) =>
          Promise.all([
            periodFigures(db, period),
            attendantsRanking(db, period, 5),
            latestPayments(db, period, 5),
            latestExpenses(db, period, 5),
            expenseStats(db, actor.tenantId, { startDate: start, endDate: end }),
            listNotes(db, actor),
            listReminders(db, actor),
          ]),
      );
      return {
        period: { startDate: start, endDate: end },
        metrics: figuresInReais(metrics),
        topAttendants: topAttendants.map(attendantSalesInReais),
        latestPayments: payments,
        latestExpenses: expenses,
        expensesByCategory: byCategory.byCategory,
        notes,
        reminders,
      };
    },
  );
});
