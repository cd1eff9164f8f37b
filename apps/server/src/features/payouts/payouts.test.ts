import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { hasError, parsePix } from 'pix-utils';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from '../../../test/app.js';
import { expectLedgerMatchesRows } from '../../../test/ledger-check.js';
import { pdfText as readPdfText } from '../../../test/pdf-text.js';

/** Commission payouts and tripeiro settlements (issue 15, ADR 019), on both databases. */
let t: TestApp;
let owner: { token: string; user: { tenant_id: number } };
let ana: number;
let ze: number;
beforeEach(async () => {
  t = await createTestApp();
  owner = await registerCompany(t.app, 'Padaria');
  ana = (await send(t.app, 'POST', '/api/attendants', { nome: 'Ana', comissao_percentual: 10 })).body.data.id;
  ze = (await send(t.app, 'POST', '/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 })).body.data.id;
});
afterEach(async () => {
  await t.close();
});

function send(app: FastifyInstance, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: unknown) {
  return call(app, method, url, { token: owner.token, ...(body === undefined ? {} : { body }) });
}

async function newPayment(body: Record<string, unknown> = {}) {
  const res = await send(t.app, 'POST', '/api/payments', {
    descricao: 'Venda',
    valor: 100,
    data_pagamento: '2026-11-10',
    atendente_id: ana,
    status: 'confirmado',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data.id as number;
}

const open = async (query = '') => {
  const res = await send(t.app, 'GET', `/api/payouts/open?atendente_id=${ana}${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
};

const pay = (payment_ids: number[], app = t.app) =>
  send(app, 'POST', '/api/payouts', {
    atendente_id: ana,
    data_pagamento: '2026-11-20',
    forma_pagamento: 'PIX',
    payment_ids,
  });

async function livePaidCount(paymentId: number) {
  const { rows } = await sql<{ n: number | string }>`select count(*) as n from payout_items
    where payment_id = ${paymentId} and live = 1 and tipo = 'comissao'`.execute(t.handle.db);
  return Number(rows[0]?.n);
}

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
    const balances = await send(t.app, 'GET', '/api/payouts/balances');
    expect(balances.body.data).toEqual([{ atendente_id: ana, earned: 15, paid: 15, open: 0 }]);

    // Another company numbers from 1.
    const other = await registerCompany(t.app, 'Outra');
    const bia = (
      await call(t.app, 'POST', '/api/attendants', {
        token: other.token,
        body: { nome: 'Bia', comissao_percentual: 10 },
      })
    ).body.data.id;
    const op = await call(t.app, 'POST', '/api/payments', {
      token: other.token,
      body: { descricao: 'X', valor: 10, data_pagamento: '2026-11-10', atendente_id: bia, status: 'confirmado' },
    });
    const theirs = await call(t.app, 'POST', '/api/payouts', {
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
      ['GET', `/api/payouts/open?atendente_id=${ana}`, undefined],
    ] as const) {
      expect((await call(t.app, method, url, { token: other.token, body })).status).toBe(404);
    }
    const foreign = await call(t.app, 'POST', '/api/payouts', {
      token: other.token,
      body: { atendente_id: bia, data_pagamento: '2026-11-20', forma_pagamento: 'PIX', payment_ids: [p2] },
    });
    expect(foreign.status).toBe(409);

    const log = await sql<{ action: string; entity_type: string }>`select action, entity_type from activity_log
      where tenant_id = ${owner.user.tenant_id} and entity_type = 'payout'`.execute(t.handle.db);
    expect(log.rows).toHaveLength(2);
  });

  it('never pays a commission twice, even with two concurrent payouts on two instances', async () => {
    const ids = [await newPayment(), await newPayment({ valor: 40 })];
    const second = await t.secondInstance();
    for (let round = 0; round < 3; round++) {
      const results = await Promise.all([pay(ids), pay(ids, second)]);
      const statuses = results.map((r) => r.status).sort();
      expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([201, 409]);
      for (const id of ids) expect(await livePaidCount(id)).toBe(1);
      const winner = results.find((r) => r.status === 201);
      const rev = await send(t.app, 'POST', `/api/payouts/${winner?.body.data.id}/reverse`, { motivo: 'de novo' });
      expect(rev.status).toBe(200);
    }
    const numbers = await sql<{ numero: number }>`select numero from payouts order by numero`.execute(t.handle.db);
    expect(numbers.rows.map((r) => r.numero)).toEqual([1, 2, 3]);
  });

  it('a reversal reopens exactly its items, needs a reason and happens once', async () => {
    const a = await newPayment({ valor: 100 });
    const b = await newPayment({ valor: 200 });
    const c = await newPayment({ valor: 300 });
    const first = (await pay([a, b])).body.data;
    const second = (await pay([c])).body.data;

    const noReason = await send(t.app, 'POST', `/api/payouts/${first.id}/reverse`, { motivo: '  ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.message).toBe('Informe o motivo do estorno');

    const rev = await send(t.app, 'POST', `/api/payouts/${first.id}/reverse`, { motivo: 'Pago em dobro' });
    expect(rev.status).toBe(200);
    expect(rev.body.data).toMatchObject({ status: 'estornado', estorno_motivo: 'Pago em dobro', total: 30 });
    const now = await open();
    expect(now.commissions.map((x: { payment_id: number }) => x.payment_id)).toEqual([a, b]);
    expect(now.figures).toEqual({ earned: 60, paid: 30, open: 30 });
    expect((await send(t.app, 'GET', `/api/payouts/${second.id}`)).body.data.status).toBe('pago');

    const twice = await send(t.app, 'POST', `/api/payouts/${first.id}/reverse`, { motivo: 'de novo' });
    expect(twice.status).toBe(409);
    // Reopened items can be paid again.
    expect((await pay([a, b])).status).toBe(201);
    const log = await sql`select 1 from activity_log where entity_type = 'payout_reversal'`.execute(t.handle.db);
    expect(log.rows).toHaveLength(1);
  });

  it('a payment edited or deleted after its payout leaves a correction carried to the next payout', async () => {
    const a = await newPayment({ valor: 100 });
    const b = await newPayment({ valor: 200 });
    const paid = (await pay([a, b])).body.data;
    expect(paid.total).toBe(30);

    expect((await send(t.app, 'PUT', `/api/payments/${a}`, { valor: 150 })).status).toBe(200);
    expect((await send(t.app, 'DELETE', `/api/payments/${b}`)).status).toBe(204);
    // The paid payout is never changed.
    expect((await send(t.app, 'GET', `/api/payouts/${paid.id}`)).body.data.total).toBe(30);

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
    const blocked = await send(t.app, 'POST', `/api/payouts/${paid.id}/reverse`, { motivo: 'x' });
    expect(blocked.status).toBe(409);
    expect(blocked.body.message).toBe('Estorne antes o pagamento nº 2, que corrige comissões deste pagamento');
  });

  it('refuses bad input with a pt-BR 400 and changes nothing', async () => {
    const p = await newPayment();
    for (const body of [
      { atendente_id: ana, data_pagamento: '2026-11-20', forma_pagamento: 'Ouro', payment_ids: [p] },
      { atendente_id: ana, data_pagamento: '2026-13-20', forma_pagamento: 'PIX', payment_ids: [p] },
      { atendente_id: ana, data_pagamento: '2026-11-20', forma_pagamento: 'PIX', payment_ids: ['1'] },
      { atendente_id: ana, data_pagamento: '2026-11-20', forma_pagamento: 'PIX', payment_ids: [p, p] },
      { atendente_id: 'x', data_pagamento: '2026-11-20', forma_pagamento: 'PIX', payment_ids: [p] },
    ]) {
      const res = await send(t.app, 'POST', '/api/payouts', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toBe('VALIDATION');
    }
    expect((await send(t.app, 'GET', '/api/payouts/open')).status).toBe(400);
    expect(
      (
        await send(t.app, 'POST', '/api/payouts', {
          atendente_id: 999999,
          data_pagamento: '2026-11-20',
          forma_pagamento: 'PIX',
        })
      ).status,
    ).toBe(404);
    expect(await livePaidCount(p)).toBe(0);
  });
});

describe('tripeiro settlements', () => {
  const pending = (body: Record<string, unknown> = {}) =>
    newPayment({ tripeiro_id: ze, atendente_id: null, status: 'pendente', ...body });

  it('confirms exactly its payments through the ledger, and every figure matches a recompute', async () => {
    const a = await pending({ valor: 100 });
    const b = await pending({ valor: 33.33, data_pagamento: '2026-11-15' });
    const c = await pending({ valor: 50, data_pagamento: '2026-11-18' });
    await newPayment({ tripeiro_id: ze, valor: 10 }); // already confirmed

    const due = await send(t.app, 'GET', `/api/settlements/open?tripeiro_id=${ze}&endDate=2026-11-16`);
    expect(due.status).toBe(200);
    expect(due.body.data.payments.map((p: { payment_id: number }) => p.payment_id)).toEqual([a, b]);
    // 5 % of 100 = 5,00; of 33,33 = 1,67 (half up); saldo 133,33 − 6,67 = 126,66
    expect(due.body.data).toMatchObject({ saldo: 133.33, comissao: 6.67, valor_entregue: 126.66 });

    const res = await send(t.app, 'POST', '/api/settlements', {
      tripeiro_id: ze,
      data_acerto: '2026-11-20',
      forma_pagamento: 'Dinheiro',
      payment_ids: [a, b],
      periodo_fim: '2026-11-16',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data).toMatchObject({
      numero: 1,
      saldo: 133.33,
      comissao: 6.67,
      valor_entregue: 126.66,
      tripeiro_nome: 'Zé',
    });

    const statuses = await sql<{ id: number; status: string }>`select id, status from payments
      where tripeiro_id = ${ze} order by id`.execute(t.handle.db);
    const byId = Object.fromEntries(statuses.rows.map((r) => [r.id, r.status]));
    expect([byId[a], byId[b], byId[c]]).toEqual(['confirmado', 'confirmado', 'pendente']);

    const tripeiro = await send(t.app, 'GET', `/api/tripeiros/${ze}`);
    expect(tripeiro.body.data).toMatchObject({ saldo_pendente: 50, total_commissions: 7.17 });
    await expectLedgerMatchesRows(t.app, t.handle.db, owner.user.tenant_id, owner.token);

    // Settling a payment already confirmed: refused, nothing written.
    const twice = await send(t.app, 'POST', '/api/settlements', {
      tripeiro_id: ze,
      data_acerto: '2026-11-20',
      forma_pagamento: 'Dinheiro',
      payment_ids: [a, c],
    });
    expect(twice.status).toBe(409);
    expect((await send(t.app, 'GET', `/api/payments/${c}`)).body.data.status).toBe('pendente');
    // A partial settlement of the rest is number 2.
    const rest = await send(t.app, 'POST', '/api/settlements', {
      tripeiro_id: ze,
      data_acerto: '2026-11-21',
      forma_pagamento: 'PIX',
      payment_ids: [c],
    });
    expect(rest.body.data.numero).toBe(2);
    expect((await send(t.app, 'GET', `/api/settlements?tripeiro_id=${ze}`)).body.pagination.total).toBe(2);
    await expectLedgerMatchesRows(t.app, t.handle.db, owner.user.tenant_id, owner.token);

    const other = await registerCompany(t.app, 'Outra');
    expect((await call(t.app, 'GET', `/api/settlements/${res.body.data.id}`, { token: other.token })).status).toBe(404);
    expect((await call(t.app, 'GET', `/api/settlements/open?tripeiro_id=${ze}`, { token: other.token })).status).toBe(
      404,
    );
  });

  it('two concurrent settlements of the same payments on two instances: one confirms them, the other changes nothing', async () => {
    const ids = [await pending({ valor: 100 }), await pending({ valor: 60 }), await pending({ valor: 40 })];
    const second = await t.secondInstance();
    const body = (payment_ids: number[]) => ({
      tripeiro_id: ze,
      data_acerto: '2026-11-20',
      forma_pagamento: 'PIX',
      payment_ids,
    });
    const results = await Promise.all([
      send(t.app, 'POST', '/api/settlements', body(ids)),
      send(second, 'POST', '/api/settlements', body([ids[2] as number, ids[1] as number])),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, JSON.stringify(results.map((r) => r.body))).toEqual([201, 409]);
    const items = await sql<{ payment_id: number }>`select payment_id from settlement_items`.execute(t.handle.db);
    const won = results.find((r) => r.status === 201)?.body.data;
    expect(items.rows.map((r) => r.payment_id).sort()).toEqual(
      won.items.map((i: { payment_id: number }) => i.payment_id).sort(),
    );
    const confirmed = await sql<{
      id: number;
    }>`select id from payments where status = 'confirmado' order by id`.execute(t.handle.db);
    expect(confirmed.rows.map((r) => r.id)).toEqual(items.rows.map((r) => r.payment_id).sort((a, b) => a - b));
    await expectLedgerMatchesRows(t.app, t.handle.db, owner.user.tenant_id, owner.token);
  });

  it('a settlement touching a closed month is 409 MONTH_CLOSED and changes nothing', async () => {
    const oct = await pending({ valor: 100, data_pagamento: '2026-10-20' });
    const nov = await pending({ valor: 100 });
    expect((await send(t.app, 'POST', '/api/closings/2026-10/close')).status).toBe(200);
    const res = await send(t.app, 'POST', '/api/settlements', {
      tripeiro_id: ze,
      data_acerto: '2026-11-20',
      forma_pagamento: 'PIX',
      payment_ids: [nov, oct],
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('MONTH_CLOSED');
    const rows = await sql<{ status: string }>`select status from payments where tripeiro_id = ${ze}`.execute(
      t.handle.db,
    );
    expect(rows.rows.map((r) => r.status)).toEqual(['pendente', 'pendente']);
    const count = await sql`select 1 from settlements`.execute(t.handle.db);
    expect(count.rows).toHaveLength(0);
    await expectLedgerMatchesRows(t.app, t.handle.db, owner.user.tenant_id, owner.token);
  });
});

describe('PIX', () => {
  it('a payout to an attendant with a PIX key and a settlement to the company key decode to their amounts', async () => {
    const bad = await send(t.app, 'PUT', `/api/attendants/${ana}`, { chave_pix: '123.456.789-00' });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Chave PIX inválida: use CPF, CNPJ, e-mail, celular com DDD ou chave aleatória');
    const p = await newPayment({ valor: 123.4 });
    const payout = (await pay([p])).body.data;
    const none = await send(t.app, 'GET', `/api/payouts/${payout.id}/pix`);
    expect(none.status).toBe(409);
    expect(none.body.message).toBe('Cadastre a chave PIX para gerar o QR Code');

    const ok = await send(t.app, 'PUT', `/api/attendants/${ana}`, { chave_pix: '(11) 98765-4321' });
    expect(ok.body.data.chave_pix).toBe('+5511987654321');
    await send(t.app, 'PUT', `/api/attendants/${ana}`, { nome: 'Ana Conceição & Cia' });
    const settings = await send(t.app, 'PUT', '/api/pix-settings', {
      chave_pix: 'Caixa@Padaria.com',
      pix_cidade: 'São João del-Rei',
    });
    expect(settings.body.data).toEqual({ chave_pix: 'caixa@padaria.com', pix_cidade: 'São João del-Rei' });

    const code = await send(t.app, 'GET', `/api/payouts/${payout.id}/pix`);
    expect(code.status).toBe(200);
    expect(code.body.data.qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
    const decoded = parsePix(code.body.data.payload);
    expect(hasError(decoded)).toBe(false);
    // The payout keeps the name it was paid under.
    expect(decoded).toMatchObject({
      pixKey: '+5511987654321',
      transactionAmount: 12.34,
      merchantName: 'Ana',
      merchantCity: 'Sao Joao del Re',
      txid: 'PAGAMENTO1',
    });

    const pend = await newPayment({ tripeiro_id: ze, atendente_id: null, status: 'pendente', valor: 200 });
    const settlement = (
      await send(t.app, 'POST', '/api/settlements', {
        tripeiro_id: ze,
        data_acerto: '2026-11-20',
        forma_pagamento: 'PIX',
        payment_ids: [pend],
      })
    ).body.data;
    const due = await send(t.app, 'GET', `/api/settlements/${settlement.id}/pix`);
    expect(parsePix(due.body.data.payload)).toMatchObject({
      pixKey: 'caixa@padaria.com',
      transactionAmount: 190,
      merchantName: 'Padaria',
      txid: 'ACERTO1',
    });

    const reversed = await send(t.app, 'POST', `/api/payouts/${payout.id}/reverse`, { motivo: 'erro' });
    expect(reversed.status).toBe(200);
    expect((await send(t.app, 'GET', `/api/payouts/${payout.id}/pix`)).status).toBe(409);
  });
});

describe('receipts', () => {
  /** The PDF's text in drawing order (test/pdf-text.ts); the file is written to RECEIPTS_DIR when set, to look at. */
  async function pdfText(url: string, name: string) {
    const res = await t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${owner.token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.RECEIPTS_DIR) writeFileSync(join(process.env.RECEIPTS_DIR, `${name}.pdf`), res.rawPayload);
    return readPdfText(res.rawPayload);
  }

  it('a payout and a settlement receipt: company, CNPJ, person, items, total in figures and in words, date, signature', async () => {
    await send(t.app, 'PUT', `/api/attendants/${ana}`, { nome: 'Ana Conceição' });
    await send(t.app, 'PUT', '/api/pix-settings', { chave_pix: null, pix_cidade: 'São Paulo' });
    await t.handle.db
      .updateTable('tenants')
      .set({ cnpj: '11222333000181', name: 'Padaria Pão & Cia' })
      .where('id', '=', owner.user.tenant_id)
      .execute();
    const a = await newPayment({ valor: 1234.5, descricao: 'Bolo de aniversário' });
    const b = await newPayment({ valor: 80, descricao: 'Pão francês' });
    await pay([a]);
    await send(t.app, 'PUT', `/api/payments/${a}`, { valor: 1334.5 });
    const payout = (
      await send(t.app, 'POST', '/api/payouts', {
        atendente_id: ana,
        data_pagamento: '2026-11-20',
        forma_pagamento: 'PIX',
        payment_ids: [b],
        periodo_inicio: '2026-11-01',
        periodo_fim: '2026-11-30',
      })
    ).body.data;
    expect(payout.total).toBe(18); // 8 + the correction of 10

    const text = await pdfText(`/api/payouts/${payout.id}/pdf`, 'recibo-comissoes');
    for (const part of [
      'Padaria Pão & Cia',
      'CNPJ 11.222.333/0001-81',
      'Recibo de pagamento de comissões nº 2',
      'a importância de R$ 18,00 (dezoito reais)',
      'do período de 01/11/2026 a 30/11/2026',
      'Pão francês',
      'Correção: Bolo de aniversário',
      'Total pago R$ 18,00',
      'São Paulo, 20 de novembro de 2026.',
      'Ana Conceição Atendente',
    ]) {
      expect(text).toContain(part);
    }

    await send(t.app, 'POST', '/api/payouts/1/reverse', { motivo: 'x' }); // blocked by the correction: stays
    await send(t.app, 'POST', `/api/payouts/${payout.id}/reverse`, { motivo: 'Pago na conta errada' });
    expect(await pdfText(`/api/payouts/${payout.id}/pdf`, 'recibo-estornado')).toContain(
      'Motivo: Pago na conta errada',
    );

    const p1 = await newPayment({
      tripeiro_id: ze,
      atendente_id: null,
      status: 'pendente',
      valor: 1000,
      descricao: 'Conta 12',
    });
    const settlement = (
      await send(t.app, 'POST', '/api/settlements', {
        tripeiro_id: ze,
        data_acerto: '2026-11-21',
        forma_pagamento: 'Dinheiro',
        payment_ids: [p1],
      })
    ).body.data;
    const acerto = await pdfText(`/api/settlements/${settlement.id}/pdf`, 'recibo-acerto');
    for (const part of [
      'Recibo de acerto nº 1',
      'recebeu de Zé a importância de R$ 950,00 (novecentos e cinquenta reais)',
      'Conta 12',
      'Valor entregue R$ 950,00',
      '21 de novembro de 2026',
    ]) {
      expect(acerto).toContain(part);
    }
  });
});
