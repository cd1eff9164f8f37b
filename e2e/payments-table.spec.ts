import { monthName, previousMonth } from '@livro-caixa/domain';
import type { Page } from '@playwright/test';
import { lightAndDarkViolations } from './axe';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, br, expectNoOverlap, saveShots, todaySP } from './helpers';

/**
 * The Payments table (docs/product-rules.md "Payments table", "Confirming several payments"):
 * Tipo as a word, both commissions, whole descriptions, order by date and valor, several pending
 * payments confirmed at once.
 */

const table = (page: Page) => page.getByRole('table', { name: 'Pagamentos' });
const rowOf = (page: Page, text: string) => table(page).locator('tbody tr').filter({ hasText: text });
const LONG = 'Encomenda de salgados e doces para a festa de aniversário da Dona Maria';

/**
 * A company with long names and descriptions, every status and tipo, large valores, and a pending
 * row of last month (closed first when `closed`: its lock in the Data column); the owner on
 * Pagamentos, over both months.
 */
async function busyCompany(page: Page, { closed }: { closed: boolean }) {
  const account = await createAccount(page, 'Padaria Tabela');
  const api = apiOf(page.request, account);
  const today = todaySP();
  const last = previousMonth(today.slice(0, 7));
  const ana = await api('POST', '/attendants', { nome: 'Ana Beatriz Conceição dos Santos', comissao_percentual: 5 });
  const roberto = await api('POST', '/tripeiros', { nome: 'Roberto Carlos Tavares Filho', comissao_percentual: 12.5 });
  const people = { atendente_id: ana.data.id, tripeiro_id: roberto.data.id };
  const pay = (body: Record<string, unknown>) => api('POST', '/payments', { data_pagamento: today, ...body });
  await pay({ descricao: LONG, valor: 123456.78, status: 'pendente', ...people });
  await pay({ descricao: 'Bolo', valor: 80, status: 'pendente', atendente_id: ana.data.id });
  await pay({ descricao: 'Troco do caixa', valor: 15.5, tipo_pagamento: 'saida', status: 'confirmado' });
  await pay({ descricao: 'Pão de queijo', valor: 9.9, status: 'cancelado', ...people });
  await pay({
    descricao: 'Venda do mês passado',
    valor: 40,
    status: 'pendente',
    data_pagamento: `${last}-20`,
    ...people,
  });
  if (closed) await api('POST', `/closings/${last}/close`);
  await loginAs(page, account);
  await page.goto(`/payments?startDate=${last}-01`);
  await expect(rowOf(page, 'Venda do mês passado')).toBeVisible();
  return { api, last };
}

test('Tipo as a word, both commissions, whole descriptions; no two boxes overlap at 1024, 1280 and 1440 px', async ({
  page,
}) => {
  test.slow();
  await busyCompany(page, { closed: true });
  const long = rowOf(page, LONG);
  await expect(long.getByText('Entrada', { exact: true })).toBeVisible();
  await expect(rowOf(page, 'Troco do caixa').getByText('Saída', { exact: true })).toBeVisible();
  // 5 % and 12,5 % of R$ 123.456,78.
  await expect(long).toContainText('R$ 6.172,84');
  await expect(long).toContainText('R$ 15.432,10');
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoOverlap(page, table(page));
    // The description is whole: neither cut to one line nor clamped, however the names wrap.
    const cut = await long
      .getByTitle(LONG)
      .evaluate((e) => e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1);
    expect(cut, `${width} px`).toBe(false);
    await expect(long.getByText('Roberto Carlos Tavares Filho').filter({ visible: true })).toHaveCount(1);
    await expect(long.getByText('R$ 15.432,10').filter({ visible: true })).toHaveCount(1);
  }
});

