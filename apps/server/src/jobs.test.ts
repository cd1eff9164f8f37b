import type { NotificationSettings } from '@livro-caixa/domain';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp } from '../test/app.js';
import { mailCompanyFixture } from '../test/smtp.js';
import { pruneNotificationLog, runDueNotifications } from './features/notifications/notifications.jobs.js';
import { notificationDeps } from './jobs.js';

const fx = mailCompanyFixture('Armazém Aviso', {
  // 2026-11-21 06:00 in São Paulo (UTC−3).
  prepare: (t) => t.clock.set('2026-11-21T09:00:00.000Z'),
});
beforeEach(() => {
  fx.smtp.failNext(0);
});

const ALL_ON: NotificationSettings = {
  emailNotifications: true,
  paymentReminders: true,
  expenseAlerts: true,
  reportSummary: true,
  billAlerts: false,
  newsletterSubscription: false,
  reminderHour: 8,
  expenseThreshold: null,
};

async function settings(patch: Partial<NotificationSettings>) {
  const res = await call(fx.t.app, 'PUT', '/api/settings/notifications', {
    token: fx.owner.token,
    body: { ...ALL_ON, ...patch },
  });
  expect(res.status).toBe(200);
  return res.body.notifications;
}
const post = async (url: string, body: unknown) => {
  const res = await call(fx.t.app, 'POST', url, { token: fx.owner.token, body });
  expect(res.status).toBe(201);
};
const run = (app = fx.t.app) => runDueNotifications(notificationDeps(app), fx.t.clock());
/** Mails of this test's owner (the SMTP server outlives each test's app). */
const inbox = () => fx.smtp.to(fx.owner.email);
const settle = () => new Promise((r) => setTimeout(r, 150));

describe('notification settings', () => {
  it('keep the hour and the threshold when a client leaves them out', async () => {
    await settings({ reminderHour: 19, expenseThreshold: 1500.5 });
    const { reminderHour, expenseThreshold, ...old } = ALL_ON;
    const res = await call(fx.t.app, 'PUT', '/api/settings/notifications', { token: fx.owner.token, body: old });
    expect(res.body.notifications).toMatchObject({ reminderHour: 19, expenseThreshold: 1500.5 });
    const bad = await call(fx.t.app, 'PUT', '/api/settings/notifications', {
      token: fx.owner.token,
      body: { ...ALL_ON, reminderHour: 24 },
    });
    expect(bad.status).toBe(400);
  });
});

