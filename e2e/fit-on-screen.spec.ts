/**
 * Screens that fit (docs/product-rules.md "Screens that fit"): the Atendentes table readable at
 * 1024, 1280 and 1440 px, its row actions folded into a labelled menu when there is no room and
 * labelled on touch screens; the list filters folded on a phone; money never broken after 'R$'.
 */
import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, expectNoOverlap, firstOfThisMonth, saveShots } from './helpers';

/** Attendants with long names, long e-mails, phones and five-digit figures, one of them inactive. */
async function busyAttendants(page: Page) {
  const account = await createAccount(page, 'Confeitaria Larga');
  const api = apiOf(page.request, account);
  const people = [
    ['Maria Aparecida dos Santos Oliveira', 'maria.aparecida.oliveira@confeitarialarga.com.br', 12.5],
    ['José Carlos Pereira', 'jose.carlos@example.com', 10],
    ['Bia Souza', 'bia@example.com', 7.5],
  ] as const;
  for (const [i, [nome, email, comissao]] of people.entries()) {
    const id = (
      await api('POST', '/attendants', { nome, email, telefone: '(11) 98765-4321', comissao_percentual: comissao })
    ).data.id;
    await api('POST', '/payments', {
      descricao: `Encomenda ${i}`,
      valor: 98765.43 - i * 1000,
      data_pagamento: firstOfThisMonth(),
      atendente_id: id,
      status: 'confirmado',
    });
    if (i === 2) await api('PUT', `/attendants/${id}`, { ativo: 0 });
  }
  await loginAs(page, account);
  await page.goto('/attendants');
  const table = page.getByRole('table', { name: 'Atendentes' });
  await expect(table.locator('tbody tr')).toHaveCount(3);
  // The open commission (its own query) is in: the widest figure of the row.
  await expect(table.getByText('—', { exact: true })).toHaveCount(0);
  return { table, account };
}

test('Atendentes: no two header or cell contents overlap, nothing cut off, at 1024, 1280 and 1440 px', async ({
  page,
}) => {
  const { table } = await busyAttendants(page);
  for (const width of [1024, 1280, 1440]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoOverlap(page, table);
  }
});

test("Atendentes: the row actions fold into a labelled 'Ações' menu below a wide table, icons only with a mouse and room", async ({
  page,
}) => {
  const { table } = await busyAttendants(page);
  const bia = table.locator('tbody tr').filter({ hasText: 'Bia Souza' });
  const menu = bia.getByRole('button', { name: 'Ações: Bia Souza' });
  // 1280 px: folded; the menu names each action, 'Ver comissões' apart from 'Pagar comissões'.
  await expect(bia.getByRole('button', { name: 'Pagar comissões' })).toBeHidden();
  await menu.click();
  const items = page.getByRole('menu').getByRole('menuitem');
  await expect(items).toHaveText(['Ver comissões', 'Pagar comissões', 'Editar', 'Ativar', 'Excluir']);
  await page.getByRole('menuitem', { name: 'Pagar comissões' }).click();
  await expect(page.getByRole('dialog', { name: 'Pagar comissões — Bia Souza' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  // A wide screen: one icon button per action (named, with its tooltip), no menu.
  await page.setViewportSize({ width: 1600, height: 900 });
  await expect(menu).toBeHidden();
  for (const name of ['Ver comissões', 'Pagar comissões', 'Editar', 'Ativar', 'Excluir']) {
    await expect(bia.getByRole('button', { name, exact: true })).toHaveAttribute('title', name);
  }
  await expectNoOverlap(page, table);
  await bia.getByRole('button', { name: 'Ver comissões' }).click();
  await expect(page.getByRole('dialog', { name: /^Comissões — Bia Souza/ })).toBeVisible();
});

/** The buttons of a row that show no word (only an icon). */
const iconOnly = (row: ReturnType<Page['locator']>) =>
  row
    .getByRole('button')
    .evaluateAll((buttons) =>
      buttons
        .filter((b) => b.getBoundingClientRect().width > 0 && !(b as HTMLElement).innerText.trim())
        .map((b) => b.getAttribute('aria-label') ?? b.textContent),
    );

test.describe('phone, 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test("Atendentes: each row's actions carry their words: 'Ver comissões', 'Pagar comissões' and 'Ações'", async ({
    page,
  }) => {
    const { table } = await busyAttendants(page);
    // Its filters folded too: the first attendant shows without scrolling.
    await expect(page.getByRole('main').getByRole('button', { name: /^Filtros/ })).toHaveText('Filtros');
    await expect(table.locator('tbody tr').first()).toBeInViewport();
    const maria = table.locator('tbody tr').filter({ hasText: 'Maria Aparecida' });
    for (const name of ['Ver comissões', 'Pagar comissões']) {
      await expect(maria.getByRole('button', { name, exact: true })).toHaveText(name);
    }
    await expect(maria.getByRole('button', { name: /^Ações/ })).toHaveText('Ações');
    expect(await iconOnly(maria)).toEqual([]);
    // The menu holds the rest, named.
    await maria.getByRole('button', { name: /^Ações/ }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['Editar', 'Desativar', 'Excluir']);
  });
});

