import { call } from '../app.js';
import type { Ctx, RouteCase } from './harness.js';
import { userRoute } from './route-case.js';

/** Contas a pagar e a receber (ADR 050). */

const billBody = () => ({
  descricao: 'Aluguel',
  valor: 100,
  categoria: 'Outros',
  data_despesa: '2026-11-10',
  vencimento: '2026-11-20',
  parcelas: 2,
});
const receivableBody = () => ({
  descricao: 'Fiado',
  valor: 100,
  data_pagamento: '2026-11-10',
  vencimento: '2026-11-20',
});

async function seeded(ctx: Ctx, url: string, body: unknown): Promise<number> {
  const res = await call(ctx.t.app, 'POST', url, { token: ctx.owner.token, body });
  if (res.status !== 201) throw new Error(`seed ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data[0].id;
}
const bill = async (ctx: Ctx) => ({ id: await seeded(ctx, '/api/bills', billBody()) });
const paidBill = async (ctx: Ctx) => {
  const { id } = await bill(ctx);
  const res = await call(ctx.t.app, 'POST', `/api/bills/${id}/pay`, {
    token: ctx.owner.token,
    body: { data_baixa: '2026-11-20', valor_pago: 50 },
  });
  if (res.status !== 200) throw new Error(`seed pay: ${res.status} ${JSON.stringify(res.body)}`);
  return { id };
};
const receivable = async (ctx: Ctx) => ({ id: await seeded(ctx, '/api/receivables', receivableBody()) });

export const billsRoutes: RouteCase[] = [
  userRoute('GET /api/bills', 200),
  userRoute('GET /api/bills/overview', 200),
  userRoute('GET /api/receivables', 200),
  userRoute('POST /api/bills', 201, { body: billBody }),
  userRoute('POST /api/receivables', 201, { body: receivableBody }),
  userRoute('POST /api/bills/:id/pay', 200, {
    seed: bill,
    body: () => ({ data_baixa: '2026-11-20', valor_pago: 50, forma_pagamento: 'PIX' }),
  }),
  userRoute('POST /api/bills/:id/undo', 200, { seed: paidBill, body: () => ({}) }),
  userRoute('POST /api/receivables/:id/receive', 200, {
    seed: receivable,
    body: () => ({ data_recebimento: '2026-11-20' }),
  }),
];