test('orders by valor and by date from the headers; the order stays in the URL through a reload', async ({ page }) => {
  await busyCompany(page, { closed: true });
  const valor = page.getByRole('columnheader', { name: /^Valor/ });
  const data = page.getByRole('columnheader', { name: /^Data/ });
  await expect(data).toHaveAttribute('aria-sort', 'descending');
  await valor.getByRole('button', { name: 'Valor' }).click();
  await expect(page).toHaveURL(/sort=valor/);
  await expect(valor).toHaveAttribute('aria-sort', 'descending');
  await expect(table(page).locator('tbody tr').first()).toContainText(LONG);
  await valor.getByRole('button', { name: 'Valor' }).click();
  await expect(page).toHaveURL(/sort=valor&order=asc/);
  await expect(table(page).locator('tbody tr').first()).toContainText('Pão de queijo');
  await page.reload();
  await expect(page.getByRole('columnheader', { name: /^Valor/ })).toHaveAttribute('aria-sort', 'ascending');
  await expect(table(page).locator('tbody tr').first()).toContainText('Pão de queijo');
  await page.getByRole('columnheader', { name: /^Data/ }).getByRole('button', { name: 'Data' }).click();
  await expect(page.getByRole('columnheader', { name: /^Data/ })).toHaveAttribute('aria-sort', 'descending');
  await expect(table(page).locator('tbody tr').last()).toContainText('Venda do mês passado');
});

test('confirms the ticked pending payments at once; a month closed meanwhile refuses only its row, by name', async ({
  page,
}) => {
  test.slow();
  const { api, last } = await busyCompany(page, { closed: false });
  const confirm = page.getByRole('button', { name: 'Confirmar selecionados' });
  await expect(confirm).toBeDisabled();
  // Cancelled and confirmed rows have no box.
  await expect(rowOf(page, 'Troco do caixa').getByRole('checkbox')).toHaveCount(0);
  await expect(rowOf(page, 'Pão de queijo').getByRole('checkbox')).toHaveCount(0);

  // A phone has no header row: 'Selecionar todos' is a button there.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Selecionar todos' }).click();
  await expect(page.getByText('3 pendentes selecionados')).toBeVisible();
  await page.getByRole('button', { name: 'Limpar seleção' }).click();
  await page.setViewportSize({ width: 1280, height: 720 });
  await expect(page.getByRole('button', { name: 'Selecionar todos' })).toBeHidden();

  await page.getByRole('checkbox', { name: 'Selecionar todos os pendentes desta página' }).check();
  await expect(page.getByText('3 pendentes selecionados')).toBeVisible();
  await saveShots(page, 'payments-selected', () => expect(page.getByText('3 pendentes selecionados')).toBeVisible());
  expect(await lightAndDarkViolations(page)).toEqual([]);

  // The owner closes last month in another tab meanwhile: this screen does not know yet.
  await api('POST', `/closings/${last}/close`);
  // A double click: one request, no error.
  const confirms: string[] = [];
  page.on('request', (r) => r.url().endsWith('/api/payments/confirm') && confirms.push(r.method()));
  await confirm.dblclick();
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('2 pagamentos confirmados.');
  await expect(alert).toContainText(
    `Mês fechado (${monthName(last)}/${last.slice(0, 4)}): 'Venda do mês passado' de ${br(`${last}-20`)} não foi confirmado.`,
  );
  await expect(rowOf(page, LONG)).toContainText('Confirmado');
  await expect(rowOf(page, 'Bolo')).toContainText('Confirmado');
  await expect(rowOf(page, 'Venda do mês passado')).toContainText('Pendente');
  // Its row now has the lock and no box to tick.
  await expect(rowOf(page, 'Venda do mês passado').getByRole('checkbox')).toBeDisabled();
  await expect(page.getByText(/pendentes? selecionados?/)).toBeHidden();
  await expect(page.getByText(/Erro/)).toBeHidden();
  await saveShots(page, 'payments-refused', () => expect(alert).toBeVisible());
  expect(await lightAndDarkViolations(page)).toEqual([]);

  // The double click sent one request.
  expect(confirms).toHaveLength(1);
});
