// Starts the built app for the browser tests on a fresh SQLite database in a temp folder.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMailCatcher } from './mail-catcher.mjs';

const root = new URL('..', import.meta.url).pathname;
const dataDir = mkdtempSync(join(tmpdir(), 'lc-e2e-'));
const port = Number(process.env.PORT ?? 3987);
// The app's e-mail goes to a local SMTP server whose inbox the specs read over HTTP (mail-catcher).
const mail = await startMailCatcher(Number(process.env.E2E_MAIL_PORT ?? port + 1));
const server = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
  cwd: root,
  stdio: ['ignore', 'inherit', 'inherit'],
  env: {
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    ADMIN_EMAIL: 'admin@livrocaixa.test',
    ADMIN_PASSWORD: 'admin-senha-forte',
    LOGIN_RATE_LIMIT: '10000',
    REGISTER_RATE_LIMIT: '10000',
    PASSWORD_RESET_RATE_LIMIT: '10000',
    SMTP_URL: `smtp://127.0.0.1:${mail.smtpPort}`,
    MAIL_FROM: 'Livro Caixa <nao-responda@livrocaixa.test>',
    APP_URL: `http://127.0.0.1:${port}`,
    // The scheduled jobs every 3 s, not every minute: the specs that wait for one wait seconds.
    JOBS_INTERVAL_SECONDS: '3',
  },
});
const stop = () => {
  server.kill('SIGTERM');
};
server.on('exit', () => mail.close());
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(code ?? 0);
});
