import { mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from '../../../test/app.js';
import { totpAt } from '../../lib/totp.js';
import { backupDir } from './backup.service.js';
import { isDue, runDueBackups } from './backup-scheduler.js';

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerCompany>>;
let dataDir: string;
beforeEach(async () => {
  dataDir = mkdtempSync(join(tmpdir(), 'lc-settings-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  owner = await registerCompany(t.app, 'Mercearia');
});
afterEach(async () => {
  await t.close();
});

const req = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  body?: unknown,
  token = owner.token,
  ip?: string,
) => call(t.app, method, url, { token, ...(body !== undefined ? { body } : {}), ...(ip ? { ip } : {}) });

const preferences = {
  currency: 'BRL',
  language: 'pt-BR',
  dateFormat: 'DD/MM/YYYY',
  timeZone: 'America/Sao_Paulo',
  fiscalYearStart: '01',
  defaultPaymentStatus: 'pendente',
};

describe('GET /api/settings', () => {
  it('starts from the spec defaults', async () => {
    const res = await req('GET', '/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      profile: { name: owner.user.name, email: owner.email, phone: null, company: owner.user.tenant_name },
      preferences,
      notifications: {
        emailNotifications: true,
        paymentReminders: true,
        expenseAlerts: true,
        reportSummary: false,
        newsletterSubscription: false,
      },
      security: {
        twoFactorAuth: false,
        sessionTimeout: 30,
        ipRestriction: false,
        allowedIPs: [],
        currentIp: '127.0.0.1',
      },
      backup: {
        autoBackup: true,
        backupFrequency: 'daily',
        backupTime: '02:00',
        retentionDays: 30,
        lastBackupAt: null,
        backups: [],
      },
    });
  });
});

describe('profile and password', () => {
  it('updates name, e-mail, phone and the company name; the header follows', async () => {
    const res = await req('PUT', '/api/settings/profile', {
      name: 'Dona Ana',
      email: 'ANA@Mercearia.com',
      phone: '(11) 3333-4444',
      company: 'Mercearia da Ana',
    });
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({
      name: 'Dona Ana',
      email: 'ana@mercearia.com',
      tenant_name: 'Mercearia da Ana',
      role: 'user',
    });
    expect((await req('GET', '/api/auth/me')).body.user.tenant_name).toBe('Mercearia da Ana');
  });

  it('refuses a taken e-mail, missing fields and any attempt to change role or company', async () => {
    const other = await registerCompany(t.app, 'Outra');
    const taken = await req('PUT', '/api/settings/profile', { name: 'X', email: other.email });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('E-mail já cadastrado');
    const missing = await req('PUT', '/api/settings/profile', { name: '', email: '' });
    expect(missing.body.message).toBe('Por favor, preencha todos os campos obrigatórios');
    for (const sneaky of [{ role: 'admin' }, { tenant_id: 1 }, { is_active: 1 }]) {
      const res = await req('PUT', '/api/settings/profile', { name: 'X', email: owner.email, ...sneaky });
      expect(res.status).toBe(400);
    }
    expect((await req('GET', '/api/auth/me')).body.user).toMatchObject({
      role: 'user',
      tenant_id: owner.user.tenant_id,
    });
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const second = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    const wrong = await req('PUT', '/api/settings/password', { currentPassword: 'errada', newPassword: 'nova-senha' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Senha atual incorreta');
    const short = await req('PUT', '/api/settings/password', { currentPassword: owner.password, newPassword: '12345' });
    expect(short.body.message).toBe('A senha deve ter pelo menos 6 caracteres');
    const ok = await req('PUT', '/api/settings/password', {
      currentPassword: owner.password,
      newPassword: 'nova-senha',
    });
    expect(ok.status).toBe(204);
    expect((await req('GET', '/api/auth/me')).status).toBe(200);
    expect((await req('GET', '/api/auth/me', undefined, second.body.token)).status).toBe(401);
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: 'nova-senha' },
    });
    expect(login.status).toBe(200);
  });
});

