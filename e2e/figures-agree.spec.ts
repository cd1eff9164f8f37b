import type { Locator, Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, firstOfThisMonth, rowAction } from './helpers';

/**
 * Issue 20, "Figures that must agree" (docs/product-rules.md "People's totals", "Closing",
 * "Settling up"). Roberto, 12,5 %, this month: pending 3 × 100,10 + 199,70 = 500,00, whose
 * commission rounded per entry is 3 × 12,51 + 24,96 = 62,49 (62,50 rounding the sum), so his a
 * receber is R$ 437,51; a confirmed 780,24 earns him 97,53 (500 − 97,53 = 402,47 was the old
 * summary's figure). Ana, 10 %, sells 150,00 confirmed: 15,00 of commission to pay.
 */
const A_RECEBER = 'R$ 437,51';

/** The figure (<dd>) beside the <dt> labelled exactly `label`: the card's and the dialogs' figures. */
const figureIn = (scope: Locator, label: string) =>
  scope
    .locator('dt')
    .filter({ hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

async function seed(page: Page) {
  const account = await createAccount(page, 'Tripas do Roberto');
  const api = apiOf(page.request, account);
  const roberto = (await api('POST', '/tripeiros', { nome: 'Roberto', comissao_percentual: 12.5 })).data.id;
  const ana = (await api('POST', '/attendants', { nome: 'Ana', comissao_percentual: 10 })).data.id;
  const pay = (valor: number, extra: Record<string, unknown>) =>
    api('POST', '/payments', { descricao: `Venda ${valor}`, valor, data_pagamento: firstOfThisMonth(), ...extra });
  for (const valor of [100.1, 100.1, 100.1, 199.7]) await pay(valor, { tripeiro_id: roberto, status: 'pendente' });
  await pay(780.24, { tripeiro_id: roberto, status: 'confirmado' });
  await pay(150, { atendente_id: ana, status: 'confirmado' });
  return account;
}

test('one a receber for a tripeiro: summary, card, closing and the Acertar dialog', async ({ page }) => {
  test.slow();
  await loginAs(page, await seed(page));

  await page.goto('/tripeiros');
  const card = page.getByRole('article', { name: 'Roberto' });
  await expect(figureIn(card, 'A receber')).toHaveText(A_RECEBER);
  // The commission on confirmed entradas is another figure, under its own name.
  await expect(figureIn(card, 'Comissão sobre recebidos')).toHaveText('R$ 97,53');
  await expect(card).not.toContainText(/em aberto/i);

  await page.getByRole('button', { name: 'Resumo' }).click();
  const summary = page.getByRole('dialog', { name: 'Resumo dos tripeiros' });
  const table = summary.getByRole('table', { name: 'Resumo dos tripeiros' });
  await expect(table.getByRole('columnheader')).toHaveText([
    'Tripeiro',
    'Saldo Pendente',
    'Comissão %',
    'Comissão a descontar dos pendentes',
    'A Receber',
  ]);
  await expect(table.locator('tbody tr').filter({ hasText: 'Roberto' }).locator('td')).toHaveText([
    'Roberto',
    'R$ 500,00',
    '12,5%',
    'R$ 62,49',
    A_RECEBER,
  ]);
  await expect(summary).not.toContainText('R$ 402,47');
  await page.keyboard.press('Escape');

  await card.getByRole('button', { name: 'Acertar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acertar — Roberto' });
  await expect(dialog.getByRole('checkbox')).toHaveCount(4);
  await expect(figureIn(dialog, 'Comissão')).toHaveText('R$ 62,49');
  await expect(figureIn(dialog, 'A receber')).toHaveText(A_RECEBER);
  await page.keyboard.press('Escape');

  await page.goto('/fechamento');
  const month = page.getByRole('table', { name: 'Tripeiros do mês' });
  await expect(month.getByRole('row', { name: /Roberto/ })).toHaveText(
    /Roberto\s*R\$\s500,00\s*12,5%\s*R\$\s62,49\s*R\$\s437,51/,
  );
  await expect(month.locator('tfoot')).toHaveText(/TOTAIS\s*R\$\s500,00\s*R\$\s62,49\s*R\$\s437,51/);
});

test("unpaid commission is 'Comissão a pagar'; the commissions window says 'comissão total'", async ({ page }) => {
  test.slow();
  await loginAs(page, await seed(page));

  await page.goto('/attendants');
  const attendants = page.getByRole('table', { name: 'Atendentes' });
  await expect(attendants.getByRole('columnheader', { name: 'Comissão a pagar' })).toBeVisible();
  await expect(attendants.getByRole('columnheader', { name: /em aberto/i })).toHaveCount(0);
  const ana = attendants.getByRole('row', { name: /Ana/ });
  await expect(ana).toContainText('R$ 15,00');

  await rowAction(ana, 'Ver comissões');
  const commissions = page.getByRole('dialog', { name: 'Comissões — Ana' });
  await expect(commissions).toContainText('1 venda · comissão total de R$ 15,00 · comissão atual de 10,0%');
  await page.keyboard.press('Escape');

  await rowAction(ana, 'Pagar comissões');
  const payout = page.getByRole('dialog', { name: /Pagar comissões/ });
  await expect(figureIn(payout, 'Comissão a pagar')).toHaveText('R$ 15,00');
  await expect(payout.getByRole('heading', { name: 'Comissões a pagar' })).toBeVisible();
  await page.keyboard.press('Escape');

  await page.goto('/fechamento');
  const settling = page.getByRole('table', { name: 'Comissões dos atendentes: ganha, paga e a pagar' });
  await expect(settling.getByRole('columnheader')).toHaveText([
    'Atendente',
    'Comissão Ganha',
    'Paga',
    'Comissão a Pagar',
  ]);
  await expect(settling.getByRole('row', { name: /Ana/ })).toHaveText(/Ana\s*R\$\s15,00\s*R\$\s0,00\s*R\$\s15,00/);
  await expect(page.getByRole('main')).not.toContainText(/em aberto/i);
});
