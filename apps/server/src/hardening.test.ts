import { afterEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from '../test/app.js';
import { loadEnv } from './env.js';

/** Issue 12: input a hostile or careless client can send. One describe per item. */

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

let n = 0;
const registration = () => {
  n += 1;
  return { name: 'Dona', email: `dona${n}@example.com`, password: 'senha123', companyName: `Loja ${n}` };
};
const register = (app: TestApp['app'], peer: string, forwardedFor?: string) =>
  call(app, 'POST', '/api/auth/register', {
    body: registration(),
    ip: peer,
    ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
  });

describe('TRUST_PROXY (item 6)', () => {
  it('refuses true, takes a hop count or a list of addresses/CIDRs, and names a bad entry', () => {
    expect(() => loadEnv({ TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY: true não é mais aceito/);
    expect(() => loadEnv({ TRUST_PROXY: '10.0.0.1,nada' })).toThrow(/endereço ou CIDR inválido: "nada"/);
    expect(() => loadEnv({ TRUST_PROXY: '21' })).toThrow(/entre 0 e 20/);
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '0' }).TRUST_PROXY).toBe(false);
    expect(loadEnv({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadEnv({ TRUST_PROXY: ' 10.0.0.1 , 192.168.0.0/16,::1,loopback' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it('with one hop, a client cannot pick its IP by sending X-Forwarded-For: the proxy-added address counts', async () => {
    t = await createTestApp({ TRUST_PROXY: '1', REGISTER_RATE_LIMIT: '2' });
    for (const spoofed of ['1.1.1.1', '2.2.2.2']) {
      expect((await register(t.app, '10.0.0.2', `${spoofed}, 203.0.113.7`)).status).toBe(201);
    }
    expect((await register(t.app, '10.0.0.2', '3.3.3.3, 203.0.113.7')).status).toBe(429);
    // Another client behind the same proxy has its own allowance.
    expect((await register(t.app, '10.0.0.2', '203.0.113.8')).status).toBe(201);
  });

  it('with a list, only the listed proxies are believed; a direct client is its socket address', async () => {
    t = await createTestApp({ TRUST_PROXY: '10.0.0.0/8', REGISTER_RATE_LIMIT: '2' });
    for (const spoofed of ['1.1.1.1', '2.2.2.2']) {
      expect((await register(t.app, '198.51.100.9', spoofed)).status).toBe(201);
    }
    expect((await register(t.app, '198.51.100.9', '4.4.4.4')).status).toBe(429);
    // Through the proxy, the client's address (added by the proxy) is the one limited.
    expect((await register(t.app, '10.1.2.3', '198.51.100.10')).status).toBe(201);
    expect((await register(t.app, '10.1.2.3', '9.9.9.9, 198.51.100.10')).status).toBe(201);
    expect((await register(t.app, '10.1.2.3', '8.8.8.8, 198.51.100.10')).status).toBe(429);
  });
});

describe('path ids (item 7)', () => {
  it('are plain positive decimal integers; 0x10, +1, %201, 1e3, 01, 1.0 and 0 are a 400 on every :id route', async () => {
    t = await createTestApp();
    const owner = await registerCompany(t.app, 'Loja');
    const req = (method: 'GET' | 'PUT' | 'DELETE', url: string, body?: unknown) =>
      call(t!.app, method, url, { token: owner.token, ...(body !== undefined ? { body } : {}) });
    const created = await call(t.app, 'POST', '/api/payments', {
      token: owner.token,
      body: { descricao: 'Venda', valor: 10, data_pagamento: '2026-11-10' },
    });
    const id = created.body.data.id as number;
    expect(id).toBe(1);
    const tripeiro = await call(t.app, 'POST', '/api/tripeiros', { token: owner.token, body: { nome: 'Zé' } });
    expect((await req('GET', `/api/payments/${id}`)).status).toBe(200);
    for (const bad of ['0x1', '+1', '%201', '1e0', '01', '1.0', '0', '-1', '1%00', '2147483648', '99999999999']) {
      for (const [method, url] of [
        ['GET', `/api/payments/${bad}`],
        ['PUT', `/api/payments/${bad}`],
        ['DELETE', `/api/payments/${bad}`],
        ['GET', `/api/attendants/${bad}`],
        ['GET', `/api/tripeiros/${bad}`],
        ['DELETE', `/api/tripeiros/${tripeiro.body.data.id}/accounts/${bad}`],
      ] as const) {
        const res = await req(method, url, method === 'PUT' ? { status: 'confirmado' } : undefined);
        expect(res.status, `${method} ${url}`).toBe(400);
        expect(res.body).toMatchObject({
          error: 'VALIDATION',
          message: 'Identificador inválido: use só algarismos, como 42',
        });
      }
    }
    // Nothing was touched through a loose spelling.
    expect((await req('GET', `/api/payments/${id}`)).body.data).toMatchObject({ id, status: 'pendente' });
    expect((await req('GET', '/api/payments/2147483647')).status).toBe(404);
  });
});

describe('X-Request-Id (item 10)', () => {
  it('is kept when well-formed, else replaced by a generated one', async () => {
    t = await createTestApp();
    const idOf = async (value: string) =>
      (await t!.app.inject({ method: 'GET', url: '/api/health', headers: { 'x-request-id': value } })).headers[
        'x-request-id'
      ];
    expect(await idOf('req-42.abc_DEF')).toBe('req-42.abc_DEF');
    expect(await idOf('a'.repeat(64))).toBe('a'.repeat(64));
    for (const bad of ['a'.repeat(65), 'two words', 'x"y', '<script>', 'ação', 'a\tb', '']) {
      const got = await idOf(bad);
      expect(got, bad).not.toBe(bad);
      expect(got).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
