import { readFile } from 'node:fs/promises';
import { formatMonthNumeric, monthOf, shiftMonth } from '@livro-caixa/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Account, ADMIN, createAccount, expect, loginAs, test } from './fixtures';
import { todaySP } from './helpers';

const currentMonth = () => monthOf(todaySP());

const LOCKED = 'Mês fechado: reabra o fechamento para alterar lançamentos';
const NOT_ENDED = 'Só é possível fechar um mês depois que ele termina';

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return (await res.json()).data as { id: number };
}

/**
 * October 2025, by hand: Tião (10%) has pending entradas 250 + 150 = 400 → Comissão 40, A Receber
 * 360. Bia (5%) sells 1000, confirmed → commission 50. One expense of 100.
 * Lucro Líquido = 1000 − 100 − 50 − 0 = 850.
 */
async function seedOctober(page: Page, account: Account) {
  const { token } = account;
  const tiao = await post(page.request, token, '/tripeiros', { nome: 'Tião Fretes', comissao_percentual: 10 });
  const bia = await post(page.request, token, '/attendants', { nome: 'Bia Souza', comissao_percentual: 5 });
  const payment = (valor: number, data: string, extra: Record<string, unknown>) =>
    post(page.request, token, '/payments', { descricao: 'Entrega', valor, data_pagamento: data, ...extra });
  await payment(250, '2025-10-03', { status: 'pendente', tripeiro_id: tiao.id });
  await payment(150, '2025-10-18', { status: 'pendente', tripeiro_id: tiao.id });
  await payment(1000, '2025-10-09', { status: 'confirmado', atendente_id: bia.id });
  await post(page.request, token, '/expenses', {
    descricao: 'Material',
    valor: 100,
    data_despesa: '2025-10-20',
    categoria: 'Material de Escritório',
  });
}

function card(page: Page, label: string): Locator {
  return page.getByRole('heading', { name: label, exact: true }).locator('xpath=../..');
}

async function openOctober(page: Page) {
  await page.goto('/fechamento');
  await page.getByLabel('Mês', { exact: true }).fill('2025-10');
  await expect(page.getByText('Outubro de 2025', { exact: true })).toBeVisible();
  await expect(card(page, 'Receita Total')).toContainText('R$ 1.000,00');
}

