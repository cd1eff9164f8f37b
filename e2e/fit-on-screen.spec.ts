/**
 * Screens that fit (docs/product-rules.md "Screens that fit"): the Atendentes table readable at
 * 1024, 1280 and 1440 px, its row actions folded into a labelled menu when there is no room and
 * labelled on touch screens; the list filters folded on a phone; money never broken after 'R$'.
 */
import type { Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, expectNoOverlap, firstOfThisMonth } from './helpers';

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
