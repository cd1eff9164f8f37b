import { readFile } from 'node:fs/promises';
import { addDays, monthRange } from '@livro-caixa/domain';
import type { Page } from '@playwright/test';
import { type Account, createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, br, todaySP } from './helpers';

/** A day of the current month (clamped to today, so that it is never in the future). */
const dayOfMonth = (day: number) => {
  const today = todaySP();
  const date = addDays(monthRange(today).start, day - 1);
  return date > today ? today : date;
};

async function openExpenses(page: Page, account: Account) {
  await loginAs(page, account);
  await page.goto('/expenses');
  await expect(page.getByRole('heading', { name: 'Despesas', level: 1 })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Despesas' });
const rows = (page: Page) => table(page).locator('tbody tr');
const row = (page: Page, text: string) => rows(page).filter({ hasText: text });

test.describe('expenses', () => {
  test('create with the validation messages, edit and delete after confirmation', async ({ page }) => {
    const account = await createAccount(page);
    await openExpenses(page, account);
    await expect(page.getByText('Nenhuma despesa encontrada para os filtros selecionados')).toBeVisible();

    await page.getByRole('button', { name: 'Nova Despesa' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nova Despesa' });
    await expect(dialog.getByLabel('Data')).toHaveValue(br(todaySP()));
    await dialog.getByRole('button', { name: 'Criar despesa' }).click();
    await expect(dialog.getByText('A descrição é obrigatória')).toBeVisible();
    await expect(dialog.getByText('O valor é obrigatório')).toBeVisible();
    await expect(dialog.getByText('A categoria é obrigatória')).toBeVisible();

    await dialog.getByLabel('Descrição').fill('Conta de energia elétrica');
    await dialog.getByLabel('Valor').fill('0');
    await dialog.getByRole('button', { name: 'Criar despesa' }).click();
    await expect(dialog.getByText('O valor deve ser maior que zero')).toBeVisible();
    await dialog.getByLabel('Valor').fill('890,47');
    await dialog.getByLabel('Categoria').selectOption('Manutenção');
    await dialog.getByLabel('Forma de Pagamento').selectOption('PIX');
    await dialog.getByLabel('Observações').fill('Referente a outubro');
    await dialog.getByRole('button', { name: 'Criar despesa' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Despesa criada com sucesso!').first()).toBeVisible();

    const created = row(page, 'Conta de energia elétrica');
    await expect(created).toContainText(br(todaySP()));
    await expect(created).toContainText('Manutenção');
    await expect(created).toContainText('PIX');
    await expect(created).toContainText('R$ 890,47');

    // Edit.
    await created.getByRole('button', { name: 'Editar' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar Despesa' });
    await expect(dialog.getByLabel('Descrição')).toHaveValue('Conta de energia elétrica');
    await expect(dialog.getByLabel('Observações')).toHaveValue('Referente a outubro');
    await expect(dialog.getByLabel('Valor')).toHaveValue('R$ 890,47');
    await dialog.getByLabel('Valor').fill('910');
    await dialog.getByLabel('Forma de Pagamento').selectOption('');
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(dialog).toBeHidden();
    await expect(created).toContainText('R$ 910,00');
    await expect(created).not.toContainText('PIX');

    // Delete: cancel first, then confirm.
    await created.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Tem certeza que deseja excluir esta despesa?');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(created).toBeVisible();
    await created.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(page.getByText('Despesa excluída com sucesso!').first()).toBeVisible();
    await expect(created).toHaveCount(0);
    await expect(page.getByText('Nenhuma despesa encontrada para os filtros selecionados')).toBeVisible();
  });

  test('stats, category filter, search over the description, date filter', async ({ page }) => {
    const account = await createAccount(page);
    const api = apiOf(page.request, account);
    const expenses: [string, number, string, number][] = [
      ['Salário ajudante', 2100, 'Salários', 1],
      ['Farinha de trigo', 1450, 'Alimentação', 1],
      ['Açúcar e ovos', 300.5, 'Alimentação', 2],
      ['Panfletos de Natal', 380, 'Marketing', 2],
      ['Anúncio Instagram', 150, 'Marketing', 1],
      ['Gás de cozinha', 120, 'Outros', 1],
    ];
    for (const [descricao, valor, categoria, day] of expenses) {
      await api('POST', '/expenses', { descricao, valor, categoria, data_despesa: dayOfMonth(day) });
    }
    // Last year: outside the default period.
    await api('POST', '/expenses', {
      descricao: 'Farinha antiga',
      valor: 99,
      categoria: 'Alimentação',
      data_despesa: '2025-01-10',
    });

    await openExpenses(page, account);
    await expect(rows(page)).toHaveCount(6);
    const count = page.getByRole('heading', { name: 'Total de Despesas' }).locator('xpath=../..').locator('p').first();
    const amount = page.getByRole('heading', { name: 'Valor Total' }).locator('xpath=../..').locator('p').first();
    await expect(count).toHaveText('6');
    // 2100 + 1450 + 300,50 + 380 + 150 + 120
    await expect(amount).toContainText('R$ 4.500,50');
    const top = page.getByRole('list', { name: 'Principais categorias' }).getByRole('listitem');
    await expect(top).toHaveCount(3);
    await expect(top.nth(0)).toContainText('Salários');
    await expect(top.nth(0)).toContainText('R$ 2.100,00');
    await expect(top.nth(1)).toContainText('Alimentação');
    await expect(top.nth(1)).toContainText('R$ 1.750,50');
    await expect(top.nth(2)).toContainText('Marketing');
    await expect(top.nth(2)).toContainText('R$ 530,00');

    // Category: list and stats follow.
    await page.getByLabel('Categoria', { exact: true }).selectOption('Marketing');
    await expect(rows(page)).toHaveCount(2);
    await expect(table(page)).toContainText('Panfletos de Natal');
    await expect(table(page)).toContainText('Anúncio Instagram');
    await expect(count).toHaveText('2');
    await expect(amount).toContainText('R$ 530,00');

    // Search, on the server, without accents or case.
    await page.getByLabel('Categoria', { exact: true }).selectOption('');
    await expect(rows(page)).toHaveCount(6);
    await page.getByLabel('Buscar').fill('ACUCAR');
    await expect(rows(page)).toHaveCount(1);
    await expect(table(page)).toContainText('Açúcar e ovos');
    await page.getByLabel('Buscar').fill('farinha');
    await expect(rows(page)).toHaveCount(1);
    await expect(table(page)).toContainText('Farinha de trigo');

    // Dates: a start after the end is refused; a wider period brings last year's one.
    const start = page.getByLabel('Data inicial');
    const end = page.getByLabel('Data final');
    const filtrar = page.getByRole('button', { name: 'Filtrar' });
    await start.fill(`${Number(todaySP().slice(0, 4)) + 1}-01-01`);
    await expect(page.getByText('Data inicial não pode ser maior que data final')).toBeVisible();
    await expect(filtrar).toBeDisabled();
    await start.fill('01/01/2025');
    await expect(filtrar).toBeEnabled();
    await filtrar.click();
    await expect(rows(page)).toHaveCount(2);
    await expect(table(page)).toContainText('Farinha antiga');
    await expect(table(page)).toContainText('10/01/2025');
    await expect(end).toHaveValue(/^\d{2}\/\d{2}\/\d{4}$/);
  });

  test('pages by 20 with Anterior / Próxima', async ({ page }) => {
    const account = await createAccount(page);
    const api = apiOf(page.request, account);
    for (let i = 1; i <= 21; i++) {
      await api('POST', '/expenses', {
        descricao: `Despesa ${String(i).padStart(2, '0')}`,
        valor: i,
        categoria: 'Outros',
        data_despesa: dayOfMonth(1),
      });
    }
    await openExpenses(page, account);
    await expect(rows(page)).toHaveCount(20);
    await expect(page.getByText('Página 1 de 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
    await page.getByRole('button', { name: 'Próxima' }).click();
    await expect(page.getByText('Página 2 de 2')).toBeVisible();
    await expect(rows(page)).toHaveCount(1);
    await page.getByLabel('Buscar').fill('Despesa 2');
    await expect(rows(page)).toHaveCount(2);
    await expect(page.getByRole('navigation', { name: 'Paginação' })).toHaveCount(0);
  });
});

test("'Exportar CSV' downloads the filtered expenses line by line, for Excel in pt-BR", async ({ page }) => {
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  const expense = (descricao: string, valor: number, data_despesa: string, categoria: string) =>
    api('POST', '/expenses', { descricao, valor, data_despesa, categoria, forma_pagamento: 'PIX' });
  await expense('Anúncio', 1500.5, '2025-03-05', 'Marketing');
  await expense('Frete', 90, '2025-03-06', 'Transporte');
  await expense('Outro mês', 10, '2025-04-02', 'Marketing');
  await openExpenses(page, account);
  await page.goto('/expenses?categoria=Marketing&startDate=2025-03-01&endDate=2025-03-31');
  await expect(rows(page)).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('despesas-2025-03-01-a-2025-03-31.csv');
  const text = await readFile((await download.path()) as string, 'utf8');
  expect(text.split('\r\n')).toEqual([
    '\uFEFFNº;Data;Descrição;Categoria;Forma de pagamento;Conta;Valor;Observações',
    // Nº: the company's own number, its first expense (docs/product-rules.md "Numbers").
    '1;05/03/2025;Anúncio;Marketing;PIX;;1500,50;',
    '',
  ]);
});
