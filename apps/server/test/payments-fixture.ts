import { expect } from 'vitest';
import { call, companyFixture, countRows } from './app.js';

/**
 * A fresh app with one company ('Padaria') for each test of the calling file, and the owner's
 * calls that the payments tests make (src/features/payments/payments.*.test.ts). `t` and `owner`
 * are read after the file's beforeEach hooks ran.
 */
export function paymentsFixture() {
  const company = companyFixture('Padaria');

  const post = (url: string, body: unknown, token = company.owner.token, headers?: Record<string, string>) =>
    call(company.t.app, 'POST', url, { token, body, ...(headers ? { headers } : {}) });
  const put = (url: string, body: unknown, token = company.owner.token) =>
    call(company.t.app, 'PUT', url, { token, body });
  const get = (url: string, token = company.owner.token) => call(company.t.app, 'GET', url, { token });

  async function attendant(nome: string, pct: number, token = company.owner.token) {
    const res = await post('/api/attendants', { nome, comissao_percentual: pct }, token);
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  }
  async function tripeiro(nome: string, pct: number, token = company.owner.token) {
    const res = await post('/api/tripeiros', { nome, comissao_percentual: pct }, token);
    expect(res.status).toBe(201);
    return res.body.data.id as number;
  }
  /** POST /api/payments of a sale on 2026-11-10 with `body`'s fields: the answer, whatever it is. */
  const postPayment = (body: Record<string, unknown>, token = company.owner.token) =>
    post('/api/payments', { descricao: 'Venda', data_pagamento: '2026-11-10', ...body }, token);
  async function payment(body: Record<string, unknown>, token = company.owner.token) {
    const res = await postPayment(body, token);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data;
  }
  const count = (table: 'payments' | 'attendants' | 'tripeiros' | 'tripeiro_accounts' | 'activity_log') =>
    countRows(company.t.handle.db, table);

  return {
    get t() {
      return company.t;
    },
    get owner() {
      return company.owner;
    },
    post,
    put,
    get,
    attendant,
    tripeiro,
    postPayment,
    payment,
    count,
  };
}
