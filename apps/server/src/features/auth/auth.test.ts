import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ADMIN, call, countRows, createTestApp, registerCompany, type TestApp } from '../../../test/app.js';

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});
afterEach(async () => {
  await t.close();
});

const count = (table: 'users' | 'tenants' | 'sessions' | 'activity_log') => countRows(t.handle.db, table);

const valid = {
  name: 'Ana Lima',
  email: 'ana@padaria.com.br',
  password: 'segredo1',
  companyName: 'Padaria da Ana',
  companyType: 'ME',
  cnpj: '11.222.333/0001-81',
};

describe('POST /api/auth/register', () => {
  it('creates a new company and its first user (role user) and opens a session', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', { body: valid });
    expect(res.status).toBe(201);
    expect(res.body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(res.body.user).toMatchObject({
      name: 'Ana Lima',
      email: 'ana@padaria.com.br',
      role: 'user',
      tenant_name: 'Padaria da Ana',
      tipo_empresa: 'ME',
      cnpj: '11222333000181',
      is_active: true,
    });
    expect(res.body.user.tenant_id).not.toBe(1);
    expect(res.body.user).not.toHaveProperty('password_hash');

    const me = await call(t.app, 'GET', '/api/auth/me', { token: res.body.token });
    expect(me.status).toBe(200);
    expect(me.body.user.email).toBe('ana@padaria.com.br');

    const log = await t.handle.db.selectFrom('activity_log').selectAll().where('action', '=', 'CREATE').execute();
    expect(log).toEqual([
      expect.objectContaining({ entity_type: 'user', entity_id: res.body.user.id, tenant_id: res.body.user.tenant_id }),
    ]);
  });

  it('names the company after the user when no company name is given, and accepts an alphanumeric CNPJ', async () => {
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { name: 'Bruno Reis', email: 'bruno@x.com', password: 'segredo1', cnpj: '12.abc.345/01de-35' },
    });
    expect(res.status).toBe(201);
    expect(res.body.user.tenant_name).toBe('Bruno Reis');
    expect(res.body.user.cnpj).toBe('12ABC34501DE35');
    expect(res.body.user.tipo_empresa).toBeNull();
  });

  it('keeps e-mails unique, trimmed and case-insensitive', async () => {
    expect((await call(t.app, 'POST', '/api/auth/register', { body: valid })).status).toBe(201);
    const again = await call(t.app, 'POST', '/api/auth/register', {
      body: { ...valid, email: '  ANA@Padaria.com.BR ' },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({
      error: 'CONFLICT',
      message: 'E-mail já cadastrado',
      fields: { email: 'E-mail já cadastrado' },
    });
    expect(await count('users')).toBe(2); // the admin and Ana
  });

  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    ['missing name', { ...valid, name: '' }, 'name', 'Por favor, preencha todos os campos obrigatórios'],
    ['missing e-mail', { ...valid, email: undefined }, 'email', 'Por favor, preencha todos os campos obrigatórios'],
    ['missing password', { ...valid, password: '' }, 'password', 'Por favor, preencha todos os campos obrigatórios'],
    ['short password', { ...valid, password: '12345' }, 'password', 'A senha deve ter pelo menos 6 caracteres'],
    ['bad e-mail', { ...valid, email: 'ana-at-padaria' }, 'email', 'E-mail inválido'],
    ['bad CNPJ digits', { ...valid, cnpj: '11.222.333/0001-82' }, 'cnpj', 'CNPJ inválido'],
    ['all-equal CNPJ', { ...valid, cnpj: '11.111.111/1111-11' }, 'cnpj', 'CNPJ inválido'],
    ['short CNPJ', { ...valid, cnpj: '1122233300018' }, 'cnpj', 'CNPJ inválido'],
    ['unknown company type', { ...valid, companyType: 'COOP' }, 'companyType', 'Tipo de empresa inválido'],
    ['name too long', { ...valid, name: 'a'.repeat(101) }, 'name', 'Deve ter no máximo 100 caracteres'],
    ['wrong type', { ...valid, name: 42 }, 'name', 'Por favor, preencha todos os campos obrigatórios'],
    ['unknown field', { ...valid, role: 'admin' }, 'role', 'Campo não permitido'],
    ['tenant chosen by the body', { ...valid, tenant_id: 1 }, 'tenant_id', 'Campo não permitido'],
  ];
  it.each(bad)('refuses %s with 400 and the pt-BR text, writing nothing', async (_case, body, field, message) => {
    const before = [await count('users'), await count('tenants'), await count('sessions')];
    const res = await call(t.app, 'POST', '/api/auth/register', { body });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('VALIDATION');
    expect(res.body.fields[field]).toBe(message);
    expect([await count('users'), await count('tenants'), await count('sessions')]).toEqual(before);
  });

  it('answers broken JSON, a non-object body and a body over the 1 MiB limit without writing', async () => {
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": "Ana",',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({ error: 'VALIDATION', message: 'JSON inválido no corpo da requisição' });

    const array = await call(t.app, 'POST', '/api/auth/register', { body: [1, 2] });
    expect(array.status).toBe(400);

    // Twice the limit: what is past the limit is drained at the injected stream's pace (10 MB took
    // 10–16 s of the suite per database).
    const huge = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ ...valid, name: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(huge.statusCode).toBe(413);
    expect(huge.json()).toEqual({ error: 'PAYLOAD_TOO_LARGE', message: 'Requisição muito grande' });
    expect(await count('users')).toBe(1);
  });
});

