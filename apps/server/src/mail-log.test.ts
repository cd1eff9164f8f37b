import { Writable } from 'node:stream';
import { expect, it } from 'vitest';
import { call } from '../test/app.js';
import { mailCompanyFixture, resetTokenOf } from '../test/smtp.js';
import { buildApp } from './app.js';
import { loadEnv } from './env.js';
import { createMailer } from './lib/mailer.js';

/** Issue 14 / ADR 018: e-mail never puts a secret in the log. */
const fx = mailCompanyFixture('Padaria Log');

it('puts no token, password or SMTP credential in the log, even at trace level and when a send fails', async () => {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk, _enc, done) {
      lines.push(String(chunk));
      done();
    },
  });
  const env = { ...fx.t.env, SMTP_URL: `smtp://usuario:senha-do-smtp@127.0.0.1:${fx.smtp.port}` };
  const logged = await buildApp({
    env,
    db: fx.t.handle.db,
    dialect: fx.t.handle.dialect,
    clock: fx.t.clock,
    logger: { level: 'trace', stream },
  });
  try {
    fx.smtp.failNext(1);
    await call(logged, 'POST', '/api/auth/forgot-password', { body: { email: fx.owner.email } });
    await call(logged, 'POST', '/api/auth/forgot-password', { body: { email: fx.owner.email } });
    const token = resetTokenOf((await fx.smtp.waitFor(fx.owner.email)).text);
    await call(logged, 'POST', '/api/auth/reset-password', { body: { token, password: 'senha-secreta-9' } });
    await new Promise((r) => setTimeout(r, 100));
    const log = lines.join('');
    expect(log).toContain('e-mail de redefinição não enviado'); // the failed first send
    expect(log).not.toContain(token);
    expect(log).not.toContain('senha-secreta-9');
    expect(log).not.toContain('senha-do-smtp');
    expect(log).not.toContain('reset-password#');
  } finally {
    await logged.close();
  }
});

it('mail configuration: APP_URL is required with SMTP, URLs are checked, and no SMTP means not configured', async () => {
  expect(() => loadEnv({ SMTP_HOST: 'fx.smtp.example.com' })).toThrow(/APP_URL/);
  expect(() => loadEnv({ SMTP_URL: 'http://fx.smtp.example.com', APP_URL: 'https://caixa.example.com' })).toThrow(
    /SMTP_URL deve começar com smtp:\/\/ ou smtps:\/\//,
  );
  expect(() => loadEnv({ SMTP_URL: 'smtp://x', APP_URL: 'caixa.example.com' })).toThrow(/APP_URL/);
  const env = loadEnv({
    SMTP_HOST: 'fx.smtp.example.com',
    SMTP_PORT: '465',
    SMTP_SECURE: 'true',
    APP_URL: 'https://caixa.example.com/',
  });
  expect(env).toMatchObject({ SMTP_PORT: 465, SMTP_SECURE: true, APP_URL: 'https://caixa.example.com' });
  const none = loadEnv({ SMTP_URL: '', SMTP_PORT: '' });
  expect(createMailer(none).configured).toBe(false);
  await expect(createMailer(none).send({ to: 'a@b.c', subject: 's', text: 't', html: 'h' })).rejects.toThrow();
  expect(createMailer(env).configured).toBe(true);
});
