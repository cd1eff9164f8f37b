import { describe, expect, it } from 'vitest';
import { call, createTestApp, loginAdmin } from '../../../test/app.js';
import { mailCompanyFixture, resetTokenOf } from '../../../test/smtp.js';
import { totpAt } from '../../lib/totp.js';

const fx = mailCompanyFixture('Padaria Pão Quente');

const login = (body: Record<string, string>, ip = '10.1.1.1') =>
  call(fx.t.app, 'POST', '/api/auth/login', { body, ip });
const forgot = (email: string, ip = '10.2.2.2') =>
  call(fx.t.app, 'POST', '/api/auth/forgot-password', { body: { email }, ip });

describe('password recovery', () => {
  it('e-mails a link; the link sets a new password once and ends every session of the user', async () => {
    const second = await login({ email: fx.owner.email, password: fx.owner.password });
    expect(second.status).toBe(200);

    const res = await forgot(fx.owner.email);
    expect(res.status).toBe(202);
    expect(res.body.message).toMatch(/^Se houver uma conta com este e-mail/);

    const mail = await fx.smtp.waitFor(fx.owner.email);
    expect(mail.subject).toBe('Redefinição de senha — Padaria Pão Quente');
    expect(mail.text).toContain('Padaria Pão Quente');
    expect(mail.text).toContain('30 minutos');
    expect(mail.html).toContain('Padaria Pão Quente');
    expect(mail.html).toContain('Criar nova senha');
    const token = resetTokenOf(mail.text);
    expect(mail.html).toContain(token);

    // Only the hash is stored.
    const rows = await fx.t.handle.db.selectFrom('password_resets').select('token_hash').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.token_hash).not.toContain(token);

    const done = await call(fx.t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'nova-senha-1' },
    });
    expect(done.status).toBe(200);
    expect(done.body.message).toBe('Senha redefinida. Entre com a nova senha.');

    // Every session ended, the registration's and the second login's.
    expect((await call(fx.t.app, 'GET', '/api/auth/me', { token: fx.owner.token })).status).toBe(401);
    expect((await call(fx.t.app, 'GET', '/api/auth/me', { token: second.body.token })).status).toBe(401);
    expect((await login({ email: fx.owner.email, password: fx.owner.password })).status).toBe(401);
    expect((await login({ email: fx.owner.email, password: 'nova-senha-1' })).status).toBe(200);

    // The link works once.
    const again = await call(fx.t.app, 'POST', '/api/auth/reset-password', {
      body: { token, password: 'outra-senha' },
    });
    expect(again.status).toBe(400);
    expect(again.body.fields).toEqual({ token: expect.stringMatching(/inválido, já foi usado ou expirou/) });
    expect((await login({ email: fx.owner.email, password: 'outra-senha' })).status).toBe(401);
  });

  it('refuses an expired link (30 minutes)', async () => {
    await forgot(fx.owner.email);
    const token = resetTokenOf((await fx.smtp.waitFor(fx.owner.email)).text);
    fx.t.clock.advance(30 * 60_000 + 1_000);
    const res = await call(fx.t.app, 'POST', '/api/auth/reset-password', { body: { token, password: 'nova-senha-1' } });
    expect(res.status).toBe(400);
    expect((await login({ email: fx.owner.email, password: fx.owner.password })).status).toBe(200);
  });

  it('refuses a made-up token', async () => {
    const res = await call(fx.t.app, 'POST', '/api/auth/reset-password', {
      body: { token: 'a'.repeat(43), password: 'nova-senha-1' },
    });
    expect(res.status).toBe(400);
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const before = fx.smtp.inbox.length;
    const unknown = await forgot('ninguem@example.com');
    const known = await forgot(fx.owner.email);
    expect(unknown.status).toBe(known.status);
    expect(unknown.body).toEqual(known.body);
    await fx.smtp.waitFor(fx.owner.email);
    await new Promise((r) => setTimeout(r, 200));
    expect(fx.smtp.to('ninguem@example.com')).toHaveLength(0);
    expect(fx.smtp.inbox.length).toBe(before + 1);
  });

  it('a new password from a link makes the older links useless', async () => {
    await forgot(fx.owner.email);
    await forgot(fx.owner.email);
    const first = resetTokenOf((await fx.smtp.waitFor(fx.owner.email, 1)).text);
    const second = resetTokenOf((await fx.smtp.waitFor(fx.owner.email, 2)).text);
    const ok = await call(fx.t.app, 'POST', '/api/auth/reset-password', {
      body: { token: second, password: 'nova-senha-1' },
    });
    expect(ok.status).toBe(200);
    const old = await call(fx.t.app, 'POST', '/api/auth/reset-password', {
      body: { token: first, password: 'nova-senha-2' },
    });
    expect(old.status).toBe(400);
  });

  it('limits requests per e-mail and per IP (429), whether or not the e-mail exists', async () => {
    for (let i = 0; i < 5; i += 1) expect((await forgot('alguem@example.com', `10.3.0.${i}`)).status).toBe(202);
    expect((await forgot('alguem@example.com', '10.3.0.9')).status).toBe(429);
    for (let i = 0; i < 15; i += 1) expect((await forgot(`x${i}@example.com`, '10.4.4.4')).status).toBe(202);
    expect((await forgot('y@example.com', '10.4.4.4')).status).toBe(429);
  });

  it('without SMTP the app starts, says e-mail is not configured, and recovery answers 503', async () => {
    const bare = await createTestApp();
    try {
      const status = await call(bare.app, 'GET', '/api/auth/email-status');
      expect(status.body).toEqual({ configured: false });
      const res = await call(bare.app, 'POST', '/api/auth/forgot-password', { body: { email: 'a@example.com' } });
      expect(res.status).toBe(503);
      expect(res.body.error).toBe('MAIL_NOT_CONFIGURED');
      expect(res.body.message).toMatch(/não está configurado/);
    } finally {
      await bare.close();
    }
    expect((await call(fx.t.app, 'GET', '/api/auth/email-status')).body).toEqual({ configured: true });
  });
});