describe('POST /api/auth/login', () => {
  it('logs in with any case of the e-mail and records LOGIN', async () => {
    await call(t.app, 'POST', '/api/auth/register', { body: valid });
    const res = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: ' ANA@padaria.com.br', password: 'segredo1' },
    });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe('ana@padaria.com.br');
    const logins = await t.handle.db.selectFrom('activity_log').selectAll().where('action', '=', 'LOGIN').execute();
    expect(logins).toHaveLength(1);
    expect(logins[0]).toMatchObject({ user_id: res.body.user.id, entity_type: 'user' });
  });

  it('asks for both fields', async () => {
    for (const body of [{ email: '', password: 'x' }, { email: 'a@b.com', password: '' }, {}]) {
      const res = await call(t.app, 'POST', '/api/auth/login', { body });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Por favor, preencha todos os campos');
    }
  });

  it('refuses a wrong password or an unknown e-mail with the same answer', async () => {
    await call(t.app, 'POST', '/api/auth/register', { body: valid });
    const wrong = await call(t.app, 'POST', '/api/auth/login', { body: { email: valid.email, password: 'errada1' } });
    const unknown = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: 'ninguem@x.com', password: 'errada1' },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ error: 'UNAUTHENTICATED', message: 'E-mail ou senha inválidos' });
    expect(unknown.body).toEqual(wrong.body);
    expect(await count('sessions')).toBe(1); // only the registration's
  });

  it('refuses a deactivated user and ends its sessions at once', async () => {
    const owner = await registerCompany(t.app, 'Loja');
    await t.handle.db.updateTable('users').set({ is_active: 0 }).where('id', '=', owner.user.id).execute();
    const me = await call(t.app, 'GET', '/api/auth/me', { token: owner.token });
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('Usuário desativado');
    const res = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ error: 'FORBIDDEN', message: 'Usuário desativado' });
  });

  it('rate-limits per e-mail and per IP with a pt-BR 429', async () => {
    await call(t.app, 'POST', '/api/auth/register', { body: valid });
    const attempt = (ip: string, email = valid.email) =>
      call(t.app, 'POST', '/api/auth/login', { body: { email, password: 'errada1' }, ip });
    for (let i = 0; i < 10; i++) expect((await attempt(`10.1.0.${i}`)).status).toBe(401);
    const limited = await attempt('10.1.0.99');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      error: 'RATE_LIMITED',
      message: 'Muitas tentativas. Aguarde alguns minutos e tente novamente.',
    });
    // Even the right password waits for the window to pass…
    const right = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: valid.email, password: valid.password },
    });
    expect(right.status).toBe(429);
    // …and then works.
    t.clock.advance(15 * 60_000);
    const later = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: valid.email, password: valid.password },
    });
    expect(later.status).toBe(200);

    // Per IP: 30 attempts over different e-mails from one address.
    for (let i = 0; i < 30; i++) expect((await attempt('10.2.0.1', `x${i}@x.com`)).status).toBe(401);
    expect((await attempt('10.2.0.1', 'y@x.com')).status).toBe(429);
    expect((await attempt('10.2.0.2', 'y@x.com')).status).toBe(401);
  });

  it('rate-limits registrations per IP', async () => {
    for (let i = 0; i < 10; i++) {
      const res = await call(t.app, 'POST', '/api/auth/register', {
        body: { ...valid, email: `r${i}@x.com` },
        ip: '10.3.0.1',
      });
      expect(res.status).toBe(201);
    }
    const res = await call(t.app, 'POST', '/api/auth/register', {
      body: { ...valid, email: 'r99@x.com' },
      ip: '10.3.0.1',
    });
    expect(res.status).toBe(429);
    expect(await count('users')).toBe(11);
  });
});

