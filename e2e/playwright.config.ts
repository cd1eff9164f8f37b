import { defineConfig } from '@playwright/test';
import { findChromium } from './chromium';

const port = Number(process.env.E2E_PORT ?? 3987);
const baseURL = `http://127.0.0.1:${port}`;

// CHROMIUM_PATH, else Debian's Chromium, else the npm package's (chromium.ts). The config is an ES
// module (package.json "type": "module"), loaded by the runner and by each worker: the await
// unpacks the npm Chromium once, in the runner, before any worker starts.
const chromium = await findChromium();

export default defineConfig({
  testDir: '.',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  // CI runs on a shared 2-core machine: a test that takes 7 s idle took 25 s there under load.
  timeout: process.env.CI ? 60_000 : 30_000,
  expect: { timeout: process.env.CI ? 12_000 : 7_000 },
  outputDir: '../test-results',
  use: {
    baseURL,
    locale: 'pt-BR',
    timezoneId: 'America/Sao_Paulo',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium.executablePath,
      env: { ...process.env, ...chromium.env },
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    env: { PORT: String(port), HOST: '127.0.0.1', E2E_MAIL_PORT: String(port + 1) },
  },
});
