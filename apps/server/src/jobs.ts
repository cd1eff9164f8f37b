import type { FastifyInstance } from 'fastify';
import { closingPdf } from './features/closings/closings.pdf.js';
import { getClosing } from './features/closings/closings.service.js';
import type { NotificationDeps } from './features/notifications/notifications.jobs.js';

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
    closingPdf: async (tenantId, month, now) => closingPdf(await getClosing(app.db, tenantId, month, now), now),
  };
}