describe('sessions', () => {
  it('store only the SHA-256 of the token', async () => {
    const { token } = await registerCompany(t.app);
    const rows = await t.handle.db.selectFrom('sessions').select('token_hash').execute();
    expect(rows.map((r) => r.token_hash)).not.toContain(token);
    expect(rows[0]?.token_hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('expire after 30 idle minutes, and activity slides the window', async () => {
    const { token } = await registerCompany(t.app);
    t.clock.advance(29 * 60_000);
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(200);
    t.clock.advance(29 * 60_000); // 58 min after login, 29 after the last request
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(200);
    t.clock.advance(30 * 60_000 + 1);
    const expired = await call(t.app, 'GET', '/api/auth/me', { token });
    expect(expired.status).toBe(401);
    expect(expired.body).toEqual({ error: 'UNAUTHENTICATED', message: 'Sessão expirada. Faça login novamente.' });
    expect(await count('sessions')).toBe(0);
  });

  it('end with logout, which is recorded', async () => {
    const { token, user } = await registerCompany(t.app);
    const out = await call(t.app, 'POST', '/api/auth/logout', { token });
    expect(out.status).toBe(204);
    expect((await call(t.app, 'GET', '/api/auth/me', { token })).status).toBe(401);
    const rows = await t.handle.db.selectFrom('activity_log').selectAll().where('action', '=', 'LOGOUT').execute();
    expect(rows).toEqual([expect.objectContaining({ user_id: user.id, tenant_id: user.tenant_id })]);
  });

  it('refuse malformed and unknown tokens', async () => {
    for (const authorization of ['Bearer', 'Bearer abc', 'Basic Zm9vOmJhcg==', `Bearer ${'a'.repeat(43)}`]) {
      const res = await call(t.app, 'GET', '/api/auth/me', { headers: { authorization } });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('UNAUTHENTICATED');
    }
  });
});

describe('bootstrap and public endpoints', () => {
  it('created tenant 1 Empresa Padrão with the configured admin', async () => {
    const tenant = await t.handle.db.selectFrom('tenants').selectAll().where('id', '=', 1).executeTakeFirstOrThrow();
    expect(tenant.name).toBe('Empresa Padrão');
    const res = await call(t.app, 'POST', '/api/auth/login', { body: ADMIN });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ role: 'admin', tenant_id: 1, tenant_name: 'Empresa Padrão' });
  });

  it('lists the company types without a session', async () => {
    const res = await call(t.app, 'GET', '/api/company-types');
    expect(res.status).toBe(200);
    expect(res.body.map((c: { nome: string }) => c.nome)).toEqual(['MEI', 'ME', 'EPP', 'LTDA', 'SLU', 'SA', 'Outro']);
    expect(res.body[0]).toEqual({ nome: 'MEI', descricao: 'Microempreendedor Individual' });
  });

  it('answers health with the dialect', async () => {
    const res = await call(t.app, 'GET', '/api/health');
    expect(res.body).toEqual({ status: 'ok', db: process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite' });
  });

  it('answers unknown API paths with a JSON 404, logged in or not', async () => {
    const anon = await call(t.app, 'GET', '/api/nao-existe');
    expect(anon.status).toBe(404);
    expect(anon.body).toEqual({ error: 'NOT_FOUND', message: 'Rota não encontrada' });
    const { token } = await registerCompany(t.app);
    expect((await call(t.app, 'DELETE', '/api/auth/me', { token })).status).toBe(404);
  });

  it('serves the OpenAPI document built from the schemas', async () => {
    const res = await call(t.app, 'GET', '/api/docs/json');
    expect(res.status).toBe(200);
    expect(Object.keys(res.body.paths)).toEqual(expect.arrayContaining(['/api/auth/login', '/api/auth/register']));
    expect(
      res.body.paths['/api/auth/register'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('cnpj');
  });
});