describe('preferences and notifications', () => {
  it('are stored per user, validated, and the time zone defines "today"', async () => {
    const bad = await req('PUT', '/api/settings/preferences', { ...preferences, timeZone: 'Marte/Olympus' });
    expect(bad.body.fields.timeZone).toBe('Fuso horário inválido');
    expect((await req('PUT', '/api/settings/preferences', { ...preferences, fiscalYearStart: '13' })).status).toBe(400);
    expect((await req('PUT', '/api/settings/preferences', { ...preferences, currency: 'USD' })).status).toBe(400);
    // The test clock says 21/11/2026 12:00 UTC: 09:00 in São Paulo, already 22/11 in Kiritimati (UTC+14).
    expect((await req('GET', '/api/dashboard/metrics')).body.period.startDate).toBe('2026-11-21');
    const far = await req('PUT', '/api/settings/preferences', {
      ...preferences,
      timeZone: 'Pacific/Kiritimati',
      defaultPaymentStatus: 'confirmado',
    });
    expect(far.status).toBe(200);
    expect((await req('GET', '/api/dashboard/metrics')).body.period.startDate).toBe('2026-11-22');
    expect((await req('GET', '/api/settings')).body.preferences).toMatchObject({
      timeZone: 'Pacific/Kiritimati',
      defaultPaymentStatus: 'confirmado',
    });

    const notif = {
      emailNotifications: false,
      paymentReminders: true,
      expenseAlerts: false,
      reportSummary: true,
      newsletterSubscription: false,
    };
    // A body without the hour and the limit (older clients) keeps their values: here the defaults.
    const stored = { ...notif, reminderHour: 8, expenseThreshold: null };
    expect((await req('PUT', '/api/settings/notifications', notif)).body.notifications).toEqual(stored);
    expect((await req('PUT', '/api/settings/notifications', { ...notif, emailNotifications: 'sim' })).status).toBe(400);
    expect((await req('GET', '/api/settings')).body.notifications).toEqual(stored);
  });
});

