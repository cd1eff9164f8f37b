import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { runDueBackups } from './features/backup/index.js';
import { closingPdf } from './features/closings/closings.pdf.js';
import { getClosingInCentavos } from './features/closings/closings.service.js';
import { type NotificationDeps, notificationPass } from './features/notifications/notifications.jobs.js';
import { runDueRecurringBills } from './features/recurring-bills/index.js';

/**
 * Wiring of the e-mail notifications (ADR 018): the app's database, mailer and public address,
 * and the closing PDF for the monthly summary. Here, at the top layer, because a feature reaches
 * another only through its index.ts (ADR 015) and the closing's PDF is not part of that.
 */
export function notificationDeps(app: FastifyInstance): NotificationDeps {
  return {
    db: app.db,
    mailer: app.mailer,
    appUrl: app.config.APP_URL,
    log: app.log,
    closingPdf: async (tenantId, month, now) =>
      closingPdf(await getClosingInCentavos(app.db, tenantId, month, now), now),
  };
}

/**
 * A job the app runs on a timer: `run` does one pass (everything due at `now`); `failure` is
 * logged when a pass throws, and the next tick tries again.
 */
export interface Schedule {
  failure: string;
  run: (now: Date) => Promise<unknown>;
  /** Between ticks; a minute unless said. */
  everyMs?: number;
}

/**
 * The one loop of the scheduled jobs (automatic backups, e-mail notifications). Every instance
 * ticks; a pass still running when the next tick comes is skipped, not stacked. Doing a job once
 * across instances is the job's own claim (a row condition, an advisory lock, the sent-log), not
 * this loop's. The timer does not keep the process alive; the returned function stops it.
 */
export function startSchedule(schedule: Schedule, clock: () => Date, log: FastifyBaseLogger): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    schedule
      .run(clock())
      .catch((error) => log.error({ err: error }, schedule.failure))
      .finally(() => {
        running = false;
      });
  }, schedule.everyMs ?? 60_000);
  timer.unref();
  return () => clearInterval(timer);
}

/** The e-mail notifications, once a minute on every instance (ADR 018). */
export function notificationSchedule(app: FastifyInstance): Schedule {
  return { failure: 'agendador de notificações falhou', run: notificationPass(notificationDeps(app)) };
}

/** The automatic backups, once a minute on every instance; a company's claim makes each run once (ADR 007). */
export function backupSchedule(app: FastifyInstance, dataDir: string): Schedule {
  return { failure: 'agendador de backups falhou', run: (now) => runDueBackups(app.db, dataDir, now, app.log) };
}

/**
 * The recurring bills (ADR 051), once a minute on every instance: each template's bills up to 3
 * months ahead. The template's row (and, on PostgreSQL, an advisory lock per template) makes each
 * generation run once; the unique (tenant_id, modelo_id, ocorrencia) makes each bill exist once.
 */
export function recurringBillsSchedule(app: FastifyInstance): Schedule {
  return {
    failure: 'agendador de contas recorrentes falhou',
    run: (now) => runDueRecurringBills(app.db, now, app.log),
  };
}

/**
 * A SQLite file's planner statistics, every hour on the server's own connection (ADR 062): SQLite
 * re-analyzes only the tables whose row count changed much since, usually none.
 */
export function statisticsSchedule(refresh: () => void): Schedule {
  return { failure: 'atualização das estatísticas do SQLite falhou', run: async () => refresh(), everyMs: 3_600_000 };
}
