import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { generate } from 'otplib';
import { type Account, createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, saveShots, todaySP } from './helpers';

async function openSettings(page: Page, account: Account, tab?: string) {
  await loginAs(page, account);
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Configurações', level: 1 })).toBeVisible();
  if (tab) await page.getByRole('tab', { name: tab }).click();
}

const toast = (page: Page, text: string) => page.getByText(text, { exact: true });

/** Through the login screen, as a person would (fills the code box when it shows). */
async function loginThroughScreen(page: Page, email: string, password: string) {
  await page.evaluate(() => localStorage.clear());
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Senha', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Entrar' }).click();
}

test('every group of settings has its tab, and dark mode is switched from here', async ({ page }) => {
  const account = await createAccount(page);
  await openSettings(page, account);
  await expect(page.getByRole('tab')).toHaveText([
    'Perfil',
    'Empresa',
    'Categorias',
    'Contas financeiras',
    'Recorrentes',
    'Senha',
    'Preferências',
    'Notificações',
    'Segurança',
    'Backup',
  ]);
  const html = page.locator('html');
  const dark = page.getByRole('switch', { name: 'Modo escuro' });
  const wasDark = await html.evaluate((el) => el.classList.contains('dark'));
  await dark.click();
  await expect(html).toHaveClass(wasDark ? /^(?!.*\bdark\b)/ : /\bdark\b/);
  await expect(dark).toHaveAttribute('aria-checked', wasDark ? 'false' : 'true');
  await dark.click();
  await expect(html).toHaveClass(wasDark ? /\bdark\b/ : /^(?!.*\bdark\b)/);
});

test('Perfil: a new name and company name show in the header and the user menu at once', async ({ page }) => {
  const account = await createAccount(page, 'Padaria Perfil');
  await openSettings(page, account);
  await expect(page.getByLabel('Nome', { exact: true })).toHaveValue(account.name);
  await expect(page.getByLabel('E-mail')).toHaveValue(account.email);
  await expect(page.getByLabel('Nome da empresa')).toHaveValue(account.company);
  await page.getByLabel('Nome', { exact: true }).fill('Joana Prado');
  await page.getByLabel('Telefone').fill('(11) 98765-4321');
  await page.getByLabel('Nome da empresa').fill('Confeitaria Prado');
  await page.getByRole('button', { name: 'Salvar perfil' }).click();
  await expect(toast(page, 'Perfil atualizado com sucesso!')).toBeVisible();
  await expect(page.getByTestId('tenant-name')).toHaveText('Confeitaria Prado');
  await page.getByRole('button', { name: 'Menu do usuário' }).click();
  await expect(page.getByRole('menu')).toContainText('Joana Prado');
  await page.keyboard.press('Escape');
  // Kept: a reload shows the same.
  await page.reload();
  await expect(page.getByTestId('tenant-name')).toHaveText('Confeitaria Prado');
  await expect(page.getByLabel('Telefone')).toHaveValue('(11) 98765-4321');
  await saveShots(page, 'configuracoes-perfil');
});