describe('security', () => {
  it('session timeout 5–120 minutes becomes the idle timeout of the sessions', async () => {
    for (const sessionTimeout of [4, 121, 30.5]) {
      const res = await req('PUT', '/api/settings/security', { sessionTimeout, ipRestriction: false, allowedIPs: [] });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('O tempo de sessão deve estar entre 5 e 120 minutos');
    }
    expect(
      (await req('PUT', '/api/settings/security', { sessionTimeout: 5, ipRestriction: false, allowedIPs: [] })).status,
    ).toBe(200);
    t.clock.advance(4 * 60_000);
    expect((await req('GET', '/api/auth/me')).status).toBe(200);
    t.clock.advance(5 * 60_000 + 1);
    expect((await req('GET', '/api/auth/me')).status).toBe(401);
    // A new login uses the new timeout too.
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password },
    });
    t.clock.advance(6 * 60_000);
    expect((await req('GET', '/api/auth/me', undefined, login.body.token)).status).toBe(401);
  });

  it('IP restriction: refused without the current IP, then enforced at login and on every request', async () => {
    const lockout = await req('PUT', '/api/settings/security', {
      sessionTimeout: 30,
      ipRestriction: true,
      allowedIPs: ['10.0.0.0/8'],
    });
    expect(lockout.status).toBe(400);
    expect(lockout.body.message).toBe('Inclua o seu IP atual (127.0.0.1) na lista de IPs permitidos');
    const badIp = await req('PUT', '/api/settings/security', {
      sessionTimeout: 30,
      ipRestriction: true,
      allowedIPs: ['300.1.1.1'],
    });
    expect(badIp.body.message).toBe('IP ou faixa de IPs inválida');

    const ok = await req('PUT', '/api/settings/security', {
      sessionTimeout: 30,
      ipRestriction: true,
      allowedIPs: ['127.0.0.1', '192.168.0.0/24'],
    });
    expect(ok.body.security).toMatchObject({ ipRestriction: true, allowedIPs: ['127.0.0.1', '192.168.0.0/24'] });
    expect((await req('GET', '/api/auth/me', undefined, owner.token, '192.168.0.77')).status).toBe(200);
    const elsewhere = await req('GET', '/api/auth/me', undefined, owner.token, '203.0.113.9');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe('Acesso não permitido a partir deste endereço IP');
    const login = await call(t.app, 'POST', '/api/auth/login', {
      body: { email: owner.email, password: owner.password },
      ip: '203.0.113.9',
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Acesso não permitido a partir deste endereço IP');
    expect(
      (
        await call(t.app, 'POST', '/api/auth/login', {
          body: { email: owner.email, password: owner.password },
          ip: '192.168.0.5',
        })
      ).status,
    ).toBe(200);
  });

  it('two-step verification: enrol with a QR code and a code, then a code at every login, then disable', async () => {
    const setup = await req('POST', '/api/settings/security/2fa/setup');
    expect(setup.status).toBe(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/png;base64,/);
    expect(setup.body.otpauthUrl).toContain('otpauth://totp/');
    const secret = setup.body.secret as string;

    const wrong = await req('POST', '/api/settings/security/2fa/enable', { code: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Código de verificação inválido');
    expect((await req('GET', '/api/settings')).body.security.twoFactorAuth).toBe(false);
    const enabled = await req('POST', '/api/settings/security/2fa/enable', { code: await totpAt(secret, t.clock()) });
    expect(enabled.body.security.twoFactorAuth).toBe(true);

    const creds = { email: owner.email, password: owner.password };
    const noCode = await call(t.app, 'POST', '/api/auth/login', { body: creds });
    expect(noCode.status).toBe(400);
    expect(noCode.body.fields).toEqual({ totpCode: 'Informe o código de 6 dígitos do aplicativo autenticador' });
    const badCode = await call(t.app, 'POST', '/api/auth/login', { body: { ...creds, totpCode: '123456' } });
    expect(badCode.status).toBe(401);
    expect(badCode.body.message).toBe('Código de verificação inválido');
    t.clock.advance(5 * 60_000);
    const good = await call(t.app, 'POST', '/api/auth/login', {
      body: { ...creds, totpCode: await totpAt(secret, t.clock()) },
    });
    expect(good.status).toBe(200);

    expect((await req('POST', '/api/settings/security/2fa/disable', { code: '999999' })).status).toBe(400);
    const off = await req('POST', '/api/settings/security/2fa/disable', { code: await totpAt(secret, t.clock()) });
    expect(off.body.security.twoFactorAuth).toBe(false);
    expect((await call(t.app, 'POST', '/api/auth/login', { body: creds })).status).toBe(200);
  });
});

describe('backup', () => {
  async function seed(token = owner.token) {
    const post = async (url: string, body: unknown) => (await call(t.app, 'POST', url, { token, body })).body.data;
    const ana = await post('/api/attendants', { nome: 'Ana', comissao_percentual: 7.5, email: 'ana@x.com' });
    const ze = await post('/api/tripeiros', { nome: 'Zé', comissao_percentual: 10, estado: 'MG' });
    await post(`/api/tripeiros/${ze.id}/accounts`, { numero_conta: 'C-1', limite_credito: 500, saldo_devedor: 120.5 });
    await post('/api/payments', {
      descricao: 'Venda',
      valor: 123.45,
      data_pagamento: '2026-10-10',
      status: 'confirmado',
      atendente_id: ana.id,
      tripeiro_id: ze.id,
    });
    await post('/api/payments', { descricao: 'Fiado', valor: 80, data_pagamento: '2026-10-11', tripeiro_id: ze.id });
    await post('/api/expenses', {
      descricao: 'Luz',
      valor: 99.9,
      data_despesa: '2026-10-12',
      categoria: 'Manutenção',
      forma_pagamento: 'PIX',
    });
    await post('/api/notes', { content: 'Nota', color: '#fef3c7', is_pinned: true });
    await post('/api/reminders', { title: 'Lembrete', due_date: '2026-12-01', priority: 'high' });
    await call(t.app, 'POST', '/api/closings/2026-09/close', { token });
  }

  const download = async (token = owner.token) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/settings/backup/manual',
      headers: { authorization: `Bearer ${token}` },
    });
    return res;
  };

  /** The document without surrogate ids, references resolved to names: what "identical data" means. */
  function comparable(doc: Record<string, unknown[]> & { createdAt?: string }) {
    const attendants = new Map((doc.attendants as Array<{ id: number; nome: string }>).map((a) => [a.id, a.nome]));
    const tripeiros = new Map((doc.tripeiros as Array<{ id: number; nome: string }>).map((x) => [x.id, x.nome]));
    const users = new Map((doc.users as Array<{ id: number; email: string }>).map((u) => [u.id, u.email]));
    const strip = ({ id: _id, ...rest }: Record<string, unknown>) => rest;
    return {
      ...doc,
      createdAt: null,
      users: (doc.users as Array<Record<string, unknown>>).map(strip),
      attendants: (doc.attendants as Array<Record<string, unknown>>).map(strip),
      tripeiros: (doc.tripeiros as Array<Record<string, unknown>>).map(strip),
      tripeiro_accounts: (doc.tripeiro_accounts as Array<Record<string, number>>).map((a) => ({
        ...a,
        tripeiro_id: tripeiros.get(a.tripeiro_id as number),
      })),
      // A restore gives payments new ids (ADR 021).
      payments: (doc.payments as Array<Record<string, number>>).map(({ id: _id, ...p }) => ({
        ...p,
        atendente_id: attendants.get(p.atendente_id as number) ?? null,
        tripeiro_id: tripeiros.get(p.tripeiro_id as number) ?? null,
        created_by: users.get(p.created_by as number) ?? null,
      })),
      expenses: (doc.expenses as Array<Record<string, number>>).map((e) => ({
        ...e,
        created_by: users.get(e.created_by as number) ?? null,
      })),
      notes: (doc.notes as Array<Record<string, number>>).map((n) => ({
        ...n,
        user_id: users.get(n.user_id as number),
      })),
      reminders: (doc.reminders as Array<Record<string, number>>).map((r) => ({
        ...r,
        user_id: users.get(r.user_id as number),
      })),
    };
  }

  it('downloads every table of the company as backup_{date}.json, without secrets', async () => {
    await seed();
    const res = await download();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe('attachment; filename="backup_2026-11-21.json"');
    const doc = res.json();
    expect(doc).toMatchObject({ format: 'livro-caixa-backup', version: 1, company: { name: owner.user.tenant_name } });
    expect([
      doc.attendants.length,
      doc.tripeiros.length,
      doc.tripeiro_accounts.length,
      doc.payments.length,
      doc.expenses.length,
    ]).toEqual([1, 1, 1, 2, 1]);
    expect([doc.notes.length, doc.reminders.length, doc.closings.length]).toEqual([1, 1, 1]);
    expect(res.body).not.toMatch(/password|token|totp|argon2/i);
  });

  it('restore after a confirmation replaces the data, and the round trip leaves identical data', async () => {
    await seed();
    const before = (await download()).json();
    // Change things after the backup: they must be gone after the restore.
    await call(t.app, 'POST', '/api/attendants', {
      token: owner.token,
      body: { nome: 'Intrusa', comissao_percentual: 1 },
    });
    await call(t.app, 'POST', '/api/payments', {
      token: owner.token,
      body: { descricao: 'Depois', valor: 1, data_pagamento: '2026-11-01' },
    });

    const unconfirmed = await req('POST', '/api/settings/backup/restore', { backup: before });
    expect(unconfirmed.status).toBe(400);
    expect(unconfirmed.body.message).toBe('Confirme a restauração: os dados atuais da empresa serão substituídos');
    const restored = await req('POST', '/api/settings/backup/restore', { confirm: true, backup: before });
    expect(restored.status).toBe(200);
    expect(restored.body).toEqual({
      message: 'Backup restaurado com sucesso!',
      restored: { attendants: 1, tripeiros: 1, payments: 2, expenses: 1 },
    });
    const after = (await download()).json();
    expect(comparable(after)).toEqual(comparable(before));
    // Running totals were rebuilt from the restored payments.
    const ana = (await req('GET', '/api/attendants')).body.data[0];
    expect(ana).toMatchObject({ nome: 'Ana', total_payments: 1, total_commissions: 9.26 });
    // The restored closing still locks its month.
    const locked = await req('POST', '/api/payments', { descricao: 'x', valor: 1, data_pagamento: '2026-09-05' });
    expect(locked.status).toBe(409);
  });

  it('a broken backup file changes nothing', async () => {
    await seed();
    const before = (await download()).json();
    const broken = structuredClone(before);
    broken.payments[1].atendente_id = 999_999; // points at no attendant of the file
    const res = await req('POST', '/api/settings/backup/restore', { confirm: true, backup: broken });
    expect(res.status).toBe(400);
    expect(res.body.message).toBe(
      'Arquivo de backup inválido: pagamentos, item 2, campo atendente_id: Atendente inválido',
    );
    expect((await req('POST', '/api/settings/backup/restore', { confirm: true, backup: { format: 'x' } })).status).toBe(
      400,
    );
    expect(comparable((await download()).json())).toEqual(comparable(before));
  });

  it('settings: retention 7–365 days, HH:MM time, known frequency', async () => {
    const base = { autoBackup: true, backupFrequency: 'weekly', backupTime: '03:30', retentionDays: 7 };
    for (const bad of [{ retentionDays: 6 }, { retentionDays: 366 }]) {
      const res = await req('PUT', '/api/settings/backup', { ...base, ...bad });
      expect(res.body.message).toBe('A retenção deve estar entre 7 e 365 dias');
    }
    expect((await req('PUT', '/api/settings/backup', { ...base, backupTime: '24:00' })).body.message).toBe(
      'Horário inválido',
    );
    expect((await req('PUT', '/api/settings/backup', { ...base, backupFrequency: 'hourly' })).status).toBe(400);
    const ok = await req('PUT', '/api/settings/backup', base);
    expect(ok.body.backup).toMatchObject(base);
  });

  it('automatic backups run once when due, are listed and downloadable, and are pruned after the retention', async () => {
    await seed();
    const tenantId: number = owner.user.tenant_id;
    // 02:00 in São Paulo is 05:00 UTC.
    expect(
      isDue(
        { backup_frequency: 'daily', backup_time: '02:00', last_backup_at: null },
        new Date('2026-11-21T04:59:00Z'),
      ),
    ).toBe(false);
    expect(
      isDue(
        { backup_frequency: 'daily', backup_time: '02:00', last_backup_at: null },
        new Date('2026-11-21T05:00:00Z'),
      ),
    ).toBe(true);
    expect(
      isDue(
        { backup_frequency: 'weekly', backup_time: '02:00', last_backup_at: '2026-11-18T05:00:00.000Z' },
        new Date('2026-11-21T06:00:00Z'),
      ),
    ).toBe(false);

    const at = new Date('2026-11-21T05:01:00Z');
    const [first, second] = await Promise.all([
      runDueBackups(t.handle.db, dataDir, at),
      runDueBackups(t.handle.db, dataDir, at),
    ]);
    expect([...first, ...second].filter((id) => id === tenantId)).toEqual([tenantId]);
    expect(await runDueBackups(t.handle.db, dataDir, new Date('2026-11-21T12:00:00Z'))).not.toContain(tenantId);
    expect(readdirSync(backupDir(dataDir, tenantId))).toEqual(['backup_2026-11-21_0501.json']);

    const list = await req('GET', '/api/settings/backup/files');
    expect(list.body.data).toEqual([
      { name: 'backup_2026-11-21_0501.json', size: expect.any(Number), kind: 'auto', created_at: at.toISOString() },
    ]);
    const file = await t.app.inject({
      method: 'GET',
      url: '/api/settings/backup/files/backup_2026-11-21_0501.json',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(file.json()).toMatchObject({ format: 'livro-caixa-backup', company: { name: owner.user.tenant_name } });
    const other = await registerCompany(t.app, 'Outra');
    expect(
      (await req('GET', '/api/settings/backup/files/backup_2026-11-21_0501.json', undefined, other.token)).status,
    ).toBe(404);

    // 31 days later (retention 30) the next run writes a new file and removes the old one.
    const later = new Date('2026-12-22T05:30:00Z');
    expect(await runDueBackups(t.handle.db, dataDir, later)).toContain(tenantId);
    expect(readdirSync(backupDir(dataDir, tenantId))).toEqual(['backup_2026-12-22_0530.json']);
  });
});
