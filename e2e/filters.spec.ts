/**
 * Filters that stay (issue 13, ADR 020): the lists' and the dashboard's filters live in the URL
 * (reload, back/forward, 'Ver todos'), a payment created outside the filter is one click away, and
 * the totals under the lists cover the whole filter.
 */
import { addDays, monthOf, monthRange, previousMonth } from '@livro-caixa/domain';
import type { Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, br, brl, firstOfThisMonth, todaySP } from './helpers';

/** Last month's `YYYY-MM-DD` on day `day`, and its first and last days. */
function lastMonth(day: number) {
  const { start, end } = monthRange(previousMonth(monthOf(todaySP())));
  return { date: addDays(start, day - 1), start, end };
}

const rows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr');
const totals = (page: Page) => page.getByRole('region', { name: 'Totais do filtro' });
/** The figure under a label in the totals under the list. */
const figure = (page: Page, label: string) =>
  totals(page)
    .locator('div', { has: page.getByText(label, { exact: true }) })
    .locator('dd');

test('payments: the filter survives a reload and back/forward restores each step', async ({ page }) => {
  const account = await createAccount(page, 'Padaria Filtros');
  const api = apiOf(page.request, account);
  const today = todaySP();
  const before = lastMonth(10);
  await api('POST', '/payments', {
    descricao: 'Venda de hoje',
    valor: 10,
    data_pagamento: today,
    status: 'confirmado',
  });
  await api('POST', '/payments', {
    descricao: 'Venda antiga confirmada',
    valor: 20,
    data_pagamento: before.date,
    status: 'confirmado',
  });
  await api('POST', '/payments', {
    descricao: 'Venda antiga pendente',
    valor: 30,
    data_pagamento: before.date,
    status: 'pendente',
  });
  await loginAs(page, account);
  await page.goto('/payments');

  // The default is this month (docs/product-rules.md "Lists and filters").
  await expect(rows(page, 'Pagamentos')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Este Mês' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Mês Passado' }).click();
  await expect(page).toHaveURL(new RegExp(`\\?startDate=${before.start}&endDate=${before.end}$`));
  await expect(rows(page, 'Pagamentos')).toHaveCount(2);
  await page.getByLabel('Status').selectOption('pendente');
  await expect(rows(page, 'Pagamentos')).toHaveCount(1);
  await expect(rows(page, 'Pagamentos')).toContainText('Venda antiga pendente');

  await page.reload();
  await expect(page.getByLabel('Status')).toHaveValue('pendente');
  await expect(page.getByLabel('Data inicial')).toHaveValue(br(before.start));
  await expect(page.getByLabel('Data final')).toHaveValue(br(before.end));
  await expect(page.getByRole('button', { name: 'Mês Passado' })).toHaveAttribute('aria-pressed', 'true');
  await expect(rows(page, 'Pagamentos')).toHaveCount(1);
  await expect(rows(page, 'Pagamentos')).toContainText('Venda antiga pendente');

  // Back: last month, every status; back again: this month; forward twice: where we were.
  await page.goBack();
  await expect(page.getByLabel('Status')).toHaveValue('');
  await expect(rows(page, 'Pagamentos')).toHaveCount(2);
  await page.goBack();
  await expect(page.getByLabel('Data inicial')).toHaveValue(br(firstOfThisMonth()));
  await expect(rows(page, 'Pagamentos')).toHaveCount(1);
  await expect(rows(page, 'Pagamentos')).toContainText('Venda de hoje');
  await page.goForward();
  await page.goForward();
  await expect(page.getByLabel('Status')).toHaveValue('pendente');
  await expect(rows(page, 'Pagamentos')).toContainText('Venda antiga pendente');

  // Leaving the page and coming back through the browser keeps it too.
  await page.getByRole('link', { name: 'Despesas' }).first().click();
  await expect(page.getByRole('heading', { name: 'Despesas', level: 1 })).toBeVisible();
  await page.goBack();
  await expect(page.getByLabel('Status')).toHaveValue('pendente');
  await expect(rows(page, 'Pagamentos')).toContainText('Venda antiga pendente');
});

