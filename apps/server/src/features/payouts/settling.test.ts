import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, registerCompany } from '../../../test/app.js';
import { expectLedgerMatchesRows } from '../../../test/ledger-check.js';
import { payoutsFixture } from '../../../test/payouts-fixture.js';

/**
 * Issue 15, what ADR 019 left open (ADR 022): settlement reversal, the account's saldo devedor
 * following a settlement, and the lists' filters — on both databases.
 */
const fx = payoutsFixture();
const { settle, receiptText: pdfText } = fx;

const send = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  body?: unknown,
  app: FastifyInstance = fx.t.app,
) => fx.send(app, method, url, body);

/** A pending payment through Zé. */
const pending = (body: Record<string, unknown> = {}) =>
  fx.postPayment({ tripeiro_id: fx.ze, status: 'pendente', ...body });

async function account(body: Record<string, unknown>, tripeiro = fx.ze) {
  const res = await send('POST', `/api/tripeiros/${tripeiro}/accounts`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

async function saldoDevedor(accountId: number) {
  const res = await send('GET', `/api/tripeiros/${fx.ze}`);
  return res.body.data.accounts.find((a: { id: number }) => a.id === accountId).saldo_devedor as number;
}

async function statuses(ids: number[]) {
  const { rows } = await sql<{ id: number; status: string }>`select id, status from payments`.execute(fx.t.handle.db);
  const by = new Map(rows.map((r) => [r.id, r.status]));
  return ids.map((id) => by.get(id));
}

const ledgerCheck = () => expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);

describe('a settlement and the account it pays down', () => {
  it('lowers the chosen account by the saldo settled, never below zero, in the same transaction', async () => {
    const conta = await account({ numero_conta: 'C-1', limite_credito: 1000, saldo_devedor: 500 });
    const small = await account({ numero_conta: 'C-2', saldo_devedor: 50 });
    const a = await pending({ valor: 100 });
    const b = await pending({ valor: 33.33 });

    const res = await settle([a, b], { conta_id: conta });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    // saldo 133,33 − comissão 6,67 (5 % of each, half up) = 126,66 entregue; the account owes 500 − 133,33.
    expect(res.body.data).toMatchObject({
      saldo: 133.33,
      comissao: 6.67,
      valor_entregue: 126.66,
      status: 'acertado',
      conta_id: conta,
      conta_numero: 'C-1',
      abatimento: 133.33,
    });
    expect(await saldoDevedor(conta)).toBe(366.67);
    // saldo_atual = Σ saldo_devedor of active accounts.
    expect((await send('GET', `/api/tripeiros/${fx.ze}`)).body.data.saldo_atual).toBe(416.67);

    // A settlement above what the account owes takes it to zero and keeps what it took.
    const c = await pending({ valor: 80 });
    const capped = await settle([c], { conta_id: small });
    expect(capped.body.data).toMatchObject({ saldo: 80, abatimento: 50, conta_numero: 'C-2' });
    expect(await saldoDevedor(small)).toBe(0);

    // No account: nothing is lowered.
    const d = await pending({ valor: 10 });
    const none = await settle([d]);
    expect(none.body.data).toMatchObject({ conta_id: null, conta_numero: null, abatimento: 0 });
    expect(await saldoDevedor(conta)).toBe(366.67);
    await ledgerCheck();
  });

  it("refuses an inactive account (400), another tripeiro's or company's (404), and then changes nothing", async () => {
    const inactive = await account({ numero_conta: 'C-9', saldo_devedor: 100 });
    await send('PUT', `/api/tripeiros/${fx.ze}/accounts/${inactive}`, { ativa: 0 });
    const other = (await send('POST', '/api/tripeiros', { nome: 'Outro' })).body.data.id;
    const theirs = await account({ numero_conta: 'O-1', saldo_devedor: 100 }, other);
    const company = await registerCompany(fx.t.app, 'Outra');
    const foreignTripeiro = (
      await call(fx.t.app, 'POST', '/api/tripeiros', { token: company.token, body: { nome: 'X' } })
    ).body.data.id;
    const foreign = (
      await call(fx.t.app, 'POST', `/api/tripeiros/${foreignTripeiro}/accounts`, {
        token: company.token,
        body: { numero_conta: 'F-1', saldo_devedor: 100 },
      })
    ).body.data.id;
    const p = await pending();

    const off = await settle([p], { conta_id: inactive });
    expect(off.status).toBe(400);
    expect(off.body.message).toBe('A conta escolhida está inativa');
    for (const id of [theirs, foreign]) {
      const res = await settle([p], { conta_id: id });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Conta não encontrada');
    }
    expect((await settle([p], { conta_id: 'x' })).status).toBe(400);
    expect(await statuses([p])).toEqual(['pendente']);
    expect((await sql`select 1 from settlements`.execute(fx.t.handle.db)).rows).toHaveLength(0);
    expect(await saldoDevedor(inactive)).toBe(100);
  });
});

describe('settlement reversal', () => {
  it('sends its payments back to pendente through the ledger and gives the account back what it took', async () => {
    const conta = await account({ numero_conta: 'C-1', saldo_devedor: 500 });
    const a = await pending({ valor: 100 });
    const b = await pending({ valor: 33.33, data_pagamento: '2026-11-12' });
    const settled = (await settle([a, b], { conta_id: conta })).body.data;
    expect(await saldoDevedor(conta)).toBe(366.67);
    expect((await send('GET', `/api/tripeiros/${fx.ze}`)).body.data).toMatchObject({
      saldo_pendente: 0,
      total_commissions: 6.67,
    });

    const noReason = await send('POST', `/api/settlements/${settled.id}/reverse`, { motivo: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Informe o motivo do estorno');
    const other = await registerCompany(fx.t.app, 'Outra');
    const foreign = await call(fx.t.app, 'POST', `/api/settlements/${settled.id}/reverse`, {
      token: other.token,
      body: { motivo: 'x' },
    });
    expect(foreign.status).toBe(404);
    expect(foreign.body.message).toBe('Acerto não encontrado');
    expect(
      (await call(fx.t.app, 'POST', `/api/settlements/${settled.id}/reverse`, { body: { motivo: 'x' } })).status,
    ).toBe(401);
    expect(await statuses([a, b])).toEqual(['confirmado', 'confirmado']);

    const rev = await send('POST', `/api/settlements/${settled.id}/reverse`, { motivo: 'Dinheiro não entregue' });
    expect(rev.status, JSON.stringify(rev.body)).toBe(200);
    expect(rev.body.data).toMatchObject({
      status: 'estornado',
      estorno_motivo: 'Dinheiro não entregue',
      estornado_em: '2026-11-21T12:00:00.000Z',
      saldo: 133.33,
      abatimento: 133.33,
    });
    expect(rev.body.data.items).toHaveLength(2);
    expect(await statuses([a, b])).toEqual(['pendente', 'pendente']);
    expect(await saldoDevedor(conta)).toBe(500);
    expect((await send('GET', `/api/tripeiros/${fx.ze}`)).body.data).toMatchObject({
      saldo_pendente: 133.33,
      total_commissions: 0,
      saldo_atual: 500,
    });
    await ledgerCheck();

    const log = await sql<{ entity_type: string; entity_id: number; action: string }>`select action, entity_type,
      entity_id from activity_log where entity_type in ('settlement', 'settlement_reversal', 'payment')
      order by id`.execute(fx.t.handle.db);
    expect(log.rows.filter((r) => r.entity_type === 'settlement_reversal')).toEqual([
      { action: 'CREATE', entity_type: 'settlement_reversal', entity_id: settled.id },
    ]);
    // Each payment's return to pendente is an UPDATE of it, as every ledger write.
    expect(log.rows.slice(-3).map((r) => [r.action, r.entity_type, r.entity_id])).toEqual([
      ['UPDATE', 'payment', a],
      ['UPDATE', 'payment', b],
      ['CREATE', 'settlement_reversal', settled.id],
    ]);

    const twice = await send('POST', `/api/settlements/${settled.id}/reverse`, { motivo: 'de novo' });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe('Este acerto já foi estornado');
    // A reversed settlement offers no PIX code any more.
    await send('PUT', '/api/pix-settings', { chave_pix: 'caixa@padaria.com', pix_cidade: 'Recife' });
    const pix = await send('GET', `/api/settlements/${settled.id}/pix`);
    expect(pix.status).toBe(409);
    expect(pix.body.message).toBe('Este acerto já foi estornado');
    expect(await saldoDevedor(conta)).toBe(500);

    // The payments can be settled again: a new number, the old one stays reversed.
    const again = await settle([a, b], { conta_id: conta });
    expect(again.body.data.numero).toBe(2);
    expect((await send('GET', `/api/settlements/${settled.id}`)).body.data.status).toBe('estornado');
  });

  it('is refused with a clear 409 while a payment is no longer as the settlement confirmed it, and changes nothing', async () => {
    const conta = await account({ numero_conta: 'C-1', saldo_devedor: 500 });
    const a = await pending({ valor: 100, descricao: 'Bolo' });
    const b = await pending({ valor: 50, descricao: 'Pão', data_pagamento: '2026-11-12' });
    const settled = (await settle([a, b], { conta_id: conta })).body.data;
    expect((await send('PUT', `/api/payments/${b}`, { valor: 60 })).status).toBe(200);

    const res = await send('POST', `/api/settlements/${settled.id}/reverse`, { motivo: 'erro' });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Não é possível estornar: o lançamento "Pão" de 12/11/2026 foi alterado ou excluído depois do acerto',
    );
    expect(await statuses([a, b])).toEqual(['confirmado', 'confirmado']);
    expect(await saldoDevedor(conta)).toBe(350);
    expect((await send('GET', `/api/settlements/${settled.id}`)).body.data.status).toBe('acertado');

    // Put back as it was, the reversal goes through; a deleted payment blocks it the same way.
    expect((await send('PUT', `/api/payments/${b}`, { valor: 50 })).status).toBe(200);
    const c = await pending({ valor: 20, descricao: 'Café' });
    const second = (await settle([c])).body.data;
    expect((await send('DELETE', `/api/payments/${c}`)).status).toBe(204);
    const gone = await send('POST', `/api/settlements/${second.id}/reverse`, { motivo: 'erro' });
    expect(gone.status).toBe(409);
    expect(gone.body.message).toBe(
      'Não é possível estornar: o lançamento "Café" de 10/11/2026 foi alterado ou excluído depois do acerto',
    );
    expect((await send('POST', `/api/settlements/${settled.id}/reverse`, { motivo: 'erro' })).status).toBe(200);
    expect(await statuses([a, b])).toEqual(['pendente', 'pendente']);
    await ledgerCheck();
  });

  it('a payment in a closed month: 409 MONTH_CLOSED, and nothing changes', async () => {
    const conta = await account({ numero_conta: 'C-1', saldo_devedor: 500 });
    const oct = await pending({ valor: 100, data_pagamento: '2026-10-20' });
    const nov = await pending({ valor: 100 });
    const settled = (await settle([oct, nov], { conta_id: conta })).body.data;
    expect((await send('POST', '/api/closings/2026-10/close')).status).toBe(200);

    const res = await send('POST', `/api/settlements/${settled.id}/reverse`, { motivo: 'erro' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('MONTH_CLOSED');
    expect(res.body.message).toBe(
      "Pagamento 'Venda' de 20/10/2026: outubro/2026 está fechado. Reabra o fechamento para estornar este acerto.",
    );
    expect(await statuses([oct, nov])).toEqual(['confirmado', 'confirmado']);
    expect(await saldoDevedor(conta)).toBe(300);
    expect((await send('GET', `/api/settlements/${settled.id}`)).body.data.status).toBe('acertado');
    await ledgerCheck();
  });

  it('two concurrent reversals on two instances: one reverses, the other is a 409 and changes nothing', async () => {
    const conta = await account({ numero_conta: 'C-1', saldo_devedor: 500 });
    const second = await fx.t.secondInstance();
    for (let round = 0; round < 3; round++) {
      const ids = [await pending({ valor: 100 }), await pending({ valor: 60 })];
      const settled = (await settle(ids, { conta_id: conta })).body.data;
      expect(await saldoDevedor(conta)).toBe(340);
      const results = await Promise.all([
        send('POST', `/api/settlements/${settled.id}/reverse`, { motivo: 'um' }),
        send('POST', `/api/settlements/${settled.id}/reverse`, { motivo: 'outro' }, second),
      ]);
      const codes = results.map((r) => r.status).sort();
      expect(codes, JSON.stringify(results.map((r) => r.body))).toEqual([200, 409]);
      expect(results.find((r) => r.status === 409)?.body.message).toBe('Este acerto já foi estornado');
      // Given back once, not twice; each payment reverted once.
      expect(await saldoDevedor(conta)).toBe(500);
      expect(await statuses(ids)).toEqual(['pendente', 'pendente']);
      const reversals = await sql`select 1 from activity_log where entity_type = 'settlement_reversal'
        and entity_id = ${settled.id}`.execute(fx.t.handle.db);
      expect(reversals.rows).toHaveLength(1);
      // Clean up for the next round: the payments are deleted.
      for (const id of ids) await send('DELETE', `/api/payments/${id}`);
    }
    await ledgerCheck();
  });

  it("the reversed settlement's receipt carries the ESTORNADO band with date and reason, and the account line", async () => {
    const conta = await account({ numero_conta: 'C-7', saldo_devedor: 1000 });
    const p = await pending({ valor: 1000, descricao: 'Conta 12' });
    const settled = (await settle([p], { conta_id: conta })).body.data;
    const before = await pdfText(`/api/settlements/${settled.id}/pdf`, 'recibo-acerto-conta');
    expect(before).toContain('O saldo devedor da conta C-7 foi abatido em R$ 1.000,00.');
    expect(before).not.toContain('ESTORNADO');
    fx.t.clock.set('2026-11-21T12:10:00.000Z');
    await send('POST', `/api/settlements/${settled.id}/reverse`, { motivo: 'Acerto lançado em dobro' });
    const text = await pdfText(`/api/settlements/${settled.id}/pdf`, 'recibo-acerto-estornado');
    expect(text).toContain('ESTORNADO em 21/11/2026 09:10. Motivo: Acerto lançado em dobro');
    expect(text).toContain('Recibo de acerto nº 1');
  });
});

describe('the lists of payouts and settlements', () => {
  it('filter by person, period of the date paid and status, paged; bad filters are a pt-BR 400', async () => {
    const bia = (await send('POST', '/api/attendants', { nome: 'Bia', comissao_percentual: 10 })).body.data.id;
    const confirmed = async (atendente_id: number, data: string) =>
      (
        await send('POST', '/api/payments', {
          descricao: 'Venda',
          valor: 100,
          data_pagamento: data,
          atendente_id,
          status: 'confirmado',
        })
      ).body.data.id as number;
    const payout = async (atendente_id: number, payment: number, data_pagamento: string) =>
      (
        await send('POST', '/api/payouts', {
          atendente_id,
          data_pagamento,
          forma_pagamento: 'PIX',
          payment_ids: [payment],
        })
      ).body.data.id as number;
    const p1 = await payout(fx.ana, await confirmed(fx.ana, '2026-10-05'), '2026-10-31');
    await payout(fx.ana, await confirmed(fx.ana, '2026-11-05'), '2026-11-20');
    await payout(bia, await confirmed(bia, '2026-11-06'), '2026-11-21');
    await send('POST', `/api/payouts/${p1}/reverse`, { motivo: 'erro' });

    const numbers = async (query: string) => {
      const res = await send('GET', `/api/payouts?${query}`);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return { n: res.body.data.map((r: { numero: number }) => r.numero), total: res.body.pagination.total };
    };
    expect(await numbers('')).toEqual({ n: [3, 2, 1], total: 3 });
    expect(await numbers(`atendente_id=${fx.ana}`)).toEqual({ n: [2, 1], total: 2 });
    expect(await numbers('startDate=2026-11-01&endDate=2026-11-20')).toEqual({ n: [2], total: 1 });
    expect(await numbers('status=estornado')).toEqual({ n: [1], total: 1 });
    expect(await numbers('status=pago&limit=1&page=2')).toEqual({ n: [2], total: 2 });

    const s1 = (await settle([await pending({ valor: 10 })])).body.data.id;
    await settle([await pending({ valor: 20 })], { data_acerto: '2026-11-25' });
    await send('POST', `/api/settlements/${s1}/reverse`, { motivo: 'erro' });
    const settlements = async (query: string) =>
      (await send('GET', `/api/settlements?${query}`)).body.data.map((r: { numero: number }) => r.numero);
    expect(await settlements('status=acertado')).toEqual([2]);
    expect(await settlements('status=estornado')).toEqual([1]);
    expect(await settlements(`tripeiro_id=${fx.ze}&startDate=2026-11-21`)).toEqual([2]);
    const row = (await send('GET', '/api/settlements?status=estornado')).body.data[0];
    expect(row).toMatchObject({ status: 'estornado', estorno_motivo: 'erro', saldo: 10, valor_entregue: 9.5 });

    for (const [url, message] of [
      ['/api/payouts?status=acertado', 'Situação inválida'],
      ['/api/settlements?status=pago', 'Situação inválida'],
      ['/api/payouts?startDate=2026-11-30&endDate=2026-11-01', 'Data inicial não pode ser maior que data final'],
      ['/api/settlements?startDate=2026-02-30', 'Data inválida'],
    ] as const) {
      const res = await send('GET', url);
      expect(res.status, url).toBe(400);
      expect(res.body.message, url).toBe(message);
    }
    const other = await registerCompany(fx.t.app, 'Outra');
    expect((await call(fx.t.app, 'GET', '/api/payouts', { token: other.token })).body.pagination.total).toBe(0);
    expect((await call(fx.t.app, 'GET', '/api/settlements', { token: other.token })).body.pagination.total).toBe(0);
    expect((await call(fx.t.app, 'GET', '/api/settlements')).status).toBe(401);
  });
});
