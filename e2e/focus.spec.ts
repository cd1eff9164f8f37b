/**
 * Focus around dialogs (issue 13): a dialog opened from the keyboard focuses its first field, and
 * when it closes (Esc, Cancelar, the close button, a save) the focus is back on what opened it —
 * a page button, a row's action, a confirmation's 'Excluir'.
 */
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, todaySP } from './helpers';

test('dialogs focus their first field and give the focus back to what opened them', async ({ page }) => {
  const account = await createAccount(page, 'Padaria Foco');
  const api = apiOf(page.request, account);
  await api('POST', '/payments', { descricao: 'Bolo de cenoura', valor: 40, data_pagamento: todaySP() });
  await api('POST', '/payments', { descricao: 'Pão de queijo', valor: 12, data_pagamento: todaySP() });
  await loginAs(page, account);
  await page.goto('/payments');
  const rows = page.getByRole('table', { name: 'Pagamentos' }).locator('tbody tr');
  await expect(rows).toHaveCount(2);

  // A page button, from the keyboard: the first field gets the focus; Esc gives it back.
  const novo = page.getByRole('button', { name: 'Novo Pagamento' });
  await novo.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Novo Pagamento' });
  await expect(dialog.getByLabel('Descrição')).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(novo).toBeFocused();

  // The close button (X) with the mouse: back on the button too.
  await novo.click();
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await expect(novo).toBeFocused();

  // A row's 'Editar' (the second row's, not the first), with Space; saving closes it.
  const edit = rows.filter({ hasText: 'Pão de queijo' }).getByRole('button', { name: 'Editar' });
  await edit.focus();
  await page.keyboard.press('Space');
  const editDialog = page.getByRole('dialog', { name: 'Editar Pagamento' });
  await expect(editDialog.getByLabel('Descrição')).toBeFocused();
  await editDialog.getByLabel('Descrição').fill('Pão de queijo recheado');
  await editDialog.getByRole('button', { name: /Salvar/ }).click();
  await expect(editDialog).toBeHidden();
  await expect(rows.filter({ hasText: 'Pão de queijo recheado' })).toHaveCount(1);
  await expect(edit).toBeFocused();

  // A confirmation: 'Cancelar' gives the focus back to the row's 'Excluir'.
  const remove = rows.filter({ hasText: 'Bolo de cenoura' }).getByRole('button', { name: 'Excluir' });
  await remove.focus();
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('alertdialog', { name: 'Confirmar exclusão' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(confirm).toBeHidden();
  await expect(remove).toBeFocused();

  // The user menu (a Radix dropdown): Esc closes it on its button.
  const menu = page.getByRole('button', { name: /menu do usuário/i });
  await menu.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Configurações' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toBeFocused();
});
