import { call } from '../app.js';
import { addAccount, addStatement } from '../reconciliation-fixture.js';
import type { Ctx, RouteCase } from './harness.js';
import { userRoute } from './route-case.js';
import { unique } from './seeds.js';

/** The reconciliation of bank lines with the book (ADR 046). */

const tenantOf = (ctx: Ctx) => (ctx.owner as unknown as { user: { tenant_id: number } }).user.tenant_id;

/** A pending line of `valor` centavos in a new account of the owner's. */
async function line(ctx: Ctx, valor: number) {
  const conta = await addAccount(ctx.t.handle.db, tenantOf(ctx), { nome: `Conta ${unique()}` });
  const { lineIds } = await addStatement(ctx.t.handle.db, tenantOf(ctx), conta, [
    { data: '2026-11-10', valor, descricao: 'PIX RECEBIDO' },
  ]);
  return lineIds[0] as number;
}
/** The payment of the last seeded match, for its body. */
let paymentId = 0;
async function seedMatch(ctx: Ctx) {
  const res = await call(ctx.t.app, 'POST', '/api/payments', {
    token: ctx.owner.token,
    body: { descricao: 'Venda', valor: 10, data_pagamento: '2026-11-10', status: 'confirmado' },
  });
  if (res.status !== 201) throw new Error(`seed payment: ${res.status}`);
  paymentId = res.body.data.id;
  return { id: await line(ctx, 1000) };
}
async function seedMatched(ctx: Ctx) {
  const { id } = await seedMatch(ctx);
  const res = await call(ctx.t.app, 'POST', `/api/bank-lines/${id}/match`, {
    token: ctx.owner.token,
    body: { payment_ids: [paymentId] },
  });
  if (res.status !== 200) throw new Error(`seed match: ${res.status}`);
  return { id };
}
async function seedIgnored(ctx: Ctx) {
  const id = await line(ctx, 1000);
  const res = await call(ctx.t.app, 'POST', `/api/bank-lines/${id}/ignore`, {
    token: ctx.owner.token,
    body: { motivo: 'Estorno' },
  });
  if (res.status !== 200) throw new Error(`seed ignore: ${res.status}`);
  return { id };
}

export const reconciliationRoutes: RouteCase[] = [
  userRoute('GET /api/bank-lines', 200),
  userRoute('GET /api/bank-lines/:id/suggestions', 200, { seed: async (ctx) => ({ id: await line(ctx, 1000) }) }),
  userRoute('POST /api/bank-lines/:id/match', 200, { seed: seedMatch, body: () => ({ payment_ids: [paymentId] }) }),
  userRoute('DELETE /api/bank-lines/:id/match', 200, { seed: seedMatched }),
  userRoute('POST /api/bank-lines/:id/expense', 201, {
    seed: async (ctx) => ({ id: await line(ctx, -1000) }),
    body: () => ({ categoria: 'Outros' }),
  }),
  userRoute('POST /api/bank-lines/:id/payment', 201, {
    seed: async (ctx) => ({ id: await line(ctx, 1000) }),
    body: () => ({}),
  }),
  userRoute('POST /api/bank-lines/:id/ignore', 200, {
    seed: async (ctx) => ({ id: await line(ctx, 1000) }),
    body: () => ({ motivo: 'Estorno' }),
  }),
  userRoute('DELETE /api/bank-lines/:id/ignore', 200, { seed: seedIgnored }),
  userRoute('GET /api/reconciliation/:month', 200, { seed: async () => ({ month: '2026-10' }), notOwned: true }),
];
