import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterEach, beforeEach, expect } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from './app.js';

export type Owner = Awaited<ReturnType<typeof registerCompany>>;

/**
 * Commission payouts and tripeiro settlements (issue 15, ADR 019), on both databases: a fresh app
 * for each test of the calling file with a company ('Padaria'), its attendant Ana (10%) and its
 * tripeiro Zé (5%), and the owner's calls (src/features/payouts/payouts.*.test.ts). `t`, `owner`,
 * `ana` and `ze` are read after the file's beforeEach hooks ran.
 */
export function payoutsFixture() {
  let t: TestApp;
  let owner: Owner;
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

  return {
    get t() {
      return t;
    },
    get owner() {
      return owner;
    },
    get ana() {
      return ana;
    },
    get ze() {
      return ze;
    },
    send,
    newPayment,
    open,
    pay,
    livePaidCount,
  };
}
