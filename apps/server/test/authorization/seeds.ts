import { call, registerCompany } from '../app.js';
import type { Ctx } from './harness.js';

/** Rows the owner creates for a case's path (`seed`) or body, through the API. */

async function create(ctx: Ctx, url: string, body: unknown): Promise<number> {
  const res = await call(ctx.t.app, 'POST', url, { token: ctx.owner.token, body });
  if (res.status !== 201) throw new Error(`seed ${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data.id;
}
export const unique = () => Math.random().toString(36).slice(2, 10);
export const seedPayment = async (ctx: Ctx) => ({
  id: await create(ctx, '/api/payments', { descricao: 'Venda', valor: 10, data_pagamento: '2026-11-10' }),
});
export const seedAttendant = async (ctx: Ctx) => ({
  id: await create(ctx, '/api/attendants', { nome: 'Ana', comissao_percentual: 5 }),
});
export const seedTripeiro = async (ctx: Ctx) => ({ id: await create(ctx, '/api/tripeiros', { nome: 'Zé' }) });
export const seedExpense = async (ctx: Ctx) => ({
  id: await create(ctx, '/api/expenses', {
    descricao: 'Luz',
    valor: 10,
    data_despesa: '2026-11-10',
    categoria: 'Outros',
  }),
});
export const seedNote = async (ctx: Ctx) => ({ id: await create(ctx, '/api/notes', { content: 'Nota' }) });
export const seedReminder = async (ctx: Ctx) => ({ id: await create(ctx, '/api/reminders', { title: 'Lembrete' }) });
export const seedAccount = async (ctx: Ctx) => {
  const { id } = await seedTripeiro(ctx);
  return { id, accountId: await create(ctx, `/api/tripeiros/${id}/accounts`, { numero_conta: unique() }) };
};

/** The rows the last payout or settlement seed created, for a body that names them (issue 15). */
let seeded: Record<string, number> = {};
/** A payment of 10 of a new attendant or tripeiro (`link`), both remembered for the body. */
async function seedLinkedPayment(
  ctx: Ctx,
  link: 'atendente_id' | 'tripeiro_id',
  payment: { descricao: string; status: string },
) {
  const { id } = link === 'atendente_id' ? await seedAttendant(ctx) : await seedTripeiro(ctx);
  const paymentId = await create(ctx, '/api/payments', {
    ...payment,
    valor: 10,
    data_pagamento: '2026-11-10',
    [link]: id,
  });
  seeded = { [link]: id, payment_id: paymentId };
  return { id };
}
/** POST /api/payments/confirm of the pending entrada `seedPendingEntrada` made. */
export const confirmBody = () => ({ ids: [seeded.payment_id] });
export const seedOpenCommission = (ctx: Ctx) =>
  seedLinkedPayment(ctx, 'atendente_id', { descricao: 'Venda', status: 'confirmado' });
export const payoutBody = () => ({
  atendente_id: seeded.atendente_id,
  data_pagamento: '2026-11-20',
  forma_pagamento: 'PIX',
  payment_ids: [seeded.payment_id],
});
/** A payout or settlement (`url`, `body`) of the payment `seedPayment` made. */
function seedPaid(seedPayment: (ctx: Ctx) => Promise<unknown>, url: string, body: () => unknown) {
  return async (ctx: Ctx) => {
    await seedPayment(ctx);
    return { id: await create(ctx, url, body()) };
  };
}
export const seedPayout = seedPaid(seedOpenCommission, '/api/payouts', payoutBody);
export const seedPendingEntrada = (ctx: Ctx) =>
  seedLinkedPayment(ctx, 'tripeiro_id', { descricao: 'Conta', status: 'pendente' });
export const settlementBody = () => ({
  tripeiro_id: seeded.tripeiro_id,
  data_acerto: '2026-11-20',
  forma_pagamento: 'Dinheiro',
  payment_ids: [seeded.payment_id],
});
export const seedSettlement = seedPaid(seedPendingEntrada, '/api/settlements', settlementBody);

let monthCounter = 0;
/** A month nobody has closed yet: 2001-01, 2001-02… */
export function nextMonth(): string {
  monthCounter += 1;
  return `${2000 + Math.ceil(monthCounter / 12)}-${String(((monthCounter - 1) % 12) + 1).padStart(2, '0')}`;
}
/** A month the owner closed in its company, so reopening it is possible. */
export async function closedOwnerMonth(ctx: Ctx) {
  const month = nextMonth();
  const res = await call(ctx.t.app, 'POST', `/api/closings/${month}/close`, { token: ctx.owner.token });
  if (res.status !== 200) throw new Error(`close ${month}: ${res.status}`);
  return { month };
}
/** The owner's company and a month it closed, for the admin's reopen. */
export async function closedTenantMonth(ctx: Ctx) {
  const { month } = await closedOwnerMonth(ctx);
  const me = await call(ctx.t.app, 'GET', '/api/auth/me', { token: ctx.owner.token });
  return { id: me.body.user.tenant_id as number, month };
}

/** A user the admin created (in the default company), for the /admin/users/:id routes. */
export async function seedUser(ctx: Ctx) {
  const res = await call(ctx.t.app, 'POST', '/api/admin/users', {
    token: ctx.admin.token,
    body: { name: 'Semente', email: `semente.${unique()}@example.com`, password: 'senha123' },
  });
  if (res.status !== 201) throw new Error(`seed user: ${res.status} ${JSON.stringify(res.body)}`);
  return { id: res.body.data.id as number };
}
/** A company of its own, for PUT /admin/tenants/:id. */
export const seedTenant = async (ctx: Ctx) => ({
  id: (await registerCompany(ctx.t.app, 'Semente')).user.tenant_id as number,
});
