import { bootstrap } from './accounts/bootstrap.js';
import { buildApp } from './app.js';
import { openDatabase } from './db/database.js';
import { migrateToLatest } from './db/migrate.js';
import { loadEnv } from './env.js';
import {
  backupSchedule,
  notificationSchedule,
  recurringBillsSchedule,
  type Schedule,
  startSchedule,
  statisticsSchedule,
} from './jobs.js';
import { systemClock } from './lib/clock.js';
import { startDocumentThreads, stopDocumentThreads } from './lib/documents.js';
import { seedDemo } from './seed/demo.js';

/** `main.js` serves; `main.js migrate` only migrates; `main.js seed-demo` fills the demo company. */
async function main() {
  const command = process.argv[2] ?? 'serve';
  if (!['serve', 'migrate', 'seed-demo'].includes(command)) {
    console.error(`Comando desconhecido: ${command} (use serve, migrate ou seed-demo)`);
    process.exit(2);
  }
  const env = loadEnv();
  const handle = openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    onIdleError: (error) => console.warn(`PostgreSQL: conexão ociosa encerrada (${error.message})`),
  });
  const applied = await migrateToLatest(handle.db);
  // Before the first request: a SQLite file that was never analyzed (or grew much since) gets its
  // statistics now, a fraction of a second (ADR 062).
  handle.refreshStatistics?.();
  if (command === 'migrate') {
    console.log(applied.length ? `Migrações aplicadas: ${applied.join(', ')}` : 'Banco de dados já atualizado.');
    await handle.close();
    return;
  }

  const boot = await bootstrap(handle.db, {
    adminEmail: env.ADMIN_EMAIL,
    adminPassword: env.ADMIN_PASSWORD,
    now: new Date(),
  });
  if (boot.admin?.generatedPassword) {
    // Printed once, on the start that created the admin; it is stored only as an argon2id hash.
    console.log(
      [
        '',
        '  Administrador criado (anote a senha: ela não será mostrada de novo)',
        `    e-mail: ${boot.admin.email}`,
        `    senha:  ${boot.admin.generatedPassword}`,
        '',
      ].join('\n'),
    );
  }

  if (command === 'seed-demo') {
    const demo = await seedDemo(handle.db, new Date());
    console.log(
      `${demo.created ? 'Empresa de demonstração criada' : 'A empresa de demonstração já existe'}. ` +
        `Entre com ${demo.email} / ${demo.password}`,
    );
    await handle.close();
    return;
  }

  const logger =
    process.stdout.isTTY && env.LOG_LEVEL !== 'silent'
      ? { level: env.LOG_LEVEL, transport: { target: 'pino-pretty', options: { translateTime: 'SYS:HH:MM:ss' } } }
      : { level: env.LOG_LEVEL };
  const app = await buildApp({ env, db: handle.db, dialect: handle.dialect, logger });
  startDocumentThreads(new URL('./documents.worker.js', import.meta.url), env.DOCUMENT_THREADS);

  const every = (schedule: Schedule) =>
    startSchedule({ ...schedule, everyMs: env.JOBS_INTERVAL_SECONDS * 1000 }, systemClock, app.log);
  const stopBackups = every(backupSchedule(app, env.DATA_DIR));
  const stopNotifications = every(notificationSchedule(app));
  const stopRecurringBills = every(recurringBillsSchedule(app));
  const stopStatistics = handle.refreshStatistics
    ? startSchedule(statisticsSchedule(handle.refreshStatistics), systemClock, app.log)
    : () => {};
  if (!app.mailer.configured)
    app.log.info('SMTP não configurado: e-mails (recuperação de senha, notificações) desligados');
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'encerrando');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    stopBackups();
    stopNotifications();
    stopRecurringBills();
    stopStatistics();
    await app.close();
    await stopDocumentThreads();
    await handle.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  console.log(`Livro Caixa em http://${env.HOST}:${env.PORT} (banco: ${handle.dialect})`);
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
