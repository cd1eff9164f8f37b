import type { Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, firstOfThisMonth, saveShots } from './helpers';

/**
 * Each company numbers its own payments and expenses (docs/product-rules.md "Numbers", ADR 039):
 * the Pagamentos and Despesas lists show the company's Nº, 1, 2, 3…, whatever other companies
 * recorded; a deleted row's number is not given again.
 */

/** The text of the Nº cell of the row holding `text`, found by the column's header. */
async function numberOf(page: Page, table: string, text: string) {
  const grid = page.getByRole('table', { name: table });
  const headers = await grid.getByRole('columnheader').allTextContents();
  const column = headers.indexOf('Nº');
  expect(column, `Nº in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  const row = grid.locator('tbody tr').filter({ hasText: text });
  return (await row.locator('td').nth(column).textContent())?.trim();
}

test('Pagamentos and Despesas show the company’s own Nº', async ({ page }) => {
  // Another company records first: its rows take platform ids, not our numbers.
  const other = apiOf(page.request, await createAccount(page, 'Vizinha Movimentada'));
  for (const descricao of ['Venda da vizinha 1', 'Venda da vizinha 2']) {
    await other('POST', '/payments', { descricao, valor: 5, data_pagamento: firstOfThisMonth(), status: 'confirmado' });
  }
  await other('POST', '/expenses', {
    descricao: 'Gasto da vizinha',
    valor: 5,
    data_despesa: firstOfThisMonth(),
    categoria: 'Outros',
  });

  const account = await createAccount(page, 'Padaria Numerada');
  const api = apiOf(page.request, account);
  const ids: number[] = [];
  for (const descricao of ['Encomenda de salgados', 'Venda cancelada por engano', 'Bolo de aniversário']) {
    const created = await api<{ data: { id: number; numero: number } }>('POST', '/payments', {
      descricao,
      valor: 120.5,
      data_pagamento: firstOfThisMonth(),
      status: 'confirmado',
    });
    ids.push(created.data.id);
  }
  const removed = await page.request.delete(`/api/payments/${ids[1]}`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(removed.status()).toBe(204);
  await api('POST', '/payments', {
    descricao: 'Torta de limão',
    valor: 80,
    data_pagamento: firstOfThisMonth(),
    status: 'pendente',
  });
  for (const [descricao, categoria] of [
    ['Conta de luz', 'Outros'],
    ['Farinha de trigo', 'Alimentação'],
  ] as const) {
    await api('POST', '/expenses', { descricao, valor: 42.9, data_despesa: firstOfThisMonth(), categoria });
  }

  await loginAs(page, account);
  await page.goto('/payments');
  await expect(page.getByRole('table', { name: 'Pagamentos' }).locator('tbody tr')).toHaveCount(3);
  expect(await numberOf(page, 'Pagamentos', 'Encomenda de salgados')).toBe('1');
  expect(await numberOf(page, 'Pagamentos', 'Bolo de aniversário')).toBe('3');
  // Nº 2 was deleted: the next payment took 4, not 2 again.
  expect(await numberOf(page, 'Pagamentos', 'Torta de limão')).toBe('4');
  await saveShots(page, 'pagamentos', () =>
    expect(page.getByRole('table', { name: 'Pagamentos' }).getByText('Torta de limão')).toBeVisible(),
  );

  await page.goto('/expenses');
  await expect(page.getByRole('table', { name: 'Despesas' }).locator('tbody tr')).toHaveCount(2);
  expect(await numberOf(page, 'Despesas', 'Conta de luz')).toBe('1');
  expect(await numberOf(page, 'Despesas', 'Farinha de trigo')).toBe('2');
  await saveShots(page, 'despesas', () =>
    expect(page.getByRole('table', { name: 'Despesas' }).getByText('Farinha de trigo')).toBeVisible(),
  );
});
