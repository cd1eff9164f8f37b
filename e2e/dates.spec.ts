import { formatMonthName, formatMonthNumeric, monthRange, shiftMonth } from '@livro-caixa/domain';
import type { Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, br, firstOfThisMonth, saveShots, todaySP } from './helpers';

/**
 * The date fields type and show dd/mm/aaaa, with a calendar in Portuguese, whatever the browser's
 * language (docs/product-rules.md, "Dates"; ADR 040); the API still gets `YYYY-MM-DD`.
 */

/** `2026-11-05` → 'novembro de 2026', the calendar's title for that month. */
const monthTitle = (date: string) => formatMonthName(date.slice(0, 7));

/** Pagamentos in an English browser: placeholders, values and the calendar in Portuguese; a filter round-trips. */
async function checkPaymentsFilter(page: Page) {
  const account = await createAccount(page, 'Datas');
  await loginAs(page, account);
  await page.goto('/payments');
  expect(await page.evaluate(() => navigator.language)).toBe('en-US');
  // No field of the browser's own date kind is left on the page.
  await expect(page.locator('input[type="date"]')).toHaveCount(0);

  const start = page.getByLabel('Data inicial');
  const end = page.getByLabel('Data final');
  await expect(start).toHaveAttribute('placeholder', 'dd/mm/aaaa');
  await expect(start).toHaveValue(br(firstOfThisMonth()));

  // Typed as digits or with the slashes: the same day, sent as YYYY-MM-DD and shown back after a reload.
  const month = monthRange(shiftMonth(todaySP().slice(0, 7), -1));
  await start.fill('');
  await start.pressSequentially(br(month.start).replaceAll('/', ''), { delay: 20 });
  await expect(start).toHaveValue(br(month.start));
  await end.fill('');
  await end.pressSequentially(br(month.end), { delay: 20 });
  await expect(end).toHaveValue(br(month.end));
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${month.start}&endDate=${month.end}`));
  await page.reload();
  await expect(start).toHaveValue(br(month.start));
  await expect(end).toHaveValue(br(month.end));

  // The calendar is in Portuguese and opens on the field's month; a day picked fills the field.
  await page.getByRole('button', { name: 'Abrir calendário' }).first().click();
  const calendar = page.getByRole('dialog', { name: 'Calendário' });
  await expect(calendar).toContainText(monthTitle(month.start));
  await expect(calendar).toContainText(/dom.*seg.*ter/);
  const second = `${month.start.slice(0, 8)}02`;
  // Each day's name reads 'sexta-feira, 2 de outubro de 2026'.
  await calendar.getByRole('button', { name: new RegExp(`\\b2 de ${monthTitle(month.start)}`) }).click();
  await expect(calendar).toBeHidden();
  await expect(start).toHaveValue(br(second));
  return account;
}

test.describe('in a browser context set to en-US', () => {
  test.use({ locale: 'en-US' });

  test('Pagamentos shows dd/mm/aaaa and a Portuguese calendar; a typed filter round-trips', async ({ page }) => {
    await checkPaymentsFilter(page);
  });

  test('a payment typed 15102026 is saved on that day; a day that does not exist says "Data inválida"', async ({
    page,
  }) => {
    const account = await createAccount(page, 'Datas');
    await loginAs(page, account);
    await page.goto('/payments');
    await page.getByRole('button', { name: 'Novo Pagamento' }).click();
    const dialog = page.getByRole('dialog', { name: 'Novo Pagamento' });
    await dialog.getByLabel('Descrição').fill('Encomenda de salgados');
    await dialog.getByLabel('Valor').pressSequentially('150', { delay: 20 });
    const data = dialog.getByLabel('Data', { exact: true });
    await expect(data).toHaveValue(br(todaySP()));

    await data.fill('');
    await data.pressSequentially('31022026', { delay: 20 });
    await dialog.getByRole('button', { name: 'Criar pagamento' }).click();
    await expect(dialog.getByText('Data inválida')).toBeVisible();
    await expect(data).toHaveAttribute('aria-invalid', 'true');

    await data.fill('');
    await data.pressSequentially('15102026', { delay: 20 });
    await expect(data).toHaveValue('15/10/2026');
    await dialog.getByRole('button', { name: 'Criar pagamento' }).click();
    await expect(dialog).toBeHidden();
    const api = apiOf(page.request, account);
    const list = await api<{ data: Array<{ descricao: string; data_pagamento: string }> }>(
      'GET',
      '/payments?startDate=2026-10-01&endDate=2026-10-31',
    );
    expect(list.data.map((p) => [p.descricao, p.data_pagamento])).toEqual([['Encomenda de salgados', '2026-10-15']]);
  });
});

test('a browser started with --lang=en-US shows dd/mm/aaaa and a Portuguese calendar', async ({
  playwright,
}, testInfo) => {
  test.slow(); // a browser of its own
  const launch = testInfo.project.use.launchOptions ?? {};
  const browser = await playwright.chromium.launch({ ...launch, args: [...(launch.args ?? []), '--lang=en-US'] });
  try {
    const context = await browser.newContext({
      baseURL: testInfo.project.use.baseURL,
      locale: 'en-US',
      timezoneId: 'America/Sao_Paulo',
    });
    const page = await context.newPage();
    await checkPaymentsFilter(page);
    // Screens of a form's date field with its calendar open, in this browser (the list's filters
    // fold behind a button on a phone; a dialog's fields do not).
    await page.getByRole('button', { name: 'Novo Pagamento' }).click();
    // The payment's date (a pending entrada also shows its Vencimento, the second calendar).
    const open = page
      .getByRole('dialog', { name: 'Novo Pagamento' })
      .getByRole('button', { name: 'Abrir calendário' })
      .first();
    const calendar = page.getByRole('dialog', { name: 'Calendário' });
    await open.click();
    await expect(calendar).toContainText(monthTitle(todaySP()));
    await saveShots(page, 'date-calendar-en-US', async () => {
      if (!(await calendar.isVisible())) await open.click();
      await expect(calendar).toBeVisible();
    });
    // The closing's month too: mm/aaaa, no field of the browser's own date or month kind.
    await page.goto('/fechamento');
    await expect(page.getByLabel('Mês', { exact: true })).toHaveValue(formatMonthNumeric(todaySP().slice(0, 7)));
    await expect(page.locator('input[type="month"], input[type="date"]')).toHaveCount(0);
    await saveShots(page, 'closing-month-en-US', () => expect(page.getByLabel('Mês', { exact: true })).toBeVisible());
    await context.close();
  } finally {
    await browser.close();
  }
});

test("over a dialog, the calendar is whole and Escape closes only it; a picked day is the form's", async ({ page }) => {
  const account = await createAccount(page, 'Datas');
  await loginAs(page, account);
  await page.goto('/expenses');
  await page.getByRole('button', { name: 'Nova Despesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Despesa' });
  const data = dialog.getByLabel('Data', { exact: true });
  await expect(data).toHaveValue(br(todaySP()));
  const open = dialog.getByRole('button', { name: 'Abrir calendário' });
  const calendar = page.getByRole('dialog', { name: 'Calendário' });
  await open.click();
  await expect(calendar).toContainText(monthTitle(todaySP()));
  await saveShots(page, 'date-calendar-dialog', async () => {
    if (!(await calendar.isVisible())) await open.click();
    await expect(calendar).toBeVisible();
  });
  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(open).toBeFocused();

  await open.click();
  const first = `${todaySP().slice(0, 8)}01`;
  await calendar.getByRole('button', { name: new RegExp(`\\b1 de ${monthTitle(first)}`) }).click();
  await expect(calendar).toBeHidden();
  await expect(data).toHaveValue(br(first));
  await expect(data).toBeFocused();
});
