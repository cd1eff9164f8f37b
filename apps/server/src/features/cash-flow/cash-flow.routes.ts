import { cashFlowQuerySchema, cashFlowSchema, forecastQuerySchema, forecastSchema } from '@livro-caixa/domain';
import { actorOf, todayOf } from '../../plugins/auth.js';
import { routePlugin } from '../../plugins/routes.js';
import { cashFlowInReais, forecast, forecastInReais, realized } from './cash-flow.service.js';

/** GET /cash-flow (realized) and /cash-flow/forecast: regime de caixa (issue 22 §5, ADR 053). */
export const cashFlowRoutes = routePlugin(['Fluxo de caixa'], (app, tags) => {
  app.get(
    '/cash-flow',
    {
      schema: {
        tags,
        summary:
          'Fluxo de caixa realizado (regime de caixa) por dia, semana ou mês, de todas as contas (com a linha ' +
          "'Sem conta') ou de uma: saldo inicial, entradas, saídas, saldos iniciais de contas abertas no período " +
          '(aberturas) e saldo final. Transferências entram e saem de cada conta e se anulam no total. Para um mês ' +
          'fechado inteiro, de todas as contas, `conciliacao` lista o que leva o resultado do fechamento ao caixa ' +
          'do mês. Valores em reais.',
        querystring: cashFlowQuerySchema,
        response: { 200: cashFlowSchema },
      },
    },
    async (request) => cashFlowInReais(await realized(app.db, actorOf(request).tenantId, request.query)),
  );

  app.get(
    '/cash-flow/forecast',
    {
      schema: {
        tags,
        summary:
          'Fluxo de caixa previsto para os próximos 30, 60 ou 90 dias: o saldo realizado de hoje, mais os ' +
          'recebimentos pendentes, menos as contas a pagar (parcelas e recorrentes incluídas), pelo vencimento; ' +
          'o que já venceu conta hoje. `negativos`: os dias em que o saldo previsto fica negativo. Valores em reais.',
        querystring: forecastQuerySchema,
        response: { 200: forecastSchema },
      },
    },
    async (request) =>
      forecastInReais(await forecast(app.db, actorOf(request).tenantId, request.query, todayOf(request))),
  );
});
