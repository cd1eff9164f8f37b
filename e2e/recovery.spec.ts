import { generate } from 'otplib';
import { ADMIN, createAccount, expect, loginAs, test, waitForMail } from './fixtures';

/** The link of a reset e-mail, made relative so the browser opens it on the test server. */
function linkOf(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/reset-password#token=[A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`sem link no e-mail: ${text}`);
  return match[1];
}

test('Esqueci minha senha: e-mail with a link, new password, old session gone, link refused the second time', async ({
  page,
  browser,
}) => {
  const account = await createAccount(page, 'Padaria Recupera');

  // A session open in another browser ends with the reset.
  const other = await browser.newContext();
  const otherPage = await other.newPage();
  await loginAs(otherPage, account);
  await otherPage.goto('/dashboard');
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.goto('/login');
  await page.getByRole('link', { name: 'Esqueci minha senha' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: 'Esqueci minha senha' })).toBeVisible();
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByRole('button', { name: 'Enviar link' }).click();
  await expect(page.getByRole('status')).toContainText('Se houver uma conta com este e-mail');

  const mail = await waitForMail(account.email);
  expect(mail.subject).toBe(`Redefinição de senha — ${account.company}`);
  const link = linkOf(mail.text);

  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Criar nova senha' })).toBeVisible();
  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-forte');
  await page.getByLabel('Confirmar nova senha').fill('outra-coisa');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toHaveText('As senhas não coincidem');
  await page.getByLabel('Confirmar nova senha').fill('nova-senha-forte');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Senha redefinida. Entre com a nova senha.', { exact: true })).toBeVisible();

  // The other browser's session ended: its next request goes back to the login.
  await otherPage.reload();
  await expect(otherPage).toHaveURL(/\/login$/);
  await other.close();

  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill('nova-senha-forte');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The same link a second time.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await page.getByLabel('Nova senha', { exact: true }).fill('terceira-senha');
  await page.getByLabel('Confirmar nova senha').fill('terceira-senha');
  await page.getByRole('button', { name: 'Salvar nova senha' }).click();
  await expect(page.getByRole('alert')).toContainText('inválido, já foi usado ou expirou');
  await expect(page.getByRole('link', { name: 'Pedir um novo link' })).toBeVisible();
});

test('recovery codes: shown once at enrolment, downloadable, and one logs in in place of the app code', async ({
  page,
}) => {
  const account = await createAccount(page, 'Mercado Códigos');
  await loginAs(page, account);
  await page.goto('/settings?tab=seguranca');
  const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await section.getByRole('button', { name: 'Ativar' }).click();
  const secret = (await page.getByTestId('totp-secret').textContent())?.trim() ?? '';
  await page.getByLabel('Código de verificação').fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Confirmar e ativar' }).click();

  const panel = page.getByTestId('recovery-codes');
  await expect(panel.getByText('não serão mostrados de novo')).toBeVisible();
  const codes = (await panel.locator('code').allTextContents()).map((c) => c.trim());
  expect(codes).toHaveLength(10);
  for (const c of codes) expect(c).toMatch(/^[A-Z2-9]{5}-[A-Z2-9]{5}$/);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    panel.getByRole('button', { name: 'Baixar (.txt)' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('codigos-de-recuperacao-livro-caixa.txt');
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  const text = readFileSync(path, 'utf8');
  for (const c of codes) expect(text).toContain(c);

  await panel.getByRole('button', { name: 'Já guardei os códigos' }).click();
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('Restam 10 códigos de recuperação sem uso.');

  // Lost phone: the login takes a recovery code instead.
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel('Senha', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByLabel('Código de verificação')).toBeVisible();
  await page.getByRole('button', { name: 'Perdeu o celular? Use um código de recuperação' }).click();
  const box = page.getByLabel('Código de recuperação');
  await expect(box).toBeFocused();
  await box.fill('AAAAA-AAAAA');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Código de recuperação inválido ou já usado');
  await box.fill(codes[0] as string);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Used once: the same code is refused next time.
  const again = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password, recoveryCode: codes[0] },
  });
  expect(again.status()).toBe(401);
  await page.goto('/settings?tab=seguranca');
  await expect(page.getByTestId('recovery-codes-left')).toHaveText('Restam 9 códigos de recuperação sem uso.');
});

test('admin: turns a user two-step verification off from Usuários; the user then logs in with the password', async ({
  page,
}) => {
  const account = await createAccount(page, 'Loja Celular Perdido');
  const auth = { Authorization: `Bearer ${account.token}` };
  const setup = await page.request.post('/api/settings/security/2fa/setup', { headers: auth });
  const { secret } = await setup.json();
  const enable = await page.request.post('/api/settings/security/2fa/enable', {
    headers: auth,
    data: { code: await generate({ secret }) },
  });
  expect(enable.status()).toBe(200);

  await loginAs(page, ADMIN);
  await page.goto('/admin/users');
  await page.getByLabel('Buscar usuários').fill(account.email);
  const row = page.getByRole('row').filter({ hasText: account.email });
  await row.getByRole('button', { name: 'Redefinir verificação em duas etapas' }).click();
  const dialog = page.getByRole('alertdialog');
  await expect(dialog).toContainText(`Desativar a verificação em duas etapas de ${account.name}?`);
  await dialog.getByRole('button', { name: 'Desativar verificação' }).click();
  await expect(
    page.getByText('Verificação em duas etapas desativada para este usuário', { exact: true }),
  ).toBeVisible();
  await expect(row.getByRole('button', { name: 'Redefinir verificação em duas etapas' })).toHaveCount(0);

  const res = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status()).toBe(200);
});
