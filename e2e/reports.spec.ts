import { readFile } from 'node:fs/promises';
import { monthOf, monthRange, shiftMonth } from '@livro-caixa/domain';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { type Account, createAccount, expect, loginAs, test } from './fixtures';
import { br, todaySP } from './helpers';

/** The first or last day of the month `delta` months from `date`'s. */
const firstDay = (date: string, delta = 0) => monthRange(shiftMonth(monthOf(date), delta)).start;
const lastDay = (date: string, delta = 0) => monthRange(shiftMonth(monthOf(date), delta)).end;

async function post(request: APIRequestContext, token: string, path: string, data: unknown) {
  const res = await request.post(`/api${path}`, { data, headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(201);
  return (await res.json()).data as { id: number };
}

/**
 * March 2025, computed by hand:
 * - Ana (10%) sells 1000 (with Tião, 5%) and 500, both confirmed: revenue 1500, Ana's commission
 *   100 + 50 = 150, Tião's 50.
 * - Tião has a pending entrada of 400; a confirmed saída of 200 counts as an expense.
 * - Expenses: Marketing 300 (PIX), Transporte 100 (Dinheiro).
 * Expenses 300 + 100 + 200 = 600; commissions 200; net 1500 − 600 − 200 = 700; margin 46,7%.
 */
async function seedMarch(page: Page, account: Account) {
  const { token } = account;
  const ana = await post(page.request, token, '/attendants', { nome: 'Ana Lima', comissao_percentual: 10 });
  const tiao = await post(page.request, token, '/tripeiros', { nome: 'Tião Fretes', comissao_percentual: 5 });
  const payment = (valor: number, data: string, extra: Record<string, unknown>) =>
    post(page.request, token, '/payments', { descricao: 'Encomenda', valor, data_pagamento: data, ...extra });
  await payment(1000, '2025-03-10', { status: 'confirmado', atendente_id: ana.id, tripeiro_id: tiao.id });
  await payment(500, '2025-03-12', { status: 'confirmado', atendente_id: ana.id });
  await payment(400, '2025-03-15', { status: 'pendente', tripeiro_id: tiao.id });
  await payment(200, '2025-03-20', { status: 'confirmado', tipo_pagamento: 'saida', descricao: 'Devolução' });
  const expense = (valor: number, data: string, categoria: string, forma: string) =>
    post(page.request, token, '/expenses', {
      descricao: `Despesa ${categoria}`,
      valor,
      data_despesa: data,
      categoria,
      forma_pagamento: forma,
    });
  await expense(300, '2025-03-05', 'Marketing', 'PIX');
  await expense(100, '2025-03-25', 'Transporte', 'Dinheiro');
}

async function openMarch(page: Page) {
  await page.goto('/reports');
  await page.getByLabel('De', { exact: true }).fill('01/03/2025');
  await page.getByLabel('Até', { exact: true }).fill('31/03/2025');
  await page.getByRole('button', { name: 'Aplicar Filtros' }).click();
  await expect(page.getByText('Período: 01/03/2025 a 31/03/2025').filter({ visible: true })).toBeVisible();
}

/** A figure card, by its label. */
function card(page: Page, label: string): Locator {
  return page.getByRole('heading', { name: label, exact: true }).locator('xpath=../..');
}

test.describe('reports', () => {
  test('quick periods fill From/To; editing a date switches to Personalizado', async ({ page }) => {
    const account = await createAccount(page);
    await loginAs(page, account);
    await page.goto('/reports');

    const from = page.getByLabel('De', { exact: true });
    const to = page.getByLabel('Até', { exact: true });
    const period = (name: string) => page.getByRole('group', { name: 'Período' }).getByRole('button', { name });
    const now = todaySP();

    // Default: the current month.
    await expect(period('Este Mês')).toHaveAttribute('aria-pressed', 'true');
    await expect(from).toHaveValue(br(firstDay(now)));
    await expect(to).toHaveValue(br(lastDay(now)));

    await period('Mês Passado').click();
    await expect(from).toHaveValue(br(firstDay(now, -1)));
    await expect(to).toHaveValue(br(lastDay(now, -1)));
    await expect(period('Mês Passado')).toHaveAttribute('aria-pressed', 'true');

    await period('Últimos 3 Meses').click();
    await expect(from).toHaveValue(br(firstDay(now, -2)));
    await expect(to).toHaveValue(br(lastDay(now)));

    await period('Este Ano').click();
    await expect(from).toHaveValue(`01/01/${now.slice(0, 4)}`);
    await expect(to).toHaveValue(`31/12/${now.slice(0, 4)}`);

    await period('Este Mês').click();
    await expect(from).toHaveValue(br(firstDay(now)));

    await from.fill('15/01/2025');
    await expect(period('Personalizado')).toHaveAttribute('aria-pressed', 'true');
    await expect(period('Este Mês')).toHaveAttribute('aria-pressed', 'false');
    // Not applied until 'Aplicar Filtros'.
    await expect(page.getByText(/Relatório gerado em .* · Período: 01\//)).toBeVisible();
    await to.fill('10/01/2025');
    await expect(page.getByText('Data inicial não pode ser maior que data final')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Aplicar Filtros' })).toBeDisabled();
    await to.fill('10/02/2025');
    await page.getByRole('button', { name: 'Aplicar Filtros' }).click();
    await expect(page.getByText('Período: 15/01/2025 a 10/02/2025').filter({ visible: true })).toBeVisible();
  });

  test("'Este Ano' starts at the fiscal year start of the preferences", async ({ page }) => {
    const account = await createAccount(page);
    const headers = { Authorization: `Bearer ${account.token}` };
    const settings = await page.request.get('/api/settings', { headers });
    test.skip(!settings.ok(), 'settings API not available');
    const { preferences } = await settings.json();
    const saved = await page.request.put('/api/settings/preferences', {
      headers,
      data: { ...preferences, fiscalYearStart: '04' },
    });
    expect(saved.ok(), await saved.text()).toBe(true);

    await loginAs(page, account);
    await page.goto('/reports');
    await page.getByRole('button', { name: 'Este Ano' }).click();
    const now = todaySP();
    const year = Number(now.slice(0, 4));
    const start = Number(now.slice(5, 7)) >= 4 ? year : year - 1;
    await expect(page.getByLabel('De', { exact: true })).toHaveValue(`01/04/${start}`);
    await expect(page.getByLabel('Até', { exact: true })).toHaveValue(`31/03/${start + 1}`);
  });

  test('the financial report shows the hand-computed figures', async ({ page }) => {
    const account = await createAccount(page);
    await seedMarch(page, account);
    await loginAs(page, account);
    await openMarch(page);

    await expect(card(page, 'Receita')).toContainText('R$ 1.500,00');
    await expect(card(page, 'Receita')).toContainText('Pendente: R$ 400,00');
    await expect(card(page, 'Despesas + saídas')).toContainText('R$ 600,00');
    await expect(card(page, 'Lucro Líquido')).toContainText('R$ 700,00');
    await expect(card(page, 'Lucro Líquido')).toContainText('Margem: 46,7%');
    // The monthly trend's bars have their figures in a table (issue 13).
    const trend = page.getByRole('table', { name: 'Receita e despesas por mês' });
    await expect(trend.getByRole('row', { name: /03\/2025/ })).toHaveText(
      /03\/2025\s*R\$\s1\.500,00\s*R\$\s600,00\s*R\$\s900,00/,
    );
    await expect(card(page, 'Comissões')).toContainText('R$ 200,00');
    await expect(card(page, 'Comissões')).toContainText('Atendentes: R$ 150,00');
    await expect(card(page, 'Comissões')).toContainText('Tripeiros: R$ 50,00');

    // Monthly trend: one month; the larger figure gets the full 150 px, the other its share.
    const revenueBar = page.locator('[data-bar="revenue"]');
    await expect(revenueBar).toHaveCount(1);
    expect((await revenueBar.boundingBox())?.height).toBe(150);
    expect((await page.locator('[data-bar="expenses"]').boundingBox())?.height).toBe(60);
    await expect(page.getByRole('list', { name: 'Receita e despesas por mês' })).toContainText('03/2025');

    const categories = page.getByRole('region', { name: 'Despesas por Categoria' });
    await expect(categories).toContainText('Marketing');
    await expect(categories).toContainText('R$ 300,00');
    await expect(categories).toContainText('75,0%');
    await expect(categories).toContainText('25,0%');

    const attendants = page.getByRole('table', { name: 'Top 5 atendentes' });
    await expect(attendants.getByRole('row', { name: /Ana Lima/ })).toHaveText(
      /Ana Lima\s*2\s*R\$\s1\.500,00\s*R\$\s150,00/,
    );
    const tripeiros = page.getByRole('table', { name: 'Top 5 tripeiros' });
    await expect(tripeiros.getByRole('row', { name: /Tião Fretes/ })).toHaveText(
      /Tião Fretes\s*R\$\s1\.000,00\s*R\$\s400,00\s*R\$\s50,00/,
    );
    await expect(page.getByText(/^Relatório gerado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/)).toBeVisible();
  });

  test('each report type renders its own view', async ({ page }) => {
    // Six reports and three groupings, one after the other: more than the default 30 s on a busy machine.
    test.slow();
    const account = await createAccount(page);
    await seedMarch(page, account);
    await loginAs(page, account);
    await openMarch(page);
    const tab = (name: string) => page.getByRole('tab', { name, exact: true });

    await tab('Por Atendentes').click();
    const byAttendant = page.getByRole('table', { name: 'Desempenho por atendente' });
    // Vendas, Total Vendido, Média por Venda, Comissão, Comissão (% das Vendas)
    await expect(byAttendant.getByRole('row', { name: /Ana Lima/ })).toHaveText(
      /Ana Lima\s*2\s*R\$\s1\.500,00\s*R\$\s750,00\s*R\$\s150,00\s*10,0%/,
    );
    await expect(byAttendant.locator('tfoot')).toContainText('TOTAIS');

    await tab('Por Tripeiros').click();
    const byTripeiro = page.getByRole('table', { name: 'Pagamentos por tripeiro' });
    // Pagamentos, Comissão %, Pago, Pendente, % Pago = 1000 / 1400, Comissão
    await expect(byTripeiro.getByRole('row', { name: /Tião Fretes/ })).toHaveText(
      /Tião Fretes\s*2\s*5,0%\s*R\$\s1\.000,00\s*R\$\s400,00\s*71,4%\s*R\$\s50,00/,
    );
    await expect(card(page, '% Pago')).toContainText('71,4%');

    await tab('Análise de Despesas').click();
    const categories = page.getByRole('table', { name: 'Despesas por categoria' });
    await expect(categories.getByRole('row', { name: /Marketing/ })).toHaveText(
      /Marketing\s*1\s*R\$\s300,00\s*R\$\s300,00\s*75,0%/,
    );
    await expect(categories.locator('tfoot')).toHaveText(/TOTAIS\s*2\s*R\$\s400,00\s*R\$\s200,00\s*100,0%/);
    const methods = page.getByRole('table', { name: 'Despesas por forma de pagamento' });
    await expect(methods.getByRole('row', { name: /PIX/ })).toHaveText(/PIX\s*1\s*R\$\s300,00\s*75,0%/);
    await expect(methods.getByRole('row', { name: /Dinheiro/ })).toHaveText(/Dinheiro\s*1\s*R\$\s100,00\s*25,0%/);

    await tab('Comissões').click();
    await expect(card(page, 'Total de Comissões')).toContainText('R$ 200,00');
    await expect(card(page, '% da Receita')).toContainText('13,3%');
    await expect(page.getByRole('table', { name: 'Comissões de atendentes' }).locator('tfoot')).toHaveText(
      /TOTAIS\s*2\s*R\$\s1\.500,00\s*R\$\s150,00\s*10,0%/,
    );
    await expect(page.getByRole('table', { name: 'Comissões de tripeiros' }).locator('tfoot')).toHaveText(
      /TOTAIS\s*R\$\s1\.000,00\s*R\$\s50,00/,
    );

    await tab('Personalizado').click();
    const groupBy = page.getByLabel('Agrupar por');
    await expect(groupBy).toHaveValue('month');
    const grouped = page.getByRole('table', { name: /Agrupado por/ });
    // Confirmed only: revenue 1500, expenses 300 + 100 + the saída 200.
    await expect(grouped.getByRole('row', { name: /03\/2025/ })).toHaveText(
      /03\/2025\s*2\s*R\$\s1\.500,00\s*R\$\s600,00\s*R\$\s900,00/,
    );
    await groupBy.selectOption('day');
    await expect(grouped.getByRole('row', { name: /10\/03\/2025/ })).toContainText('R$ 1.000,00');
    await expect(grouped.getByRole('row', { name: /05\/03\/2025/ })).toContainText('R$ 300,00');
    // By status: each status's entradas and saídas apart; Receita only for confirmed entradas and
    // Despesas only for confirmed saídas, so TOTAIS' Receita is the revenue (1.500,00).
    await groupBy.selectOption('status');
    await expect(grouped.getByRole('columnheader')).toHaveText([
      'Status do pagamento',
      'Quantidade',
      'Entradas',
      'Saídas',
      'Receita',
      'Despesas + saídas',
      'Resultado',
    ]);
    await expect(grouped.locator('tbody tr')).toHaveText([
      /Confirmado\s*3\s*R\$\s1\.500,00\s*R\$\s200,00\s*R\$\s1\.500,00\s*R\$\s200,00\s*R\$\s1\.300,00/,
      /Pendente\s*1\s*R\$\s400,00\s*R\$\s0,00\s*R\$\s0,00\s*R\$\s0,00\s*R\$\s0,00/,
    ]);
    await expect(grouped.locator('tfoot')).toHaveText(
      /TOTAIS\s*4\s*R\$\s1\.900,00\s*R\$\s200,00\s*R\$\s1\.500,00\s*R\$\s200,00\s*R\$\s1\.300,00/,
    );

    // A period with nothing in it.
    await page.getByLabel('De', { exact: true }).fill('01/01/2024');
    await page.getByLabel('Até', { exact: true }).fill('31/01/2024');
    await page.getByRole('button', { name: 'Aplicar Filtros' }).click();
    await expect(page.getByText('Nenhum dado disponível para o período selecionado')).toBeVisible();
  });

  test('a failure says so in place, shows no figure for it, and Tentar novamente brings the report back', async ({
    page,
  }) => {
    const account = await createAccount(page);
    await seedMarch(page, account);
    await loginAs(page, account);
    await openMarch(page);
    await expect(card(page, 'Receita')).toContainText('R$ 1.500,00');

    let fail = true;
    await page.route('**/api/reports/generate**', (route) =>
      fail
        ? route.fulfill({
            status: 400,
            contentType: 'application/json',
            body: JSON.stringify({ error: 'VALIDATION', message: 'Falha simulada no relatório' }),
          })
        : route.continue(),
    );
    await page.getByRole('button', { name: 'Aplicar Filtros' }).click();
    await expect(page.getByRole('alert')).toContainText('Falha simulada no relatório');
    // No R$ 0,00 standing in for what failed (docs/product-rules.md "Load failures").
    await expect(page.getByRole('heading', { name: 'Receita', exact: true })).toHaveCount(0);
    await expect(page.getByText('R$ 1.500,00')).toHaveCount(0);

    fail = false;
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await expect(card(page, 'Receita')).toContainText('R$ 1.500,00');
  });

  test('exports the report as CSV for Excel (BOM, server file name)', async ({ page }) => {
    const account = await createAccount(page);
    await seedMarch(page, account);
    await loginAs(page, account);
    await openMarch(page);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Exportar CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('relatorio-financeiro-2025-03-01-a-2025-03-31.csv');
    const bytes = await readFile((await download.path())!);
    expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(bytes.toString('utf8')).toContain('Relatório: Financeiro Geral');
  });

  test('prints a clean page: no sidebar, header, buttons or filters', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = await createAccount(page);
    await seedMarch(page, account);
    await loginAs(page, account);
    await openMarch(page);
    await page.evaluate(() => {
      const w = window as unknown as { printed: number };
      w.printed = 0;
      window.print = () => {
        w.printed += 1;
      };
    });
    await page.getByRole('button', { name: 'Imprimir' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

    const sidebar = page.getByRole('navigation', { name: 'Menu principal' });
    await expect(sidebar).toBeVisible();
    await page.emulateMedia({ media: 'print' });
    await expect(sidebar).toBeHidden();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Imprimir' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Aplicar Filtros' })).toBeHidden();
    await expect(page.getByRole('tab', { name: 'Financeiro Geral' })).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Relatório — Financeiro Geral' })).toBeVisible();
    await expect(card(page, 'Receita')).toContainText('R$ 1.500,00');
    await expect(page.getByText(/^Relatório gerado em .* · Período: 01\/03\/2025 a 31\/03\/2025$/)).toBeVisible();
    // The content takes the whole page width (no room left for the sidebar).
    expect((await page.locator('#conteudo').boundingBox())?.x).toBe(0);
  });
});
