import { call } from '../app.js';
import type { Ctx, RouteCase } from './harness.js';
import { userRoute } from './route-case.js';
import { unique } from './seeds.js';

/** Recurring bills (ADR 051): the templates. */

export const recurringBillBody = () => ({
  descricao: `Aluguel ${unique()}`,
  valor: 1500,
  categoria: 'Outros',
  frequencia: 'mensal',
  dia: 31,
  inicio: '2026-12-01',
});

async function template(ctx: Ctx): Promise<number> {
  const res = await call(ctx.t.app, 'POST', '/api/recurring-bills', {
    token: ctx.owner.token,
    body: recurringBillBody(),
  });
  if (res.status !== 201) throw new Error(`seed recurring bill: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

const seed = async (ctx: Ctx) => ({ id: await template(ctx) });

export const recurringBillsRoutes: RouteCase[] = [
  userRoute('GET /api/recurring-bills', 200),
  userRoute('GET /api/recurring-bills/:id', 200, { seed }),
  userRoute('POST /api/recurring-bills', 201, { body: recurringBillBody }),
  userRoute('PUT /api/recurring-bills/:id', 200, {
    seed,
    body: () => ({ valor: 1600, escopo: 'esta_e_proximas' }),
  }),
  userRoute('DELETE /api/recurring-bills/:id', 204, { seed }),
];
