import { EXPENSE_CATEGORIES } from '@livro-caixa/domain';
import { describe, expect, it } from 'vitest';
import { expectLedgerMatchesRows } from '../../test/ledger-check.js';
import { payoutsFixture } from '../../test/payouts-fixture.js';

/**
 * Concurrent writes of money, on both databases: every request that answers success changed
 * exactly one row, no update is lost, and afterwards every kept figure equals a recompute from
 * the rows. SQLite runs transactions one at a time; PostgreSQL runs them side by side on a pool,
 * and here on two app instances with their own pools, as behind a load balancer.
 */
const fx = payoutsFixture();
const { send, postPayment } = fx;

/** A pending payment by Ana through Zé. */
const newPayment = (body: Record<string, unknown> = {}) =>
  postPayment({ atendente_id: fx.ana, tripeiro_id: fx.ze, status: 'pendente', ...body });

async function newExpense(body: Record<string, unknown> = {}) {
  const res = await send(fx.t.app, 'POST', '/api/expenses', {
    descricao: 'Farinha',
    valor: 80,
    data_despesa: '2026-11-10',
    categoria: EXPENSE_CATEGORIES[0],
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

const consistent = () => expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);
const statuses = (results: Array<{ status: number }>) => results.map((r) => r.status).sort();

describe('concurrent writes on one payment', () => {
  it('eight DELETEs at once: one 204, seven 404, and the totals count it out once', async () => {
    await newPayment({ status: 'confirmado' });
    const id = await newPayment({ status: 'confirmado', valor: 250 });
    const second = await fx.t.secondInstance();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => send(i % 2 ? second : fx.t.app, 'DELETE', `/api/payments/${id}`)),
    );
    expect(statuses(results)).toEqual([204, 404, 404, 404, 404, 404, 404, 404]);
    const attendant = (await send(fx.t.app, 'GET', `/api/attendants/${fx.ana}`)).body.data;
    expect(attendant).toMatchObject({ total_payments: 1, total_commissions: 10 });
    await consistent();
  });

  it('PUT valor and PUT status at once: both changes kept, the commission is the one for the kept valor', async () => {
    const id = await newPayment();
    const second = await fx.t.secondInstance();
    const results = await Promise.all([
      send(fx.t.app, 'PUT', `/api/payments/${id}`, { valor: 300 }),
      send(second, 'PUT', `/api/payments/${id}`, { status: 'confirmado' }),
    ]);
    expect(statuses(results)).toEqual([200, 200]);
    const p = (await send(fx.t.app, 'GET', `/api/payments/${id}`)).body.data;
    expect(p).toMatchObject({ valor: 300, status: 'confirmado', valor_comissao: 30, comissao_tripeiro: 15 });
    await consistent();
  });

  it('DELETE and PUT at once: either the edit then the delete, or the delete and a 404', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await newPayment({ valor: 40 + round });
      const results = await Promise.all([
        send(fx.t.app, 'PUT', `/api/payments/${id}`, { status: 'confirmado', valor: 99 }),
        send(fx.t.app, 'DELETE', `/api/payments/${id}`),
      ]);
      expect([[200, 204].join(), [204, 404].join()]).toContain(statuses(results).join());
      expect((await send(fx.t.app, 'GET', `/api/payments/${id}`)).status).toBe(404);
    }
    await consistent();
  });
});

describe('concurrent writes on one expense', () => {
  it('eight DELETEs at once: one 204, and the stats count it out once', async () => {
    await newExpense();
    const id = await newExpense({ valor: 30 });
    const results = await Promise.all(Array.from({ length: 8 }, () => send(fx.t.app, 'DELETE', `/api/expenses/${id}`)));
    expect(statuses(results)).toEqual([204, 404, 404, 404, 404, 404, 404, 404]);
    await consistent();
  });

  it('PUT valor and PUT date at once: both kept', async () => {
    const id = await newExpense();
    const results = await Promise.all([
      send(fx.t.app, 'PUT', `/api/expenses/${id}`, { valor: 12.34 }),
      send(fx.t.app, 'PUT', `/api/expenses/${id}`, { data_despesa: '2026-10-31' }),
    ]);
    expect(statuses(results)).toEqual([200, 200]);
    const e = (await send(fx.t.app, 'GET', '/api/expenses?startDate=2026-10-01&endDate=2026-11-30')).body.data[0];
    expect(e).toMatchObject({ id, valor: 12.34, data_despesa: '2026-10-31' });
    await consistent();
  });

  it('DELETE and PUT at once', async () => {
    for (let round = 0; round < 6; round++) {
      const id = await newExpense();
      const results = await Promise.all([
        send(fx.t.app, 'PUT', `/api/expenses/${id}`, { valor: 1 + round }),
        send(fx.t.app, 'DELETE', `/api/expenses/${id}`),
      ]);
      expect([[200, 204].join(), [204, 404].join()]).toContain(statuses(results).join());
    }
    await consistent();
  });
});

