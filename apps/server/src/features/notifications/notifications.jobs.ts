import {
  dayStartUtc,
  type LocalDate,
  monthOf,
  monthRange,
  previousMonth,
  reaisToCentavos,
  todayIn,
} from '@livro-caixa/domain';
import type { FastifyBaseLogger } from 'fastify';
import { parseNotifications, parsePreferences } from '../../accounts/user-settings.js';
import type { Db } from '../../db/database.js';
import { periodSums } from '../../ledger/period.js';
import type { MailAttachment, Mailer, MailMessage } from '../../lib/mailer.js';
import { billsMail, dueBills } from './bills-mail.js';
import { expenseAlertMail, type MailTo, remindersMail, summaryMail } from './notifications.mail.js';

/**
 * The e-mail notifications of Configurações › Notificações (issue 14, ADR 018). Every instance
 * runs `runDueNotifications` once a minute. What makes a send happen once, across instances and
 * restarts, is the `notification_log` row keyed by job, user and period: the instance whose insert
 * lands owns the send; the others' inserts do nothing. A failed send is retried with backoff.
 */
export type NotificationJob =
  | 'payment_reminders'
  | 'expense_threshold'
  | 'expense_over_revenue'
  | 'report_summary'
  | 'bill_alerts';

export interface NotificationDeps {
  db: Db;
  mailer: Mailer;
  appUrl?: string | undefined;
  log?: FastifyBaseLogger | undefined;
  /** The closing PDF of a company's month (wired at the top: features reach each other only by index). */
  closingPdf?: ((tenantId: number, month: string, now: Date) => Promise<Buffer>) | undefined;
}

export interface SentNotification {
  job: NotificationJob;
  userId: number;
  period: string;
}

/** Minutes to wait after the 1st, 2nd, 3rd and 4th failed attempt; the 5th failure is the last. */
export const RETRY_MINUTES = [1, 5, 30, 120];
export const MAX_ATTEMPTS = RETRY_MINUTES.length + 1;
/** A claim older than this whose instance never reported back (it died mid-send) is taken over. */
const STALE_CLAIM_MS = 10 * 60_000;

interface Claim {
  id: number;
  attempts: number;
}

/** Takes the send of (job, user, period) for this instance, or null when it is done or someone else's. */
async function claim(db: Db, job: NotificationJob, userId: number, period: string, now: Date): Promise<Claim | null> {
  const at = now.toISOString();
  const inserted = await db
    .insertInto('notification_log')
    .values({ job, user_id: userId, period, status: 'sending', attempts: 1, claimed_at: at })
    .onConflict((oc) => oc.columns(['job', 'user_id', 'period']).doNothing())
    .returning(['id', 'attempts'])
    .executeTakeFirst();
  if (inserted) return inserted;
  const row = await db
    .selectFrom('notification_log')
    .select(['id', 'status', 'attempts', 'claimed_at', 'next_attempt_at'])
    .where('job', '=', job)
    .where('user_id', '=', userId)
    .where('period', '=', period)
    .executeTakeFirst();
  if (!row || row.status === 'sent' || row.attempts >= MAX_ATTEMPTS) return null;
  if (row.status === 'failed' && (row.next_attempt_at ?? '') > at) return null;
  if (row.status === 'sending' && Date.parse(row.claimed_at) > now.getTime() - STALE_CLAIM_MS) return null;
  // Conditional on what was read: of two instances retrying at once, one update matches.
  const res = await db
    .updateTable('notification_log')
    .set({ status: 'sending', attempts: row.attempts + 1, claimed_at: at })
    .where('id', '=', row.id)
    .where('status', '=', row.status)
    .where('attempts', '=', row.attempts)
    .executeTakeFirst();
  return Number(res.numUpdatedRows) === 1 ? { id: row.id, attempts: row.attempts + 1 } : null;
}

