import { call } from '../app.js';
import type { Ctx, RouteCase } from './harness.js';
import { userRoute } from './route-case.js';
import { unique } from './seeds.js';

/** The company's expense categories (ADR 048). */

async function category(ctx: Ctx): Promise<number> {
  const res = await call(ctx.t.app, 'POST', '/api/expense-categories', {
    token: ctx.owner.token,
    body: { nome: `Categoria ${unique()}`, grupo: 'outras' },
  });
  if (res.status !== 201) throw new Error(`seed category: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** The destination of the last merge seeded, for its body. */
let destino = 0;

export const categoriesRoutes: RouteCase[] = [
  userRoute('GET /api/expense-categories', 200),
  userRoute('POST /api/expense-categories', 201, {
    body: () => ({ nome: `Nova ${unique()}`, grupo: 'despesas_fixas' }),
  }),
  userRoute('PUT /api/expense-categories/:id', 200, {
    seed: async (ctx) => ({ id: await category(ctx) }),
    body: () => ({ grupo: 'pessoal' }),
  }),
  userRoute('DELETE /api/expense-categories/:id', 200, { seed: async (ctx) => ({ id: await category(ctx) }) }),
  userRoute('POST /api/expense-categories/:id/merge', 200, {
    seed: async (ctx) => {
      destino = await category(ctx);
      return { id: await category(ctx) };
    },
    body: () => ({ destino_id: destino }),
  }),
];