describe('sixteen writers on two instances', () => {
  it('creates, edits and deletes on the same attendant, tripeiro and days leave every figure exact', async () => {
    const bia = (await send(fx.t.app, 'POST', '/api/attendants', { nome: 'Bia', comissao_percentual: 7.5 })).body.data
      .id as number;
    const second = await fx.t.secondInstance();
    const payments: number[] = [];
    const expenses: number[] = [];
    const days = ['2026-10-31', '2026-11-01', '2026-11-10'];
    const writer = async (w: number) => {
      const app = w % 2 ? second : fx.t.app;
      let seed = w * 7919 + 1;
      const rand = (n: number) => {
        seed = (seed * 48271) % 2147483647;
        return seed % n;
      };
      const pick = <T>(xs: readonly T[]) => xs[rand(xs.length)] as T;
      for (let i = 0; i < 14; i++) {
        const op = rand(10);
        if (op < 5 || payments.length === 0) {
          const res = await send(app, 'POST', '/api/payments', {
            descricao: pick(['Pão', 'Bolo']),
            valor: (rand(90_000) + 1) / 100,
            data_pagamento: pick(days),
            atendente_id: pick([fx.ana, fx.ana, bia, null]),
            tripeiro_id: pick([fx.ze, fx.ze, null]),
            status: pick(['pendente', 'confirmado', 'cancelado']),
            tipo_pagamento: rand(6) === 0 ? 'saida' : 'entrada',
          });
          expect(res.status, JSON.stringify(res.body)).toBe(201);
          payments.push(res.body.data.id);
        } else if (op < 7) {
          const change = pick([
            { status: pick(['pendente', 'confirmado', 'cancelado']) },
            { valor: (rand(90_000) + 1) / 100 },
            { data_pagamento: pick(days) },
            { atendente_id: pick([fx.ana, bia, null]) },
            { tripeiro_id: pick([fx.ze, null]) },
          ]);
          const res = await send(app, 'PUT', `/api/payments/${pick(payments)}`, change);
          expect([200, 404], JSON.stringify(res.body)).toContain(res.status);
        } else if (op < 8) {
          const res = await send(app, 'DELETE', `/api/payments/${pick(payments)}`);
          expect([204, 404]).toContain(res.status);
        } else if (op < 9 || expenses.length === 0) {
          const res = await send(app, 'POST', '/api/expenses', {
            descricao: 'Compra',
            valor: (rand(30_000) + 1) / 100,
            data_despesa: pick(days),
            categoria: pick(EXPENSE_CATEGORIES),
          });
          expect(res.status).toBe(201);
          expenses.push(res.body.data.id);
        } else {
          const id = pick(expenses);
          const res = rand(2)
            ? await send(app, 'DELETE', `/api/expenses/${id}`)
            : await send(app, 'PUT', `/api/expenses/${id}`, { valor: (rand(30_000) + 1) / 100 });
          expect([200, 204, 404]).toContain(res.status);
        }
      }
    };
    await Promise.all(Array.from({ length: 16 }, (_, w) => writer(w)));
    await consistent();
  });
});

describe('writes racing a close of their month', () => {
  it('each write lands before the close and is in its figures, or is refused with MONTH_CLOSED', async () => {
    await newPayment({ status: 'confirmado', data_pagamento: '2026-10-05' });
    const second = await fx.t.secondInstance();
    const writes = Array.from({ length: 12 }, (_, i) =>
      send(i % 2 ? second : fx.t.app, 'POST', '/api/payments', {
        descricao: 'Venda',
        valor: 10 + i,
        data_pagamento: '2026-10-15',
        atendente_id: fx.ana,
        status: 'confirmado',
      }),
    );
    const close = send(fx.t.app, 'POST', '/api/closings/2026-10/close');
    const [closed, ...results] = await Promise.all([close, ...writes]);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    for (const r of results) expect([201, 409]).toContain(r.status);
    // The frozen closing counts exactly the payments that were written: none slipped in after it.
    const rows = await fx.t.handle.db
      .selectFrom('payments')
      .select((eb) => eb.fn.sum<number>('valor').as('total'))
      .where('tenant_id', '=', fx.owner.user.tenant_id)
      .where('data_pagamento', '>=', '2026-10-01')
      .where('data_pagamento', '<=', '2026-10-31')
      .executeTakeFirstOrThrow();
    const frozen = (await send(fx.t.app, 'GET', '/api/closings/2026-10')).body;
    expect(frozen.status).toBe('fechado');
    expect(Math.round(frozen.cards.totalRevenue * 100)).toBe(Number(rows.total));
    await consistent();
  });
});
