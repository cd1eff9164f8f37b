import { describe, expect, it } from 'vitest';
import { call, registerCompany } from '../../../test/app.js';
import { expectLedgerMatchesRows } from '../../../test/ledger-check.js';
import { payoutsFixture } from '../../../test/payouts-fixture.js';

/**
 * POST /api/payments/confirm (docs/product-rules.md "Confirming several payments"), on both
 * databases: each pending payment goes through the ledger as PUT { status: 'confirmado' } does; a
 * closed month refuses only its own rows, by name; a second click changes nothing and is no error.
 */
const fx = payoutsFixture();
const { send, postPayment } = fx;

const confirm = (ids: unknown, app = fx.t.app) => send(app, 'POST', '/api/payments/confirm', { ids });
/** A pending sale of Ana through Zé (10 % and 5 %). */
const pending = (body: Record<string, unknown> = {}) =>
  postPayment({ atendente_id: fx.ana, tripeiro_id: fx.ze, status: 'pendente', ...body });
const statusOf = async (id: number) => (await send(fx.t.app, 'GET', `/api/payments/${id}`)).body.data.status;
const consistent = () => expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);
async function updatesLogged() {
  const rows = await fx.t.handle.db
    .selectFrom('activity_log')
    .select(['entity_id'])
    .where('entity_type', '=', 'payment')
    .where('action', '=', 'UPDATE')
    .execute();
  return rows.map((r) => Number(r.entity_id)).sort((a, b) => a - b);
}

