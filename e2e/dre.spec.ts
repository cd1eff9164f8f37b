import { formatMonthNumeric, monthOf, monthRange, shiftMonth } from '@livro-caixa/domain';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, pdfOf, saveShots, todaySP } from './helpers';

/**
 * The DRE (issue 22 §4, docs/product-rules.md "DRE"): today, a confirmed sale of R$ 1.000,00 by Ana
 * (10 %: R$ 100,00 of commission), Insumos R$ 150,00 (custos variáveis) and Aluguel R$ 300,00
 * (despesas fixas): margem de contribuição 1.000 − 150 − 100 = R$ 750,00 (75,0 %), resultado
 * 750 − 300 = R$ 450,00, the dashboard's Lucro Líquido.
 */
test("the DRE's resultado is the dashboard's Lucro Líquido, laid out by group", async ({ page }) => {
  test.slow();
  const account = await createAccount(page, 'Padaria DRE');
  const api = apiOf(page.request, account);
  const today = todaySP();
  const ana = (await api('POST', '/attendants', { nome: 'Ana', comissao_percentual: 10 })).data.id;
  await api('POST', '/payments', {
    descricao: 'Bolo de festa',
    valor: 1000,
    data_pagamento: today,
    atendente_id: ana,
    status: 'confirmado',
  });
  await api('POST', '/expenses', { descricao: 'Farinha', valor: 150, data_despesa: today, categoria: 'Insumos' });
  await api('POST', '/expenses', {
    descricao: 'Aluguel da loja',
    valor: 300,
    data_despesa: today,
    categoria: 'Aluguel',
  });
  await loginAs(page, account);

  // The dashboard opens on today.
  await page.goto('/dashboard');
  await expect(page.getByRole('group', { name: 'Lucro Líquido', exact: true })).toContainText('R$ 450,00');

  await page.goto('/reports');
  await page.getByRole('link', { name: 'DRE' }).click();
  await expect(page).toHaveURL(/\/reports\/dre$/);
  await expect(page.getByRole('heading', { name: 'DRE', level: 1 })).toBeVisible();
  await expect(page.getByText('Regime de competência', { exact: false }).first()).toBeVisible();

  const line = (key: string) => page.locator(`tr[data-dre-line="${key}"]`);
  await expect(line('receita_bruta')).toHaveText(/Receita bruta\s*R\$\s1\.000,00\s*100,0%/);
  await expect(line('custos_variaveis')).toHaveText(/Custos variáveis\s*-R\$\s250,00\s*-25,0%/);
  await expect(line('margem_contribuicao')).toHaveText(/Margem de contribuição\s*R\$\s750,00\s*75,0%/);
  await expect(line('despesas_fixas')).toHaveText(/Despesas fixas\s*-R\$\s300,00/);
  await expect(line('resultado')).toHaveText(/Resultado do período\s*R\$\s450,00\s*45,0%/);
  const table = page.getByRole('table', { name: 'Demonstrativo de resultado' });
  for (const detail of ['Insumos', 'Comissões de atendentes', 'Aluguel']) {
    await expect(table.getByRole('rowheader', { name: detail, exact: true })).toBeVisible();
  }
  await expect(page.getByText('75,0% da receita bruta')).toBeVisible();

  const { start, end } = monthRange(today);
  await pdfOf(page, () => page.getByRole('button', { name: 'Baixar PDF' }).click(), `dre-${start}-a-${end}.pdf`);
  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  expect((await csv).suggestedFilename()).toBe(`dre-${start}-a-${end}.csv`);

  await saveShots(page, 'dre', () => expect(line('resultado')).toBeVisible());

  // A period: the same month typed as dates shows the same resultado.
  await page.getByRole('button', { name: 'Período' }).click();
  await expect(page).toHaveURL(new RegExp(`startDate=${start}&endDate=${end}`));
  await expect(line('resultado')).toHaveText(/R\$\s450,00/);
  await saveShots(page, 'dre-period', () => expect(line('resultado')).toBeVisible());

  // Two months, month by month: a column for each and the total.
  const previous = shiftMonth(monthOf(today), -1);
  await page.goto(`/reports/dre?startDate=${monthRange(previous).start}&endDate=${end}`);
  await page.getByRole('button', { name: 'Mês a mês' }).click();
  await expect(table.getByRole('columnheader')).toHaveText([
    'Demonstrativo',
    formatMonthNumeric(previous),
    formatMonthNumeric(monthOf(today)),
    'Total',
    '% receita',
  ]);
  await expect(line('resultado')).toHaveText(/Resultado do período\s*R\$\s0,00\s*R\$\s450,00\s*R\$\s450,00\s*45,0%/);
  await saveShots(page, 'dre-monthly', () => expect(line('resultado')).toBeVisible());
});
