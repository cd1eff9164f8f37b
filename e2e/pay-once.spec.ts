import type { Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, biaWithTwoSales, firstOfThisMonth, pdfOf, rowAction, saveShots } from './helpers';

/**
 * Issue 20 item 6 (docs/product-rules.md "Settling up"): a payout or a settlement is made once. A
 * double click on the window's button makes one document (the window sends one Idempotency-Key),
 * and once saved the window shows the document — receipt, WhatsApp, PIX — with no button to pay
 * again. SHOTS=<dir> also saves the saved window, light and dark, desktop and phone.
 */

/** The POSTs to `path` the page sends from now on. */
function postsTo(page: Page, path: string) {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname === path) sent.push(r.headers()['idempotency-key'] ?? '');
  });
  return sent;
}

test('a double click pays commissions once; the window then shows the receipt, WhatsApp and PIX, no pay button', async ({
  page,
}) => {
  test.slow();
  const { api, bia, row } = await biaWithTwoSales(page, 'Doceria Uma Vez');
  await rowAction(row, 'Pagar comissões');
  const dialog = page.getByRole('dialog', { name: 'Pagar comissões — Bia Souza' });
  await expect(dialog.getByText('Total: R$ 35,05')).toBeVisible();

  const sent = postsTo(page, '/api/payouts');
  await dialog.getByRole('button', { name: 'Pagar comissões' }).dblclick();
  const saved = dialog.getByRole('region', { name: 'Recibo nº 1 — pagamento de comissões' });
  await expect(saved).toBeVisible();
  await expect(page.getByText('Pagamento nº 1 registrado', { exact: true })).toBeVisible();
  // Every request the window sent carried its one key.
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent).size).toBe(1);
  expect(sent[0]).toMatch(/^[0-9a-f-]{36}$/);

  await expect(saved.getByText('Total pago').locator('..')).toHaveText(/Total pago\s*R\$\s35,05/);
  await expect(saved.getByRole('img', { name: 'QR Code PIX de R$ 35,05' })).toBeVisible();
  await expect(saved.getByLabel('PIX copia e cola')).toHaveValue(/bia@example\.com.*540535\.05/);
  await expect(saved.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /Total%20pago%3A%20R%24/);
  await expect(dialog.getByRole('button', { name: 'Pagar comissões' })).toHaveCount(0);
  await pdfOf(page, () => saved.getByRole('button', { name: 'Recibo' }).click(), 'recibo-comissoes-1.pdf');
  await saveShots(page, 'payout-saved', () => expect(dialog.getByRole('img', { name: /QR Code PIX/ })).toBeVisible());

  const payouts = await api<{ pagination: { total: number } }>('GET', `/payouts?atendente_id=${bia}`);
  expect(payouts.pagination.total).toBe(1);

  // Closing returns to the page, whose figures were read again; opened again, nothing is left to pay.
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(dialog).toBeHidden();
  await rowAction(row, 'Pagar comissões');
  await expect(dialog.getByRole('button', { name: 'Pagar comissões' })).toBeDisabled();
  await expect(dialog.getByRole('region', { name: /Recibo nº/ })).toHaveCount(0);
  await expect(dialog.getByText('Nº 1', { exact: true })).toBeVisible();
});

test('a double click settles once; the window then shows the receipt, WhatsApp and PIX, no settle button', async ({
  page,
}) => {
  test.slow();
  const account = await createAccount(page, 'Fretes Uma Vez');
  const api = apiOf(page.request, account);
  await api('PUT', '/pix-settings', { chave_pix: '11.222.333/0001-81', pix_cidade: 'Recife' });
  const tiao = (await api('POST', '/tripeiros', { nome: 'Tião Fretes', comissao_percentual: 10 })).data.id;
  await api('POST', `/tripeiros/${tiao}/accounts`, { numero_conta: 'C-77', limite_credito: 1000, saldo_devedor: 500 });
  for (const valor of [250, 150]) {
    await api('POST', '/payments', {
      descricao: `Entrega ${valor}`,
      valor,
      data_pagamento: firstOfThisMonth(),
      tripeiro_id: tiao,
      status: 'pendente',
    });
  }
  await loginAs(page, account);
  await page.goto('/tripeiros');
  const card = page.getByRole('article', { name: 'Tião Fretes' });
  await card.getByRole('button', { name: 'Acertar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Acertar — Tião Fretes' });
  await expect(dialog.getByText('R$ 360,00')).toBeVisible();

  const sent = postsTo(page, '/api/settlements');
  await dialog.getByRole('button', { name: 'Registrar acerto' }).dblclick();
  const saved = dialog.getByRole('region', { name: 'Recibo nº 1 — acerto' });
  await expect(saved).toBeVisible();
  expect(sent.length).toBeGreaterThan(0);
  expect(new Set(sent).size).toBe(1);

  await expect(saved.getByText('Valor entregue').locator('..')).toHaveText(/Valor entregue\s*R\$\s360,00/);
  await expect(saved.getByText('Conta C-77: saldo devedor abatido em R$ 400,00')).toBeVisible();
  await expect(saved.getByRole('img', { name: 'QR Code PIX de R$ 360,00' })).toBeVisible();
  await expect(saved.getByLabel('PIX copia e cola')).toHaveValue(/11222333000181.*5406360\.00.*6006Recife/);
  await expect(saved.getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', /Valor%20entregue%3A%20R%24/);
  await expect(dialog.getByRole('button', { name: 'Registrar acerto' })).toHaveCount(0);
  await pdfOf(page, () => saved.getByRole('button', { name: 'Recibo' }).click(), 'recibo-acerto-1.pdf');
  await saveShots(page, 'settlement-saved', () =>
    expect(dialog.getByRole('img', { name: /QR Code PIX/ })).toBeVisible(),
  );

  const settlements = await api<{ pagination: { total: number } }>('GET', `/settlements?tripeiro_id=${tiao}`);
  expect(settlements.pagination.total).toBe(1);

  // Closing returns to the page, whose figures were read again; the Acertos page lists one settlement.
  await dialog.getByRole('button', { name: 'Fechar' }).click();
  await expect(card.getByText('R$ 40,00')).toBeVisible();
  await page.goto('/payouts?kind=acertos');
  await expect(page.getByRole('table', { name: 'Acertos com tripeiros' }).locator('tbody tr')).toHaveCount(1);
});
