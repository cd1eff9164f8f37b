import { call } from '../app.js';
import type { Ctx, RouteCase } from './harness.js';
import { userRoute } from './route-case.js';
import { unique } from './seeds.js';

/** The cash flow, realized and forecast (issue 22 §5, ADR 053): another company's account is a 404. */

async function account(ctx: Ctx): Promise<Record<string, number>> {
  const res = await call(ctx.t.app, 'POST', '/api/financial-accounts', {
    token: ctx.owner.token,
    body: { nome: `Banco ${unique()}`, tipo: 'banco', data_saldo_inicial: '2026-11-01' },
  });
  if (res.status !== 201) throw new Error(`seed account: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id };
}

const month = 'startDate=2026-10-01&endDate=2026-10-31';

export const cashFlowRoutes: RouteCase[] = [
  userRoute(`GET /api/cash-flow?${month}&granularidade=semana`, 200),
  userRoute(`GET /api/cash-flow?${month}&conta_id=:id`, 200, { seed: account }),
  userRoute('GET /api/cash-flow/forecast?dias=90', 200),
  userRoute('GET /api/cash-flow/forecast?dias=30&conta_id=:id', 200, { seed: account }),
];
