import { addDays, monthOf, monthRange, previousMonth } from '@livro-caixa/domain';
import type { Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, br, firstOfThisMonth, saveShots, todaySP } from './helpers';

const lastMonth = () => monthRange(previousMonth(monthOf(todaySP())));
const rows = (page: Page, name: string) => page.getByRole('table', { name }).locator('tbody tr');
const chip = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test('Pagamentos, Despesas and Acertos open on Este Mês', async ({ page }) => {
  const account = await createAccount(page, 'Padaria Mês');
  const api = apiOf(page.request, account);
  const before = addDays(lastMonth().start, 9);
  for (const [descricao, data_pagamento] of [
    ['Venda do mês', firstOfThisMonth()],
    ['Venda do mês passado', before],
  ]) {
    await api('POST', '/payments', { descricao, valor: 10, data_pagamento, status: 'confirmado' });
  }
  for (const [descricao, data_despesa] of [
    ['Gás do mês', firstOfThisMonth()],
    ['Gás do mês passado', before],
  ]) {
    await api('POST', '/expenses', { descricao, valor: 30, data_despesa, categoria: 'Manutenção' });
  }
  const month = monthRange(todaySP());
  await loginAs(page, account);

  for (const [path, table, shown] of [
    ['/payments', 'Pagamentos', 'Venda do mês'],
    ['/expenses', 'Despesas', 'Gás do mês'],
  ] as const) {
    await page.goto(path);
    await expect(chip(page, 'Este Mês')).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByLabel('Data inicial')).toHaveValue(br(month.start));
    await expect(page.getByLabel('Data final')).toHaveValue(br(month.end));
    await expect(rows(page, table)).toHaveCount(1);
    await expect(rows(page, table)).toContainText(shown);
  }

  await page.goto('/payouts');
  await expect(chip(page, 'Este Mês')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('Data inicial')).toHaveValue(br(month.start));
  await expect(page.getByLabel('Data final')).toHaveValue(br(month.end));
  // 'Todo o período' is a choice the URL keeps.
  await page.getByRole('button', { name: 'Todo o período' }).click();
  await expect(page).toHaveURL(/\/payouts\?startDate=&endDate=$/);
  await page.reload();
  await expect(page.getByLabel('Data inicial')).toHaveValue('');
  await expect(chip(page, 'Este Mês')).toHaveAttribute('aria-pressed', 'false');
});

test('Relatórios: the tab and the period survive a reload', async ({ page }) => {
  const account = await createAccount(page, 'Padaria Relatório');
  await loginAs(page, account);
  await page.goto('/reports');
  const month = monthRange(todaySP());
  await expect(chip(page, 'Este Mês')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('De', { exact: true })).toHaveValue(br(month.start));

  await page.getByRole('tab', { name: 'Análise de Despesas' }).click();
  await chip(page, 'Mês Passado').click();
  const before = lastMonth();
  await expect(page).toHaveURL(new RegExp(`/reports\\?type=expenses&startDate=${before.start}&endDate=${before.end}$`));
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Análise de Despesas' })).toHaveAttribute('aria-selected', 'true');
  await expect(chip(page, 'Mês Passado')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByLabel('De', { exact: true })).toHaveValue(br(before.start));
  await expect(page.getByLabel('Até', { exact: true })).toHaveValue(br(before.end));
  await expect(page.getByRole('tabpanel')).toBeVisible();
  await saveShots(page, 'reports');

  // Back: this month again, same tab.
  await page.goBack();
  await expect(chip(page, 'Este Mês')).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('tab', { name: 'Análise de Despesas' })).toHaveAttribute('aria-selected', 'true');
});

test("Acertos: the empty page says what it is for; 'Pagar comissões' and 'Novo acerto' open the windows", async ({
  page,
}) => {
  test.slow();
  const account = await createAccount(page, 'Doceria Acertos');
  const api = apiOf(page.request, account);
  const bia = (await api('POST', '/attendants', { nome: 'Bia Souza', comissao_percentual: 10 })).data.id;
  const caio = (await api('POST', '/attendants', { nome: 'Caio Inativo', comissao_percentual: 10 })).data.id;
  await api('PUT', `/attendants/${caio}`, { ativo: 0 });
  const ze = (await api('POST', '/tripeiros', { nome: 'Zé Fretes', comissao_percentual: 10 })).data.id;
  await api('POST', '/payments', {
    descricao: 'Bolo da Bia',
    valor: 200,
    data_pagamento: firstOfThisMonth(),
    atendente_id: bia,
    status: 'confirmado',
  });
  await api('POST', '/payments', {
    descricao: 'Frete do Zé',
    valor: 300,
    data_pagamento: firstOfThisMonth(),
    tripeiro_id: ze,
    status: 'pendente',
  });
  await loginAs(page, account);
  await page.goto('/payouts');

  const empty = page.getByRole('region', { name: 'Nenhum pagamento de comissões encontrado' });
  await expect(empty).toContainText(
    'Aqui ficam os pagamentos de comissões aos atendentes e os acertos com os tripeiros, cada um com recibo, PIX e estorno.',
  );
  await expect(empty.getByRole('button', { name: 'Pagar comissões' })).toBeVisible();
  await expect(empty.getByRole('button', { name: 'Novo acerto' })).toBeVisible();
  await saveShots(page, 'acertos-empty');

  // The header's 'Pagar comissões': choose the attendant (active ones only), then pay.
  await page.getByRole('button', { name: 'Pagar comissões' }).first().click();
  const chooser = page.getByRole('dialog', { name: 'Pagar comissões: escolha o atendente' });
  await expect(chooser.getByRole('button', { name: 'Caio Inativo' })).toHaveCount(0);
  await chooser.getByRole('button', { name: 'Bia Souza' }).click();
  const payout = page.getByRole('dialog', { name: 'Pagar comissões — Bia Souza' });
  await expect(payout.getByText('Total: R$ 20,00')).toBeVisible();
  await payout.getByRole('button', { name: 'Pagar comissões' }).click();
  await expect(page.getByText('Pagamento nº 1 registrado', { exact: true })).toBeVisible();
  await payout.getByRole('button', { name: 'Fechar' }).click();
  await expect(rows(page, 'Pagamentos de comissões')).toHaveCount(1);
  await expect(rows(page, 'Pagamentos de comissões')).toContainText('R$ 20,00');

  // 'Novo acerto': the tripeiro, then the Acertar window.
  await page.getByRole('button', { name: 'Novo acerto' }).first().click();
  await page
    .getByRole('dialog', { name: 'Novo acerto: escolha o tripeiro' })
    .getByRole('button', { name: 'Zé Fretes' })
    .click();
  const settle = page.getByRole('dialog', { name: 'Acertar — Zé Fretes' });
  await settle.getByRole('button', { name: 'Registrar acerto' }).click();
  await expect(page.getByText('Acerto nº 1 registrado', { exact: true })).toBeVisible();
  await settle.getByRole('button', { name: 'Fechar' }).click();
  await page.getByRole('button', { name: 'Acertos com tripeiros' }).click();
  await expect(rows(page, 'Acertos com tripeiros')).toHaveCount(1);
  await expect(rows(page, 'Acertos com tripeiros')).toContainText('R$ 270,00');
  await page.getByRole('button', { name: 'Pagamentos de comissões' }).click();
  await expect(rows(page, 'Pagamentos de comissões')).toHaveCount(1);
  await saveShots(page, 'acertos-rows');
});
