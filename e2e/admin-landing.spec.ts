import { ADMIN, createAccount, expect, loginAs, test } from './fixtures';
import { apiOf } from './helpers';

/**
 * Issue 20, item 19 (docs/product-rules.md "Administration"): the platform admin lands on the
 * admin dashboard, cannot start deactivating itself, reads the activity log by name, and reopens
 * a company's month from a labelled action.
 */

test('the platform admin lands on the admin dashboard; an owner on the company dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(ADMIN.email);
  await page.getByLabel('Senha').fill(ADMIN.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Admin');

  const owner = await createAccount(page, 'Padaria Pouso');
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(owner.email);
  await page.getByLabel('Senha').fill(owner.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test("the admin's own Desativar is disabled, with the reason", async ({ page }) => {
  await loginAs(page, ADMIN);
  await page.goto('/admin/users');
  await page.getByLabel('Buscar usuários').fill(ADMIN.email);
  const row = page.getByRole('table', { name: 'Usuários' }).locator('tbody tr').filter({ hasText: '(você)' });
  const own = row.getByRole('button', { name: 'Desativar' });
  await expect(own).toHaveAttribute('aria-disabled', 'true');
  await expect(own).toHaveAccessibleDescription('Você não pode desativar o próprio usuário');
  await own.click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  // The server keeps refusing it.
  const session = await (await page.request.post('/api/auth/login', { data: ADMIN })).json();
  const refused = await page.request.delete(`/api/admin/users/${session.user.id}`, {
    headers: { Authorization: `Bearer ${session.token}` },
  });
  expect(refused.status()).toBe(400);
});

test('the activity log names what was touched: "Pagamento \'X\' de DD/MM/AAAA", "Fechamento de mês/ano"', async ({
  page,
}) => {
  const account = await createAccount(page, 'Salgaderia Nomeada');
  const api = apiOf(page.request, account.token);
  const sale = await api('POST', '/payments', {
    descricao: 'Encomenda de salgados',
    valor: 150,
    data_pagamento: '2024-10-15',
    status: 'confirmado',
  });
  const removed = await page.request.delete(`/api/payments/${sale.data.id}`, {
    headers: { Authorization: `Bearer ${account.token}` },
  });
  expect(removed.status()).toBe(204);
  await api('POST', '/closings/2024-10/close');
  const me = await api<{ user: { id: number } }>('GET', '/auth/me');

  // The owner's own activity, on the admin's metrics page (the dashboard's list is platform-wide).
  await loginAs(page, ADMIN);
  await page.goto(`/admin/users/${me.user.id}/metrics`);
  const activity = page.getByRole('table', { name: 'Atividade recente do usuário' });
  const row = (action: string) => activity.getByRole('row').filter({ hasText: action });
  // The deleted payment still reads by the company's number, its name and date (ADR 039).
  await expect(row('Excluiu')).toContainText("Pagamento nº 1 'Encomenda de salgados' de 15/10/2024");
  await expect(row('Criou').filter({ hasText: "Pagamento nº 1 'Encomenda de salgados' de 15/10/2024" })).toHaveCount(1);
  await expect(row('Fechou')).toContainText('Fechamento de outubro/2024');
  await expect(activity).not.toContainText('#');
});

test("reopening a company's month is a labelled action in the companies table", async ({ page }) => {
  const account = await createAccount(page, 'Empório Reaberto');
  const api = apiOf(page.request, account.token);
  await api('POST', '/closings/2024-05/close');

  await loginAs(page, ADMIN);
  await page.goto('/admin/users?tab=empresas');
  const row = page.getByRole('row', { name: new RegExp(account.company) });
  const action = row.getByRole('button', { name: `Reabrir mês de ${account.company}` });
  await expect(action).toBeVisible();
  await expect(action).toContainText('Reabrir mês');
  await action.click();
  const dialog = page.getByRole('dialog', { name: 'Fechamentos' });
  await dialog.getByRole('button', { name: 'Reabrir maio de 2024' }).click();
  await page.getByRole('alertdialog', { name: 'Reabrir mês' }).getByRole('button', { name: 'Reabrir' }).click();
  await expect(dialog.getByRole('row', { name: /Maio de 2024/ })).toContainText('Reaberto por Administrador em');
});
