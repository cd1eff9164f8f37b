import { DEFAULT_NOTIFICATIONS, NOTIFICATION_LABELS, type NotificationSettings } from '@livro-caixa/domain';
import { describe, expect, it } from 'vitest';
import { mailCompanyFixture } from '../../../test/smtp.js';
import { notificationDeps } from '../../jobs.js';
import { runDueNotifications } from './notifications.jobs.js';

/** The "Contas a pagar" e-mail (issue 22 §6, ADR 051; docs/product-rules.md "The bills e-mail"). */
const fx = mailCompanyFixture('Armazém Contas', {
  // 21/11/2026, 09:00 in São Paulo: past the default hour (08).
  prepare: (t) => t.clock.set('2026-11-21T12:00:00.000Z'),
});

/** Everything off, as nobody chose (docs/product-rules.md "E-mail only with consent"). */
const OFF: NotificationSettings = DEFAULT_NOTIFICATIONS;

const run = (app = fx.t.app) => runDueNotifications(notificationDeps(app), fx.t.clock());
const settle = () => new Promise((r) => setTimeout(r, 150));

async function save(patch: Partial<NotificationSettings>) {
  const res = await fx.req('PUT', '/api/settings/notifications', { ...OFF, ...patch });
  expect(res.status).toBe(200);
}

/** Weekly bills from 10/11: 10/11 and 17/11 overdue, 24/11 due in 3 days, 01/12 in 10, 08/12… */
async function weeklyBills() {
  const res = await fx.req('POST', '/api/recurring-bills', {
    descricao: 'Fornecedor de farinha',
    valor: 320.5,
    categoria: 'Outros',
    frequencia: 'semanal',
    inicio: '2026-11-10',
  });
  expect(res.status).toBe(201);
}

describe('the bills e-mail', () => {
  it('is off until the user turns on both switches', async () => {
    await weeklyBills();
    expect(await run()).toEqual([]);
    await save({ billAlerts: true });
    expect(await run()).toEqual([]);
    await settle();
    expect(fx.smtp.to(fx.owner.email)).toHaveLength(0);
    // An older client that leaves the switch out keeps it as saved.
    const { billAlerts: _, ...older } = { ...OFF, emailNotifications: true };
    expect((await fx.req('PUT', '/api/settings/notifications', older)).body.notifications.billAlerts).toBe(true);
    expect(await run()).toEqual([{ job: 'bill_alerts', userId: fx.owner.user.id, period: '2026-11-21' }]);
  });

  it("lists the overdue bills and those due within the company's days, each linked, once a day", async () => {
    await weeklyBills();
    await save({ emailNotifications: true, billAlerts: true });
    // Two instances at the same moment: the sent-log gives the send to one.
    const sent = (await Promise.all([run(), run(await fx.t.secondInstance())])).flat();
    expect(sent).toEqual([{ job: 'bill_alerts', userId: fx.owner.user.id, period: '2026-11-21' }]);
    await fx.smtp.waitFor(fx.owner.email, 1);
    await settle();
    const mails = fx.smtp.to(fx.owner.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('2 contas vencidas — Armazém Contas');
    expect(mail?.text).toContain('Você tem 2 contas vencidas e 1 conta vence nos próximos 7 dias:');
    expect(mail?.text).toContain(
      'Nº 1 · Fornecedor de farinha: venceu em 10/11/2026 · R$\u00a0320,50 (http://app.test/contas?numero=1)',
    );
    expect(mail?.text).toContain('Nº 3 · Fornecedor de farinha: vence em 24/11/2026 · R$\u00a0320,50');
    expect(mail?.text).not.toContain('01/12/2026');
    expect(mail?.html).toContain('<a href="http://app.test/contas?numero=2"');
    expect(mail?.text).toContain('Ver contas a pagar: http://app.test/contas');
    expect(mail?.text).toContain(
      `Você recebe este e-mail porque ligou "${NOTIFICATION_LABELS.billAlerts}" em Configurações › Notificações. Para não receber mais, desligue aqui: http://app.test/settings?tab=notificacoes&aviso=billAlerts`,
    );
    // Once a day: the same day again sends nothing; the next day sends again.
    expect(await run()).toEqual([]);
    fx.t.clock.set('2026-11-22T12:00:00.000Z');
    await fx.t.handle.db.updateTable('tenants').set({ aviso_contas_dias: 10 }).execute();
    expect((await run()).map((s) => s.period)).toEqual(['2026-11-22']);
    await fx.smtp.waitFor(fx.owner.email, 2);
    const next = fx.smtp.to(fx.owner.email).at(-1);
    expect(next?.text).toContain('Você tem 2 contas vencidas e 2 contas vencem nos próximos 10 dias:');
    expect(next?.text).toContain('vence em 01/12/2026');
  });

  it('sends nothing before the hour, nor when no bill is due', async () => {
    await save({ emailNotifications: true, billAlerts: true, reminderHour: 10 });
    await weeklyBills();
    expect(await run()).toEqual([]);
    fx.t.clock.set('2026-11-21T13:00:00.000Z');
    await fx.t.handle.db.updateTable('expenses').set({ situacao: 'paga', data_baixa: '2026-11-21' }).execute();
    expect(await run()).toEqual([]);
  });
});
