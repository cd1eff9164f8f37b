import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf } from './helpers';

/**
 * Issue 20, items 3 and 4 (docs/product-rules.md "Figures on screen and in files"). October 2025,
 * by hand:
 * - Despesas: Outros 2.800,00 + Alimentação 89,70 = 2.889,70 (2 despesas); a confirmed saída
 *   45,90 (and a pending one of 10,00, which counts nowhere): Despesas + saídas 2.935,60.
 * - Receita 1.000,00 (Ana 10 % = 100,00; Tião 5 % = 50,00): Resultado 1.000,00 − 2.935,60 =
 *   −1.935,60; Lucro Líquido −1.935,60 − 150,00 = −2.085,60.
 * - The 31 days before (31/08–30/09) had 1.280,41 of revenue: Variação −21,9 %.
 */
const START = '2025-10-01';
const END = '2025-10-31';

const dashboardCard = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const reportCard = (page: Page, label: string) =>
  page.getByRole('heading', { name: label, exact: true, level: 3 }).locator('xpath=../..');

/** Whether `value` is painted in the red the app paints a loss in (the `text-red-600` class's colour). */
async function isRed(value: Locator): Promise<boolean> {
  return value.evaluate((el) => {
    const probe = document.createElement('span');
    probe.className = 'text-red-600';
    el.parentElement?.appendChild(probe);
    const red = getComputedStyle(probe).color;
    probe.remove();
    return getComputedStyle(el).color === red;
  });
}

