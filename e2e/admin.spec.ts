import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { type Account, ADMIN, createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, br, todaySP } from './helpers';

async function adminToken(request: APIRequestContext) {
  const res = await request.post('/api/auth/login', { data: ADMIN });
  expect(res.status()).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

async function userIdOf(request: APIRequestContext, email: string) {
  const api = apiOf(request, await adminToken(request));
  const list = await api<{ users: Array<{ id: number; email: string }> }>(
    'GET',
    `/admin/users?search=${encodeURIComponent(email)}`,
  );
  const user = list.users.find((u) => u.email === email);
  expect(user, email).toBeTruthy();
  return user?.id as number;
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** /admin/users searched down to the rows matching `text`. */
async function openUsers(page: Page, text: string) {
  await loginAs(page, ADMIN);
  await page.goto('/admin/users');
  await expect(page.getByRole('heading', { name: 'Usuários', level: 1 })).toBeVisible();
  await page.getByLabel('Buscar usuários').fill(text);
  const rows = page.getByRole('table', { name: 'Usuários' }).locator('tbody tr');
  await expect(rows.first()).toContainText(text);
  await expect(rows).toHaveCount(1);
  return rows.first();
}

test('dashboard: the four cards, the period filter with its validation, Limpar, and the way to users', async ({
  page,
}) => {
  await loginAs(page, ADMIN);
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Administração', level: 1 })).toBeVisible();
  for (const label of ['Total de Usuários', 'Empresas Ativas', 'Receita Total', 'Lucro Líquido']) {
    await expect(page.getByRole('heading', { name: label, level: 3, exact: true })).toBeVisible();
  }
  await expect(page.getByText('Todo o período')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Usuários por Função', exact: true })).toContainText('Administrador');
  await expect(page.getByRole('table', { name: 'Atividade recente' })).toBeVisible();

  const filtrar = page.getByRole('button', { name: 'Filtrar' });
  await expect(filtrar).toBeDisabled();
  await page.getByLabel('De', { exact: true }).fill('2026-12-01');
  await page.getByLabel('Até', { exact: true }).fill('2026-11-01');
  await expect(page.getByRole('alert')).toHaveText('Data inicial não pode ser maior que data final');
  await expect(filtrar).toBeDisabled();
  const today = todaySP();
  await page.getByLabel('De', { exact: true }).fill(today);
  await page.getByLabel('Até', { exact: true }).fill(today);
  await expect(page.getByRole('alert')).toBeHidden();
  const answered = page.waitForResponse((r) => r.url().includes('/api/admin/dashboard?') && r.ok());
  await filtrar.click();
  const period = await (await answered).json();
  expect(period.period).toEqual({ startDate: today, endDate: today });
  await expect(page.getByText(`Visão geral da plataforma · ${br(today)}`)).toBeVisible();
  await page.getByRole('button', { name: 'Limpar' }).click();
  await expect(page.getByText('Visão geral da plataforma · Todo o período')).toBeVisible();
  await expect(page.getByLabel('De', { exact: true })).toHaveValue('');

  await page.getByRole('link', { name: 'Gerenciar Usuários' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await page.getByRole('link', { name: 'Voltar ao painel' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('creates a user in a chosen company, who then logs in; edit keeps the password when left blank', async ({
  page,
  browser,
}) => {
  const owner = await createAccount(page, 'Empresa Destino');
  const suffix = randomBytes(3).toString('hex');
  const email = `novo.${suffix}@example.com`;
  await loginAs(page, ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('button', { name: 'Novo Usuário' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Usuário' });
  await expect(dialog.getByLabel('Empresa')).toHaveValue('1');
  await expect(dialog.getByLabel('Função')).toHaveValue('user');
  await dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(dialog.locator('#user-name-error')).toHaveText('Por favor, preencha todos os campos obrigatórios');
  await dialog.getByLabel('Nome').fill(`Novo ${suffix}`);
  await dialog.getByLabel('E-mail').fill(owner.email);
  await dialog.getByLabel('Senha', { exact: true }).fill('senha-nova');
  await dialog.getByLabel('Empresa').selectOption({ label: owner.company });
  await dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(dialog.getByText('Erro ao criar usuário: E-mail já cadastrado')).toBeVisible();
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Criar usuário' }).click();
  await expect(toast(page, 'Usuário criado com sucesso!')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.getByLabel('Buscar usuários').fill(email);
  const row = page.getByRole('table', { name: 'Usuários' }).locator('tbody tr').filter({ hasText: email });
  await expect(row).toContainText(`Novo ${suffix}`);
  await expect(row).toContainText('Usuário');
  await expect(row).toContainText(owner.company);
  await expect(row).toContainText('Ativo');

  // The new user logs in through the screen and works in the chosen company.
  const other = await browser.newPage();
  await other.goto('/login');
  await other.getByLabel('E-mail').fill(email);
  await other.getByLabel('Senha', { exact: true }).fill('senha-nova');
  await other.getByRole('button', { name: 'Entrar' }).click();
  await expect(other).toHaveURL(/\/dashboard$/);
  await expect(other.getByTestId('tenant-name')).toHaveText(owner.company);
  await other.close();

  // Edit: new name and role stay as typed, a blank password keeps the current one.
  await row.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Usuário' });
  await expect(edit.getByLabel('Nome')).toHaveValue(`Novo ${suffix}`);
  await expect(edit.getByLabel('Nova senha')).toHaveValue('');
  await expect(edit.getByText('Deixe em branco para manter a senha atual.')).toBeVisible();
  await edit.getByLabel('Nome').fill(`Renomeado ${suffix}`);
  await edit.getByLabel('Função').selectOption({ label: 'Administrador' });
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Usuário atualizado com sucesso!')).toBeVisible();
  await expect(row).toContainText(`Renomeado ${suffix}`);
  await expect(row).toContainText('Administrador');
  const login = await page.request.post('/api/auth/login', { data: { email, password: 'senha-nova' } });
  expect(login.status()).toBe(200);
  expect((await login.json()).user.role).toBe('admin');
});

test("one status action: 'Desativar' asks first and the user cannot log in; 'Ativar' brings it back", async ({
  page,
}) => {
  const account = await createAccount(page, 'Loja Status');
  const row = await openUsers(page, account.email);
  await expect(row).toContainText('Ativo');
  // Issue 13: 'Inativar' and 'Desativar' did the same thing; one is left, with the confirmation.
  await expect(row.getByRole('button', { name: 'Inativar' })).toHaveCount(0);

  await row.getByRole('button', { name: 'Desativar' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Tem certeza que deseja desativar este usuário?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).not.toContainText('Inativo');
  await row.getByRole('button', { name: 'Desativar' }).click();
  await confirm.getByRole('button', { name: 'Desativar' }).click();
  await expect(toast(page, 'Usuário desativado com sucesso!')).toBeVisible();
  await expect(row).toContainText('Inativo');
  await expect(row.getByRole('button', { name: 'Desativar' })).toHaveCount(0);
  const refused = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toBe('Usuário desativado');

  await row.getByRole('button', { name: 'Ativar', exact: true }).click();
  await expect(toast(page, 'Status do usuário atualizado com sucesso')).toBeVisible();
  await expect(row).not.toContainText('Inativo');
  const back = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(back.status()).toBe(200);
});

test('an admin cannot deactivate itself: its Desativar is disabled with the reason, and nothing changes', async ({
  page,
}) => {
  const row = await openUsers(page, ADMIN.email);
  await expect(row).toContainText('(você)');
  // Issue 20: disabled before any confirmation, the reason as its description (e2e/admin-landing.spec.ts).
  const own = row.getByRole('button', { name: 'Desativar' });
  await expect(own).toHaveAttribute('aria-disabled', 'true');
  await expect(own).toHaveAccessibleDescription('Você não pode desativar o próprio usuário');
  // Forced: Playwright waits for an aria-disabled button to be enabled.
  await own.click({ force: true });
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(row).toContainText('Ativo');
  await expect(row).not.toContainText('Inativo');

  // Nor remove its own administrator role.
  await row.getByRole('button', { name: 'Editar' }).click();
  const edit = page.getByRole('dialog', { name: 'Editar Usuário' });
  await edit.getByLabel('Função').selectOption({ label: 'Usuário' });
  await edit.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(edit.getByText('Você não pode remover seu próprio acesso de administrador').first()).toBeVisible();
  await edit.getByRole('button', { name: 'Cancelar' }).click();
  await expect(row).toContainText('Administrador');
});

test("metrics of a user with data: the company's figures, lists and the user's activity", async ({ page }) => {
  const account = await createAccount(page, 'Padaria Métricas');
  const api = apiOf(page.request, account.token);
  const today = todaySP();
  const attendant = await api('POST', '/attendants', { nome: 'Camila Rocha', comissao_percentual: 10 });
  await api('POST', '/tripeiros', { nome: 'Seu Raimundo', comissao_percentual: 5 });
  await api('POST', '/payments', {
    descricao: 'Encomenda de salgados',
    valor: 100,
    data_pagamento: today,
    status: 'confirmado',
    atendente_id: attendant.data.id,
  });
  await api('POST', '/payments', { descricao: 'Bolo fiado', valor: 50, data_pagamento: today, status: 'pendente' });
  await api('POST', '/expenses', {
    descricao: 'Gás de cozinha',
    valor: 30,
    data_despesa: today,
    categoria: 'Manutenção',
  });
  const id = await userIdOf(page.request, account.email);

  await loginAs(page, ADMIN);
  await page.goto(`/admin/users/${id}/metrics`);
  await expect(page.getByTestId('metrics-user-name')).toHaveText(account.name);
  await expect(page.getByText(`Números da empresa ${account.company}`)).toBeVisible();
  const card = (label: string) =>
    page.locator('div.rounded-xl').filter({ has: page.getByRole('heading', { name: label, level: 3, exact: true }) });
  await expect(card('Pagamentos')).toContainText('R$ 100,00');
  await expect(card('Pagamentos')).toContainText('1 entrada confirmada');
  await expect(card('Pagamentos')).toContainText('Comissões: R$ 10,00');
  await expect(card('Despesas')).toContainText('R$ 30,00');
  await expect(card('A Receber')).toContainText('R$ 50,00');
  // 100 − 30 − 10 (the attendant's 10%) = 60; margin 60%.
  await expect(card('Resumo Financeiro')).toContainText('R$ 60,00');
  await expect(card('Resumo Financeiro')).toContainText('Margem: 60,0%');

  await expect(page.getByRole('region', { name: 'Top Atendentes', exact: true })).toContainText('Camila Rocha');
  await expect(page.getByRole('region', { name: 'Atendentes', exact: true })).toContainText('10,0%');
  await expect(page.getByRole('region', { name: 'Tripeiros', exact: true })).toContainText('Seu Raimundo');
  await expect(page.getByRole('region', { name: 'Últimos Pagamentos', exact: true })).toContainText(
    'Encomenda de salgados',
  );
  await expect(page.getByRole('region', { name: 'Últimos Pagamentos', exact: true })).toContainText(br(today));
  await expect(page.getByRole('region', { name: 'Últimas Despesas', exact: true })).toContainText('Gás de cozinha');
  const activity = page.getByRole('region', { name: 'Atividade Recente', exact: true });
  // What was touched, by name (issue 20).
  await expect(activity).toContainText(new RegExp(`Pagamento nº \\d+ 'Encomenda de salgados' de ${br(today)}`));
  await expect(activity).toContainText('Criou');
  await expect(activity).toContainText('Atendente');

  // A period with nothing in it.
  await page.getByLabel('De', { exact: true }).fill('2020-01-01');
  await page.getByLabel('Até', { exact: true }).fill('2020-01-31');
  await page.getByRole('button', { name: 'Filtrar' }).click();
  await expect(card('Pagamentos')).toContainText('R$ 0,00');
  await expect(page.getByText('Nenhum pagamento no período')).toBeVisible();

  await page.getByRole('link', { name: 'Voltar para usuários' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test("the users list opens a user's metrics; a missing user says 'Usuário não encontrado'", async ({ page }) => {
  const account = await createAccount(page, 'Loja Link');
  const row = await openUsers(page, account.email);
  await row.getByRole('link', { name: 'Ver métricas' }).click();
  await expect(page.getByTestId('metrics-user-name')).toHaveText(account.name);

  await page.goto('/admin/users/99999999/metrics');
  await expect(page.getByText('Usuário não encontrado')).toBeVisible();
  await page.getByRole('link', { name: 'Voltar para usuários' }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
});

test('Empresas: edit a company with an alphanumeric CNPJ, masked as typed', async ({ page }) => {
  const account: Account = await createAccount(page, 'Empresa CNPJ');
  await loginAs(page, ADMIN);
  await page.goto('/admin/users');
  await page.getByRole('tab', { name: 'Empresas' }).click();
  const row = page.getByRole('table', { name: 'Empresas' }).locator('tbody tr').filter({ hasText: account.company });
  await expect(row).toContainText('1 de 1');
  await row.getByRole('button', { name: 'Editar empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Empresa' });
  const cnpj = dialog.getByLabel('CNPJ');
  await expect(cnpj).toHaveAttribute('maxlength', '18');
  await cnpj.pressSequentially('12abc34501de36');
  await expect(cnpj).toHaveValue('12.ABC.345/01DE-36');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog.getByText('CNPJ inválido').first()).toBeVisible();
  await cnpj.fill('12.ABC.345/01DE-35');
  await dialog.getByLabel('Tipo de empresa').selectOption('LTDA');
  await dialog.getByLabel('Nome da empresa').fill(`${account.company} Ltda`);
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(toast(page, 'Empresa atualizada com sucesso!')).toBeVisible();
  const edited = page
    .getByRole('table', { name: 'Empresas' })
    .locator('tbody tr')
    .filter({ hasText: `${account.company} Ltda` });
  await expect(edited).toContainText('12.ABC.345/01DE-35');
  await expect(edited).toContainText('LTDA');

  // The company's user sees the new name.
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${account.token}` } });
  const body = await me.json();
  expect(('user' in body ? body.user : body).tenant_name).toBe(`${account.company} Ltda`);
});

test('the users search ignores accents: "conceicao" finds "Conceição"', async ({ page }) => {
  const api = apiOf(page.request, await adminToken(page.request));
  const tag = randomBytes(3).toString('hex');
  await api('POST', '/admin/users', {
    name: `Joaquim Conceição ${tag}`,
    email: `joaquim.${tag}@example.com`,
    password: 'senha123',
  });
  await loginAs(page, ADMIN);
  await page.goto('/admin/users');
  await page.getByLabel('Buscar usuários').fill(`CONCEICAO ${tag}`);
  const rows = page.getByRole('table', { name: 'Usuários' }).locator('tbody tr');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText(`Joaquim Conceição ${tag}`);
  await expect(rows.first()).toContainText(`joaquim.${tag}@example.com`);
});
