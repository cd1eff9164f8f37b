import { describe, expect, it } from 'vitest';
import { call, companyFixture, registerCompany } from '../../../test/app.js';
import { defaultPreferences, notificationsOff } from '../../../test/settings-defaults.js';
import { totpAt } from '../../lib/totp.js';

const fx = companyFixture('Mercearia', { dataDir: true });

const { req } = fx;

describe('GET /api/settings', () => {
  it('starts from the defaults', async () => {
    const res = await req('GET', '/api/settings');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      profile: { name: fx.owner.user.name, email: fx.owner.email, phone: null, company: fx.owner.user.tenant_name },
      preferences: defaultPreferences,
      notifications: notificationsOff,
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
    const other = await registerCompany(fx.t.app, 'Outra');
    const taken = await req('PUT', '/api/settings/profile', { name: 'X', email: other.email });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe('E-mail já cadastrado');
    const missing = await req('PUT', '/api/settings/profile', { name: '', email: '' });
    expect(missing.body.message).toBe('Por favor, preencha todos os campos obrigatórios');
    for (const sneaky of [{ role: 'admin' }, { tenant_id: 1 }, { is_active: 1 }]) {
      const res = await req('PUT', '/api/settings/profile', { name: 'X', email: fx.owner.email, ...sneaky });
      expect(res.status).toBe(400);
    }
    expect((await req('GET', '/api/auth/me')).body.user).toMatchObject({
      role: 'user',
      tenant_id: fx.owner.user.tenant_id,
    });
  });

  it('changes the password with the current one and ends the other sessions', async () => {
    const second = await call(fx.t.app, 'POST', '/api/auth/login', {
      body: { email: fx.owner.email, password: fx.owner.password },
    });
    const wrong = await req('PUT', '/api/settings/password', { currentPassword: 'errada', newPassword: 'nova-senha' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.message).toBe('Senha atual incorreta');
    const short = await req('PUT', '/api/settings/password', {
      currentPassword: fx.owner.password,
      newPassword: '12345',
    });
    expect(short.body.message).toBe('A senha deve ter pelo menos 6 caracteres');
    const ok = await req('PUT', '/api/settings/password', {
      currentPassword: fx.owner.password,
      newPassword: 'nova-senha',
    });
    expect(ok.status).toBe(204);
    expect((await req('GET', '/api/auth/me')).status).toBe(200);
    expect((await req('GET', '/api/auth/me', undefined, second.body.token)).status).toBe(401);
    const login = await call(fx.t.app, 'POST', '/api/auth/login', {
      body: { email: fx.owner.email, password: 'nova-senha' },
    });
    expect(login.status).toBe(200);
  });
});

describe('preferences and notifications', () => {
  it('are stored per user, validated, and the time zone defines "today"', async () => {
    const bad = await req('PUT', '/api/settings/preferences', { ...defaultPreferences, timeZone: 'Marte/Olympus' });
    expect(bad.body.fields.timeZone).toBe('Fuso horário inválido');
    expect(
      (await req('PUT', '/api/settings/preferences', { ...defaultPreferences, fiscalYearStart: '13' })).status,
    ).toBe(400);
    expect((await req('PUT', '/api/settings/preferences', { ...defaultPreferences, currency: 'USD' })).status).toBe(
      400,
    );
    // The test clock says 21/11/2026 12:00 UTC: 09:00 in São Paulo, already 22/11 in Kiritimati (UTC+14).
    expect((await req('GET', '/api/dashboard/metrics')).body.period.startDate).toBe('2026-11-21');
    const far = await req('PUT', '/api/settings/preferences', {
      ...defaultPreferences,
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
    // A body without the hour, the limit and the bills' switch (older clients) keeps their values:
    // here the defaults.
    const stored = { ...notif, reminderHour: 8, expenseThreshold: null, billAlerts: false };
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
    fx.t.clock.advance(4 * 60_000);
    expect((await req('GET', '/api/auth/me')).status).toBe(200);
    fx.t.clock.advance(5 * 60_000 + 1);
    expect((await req('GET', '/api/auth/me')).status).toBe(401);
    // A new login uses the new timeout too.
    const login = await call(fx.t.app, 'POST', '/api/auth/login', {
      body: { email: fx.owner.email, password: fx.owner.password },
    });
    fx.t.clock.advance(6 * 60_000);
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
    expect((await req('GET', '/api/auth/me', undefined, fx.owner.token, '192.168.0.77')).status).toBe(200);
    const elsewhere = await req('GET', '/api/auth/me', undefined, fx.owner.token, '203.0.113.9');
    expect(elsewhere.status).toBe(403);
    expect(elsewhere.body.message).toBe('Acesso não permitido a partir deste endereço IP');
    const login = await call(fx.t.app, 'POST', '/api/auth/login', {
      body: { email: fx.owner.email, password: fx.owner.password },
      ip: '203.0.113.9',
    });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe('Acesso não permitido a partir deste endereço IP');
    expect(
      (
        await call(fx.t.app, 'POST', '/api/auth/login', {
          body: { email: fx.owner.email, password: fx.owner.password },
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
    const enabled = await req('POST', '/api/settings/security/2fa/enable', {
      code: await totpAt(secret, fx.t.clock()),
    });
    expect(enabled.body.security.twoFactorAuth).toBe(true);

    const creds = { email: fx.owner.email, password: fx.owner.password };
    const noCode = await call(fx.t.app, 'POST', '/api/auth/login', { body: creds });
    expect(noCode.status).toBe(400);
    expect(noCode.body.fields).toEqual({ totpCode: 'Informe o código de 6 dígitos do aplicativo autenticador' });
    const badCode = await call(fx.t.app, 'POST', '/api/auth/login', { body: { ...creds, totpCode: '123456' } });
    expect(badCode.status).toBe(401);
    expect(badCode.body.message).toBe('Código de verificação inválido');
    fx.t.clock.advance(5 * 60_000);
    const good = await call(fx.t.app, 'POST', '/api/auth/login', {
      body: { ...creds, totpCode: await totpAt(secret, fx.t.clock()) },
    });
    expect(good.status).toBe(200);

    expect((await req('POST', '/api/settings/security/2fa/disable', { code: '999999' })).status).toBe(400);
    const off = await req('POST', '/api/settings/security/2fa/disable', { code: await totpAt(secret, fx.t.clock()) });
    expect(off.body.security.twoFactorAuth).toBe(false);
    expect((await call(fx.t.app, 'POST', '/api/auth/login', { body: creds })).status).toBe(200);
  });
});

describe('backup settings', () => {
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
});