test('Despesas, Despesas + saídas, Resultado and Lucro Líquido read the same on the dashboard, Relatórios and Despesas; a loss is red and Variação points down', async ({
  page,
}) => {
  const account = await createAccount(page, 'Padaria Figuras');
  const api = apiOf(page.request, account);
  const ana = (await api('POST', '/attendants', { nome: 'Ana', comissao_percentual: 10 })).data.id;
  const tiao = (await api('POST', '/tripeiros', { nome: 'Tião', comissao_percentual: 5 })).data.id;
  const pay = (descricao: string, valor: number, data: string, extra: object) =>
    api('POST', '/payments', { descricao, valor, data_pagamento: data, ...extra });
  await pay('Encomenda', 1000, '2025-10-10', { status: 'confirmado', atendente_id: ana, tripeiro_id: tiao });
  await pay('Devolução', 45.9, '2025-10-12', { status: 'confirmado', tipo_pagamento: 'saida' });
  await pay('Devolução pendente', 10, '2025-10-13', { status: 'pendente', tipo_pagamento: 'saida' });
  await pay('Setembro', 1280.41, '2025-09-15', { status: 'confirmado' });
  const expense = (descricao: string, valor: number, categoria: string) =>
    api('POST', '/expenses', { descricao, valor, data_despesa: '2025-10-05', categoria, forma_pagamento: 'PIX' });
  await expense('Aluguel', 2800, 'Outros');
  await expense('Farinha', 89.7, 'Alimentação');

  await loginAs(page, account);

  // Dashboard.
  await page.goto('/dashboard');
  await page.getByLabel('Data inicial').fill(START);
  await page.getByLabel('Data final').fill(END);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(page.getByText('Resumo do período: 01/10/2025 a 31/10/2025')).toBeVisible();
  await expect(dashboardCard(page, 'Despesas')).toHaveCount(0);
  const expenses = dashboardCard(page, 'Despesas + saídas');
  await expect(expenses).toContainText('R$ 2.935,60');
  await expect(expenses).toContainText('Despesas R$ 2.889,70 + saídas R$ 45,90');
  await expect(expenses).toContainText('2 despesas · 1 saída confirmada');
  const profit = dashboardCard(page, 'Lucro Líquido');
  const loss = profit.locator('p').first();
  await expect(loss).toHaveText('-R$ 2.085,60');
  expect(await isRed(loss)).toBe(true);
  await expect(profit).toContainText('Resultado -R$ 1.935,60 − comissões R$ 150,00');
  const variation = dashboardCard(page, 'Variação');
  await expect(variation).toContainText('-21,9%');
  await expect(variation.locator('svg.lucide-trending-down')).toHaveCount(1);
  await expect(variation.locator('svg.lucide-arrow-down-right')).toHaveCount(1);
  await expect(variation.locator('svg.lucide-trending-up, svg.lucide-arrow-up-right')).toHaveCount(0);
  expect(await isRed(variation.getByText('-21,9%'))).toBe(true);

  // Relatórios: the same names, the same values, and Resultado told apart from Lucro Líquido.
  await page.goto('/reports');
  await page.getByLabel('De', { exact: true }).fill(START);
  await page.getByLabel('Até', { exact: true }).fill(END);
  await page.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await expect(page.getByText('Período: 01/10/2025 a 31/10/2025').filter({ visible: true })).toBeVisible();
  const reportExpenses = reportCard(page, 'Despesas + saídas');
  await expect(reportExpenses).toContainText('R$ 2.935,60');
  await expect(reportExpenses).toContainText('Despesas R$ 2.889,70 + saídas R$ 45,90');
  await expect(reportExpenses).toContainText('2 despesas · 1 saída confirmada');
  await expect(reportExpenses).not.toContainText('despesas lançadas');
  const reportProfit = reportCard(page, 'Lucro Líquido');
  await expect(reportProfit).toContainText('-R$ 2.085,60');
  await expect(reportProfit).toContainText('Resultado -R$ 1.935,60 − comissões R$ 150,00');
  const trend = page.getByRole('table', { name: 'Receita e despesas por mês' });
  await expect(trend.getByRole('columnheader')).toHaveText(['Mês', 'Receita', 'Despesas + saídas', 'Resultado']);
  await expect(trend.locator('tfoot')).toHaveText(/TOTAIS\s*R\$\s1\.000,00\s*R\$\s2\.935,60\s*-R\$\s1\.935,60/);
  await expect(
    page.getByText(
      'Resultado = receita − (despesas + saídas), antes das comissões; o Lucro Líquido desconta também as comissões.',
    ),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Análise de Despesas' }).click();
  await expect(reportCard(page, 'Despesas')).toContainText('R$ 2.889,70');
  await expect(reportCard(page, 'Despesas')).toContainText('Despesas + saídas: R$ 2.935,60');

  // Despesas page: Despesas, the same figure.
  await page.goto(`/expenses?startDate=${START}&endDate=${END}`);
  await expect(page.getByRole('heading', { name: 'Despesas', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Valor Total' }).locator('xpath=../..')).toContainText('R$ 2.889,70');
});

test('a profit is not red, and a rising Variação points up in green', async ({ page }) => {
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  await api('POST', '/payments', {
    descricao: 'Outubro',
    valor: 1250,
    data_pagamento: '2025-10-10',
    status: 'confirmado',
  });
  await api('POST', '/payments', {
    descricao: 'Setembro',
    valor: 1000,
    data_pagamento: '2025-09-15',
    status: 'confirmado',
  });
  await loginAs(page, account);
  await page.goto('/dashboard');
  await page.getByLabel('Data inicial').fill(START);
  await page.getByLabel('Data final').fill(END);
  await page.getByRole('button', { name: 'Filtrar' }).click();
  const profit = dashboardCard(page, 'Lucro Líquido').locator('p').first();
  await expect(profit).toHaveText('R$ 1.250,00');
  expect(await isRed(profit)).toBe(false);
  const variation = dashboardCard(page, 'Variação');
  await expect(variation).toContainText('+25,0%');
  await expect(variation.locator('svg.lucide-trending-up')).toHaveCount(1);
  await expect(variation.locator('svg.lucide-arrow-up-right')).toHaveCount(1);
  await expect(variation.locator('svg.lucide-trending-down, svg.lucide-arrow-down-right')).toHaveCount(0);
});