test.describe('touch screen, 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 }, hasTouch: true, isMobile: true });

  test("Atendentes: no icon-only row actions: the menu button says 'Ações'", async ({ page }) => {
    const { table } = await busyAttendants(page);
    const maria = table.locator('tbody tr').filter({ hasText: 'Maria Aparecida' });
    await expect(maria.getByRole('button', { name: /^Ações/ })).toHaveText('Ações');
    expect(await iconOnly(maria)).toEqual([]);
  });
});

/** A company with a payment, a payout and an expense this month, logged in. */
async function monthWithData(page: Page) {
  const account = await createAccount(page, 'Doceria Filtros');
  const api = apiOf(page.request, account);
  const ana = (await api('POST', '/attendants', { nome: 'Ana Lima', comissao_percentual: 10 })).data.id;
  const payment = (
    await api('POST', '/payments', {
      descricao: 'Bolo de aniversário',
      valor: 336.38,
      data_pagamento: firstOfThisMonth(),
      atendente_id: ana,
      status: 'confirmado',
    })
  ).data.id;
  await api('POST', '/payouts', {
    atendente_id: ana,
    data_pagamento: firstOfThisMonth(),
    forma_pagamento: 'PIX',
    payment_ids: [payment],
  });
  await api('POST', '/expenses', {
    descricao: 'Farinha',
    valor: 1444.85,
    data_despesa: firstOfThisMonth(),
    categoria: 'Alimentação',
  });
  await loginAs(page, account);
  return { account, api };
}

test.describe('phone, 390×844: the filters fold into "Filtros (n)"', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('Pagamentos, Acertos and Relatórios show their first data without scrolling; the button counts the filters set', async ({
    page,
  }) => {
    await monthWithData(page);
    const main = page.getByRole('main');
    const screens = [
      // path, what the button says, the first data shown, a filter field that is folded
      ['/payments', 'Filtros', main.locator('tbody tr').first(), 'Buscar'],
      ['/payments?status=confirmado&search=Bolo', 'Filtros (2)', main.locator('tbody tr').first(), 'Buscar'],
      ['/payouts', 'Filtros', main.locator('tbody tr').first(), 'Situação'],
      ['/payouts?status=vigente&startDate=&endDate=', 'Filtros (2)', main.locator('tbody tr').first(), 'Situação'],
      ['/reports', 'Filtros', main.getByText('Receita', { exact: true }).first(), 'De'],
    ] as const;
    for (const [path, label, first, field] of screens) {
      await page.goto(path);
      const button = main.getByRole('button', { name: /^Filtros/ });
      await expect(button, path).toHaveText(label);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await expect(main.getByLabel(field, { exact: true })).toBeHidden();
      await expect(first, path).toBeInViewport();
      const box = await first.boundingBox();
      expect(box && box.y + Math.min(box.height, 40), `${path}: a primeira linha de dados`).toBeLessThan(844);
    }
    // Relatórios: another period and a grouping are two.
    await page.goto('/reports?type=custom&groupBy=category&startDate=2025-01-01&endDate=2025-01-31');
    await expect(main.getByRole('button', { name: /^Filtros/ })).toHaveText('Filtros (2)');

    // The button opens the filters in place, and closes them.
    await page.goto('/payments?status=confirmado');
    const button = main.getByRole('button', { name: 'Filtros (1)' });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(main.getByLabel('Status')).toHaveValue('confirmado');
    await main.getByLabel('Status').selectOption('');
    await expect(main.getByRole('button', { name: /^Filtros/ })).toHaveText('Filtros');
    await main.getByRole('button', { name: /^Filtros/ }).click();
    await expect(main.getByLabel('Buscar')).toBeHidden();
  });
});