async function enrol(token = fx.owner.token) {
  const setup = await call(fx.t.app, 'POST', '/api/settings/security/2fa/setup', { token });
  const secret = setup.body.secret as string;
  const enabled = await call(fx.t.app, 'POST', '/api/settings/security/2fa/enable', {
    token,
    body: { code: await totpAt(secret, fx.t.clock()) },
  });
  expect(enabled.status).toBe(200);
  return { secret, codes: enabled.body.recoveryCodes as string[], security: enabled.body.security };
}

describe('two-factor recovery codes', () => {
  it('ten codes at enrolment, stored hashed; each logs in once in place of the app code', async () => {
    const { codes, security } = await enrol();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);
    expect(security.recoveryCodesLeft).toBe(10);
    const stored = await fx.t.handle.db.selectFrom('recovery_codes').select('code_hash').execute();
    expect(stored.map((r) => r.code_hash)).not.toContain(codes[0]);

    const creds = { email: fx.owner.email, password: fx.owner.password };
    const first = codes[0] as string;
    const used = await login({ ...creds, recoveryCode: first });
    expect(used.status).toBe(200);
    const reused = await login({ ...creds, recoveryCode: first });
    expect(reused.status).toBe(401);
    expect(reused.body.message).toBe('Código de recuperação inválido ou já usado');
    // Typed in lower case without the dash, the next one still works.
    const second = (codes[1] as string).toLowerCase().replace('-', '');
    expect((await login({ ...creds, recoveryCode: second })).status).toBe(200);
    expect((await login({ ...creds, recoveryCode: 'AAAAA-AAAAA' })).status).toBe(401);
    // A wrong password with a good code is still a wrong password, and the code is not spent.
    expect((await login({ email: fx.owner.email, password: 'errada', recoveryCode: codes[2] as string })).status).toBe(
      401,
    );
    const settings = await call(fx.t.app, 'GET', '/api/settings', { token: used.body.token });
    expect(settings.body.security.recoveryCodesLeft).toBe(8);
  });

  it('regenerating (with a current code) replaces the set; the old codes stop working', async () => {
    const { secret, codes } = await enrol();
    const bad = await call(fx.t.app, 'POST', '/api/settings/security/2fa/recovery-codes', {
      token: fx.owner.token,
      body: { code: '000000' },
    });
    expect(bad.status).toBe(400);
    const res = await call(fx.t.app, 'POST', '/api/settings/security/2fa/recovery-codes', {
      token: fx.owner.token,
      body: { code: await totpAt(secret, fx.t.clock()) },
    });
    expect(res.status).toBe(200);
    const fresh = res.body.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    const creds = { email: fx.owner.email, password: fx.owner.password };
    expect((await login({ ...creds, recoveryCode: codes[0] as string })).status).toBe(401);
    expect((await login({ ...creds, recoveryCode: fresh[0] as string })).status).toBe(200);
  });

  it('a user without two-step verification cannot log in with a recovery code in place of nothing', async () => {
    const res = await login({ email: fx.owner.email, password: fx.owner.password, recoveryCode: 'AAAAA-AAAAA' });
    // The code is ignored: the password alone is the login.
    expect(res.status).toBe(200);
  });
});

describe('admin reset of two-step verification', () => {
  it('turns it off, drops the codes and records who did it', async () => {
    const { codes } = await enrol();
    const admin = await loginAdmin(fx.t.app);
    const listed = async () =>
      (await call(fx.t.app, 'GET', `/api/admin/users?search=${fx.owner.email}`, { token: admin.token })).body.users[0];
    expect(await listed()).toMatchObject({ id: fx.owner.user.id, two_factor: true });
    expect(Object.keys(await listed())).not.toContain('totp_secret');
    const res = await call(fx.t.app, 'POST', `/api/admin/users/${fx.owner.user.id}/2fa/reset`, { token: admin.token });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Verificação em duas etapas desativada para este usuário');
    expect((await listed()).two_factor).toBe(false);

    expect((await login({ email: fx.owner.email, password: fx.owner.password })).status).toBe(200);
    expect(
      (await login({ email: fx.owner.email, password: fx.owner.password, recoveryCode: codes[3] as string })).status,
    ).toBe(200);
    expect(await fx.t.handle.db.selectFrom('recovery_codes').selectAll().execute()).toHaveLength(0);
    const logged = await fx.t.handle.db
      .selectFrom('activity_log')
      .selectAll()
      .where('entity_type', '=', 'two_factor')
      .execute();
    expect(logged).toEqual([
      expect.objectContaining({
        tenant_id: fx.owner.user.tenant_id,
        user_id: admin.user.id,
        entity_id: fx.owner.user.id,
      }),
    ]);

    const again = await call(fx.t.app, 'POST', `/api/admin/users/${fx.owner.user.id}/2fa/reset`, {
      token: admin.token,
    });
    expect(again.status).toBe(409);
    const notAdmin = await call(fx.t.app, 'POST', `/api/admin/users/${fx.owner.user.id}/2fa/reset`, {
      token: fx.owner.token,
    });
    expect(notAdmin.status).toBe(403);
  });
});
