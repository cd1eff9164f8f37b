import { call } from '../app.js';
import type { Ctx, RouteCase } from './harness.js';
import { userRoute } from './route-case.js';
import { unique } from './seeds.js';

/** The company's accounts and the transfers between them (ADR 044). */

async function account(ctx: Ctx): Promise<number> {
  const res = await call(ctx.t.app, 'POST', '/api/financial-accounts', {
    token: ctx.owner.token,
    body: { nome: `Banco ${unique()}`, tipo: 'banco', data_saldo_inicial: '2026-11-01' },
  });
  if (res.status !== 201) throw new Error(`seed account: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

/** The accounts of the last transfer seeded, for a POST's body. */
let pair: [number, number] = [0, 0];

async function transfer(ctx: Ctx): Promise<number> {
  pair = [await account(ctx), await account(ctx)];
  const res = await call(ctx.t.app, 'POST', '/api/transfers', {
    token: ctx.owner.token,
    body: { data: '2026-11-10', valor: 10, conta_origem_id: pair[0], conta_destino_id: pair[1] },
  });
  if (res.status !== 201) throw new Error(`seed transfer: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}

export const financialAccountsRoutes: RouteCase[] = [
  userRoute('GET /api/financial-accounts', 200),
  userRoute('POST /api/financial-accounts', 201, {
    body: () => ({ nome: `Nova ${unique()}`, tipo: 'maquininha', data_saldo_inicial: '2026-11-01' }),
  }),
  userRoute('GET /api/financial-accounts/:id', 200, { seed: async (ctx) => ({ id: await account(ctx) }) }),
  userRoute('PUT /api/financial-accounts/:id', 200, {
    seed: async (ctx) => ({ id: await account(ctx) }),
    body: () => ({ ativa: 0 }),
  }),
  userRoute('DELETE /api/financial-accounts/:id', 204, { seed: async (ctx) => ({ id: await account(ctx) }) }),
  userRoute('GET /api/transfers', 200),
  userRoute('POST /api/transfers', 201, {
    seed: async (ctx) => {
      await transfer(ctx);
      return {};
    },
    body: () => ({ data: '2026-11-11', valor: 5, conta_origem_id: pair[0], conta_destino_id: pair[1] }),
  }),
  userRoute('GET /api/transfers/:id', 200, { seed: async (ctx) => ({ id: await transfer(ctx) }) }),
  userRoute('PUT /api/transfers/:id', 200, {
    seed: async (ctx) => ({ id: await transfer(ctx) }),
    body: () => ({ descricao: 'Depósito' }),
  }),
  userRoute('DELETE /api/transfers/:id', 204, { seed: async (ctx) => ({ id: await transfer(ctx) }) }),
];
