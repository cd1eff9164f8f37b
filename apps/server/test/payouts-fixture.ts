import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { beforeEach, expect } from 'vitest';
import { call, companyFixture } from './app.js';
import { pdfText } from './pdf-text.js';

/**
 * Commission payouts and tripeiro settlements (issue 15, ADR 019), on both databases: a fresh app
 * for each test of the calling file with a company ('Padaria'), its attendant Ana (10%) and its
 * tripeiro Zé (5%), and the owner's calls (src/features/payouts/*.test.ts,
 * src/ledger/ledger.race.test.ts). `t`, `owner`, `ana` and `ze` are read after the file's
 * beforeEach hooks ran.
 */
export function payoutsFixture() {
  const company = companyFixture('Padaria');
  let ana: number;
  let ze: number;
  beforeEach(async () => {
    ana = (await send(company.t.app, 'POST', '/api/attendants', { nome: 'Ana', comissao_percentual: 10 })).body.data.id;
    ze = (await send(company.t.app, 'POST', '/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 })).body.data.id;
  });
  function send(app: FastifyInstance, method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, body?: unknown) {
    return call(app, method, url, { token: company.owner.token, ...(body === undefined ? {} : { body }) });
  }

  /** A payment of 100 on 2026-11-10 with `body`'s fields; its id. */
  async function postPayment(body: Record<string, unknown>) {
    const res = await send(company.t.app, 'POST', '/api/payments', {
      descricao: 'Venda',
      valor: 100,
      data_pagamento: '2026-11-10',
      ...body,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as number;
  }

  /** A confirmed payment by Ana: it earns her commission. */
  const newPayment = (body: Record<string, unknown> = {}) =>
    postPayment({ atendente_id: ana, status: 'confirmado', ...body });

  const open = async (query = '') => {
    const res = await send(company.t.app, 'GET', `/api/payouts/open?atendente_id=${ana}${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body.data;
  };

  const pay = (payment_ids: number[], app = company.t.app, extra: Record<string, unknown> = {}) =>
    send(app, 'POST', '/api/payouts', {
      atendente_id: ana,
      data_pagamento: '2026-11-20',
      forma_pagamento: 'PIX',
      payment_ids,
      ...extra,
    });

  /** Zé's settlement of `payment_ids` on 2026-11-20, in cash unless `extra` says otherwise. */
  const settle = (payment_ids: number[], extra: Record<string, unknown> = {}, app = company.t.app) =>
    send(app, 'POST', '/api/settlements', {
      tripeiro_id: ze,
      data_acerto: '2026-11-20',
      forma_pagamento: 'Dinheiro',
      payment_ids,
      ...extra,
    });

  /**
   * A receipt's text in drawing order (test/pdf-text.ts), after checking it is a PDF; the file is
   * written to RECEIPTS_DIR when set, to look at.
   */
  async function receiptText(url: string, name: string) {
    const res = await company.t.app.inject({
      method: 'GET',
      url,
      headers: { authorization: `Bearer ${company.owner.token}` },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    if (process.env.RECEIPTS_DIR) writeFileSync(join(process.env.RECEIPTS_DIR, `${name}.pdf`), res.rawPayload);
    return pdfText(res.rawPayload);
  }

  async function livePaidCount(paymentId: number) {
    const { rows } = await sql<{ n: number | string }>`select count(*) as n from payout_items
      where payment_id = ${paymentId} and live = 1 and tipo = 'comissao'`.execute(company.t.handle.db);
    return Number(rows[0]?.n);
  }

  return {
    get t() {
      return company.t;
    },
    get owner() {
      return company.owner;
    },
    get ana() {
      return ana;
    },
    get ze() {
      return ze;
    },
    send,
    postPayment,
    newPayment,
    open,
    pay,
    settle,
    receiptText,
    livePaidCount,
  };
}
