import type { Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, rowAction, todaySP } from './helpers';

async function openAttendants(page: Page) {
  await page.goto('/attendants');
  await expect(page.getByRole('heading', { name: 'Atendentes', level: 1 })).toBeVisible();
}

const rowOf = (page: Page, name: string) =>
  page.getByRole('table', { name: 'Atendentes' }).locator('tbody tr').filter({ hasText: name });

test('an attendant with 5% earns R$ 5,01 on a confirmed sale of R$ 100,10, seen in the list and the commissions', async ({
  page,
}) => {
  // Several screens or many setup calls: room for a busy machine.
  test.slow();
  const account = await createAccount(page, 'Doceria Comissões');
  await loginAs(page, account);
  await openAttendants(page);
  await expect(page.getByText('Nenhum atendente encontrado')).toBeVisible();

  // Create through the form, with the shared schema's messages first.
  await page.getByRole('button', { name: 'Novo Atendente' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Atendente' });
  await form.getByRole('button', { name: 'Criar atendente' }).click();
  await expect(form.getByText('O nome é obrigatório')).toBeVisible();
  await expect(form.getByText('A comissão é obrigatória')).toBeVisible();
  await form.getByLabel('Nome').fill('Ana Souza');
  await form.getByLabel('Email').fill('ana@');
  await form.getByLabel('Comissão (%)').fill('150');
  await form.getByRole('button', { name: 'Criar atendente' }).click();
  await expect(form.getByText('E-mail inválido')).toBeVisible();
  await expect(form.getByText('A comissão deve estar entre 0 e 100')).toBeVisible();
  await form.getByLabel('Email').fill('ana@doceria.com.br');
  await form.getByLabel('Comissão (%)').fill('5');
  await form.getByRole('button', { name: 'Criar atendente' }).click();
  await expect(form).toBeHidden();
  const ana = rowOf(page, 'Ana Souza');
  await expect(ana).toContainText('ana@doceria.com.br');
  await expect(ana).toContainText('Sem telefone');
  await expect(ana).toContainText('5,0%');

  // A confirmed payment with her, through the payments screen.
  await page.goto('/payments');
  await page.getByRole('button', { name: 'Novo Pagamento' }).click();
  const payment = page.getByRole('dialog', { name: 'Novo Pagamento' });
  await payment.getByLabel('Descrição').fill('Bolo de casamento');
  await payment.getByLabel('Valor').fill('100,10');
  await payment.getByLabel('Status').selectOption('confirmado');
  await payment.getByLabel('Atendente').selectOption({ label: 'Ana Souza' });
  await payment.getByRole('button', { name: 'Criar pagamento' }).click();
  await expect(payment).toBeHidden();
  // The toast's view loads with the first toast (ADR 025). Radix gives Escape to the newest layer:
  // a toast that appeared after the commissions dialog opened would take the first Escape.
  await expect(page.getByText('Pagamento criado com sucesso!', { exact: true })).toBeVisible();
  const row = page
    .getByRole('table', { name: 'Pagamentos' })
    .locator('tbody tr')
    .filter({ hasText: 'Bolo de casamento' });
  await expect(row).toContainText('R$ 100,10');
  await expect(row).toContainText('R$ 5,01');

  // Vendas 1, Total Comissões R$ 5,01, and the commissions modal lists the sale.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Atendentes' }).click();
  const cells = ana.locator('td');
  await expect(cells.nth(4)).toHaveText('1');
  await expect(cells.nth(5)).toHaveText('R$ 5,01');
  await rowAction(ana, 'Ver comissões');
  const modal = page.getByRole('dialog', { name: 'Comissões — Ana Souza' });
  await expect(modal.getByRole('columnheader')).toHaveText([
    'Data',
    'Descrição',
    'Tripeiro',
    'Valor Venda',
    'Comissão',
  ]);
  const line = modal.locator('tbody tr');
  await expect(line).toHaveCount(1);
  const [y, m, d] = todaySP().split('-');
  await expect(line).toContainText(`${d}/${m}/${y}`);
  await expect(line).toContainText('Bolo de casamento');
  await expect(line).toContainText('R$ 100,10');
  await expect(line).toContainText('R$ 5,01');
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  // With payments it cannot be deleted: the server's message.
  await rowAction(ana, 'Excluir');
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Tem certeza que deseja excluir este atendente?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(
    page.getByText(
      'Este atendente tem pagamentos registrados e não pode ser excluído. Desative-o para tirá-lo das listas.',
      { exact: true },
    ),
  ).toBeVisible();
  await expect(ana).toBeVisible();
});

test('no sales, toggle, status filter, search, edit and delete', async ({ page }) => {
  // Several screens or many setup calls: room for a busy machine.
  test.slow();
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  await api('POST', '/attendants', { nome: 'Carlos Lima', telefone: '(11) 91234-5678', comissao_percentual: 7.5 });
  await api('POST', '/attendants', { nome: 'José Pereira', email: 'jose@loja.com.br', comissao_percentual: 2 });
  await loginAs(page, account);
  await openAttendants(page);
  const table = page.getByRole('table', { name: 'Atendentes' });
  // At 1280 px the e-mail, phone and status are under the name; their columns show from 1440 px.
  await expect(table.getByRole('columnheader')).toHaveText([
    'Nome',
    'Comissão (%)',
    'Vendas',
    'Total Comissões',
    'Comissão a pagar',
    'Ações',
  ]);
  await page.setViewportSize({ width: 1440, height: 720 });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Nome',
    'Email',
    'Telefone',
    'Comissão (%)',
    'Vendas',
    'Total Comissões',
    'Comissão a pagar',
    'Status',
    'Ações',
  ]);
  await page.setViewportSize({ width: 1280, height: 720 });
  const carlos = rowOf(page, 'Carlos Lima');
  await expect(carlos).toContainText('Sem email');
  await expect(carlos).toContainText('7,5%');
  await expect(page.getByText(/Página \d+ de/)).toBeHidden();

  await rowAction(carlos, 'Ver comissões');
  const modal = page.getByRole('dialog', { name: 'Comissões — Carlos Lima' });
  await expect(modal.getByText('Nenhuma comissão encontrada para este atendente')).toBeVisible();
  await modal.getByRole('button', { name: 'Fechar' }).click();

  // Toggle to inactive: muted row, out of the 'Ativos' filter and of the payment form.
  await rowAction(carlos, 'Desativar');
  await expect(carlos).toContainText('Inativo');
  await carlos.getByRole('button', { name: /^Ações:/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Ativar' })).toBeVisible();
  await page.keyboard.press('Escape');
  await page.getByLabel('Status').selectOption('true');
  await expect(carlos).toBeHidden();
  await expect(rowOf(page, 'José Pereira')).toBeVisible();
  await page.getByLabel('Status').selectOption('false');
  await expect(carlos).toBeVisible();
  await expect(rowOf(page, 'José Pereira')).toBeHidden();
  await page.getByLabel('Status').selectOption('');

  // Search on the server, without accents.
  await page.getByLabel('Buscar').fill('jose');
  await expect(table.locator('tbody tr')).toHaveCount(1);
  await expect(rowOf(page, 'José Pereira')).toBeVisible();
  await page.getByLabel('Buscar').fill('');
  await expect(table.locator('tbody tr')).toHaveCount(2);

  // Edit.
  await rowAction(rowOf(page, 'José Pereira'), 'Editar');
  const form = page.getByRole('dialog', { name: 'Editar Atendente' });
  await expect(form.getByLabel('Nome')).toHaveValue('José Pereira');
  await expect(form.getByLabel('Comissão (%)')).toHaveValue('2 %');
  await form.getByLabel('Comissão (%)').fill('3,25');
  await form.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(form).toBeHidden();
  await expect(rowOf(page, 'José Pereira')).toContainText('3,25%');

  // An attendant without payments is deleted after the confirmation.
  await rowAction(carlos, 'Excluir');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Atendente excluído com sucesso!', { exact: true })).toBeVisible();
  await expect(carlos).toBeHidden();
  await expect(table.locator('tbody tr')).toHaveCount(1);
});

test('paginates 20 per page', async ({ page }) => {
  // Several screens or many setup calls: room for a busy machine.
  test.slow();
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  for (let i = 1; i <= 21; i++) {
    await api('POST', '/attendants', { nome: `Atendente ${String(i).padStart(2, '0')}`, comissao_percentual: 1 });
  }
  await loginAs(page, account);
  await openAttendants(page);
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Anterior' })).toBeDisabled();
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect(rowOf(page, 'Atendente 21')).toBeVisible();
  // A filter goes back to page 1.
  await page.getByLabel('Status').selectOption('true');
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
});