test("dashboard: the period is in the URL and 'Ver todos' opens Payments and Expenses on it", async ({ page }) => {
  const account = await createAccount(page, 'Padaria Painel');
  const api = apiOf(page.request, account);
  const before = lastMonth(12);
  await api('POST', '/payments', {
    descricao: 'Venda do mês passado',
    valor: 50,
    data_pagamento: before.date,
    status: 'confirmado',
  });
  await api('POST', '/expenses', {
    descricao: 'Farinha do mês passado',
    valor: 15,
    data_despesa: before.date,
    categoria: 'Alimentação',
  });
  await loginAs(page, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Hoje' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Mês Passado' }).click();
  await expect(page.getByText(`Resumo do período: ${br(before.start)} a ${br(before.end)}`)).toBeVisible();
  await page.reload();
  await expect(page.getByText(`Resumo do período: ${br(before.start)} a ${br(before.end)}`)).toBeVisible();

  await page.getByRole('region', { name: 'Últimos Pagamentos' }).getByRole('link', { name: 'Ver todos' }).click();
  await expect(page).toHaveURL(new RegExp(`/payments\\?startDate=${before.start}&endDate=${before.end}$`));
  await expect(page.getByLabel('Data inicial')).toHaveValue(br(before.start));
  await expect(page.getByLabel('Data final')).toHaveValue(br(before.end));
  await expect(rows(page, 'Pagamentos')).toContainText('Venda do mês passado');

  await page.goBack();
  await page.getByRole('region', { name: 'Últimas Despesas' }).getByRole('link', { name: 'Ver todos' }).click();
  await expect(page).toHaveURL(new RegExp(`/expenses\\?startDate=${before.start}&endDate=${before.end}$`));
  await expect(page.getByLabel('Data inicial')).toHaveValue(br(before.start));
  await expect(rows(page, 'Despesas')).toContainText('Farinha do mês passado');
});

test("a payment created for another day: the toast's 'Ver no dia' shows it in one click", async ({ page }) => {
  const account = await createAccount(page, 'Padaria Ontem');
  // A day of last month: outside the default period, this month.
  const earlier = lastMonth(20).date;
  await loginAs(page, account);
  await page.goto('/payments');
  await expect(page.getByText('Nenhum pagamento encontrado para os filtros selecionados')).toBeVisible();

  await page.getByRole('button', { name: 'Novo Pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Pagamento' });
  await dialog.getByLabel('Descrição').fill('Venda esquecida do mês passado');
  await dialog.getByLabel('Valor').pressSequentially('45,90', { delay: 20 });
  await dialog.getByLabel('Data').fill(earlier);
  await dialog.getByRole('button', { name: 'Criar pagamento' }).click();
  await expect(dialog).toBeHidden();

  const toast = page.getByRole('status').filter({ hasText: 'Pagamento criado com sucesso!' });
  await expect(toast).toContainText(`Fora do filtro atual: a data é ${br(earlier)}.`);
  // The list keeps the owner's filter (this month) until asked.
  await expect(page.getByText('Nenhum pagamento encontrado para os filtros selecionados')).toBeVisible();
  await page.getByRole('button', { name: `Ver no dia ${br(earlier)}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?startDate=${earlier}&endDate=${earlier}$`));
  await expect(rows(page, 'Pagamentos')).toHaveCount(1);
  await expect(rows(page, 'Pagamentos')).toContainText('Venda esquecida do mês passado');
  await expect(rows(page, 'Pagamentos')).toContainText('R$ 45,90');
});

