import { addDays, monthOf, shiftMonth } from '@livro-caixa/domain';
import type { Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { br, saveShots, todaySP } from './helpers';

/** Contas a pagar e receber (docs/product-rules.md "Bills and receivables", "Instalments"). */

const card = (page: Page) => page.getByRole('region', { name: 'Contas a vencer' });
const table = (page: Page) => page.getByRole('table', { name: 'Contas a pagar' });
const row = (page: Page, text: string) => table(page).locator('tbody tr').filter({ hasText: text });

test('a bill in 3 instalments, one paid with interest: Paga, and the dashboard card follows', async ({ page }) => {
  // Each saveShots (SHOTS=dir) takes eight screenshots.
  if (process.env.SHOTS) test.setTimeout(180_000);
  const account = await createAccount(page, 'Padaria Contas');
  await loginAs(page, account);

  await page.goto('/dashboard');
  await expect(card(page).getByTestId('contas-pagar')).toContainText('Vencem hoje (0)');

  await page.goto('/contas');
  await expect(page.getByRole('heading', { name: 'Contas a pagar e receber', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Nova conta a pagar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova conta a pagar' });
  await dialog.getByRole('button', { name: 'Lançar conta' }).click();
  await expect(dialog.getByText('A descrição é obrigatória')).toBeVisible();
  await dialog.getByLabel('Descrição').fill('Forno novo');
  await dialog.getByLabel('Valor total').fill('1.200,00');
  await dialog.getByLabel('Categoria').selectOption('Manutenção');
  await dialog.getByLabel('Parcelas').fill('3');
  await expect(dialog.getByText('3× de R$ 400,00')).toBeVisible();
  await dialog.getByLabel('Valor total').fill('1.000,00');
  await expect(dialog.getByText('1× de R$ 333,34 e 2× de R$ 333,33')).toBeVisible();
  await dialog.getByLabel('Valor total').fill('1.200,00');
  await dialog.getByLabel('Forma de Pagamento').selectOption('Boleto');
  await saveShots(page, 'contas-nova');
  await dialog.getByRole('button', { name: 'Lançar conta' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('3 parcelas lançadas em Contas a pagar').first()).toBeVisible();

  // The first instalment is due today (the form's default); the others in the next months.
  const first = row(page, 'Forno novo (1/3)');
  await expect(first).toContainText('R$ 400,00');
  await expect(first).toContainText('Vence hoje');
  await page.getByRole('button', { name: 'Todos os meses' }).click();
  await expect(page.getByRole('button', { name: 'Escolher mês' })).toBeVisible();
  await expect(row(page, 'Forno novo (3/3)')).toContainText('A vencer');
  await saveShots(page, 'contas-lista');

  await first.getByRole('button', { name: 'Pagar: Forno novo (1/3)' }).click();
  const pay = page.getByRole('dialog', { name: 'Pagar conta' });
  await expect(pay.getByLabel('Valor pago')).toHaveValue('R$ 400,00');
  await pay.getByLabel('Valor pago').fill('412,50');
  await expect(pay.getByTestId('ajuste')).toContainText('Juros e multas: R$ 12,50');
  await saveShots(page, 'contas-pagar');
  await pay.getByRole('button', { name: 'Pagar' }).click();
  await expect(pay).toBeHidden();
  await expect(first).toContainText('Paga');
  await expect(first).toContainText('+ juros R$ 12,50');
  await expect(row(page, 'Forno novo (2/3)')).toContainText('A vencer');

  await page.goto('/dashboard');
  await expect(card(page).getByTestId('contas-pagar')).toContainText('Vencem hoje (0)');
  await saveShots(page, 'contas-painel', async () => {
    await expect(card(page)).toBeVisible();
  });

  // The receivables' tab.
  await page.goto('/contas?tab=receber');
  await page.getByRole('button', { name: 'Nova conta a receber' }).click();
  const receivable = page.getByRole('dialog', { name: 'Nova conta a receber' });
  await receivable.getByLabel('Descrição').fill('Fiado do Seu Zé');
  await receivable.getByLabel('Valor total').fill('80,00');
  await receivable.getByRole('button', { name: 'Lançar conta' }).click();
  await expect(receivable).toBeHidden();
  const fiado = page.getByRole('table', { name: 'Contas a receber' }).locator('tbody tr').filter({ hasText: 'Fiado' });
  await fiado.getByRole('button', { name: 'Receber: Fiado do Seu Zé' }).click();
  await saveShots(page, 'contas-receber');
  await page.getByRole('dialog', { name: 'Receber conta' }).getByRole('button', { name: 'Receber' }).click();
  await expect(fiado).toContainText('Recebida');
});

test("the e-mail's link /contas?numero=N: the bill's month, its row marked; a pending entrada with a vencimento is a receivable", async ({
  page,
}) => {
  if (process.env.SHOTS) test.setTimeout(180_000);
  const account = await createAccount(page, 'Padaria Link');
  await loginAs(page, account);

  // Three instalments (Nº 1, 2, 3), due this month and the next two.
  await page.goto('/contas');
  await page.getByRole('button', { name: 'Nova conta a pagar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Nova conta a pagar' });
  await dialog.getByLabel('Descrição').fill('Geladeira');
  await dialog.getByLabel('Valor total').fill('900,00');
  await dialog.getByLabel('Categoria').selectOption('Manutenção');
  await dialog.getByLabel('Parcelas').fill('3');
  await dialog.getByRole('button', { name: 'Lançar conta' }).click();
  await expect(dialog).toBeHidden();

  const third = shiftMonth(monthOf(todaySP()), 2);
  await page.goto('/contas?numero=3');
  await expect(page.getByLabel('Mês')).toHaveValue(`${third.slice(5, 7)}/${third.slice(0, 4)}`);
  const marked = row(page, 'Geladeira (3/3)');
  await expect(marked).toContainText('(conta do link)');
  await expect(marked).toBeInViewport();
  await saveShots(page, 'contas-link');
  await page.goto('/contas?numero=99');
  await expect(page.getByText('Conta nº 99 não encontrada.')).toBeVisible();
  await page.getByRole('link', { name: 'Contas recorrentes' }).click();
  await expect(page).toHaveURL(/\/settings\?tab=recorrentes/);

  // The payment form: 'Vencimento' only for a pending entrada; saved, the entrada is in A receber.
  await page.goto('/payments');
  await page.getByRole('button', { name: 'Novo Pagamento' }).click();
  const form = page.getByRole('dialog', { name: 'Novo Pagamento' });
  await form.getByLabel('Descrição').fill('Fiado da Dona Rita');
  await form.getByLabel('Valor').fill('45,00');
  await form.getByLabel('Status').selectOption('confirmado');
  await expect(form.getByLabel('Vencimento')).toHaveCount(0);
  await form.getByLabel('Status').selectOption('pendente');
  await form.getByLabel('Vencimento').fill(br(addDays(todaySP(), 10)));
  await saveShots(page, 'pagamento-vencimento');
  await form.getByRole('button', { name: 'Criar pagamento' }).click();
  await expect(form).toBeHidden();
  await page.goto(`/contas?tab=receber&month=${monthOf(addDays(todaySP(), 10))}`);
  const fiado = page
    .getByRole('table', { name: 'Contas a receber' })
    .locator('tbody tr')
    .filter({ hasText: 'Dona Rita' });
  await expect(fiado).toContainText('A vencer');
  await expect(fiado).toContainText(br(addDays(todaySP(), 10)));
});