async function deliver(deps: NotificationDeps, c: Claim, message: MailMessage, now: Date): Promise<boolean> {
  try {
    await deps.mailer.send(message);
    await deps.db
      .updateTable('notification_log')
      .set({ status: 'sent', sent_at: now.toISOString(), next_attempt_at: null, last_error: null })
      .where('id', '=', c.id)
      .execute();
    return true;
  } catch (error) {
    const wait = RETRY_MINUTES[c.attempts - 1];
    // The error's code only (e.g. EENVELOPE, ECONNECTION): never the message or its links.
    const code = (error as { code?: string; responseCode?: number }).code ?? 'ERRO';
    await deps.db
      .updateTable('notification_log')
      .set({
        status: 'failed',
        next_attempt_at: wait === undefined ? null : new Date(now.getTime() + wait * 60_000).toISOString(),
        last_error: code.slice(0, 40),
      })
      .where('id', '=', c.id)
      .execute();
    deps.log?.warn({ code, attempts: c.attempts }, 'notificação por e-mail não enviada');
    return false;
  }
}

/** True once today's `hour` (in `timeZone`) has come. */
function hourHasCome(today: LocalDate, timeZone: string, hour: number, now: Date): boolean {
  return now.getTime() >= Date.parse(dayStartUtc(today, timeZone)) + hour * 3_600_000;
}

/** Revenue and expenses (product rules: expenses + confirmed saídas) of a company's month, in centavos. */
async function monthFigures(db: Db, tenantId: number, month: string) {
  const { start, end } = monthRange(month);
  const s = await periodSums(db, { tenantId, start, end });
  const expenses = s.expenses + s.confirmedSaidas;
  const commissions = s.attendantCommissions + s.tripeiroCommissions;
  return {
    revenue: s.revenue,
    expenses,
    recordedExpenses: s.expenses,
    confirmedSaidas: s.confirmedSaidas,
    commissions,
    net: s.revenue - expenses - commissions,
  };
}