describe('POST /api/payments/confirm', () => {
  it('confirms each pending payment through the ledger: commissions, totals, the log', async () => {
    const a = await pending({ descricao: 'Bolo', valor: 100 });
    const b = await pending({ descricao: 'Torta', valor: 50, data_pagamento: '2026-11-12' });
    const other = await pending({ descricao: 'Fica pendente', valor: 30 });
    const res = await confirm([b, a]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toEqual({
      confirmed: [
        { id: a, descricao: 'Bolo', data_pagamento: '2026-11-10' },
        { id: b, descricao: 'Torta', data_pagamento: '2026-11-12' },
      ],
      already_confirmed: [],
      refused: [],
      message: '2 pagamentos confirmados.',
    });
    expect([await statusOf(a), await statusOf(b), await statusOf(other)]).toEqual([
      'confirmado',
      'confirmado',
      'pendente',
    ]);
    // As a single confirm: Ana's sales and commission, Zé's received commission, the list's totals.
    const ana = (await send(fx.t.app, 'GET', `/api/attendants/${fx.ana}`)).body.data;
    expect(ana).toMatchObject({ total_payments: 2, total_commissions: 15 });
    const summary = (await send(fx.t.app, 'GET', '/api/payments?startDate=2026-11-01&endDate=2026-11-30')).body.summary;
    expect(summary).toMatchObject({ entradasConfirmadas: 150, entradasPendentes: 30 });
    expect(await updatesLogged()).toEqual([a, b]);
    await consistent();
  });

  it('a closed month refuses only its rows, naming each with its date and the month; the others are confirmed', async () => {
    const oct1 = await pending({ descricao: 'Encomenda de salgados', data_pagamento: '2026-10-15' });
    const oct2 = await pending({ descricao: 'Bolo de festa', data_pagamento: '2026-10-20' });
    const sep = await pending({ descricao: 'Pão de queijo', data_pagamento: '2026-09-30' });
    const nov = await pending({ descricao: 'Torta', data_pagamento: '2026-11-03' });
    expect((await send(fx.t.app, 'POST', '/api/closings/2026-10/close')).status).toBe(200);
    expect((await send(fx.t.app, 'POST', '/api/closings/2026-09/close')).status).toBe(200);

    const res = await confirm([oct1, nov, oct2, sep]);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const { confirmed, refused, message } = res.body.data;
    expect(confirmed).toEqual([{ id: nov, descricao: 'Torta', data_pagamento: '2026-11-03' }]);
    expect(refused).toEqual([
      {
        id: sep,
        descricao: 'Pão de queijo',
        data_pagamento: '2026-09-30',
        reason: 'month_closed',
        month: '2026-09',
        message: "'Pão de queijo' de 30/09/2026 não foi confirmado: setembro/2026 está fechado",
      },
      {
        id: oct1,
        descricao: 'Encomenda de salgados',
        data_pagamento: '2026-10-15',
        reason: 'month_closed',
        month: '2026-10',
        message: "'Encomenda de salgados' de 15/10/2026 não foi confirmado: outubro/2026 está fechado",
      },
      {
        id: oct2,
        descricao: 'Bolo de festa',
        data_pagamento: '2026-10-20',
        reason: 'month_closed',
        month: '2026-10',
        message: "'Bolo de festa' de 20/10/2026 não foi confirmado: outubro/2026 está fechado",
      },
    ]);
    expect(message).toBe(
      '1 pagamento confirmado. ' +
        "Mês fechado (setembro/2026): 'Pão de queijo' de 30/09/2026 não foi confirmado. " +
        "Mês fechado (outubro/2026): 'Encomenda de salgados' de 15/10/2026 e 'Bolo de festa' de 20/10/2026 não foram confirmados. " +
        'Reabra o fechamento para confirmá-los.',
    );
    expect([await statusOf(oct1), await statusOf(oct2), await statusOf(sep), await statusOf(nov)]).toEqual([
      'pendente',
      'pendente',
      'pendente',
      'confirmado',
    ]);
    // The closed months' frozen figures did not move.
    expect((await send(fx.t.app, 'GET', '/api/closings/2026-10')).body.cards.totalRevenue).toBe(0);
    await consistent();
  });

  it('a second click (the same ids again) is no error and changes nothing', async () => {
    const a = await pending({ descricao: 'Bolo' });
    const b = await pending({ descricao: 'Torta' });
    expect((await confirm([a, b])).status).toBe(200);
    const logged = await updatesLogged();
    const again = await confirm([a, b]);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({
      confirmed: [],
      already_confirmed: [
        { id: a, descricao: 'Bolo' },
        { id: b, descricao: 'Torta' },
      ],
      refused: [],
      message: 'Nenhum pagamento confirmado. 2 já estavam confirmados.',
    });
    expect(await updatesLogged()).toEqual(logged);
    const ana = (await send(fx.t.app, 'GET', `/api/attendants/${fx.ana}`)).body.data;
    expect(ana).toMatchObject({ total_payments: 2, total_commissions: 20 });
  });

  it('a cancelled payment is refused by name; a repeated id counts once', async () => {
    const a = await pending({ descricao: 'Bolo' });
    const c = await pending({ descricao: 'Desistência', status: 'cancelado', data_pagamento: '2026-11-12' });
    const res = await confirm([a, c, a]);
    expect(res.status).toBe(200);
    expect(res.body.data.confirmed).toEqual([{ id: a, descricao: 'Bolo', data_pagamento: '2026-11-10' }]);
    expect(res.body.data.refused).toEqual([
      {
        id: c,
        descricao: 'Desistência',
        data_pagamento: '2026-11-12',
        reason: 'not_pending',
        month: null,
        message: "'Desistência' de 12/11/2026 não foi confirmado: está cancelado",
      },
    ]);
    expect(res.body.data.message).toBe(
      "1 pagamento confirmado. Cancelado, não confirmado: 'Desistência' de 12/11/2026.",
    );
    expect(await statusOf(c)).toBe('cancelado');
  });

  it("another company's id (or one that does not exist) is a 404 and nothing is confirmed", async () => {
    const mine = await pending({ descricao: 'Bolo' });
    const outra = await registerCompany(fx.t.app, 'Outra');
    const foreign = (
      await call(fx.t.app, 'POST', '/api/payments', {
        token: outra.token,
        body: { descricao: 'Deles', valor: 10, data_pagamento: '2026-11-10' },
      })
    ).body.data.id as number;
    for (const ids of [
      [mine, foreign],
      [mine, 999_999],
    ]) {
      const res = await confirm(ids);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Pagamento não encontrado');
      expect(await statusOf(mine)).toBe('pendente');
    }
    // The other company's payment is untouched too.
    const theirRow = await fx.t.handle.db
      .selectFrom('payments')
      .select('status')
      .where('id', '=', foreign)
      .executeTakeFirstOrThrow();
    expect(theirRow.status).toBe('pendente');
  });

  it('refuses a body without ids, or with bad ones, in pt-BR, and changes nothing', async () => {
    const a = await pending();
    const cases: Array<[unknown, string]> = [
      [undefined, 'Selecione ao menos um pagamento para confirmar'],
      [[], 'Selecione ao menos um pagamento para confirmar'],
      [['x'], 'Pagamento inválido na seleção'],
      [[a, -1], 'Pagamento inválido na seleção'],
      [[2_147_483_648], 'Pagamento inválido na seleção'],
      [Array.from({ length: 101 }, (_, i) => i + 1), 'Confirme no máximo 100 pagamentos por vez'],
    ];
    for (const [ids, message] of cases) {
      const res = await send(fx.t.app, 'POST', '/api/payments/confirm', ids === undefined ? {} : { ids });
      expect(res.status, JSON.stringify(ids)).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await statusOf(a)).toBe('pendente');
  });
});

describe('POST /api/payments/confirm, concurrently', () => {
  it('eight double clicks on two instances: each payment confirmed once, the others see it done', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await pending({ valor: 10 + i, data_pagamento: `2026-11-1${i}` }));
    const second = await fx.t.secondInstance();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) => confirm(i % 2 ? [...ids].reverse() : ids, i % 2 ? second : fx.t.app)),
    );
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    const confirmedIds = results.flatMap((r) => r.body.data.confirmed.map((p: { id: number }) => p.id));
    expect(confirmedIds.sort((x, y) => x - y)).toEqual(ids);
    for (const r of results) {
      expect(r.body.data.confirmed.length + r.body.data.already_confirmed.length).toBe(6);
      expect(r.body.data.refused).toEqual([]);
    }
    expect(await updatesLogged()).toEqual(ids);
    await consistent();
  });

  it('overlapping selections in opposite orders, with single PUTs beside them, all land', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 8; i++)
      ids.push(await pending({ valor: 5 + i, data_pagamento: i % 2 ? '2026-11-10' : '2026-11-11' }));
    const second = await fx.t.secondInstance();
    const results = await Promise.all([
      confirm(ids.slice(0, 6), fx.t.app),
      confirm(ids.slice(2).reverse(), second),
      send(second, 'PUT', `/api/payments/${ids[3]}`, { status: 'confirmado' }),
      send(fx.t.app, 'PUT', `/api/payments/${ids[7]}`, { valor: 99 }),
    ]);
    for (const r of results) expect(r.status, JSON.stringify(r.body)).toBe(200);
    for (const id of ids) expect(await statusOf(id)).toBe('confirmado');
    await consistent();
  });

  it('racing a close of the month: each row is confirmed before it (and in its figures) or refused by name', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 6; i++) ids.push(await pending({ valor: 10, data_pagamento: '2026-10-15' }));
    const second = await fx.t.secondInstance();
    const [closed, ...results] = await Promise.all([
      send(fx.t.app, 'POST', '/api/closings/2026-10/close'),
      ...ids.map((id, i) => confirm([id], i % 2 ? second : fx.t.app)),
    ]);
    expect(closed.status, JSON.stringify(closed.body)).toBe(200);
    let confirmedCount = 0;
    for (const r of results) {
      expect(r.status, JSON.stringify(r.body)).toBe(200);
      confirmedCount += r.body.data.confirmed.length;
      for (const refused of r.body.data.refused) expect(refused.reason).toBe('month_closed');
    }
    const frozen = (await send(fx.t.app, 'GET', '/api/closings/2026-10')).body;
    expect(frozen.cards.totalRevenue).toBe(10 * confirmedCount);
    await consistent();
  });
});
