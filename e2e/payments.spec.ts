import { readFile } from 'node:fs/promises';
import { addDays } from '@livro-caixa/domain';
import type { Page } from '@playwright/test';
import { type Account, createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, br, todaySP } from './helpers';

async function openPayments(page: Page, account: Account) {
  await loginAs(page, account);
  await page.goto('/payments');
  await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
}

const table = (page: Page) => page.getByRole('table', { name: 'Pagamentos' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

test('creates a payment through the form: schema messages, Nenhum as null, one payment on a double click', async ({
  page,
}) => {
  const account = await createAccount(page, 'Padaria Pagamentos');
  const api = apiOf(page.request, account);
  await openPayments(page, account);
  await expect(page.getByText('Nenhum pagamento encontrado para os filtros selecionados')).toBeVisible();

  await page.getByRole('button', { name: 'Novo Pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Pagamento' });
  await expect(dialog.getByLabel('Status')).toHaveValue('pendente');
  await expect(dialog.getByLabel('Data')).toHaveValue(br(todaySP()));
  await expect(dialog.getByLabel('Atendente')).toHaveValue('');
  await dialog.getByRole('button', { name: 'Criar pagamento' }).click();
  await expect(dialog.getByText('A descrição é obrigatória')).toBeVisible();
  await expect(dialog.getByText('O valor é obrigatório')).toBeVisible();

  await dialog.getByLabel('Descrição').fill('Encomenda de bolo');
  await dialog.getByLabel('Valor').fill('1234,56');
  await expect(dialog.getByLabel('Valor')).toHaveValue('R$ 1.234,56');
  await expect(dialog.getByLabel('Valor')).toHaveAttribute('inputmode', 'decimal');
  await dialog.getByLabel('Tipo').selectOption('entrada');
  await dialog.getByLabel('Status').selectOption('confirmado');
  await dialog.getByRole('button', { name: 'Criar pagamento' }).dblclick();
  await expect(dialog).toBeHidden();

  const row = bodyRows(page).filter({ hasText: 'Encomenda de bolo' });
  await expect(row).toContainText('R$ 1.234,56');
  await expect(row).toContainText('Confirmado');
  const list = await api<{ data: Array<{ atendente_id: number | null }> }>('GET', '/payments');
  expect(list.data).toHaveLength(1);
  expect(list.data[0]?.atendente_id).toBeNull();
});

test("shows the server's refusal: an attendant deactivated while the form was open", async ({ page }) => {
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  const attendant = await api('POST', '/attendants', { nome: 'Bruna Lima', comissao_percentual: 3 });
  await openPayments(page, account);
  await page.getByRole('button', { name: 'Novo Pagamento' }).click();
  const dialog = page.getByRole('dialog', { name: 'Novo Pagamento' });
  await dialog.getByLabel('Descrição').fill('Venda balcão');
  await dialog.getByLabel('Valor').fill('50');
  await dialog.getByLabel('Atendente').selectOption({ label: 'Bruna Lima' });
  await api('PUT', `/attendants/${attendant.data.id}`, { ativo: 0 });
  await dialog.getByRole('button', { name: 'Criar pagamento' }).click();
  await expect(
    dialog.getByText('Erro ao salvar pagamento: Atendente inativo não pode receber novos pagamentos'),
  ).toBeVisible();
  await expect(dialog.getByLabel('Atendente')).toHaveAttribute('aria-invalid', 'true');
});

test('filters, search, pagination over 23 payments, edit and delete with confirmation', async ({ page }) => {
  // Several screens or many setup calls: room for a busy machine.
  test.slow();
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  const today = todaySP();
  const ana = await api('POST', '/attendants', { nome: 'Ana Conceição', comissao_percentual: 5 });
  for (let i = 1; i <= 22; i++) {
    await api('POST', '/payments', {
      descricao: `Venda ${String(i).padStart(2, '0')}`,
      valor: 10 + i,
      data_pagamento: today,
      status: 'pendente',
    });
  }
  await api('POST', '/payments', {
    descricao: 'Torta de limão',
    valor: 100.1,
    data_pagamento: today,
    atendente_id: ana.data.id,
    status: 'confirmado',
  });
  await api('POST', '/payments', { descricao: 'Venda de ontem', valor: 7, data_pagamento: addDays(today, -1) });
  await openPayments(page, account);
  // The list opens on this month (docs/product-rules.md "Lists and filters"); today only, here.
  await page.getByRole('button', { name: 'Hoje' }).click();

  // Page size 20, today only.
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(20);
  await page.getByRole('button', { name: 'Próxima' }).click();
  await expect(page.getByText('Página 2 de 2')).toBeVisible();
  await expect(bodyRows(page)).toHaveCount(3);
  await expect(page.getByRole('button', { name: 'Próxima' })).toBeDisabled();

  // Date filter rules: the start not after the end, Filtrar only with both dates.
  const filtrar = page.getByRole('button', { name: 'Filtrar' });
  await page.getByLabel('Data inicial').fill(addDays(today, 1));
  await expect(page.getByText('Data inicial não pode ser maior que data final')).toBeVisible();
  await expect(filtrar).toBeDisabled();
  await page.getByLabel('Data inicial').fill(addDays(today, -1));
  await expect(page.getByText('Data inicial não pode ser maior que data final')).toBeHidden();
  await page.getByLabel('Data final').fill('');
  await expect(filtrar).toBeDisabled();
  await page.getByLabel('Data final').fill(addDays(today, -1));
  await filtrar.click();
  await expect(bodyRows(page)).toHaveCount(1);
  await expect(bodyRows(page)).toContainText('Venda de ontem');
  await expect(page.getByText(/Página \d+ de/)).toBeHidden();
  await page.getByLabel('Data inicial').fill(today);
  await page.getByLabel('Data final').fill(today);
  await filtrar.click();

  // Status, then the server-side search (accent-insensitive, over the attendant's name too).
  await page.getByLabel('Status').selectOption('cancelado');
  await expect(page.getByText('Nenhum pagamento encontrado para os filtros selecionados')).toBeVisible();
  await page.getByLabel('Status').selectOption('');
  await expect(page.getByText('Página 1 de 2')).toBeVisible();
  await page.getByLabel('Buscar').fill('conceicao');
  await expect(bodyRows(page)).toHaveCount(1);
  const torta = bodyRows(page).filter({ hasText: 'Torta de limão' });
  await expect(torta).toContainText('Ana Conceição');
  await expect(torta).toContainText('R$ 100,10');
  await expect(torta).toContainText('R$ 5,01');

  // Edit: a new value takes a new commission snapshot.
  await torta.getByRole('button', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar Pagamento' });
  await expect(dialog.getByLabel('Atendente')).toHaveValue(String(ana.data.id));
  await dialog.getByLabel('Valor').fill('200');
  await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
  await expect(dialog).toBeHidden();
  await expect(torta).toContainText('R$ 200,00');
  await expect(torta).toContainText('R$ 10,00');

  // Delete asks first; Cancelar keeps it, Excluir removes it.
  await torta.getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Tem certeza que deseja excluir este pagamento?');
  await confirm.getByRole('button', { name: 'Cancelar' }).click();
  await expect(torta).toBeVisible();
  await torta.getByRole('button', { name: 'Excluir' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(page.getByText('Pagamento excluído com sucesso!', { exact: true })).toBeVisible();
  await expect(page.getByText('Nenhum pagamento encontrado para os filtros selecionados')).toBeVisible();
});

test("the form starts with the user's preferred status", async ({ page }) => {
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  await api('PUT', '/settings/preferences', {
    currency: 'BRL',
    language: 'pt-BR',
    dateFormat: 'DD/MM/YYYY',
    timeZone: 'America/Sao_Paulo',
    fiscalYearStart: '01',
    defaultPaymentStatus: 'confirmado',
  });
  await openPayments(page, account);
  await page.getByRole('button', { name: 'Novo Pagamento' }).click();
  await expect(page.getByRole('dialog', { name: 'Novo Pagamento' }).getByLabel('Status')).toHaveValue('confirmado');
});

test("'Exportar CSV' downloads the filtered payments line by line, for Excel in pt-BR", async ({ page }) => {
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  const ana = await api('POST', '/attendants', { nome: 'Ana Lima', comissao_percentual: 10 });
  const pay = (descricao: string, valor: number, data_pagamento: string, status: string) =>
    api('POST', '/payments', { descricao, valor, data_pagamento, status, atendente_id: ana.data.id });
  await pay('Bolo de festa', 1234.56, '2025-03-10', 'pendente');
  await pay('Torta', 80, '2025-03-11', 'confirmado');
  await pay('Fora do período', 10, '2025-04-01', 'pendente');
  await openPayments(page, account);
  await page.goto('/payments?status=pendente&startDate=2025-03-01&endDate=2025-03-31');
  await expect(bodyRows(page)).toHaveCount(1);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('pagamentos-2025-03-01-a-2025-03-31.csv');
  const text = await readFile((await download.path()) as string, 'utf8');
  expect(text.split('\r\n')).toEqual([
    '\uFEFFNº;Data;Lançado em;Vencimento;Descrição;Tipo;Status;Valor;Forma de pagamento;Conta;Atendente;Comissão do atendente (%);Comissão do atendente;Tripeiro;Comissão do tripeiro (%);Comissão do tripeiro;Observações',
    // Nº: the company's own number, its first payment (docs/product-rules.md "Numbers").
    '1;10/03/2025;;;Bolo de festa;Entrada;Pendente;1234,56;;;Ana Lima;10,00;123,46;;;;',
    '',
  ]);
});
