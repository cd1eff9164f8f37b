import { ADMIN, createAccount, expect, loginAs, test } from './fixtures';

test.describe('guards', () => {
  test('a visitor is sent to /login from any private or unknown path', async ({ page }) => {
    for (const path of ['/', '/dashboard', '/payments', '/admin/users', '/qualquer-coisa']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await expect(page.getByRole('button', { name: 'Entrar' })).toBeVisible();
  });

  test('a logged-in user is sent from /login and /register to /dashboard, and from /admin to /dashboard', async ({
    page,
  }) => {
    const account = await createAccount(page);
    await loginAs(page, account);
    for (const path of ['/login', '/register', '/admin/dashboard', '/admin/users/1/metrics', '/nao-existe']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
  });
});

test.describe('login', () => {
  test('asks for both fields, shows the server message, then logs in', async ({ page }) => {
    const account = await createAccount(page);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('Por favor, preencha todos os campos')).toBeVisible();

    await page.getByLabel('E-mail').fill(account.email);
    await page.getByLabel('Senha').fill('senha-errada');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page.getByText('E-mail ou senha inválidos')).toBeVisible();

    await page.getByLabel('Senha').fill(account.password);
    await page.getByRole('button', { name: 'Mostrar senha' }).click();
    await expect(page.getByLabel('Senha')).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText(account.company)).toBeVisible();
  });
});

test.describe('register', () => {
  test('validates every field with its pt-BR message', async ({ page }) => {
    await page.goto('/register');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('Por favor, preencha todos os campos obrigatórios').first()).toBeVisible();

    await page.getByLabel('Nome', { exact: true }).fill('Carla Dias');
    await page.getByLabel('E-mail').fill('carla@example.com');
    await page.getByLabel('Senha', { exact: true }).fill('12345');
    await page.getByLabel('Confirmar senha').fill('12345');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('A senha deve ter pelo menos 6 caracteres').first()).toBeVisible();

    await page.getByLabel('Senha', { exact: true }).fill('123456');
    await page.getByLabel('Confirmar senha').fill('1234567');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('As senhas não coincidem').first()).toBeVisible();
  });

  test('masks an alphanumeric CNPJ, refuses a wrong one, and creates the company', async ({ page }) => {
    const email = `reg.${Date.now()}@example.com`;
    await page.goto('/register');
    await page.getByLabel('Nome', { exact: true }).fill('Carla Dias');
    await page.getByLabel('E-mail').fill(email);
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByLabel('Nome da empresa').fill('Doceria da Carla');
    await expect(page.getByLabel('Tipo de empresa').locator('option', { hasText: 'LTDA' })).toHaveCount(1);
    await page.getByLabel('Tipo de empresa').selectOption('LTDA');

    const cnpj = page.getByLabel('CNPJ');
    await expect(cnpj).toHaveAttribute('maxlength', '18');
    await cnpj.pressSequentially('12abc34501de36');
    await expect(cnpj).toHaveValue('12.ABC.345/01DE-36');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('CNPJ inválido').first()).toBeVisible();

    await cnpj.fill('');
    await cnpj.pressSequentially('12ABC34501DE35');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('banner').getByText('Doceria da Carla')).toBeVisible();

    // The same e-mail again: the server's message.
    await page.evaluate(() => localStorage.clear());
    await page.goto('/register');
    await page.getByLabel('Nome', { exact: true }).fill('Outra Carla');
    await page.getByLabel('E-mail').fill(email.toUpperCase());
    await page.getByLabel('Senha', { exact: true }).fill('segredo1');
    await page.getByLabel('Confirmar senha').fill('segredo1');
    await page.getByRole('button', { name: 'Criar conta' }).click();
    await expect(page.getByText('E-mail já cadastrado').first()).toBeVisible();
  });
});

test.describe('layout', () => {
  test('a user sees the twelve items (Acertos included), not Administração; logout goes to /login and stays there', async ({
    page,
  }) => {
    const account = await createAccount(page, 'Mercadinho');
    await loginAs(page, account);
    await page.goto('/dashboard');
    const nav = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(nav.getByRole('link')).toHaveText([
      'Dashboard',
      'Pagamentos',
      'Despesas',
      'Contas',
      'Atendentes',
      'Tripeiros',
      'Acertos',
      'Relatórios',
      'Fluxo de caixa',
      'Conciliação',
      'Fechamento',
      'Configurações',
    ]);
    await nav.getByRole('link', { name: 'Pagamentos' }).click();
    await expect(page).toHaveURL(/\/payments$/);
    await expect(page.getByRole('heading', { name: 'Pagamentos' })).toBeVisible();

    await page.getByRole('button', { name: 'Menu do usuário' }).click();
    await expect(page.getByRole('menu')).toContainText(account.name);
    await expect(page.getByRole('menu')).toContainText(account.email);
    await page.getByRole('menuitem', { name: 'Sair' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('livro-caixa.token'))).toBeNull();
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('an admin sees Admin Global and Administração, and reaches /admin', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('E-mail').fill(ADMIN.email);
    await page.getByLabel('Senha').fill(ADMIN.password);
    await page.getByRole('button', { name: 'Entrar' }).click();
    // The admin lands on the admin dashboard, not on its own company's empty one (issue 20).
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByRole('banner').getByText('Admin Global')).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Menu principal' })
      .getByRole('link', { name: 'Dashboard', exact: true })
      .click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Administração' }).click();
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  test('dark mode persists across a reload and is applied before the app starts', async ({ page }) => {
    const account = await createAccount(page);
    await loginAs(page, account);
    await page.goto('/dashboard');
    const html = page.locator('html');
    const wasDark = await html.evaluate((el) => el.classList.contains('dark'));
    await page.getByRole('button', { name: 'Alternar modo escuro' }).click();
    await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
    await page.reload();
    await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
    // Applied before the app's code runs: with the app's scripts blocked, the class is still set.
    await page.route('**/assets/*.js', (route) => route.abort());
    await page.reload();
    await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  });

  test('an expired or revoked token sends the user to /login', async ({ page }) => {
    const account = await createAccount(page);
    await loginAs(page, account);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('livro-caixa.token'));
    await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.reload();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test('at phone width the menu opens as a drawer', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const account = await createAccount(page);
  await loginAs(page, account);
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Abrir menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu de navegação' });
  await drawer.getByRole('link', { name: 'Tripeiros' }).click();
  await expect(page).toHaveURL(/\/tripeiros$/);
  await expect(drawer).toBeHidden();
});