describe('payment reminders', () => {
  beforeEach(async () => {
    await settings({ expenseAlerts: false, reportSummary: false });
    await post('/api/reminders', { title: 'Pagar fornecedor', due_date: '2026-11-21', due_time: '10:00' });
    await post('/api/reminders', { title: 'Cobrar cliente', due_date: '2026-11-19' });
    await post('/api/reminders', { title: 'Semana que vem', due_date: '2026-11-28' });
  });

  it('one e-mail a day at the chosen hour in the user time zone, with today and overdue ones', async () => {
    expect(await run()).toEqual([]); // 06:00 in São Paulo, before 08:00
    fx.t.clock.set('2026-11-21T11:00:00.000Z'); // 08:00
    expect(await run()).toEqual([{ job: 'payment_reminders', userId: fx.owner.user.id, period: '2026-11-21' }]);
    const mail = await fx.smtp.waitFor(fx.owner.email);
    expect(mail.subject).toBe('2 lembretes para hoje — Armazém Aviso');
    expect(mail.text).toContain('Pagar fornecedor');
    expect(mail.text).toContain('Cobrar cliente');
    expect(mail.text).toContain('atrasado · 19/11/2026');
    expect(mail.text).not.toContain('Semana que vem');
    expect(mail.html).toContain('Armazém Aviso');

    // Not twice the same day; again the next day.
    fx.t.clock.advance(3 * 3_600_000);
    expect(await run()).toEqual([]);
    fx.t.clock.set('2026-11-22T11:30:00.000Z');
    expect(await run()).toHaveLength(1);
    await fx.smtp.waitFor(fx.owner.email, 2);
  });

  it("follows the user's time zone", async () => {
    const prefs = await call(fx.t.app, 'GET', '/api/settings', { token: fx.owner.token });
    await call(fx.t.app, 'PUT', '/api/settings/preferences', {
      token: fx.owner.token,
      body: { ...prefs.body.preferences, timeZone: 'Asia/Tokyo' },
    });
    // 2026-11-21T09:00Z is 18:00 in Tokyo: past 08:00 there.
    expect(await run()).toHaveLength(1);
  });

  it('nothing when the switch or the master switch is off', async () => {
    // Changed before the clock moves past the session's 30 idle minutes.
    await settings({ paymentReminders: false, expenseAlerts: false, reportSummary: false });
    fx.t.clock.set('2026-11-21T12:00:00.000Z');
    expect(await run()).toEqual([]);
    fx.t.clock.set('2026-11-21T09:00:00.000Z');
    await settings({ emailNotifications: false });
    fx.t.clock.set('2026-11-21T12:00:00.000Z');
    expect(await run()).toEqual([]);
    await settle();
    expect(inbox()).toHaveLength(0);
  });

  it('once across two instances running at the same instant, and not again after a restart', async () => {
    fx.t.clock.set('2026-11-21T12:00:00.000Z');
    const second = await fx.t.secondInstance();
    const [a, b] = await Promise.all([run(fx.t.app), run(second)]);
    expect(a.length + b.length).toBe(1);
    // A restart: a fresh instance on the same database finds the sent-log.
    const third = await fx.t.secondInstance();
    expect(await run(third)).toEqual([]);
    await settle();
    expect(inbox()).toHaveLength(1);
  });

  it('a failed send is retried with backoff, then sent once', async () => {
    fx.t.clock.set('2026-11-21T12:00:00.000Z');
    fx.smtp.failNext(2);
    expect(await run()).toEqual([]);
    const row = await fx.t.handle.db.selectFrom('notification_log').selectAll().executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'failed', attempts: 1, next_attempt_at: '2026-11-21T12:01:00.000Z' });
    expect(await run()).toEqual([]); // still waiting
    fx.t.clock.advance(60_000);
    expect(await run()).toEqual([]); // 2nd attempt fails: 5 minutes now
    fx.t.clock.advance(4 * 60_000);
    expect(await run()).toEqual([]);
    fx.t.clock.advance(60_000);
    expect(await run()).toHaveLength(1);
    expect(await run()).toEqual([]);
    await settle();
    expect(inbox()).toHaveLength(1);
    const done = await fx.t.handle.db.selectFrom('notification_log').selectAll().executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'sent', attempts: 3 });
  });
});

describe('expense alerts', () => {
  beforeEach(async () => {
    await settings({ paymentReminders: false, reportSummary: false, expenseThreshold: 500 });
    await post('/api/payments', {
      descricao: 'Venda',
      valor: 2000,
      data_pagamento: '2026-11-05',
      status: 'confirmado',
    });
  });

  it('when the month passes the threshold, once a month', async () => {
    await post('/api/expenses', { descricao: 'Aluguel', valor: 400, data_despesa: '2026-11-03', categoria: 'Outros' });
    expect(await run()).toEqual([]);
    await post('/api/expenses', { descricao: 'Luz', valor: 150, data_despesa: '2026-11-10', categoria: 'Outros' });
    expect(await run()).toEqual([{ job: 'expense_threshold', userId: fx.owner.user.id, period: '2026-11' }]);
    const mail = await fx.smtp.waitFor(fx.owner.email);
    expect(mail.subject).toBe('Alerta de despesas de novembro de 2026 — Armazém Aviso');
    // 'R$' and its number joined by a no-break space: a mail reader never breaks them apart.
    expect(mail.text).toContain('passaram do limite de R$\u00a0500,00');
    expect(mail.text).toContain('Despesas + saídas do mês: R$\u00a0550,00');
    await post('/api/expenses', { descricao: 'Água', valor: 50, data_despesa: '2026-11-11', categoria: 'Outros' });
    expect(await run()).toEqual([]);
  });

  it('when the expenses pass the revenue', async () => {
    await settings({ paymentReminders: false, reportSummary: false, expenseThreshold: null });
    await post('/api/expenses', { descricao: 'Reforma', valor: 2500, data_despesa: '2026-11-12', categoria: 'Outros' });
    expect(await run()).toEqual([{ job: 'expense_over_revenue', userId: fx.owner.user.id, period: '2026-11' }]);
    const mail = await fx.smtp.waitFor(fx.owner.email);
    expect(mail.text).toContain('passaram da receita do mês');
  });

  it('nothing when expenseAlerts is off', async () => {
    await settings({ paymentReminders: false, reportSummary: false, expenseAlerts: false, expenseThreshold: 10 });
    await post('/api/expenses', { descricao: 'Reforma', valor: 2500, data_despesa: '2026-11-12', categoria: 'Outros' });
    expect(await run()).toEqual([]);
  });
});

