/**
 * A failed load (issue 13, docs/product-rules.md "Load failures"): the screen says so with
 * 'Tentar novamente', shows no zeros in place of what failed, stops retrying, and recovers on the
 * button once the API answers again.
 */
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, brl, todaySP } from './helpers';

test('Fechamento, Pagamentos and Configurações recover from a failed load', async ({ page }) => {
  const account = await createAccount(page, 'Padaria Falha');
  await apiOf(page.request, account)('POST', '/payments', {
    descricao: 'Encomenda de salgados',
    valor: 180.5,
    data_pagamento: todaySP(),
    status: 'confirmado',
  });
  await loginAs(page, account);

  // Fechamento: a 500 is tried three times in all, then the error shows — never R$ 0,00.
  let closingCalls = 0;
  await page.route(/\/api\/closings\/\d{4}-\d{2}$/, (route) => {
    closingCalls++;
    return route.fulfill({ status: 500, json: { error: 'INTERNAL', message: 'Erro interno do servidor' } });
  });
  await page.goto('/fechamento');
  const closingError = page.getByRole('alert').filter({ hasText: 'Erro interno do servidor' });
  await expect(closingError).toBeVisible({ timeout: 10_000 });
  await expect(page.getByText('R$ 0,00')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Gerar PDF' })).toBeDisabled();
  await page.waitForTimeout(1500);
  expect(closingCalls).toBe(3);
  await page.unroute(/\/api\/closings\/\d{4}-\d{2}$/);
  await closingError.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('heading', { name: 'Receita Total' })).toBeVisible();
  await expect(page.getByText(brl(18050)).first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tentar novamente' })).toHaveCount(0);

  // Pagamentos: the network is down (no answer at all), then back.
  await page.route(/\/api\/payments\?/, (route) => route.abort('connectionrefused'));
  await page.goto('/payments');
  const listError = page.getByRole('alert').filter({ hasText: 'Erro ao carregar pagamentos' });
  await expect(listError).toBeVisible({ timeout: 10_000 });
  await page.unroute(/\/api\/payments\?/);
  await listError.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('table', { name: 'Pagamentos' })).toContainText('Encomenda de salgados');

  // Configurações: a 4xx is not tried again; the screen stays and loads on the button.
  let settingsCalls = 0;
  await page.route(/\/api\/settings$/, (route) => {
    settingsCalls++;
    return route.fulfill({ status: 429, json: { error: 'RATE_LIMITED', message: 'Muitas requisições' } });
  });
  await page.goto('/settings');
  const settingsError = page.getByRole('alert').filter({ hasText: 'Erro ao carregar configurações' });
  await expect(settingsError).toBeVisible();
  await page.waitForTimeout(1000);
  expect(settingsCalls).toBe(1);
  await page.unroute(/\/api\/settings$/);
  await settingsError.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(page.getByRole('tab', { name: 'Perfil' })).toBeVisible();
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(account.name);
});
