import type { Page } from '@playwright/test';
import { createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, todaySP } from './helpers';

async function openTripeiros(page: Page) {
  await page.goto('/tripeiros');
  await expect(page.getByRole('heading', { name: 'Tripeiros', level: 1 })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('article', { name });

test('none at all: the add-first button, then a card from the form (UF upper case as typed)', async ({ page }) => {
  test.slow();
  const account = await createAccount(page, 'Transportes');
  await loginAs(page, account);
  await openTripeiros(page);
  await expect(page.getByText('Nenhum tripeiro cadastrado no sistema')).toBeVisible();
  await page.getByRole('button', { name: 'Cadastrar primeiro tripeiro' }).click();

  const form = page.getByRole('dialog', { name: 'Novo Tripeiro' });
  await expect(form.getByText('Percentual de comissão sobre os pagamentos (0 a 100%)')).toBeVisible();
  await form.getByRole('button', { name: 'Criar tripeiro' }).click();
  await expect(form.getByText('O nome é obrigatório')).toBeVisible();
  await form.getByLabel('Nome').fill('Roberto Tavares');
  await form.getByLabel('Email').fill('roberto@');
  await form.getByLabel('Telefone').fill('(81) 99999-1111');
  await form.getByLabel('Cidade').fill('Recife');
  const uf = form.getByLabel('Estado');
  await expect(uf).toHaveAttribute('maxlength', '2');
  await uf.pressSequentially('pe1x');
  await expect(uf).toHaveValue('PE');
  await form.getByLabel('CEP').pressSequentially('50010000');
  await expect(form.getByLabel('CEP')).toHaveValue('50010-000');
  await form.getByLabel('Comissão (%)').fill('10');
  await form.getByRole('button', { name: 'Criar tripeiro' }).click();
  await expect(form.getByText('E-mail inválido')).toBeVisible();
  await form.getByLabel('Email').fill('roberto@tavares.com.br');
  await form.getByRole('button', { name: 'Criar tripeiro' }).click();
  await expect(form).toBeHidden();

  const roberto = card(page, 'Roberto Tavares');
  await expect(roberto).toContainText('R');
  await expect(roberto).toContainText('roberto@tavares.com.br');
  await expect(roberto).toContainText('(81) 99999-1111');
  await expect(roberto).toContainText('Recife/PE');
  await expect(roberto).toContainText('10,0%');
  await expect(roberto).toContainText('R$ 0,00');
});

test('details: accounts added, refused when the number is taken, switched and deleted', async ({ page }) => {
  // Several screens or many setup calls: room for a busy machine.
  test.slow();
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  const sandra = await api('POST', '/tripeiros', { nome: 'Sandra Menezes', cidade: 'Salvador', estado: 'BA' });
  await api('POST', '/payments', {
    descricao: 'Frete pendente',
    valor: 320.5,
    data_pagamento: todaySP(),
    tripeiro_id: sandra.data.id,
  });
  await loginAs(page, account);
  await openTripeiros(page);
  await card(page, 'Sandra Menezes').getByRole('button', { name: 'Ver detalhes' }).click();
  const detail = page.getByRole('dialog', { name: 'Sandra Menezes' });
  await expect(detail.getByText('Salvador/BA')).toBeVisible();
  await expect(detail.getByText('Nenhuma conta cadastrada')).toBeVisible();
  await expect(detail.getByRole('table', { name: 'Pagamentos recentes do tripeiro' })).toContainText('Frete pendente');

  await detail.getByRole('button', { name: 'Adicionar conta' }).click();
  await expect(detail.getByText('O número da conta é obrigatório')).toBeVisible();
  await detail.getByLabel('Número da Conta').fill('0001-7');
  await detail.getByLabel('Descrição').fill('Conta principal');
  await detail.getByLabel('Limite de Crédito').fill('5000');
  await detail.getByLabel('Saldo Devedor').fill('1250,5');
  await detail.getByRole('button', { name: 'Adicionar conta' }).click();
  await expect(detail.getByText('Conta adicionada com sucesso!')).toBeVisible();
  const accounts = detail.getByRole('table', { name: 'Contas do tripeiro' });
  await expect(accounts.getByRole('columnheader')).toHaveText([
    'Número da Conta',
    'Descrição',
    'Limite',
    'Saldo Devedor',
    'Status',
    'Ações',
  ]);
  const row = accounts.locator('tbody tr').filter({ hasText: '0001-7' });
  await expect(row).toContainText('Conta principal');
  await expect(row).toContainText('R$ 5.000,00');
  await expect(row).toContainText('R$ 1.250,50');
  await expect(row).toContainText('Ativa');
  await expect(detail.getByLabel('Número da Conta')).toHaveValue('');

  await detail.getByLabel('Número da Conta').fill('0001-7');
  await detail.getByRole('button', { name: 'Adicionar conta' }).click();
  await expect(detail.getByText('Erro ao adicionar conta')).toBeVisible();
  await expect(detail.getByText('Número da conta já cadastrado').first()).toBeVisible();
  await expect(detail.getByLabel('Número da Conta')).toHaveAttribute('aria-invalid', 'true');

  await row.getByRole('button', { name: 'Desativar conta' }).click();
  await expect(row).toContainText('Inativa');
  await row.getByRole('button', { name: 'Excluir conta' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
  await expect(detail.getByText('Nenhuma conta cadastrada')).toBeVisible();
});

test('an account is edited: limit and balance through the masked inputs, and the saldo follows', async ({ page }) => {
  test.slow();
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  const ze = await api('POST', '/tripeiros', { nome: 'Zé Carreto' });
  await api('POST', `/tripeiros/${ze.data.id}/accounts`, {
    numero_conta: '0001-7',
    descricao: 'Conta principal',
    limite_credito: 5000,
    saldo_devedor: 1250.5,
  });
  await loginAs(page, account);
  await openTripeiros(page);
  await card(page, 'Zé Carreto').getByRole('button', { name: 'Ver detalhes' }).click();
  const detail = page.getByRole('dialog', { name: 'Zé Carreto' });
  const row = detail
    .getByRole('table', { name: 'Contas do tripeiro' })
    .locator('tbody tr')
    .filter({ hasText: '0001-7' });

  // Cancelar leaves it as it was.
  await row.getByRole('button', { name: 'Editar conta 0001-7' }).click();
  const form = detail.getByRole('form', { name: 'Editar conta 0001-7' });
  await expect(form.getByLabel('Número da Conta')).toBeFocused();
  await expect(form.getByLabel('Limite de Crédito')).toHaveValue('R$ 5.000,00');
  await expect(form.getByLabel('Saldo Devedor')).toHaveValue('R$ 1.250,50');
  await form.getByRole('button', { name: 'Cancelar' }).click();
  await expect(detail.getByRole('form', { name: 'Adicionar conta' })).toBeVisible();

  await row.getByRole('button', { name: 'Editar conta 0001-7' }).click();
  // The form focuses the number as it opens: a fill before that lands in the number instead.
  await expect(form.getByLabel('Número da Conta')).toBeFocused();
  await form.getByLabel('Limite de Crédito').fill('');
  await form.getByLabel('Limite de Crédito').pressSequentially('7500');
  await form.getByLabel('Saldo Devedor').fill('');
  await form.getByLabel('Saldo Devedor').pressSequentially('300,25');
  await form.getByLabel('Descrição').fill('Conta da feira');
  await form.getByRole('button', { name: 'Salvar conta' }).click();
  await expect(page.getByText('Conta atualizada com sucesso!').first()).toBeVisible();
  await expect(row).toContainText('Conta da feira');
  await expect(row).toContainText('R$ 7.500,00');
  await expect(row).toContainText('R$ 300,25');
  await expect(detail.getByText('Saldo das contas').locator('..')).toContainText('R$ 300,25');
  await expect(detail.getByRole('form', { name: 'Adicionar conta' })).toBeVisible();
});

test('summary with TOTAIS, computed by hand, from Resumo and when the grid is empty', async ({ page }) => {
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  const today = todaySP();
  const tavares = await api('POST', '/tripeiros', { nome: 'Roberto Tavares', comissao_percentual: 10 });
  const menezes = await api('POST', '/tripeiros', { nome: 'Sandra Menezes', comissao_percentual: 5 });
  const pay = (tripeiro: number, valor: number, status: string, tipo = 'entrada') =>
    api('POST', '/payments', {
      descricao: `Frete ${valor}`,
      valor,
      data_pagamento: today,
      tripeiro_id: tripeiro,
      status,
      tipo_pagamento: tipo,
    });
  // Tavares, 10%: pending entradas 250 + 150 = 400, 40,00 of commission on them, a receber 360,00; a
  // confirmed 300 earns 30,00; a saída counts nowhere.
  await pay(tavares.data.id, 250, 'pendente');
  await pay(tavares.data.id, 150, 'pendente');
  await pay(tavares.data.id, 300, 'confirmado');
  await pay(tavares.data.id, 80, 'pendente', 'saida');
  // Menezes, 5%: pending 100 (5,00 of commission: a receber 95,00); a confirmed 3.000 earns 150,00,
  // which is not taken from what is pending (docs/product-rules.md "People's totals"); cancelled counts nowhere.
  await pay(menezes.data.id, 100, 'pendente');
  await pay(menezes.data.id, 3000, 'confirmado');
  await pay(menezes.data.id, 500, 'cancelado');
  await loginAs(page, account);
  await openTripeiros(page);
  // The card: the commission on confirmed entradas and the a receber, each under its own name.
  const figure = (label: string) =>
    card(page, 'Roberto Tavares').getByText(label, { exact: true }).locator('xpath=following-sibling::dd[1]');
  await expect(figure('Comissão sobre recebidos')).toHaveText('R$ 30,00');
  await expect(figure('A receber')).toHaveText('R$ 360,00');

  const expectSummary = async (scope: ReturnType<Page['getByRole']>) => {
    const table = scope.getByRole('table', { name: 'Resumo dos tripeiros' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Tripeiro',
      'Saldo Pendente',
      'Comissão %',
      'Comissão a descontar dos pendentes',
      'A Receber',
    ]);
    await expect(table.locator('tbody tr').filter({ hasText: 'Roberto Tavares' }).locator('td')).toHaveText([
      'Roberto Tavares',
      'R$ 400,00',
      '10,0%',
      'R$ 40,00',
      'R$ 360,00',
    ]);
    await expect(table.locator('tbody tr').filter({ hasText: 'Sandra Menezes' }).locator('td')).toHaveText([
      'Sandra Menezes',
      'R$ 100,00',
      '5,0%',
      'R$ 5,00',
      'R$ 95,00',
    ]);
    await expect(table.locator('tfoot td')).toHaveText(['TOTAIS', 'R$ 500,00', '', 'R$ 45,00', 'R$ 455,00']);
  };

  await page.getByRole('button', { name: 'Resumo' }).click();
  await expectSummary(page.getByRole('dialog', { name: 'Resumo dos tripeiros' }));
  await page.keyboard.press('Escape');

  // An empty grid shows the summary of every tripeiro.
  await page.getByLabel('Buscar').fill('ninguém com este nome');
  await expect(page.getByText('Nenhum tripeiro encontrado com esses filtros.', { exact: false })).toBeVisible();
  await expectSummary(page.getByRole('main'));
});

test('toggle, status filter, the delete refusal and a delete', async ({ page }) => {
  const account = await createAccount(page);
  const api = apiOf(page.request, account);
  const busy = await api('POST', '/tripeiros', { nome: 'Luiz Costa' });
  await api('POST', '/tripeiros', { nome: 'Patrícia Gomes' });
  await api('POST', '/payments', {
    descricao: 'Frete',
    valor: 10,
    data_pagamento: todaySP(),
    tripeiro_id: busy.data.id,
  });
  await loginAs(page, account);
  await openTripeiros(page);

  const patricia = card(page, 'Patrícia Gomes');
  await patricia.getByRole('button', { name: 'Desativar' }).click();
  await expect(patricia).toContainText('Inativo');
  await page.getByLabel('Status').selectOption('true');
  await expect(patricia).toBeHidden();
  await page.getByLabel('Status').selectOption('false');
  await expect(patricia).toBeVisible();
  await expect(card(page, 'Luiz Costa')).toBeHidden();
  await page.getByLabel('Status').selectOption('');

  await card(page, 'Luiz Costa').getByRole('button', { name: 'Excluir' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Tem certeza que deseja excluir este tripeiro?');
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(
    page.getByText(
      'Este tripeiro tem pagamentos registrados e não pode ser excluído. Desative-o para tirá-lo das listas.',
      { exact: true },
    ),
  ).toBeVisible();

  await patricia.getByRole('button', { name: 'Excluir' }).click();
  await confirm.getByRole('button', { name: 'Excluir' }).click();
  await expect(patricia).toBeHidden();
  await expect(card(page, 'Luiz Costa')).toBeVisible();
});