test.describe('closing', () => {
  test('shows the month with its figures and TOTAIS, and changes month', async ({ page }) => {
    const account = await createAccount(page);
    await seedOctober(page, account);
    await loginAs(page, account);
    await page.goto('/fechamento');

    const monthInput = page.getByLabel('Mês', { exact: true });
    await expect(monthInput).toHaveValue(formatMonthNumeric(currentMonth()));
    await expect(page.getByText('Aberto', { exact: true })).toBeVisible();

    await monthInput.fill('2025-10');
    await expect(card(page, 'Receita Total')).toContainText('R$ 1.000,00');
    await expect(card(page, 'Comissão Atendentes')).toContainText('R$ 50,00');
    // Two tripeiro commissions, each named for what it is.
    await expect(card(page, 'Comissão sobre recebidos')).toContainText('R$ 0,00');
    await expect(card(page, 'Comissão sobre recebidos')).toContainText('Tripeiros · entradas confirmadas');
    // With the confirmed saídas it is 'Despesas + saídas', its parts under it, as on the dashboard.
    await expect(card(page, 'Despesas + saídas')).toContainText('R$ 100,00');
    await expect(card(page, 'Despesas + saídas')).toContainText(/Despesas\sR\$\s100,00\s\+\ssaídas\sR\$\s0,00/);
    await expect(card(page, 'Lucro Líquido')).toContainText('R$ 850,00');

    const tripeiros = page.getByRole('table', { name: 'Tripeiros do mês' });
    await expect(tripeiros.locator('thead')).toHaveText(
      /Tripeiro\s*Saldo Pendente\s*Comissão %\s*Comissão a descontar dos pendentes\s*A Receber/,
    );
    await expect(tripeiros.getByRole('row', { name: /Tião Fretes/ })).toHaveText(
      /Tião Fretes\s*R\$\s400,00\s*10,0%\s*R\$\s40,00\s*R\$\s360,00/,
    );
    await expect(tripeiros.locator('tfoot')).toHaveText(/TOTAIS\s*R\$\s400,00\s*R\$\s40,00\s*R\$\s360,00/);

    const attendants = page.getByRole('table', { name: 'Comissões dos atendentes', exact: true });
    await expect(attendants.locator('thead')).toHaveText(/Atendente\s*Vendas\s*Total Vendido\s*Comissão/);
    await expect(attendants.getByRole('row', { name: /Bia Souza/ })).toHaveText(
      /Bia Souza\s*1\s*R\$\s1\.000,00\s*R\$\s50,00/,
    );
    await expect(attendants.locator('tfoot')).toHaveText(/TOTAIS\s*1\s*R\$\s1\.000,00\s*R\$\s50,00/);

    await page.getByRole('button', { name: 'Mês anterior' }).click();
    await expect(monthInput).toHaveValue('09/2025');
    await expect(page).toHaveURL(/mes=2025-09/);
    await expect(card(page, 'Receita Total')).toContainText('R$ 0,00');
    await expect(page.getByText('Nenhuma venda de atendente no mês')).toBeVisible();
    // The tripeiro is active: listed, with nothing pending in September.
    await expect(tripeiros.getByRole('row', { name: /Tião Fretes/ })).toHaveText(
      /R\$\s0,00\s*10,0%\s*R\$\s0,00\s*R\$\s0,00/,
    );

    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(monthInput).toHaveValue('10/2025');
    await expect(card(page, 'Lucro Líquido')).toContainText('R$ 850,00');
  });

  test("'Gerar PDF' downloads fechamento-YYYY-MM.pdf; 'WhatsApp' opens the summary", async ({ page, context }) => {
    const account = await createAccount(page);
    await seedOctober(page, account);
    await loginAs(page, account);
    await openOctober(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Gerar PDF' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('fechamento-2025-10.pdf');
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const link = page.getByRole('link', { name: 'WhatsApp' });
    const href = (await link.getAttribute('href'))!;
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    const sent = decodeURIComponent(href.slice('https://wa.me/?text='.length));
    // Money keeps 'R$' with its number (a no-break space); read below as a space.
    expect(sent).toContain('R$\u00a01.000,00');
    expect(sent).not.toContain('R$ ');
    const text = sent.replaceAll('\u00a0', ' ');
    expect(text).toContain('Fechamento de outubro de 2025');
    expect(text).toContain(account.company);
    expect(text).toContain('Receita Total: R$ 1.000,00');
    expect(text).toContain('Comissão Atendentes: R$ 50,00');
    expect(text).toContain('Comissão sobre recebidos (tripeiros): R$ 0,00');
    expect(text).toContain('Comissão a descontar dos pendentes (tripeiros): R$ 40,00');
    expect(text).toContain('Despesas + saídas: R$ 100,00 (despesas R$ 100,00 + saídas R$ 0,00)');
    expect(text).toContain('Lucro Líquido: R$ 850,00');
    expect(text).toContain('Tripeiros a receber: R$ 360,00');
    expect(text).toContain('Comissões dos atendentes: R$ 50,00');

    // The click opens wa.me in a new tab (answered here, no network).
    await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, body: 'ok' }));
    const opening = context.waitForEvent('page');
    await link.click();
    const popup = await opening;
    await popup.waitForURL(/^https:\/\/wa\.me\//);
    expect(new URL(popup.url()).searchParams.get('text')).toBe(sent);
    await popup.close();
  });

  test("'Fechar mês' freezes the month: the server refuses a payment in it; the owner may reopen", async ({ page }) => {
    const account = await createAccount(page);
    await seedOctober(page, account);
    await loginAs(page, account);
    await openOctober(page);

    await page.getByRole('button', { name: 'Fechar mês' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Fechar mês' });
    await expect(dialog).toContainText('ficarão bloqueados');
    await dialog.getByRole('button', { name: 'Fechar mês' }).click();
    await expect(dialog).toBeHidden();

    await expect(page.getByText('Fechado', { exact: true })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^por ${account.name} em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`)),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fechar mês' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Reabrir' })).toBeVisible();
    await expect(page.getByText('Para alterar lançamentos, reabra o fechamento.')).toBeVisible();

    const headers = { Authorization: `Bearer ${account.token}` };
    const refused = await page.request.post('/api/payments', {
      headers,
      data: { descricao: 'Atrasado', valor: 10, data_pagamento: '2025-10-31', status: 'confirmado' },
    });
    expect(refused.status()).toBe(409);
    expect((await refused.json()).message).toBe('Mês fechado: reabra o fechamento para alterar lançamentos');
    // The month next door is still open.
    const allowed = await page.request.post('/api/payments', {
      headers,
      data: { descricao: 'Novembro', valor: 10, data_pagamento: '2025-11-01', status: 'confirmado' },
    });
    expect(allowed.status()).toBe(201);

    // The frozen figures stay after a reload.
    await page.reload();
    await expect(page.getByText('Fechado', { exact: true })).toBeVisible();
    await expect(card(page, 'Lucro Líquido')).toContainText('R$ 850,00');
  });

  test("an admin closes and reopens a month of its own company with 'Reabrir'", async ({ page }) => {
    await loginAs(page, ADMIN);
    await page.goto('/fechamento?mes=2019-07');
    const monthInput = page.getByLabel('Mês', { exact: true });
    await expect(monthInput).toHaveValue('07/2019');
    await expect(page.getByText('Aberto', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Fechar mês' }).click();
    await page.getByRole('alertdialog', { name: 'Fechar mês' }).getByRole('button', { name: 'Fechar mês' }).click();
    await expect(page.getByText('Fechado', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: 'Reabrir' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reabrir mês' });
    await expect(dialog).toContainText('voltarão a poder ser criados, alterados e excluídos');
    await dialog.getByRole('button', { name: 'Reabrir' }).click();
    await expect(page.getByText('Aberto', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Fechar mês' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Reabrir' })).toHaveCount(0);
  });

  test('a month that has not ended cannot be closed: the button is disabled with the reason and the API refuses it', async ({
    page,
  }) => {
    const account = await createAccount(page);
    await loginAs(page, account);
    await page.goto('/fechamento');
    const close = page.getByRole('button', { name: 'Fechar mês' });
    await expect(page.getByLabel('Mês', { exact: true })).toHaveValue(formatMonthNumeric(currentMonth()));
    await expect(close).toBeDisabled();
    await expect(close).toHaveAccessibleDescription(`${NOT_ENDED}.`);
    await expect(page.getByText(`${NOT_ENDED}.`)).toBeVisible();
    await page.getByRole('button', { name: 'Próximo mês' }).click();
    await expect(page.getByLabel('Mês', { exact: true })).toHaveValue(
      formatMonthNumeric(shiftMonth(currentMonth(), 1)),
    );
    await expect(close).toBeDisabled();
    await page.getByRole('button', { name: 'Mês anterior' }).click();
    await page.getByRole('button', { name: 'Mês anterior' }).click();
    await expect(close).toBeEnabled();
    await expect(page.getByText(`${NOT_ENDED}.`)).toBeHidden();

    const headers = { Authorization: `Bearer ${account.token}` };
    for (const month of [currentMonth(), shiftMonth(currentMonth(), 1), '2099-01']) {
      const res = await page.request.post(`/api/closings/${month}/close`, { headers });
      expect(res.status(), month).toBe(400);
      expect((await res.json()).message).toBe(NOT_ENDED);
    }
  });

  test("the owner closes last month, its rows lock in Pagamentos and Despesas, and 'Reabrir' unlocks them", async ({
    page,
  }) => {
    const account = await createAccount(page);
    const last = shiftMonth(currentMonth(), -1);
    await post(page.request, account.token, '/payments', {
      descricao: 'Venda do mês passado',
      valor: 80,
      data_pagamento: `${last}-15`,
      status: 'confirmado',
    });
    await post(page.request, account.token, '/expenses', {
      descricao: 'Conta de luz',
      valor: 120,
      data_despesa: `${last}-10`,
      categoria: 'Outros',
    });
    await loginAs(page, account);
    await page.goto(`/fechamento?mes=${last}`);
    await expect(page.getByText('Aberto', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Fechar mês' }).click();
    await page.getByRole('alertdialog', { name: 'Fechar mês' }).getByRole('button', { name: 'Fechar mês' }).click();
    await expect(page.getByText('Fechado', { exact: true })).toBeVisible();

    // Pagamentos: the row of the closed month has the lock and disabled buttons with the reason.
    await page.getByRole('link', { name: 'Pagamentos' }).first().click();
    // Screens load their code on the way (ADR 025): the old screen stays until the new one is in.
    await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
    await page.getByLabel('Data inicial').fill(`${last}-01`);
    await page.getByLabel('Data final').fill(`${last}-28`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const row = page.getByRole('row', { name: /Venda do mês passado/ });
    await expect(row.getByText('Mês fechado')).toBeAttached();
    for (const name of ['Editar', 'Excluir']) {
      const button = row.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAttribute('title', LOCKED);
      await expect(button).toHaveAttribute('aria-description', LOCKED);
    }
    await row.getByRole('button', { name: 'Editar' }).click({ force: true });
    await expect(page.getByRole('dialog')).toHaveCount(0);

    // Despesas: the same (the list opens on the current month).
    await page.getByRole('link', { name: 'Despesas' }).first().click();
    await expect(page.getByRole('heading', { name: 'Despesas', level: 1 })).toBeVisible();
    await page.getByLabel('Data inicial').fill(`${last}-01`);
    await page.getByLabel('Data final').fill(`${last}-28`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const expense = page.getByRole('row', { name: /Conta de luz/ });
    await expect(expense.getByRole('button', { name: 'Excluir' })).toBeDisabled();
    await expect(expense.getByRole('button', { name: 'Excluir' })).toHaveAttribute('title', LOCKED);

    // The owner reopens it from the Fechamento screen, after confirming.
    await page.goto(`/fechamento?mes=${last}`);
    await page.getByRole('button', { name: 'Reabrir' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Reabrir mês' });
    await expect(dialog).toContainText('A reabertura fica registrada com o seu nome e a hora.');
    await dialog.getByRole('button', { name: 'Reabrir' }).click();
    await expect(page.getByText('Aberto', { exact: true })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`^reaberto por ${account.name} em \\d{2}/\\d{2}/\\d{4} \\d{2}:\\d{2}$`)),
    ).toBeVisible();

    await page.getByRole('link', { name: 'Pagamentos' }).first().click();
    await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
    await page.getByLabel('Data inicial').fill(`${last}-01`);
    await page.getByLabel('Data final').fill(`${last}-28`);
    await page.getByRole('button', { name: 'Filtrar' }).click();
    const open = page.getByRole('row', { name: /Venda do mês passado/ });
    await expect(open.getByRole('button', { name: 'Editar' })).toBeEnabled();
    await expect(open.getByText('Mês fechado')).toHaveCount(0);
  });

  test("the platform admin reopens another company's month from Empresas → Fechamentos", async ({ page }) => {
    const account = await createAccount(page, 'Mercearia');
    const headers = { Authorization: `Bearer ${account.token}` };
    expect((await page.request.post('/api/closings/2024-03/close', { headers })).status()).toBe(200);

    await loginAs(page, ADMIN);
    await page.goto('/admin/users?tab=empresas');
    await page.getByRole('button', { name: `Reabrir mês de ${account.company}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Fechamentos' });
    const month = dialog.getByRole('row', { name: /Março de 2024/ });
    await expect(month).toContainText('Fechado');
    await expect(month).toContainText(`Fechado por ${account.name} em`);
    await month.getByRole('button', { name: 'Reabrir março de 2024' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Reabrir mês' });
    await expect(confirm).toContainText(`Reabrir março de 2024 de ${account.company}?`);
    await confirm.getByRole('button', { name: 'Reabrir' }).click();
    await expect(month).toContainText('Reaberto por Administrador em');
    await expect(month.getByRole('button', { name: /^Reabrir/ })).toHaveCount(0);

    // The company sees it open, and who reopened it.
    const seen = await (await page.request.get('/api/closings/2024-03', { headers })).json();
    expect(seen).toMatchObject({ status: 'aberto', reopenedBy: 'Administrador' });
  });
});