test('Senha: validation, then the new password is the one that logs in', async ({ page }) => {
  const account = await createAccount(page);
  await openSettings(page, account, 'Senha');
  await page.getByLabel('Senha atual').fill('errada123');
  await page.getByLabel('Nova senha', { exact: true }).fill('abc');
  await page.getByLabel('Confirmar nova senha').fill('abd');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('A senha deve ter pelo menos 6 caracteres')).toBeVisible();
  await expect(page.getByText('As senhas não coincidem')).toBeVisible();

  await page.getByLabel('Nova senha', { exact: true }).fill('nova-senha-1');
  await page.getByLabel('Confirmar nova senha').fill('nova-senha-1');
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(page.getByText('Senha atual incorreta')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Erro ao alterar senha');

  await page.getByLabel('Senha atual').fill(account.password);
  await page.getByRole('button', { name: 'Alterar senha' }).click();
  await expect(toast(page, 'Senha alterada com sucesso!')).toBeVisible();

  await loginThroughScreen(page, account.email, account.password);
  await expect(page.getByRole('alert')).toHaveText('E-mail ou senha inválidos');
  await loginThroughScreen(page, account.email, 'nova-senha-1');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('Preferências: the date format changes the payments list, the default status the payment form', async ({
  page,
}) => {
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  const today = todaySP();
  await api('POST', '/payments', {
    descricao: 'Bolo de cenoura',
    valor: 42.5,
    data_pagamento: today,
    status: 'pendente',
  });
  await openSettings(page, account, 'Preferências');
  await expect(page.getByLabel('Moeda')).toHaveAttribute('readonly', '');
  await expect(page.getByLabel('Idioma')).toHaveValue('Português (Brasil)');
  await page.getByLabel('Formato de data').selectOption('YYYY-MM-DD');
  await page.getByLabel('Status padrão de pagamento').selectOption('confirmado');
  await page.getByLabel('Início do ano fiscal').selectOption({ label: 'Abril' });
  await page.getByRole('button', { name: 'Salvar preferências' }).click();
  await expect(toast(page, 'Preferências salvas com sucesso!')).toBeVisible();

  const saved = await api<{ preferences: Record<string, string> }>('GET', '/settings');
  expect(saved.preferences).toMatchObject({
    dateFormat: 'YYYY-MM-DD',
    defaultPaymentStatus: 'confirmado',
    fiscalYearStart: '04',
  });

  // Within the app (no reload): the cached settings were refreshed.
  await page.getByRole('navigation', { name: 'Menu principal' }).getByRole('link', { name: 'Pagamentos' }).click();
  const row = page
    .getByRole('table', { name: 'Pagamentos' })
    .locator('tbody tr')
    .filter({ hasText: 'Bolo de cenoura' });
  await expect(row).toContainText(today);
  await page.getByRole('button', { name: 'Novo Pagamento' }).click();
  await expect(page.getByRole('dialog', { name: 'Novo Pagamento' }).getByLabel('Status')).toHaveValue('confirmado');

  // And after a reload too.
  await page.reload();
  await expect(row).toContainText(today);
});

test('Notificações: the five switches, the hour and the expense limit are saved', async ({ page }) => {
  const account = await createAccount(page);
  await openSettings(page, account, 'Notificações');
  const newsletter = page.getByRole('switch', { name: 'Newsletter' });
  const email = page.getByRole('switch', { name: 'Notificações por e-mail' });
  await expect(newsletter).toHaveAttribute('aria-checked', 'false');
  // Off until turned on (docs/product-rules.md, "E-mail only with consent"); off greys out the others.
  await expect(email).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Lembretes de pagamento' })).toBeDisabled();
  await email.click();
  await page.getByRole('switch', { name: 'Alertas de despesas' }).click();
  await page.getByLabel('Horário dos e-mails').selectOption('19');
  await page.getByLabel('Limite de despesas do mês').fill('1.500,00');
  await newsletter.click();
  await page.getByRole('button', { name: 'Salvar notificações' }).click();
  await expect(toast(page, 'Configurações de notificação salvas!')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Newsletter' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Notificações por e-mail' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Alertas de despesas' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Resumo mensal' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByLabel('Horário dos e-mails')).toHaveValue('19');
  await expect(page.getByLabel('Limite de despesas do mês')).toHaveValue('R$ 1.500,00');
});

test('Segurança: session timeout range, IP restriction refused without my IP, then saved with it', async ({ page }) => {
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  await openSettings(page, account, 'Segurança');
  await page.getByLabel('Tempo de sessão (minutos)').fill('200');
  await page.getByRole('button', { name: 'Salvar segurança' }).click();
  await expect(page.getByText('O tempo de sessão deve estar entre 5 e 120 minutos')).toBeVisible();
  await page.getByLabel('Tempo de sessão (minutos)').fill('45');

  const ip = await page.getByTestId('current-ip').textContent();
  expect(ip).toBeTruthy();
  await page.getByLabel('IPs permitidos').fill('999.1.1.1');
  await page.getByRole('button', { name: 'Adicionar', exact: true }).click();
  await expect(page.getByText('IP ou faixa de IPs inválida')).toBeVisible();
  await page.getByLabel('IPs permitidos').fill('10.20.0.0/16');
  await page.getByLabel('IPs permitidos').press('Enter');
  await page.getByRole('switch', { name: 'Restringir acesso por IP' }).click();
  await page.getByRole('button', { name: 'Salvar segurança' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Inclua o seu IP atual (${ip}) na lista de IPs permitidos`);

  await page.getByRole('button', { name: 'Adicionar meu IP' }).click();
  await page.getByRole('button', { name: 'Salvar segurança' }).click();
  await expect(toast(page, 'Configurações de segurança atualizadas!')).toBeVisible();
  const saved = await api<{ security: Record<string, unknown> }>('GET', '/settings');
  expect(saved.security).toMatchObject({ sessionTimeout: 45, ipRestriction: true, allowedIPs: ['10.20.0.0/16', ip] });

  // A list without this IP is refused by the server, whatever the screen does.
  await page.getByRole('button', { name: `Remover ${ip}` }).click();
  await page.getByRole('button', { name: 'Salvar segurança' }).click();
  await expect(page.getByRole('alert')).toHaveText(`Inclua o seu IP atual (${ip}) na lista de IPs permitidos`);

  // Left off: the account is this test's own, but nothing stays switched on.
  await page.getByRole('switch', { name: 'Restringir acesso por IP' }).click();
  await page.getByRole('button', { name: 'Salvar segurança' }).click();
  await expect(page.getByRole('switch', { name: 'Restringir acesso por IP' })).toHaveAttribute('aria-checked', 'false');
  await expect
    .poll(async () => (await api<{ security: { ipRestriction: boolean } }>('GET', '/settings')).security.ipRestriction)
    .toBe(false);
});

test('Segurança: two-step verification — enrol with a code from the key, log in with a code, turn it off', async ({
  page,
}) => {
  const account = await createAccount(page);
  await openSettings(page, account, 'Segurança');
  const section = page.getByRole('region', { name: 'Verificação em duas etapas' });
  await expect(section.getByText('Desativada', { exact: true })).toBeVisible();
  await section.getByRole('button', { name: 'Ativar' }).click();

  const form = page.getByRole('form', { name: 'Verificação em duas etapas' });
  await expect(form.getByRole('img', { name: 'QR code para o aplicativo autenticador' })).toBeVisible();
  const secret = (await form.getByTestId('totp-secret').textContent())?.trim() ?? '';
  expect(secret).toMatch(/^[A-Z2-7]{16,}$/);
  const code = form.getByLabel('Código de verificação');
  await expect(code).toBeFocused();
  await expect(code).toHaveAttribute('inputmode', 'numeric');
  await expect(code).toHaveAttribute('autocomplete', 'one-time-code');
  await code.fill('000000');
  await form.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(form.getByText('Código de verificação inválido')).toBeVisible();
  await code.fill(await generate({ secret }));
  await form.getByRole('button', { name: 'Confirmar e ativar' }).click();
  await expect(toast(page, 'Configurações de segurança atualizadas!')).toBeVisible();
  await expect(section.getByText('Ativada', { exact: true })).toBeVisible();

  // The login now asks for the code.
  await loginThroughScreen(page, account.email, account.password);
  const loginCode = page.getByLabel('Código de verificação');
  await expect(loginCode).toBeVisible();
  await expect(loginCode).toHaveAttribute('inputmode', 'numeric');
  await expect(loginCode).toHaveAttribute('autocomplete', 'one-time-code');
  await expect(page).toHaveURL(/\/login$/);
  await loginCode.fill('123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByRole('alert')).toHaveText('Informe o código de 6 dígitos do aplicativo autenticador');
  await loginCode.fill(await generate({ secret }));
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Off again, with a code.
  await page.goto('/settings?tab=seguranca');
  await section.getByRole('button', { name: 'Desativar' }).click();
  await form.getByLabel('Código de verificação').fill(await generate({ secret }));
  await form.getByRole('button', { name: 'Confirmar desativação' }).click();
  await expect(section.getByText('Desativada', { exact: true })).toBeVisible();
  const res = await page.request.post('/api/auth/login', {
    data: { email: account.email, password: account.password },
  });
  expect(res.status()).toBe(200);
});

test('Backup: download backup_YYYY-MM-DD.json, change data, restore the file after confirming', async ({
  page,
}, testInfo) => {
  const account = await createAccount(page, 'Padaria Backup');
  const api = apiOf(page.request, account);
  const today = todaySP();
  await api('POST', '/payments', {
    descricao: 'Antes do backup',
    valor: 10,
    data_pagamento: today,
    status: 'confirmado',
  });
  await openSettings(page, account, 'Backup');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Fazer backup agora' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe(`backup_${today}.json`);
  await expect(toast(page, 'Backup realizado com sucesso!')).toBeVisible();
  const file = testInfo.outputPath(download.suggestedFilename());
  await download.saveAs(file);
  const doc = JSON.parse(readFileSync(file, 'utf8'));
  expect(doc).toMatchObject({ format: 'livro-caixa-backup', version: 1 });
  expect(JSON.stringify(doc)).not.toContain('password');

  // Automatic backup settings, with the retention range.
  await page.getByLabel('Retenção (dias)').fill('400');
  await page.getByRole('button', { name: 'Salvar backup automático' }).click();
  await expect(page.getByText('A retenção deve estar entre 7 e 365 dias')).toBeVisible();
  await page.getByLabel('Retenção (dias)').fill('60');
  await page.getByLabel('Frequência').selectOption({ label: 'Semanal' });
  await page.getByLabel('Horário').fill('03:30');
  await page.getByRole('button', { name: 'Salvar backup automático' }).click();
  await expect(toast(page, 'Configurações de backup salvas!')).toBeVisible();
  const saved = await api<{ backup: Record<string, unknown> }>('GET', '/settings');
  expect(saved.backup).toMatchObject({
    autoBackup: true,
    backupFrequency: 'weekly',
    backupTime: '03:30',
    retentionDays: 60,
  });

  // The company changes after the backup…
  await api('POST', '/payments', {
    descricao: 'Depois do backup',
    valor: 20,
    data_pagamento: today,
    status: 'confirmado',
  });
  await api('PUT', '/settings/profile', { name: account.name, email: account.email, company: 'Outro Nome' });

  // …and the file puts it back, only after the confirmation.
  await page.getByLabel('Arquivo de backup').setInputFiles(file);
  const dialog = page.getByRole('alertdialog', { name: 'Restaurar backup' });
  await expect(dialog).toContainText(
    `Os dados atuais da empresa serão substituídos pelos do arquivo backup_${today}.json.`,
  );
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  expect((await api<{ data: unknown[] }>('GET', `/payments?startDate=${today}&endDate=${today}`)).data).toHaveLength(2);

  await page.getByLabel('Arquivo de backup').setInputFiles(file);
  await dialog.getByRole('button', { name: 'Restaurar' }).click();
  await expect(toast(page, 'Backup restaurado com sucesso!')).toBeVisible();
  const payments = await api<{ data: Array<{ descricao: string }> }>(
    'GET',
    `/payments?startDate=${today}&endDate=${today}`,
  );
  expect(payments.data.map((p) => p.descricao)).toEqual(['Antes do backup']);
  // The company's name came back from the file too, and the header shows it.
  const restored = await api<{ profile: { company: string } }>('GET', '/settings');
  expect(restored.profile.company).toBe(account.company);
  await expect(page.getByTestId('tenant-name')).toHaveText(account.company);

  // Not a backup: refused before anything is sent.
  await page.getByLabel('Arquivo de backup').setInputFiles({
    name: 'notas.json',
    mimeType: 'application/json',
    buffer: Buffer.from('isto não é json'),
  });
  await expect(page.getByText('Arquivo de backup inválido')).toBeVisible();
});
