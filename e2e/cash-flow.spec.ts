import { addDays } from '@livro-caixa/domain';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, br, brl, firstOfThisMonth, saveShots, todaySP } from './helpers';

/**
 * The cash flow (docs/product-rules.md "Cash flow", ADR 053): this month's realized table per day
 * and per month, the forecast's negative day on the page and on the dashboard.
 */
test('the realized table and the day the forecast turns negative, on the page and the dashboard', async ({ page }) => {
  test.slow();
  const account = await createAccount(page, 'Padaria Fluxo');
  const api = apiOf(page.request, account);
  const first = firstOfThisMonth();
  const banco = (
    await api('POST', '/financial-accounts', {
      nome: 'Banco',
      tipo: 'banco',
      saldo_inicial: 1000,
      data_saldo_inicial: first,
    })
  ).data.id;
  await api('POST', '/payments', {
    descricao: 'Encomenda',
    valor: 200,
    data_pagamento: first,
    status: 'confirmado',
    conta_id: banco,
  });
  await api('POST', '/expenses', {
    descricao: 'Farinha',
    valor: 50,
    data_despesa: first,
    categoria: 'Outros',
    conta_id: banco,
  });
  // A payment still to be made, in five days: the forecast goes below zero then.
  const due = addDays(todaySP(), 5);
  await api('POST', '/payments', {
    descricao: 'Forno novo',
    valor: 2000,
    data_pagamento: due,
    tipo_pagamento: 'saida',
    status: 'pendente',
  });
  const warning = `Saldo previsto negativo em ${br(due).slice(0, 5)}: -${brl(85000)}`;

  await loginAs(page, account);
  await page.goto('/fluxo-de-caixa');
  await expect(page.getByRole('heading', { name: 'Fluxo de caixa', level: 1 })).toBeVisible();
  await expect(page.getByText('Regime de caixa', { exact: false }).first()).toBeVisible();

  const table = page.getByRole('table', { name: 'Fluxo de caixa realizado' });
  const firstDay = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: br(first) }) });
  await expect(firstDay.getByRole('cell')).toHaveText([brl(100000), brl(20000), brl(5000), brl(115000)]);
  await expect(table.locator('tfoot').getByRole('cell')).toHaveText([brl(100000), brl(20000), brl(5000), brl(115000)]);
  await expect(page.getByTestId('saldos-negativos')).toHaveText(warning);
  await expect(page.getByTestId('previsto-saldo-hoje')).toHaveText(brl(115000));
  await expect(page.getByTestId('cash-flow-chart')).toBeVisible();
  await saveShots(page, 'cash-flow', () => expect(page.getByTestId('saldos-negativos')).toBeVisible());

  // By month: one row, the same totals.
  await page.getByLabel('Agrupar por').selectOption('Mês');
  await expect(table.locator('tbody').getByRole('row')).toHaveCount(1);
  await expect(table.locator('tbody').getByRole('cell').last()).toHaveText(brl(115000));

  await page.goto('/dashboard');
  await expect(page.getByTestId('previsao-negativa')).toHaveText(warning);
});
