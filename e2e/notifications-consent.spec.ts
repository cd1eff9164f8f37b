import { DEFAULT_TIME_ZONE, formatTimestamp } from '@livro-caixa/domain';
import type { Page } from '@playwright/test';
import { type CaughtMail, createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, br, todaySP } from './helpers';

// docs/product-rules.md, "E-mail only with consent" and "Backup times". Both tests wait for the
// server's scheduled jobs (e-mail notifications, automatic backups): every 3 s in the e2e server
// (serve.mjs), once a minute by default; JOB_WAIT is the most a test waits.
const JOB_WAIT = 90_000;

const main = (page: Page) => page.getByRole('switch', { name: 'Notificações por e-mail' });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Every e-mail the app sent to `to` so far (the mail catcher of serve.mjs). */
async function mailsTo(to: string): Promise<CaughtMail[]> {
  const port = Number(process.env.E2E_PORT ?? 3987) + 1;
  const res = await fetch(`http://127.0.0.1:${port}/?to=${encodeURIComponent(to)}`);
  return (await res.json()) as CaughtMail[];
}

test('a new company: every notification off and saying so; on when turned on; the e-mail links to its switch', async ({
  page,
}) => {
  test.setTimeout(JOB_WAIT + 60_000);
  const account = await createAccount(page, 'Mercado Consentimento');
  const api = apiOf(page.request, account);
  await loginAs(page, account);
  await page.goto('/settings?tab=notificacoes');

  await expect(main(page)).toHaveAttribute('aria-checked', 'false');
  await expect(main(page)).toHaveAccessibleDescription('Desligada: nenhum dos avisos abaixo é enviado.');
  for (const name of [
    'Lembretes de pagamento',
    'Alertas de despesas',
    'Resumo mensal',
    'Contas a pagar',
    'Newsletter',
  ]) {
    await expect(page.getByRole('switch', { name })).toHaveAttribute('aria-checked', 'false');
  }
  await expect(page.getByRole('switch', { name: 'Alertas de despesas' })).toBeDisabled();

  // Turning it on changes the text; a notification under it changes it again.
  await main(page).click();
  await expect(main(page)).toHaveAttribute('aria-checked', 'true');
  await expect(main(page)).toHaveAccessibleDescription(
    'Ligada, mas nenhum aviso abaixo está ligado: nada é enviado ainda.',
  );
  await page.getByRole('switch', { name: 'Alertas de despesas' }).click();
  await expect(main(page)).toHaveAccessibleDescription('Ligada: os avisos ligados abaixo são enviados ao seu e-mail.');
  await page.getByRole('button', { name: 'Salvar notificações' }).click();
  await expect(toast(page, 'Configurações de notificação salvas!')).toBeVisible();
  await page.reload();
  await expect(main(page)).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Alertas de despesas' })).toHaveAttribute('aria-checked', 'true');

  // Expenses over the month's revenue (none): the alert goes out at the next pass of the job.
  await api('POST', '/expenses', { descricao: 'Aluguel', valor: 300, data_despesa: todaySP(), categoria: 'Outros' });
  let mail: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        mail = (await mailsTo(account.email)).find((m) => m.subject.startsWith('Alerta de despesas'));
        return mail !== undefined;
      },
      { message: 'o alerta de despesas', timeout: JOB_WAIT, intervals: [2_000] },
    )
    .toBe(true);
  expect(mail?.text).toContain('porque ligou "Alertas de despesas" em Configurações › Notificações');
  const link = /https?:\/\/[^/\s]+(\/settings\?tab=notificacoes&aviso=expenseAlerts)/.exec(mail?.text ?? '')?.[1];
  expect(link, mail?.text).toBeDefined();

  // Opened signed out (as from an inbox), the link goes on to its switch after the login.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link as string);
  await expect(page).toHaveURL(/\/login$/);
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=notificacoes&aviso=expenseAlerts$/);
  // Notificações opens with that switch focused: turning it off stops the e-mail.
  const alerts = page.getByRole('switch', { name: 'Alertas de despesas' });
  await expect(alerts).toBeFocused();
  await expect(page.getByText('Você veio do e-mail de “Alertas de despesas”', { exact: false })).toBeVisible();
  await page.keyboard.press('Space');
  await expect(alerts).toHaveAttribute('aria-checked', 'false');
  await page.getByRole('button', { name: 'Salvar notificações' }).click();
  await expect(toast(page, 'Configurações de notificação salvas!')).toBeVisible();
});

test('a stored backup is named with the date and time in São Paulo that the list shows', async ({ page }) => {
  test.setTimeout(JOB_WAIT + 60_000);
  const account = await createAccount(page, 'Padaria Horário');
  const api = apiOf(page.request, account);
  // The user's own zone is far from São Paulo: the backup's name and list still read São Paulo's.
  const { preferences } = await api<{ preferences: Record<string, unknown> }>('GET', '/settings');
  await api('PUT', '/settings/preferences', { ...preferences, timeZone: 'Asia/Tokyo' });
  const [, nowInSP] = formatTimestamp(new Date().toISOString(), DEFAULT_TIME_ZONE, 'YYYY-MM-DD').split(' ');
  await api('PUT', '/settings/backup', {
    autoBackup: true,
    backupFrequency: 'daily',
    backupTime: nowInSP,
    retentionDays: 30,
  });
  await expect
    .poll(async () => (await api<{ data: unknown[] }>('GET', '/settings/backup/files')).data.length, {
      message: 'o backup automático',
      timeout: JOB_WAIT,
      intervals: [2_000],
    })
    .toBe(1);

  await loginAs(page, account);
  await page.goto('/settings?tab=backup');
  const item = page.getByRole('list', { name: 'Backups guardados' }).getByRole('listitem');
  const name = (await item.locator('.font-mono').textContent()) ?? '';
  const [, date, hh, mm] = /^backup_(\d{4}-\d{2}-\d{2})_(\d{2})(\d{2})\.json$/.exec(name) ?? [];
  expect(date, name).toBe(todaySP());
  // The time beside the name is the one in the name: São Paulo's, as is the schedule's.
  await expect(item).toContainText(`${br(date as string)} ${hh}:${mm} ·`);
  await expect(page.getByText(`Último backup automático: ${br(date as string)} ${hh}:`)).toBeVisible();
});
