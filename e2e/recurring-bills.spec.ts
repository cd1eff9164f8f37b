import { lightAndDarkViolations } from './axe';
import { createAccount, expect, loginAs, test } from './fixtures';
import { br, saveShots, todaySP } from './helpers';

/**
 * Recurring bills (issue 22 §1, docs/product-rules.md "Recurring bills", ADR 051): a monthly
 * template on the 31st makes its bills on 31/01, 28/02 (the month's last day) and 31/03; one of them
 * is changed alone ("Só esta"), then it and the next ("Esta e as próximas").
 */
test('a monthly template on day 31: bills on 31/01, 28/02 and 31/03; "só esta" and "esta e as próximas"', async ({
  page,
}) => {
  test.slow();
  // January to March of next year, whenever the test runs: 31/01, the last day of February, 31/03.
  const y = Number(todaySP().slice(0, 4)) + 1;
  const feb = y % 4 === 0 && (y % 100 !== 0 || y % 400 === 0) ? 29 : 28;
  const [jan31, febLast, mar31] = [`${y}-01-31`, `${y}-02-${feb}`, `${y}-03-31`];
  const account = await createAccount(page);
  await loginAs(page, account);
  await page.goto('/settings?tab=recorrentes');
  await expect(page.getByRole('heading', { name: 'Contas recorrentes' })).toBeVisible();
  await expect(page.getByText('Nenhuma conta recorrente')).toBeVisible();

  await page.getByRole('button', { name: 'Nova conta recorrente' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova conta recorrente' });
  await dialog.getByLabel('Descrição').fill('Aluguel da loja');
  await dialog.getByLabel('Valor').fill('1.500,00');
  await dialog.getByLabel('Categoria').selectOption('Outros');
  await expect(dialog.getByLabel('Frequência')).toHaveValue('mensal');
  await dialog.getByLabel('Dia do vencimento').selectOption('31');
  await dialog.getByLabel('Início').fill(`01/01/${y}`);
  await dialog.getByRole('button', { name: 'Criar conta recorrente' }).click();
  await expect(dialog).toBeHidden();

  const template = page.getByTestId('modelo-Aluguel da loja');
  await expect(template).toContainText('Todo mês, dia 31');
  await expect(template).toContainText(`Próxima: ${br(jan31)}`);
  await expect(template).toContainText('R$ 1.500,00');
  await template.getByRole('button', { name: 'Contas' }).click();
  const bills = page.getByRole('list', { name: 'Contas de Aluguel da loja' });
  await expect(bills.getByRole('listitem')).toHaveCount(3);
  await expect(page.getByTestId(`ocorrencia-${jan31}`)).toContainText(br(jan31));
  await expect(page.getByTestId(`ocorrencia-${febLast}`)).toContainText(br(febLast));
  await expect(page.getByTestId(`ocorrencia-${mar31}`)).toContainText(br(mar31));
  await expect(page.getByTestId(`ocorrencia-${febLast}`)).toContainText('A vencer');
  await saveShots(page, 'recurring-bills-tab');
  expect(await lightAndDarkViolations(page)).toEqual([]);

  // Só esta: February alone.
  await page.getByRole('button', { name: `Editar a conta de ${br(febLast)}` }).click();
  let edit = page.getByRole('dialog', { name: 'Editar conta recorrente' });
  await expect(edit.getByRole('radio', { name: /Só esta/ })).toBeChecked();
  await edit.getByLabel('Valor').fill('1.450,50');
  await saveShots(page, 'recurring-bills-occurrence', () => expect(edit).toBeVisible());
  expect(await lightAndDarkViolations(page, '[role="dialog"]')).toEqual([]);
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId(`ocorrencia-${febLast}`)).toContainText('R$ 1.450,50');
  await expect(page.getByTestId(`ocorrencia-${jan31}`)).toContainText('R$ 1.500,00');
  await expect(page.getByTestId(`ocorrencia-${mar31}`)).toContainText('R$ 1.500,00');
  await expect(template).toContainText('R$ 1.500,00');

  // Esta e as próximas, from February: February and March, and the template.
  await page.getByRole('button', { name: `Editar a conta de ${br(febLast)}` }).click();
  edit = page.getByRole('dialog', { name: 'Editar conta recorrente' });
  await edit.getByLabel('Valor').fill('1.600,00');
  await edit.getByRole('radio', { name: /Esta e as próximas/ }).check();
  await edit.getByRole('button', { name: 'Salvar' }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByTestId(`ocorrencia-${jan31}`)).toContainText('R$ 1.500,00');
  await expect(page.getByTestId(`ocorrencia-${febLast}`)).toContainText('R$ 1.600,00');
  await expect(page.getByTestId(`ocorrencia-${mar31}`)).toContainText('R$ 1.600,00');
  await expect(template.getByText('R$ 1.600,00').first()).toBeVisible();

  // They are ordinary expenses of their month.
  await page.goto(`/expenses?startDate=${y}-02-01&endDate=${febLast}`);
  await expect(page.getByRole('table', { name: 'Despesas' })).toContainText('Aluguel da loja');

  // The e-mail about them: its switch starts off; the company's days ahead (7) are set beside it.
  await page.goto('/settings?tab=notificacoes');
  await expect(page.getByRole('switch', { name: 'Contas a pagar' })).toHaveAttribute('aria-checked', 'false');
  const days = page.getByLabel('Avisar das contas que vencem nos próximos (dias)');
  await expect(days).toHaveValue('7');
  await days.fill('10');
  await page.getByRole('button', { name: 'Salvar aviso' }).click();
  await expect(page.getByText('Aviso de contas salvo', { exact: true })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Avisar das contas que vencem nos próximos (dias)')).toHaveValue('10');
  await saveShots(page, 'recurring-bills-notifications');
});
