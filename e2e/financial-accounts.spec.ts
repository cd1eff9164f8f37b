import { createAccount, expect, loginAs, test } from './fixtures';
import { saveShots } from './helpers';

/**
 * Accounts and transfers (docs/product-rules.md "Accounts and transfers", ADR 044): a bank account
 * created in Configurações → Contas financeiras, a PIX payment whose form suggests it, its balance on the
 * dashboard, and a transfer from the Caixa.
 */
test('create a bank account, record a PIX payment that suggests it, see the balance, transfer', async ({ page }) => {
  test.slow();
  const account = await createAccount(page);
  await loginAs(page, account);

  await page.goto('/settings?tab=contas');
  await expect(page.getByRole('heading', { name: 'Contas financeiras', exact: true })).toBeVisible();
  await expect(page.getByTestId('conta-Caixa')).toContainText('Principal');

  await page.getByRole('button', { name: 'Nova conta' }).click();
  let dialog = page.getByRole('dialog', { name: 'Nova conta' });
  await dialog.getByLabel('Nome', { exact: true }).fill('Itaú PJ');
  await dialog.getByLabel('Tipo', { exact: true }).selectOption('Conta bancária');
  await dialog.getByLabel('Banco', { exact: true }).fill('341 Itaú');
  await dialog.getByLabel('Agência', { exact: true }).fill('0001');
  await dialog.getByLabel('Conta', { exact: true }).fill('12345-6');
  await dialog.getByLabel('Saldo inicial', { exact: true }).fill('1.000,00');
  await dialog.getByRole('button', { name: 'Criar conta' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('conta-Itaú PJ')).toContainText('341 Itaú · ag. 0001 · c/c 12345-6');
  await expect(page.getByTestId('saldo-Itaú PJ')).toHaveText('R$ 1.000,00');

  // A PIX payment: the form suggests the principal bank account.
  await page.goto('/payments');
  await page.getByRole('button', { name: 'Novo Pagamento' }).click();
  dialog = page.getByRole('dialog', { name: 'Novo Pagamento' });
  await dialog.getByLabel('Descrição', { exact: true }).fill('Encomenda por PIX');
  await dialog.getByLabel('Valor', { exact: true }).fill('250,50');
  await dialog.getByLabel('Status', { exact: true }).selectOption('Confirmado');
  await dialog.getByLabel('Forma de pagamento', { exact: true }).selectOption('PIX');
  await expect(dialog.getByLabel('Conta', { exact: true })).toHaveValue(/\d+/);
  await expect(dialog.getByLabel('Conta', { exact: true }).locator('option:checked')).toHaveText('Itaú PJ');
  // Dinheiro suggests the Caixa; back to PIX.
  await dialog.getByLabel('Forma de pagamento', { exact: true }).selectOption('Dinheiro');
  await expect(dialog.getByLabel('Conta', { exact: true }).locator('option:checked')).toHaveText('Caixa');
  await dialog.getByLabel('Forma de pagamento', { exact: true }).selectOption('PIX');
  await expect(dialog.getByLabel('Conta', { exact: true }).locator('option:checked')).toHaveText('Itaú PJ');
  await saveShots(page, 'payment-form-conta');
  await dialog.getByRole('button', { name: 'Criar pagamento' }).click();
  await expect(dialog).toBeHidden();

  // The dashboard shows each account's balance and the total.
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'Saldos das contas' });
  await expect(card).toContainText('Itaú PJ');
  await expect(card).toContainText('R$ 1.250,50');
  await expect(page.getByTestId('saldos-total')).toHaveText('R$ 1.250,50');
  await saveShots(page, 'dashboard-saldos');

  // A transfer from the bank to the Caixa: neither revenue nor expense, only the balances move.
  await page.goto('/settings?tab=contas');
  await page.getByRole('button', { name: 'Transferir entre contas' }).click();
  dialog = page.getByRole('dialog', { name: 'Transferir entre contas' });
  await dialog.getByLabel('De', { exact: true }).selectOption('Itaú PJ');
  await dialog.getByLabel('Para', { exact: true }).selectOption('Caixa');
  await dialog.getByLabel('Valor', { exact: true }).fill('200,00');
  await dialog.getByLabel('Descrição', { exact: true }).fill('Troco para o caixa');
  await saveShots(page, 'transfer-form');
  await dialog.getByRole('button', { name: 'Transferir' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('saldo-Itaú PJ')).toHaveText('R$ 1.050,50');
  await expect(page.getByTestId('saldo-Caixa')).toHaveText('R$ 200,00');
  await expect(page.getByTestId('transferencias')).toContainText('Itaú PJ → Caixa');
  await saveShots(page, 'settings-contas');

  await page.goto('/dashboard');
  await expect(page.getByTestId('saldos-total')).toHaveText('R$ 1.250,50');
});
