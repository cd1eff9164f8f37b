import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, registerCompany } from '../../../test/app.js';
import { expectLedgerMatchesRows } from '../../../test/ledger-check.js';
import { payoutsFixture } from '../../../test/payouts-fixture.js';

/** Tripeiro settlements (issue 15, ADR 019): confirmed through the ledger, once, never in a closed month. */
const fx = payoutsFixture();
const { send, newPayment, settle } = fx;

describe('tripeiro settlements', () => {
  const pending = (body: Record<string, unknown> = {}) =>
    newPayment({ tripeiro_id: fx.ze, atendente_id: null, status: 'pendente', ...body });

  it('confirms exactly its payments through the ledger, and every figure matches a recompute', async () => {
    const a = await pending({ valor: 100 });
    const b = await pending({ valor: 33.33, data_pagamento: '2026-11-15' });
    const c = await pending({ valor: 50, data_pagamento: '2026-11-18' });
    await newPayment({ tripeiro_id: fx.ze, valor: 10 }); // already confirmed

    const due = await send(fx.t.app, 'GET', `/api/settlements/open?tripeiro_id=${fx.ze}&endDate=2026-11-16`);
    expect(due.status).toBe(200);
    expect(due.body.data.payments.map((p: { payment_id: number }) => p.payment_id)).toEqual([a, b]);
    // 5 % of 100 = 5,00; of 33,33 = 1,67 (half up); saldo 133,33 − 6,67 = 126,66
    expect(due.body.data).toMatchObject({ saldo: 133.33, comissao: 6.67, valor_entregue: 126.66 });

    const res = await settle([a, b], { periodo_fim: '2026-11-16' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      numero: 1,
      saldo: 133.33,
      comissao: 6.67,
      valor_entregue: 126.66,
      tripeiro_nome: 'Zé',
    });

    const statuses = await sql<{ id: number; status: string }>`select id, status from payments
      where tripeiro_id = ${fx.ze} order by id`.execute(fx.t.handle.db);
    const byId = Object.fromEntries(statuses.rows.map((r) => [r.id, r.status]));
    expect([byId[a], byId[b], byId[c]]).toEqual(['confirmado', 'confirmado', 'pendente']);

    const tripeiro = await send(fx.t.app, 'GET', `/api/tripeiros/${fx.ze}`);
    expect(tripeiro.body.data).toMatchObject({ saldo_pendente: 50, total_commissions: 7.17 });
    await expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);

    // Settling a payment already confirmed: refused, nothing written.
    const twice = await settle([a, c]);
    expect(twice.status).toBe(409);
    expect((await send(fx.t.app, 'GET', `/api/payments/${c}`)).body.data.status).toBe('pendente');
    // A partial settlement of the rest is number 2.
    const rest = await settle([c], { data_acerto: '2026-11-21', forma_pagamento: 'PIX' });
    expect(rest.body.data.numero).toBe(2);
    expect((await send(fx.t.app, 'GET', `/api/settlements?tripeiro_id=${fx.ze}`)).body.pagination.total).toBe(2);
    await expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);

    const other = await registerCompany(fx.t.app, 'Outra');
    expect((await call(fx.t.app, 'GET', `/api/settlements/${res.body.data.id}`, { token: other.token })).status).toBe(
      404,
    );
    expect(
      (await call(fx.t.app, 'GET', `/api/settlements/open?tripeiro_id=${fx.ze}`, { token: other.token })).status,
    ).toBe(404);
  });

  it('two concurrent settlements of the same payments on two instances: one confirms them, the other changes nothing', async () => {
    const ids = [await pending({ valor: 100 }), await pending({ valor: 60 }), await pending({ valor: 40 })];
    const second = await fx.t.secondInstance();
    const pix = { forma_pagamento: 'PIX' };
    const results = await Promise.all([settle(ids, pix), settle([ids[2] as number, ids[1] as number], pix, second)]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([201, 409]);
    const items = await sql<{ payment_id: number }>`select payment_id from settlement_items`.execute(fx.t.handle.db);
    const won = results.find((r) => r.status === 201)?.body.data;
    expect(items.rows.map((r) => r.payment_id).sort()).toEqual(
      won.items.map((i: { payment_id: number }) => i.payment_id).sort(),
    );
    const confirmed = await sql<{
      id: number;
    }>`select id from payments where status = 'confirmado' order by id`.execute(fx.t.handle.db);
    expect(confirmed.rows.map((r) => r.id)).toEqual(items.rows.map((r) => r.payment_id).sort((a, b) => a - b));
    await expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);
  });

  // docs/product-rules.md "Settling after the closing": settled on 20/11 it would be a 201
  // (settling-closed.test.ts); dated in the closed month, the cash would count in a closed month.
  it('a settlement dated in a closed month that collects its entradas is 409 MONTH_CLOSED, naming the entry, and changes nothing', async () => {
    const oct = await pending({ valor: 100, data_pagamento: '2026-10-20' });
    const nov = await pending({ valor: 100 });
    expect((await send(fx.t.app, 'POST', '/api/closings/2026-10/close')).status).toBe(200);
    const res = await settle([nov, oct], { forma_pagamento: 'PIX', data_acerto: '2026-10-31' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('MONTH_CLOSED');
    expect(res.body.message).toMatch(
      /^Pagamento 'Venda' de 20\/10\/2026: outubro\/2026 está fechado, e o acerto de 31\/10\/2026/,
    );
    const rows = await sql<{ status: string }>`select status from payments where tripeiro_id = ${fx.ze}`.execute(
      fx.t.handle.db,
    );
    expect(rows.rows.map((r) => r.status)).toEqual(['pendente', 'pendente']);
    const count = await sql`select 1 from settlements`.execute(fx.t.handle.db);
    expect(count.rows).toHaveLength(0);
    await expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);
  });
});
