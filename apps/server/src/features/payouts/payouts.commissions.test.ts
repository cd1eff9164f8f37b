import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, registerCompany } from '../../../test/app.js';
import { payoutsFixture } from '../../../test/payouts-fixture.js';

/** Commission payouts (issue 15, ADR 019): paid once, reversed once, corrections carried over. */
const fx = payoutsFixture();
const { send, newPayment, open, pay, livePaidCount } = fx;

describe('commission payouts', () => {
  it('pays the chosen open commissions once, numbered per company, with earned / paid / open', async () => {
    const p1 = await newPayment({ valor: 100 });
    const p2 = await newPayment({ valor: 50, data_pagamento: '2026-11-12' });
    await newPayment({ valor: 30, status: 'pendente' }); // pending: earns nothing yet
    await newPayment({ valor: 70, tipo_pagamento: 'saida' }); // saídas earn nothing

    const before = await open();
    expect(before.commissions.map((c: { payment_id: number }) => c.payment_id)).toEqual([p1, p2]);
    expect(before.figures).toEqual({ earned: 15, paid: 0, open: 15 });
    expect((await open('&startDate=2026-11-11')).commissions).toHaveLength(1);

    const first = await pay([p1]);
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.data).toMatchObject({ numero: 1, total: 10, status: 'pago', atendente_nome: 'Ana' });
    expect(first.body.data.items).toEqual([
      {
        payment_id: p1,
        tipo: 'comissao',
        valor_comissao: 10,
        descricao: 'Venda',
        data_pagamento: '2026-11-10',
        valor: 100,
      },
    ]);
    const after = await open();
    expect(after.figures).toEqual({ earned: 15, paid: 10, open: 5 });
    expect(after.commissions.map((c: { payment_id: number }) => c.payment_id)).toEqual([p2]);

    // The same commission again: refused, nothing written.
    const again = await pay([p1, p2]);
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('CONFLICT');
    expect(await livePaidCount(p1)).toBe(1);
    expect(await livePaidCount(p2)).toBe(0);

    const second = await pay([p2]);
    expect(second.body.data.numero).toBe(2);
    const balances = await send(fx.t.app, 'GET', '/api/payouts/balances');
    expect(balances.body.data).toEqual([{ atendente_id: fx.ana, earned: 15, paid: 15, open: 0 }]);

    // Another company numbers from 1.
    const other = await registerCompany(fx.t.app, 'Outra');
    const bia = (
      await call(fx.t.app, 'POST', '/api/attendants', {
        token: other.token,
        body: { nome: 'Bia', comissao_percentual: 10 },
      })
    ).body.data.id;
    const op = await call(fx.t.app, 'POST', '/api/payments', {
      token: other.token,
      body: { descricao: 'X', valor: 10, data_pagamento: '2026-11-10', atendente_id: bia, status: 'confirmado' },
    });
    const theirs = await call(fx.t.app, 'POST', '/api/payouts', {
      token: other.token,
      body: {
        atendente_id: bia,
        data_pagamento: '2026-11-20',
        forma_pagamento: 'Dinheiro',
        payment_ids: [op.body.data.id],
      },
    });
    expect(theirs.body.data.numero).toBe(1);
    // …and cannot see, reverse nor pay with this company's rows.
    const id = first.body.data.id;
    for (const [method, url, body] of [
      ['GET', `/api/payouts/${id}`, undefined],
      ['POST', `/api/payouts/${id}/reverse`, { motivo: 'x' }],
      ['GET', `/api/payouts/open?atendente_id=${fx.ana}`, undefined],
    ] as const) {
      expect((await call(fx.t.app, method, url, { token: other.token, body })).status).toBe(404);
    }
    const foreign = await call(fx.t.app, 'POST', '/api/payouts', {
      token: other.token,
      body: { atendente_id: bia, data_pagamento: '2026-11-20', forma_pagamento: 'PIX', payment_ids: [p2] },
    });
    expect(foreign.status).toBe(409);

    const log = await sql<{ action: string; entity_type: string }>`select action, entity_type from activity_log
      where tenant_id = ${fx.owner.user.tenant_id} and entity_type = 'payout'`.execute(fx.t.handle.db);
    expect(log.rows).toHaveLength(2);
  });

  it('never pays a commission twice, even with two concurrent payouts on two instances', async () => {
    const ids = [await newPayment(), await newPayment({ valor: 40 })];
    const second = await fx.t.secondInstance();
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([pay(ids), pay(ids, second)]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([201, 409]);
      for (const id of ids) expect(await livePaidCount(id)).toBe(1);
      const winner = results.find((r) => r.status === 201);
      const rev = await send(fx.t.app, 'POST', `/api/payouts/${winner?.body.data.id}/reverse`, { motivo: 'de novo' });
      expect(rev.status).toBe(200);
    }
    const numbers = await sql<{ numero: number }>`select numero from payouts order by numero`.execute(fx.t.handle.db);
    expect(numbers.rows.map((r) => r.numero)).toEqual([1, 2, 3]);
  });

  it('a reversal reopens exactly its items, needs a reason and happens once', async () => {
    const a = await newPayment({ valor: 100 });
    const b = await newPayment({ valor: 200 });
    const c = await newPayment({ valor: 300 });
    const first = (await pay([a, b])).body.data;
    const second = (await pay([c])).body.data;

    const noReason = await send(fx.t.app, 'POST', `/api/payouts/${first.id}/reverse`, { motivo: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Informe o motivo do estorno');

    const rev = await send(fx.t.app, 'POST', `/api/payouts/${first.id}/reverse`, { motivo: 'Pago em dobro' });
    expect(rev.status).toBe(200);
    expect(rev.body.data).toMatchObject({ status: 'estornado', estorno_motivo: 'Pago em dobro', total: 30 });
    const now = await open();
    expect(now.commissions.map((x: { payment_id: number }) => x.payment_id)).toEqual([a, b]);
    expect(now.figures).toEqual({ earned: 60, paid: 30, open: 30 });
    expect((await send(fx.t.app, 'GET', `/api/payouts/${second.id}`)).body.data.status).toBe('pago');

    const twice = await send(fx.t.app, 'POST', `/api/payouts/${first.id}/reverse`, { motivo: 'de novo' });
    expect(twice.status).toBe(409);
    // Reopened items can be paid again.
    expect((await pay([a, b])).status).toBe(201);
    const log = await sql`select 1 from activity_log where entity_type = 'payout_reversal'`.execute(fx.t.handle.db);
    expect(log.rows).toHaveLength(1);
  });

  it('a payment edited or deleted after its payout leaves a correction carried to the next payout', async () => {
    const a = await newPayment({ valor: 100 });
    const b = await newPayment({ valor: 200 });
    const paid = (await pay([a, b])).body.data;
    expect(paid.total).toBe(30);

    expect((await send(fx.t.app, 'PUT', `/api/payments/${a}`, { valor: 150 })).status).toBe(200);
    expect((await send(fx.t.app, 'DELETE', `/api/payments/${b}`)).status).toBe(204);
    // The paid payout is never changed.
    expect((await send(fx.t.app, 'GET', `/api/payouts/${paid.id}`)).body.data.total).toBe(30);

    const now = await open();
    expect(now.corrections).toEqual([
      {
        payment_id: a,
        data_pagamento: '2026-11-10',
        descricao: 'Venda',
        pago: 10,
        devido: 15,
        diferenca: 5,
        motivo: 'alterado',
      },
      {
        payment_id: b,
        data_pagamento: '2026-11-10',
        descricao: 'Venda',
        pago: 20,
        devido: 0,
        diferenca: -20,
        motivo: 'excluido',
      },
    ]);
    expect(now.figures).toEqual({ earned: 15, paid: 30, open: -15 });

    // A payout whose total would not be positive is refused and changes nothing.
    const negative = await pay([]);
    expect(negative.status).toBe(400);
    expect(negative.body.message).toBe('O total a pagar precisa ser maior que zero');

    const c = await newPayment({ valor: 400 });
    const next = await pay([c]);
    expect(next.status).toBe(201);
    expect(next.body.data.total).toBe(25); // 40 − 20 + 5
    expect(
      next.body.data.items.map((i: { tipo: string; valor_comissao: number }) => [i.tipo, i.valor_comissao]),
    ).toEqual([
      ['comissao', 40],
      ['correcao', 5],
      ['correcao', -20],
    ]);
    const settled = await open();
    expect(settled.corrections).toEqual([]);
    expect(settled.figures).toEqual({ earned: 55, paid: 55, open: 0 });

    // The first payout cannot be reversed while the correction of its items stands.
    const blocked = await send(fx.t.app, 'POST', `/api/payouts/${paid.id}/reverse`, { motivo: 'x' });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('Estorne antes o pagamento nº 2, que corrige comissões deste pagamento');
  });

  it('refuses bad input with a pt-BR 400 and changes nothing', async () => {
    const p = await newPayment();
    for (const body of [
      { atendente_id: fx.ana, data_pagamento: '2026-11-20', forma_pagamento: 'Ouro', payment_ids: [p] },
      { atendente_id: fx.ana, data_pagamento: '2026-13-20', forma_pagamento: 'PIX', payment_ids: [p] },
      { atendente_id: fx.ana, data_pagamento: '2026-11-20', forma_pagamento: 'PIX', payment_ids: ['1'] },
      { atendente_id: fx.ana, data_pagamento: '2026-11-20', forma_pagamento: 'PIX', payment_ids: [p, p] },
      { atendente_id: 'x', data_pagamento: '2026-11-20', forma_pagamento: 'PIX', payment_ids: [p] },
    ]) {
      const res = await send(fx.t.app, 'POST', '/api/payouts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('VALIDATION');
    }
    expect((await send(fx.t.app, 'GET', '/api/payouts/open')).status).toBe(400);
    expect(
      (
        await send(fx.t.app, 'POST', '/api/payouts', {
          atendente_id: 999999,
          data_pagamento: '2026-11-20',
          forma_pagamento: 'PIX',
        })
      ).status,
    ).toBe(404);
    expect(await livePaidCount(p)).toBe(0);
  });
});
