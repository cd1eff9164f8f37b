import { NOTIFICATION_LABELS, type NotificationSettings, type NotificationSwitch } from '@livro-caixa/domain';
import { describe, expect, it } from 'vitest';
import { call } from '../../../test/app.js';
import { notificationsOff } from '../../../test/settings-defaults.js';
import { mailCompanyFixture } from '../../../test/smtp.js';
import { notificationDeps } from '../../jobs.js';
import { runDueNotifications } from './notifications.jobs.js';

/** docs/product-rules.md, "E-mail only with consent". */
const fx = mailCompanyFixture('Armazém Consentimento', {
  // The 1st of December, 09:00 in São Paulo: every job would be due if it were on.
  prepare: (t) => t.clock.set('2026-12-01T12:00:00.000Z'),
});

const OFF: NotificationSettings = {
  ...notificationsOff,
  reminderHour: 8,
  expenseThreshold: null,
};

const run = () => runDueNotifications(notificationDeps(fx.t.app), fx.t.clock());
const settle = () => new Promise((r) => setTimeout(r, 150));

async function save(patch: Partial<NotificationSettings>) {
  const res = await fx.req('PUT', '/api/settings/notifications', { ...OFF, ...patch });
  expect(res.status).toBe(200);
}

/** A reminder due today, an expense over the month's (empty) revenue and November to sum up. */
async function everythingDue() {
  const post = async (url: string, body: unknown) => expect((await fx.req('POST', url, body)).status).toBe(201);
  await post('/api/reminders', { title: 'Pagar fornecedor', due_date: '2026-12-01' });
  await post('/api/expenses', { descricao: 'Aluguel', valor: 300, data_despesa: '2026-12-01', categoria: 'Outros' });
  await post('/api/payments', { descricao: 'Venda', valor: 100, data_pagamento: '2026-11-10', status: 'confirmado' });
}

describe('e-mail only with consent', () => {
  it('a new company starts with every notification off', async () => {
    const res = await call(fx.t.app, 'GET', '/api/settings', { token: fx.owner.token });
    expect(res.body.notifications).toEqual(OFF);
    const row = await fx.t.handle.db
      .selectFrom('users')
      .select('notifications')
      .where('id', '=', fx.owner.user.id)
      .executeTakeFirstOrThrow();
    // Nobody saved them: nothing is stored, and that is what the job reads as "no consent".
    expect(row.notifications).toBeNull();
  });

  it('no e-mail goes out until the owner turns the main switch and the notification on', async () => {
    await everythingDue();
    expect(await run()).toEqual([]);
    // The main switch alone sends nothing: each notification is its own choice.
    await save({ emailNotifications: true });
    expect(await run()).toEqual([]);
    // A notification on under the main switch off: nothing either.
    await save({ expenseAlerts: true });
    expect(await run()).toEqual([]);
    await settle();
    expect(fx.smtp.to(fx.owner.email)).toHaveLength(0);

    await save({ emailNotifications: true, expenseAlerts: true });
    expect(await run()).toEqual([{ job: 'expense_over_revenue', userId: fx.owner.user.id, period: '2026-12' }]);
  });

  it('each e-mail links straight to the switch that stops it', async () => {
    await everythingDue();
    await save({ emailNotifications: true, paymentReminders: true, expenseAlerts: true, reportSummary: true });
    const sent = await run();
    expect(sent.map((s) => s.job).sort()).toEqual(['expense_over_revenue', 'payment_reminders', 'report_summary']);
    await fx.smtp.waitFor(fx.owner.email, 3);
    // The bills e-mail ('Contas a pagar') is checked in bills-mail.test.ts.
    const bySubject: Record<Exclude<NotificationSwitch, 'billAlerts'>, string> = {
      paymentReminders: '1 lembrete para hoje',
      expenseAlerts: 'Alerta de despesas',
      reportSummary: 'Resumo de novembro',
    };
    for (const [key, subject] of Object.entries(bySubject) as Array<[NotificationSwitch, string]>) {
      const mail = fx.smtp.to(fx.owner.email).find((m) => m.subject.startsWith(subject));
      expect(mail, subject).toBeDefined();
      const url = `http://app.test/settings?tab=notificacoes&aviso=${key}`;
      expect(mail?.text).toContain(
        `Você recebe este e-mail porque ligou "${NOTIFICATION_LABELS[key]}" em Configurações › Notificações. Para não receber mais, desligue aqui: ${url}`,
      );
      expect(mail?.html).toContain(`<a href="${url.replace('&', '&amp;')}"`);
      expect(mail?.text).not.toContain('porque ativou esta notificação');
    }
  });
});