/** One pass over every active user: sends what is due and not yet sent. Returns what was sent. */
export async function runDueNotifications(deps: NotificationDeps, now: Date): Promise<SentNotification[]> {
  if (!deps.mailer.configured) return [];
  const users = await deps.db
    .selectFrom('users')
    .innerJoin('tenants', 'tenants.id', 'users.tenant_id')
    .select([
      'users.id',
      'users.name',
      'users.email',
      'users.tenant_id',
      'users.notifications',
      'users.preferences',
      'tenants.name as company',
      'tenants.aviso_contas_dias',
    ])
    .where('users.is_active', '=', 1)
    // Consent (docs/product-rules.md, "E-mail only with consent"): settings nobody saved send
    // nothing, whatever the defaults say.
    .where('users.notifications', 'is not', null)
    .orderBy('users.id')
    .execute();
  const sent: SentNotification[] = [];
  // A company's month is read once per pass, whoever of its users asks.
  const figures = new Map<string, ReturnType<typeof monthFigures>>();
  const figuresOf = (tenantId: number, month: string) => {
    const key = `${tenantId}:${month}`;
    let f = figures.get(key);
    if (!f) {
      f = monthFigures(deps.db, tenantId, month);
      figures.set(key, f);
    }
    return f;
  };

  for (const u of users) {
    const n = parseNotifications(u.notifications);
    if (!n.emailNotifications) continue;
    const prefs = parsePreferences(u.preferences);
    const today = todayIn(prefs.timeZone, now);
    const month = monthOf(today);
    const to: MailTo = { name: u.name, company: u.company, dateFormat: prefs.dateFormat };
    const send = async (job: NotificationJob, period: string, mail: () => Promise<Omit<MailMessage, 'to'>>) => {
      const c = await claim(deps.db, job, u.id, period, now);
      if (!c) return;
      let message: Omit<MailMessage, 'to'>;
      try {
        message = await mail();
      } catch (error) {
        deps.log?.error({ err: error, job }, 'notificação: falha ao montar o e-mail');
        await deps.db.updateTable('notification_log').set({ status: 'failed' }).where('id', '=', c.id).execute();
        return;
      }
      if (await deliver(deps, c, { to: u.email, ...message }, now)) sent.push({ job, userId: u.id, period });
    };

    try {
      if (n.paymentReminders && hourHasCome(today, prefs.timeZone, n.reminderHour, now)) {
        const reminders = await deps.db
          .selectFrom('reminders')
          .select(['title', 'due_date', 'due_time'])
          .where('user_id', '=', u.id)
          .where('tenant_id', '=', u.tenant_id)
          .where('status', '=', 'pending')
          .where('due_date', 'is not', null)
          .where('due_date', '<=', today)
          .orderBy('due_date')
          .orderBy('due_time')
          .limit(50)
          .execute();
        if (reminders.length > 0) {
          await send('payment_reminders', today, async () =>
            remindersMail(
              to,
              today,
              reminders.map((r) => ({ ...r, due_date: r.due_date as string })),
              deps.appUrl,
            ),
          );
        }
      }

      if (n.expenseAlerts) {
        const f = await figuresOf(u.tenant_id, month);
        const threshold = n.expenseThreshold === null ? null : reaisToCentavos(n.expenseThreshold);
        if (threshold !== null && f.expenses > threshold) {
          await send('expense_threshold', month, async () =>
            expenseAlertMail(to, month, 'threshold', { ...f, threshold }, deps.appUrl),
          );
        }
        if (f.expenses > f.revenue) {
          await send('expense_over_revenue', month, async () =>
            expenseAlertMail(to, month, 'revenue', { ...f, threshold }, deps.appUrl),
          );
        }
      }

      // Contas a pagar (ADR 051): once a day at the hour, when some bill is overdue or due within
      // the company's aviso_contas_dias days.
      if (n.billAlerts && hourHasCome(today, prefs.timeZone, n.reminderHour, now)) {
        const due = await dueBills(deps.db, u.tenant_id, today, u.aviso_contas_dias);
        if (due.total > 0) {
          await send('bill_alerts', today, async () => billsMail(to, today, u.aviso_contas_dias, due, deps.appUrl));
        }
      }

      if (n.reportSummary && today.endsWith('-01') && hourHasCome(today, prefs.timeZone, n.reminderHour, now)) {
        const last = previousMonth(month);
        await send('report_summary', last, async () => {
          const f = await figuresOf(u.tenant_id, last);
          const pdf = deps.closingPdf ? await deps.closingPdf(u.tenant_id, last, now) : null;
          const attachments: MailAttachment[] = pdf
            ? [{ filename: `fechamento-${last}.pdf`, content: pdf, contentType: 'application/pdf' }]
            : [];
          return { ...summaryMail(to, last, f, pdf !== null, deps.appUrl), attachments };
        });
      }
    } catch (error) {
      deps.log?.error({ err: error, userId: u.id }, 'notificações: falha ao processar o usuário');
    }
  }
  return sent;
}

/**
 * How long a `notification_log` row is kept. A row only matters while its period can still be
 * sent: the day of a reminders e-mail, the month of an expense alert (claimed as early as the 1st,
 * it must outlive the month), last month for the summary (claimed on the 1st). 62 days outlives
 * all of them with room to spare; an older row can never be claimed again, so deleting it cannot
 * make an e-mail go twice.
 */
export const NOTIFICATION_LOG_KEEP_DAYS = 62;

/** Deletes the sent-log rows no job can look at any more. Returns how many went. */
export async function pruneNotificationLog(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - NOTIFICATION_LOG_KEEP_DAYS * 86_400_000).toISOString();
  const res = await db.deleteFrom('notification_log').where('claimed_at', '<', before).executeTakeFirst();
  return Number(res.numDeletedRows);
}

const PRUNE_EVERY_MS = 60 * 60_000;

/**
 * One pass of the notifications, run once a minute by the app's scheduler (jobs.ts): the sent-log
 * is pruned on the first pass and then once an hour, and what is due is sent.
 */
export function notificationPass(deps: NotificationDeps): (now: Date) => Promise<void> {
  let prunedAt = Number.NEGATIVE_INFINITY;
  return async (now) => {
    if (now.getTime() - prunedAt >= PRUNE_EVERY_MS) {
      prunedAt = now.getTime();
      await pruneNotificationLog(deps.db, now).catch((error) =>
        deps.log?.error({ err: error }, 'notificações: falha ao limpar o registro de envios'),
      );
    }
    await runDueNotifications(deps, now);
  };
}