test('desktop: the filter panels stay open, with no Filtros button', async ({ page }) => {
  await monthWithData(page);
  for (const [path, field] of [
    ['/payments', 'Buscar'],
    ['/payouts', 'Situação'],
    ['/reports', 'De'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('main').getByLabel(field, { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: /^Filtros/ })).toBeHidden();
  }
});

/**
 * The money ('R$ …') inside `element`: on how many lines its text lies, and whether it stays
 * inside the element's box.
 */
const moneyLayout = (element: Locator) =>
  element.evaluate((el) => {
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.textContent?.includes('R$')) continue;
      const range = document.createRange();
      range.selectNodeContents(node);
      const rects = Array.from(range.getClientRects()).filter((r) => r.width > 0);
      const box = el.getBoundingClientRect();
      return {
        text: node.textContent,
        lines: new Set(rects.map((r) => Math.round(r.top))).size,
        inside: rects.every((r) => r.left >= box.left - 0.5 && r.right <= box.right + 0.5),
      };
    }
    return null;
  });

test("money never breaks after 'R$': 'Média por despesa' at 1024 and 1280 px and on a phone", async ({ page }) => {
  await monthWithData(page);
  await page.goto('/expenses');
  const average = page.getByText(/^Média por despesa:/);
  for (const width of [1024, 1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await expect(average).toContainText('1.444,85');
    expect(await moneyLayout(average), `${width} px`).toMatchObject({ lines: 1, inside: true });
  }
});

test.describe('phone, 390 px: the payout window', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

  test('Ganho, Pago and Comissão a pagar each show their figure on one line, inside its tile', async ({ page }) => {
    const { api } = await monthWithData(page);
    const bia = (await api('POST', '/attendants', { nome: 'Bia Souza', comissao_percentual: 10 })).data.id;
    await api('POST', '/payments', {
      descricao: 'Buffet de casamento',
      valor: 98765.43,
      data_pagamento: firstOfThisMonth(),
      atendente_id: bia,
      status: 'confirmado',
    });
    await page.goto('/attendants');
    const row = page.getByRole('table', { name: 'Atendentes' }).locator('tbody tr').filter({ hasText: 'Bia Souza' });
    await row.getByRole('button', { name: 'Pagar comissões', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Pagar comissões — Bia Souza' });
    for (const [label, figure] of [
      ['Ganho', '9.876,54'],
      ['Pago', '0,00'],
      ['Comissão a pagar', '9.876,54'],
    ] as const) {
      const tile = dialog.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('..');
      await expect(tile.locator('dd')).toContainText(figure);
      expect(await moneyLayout(tile.locator('dd')), label).toMatchObject({ lines: 1, inside: true });
      expect(await moneyLayout(tile), `${label}: no azulejo`).toMatchObject({ lines: 1, inside: true });
    }
    await saveShots(page, 'pagar-comissoes', () => expect(dialog).toBeVisible());
  });
});

test('SHOTS: Atendentes, Pagamentos, Acertos and Relatórios, light and dark, desktop and phone', async ({ page }) => {
  test.skip(!process.env.SHOTS, 'screenshots only with SHOTS=<dir>');
  test.slow();
  const { api } = await monthWithData(page);
  await api('POST', '/attendants', {
    nome: 'Maria Aparecida dos Santos Oliveira',
    email: 'maria.aparecida.oliveira@confeitarialarga.com.br',
    telefone: '(11) 98765-4321',
    comissao_percentual: 12.5,
  });
  const main = page.getByRole('main');
  for (const [path, name] of [
    ['/attendants', 'atendentes'],
    ['/payments', 'pagamentos'],
    ['/payouts', 'acertos'],
    ['/reports', 'relatorios'],
    ['/expenses', 'despesas'],
  ] as const) {
    await page.goto(path);
    await saveShots(page, name, async () => {
      await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('status').filter({ hasText: 'Carregando' })).toHaveCount(0);
    });
  }
});
