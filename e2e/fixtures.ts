import { randomBytes } from 'node:crypto';
import { test as base, expect, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@livrocaixa.test', password: 'admin-senha-forte' };

export interface Account {
  name: string;
  email: string;
  password: string;
  company: string;
  token: string;
}

/** Registers a new company through the API (fast); screens under test use the UI. */
export async function createAccount(page: Page, company = 'Loja Teste'): Promise<Account> {
  const suffix = randomBytes(4).toString('hex');
  const body = {
    name: `Dona ${suffix}`,
    email: `dona.${suffix}@example.com`,
    password: 'senha123',
    companyName: `${company} ${suffix}`,
  };
  const res = await page.request.post('/api/auth/register', { data: body });
  expect(res.status()).toBe(201);
  const json = await res.json();
  return { name: body.name, email: body.email, password: body.password, company: body.companyName, token: json.token };
}

/** Opens the app already logged in as `account` (token and user in localStorage, as the app keeps them). */
export async function loginAs(page: Page, account: { email: string; password: string }) {
  const res = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status()).toBe(200);
  const { token, user } = await res.json();
  await page.goto('/login');
  await page.evaluate(
    ([t, u]) => {
      localStorage.setItem('livro-caixa.token', t);
      localStorage.setItem('livro-caixa.user', u);
    },
    [token, JSON.stringify(user)] as const,
  );
}

/** Every test fails on a CSP violation or an uncaught error in the page. */
export const test = base.extend<{ guardConsole: undefined }>({
  guardConsole: [
    async ({ page }, use) => {
      const problems: string[] = [];
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      page.on('console', (msg) => {
        if (msg.type() === 'error' && /Content Security Policy|Refused to/i.test(msg.text())) problems.push(msg.text());
      });
      await use(undefined);
      expect(problems, 'erros no console da página').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
}

/**
 * The `count`-th e-mail the app sent to `to`, read from the e2e mail catcher (mail-catcher.mjs,
 * started by serve.mjs next to the app).
 */
export async function waitForMail(to: string, count = 1): Promise<CaughtMail> {
  const port = Number(process.env.E2E_PORT ?? 3987) + 1;
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        const res = await fetch(`http://127.0.0.1:${port}/?to=${encodeURIComponent(to)}`);
        const messages = (await res.json()) as CaughtMail[];
        found = messages[count - 1];
        return messages.length;
      },
      { message: `e-mail para ${to}`, timeout: 10_000 },
    )
    .toBeGreaterThanOrEqual(count);
  return found as CaughtMail;
}
