import type { Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { rowAction, saveShots } from './helpers';

/**
 * The company's own categories (docs/product-rules.md "The company's categories", issue 22 §3):
 * created in Configurações → Categorias, used by an expense, renamed (the expense follows) and
 * another merged into it (its expenses move, the totals stay).
 */
const category = (page: Page, nome: string) => page.getByTestId(`categoria-${nome}`);

async function openCategories(page: Page) {
  await page.goto('/settings?tab=categorias');
  await expect(page.getByRole('heading', { name: 'Categorias de despesa' })).toBeVisible();
}

async function recordExpense(page: Page, descricao: string, valor: string, categoria: string) {
  await page.goto('/expenses');
  await page.getByRole('button', { name: 'Nova Despesa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova Despesa' });
  await dialog.getByLabel('Descrição').fill(descricao);
  await dialog.getByLabel('Valor').fill(valor);
  await dialog.getByLabel('Categoria').selectOption(categoria);
  await dialog.getByRole('button', { name: 'Criar despesa' }).click();
  await expect(dialog).toBeHidden();
}

test('create "Energia", record an expense in it, rename it, merge another into it', async ({ page }) => {
  // A long journey through two screens: three times the default time.
  test.slow();
  const account = await createAccount(page);
  await loginAs(page, account);
  await openCategories(page);

  // A new company already has Energia among its defaults: the name is taken, whatever its accents or case.
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nova categoria' });
  await dialog.getByLabel('Nome').fill('ENERGÍA');
  await dialog.getByLabel('Grupo no DRE').selectOption('Despesas fixas');
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expect(dialog.getByLabel('Nome')).toHaveAccessibleDescription(/Já existe uma categoria com esse nome/);
  // So it is removed (unused), then created again.
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await rowAction(category(page, 'Energia'), 'Excluir');
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(category(page, 'Energia')).toHaveCount(0);

  await page.getByRole('button', { name: 'Nova categoria' }).click();
  dialog = page.getByRole('dialog', { name: 'Nova categoria' });
  await dialog.getByLabel('Nome').fill('Energia');
  await dialog.getByLabel('Grupo no DRE').selectOption('Despesas fixas');
  await dialog.getByRole('button', { name: 'Criar categoria' }).click();
  await expect(dialog).toBeHidden();
  await expect(category(page, 'Energia')).toContainText('Nenhuma despesa');

  await recordExpense(page, 'Conta de luz', '230,45', 'Energia');
  await recordExpense(page, 'Conta de gás', '99,55', 'Outros');
  await expect(page.getByRole('table', { name: 'Despesas' })).toContainText('Energia');

  // Rename: the expense follows.
  await openCategories(page);
  await rowAction(category(page, 'Energia'), 'Editar');
  dialog = page.getByRole('dialog', { name: 'Editar categoria' });
  await dialog.getByLabel('Nome').fill('Energia e gás');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog).toBeHidden();
  await expect(category(page, 'Energia e gás')).toContainText('1 despesa');

  // Merge Outros into it: its expense moves, the total stays (a fresh page: no toast over the rows).
  await openCategories(page);
  await rowAction(category(page, 'Outros'), 'Unir a outra');
  dialog = page.getByRole('dialog', { name: 'Unir categoria' });
  await dialog.getByRole('button', { name: 'Unir' }).click();
  await expect(dialog.getByText('Escolha a categoria de destino')).toBeVisible();
  await dialog.getByLabel('Unir a').selectOption('Energia e gás');
  await dialog.getByRole('button', { name: 'Unir' }).click();
  await expect(dialog).toBeHidden();
  await expect(category(page, 'Outros')).toHaveCount(0);
  await expect(category(page, 'Energia e gás')).toContainText('2 despesas');
  await saveShots(page, 'categories-tab');

  await page.goto('/expenses');
  const table = page.getByRole('table', { name: 'Despesas' });
  await expect(table.locator('tbody tr').filter({ hasText: 'Conta de gás' })).toContainText('Energia e gás');
  await expect(table.locator('tbody tr').filter({ hasText: 'Conta de luz' })).toContainText('Energia e gás');
  await expect(page.getByText('R$ 330,00').first()).toBeVisible();

  // The form dialog, for the screenshots.
  await openCategories(page);
  await page.getByRole('button', { name: 'Nova categoria' }).click();
  await saveShots(page, 'categories-form');
});