describe('monthly summary', () => {
  it("on the 1st at the chosen hour: last month's figures with the closing PDF attached, once", async () => {
    await settings({ paymentReminders: false, expenseAlerts: false });
    await post('/api/payments', {
      descricao: 'Venda',
      valor: 1234.56,
      data_pagamento: '2026-11-05',
      status: 'confirmado',
    });
    await post('/api/payments', {
      descricao: 'Troco',
      valor: 20,
      data_pagamento: '2026-11-06',
      status: 'confirmado',
      tipo_pagamento: 'saida',
    });
    await post('/api/expenses', { descricao: 'Luz', valor: 100, data_despesa: '2026-11-03', categoria: 'Outros' });
    expect(await run()).toEqual([]); // the 21st
    fx.t.clock.set('2026-12-01T10:59:00.000Z'); // 07:59 on the 1st in São Paulo
    expect(await run()).toEqual([]);
    fx.t.clock.set('2026-12-01T11:05:00.000Z');
    expect(await run()).toEqual([{ job: 'report_summary', userId: fx.owner.user.id, period: '2026-11' }]);
    const mail = await fx.smtp.waitFor(fx.owner.email);
    expect(mail.subject).toBe('Resumo de novembro de 2026 — Armazém Aviso');
    expect(mail.text).toContain('Receita: R$\u00a01.234,56');
    // The figure that includes the confirmed saídas has their name, with its parts (as on screen).
    expect(mail.text).toContain('Despesas + saídas: R$\u00a0120,00 (despesas R$\u00a0100,00 + saídas R$\u00a020,00)');
    expect(mail.text).not.toMatch(/^Despesas:/m);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]).toMatchObject({ filename: 'fechamento-2026-11.pdf', contentType: 'application/pdf' });
    expect(mail.attachments[0]?.content.subarray(0, 5).toString()).toBe('%PDF-');
    fx.t.clock.advance(3_600_000);
    expect(await run()).toEqual([]);
  });

  it('nothing with reportSummary off', async () => {
    await settings({ paymentReminders: false, expenseAlerts: false, reportSummary: false });
    fx.t.clock.set('2026-12-01T12:00:00.000Z');
    expect(await run()).toEqual([]);
  });
});

it('without SMTP, nothing is attempted', async () => {
  const bare = await createTestApp();
  try {
    expect(await runDueNotifications(notificationDeps(bare.app), bare.clock())).toEqual([]);
  } finally {
    await bare.close();
  }
});

describe('the sent-log', () => {
  it('is pruned of rows older than any period a job can still send for, and a kept month is not sent again', async () => {
    // The month's expense alert, claimed on the 1st: it must outlive the month.
    fx.t.clock.set('2026-11-01T12:00:00.000Z');
    await settings({ paymentReminders: false, reportSummary: false, expenseThreshold: 10 });
    await post('/api/expenses', { descricao: 'Aluguel', valor: 50, data_despesa: '2026-11-01', categoria: 'Outros' });
    expect((await run()).map((s) => s.job)).toContain('expense_threshold');
    const old = { job: 'payment_reminders', user_id: fx.owner.user.id, status: 'sent', attempts: 1 } as const;
    await fx.t.handle.db
      .insertInto('notification_log')
      .values([
        { ...old, period: '2026-08-01', claimed_at: '2026-08-01T11:00:00.000Z' },
        { ...old, period: '2026-10-05', claimed_at: '2026-10-05T11:00:00.000Z' },
      ])
      .execute();

    fx.t.clock.set('2026-11-30T23:00:00.000Z');
    expect(await pruneNotificationLog(fx.t.handle.db, fx.t.clock())).toBe(1);
    const left = await fx.t.handle.db
      .selectFrom('notification_log')
      .select(['job', 'period'])
      .orderBy('period')
      .orderBy('job')
      .execute();
    expect(left).toEqual([
      { job: 'payment_reminders', period: '2026-10-05' },
      { job: 'expense_over_revenue', period: '2026-11' },
      { job: 'expense_threshold', period: '2026-11' },
    ]);
    // The month's expenses are still over the threshold and the revenue: only the kept rows hold them back.
    expect(await run()).toEqual([]);
  });
});
