import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, call, countRows, createTestApp, loginAdmin, registerCompany, type TestApp } from '../../../test/app.js';
import { AppError } from '../../lib/errors.js';
import * as service from './admin.service.js';

type Owner = Awaited<ReturnType<typeof registerCompany>>;

let ipCounter = 0;
/** Logs in from a new address each time, clear of the per-IP login limit. */
async function login(t: TestApp, email: string, password: string) {
  ipCounter += 1;
  return call(t.app, 'POST', '/api/auth/login', {
    body: { email, password },
    ip: `10.77.${ipCounter >> 8}.${ipCounter % 256}`,
  });
}

describe('users and companies', () => {
  let t: TestApp;
  let admin: { token: string; user: { id: number; name: string; email: string } };
  let owner: Owner;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.app);
    owner = await registerCompany(t.app, 'Mercearia');
  });
  afterAll(async () => {
    await t.close();
  });

  const as = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = admin.token) =>
    call(t.app, method, url, { token, ...(body !== undefined ? { body } : {}) });
  const userCount = () => countRows(t.handle.db, 'users');
  const lastLog = () =>
    t.handle.db.selectFrom('activity_log').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow();
  const activeAdmins = async () =>
    (
      await t.handle.db
        .selectFrom('users')
        .select('id')
        .where('role', '=', 'admin')
        .where('is_active', '=', 1)
        .orderBy('id')
        .execute()
    ).map((r) => r.id);

  async function createUser(body: Record<string, unknown>) {
    const res = await as('POST', '/api/admin/users', body);
    expect(res.status).toBe(201);
    return res.body.data as { id: number; email: string; tenant_id: number };
  }

  it('keeps non-admins out', async () => {
    expect((await as('GET', '/api/admin/users', undefined, owner.token)).status).toBe(403);
    expect((await call(t.app, 'GET', '/api/admin/tenants')).status).toBe(401);
  });

  it('creates a user with the defaults (role user, company 1), who can log in', async () => {
    const res = await as('POST', '/api/admin/users', {
      name: '  Carla Souza ',
      email: ' Carla@Example.com ',
      password: 'senha123',
    });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({
      name: 'Carla Souza',
      email: 'carla@example.com',
      role: 'user',
      tenant_id: 1,
      tenant_name: 'Empresa Padrão',
      is_active: true,
    });
    expect(res.body.data).not.toHaveProperty('password_hash');
    expect(await lastLog()).toMatchObject({
      action: 'CREATE',
      entity_type: 'user',
      entity_id: res.body.data.id,
      user_id: admin.user.id,
      tenant_id: 1,
    });
    const session = await login(t, 'carla@example.com', 'senha123');
    expect(session.status).toBe(200);

    const inCompany = await createUser({
      name: 'Davi',
      email: 'davi@example.com',
      password: 'senha123',
      role: 'admin',
      tenant_id: owner.user.tenant_id,
    });
    expect(inCompany).toMatchObject({ role: 'admin', tenant_id: owner.user.tenant_id, tenant_name: 'Mercearia' });
    // The log files it under the company of the user it created.
    expect(await lastLog()).toMatchObject({ entity_id: inCompany.id, tenant_id: owner.user.tenant_id });
  });

  it('refuses bad input with its pt-BR message, and writes nothing', async () => {
    const before = await userCount();
    const cases: Array<[unknown, number, string]> = [
      [
        { name: '', email: 'x@example.com', password: 'senha123' },
        400,
        'Por favor, preencha todos os campos obrigatórios',
      ],
      [{ name: 'X', email: '', password: 'senha123' }, 400, 'Por favor, preencha todos os campos obrigatórios'],
      [{ name: 'X', email: 'x@example.com' }, 400, 'Por favor, preencha todos os campos obrigatórios'],
      [{ name: 'X', email: 'x@example.com', password: '12345' }, 400, 'A senha deve ter pelo menos 6 caracteres'],
      [{ name: 'X', email: 'não-é-email', password: 'senha123' }, 400, 'E-mail inválido'],
      [{ name: 'X', email: 'x@example.com', password: 'senha123', role: 'root' }, 400, 'Função inválida'],
      [{ name: 'X', email: 'x@example.com', password: 'senha123', tenant_id: 9999 }, 400, 'Empresa inválida'],
      [{ name: 'X', email: 'x@example.com', password: 'senha123', tenant_id: 'um' }, 400, 'Empresa inválida'],
      [{ name: 'X', email: 'x@example.com', password: 'senha123', is_active: false }, 400, 'Campo não permitido'],
      [{ name: 'X', email: ' CARLA@example.COM', password: 'senha123' }, 409, 'E-mail já cadastrado'],
    ];
    for (const [body, status, message] of cases) {
      const res = await as('POST', '/api/admin/users', body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    expect(await userCount()).toBe(before);
  });

  it('lists every company’s users with pagination and search', async () => {
    const all = await as('GET', '/api/admin/users');
    expect(all.status).toBe(200);
    expect(all.body.pagination).toEqual({ page: 1, limit: 20, total: 4, totalPages: 1 });
    expect(all.body.users.map((u: { name: string }) => u.name)).toEqual([
      'Administrador',
      'Carla Souza',
      'Davi',
      'Dono Mercearia',
    ]);
    const page2 = await as('GET', '/api/admin/users?page=2&limit=3');
    expect(page2.body.users.map((u: { name: string }) => u.name)).toEqual(['Dono Mercearia']);
    expect(page2.body.pagination).toEqual({ page: 2, limit: 3, total: 4, totalPages: 2 });
    const byName = await as('GET', '/api/admin/users?search=SOUZA');
    expect(byName.body.users.map((u: { email: string }) => u.email)).toEqual(['carla@example.com']);
    const byCompany = await as('GET', '/api/admin/users?search=mercea');
    expect(byCompany.body.users.map((u: { name: string }) => u.name)).toEqual(['Davi', 'Dono Mercearia']);
    expect((await as('GET', '/api/admin/users?search=100%25')).body.users).toEqual([]);
    expect((await as('GET', '/api/admin/users?limit=0')).body.message).toBe('Limite inválido');
  });

  it('edits a user: a blank password keeps the current one, a new one ends its sessions', async () => {
    const u = await createUser({ name: 'Eva', email: 'eva@example.com', password: 'senha123' });
    const session = (await login(t, 'eva@example.com', 'senha123')).body.token as string;

    const kept = await as('PUT', `/api/admin/users/${u.id}`, {
      name: 'Eva Reis',
      email: 'EVA.REIS@example.com',
      role: 'user',
      password: '',
      tenant_id: 1,
    });
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ name: 'Eva Reis', email: 'eva.reis@example.com', role: 'user' });
    expect(await lastLog()).toMatchObject({ action: 'UPDATE', entity_type: 'user', entity_id: u.id });
    expect((await call(t.app, 'GET', '/api/auth/me', { token: session })).status).toBe(200);
    expect((await login(t, 'eva.reis@example.com', 'senha123')).status).toBe(200);

    const changed = await as('PUT', `/api/admin/users/${u.id}`, {
      name: 'Eva Reis',
      email: 'eva.reis@example.com',
      role: 'user',
      password: 'nova-senha',
    });
    expect(changed.status).toBe(200);
    const me = await call(t.app, 'GET', '/api/auth/me', { token: session });
    expect(me.status).toBe(401);
    expect(me.body.message).toBe('Sessão expirada. Faça login novamente.');
    expect((await login(t, 'eva.reis@example.com', 'senha123')).status).toBe(401);
    expect((await login(t, 'eva.reis@example.com', 'nova-senha')).status).toBe(200);
  });

  it('moves a user to another company, promotes it, and refuses bad edits', async () => {
    const u = await createUser({ name: 'Fábio', email: 'fabio@example.com', password: 'senha123' });
    const moved = await as('PUT', `/api/admin/users/${u.id}`, {
      name: 'Fábio',
      email: 'fabio@example.com',
      role: 'admin',
      tenant_id: owner.user.tenant_id,
    });
    expect(moved.body.data).toMatchObject({ role: 'admin', tenant_id: owner.user.tenant_id, tenant_name: 'Mercearia' });

    const base = { name: 'Fábio', email: 'fabio@example.com', role: 'admin' };
    const cases: Array<[string, unknown, number, string]> = [
      [`${u.id}`, { ...base, email: 'carla@example.com' }, 409, 'E-mail já cadastrado'],
      [`${u.id}`, { ...base, tenant_id: 9999 }, 400, 'Empresa inválida'],
      [`${u.id}`, { ...base, password: '123' }, 400, 'A senha deve ter pelo menos 6 caracteres'],
      [`${u.id}`, { ...base, name: ' ' }, 400, 'Por favor, preencha todos os campos obrigatórios'],
      [`${u.id}`, { ...base, role: undefined }, 400, 'Função inválida'],
      [`${u.id}`, { ...base, is_active: true }, 400, 'Campo não permitido'],
      ['999999', base, 404, 'Usuário não encontrado'],
    ];
    for (const [id, body, status, message] of cases) {
      const res = await as('PUT', `/api/admin/users/${id}`, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    const still = (await as('GET', '/api/admin/users?search=fabio')).body.users[0];
    expect(still).toMatchObject({ email: 'fabio@example.com', role: 'admin', tenant_name: 'Mercearia' });
  });

  it('deactivates a user: its sessions end at once and it cannot log in', async () => {
    const u = await createUser({ name: 'Gil', email: 'gil@example.com', password: 'senha123' });
    const session = (await login(t, 'gil@example.com', 'senha123')).body.token as string;
    expect((await call(t.app, 'GET', '/api/auth/me', { token: session })).status).toBe(200);

    const res = await as('DELETE', `/api/admin/users/${u.id}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ id: u.id, is_active: false });
    expect(await lastLog()).toMatchObject({ action: 'UPDATE', entity_type: 'user', entity_id: u.id });
    const me = await call(t.app, 'GET', '/api/auth/me', { token: session });
    expect(me.status).toBe(401);
    expect(['Usuário desativado', 'Sessão expirada. Faça login novamente.']).toContain(me.body.message);
    const again = await login(t, 'gil@example.com', 'senha123');
    expect(again.status).toBe(403);
    expect(again.body.message).toBe('Usuário desativado');

    // Deactivating again changes nothing; a missing id is a 404.
    expect((await as('DELETE', `/api/admin/users/${u.id}`)).body.data.is_active).toBe(false);
    const missing = await as('DELETE', '/api/admin/users/999999');
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Usuário não encontrado');
  });

  it('toggles a user on and off', async () => {
    const u = await createUser({ name: 'Hugo', email: 'hugo@example.com', password: 'senha123' });
    const session = (await login(t, 'hugo@example.com', 'senha123')).body.token as string;
    const off = await as('POST', `/api/admin/users/${u.id}/toggle-status`);
    expect(off.status).toBe(200);
    expect(off.body.data.is_active).toBe(false);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: session })).status).toBe(401);
    const on = await as('POST', `/api/admin/users/${u.id}/toggle-status`);
    expect(on.body.data.is_active).toBe(true);
    expect((await login(t, 'hugo@example.com', 'senha123')).status).toBe(200);
    expect((await as('POST', '/api/admin/users/999999/toggle-status')).status).toBe(404);
  });

  it('refuses to let an admin deactivate or demote itself', async () => {
    const me = admin.user.id;
    const del = await as('DELETE', `/api/admin/users/${me}`);
    expect(del.status).toBe(400);
    expect(del.body.message).toBe('Você não pode desativar o próprio usuário');
    const toggle = await as('POST', `/api/admin/users/${me}/toggle-status`);
    expect(toggle.status).toBe(400);
    expect(toggle.body.message).toBe('Você não pode desativar o próprio usuário');
    const demote = await as('PUT', `/api/admin/users/${me}`, {
      name: 'Administrador',
      email: ADMIN.email,
      role: 'user',
    });
    expect(demote.status).toBe(400);
    expect(demote.body.message).toBe('Você não pode remover seu próprio acesso de administrador');
    expect((await as('GET', '/api/admin/dashboard')).status).toBe(200);

    // Its own name and password may change; its session stays, the others end.
    const other = (await login(t, ADMIN.email, ADMIN.password)).body.token as string;
    const renamed = await as('PUT', `/api/admin/users/${me}`, {
      name: 'Admin Geral',
      email: ADMIN.email,
      role: 'admin',
      password: 'outra-senha-forte',
    });
    expect(renamed.status).toBe(200);
    expect((await as('GET', '/api/auth/me')).status).toBe(200);
    expect((await call(t.app, 'GET', '/api/auth/me', { token: other })).status).toBe(401);
  });

  it('lists companies with their user counts and edits one (alphanumeric CNPJ)', async () => {
    const list = await as('GET', '/api/admin/tenants');
    expect(list.status).toBe(200);
    expect(list.body.tenants[0]).toMatchObject({ id: 1, name: 'Empresa Padrão', tipo_empresa: null, cnpj: null });
    const mercearia = list.body.tenants.find((x: { id: number }) => x.id === owner.user.tenant_id);
    // Its owner, Davi and Fábio.
    expect(mercearia).toMatchObject({ name: 'Mercearia', user_count: 3, active_user_count: 3 });

    const id = owner.user.tenant_id;
    const ok = await as('PUT', `/api/admin/tenants/${id}`, {
      name: ' Mercearia Central ',
      tipo_empresa: 'LTDA',
      cnpj: '12.ABC.345/01DE-35',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ id, name: 'Mercearia Central', tipo_empresa: 'LTDA', cnpj: '12ABC34501DE35' });
    expect(await lastLog()).toMatchObject({ action: 'UPDATE', entity_type: 'tenant', entity_id: id, tenant_id: id });
    // The company's users see it at once.
    const me = await call(t.app, 'GET', '/api/auth/me', { token: owner.token });
    expect(me.body.user).toMatchObject({
      tenant_name: 'Mercearia Central',
      tipo_empresa: 'LTDA',
      cnpj: '12ABC34501DE35',
    });

    // Absent type and CNPJ are kept; null clears them.
    const renamed = await as('PUT', `/api/admin/tenants/${id}`, { name: 'Mercearia' });
    expect(renamed.body.data).toMatchObject({ name: 'Mercearia', tipo_empresa: 'LTDA', cnpj: '12ABC34501DE35' });
    const cleared = await as('PUT', `/api/admin/tenants/${id}`, { name: 'Mercearia', tipo_empresa: null, cnpj: '' });
    expect(cleared.body.data).toMatchObject({ tipo_empresa: null, cnpj: null });

    const cases: Array<[number, unknown, number, string]> = [
      [id, { name: 'X', cnpj: '12.ABC.345/01DE-36' }, 400, 'CNPJ inválido'],
      [id, { name: 'X', cnpj: '11.111.111/1111-11' }, 400, 'CNPJ inválido'],
      [id, { name: 'X', tipo_empresa: 'Cooperativa' }, 400, 'Tipo de empresa inválido'],
      [id, { name: '' }, 400, 'O nome da empresa é obrigatório'],
      [id, { tipo_empresa: 'ME' }, 400, 'O nome da empresa é obrigatório'],
      [id, { name: 'X', plano: 'pro' }, 400, 'Campo não permitido'],
      [999_999, { name: 'X' }, 404, 'Empresa não encontrada'],
    ];
    for (const [tenant, body, status, message] of cases) {
      const res = await as('PUT', `/api/admin/tenants/${tenant}`, body);
      expect({ body, status: res.status, message: res.body.message }).toEqual({ body, status, message });
    }
    const after = (await as('GET', '/api/admin/tenants')).body.tenants.find((x: { id: number }) => x.id === id);
    expect(after).toMatchObject({ name: 'Mercearia', tipo_empresa: null, cnpj: null });
  });

  it('never leaves the platform without an active admin', async () => {
    // Davi and Fábio became admins above; make the first admin and Ivo the only two.
    for (const email of ['davi@example.com', 'fabio@example.com']) {
      const u = (await as('GET', `/api/admin/users?search=${email}`)).body.users[0];
      expect((await as('PUT', `/api/admin/users/${u.id}`, { name: u.name, email, role: 'user' })).status).toBe(200);
    }
    const first = admin.user.id;
    const second = await createUser({ name: 'Ivo', email: 'ivo@example.com', password: 'senha123', role: 'admin' });
    expect(await activeAdmins()).toEqual([first, second.id]);
    const ivo = (await login(t, 'ivo@example.com', 'senha123')).body.token as string;

    // Ivo's request passed the admin check; then Ivo lost the role before his change ran. The
    // check inside the transaction still sees that demoting or deactivating the first admin
    // would leave nobody.
    expect(
      (await as('PUT', `/api/admin/users/${second.id}`, { name: 'Ivo', email: 'ivo@example.com', role: 'user' }))
        .status,
    ).toBe(200);
    const ivoActor = { tenantId: 1, userId: second.id, now: new Date(), sessionId: 0 };
    const attempts = [
      () =>
        service.updateUser(t.app.db, ivoActor, first, {
          name: 'Admin',
          email: ADMIN.email,
          role: 'user',
          password: null,
        }),
      () => service.deactivateUser(t.app.db, ivoActor, first),
      () => service.toggleUserStatus(t.app.db, ivoActor, first),
    ];
    for (const attempt of attempts) {
      const error = await attempt().then(
        () => null,
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(AppError);
      expect(error).toMatchObject({
        statusCode: 409,
        message: 'O sistema precisa de pelo menos um administrador ativo',
      });
    }
    expect(await activeAdmins()).toEqual(expect.arrayContaining([first]));
    expect((await call(t.app, 'GET', '/api/auth/me', { token: ivo })).status).toBe(200);

    // Two admins demoting each other at the same instant: one wins, one admin is left.
    await as('PUT', `/api/admin/users/${second.id}`, { name: 'Ivo', email: 'ivo@example.com', role: 'admin' });
    const [x, y] = await Promise.all([
      as('PUT', `/api/admin/users/${second.id}`, { name: 'Ivo', email: 'ivo@example.com', role: 'user' }),
      as('PUT', `/api/admin/users/${first}`, { name: 'Admin', email: ADMIN.email, role: 'user' }, ivo),
    ]);
    const statuses = [x.status, y.status];
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.every((s) => [200, 403, 409].includes(s))).toBe(true);
    const left = await activeAdmins();
    expect(left).toHaveLength(1);
    const winner = left[0] === first ? admin.token : ivo;
    expect((await as('GET', '/api/admin/users', undefined, winner)).status).toBe(200);
  });
});

describe('admin user search', () => {
  let t: TestApp;
  let admin: { token: string };
  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.app);
    await registerCompany(t.app, 'Açougue São Jorge');
    const res = await call(t.app, 'POST', '/api/admin/users', {
      token: admin.token,
      body: { name: 'João Conceição', email: 'joao@example.com', password: 'senha123' },
    });
    expect(res.status).toBe(201);
  });
  afterAll(async () => {
    await t.close();
  });

  const found = async (search: string) =>
    (
      await call(t.app, 'GET', `/api/admin/users?search=${encodeURIComponent(search)}`, { token: admin.token })
    ).body.users.map((u: { name: string }) => u.name);

  it('ignores accents and case in names, e-mails and company names, typed with or without them', async () => {
    expect(await found('joao')).toEqual(['João Conceição']);
    expect(await found('CONCEICAO')).toEqual(['João Conceição']);
    expect(await found('Conceição')).toEqual(['João Conceição']);
    expect(await found('acougue sao')).toEqual(['Dono Açougue São Jorge']);
    expect(await found('AÇOUGUE')).toEqual(['Dono Açougue São Jorge']);
    // "Empresa Padrão", the company of users created without one.
    expect(await found('padrao')).toEqual(['Administrador', 'João Conceição']);
    expect(await found('_')).toEqual([]);
  });
});
