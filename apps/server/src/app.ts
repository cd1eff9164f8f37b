import { randomUUID } from 'node:crypto';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import helmet from 'helmet';
import type { Db, Dialect } from './db/database.js';
import type { Env } from './env.js';
import { adminRoutes } from './features/admin/admin.routes.js';
import { twoFactorResetRoutes } from './features/admin/two-factor-reset.js';
import { attendantsRoutes } from './features/attendants/attendants.routes.js';
import { authRoutes } from './features/auth/auth.routes.js';
import { backupRoutes } from './features/backup/index.js';
import { bankRoutes } from './features/bank/bank.routes.js';
import { billsRoutes } from './features/bills/index.js';
import { cashFlowRoutes } from './features/cash-flow/index.js';
import { closingsRoutes } from './features/closings/closings.routes.js';
import { companyTypesRoutes } from './features/company-types/company-types.routes.js';
import { dashboardRoutes } from './features/dashboard/dashboard.routes.js';
import { dreRoutes } from './features/dre/index.js';
import { expenseCategoriesRoutes } from './features/expense-categories/index.js';
import { expensesRoutes } from './features/expenses/expenses.routes.js';
import { financialAccountsRoutes } from './features/financial-accounts/index.js';
import { healthRoutes } from './features/health/health.routes.js';
import { notesRoutes } from './features/notes/notes.routes.js';
import { paymentsRoutes } from './features/payments/payments.routes.js';
import { payoutsRoutes } from './features/payouts/payouts.routes.js';
import { reconciliationRoutes } from './features/reconciliation/index.js';
import { recurringBillsRoutes } from './features/recurring-bills/index.js';
import { reportsRoutes } from './features/reports/reports.routes.js';
import { settingsRoutes } from './features/settings/settings.routes.js';
import { tripeirosRoutes } from './features/tripeiros/tripeiros.routes.js';
import { type Clock, systemClock } from './lib/clock.js';
import { rateLimited } from './lib/errors.js';
import { createMailer, type Mailer } from './lib/mailer.js';
import { hitRateLimit } from './lib/rate-limit.js';
import { authPlugin } from './plugins/auth.js';
import { errorsPlugin } from './plugins/errors.js';
import { inputPlugin } from './plugins/input.js';
import { openapiPlugin } from './plugins/openapi.js';
import { responseSerializer } from './plugins/serializer.js';
import { spaPlugin } from './plugins/spa.js';
import { unreadBodyPlugin } from './plugins/unread-body.js';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    dialect: Dialect;
    clock: Clock;
    config: Env;
    mailer: Mailer;
  }
}

export interface AppOptions {
  env: Env;
  db: Db;
  dialect: Dialect;
  clock?: Clock;
  logger?: FastifyServerOptions['logger'];
  /** Outgoing e-mail; by default built from the env's SMTP settings (ADR 018). */
  mailer?: Mailer;
}

const here = dirname(fileURLToPath(import.meta.url));
const REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * TRUST_PROXY for Fastify (ADR 013). A list of addresses/CIDRs goes as it is. A hop count becomes
 * proxy-addr's "trust the first n hops" (the socket peer is hop 0): Fastify 5 answers a plain
 * number by trusting nobody, so it is spelled as a function here.
 */
function trustProxyOption(setting: Env['TRUST_PROXY']): FastifyServerOptions['trustProxy'] {
  if (typeof setting === 'number') return setting > 0 ? (_address: string, hop: number) => hop < setting : false;
  return setting;
}

export async function buildApp({ env, db, dialect, clock = systemClock, logger, mailer }: AppOptions) {
  const app = Fastify({
    logger: logger ?? { level: env.LOG_LEVEL },
    bodyLimit: 1024 * 1024,
    trustProxy: trustProxyOption(env.TRUST_PROXY),
    // A client's X-Request-Id names the request in the logs only when it looks like an id; anything
    // else (too long, spaces, control characters, quotes) gets a fresh one.
    requestIdHeader: false,
    genReqId: (req) => {
      const sent = req.headers['x-request-id'];
      return typeof sent === 'string' && REQUEST_ID.test(sent) ? sent : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializer(env.NODE_ENV !== 'production'));
  app.decorate('db', db);
  app.decorate('dialect', dialect);
  app.decorate('clock', clock);
  app.decorate('config', env);
  const mail = mailer ?? createMailer(env, app.log);
  app.decorate('mailer', mail);
  app.addHook('onClose', async () => mail.close());
  // Security headers: helmet's middleware is built once and run on every response's raw object
  // (@fastify/helmet built it anew on each request, a tenth of the cost of a small API call).
  const securityHeaders = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'"],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    // The app is served over plain http on a LAN as often as behind TLS: HSTS is the proxy's call.
    strictTransportSecurity: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    securityHeaders(request.raw, reply.raw, (error) => done(error as Error | undefined));
  });
  await app.register(unreadBodyPlugin);
  await app.register(errorsPlugin);
  await app.register(inputPlugin);
  await app.register(openapiPlugin);

  await app.register(
    async (api) => {
      await api.register(authPlugin);
      if (env.API_RATE_LIMIT > 0) {
        api.addHook('preHandler', async (request) => {
          const who = request.auth ? `user:${request.auth.userId}` : `ip:${request.ip}`;
          if (!(await hitRateLimit(api.db, `api:${who}`, env.API_RATE_LIMIT, 60_000, api.clock()))) throw rateLimited();
        });
      }
      await api.register(healthRoutes);
      await api.register(companyTypesRoutes);
      await api.register(authRoutes);
      await api.register(paymentsRoutes);
      await api.register(attendantsRoutes);
      await api.register(tripeirosRoutes);
      await api.register(expensesRoutes);
      await api.register(billsRoutes);
      await api.register(financialAccountsRoutes);
      await api.register(expenseCategoriesRoutes);
      await api.register(notesRoutes);
      await api.register(dashboardRoutes);
      await api.register(reportsRoutes);
      await api.register(dreRoutes);
      await api.register(closingsRoutes);
      await api.register(payoutsRoutes);
      await api.register(adminRoutes);
      await api.register(twoFactorResetRoutes);
      await api.register(settingsRoutes);
      await api.register(backupRoutes);
      await api.register(reconciliationRoutes);
      await api.register(recurringBillsRoutes);
      await api.register(cashFlowRoutes);
      await api.register(bankRoutes);
    },
    { prefix: '/api' },
  );

  await app.register(spaPlugin, { root: env.WEB_DIST ?? resolve(here, '../../web/dist') });
  return app;
}
