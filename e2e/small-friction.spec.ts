import type { Page } from '@playwright/test';
import { type Account, createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, twoPaidOutSales } from './helpers';

/** Issue 20 item 18, smaller friction: estorno, cadastro, toasts, the header's name, the closing's notes. */

/** Two attendants, each with a sale paid out this month: two payouts to reverse on Acertos. */
async function twoPayouts(page: Page): Promise<Account> {
  const account = await createAccount(page, 'Doceria Atrito');
  await twoPaidOutSales(apiOf(page.request, account));
  return account;
}

test('estorno: the reason on its own line above the buttons; the disabled button says a reason is required', async ({
  page,
}) => {
  const account = await twoPayouts(page);
  await loginAs(page, account);
  await page.goto('/payouts');
  const table = page.getByRole('table', { name: 'Pagamentos de comissões' });
  await table
    .locator('tbody tr')
    .filter({ hasText: 'Ana Lima' })
    .getByRole('button', { name: /Estornar/ })
    .click();
  const dialog = page.getByRole('dialog', { name: /Estornar pagamento nº \d \(Ana Lima\)/ });
  const reason = dialog.getByLabel('Motivo do estorno');
  const confirm = dialog.getByRole('button', { name: 'Confirmar estorno' });
  const cancel = dialog.getByRole('button', { name: 'Cancelar' });

  await expect(confirm).toBeDisabled();
  await expect(confirm).toHaveAccessibleDescription('Informe o motivo do estorno para confirmar');
  await expect(dialog.getByText('Informe o motivo do estorno para confirmar')).toBeVisible();

  // The box is above the buttons, not beside them, and as wide as the row of buttons.
  const box = await reason.boundingBox();
  const confirmBox = await confirm.boundingBox();
  const cancelBox = await cancel.boundingBox();
  if (!box || !confirmBox || !cancelBox) throw new Error('no layout');
  expect(box.y + box.height).toBeLessThanOrEqual(Math.min(confirmBox.y, cancelBox.y));
  expect(box.x + box.width).toBeGreaterThanOrEqual(confirmBox.x + confirmBox.width - 1);
  expect(box.width).toBeGreaterThan(300);

  await reason.fill('Pago em dobro');
  await expect(confirm).toBeEnabled();
  await expect(dialog.getByText('Informe o motivo do estorno para confirmar')).toBeHidden();
  await expect(confirm).toHaveAccessibleDescription('');
});

test('cadastro: each message beside its field, not in a box above the form', async ({ page }) => {
  await page.goto('/register');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  const nome = page.getByLabel('Nome', { exact: true });
  await expect(nome).toHaveAccessibleDescription('Por favor, preencha todos os campos obrigatórios');
  await expect(page.getByLabel('E-mail')).toHaveAccessibleDescription(
    'Por favor, preencha todos os campos obrigatórios',
  );
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The message sits right under its own box, above the next field.
  const message = page.locator('#register-name-error');
  const nomeBox = await nome.boundingBox();
  const messageBox = await message.boundingBox();
  const emailBox = await page.getByLabel('E-mail').boundingBox();
  if (!nomeBox || !messageBox || !emailBox) throw new Error('no layout');
  expect(messageBox.y).toBeGreaterThanOrEqual(nomeBox.y + nomeBox.height);
  expect(messageBox.y + messageBox.height).toBeLessThan(emailBox.y);

  await nome.fill('Carla Dias');
  await page.getByLabel('E-mail').fill('carla@example.com');
  await page.getByLabel('Senha', { exact: true }).fill('123456');
  await page.getByLabel('Confirmar senha').fill('1234567');
  await page.getByRole('button', { name: 'Criar conta' }).click();
  await expect(page.getByLabel('Confirmar senha')).toHaveAccessibleDescription('As senhas não coincidem');
  await expect(nome).toHaveAccessibleDescription('');
});

test('toasts: one at a time, the newest replacing the one before', async ({ page }) => {
  const account = await twoPayouts(page);
  await loginAs(page, account);
  await page.goto('/payouts');
  const table = page.getByRole('table', { name: 'Pagamentos de comissões' });
  for (const nome of ['Ana Lima', 'Bia Souza']) {
    await table
      .locator('tbody tr')
      .filter({ hasText: nome })
      .getByRole('button', { name: /Estornar/ })
      .click();
    const dialog = page.getByRole('dialog', { name: new RegExp(`\\(${nome}\\)`) });
    await dialog.getByLabel('Motivo do estorno').fill('Conta errada');
    await dialog.getByRole('button', { name: 'Confirmar estorno' }).click();
    await expect(dialog).toBeHidden();
  }
  const toasts = page.getByRole('region', { name: /Notificações/ }).locator('li');
  await expect(toasts).toHaveCount(1);
  await expect(toasts).toContainText(/Pagamento nº \d estornado/);
});

test("header: the user's whole name at 1280 px, the full name in a title", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  const name = 'Maria Aparecida dos Santos Oliveira';
  const email = `maria.${Date.now()}@example.com`;
  const res = await page.request.post('/api/auth/register', {
    data: { name, email, password: 'senha123', companyName: 'Padaria Central' },
  });
  expect(res.status()).toBe(201);
  await loginAs(page, { email, password: 'senha123' });
  await page.goto('/dashboard');
  const shown = page.getByRole('banner').getByText(name, { exact: true });
  await expect(shown).toBeVisible();
  await expect(shown).toHaveAttribute('title', name);
  // Not cut: the text fits its box.
  expect(await shown.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
});

test('closing: the notes read as plain Portuguese for an owner', async ({ page }) => {
  const account = await createAccount(page, 'Padaria Notas');
  await loginAs(page, account);
  await page.goto('/fechamento');
  const section = page.getByRole('region', { name: 'Acertos do Mês' });
  await expect(section).toContainText(
    'Comissão ganha é o que cada atendente ou tripeiro ganhou nas vendas confirmadas do mês. Paga é o que já recebeu em pagamentos de comissões e acertos; os estornados não entram. Comissão a pagar é o que ainda falta: a ganha menos a paga. Estes valores são os de hoje, mesmo com o mês fechado.',
  );
  await expect(section).not.toContainText('lidos agora');
  await expect(section).not.toContainText('ganha − paga');
});
