import { attendantSalesInReais, dashboardSchema, figuresInReais, periodQuerySchema } from '@livro-caixa/domain';
import { attendantsRanking, periodFigures } from '../../ledger/period.js';
import { actorOf, todayOf } from '../../plugins/auth.js';
import { routePlugin } from '../../plugins/routes.js';
import { expenseStats, latestExpenses } from '../expenses/index.js';
import { listNotes, listReminders } from '../notes/index.js';
import { paymentsPage } from '../payments/index.js';

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
      const today = todayOf(request);
      const start = request.query.startDate ?? request.query.endDate ?? today;
      const end = request.query.endDate ?? request.query.startDate ?? today;
      const period = { tenantId: actor.tenantId, start, end };
      const db = app.db;
      const [metrics, topAttendants, payments, expenses, byCategory, notes, reminders] = await Promise.all([
        periodFigures(db, period),
        attendantsRanking(db, period, 5),
        paymentsPage(db, { tenantId: actor.tenantId, startDate: start, endDate: end }, 1, 5),
        latestExpenses(db, { tenantId: actor.tenantId, startDate: start, endDate: end }, 5),
        expenseStats(db, actor.tenantId, { startDate: start, endDate: end }),
        listNotes(db, actor),
        listReminders(db, actor),
      ]);
      return {
        period: { startDate: start, endDate: end },
        metrics: figuresInReais(metrics),
        topAttendants: topAttendants.map(attendantSalesInReais),
        latestPayments: payments.map((p) => ({
          id: p.id,
          payment_date: p.data_pagamento,
          description: p.descricao,
          attendant_name: p.attendant_name,
          tripeiro_name: p.tripeiro_name,
          amount: p.valor,
          status: p.status,
          tipo_pagamento: p.tipo_pagamento,
        })),
        latestExpenses: expenses,
        expensesByCategory: byCategory.byCategory,
        notes,
        reminders,
      };
    },
  );
});