test('the totals under Payments and Expenses are those of the whole filter, every page', async ({ page }) => {
  test.slow();
  const account = await createAccount(page, 'Padaria Totais');
  const api = apiOf(page.request, account);
  const today = todaySP();
  const sums = { entradas: 0, saidas: 0, pendentes: 0, bolo: 0 };
  for (let i = 1; i <= 25; i++) {
    const centavos = 1000 * i + 37;
    const tipo = i % 6 === 0 ? 'saida' : 'entrada';
    const status = i % 4 === 0 ? 'pendente' : i % 7 === 0 ? 'cancelado' : 'confirmado';
    const descricao = i % 5 === 0 ? `Bolo ${i}` : `Pão ${i}`;
    await api('POST', '/payments', {
      descricao,
      valor: centavos / 100,
      data_pagamento: today,
      tipo_pagamento: tipo,
      status,
    });
    if (status === 'confirmado' && tipo === 'entrada') sums.entradas += centavos;
    if (status === 'confirmado' && tipo === 'saida') sums.saidas += centavos;
    if (status === 'pendente' && tipo === 'entrada') sums.pendentes += centavos;
    if (status === 'confirmado' && tipo === 'entrada' && descricao.startsWith('Bolo')) sums.bolo += centavos;
  }
  await loginAs(page, account);
  await page.goto('/payments');
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  await expect(figure(page, 'Entradas confirmadas')).toHaveText(brl(sums.entradas));
  await expect(figure(page, 'Saídas confirmadas')).toHaveText(brl(sums.saidas));
  await expect(figure(page, 'Saldo confirmado')).toHaveText(brl(sums.entradas - sums.saidas));
  await expect(figure(page, 'Pendentes a receber')).toHaveText(brl(sums.pendentes));
  await expect(totals(page)).toContainText('Cancelados não entram');
  // A search is summed over the rows.
  await page.getByLabel('Buscar').fill('bolo');
  await expect(rows(page, 'Pagamentos')).toHaveCount(5);
  await expect(figure(page, 'Entradas confirmadas')).toHaveText(brl(sums.bolo));

  // Expenses: this month (their default) and the total of every page.
  let expenses = 0;
  for (let i = 1; i <= 22; i++) {
    const centavos = 500 * i + 9;
    await api('POST', '/expenses', {
      descricao: `Despesa ${i}`,
      valor: centavos / 100,
      data_despesa: today,
      categoria: 'Outros',
    });
    expenses += centavos;
  }
  await page.goto('/expenses');
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  await expect(figure(page, 'Total das despesas')).toHaveText(brl(expenses));
});

test('expenses: category and period survive a reload, Back restores them, and a new expense of another month is one click away', async ({
  page,
}) => {
  const account = await createAccount(page, 'Oficina Filtros');
  const api = apiOf(page.request, account);
  const before = lastMonth(8);
  await api('POST', '/expenses', {
    descricao: 'Aluguel antigo',
    valor: 900,
    data_despesa: before.date,
    categoria: 'Outros',
  });
  await api('POST', '/expenses', {
    descricao: 'Almoço antigo',
    valor: 35,
    data_despesa: before.date,
    categoria: 'Alimentação',
  });
  await loginAs(page, account);
  await page.goto('/expenses');
  await expect(page.getByRole('button', { name: 'Este Mês' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('button', { name: 'Mês Passado' }).click();
  await expect(rows(page, 'Despesas')).toHaveCount(2);
  await page.locator('#expenses-categoria').selectOption('Alimentação');
  await expect(rows(page, 'Despesas')).toHaveCount(1);
  await page.reload();
  await expect(page.locator('#expenses-categoria')).toHaveValue('Alimentação');
  await expect(page.getByLabel('Data inicial')).toHaveValue(br(before.start));
  await expect(rows(page, 'Despesas')).toHaveCount(1);
  await expect(figure(page, 'Total das despesas')).toHaveText('R$ 35,00');
  await page.goBack();
  await expect(page.locator('#expenses-categoria')).toHaveValue('');
  await expect(figure(page, 'Total das despesas')).toHaveText('R$ 935,00');
  await page.goBack();
  await expect(page.getByRole('button', { name: 'Este Mês' })).toHaveAttribute('aria-pressed', 'true');

  // Created in last month while the list shows this month.
  await page.getByRole('button', { name: 'Nova Despesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Despesa' });
  await dialog.getByLabel('Descrição').fill('Nota fiscal esquecida');
  await dialog.getByLabel('Valor').pressSequentially('12,34', { delay: 20 });
  await dialog.getByLabel('Data').fill(before.date);
  await dialog.getByLabel('Categoria').selectOption('Outros');
  await dialog.getByRole('button', { name: 'Criar despesa' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: `Ver no dia ${br(before.date)}` }).click();
  await expect(page).toHaveURL(new RegExp(`\\?startDate=${before.date}&endDate=${before.date}$`));
  await expect(rows(page, 'Despesas').filter({ hasText: 'Nota fiscal esquecida' })).toContainText('R$ 12,34');
});
