import { addDays } from '@livro-caixa/domain';
import type { Locator, Page } from '@playwright/test';
import { type Account, createAccount, expect, loginAs, test } from './fixtures';
import { apiOf, br, todaySP } from './helpers';

async function openDashboard(page: Page, account: Account) {
  await loginAs(page, account);
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
}

const card = (page: Page, name: string) => page.getByRole('group', { name, exact: true });
const notes = (page: Page) => page.getByRole('region', { name: 'Notas' }).getByRole('listitem');
const noteTitles = (page: Page) => notes(page).locator('h3');
const reminders = (page: Page) => page.getByRole('region', { name: 'Lembretes' }).getByRole('listitem');
const item = (list: Locator, text: string) => list.filter({ hasText: text });

test.describe('dashboard figures and filter', () => {
  test('starts on today, refuses a start after the end, and shows a hand-computed period', async ({ page }) => {
    const account = await createAccount(page, 'Padaria Dashboard');
    const api = apiOf(page.request, account);
    const attendant = await api('POST', '/attendants', { nome: 'Ana Paula', comissao_percentual: 10 });
    const tripeiro = await api('POST', '/tripeiros', { nome: 'Zé do Caminhão', comissao_percentual: 5 });
    const payment = (descricao: string, valor: number, data: string, extra: object) =>
      api('POST', '/payments', { descricao, valor, data_pagamento: data, ...extra });
    // March 2026 (31 days); its previous window is 29/01–28/02.
    await payment('Venda confirmada', 1000, '2026-03-10', {
      atendente_id: attendant.data.id,
      tripeiro_id: tripeiro.data.id,
      tipo_pagamento: 'entrada',
      status: 'confirmado',
    });
    await payment('Venda pendente', 500, '2026-03-11', { tipo_pagamento: 'entrada', status: 'pendente' });
    await payment('Venda cancelada', 300, '2026-03-12', { tipo_pagamento: 'entrada', status: 'cancelado' });
    await payment('Devolução', 200, '2026-03-13', { tipo_pagamento: 'saida', status: 'confirmado' });
    await payment('Venda de fevereiro', 800, '2026-02-15', { tipo_pagamento: 'entrada', status: 'confirmado' });
    await api('POST', '/expenses', {
      descricao: 'Farinha de trigo',
      valor: 150,
      data_despesa: '2026-03-05',
      categoria: 'Alimentação',
      forma_pagamento: 'PIX',
    });

    await openDashboard(page, account);
    const start = page.getByLabel('Data inicial');
    const end = page.getByLabel('Data final');
    const filtrar = page.getByRole('button', { name: 'Filtrar' });
    await expect(start).toHaveValue(br(todaySP()));
    await expect(end).toHaveValue(br(todaySP()));
    // Nothing today: zeros, and no variation to compute.
    await expect(card(page, 'Receita')).toContainText('R$ 0,00');
    await expect(card(page, 'Variação')).toContainText('—');

    await start.fill('01/04/2026');
    await end.fill('31/03/2026');
    await expect(page.getByText('Data inicial não pode ser maior que data final')).toBeVisible();
    await expect(filtrar).toBeDisabled();
    await end.fill('');
    await expect(page.getByText('Data inicial não pode ser maior que data final')).toBeHidden();
    await expect(filtrar).toBeDisabled();

    await start.fill('01/03/2026');
    await end.fill('31/03/2026');
    await expect(filtrar).toBeEnabled();
    await filtrar.click();
    await expect(page.getByText('Resumo do período: 01/03/2026 a 31/03/2026')).toBeVisible();

    // Revenue: the confirmed entrada only. Expenses: 150 + the confirmed saída 200.
    // Commissions: attendant 10% = 100, tripeiro 5% = 50. Net: 1000 − 350 − 100 − 50 = 500.
    await expect(card(page, 'Receita')).toContainText('R$ 1.000,00');
    await expect(card(page, 'Despesas + saídas')).toContainText('R$ 350,00');
    await expect(card(page, 'Despesas + saídas')).toContainText('Despesas R$ 150,00 + saídas R$ 200,00');
    await expect(card(page, 'Lucro Líquido')).toContainText('R$ 500,00');
    await expect(card(page, 'Lucro Líquido')).toContainText('Margem: 50,0%');
    await expect(card(page, 'Lucro Líquido')).toContainText('Comissões de atendentes: R$ 100,00');
    await expect(card(page, 'Comissões de Tripeiros')).toContainText('R$ 50,00');
    // 1000 against 800 in the previous window.
    await expect(card(page, 'Variação')).toContainText('+25,0%');

    const latestPayments = page.getByRole('region', { name: 'Últimos Pagamentos' });
    await expect(latestPayments.getByRole('listitem')).toHaveCount(4);
    await expect(latestPayments).toContainText('Venda confirmada');
    await expect(latestPayments).not.toContainText('Venda de fevereiro');
    await expect(page.getByRole('region', { name: 'Últimas Despesas' })).toContainText('Farinha de trigo');
    await expect(page.getByRole('region', { name: 'Últimas Despesas' })).toContainText('05/03/2026 · Alimentação');
    const top = page.getByRole('region', { name: 'Top Atendentes' }).getByRole('row', { name: /Ana Paula/ });
    await expect(top).toContainText('R$ 1.000,00');
    await expect(top).toContainText('R$ 100,00');
  });

  test("'Ver todos' leads to /payments and /expenses, on the dashboard's period", async ({ page }) => {
    const account = await createAccount(page);
    await openDashboard(page, account);
    const today = todaySP();
    await page.getByRole('region', { name: 'Últimos Pagamentos' }).getByRole('link', { name: 'Ver todos' }).click();
    await expect(page).toHaveURL(new RegExp(`/payments\\?startDate=${today}&endDate=${today}$`));
    await expect(page.getByRole('heading', { name: 'Pagamentos', level: 1 })).toBeVisible();
    await page.goBack();
    await page.getByRole('region', { name: 'Últimas Despesas' }).getByRole('link', { name: 'Ver todos' }).click();
    await expect(page).toHaveURL(new RegExp(`/expenses\\?startDate=${today}&endDate=${today}$`));
    await expect(page.getByRole('heading', { name: 'Despesas', level: 1 })).toBeVisible();
  });
});

test.describe('dashboard notes', () => {
  test('create with a colour (content required), edit, delete after confirmation', async ({ page }) => {
    const account = await createAccount(page);
    await openDashboard(page, account);

    await page.getByRole('button', { name: 'Nova Nota' }).click();
    let dialog = page.getByRole('dialog', { name: 'Nova Nota' });
    await dialog.getByRole('button', { name: 'Criar nota' }).click();
    await expect(dialog.getByText('O conteúdo da nota é obrigatório')).toBeVisible();
    await dialog.getByLabel('Título').fill('Fornecedor');
    await dialog.getByLabel('Conteúdo').fill('Pedir cotação da farinha');
    await dialog.getByRole('radio', { name: 'Verde' }).check();
    await dialog.getByRole('button', { name: 'Criar nota' }).click();
    await expect(dialog).toBeHidden();
    await expect(item(notes(page), 'Fornecedor')).toHaveAttribute('data-color', '#dcfce7');
    await expect(item(notes(page), 'Fornecedor')).toContainText('Pedir cotação da farinha');

    await item(notes(page), 'Fornecedor').getByRole('button', { name: 'Editar' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar Nota' });
    await expect(dialog.getByLabel('Conteúdo')).toHaveValue('Pedir cotação da farinha');
    await expect(dialog.getByRole('radio', { name: 'Verde' })).toBeChecked();
    await dialog.getByLabel('Conteúdo').fill('Pedir cotação da farinha tipo 1');
    await dialog.getByRole('radio', { name: 'Azul' }).check();
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(dialog).toBeHidden();
    await expect(item(notes(page), 'Fornecedor')).toContainText('Pedir cotação da farinha tipo 1');
    await expect(item(notes(page), 'Fornecedor')).toHaveAttribute('data-color', '#dbeafe');
    await page.reload();
    await expect(item(notes(page), 'Fornecedor')).toHaveAttribute('data-color', '#dbeafe');

    await item(notes(page), 'Fornecedor').getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Tem certeza que deseja excluir esta nota?');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(noteTitles(page)).toHaveCount(1);
    await item(notes(page), 'Fornecedor').getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(noteTitles(page)).toHaveCount(0);
    await expect(page.getByText('Nenhuma nota ainda')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Nenhuma nota ainda')).toBeVisible();
  });

  test('pin and unpin: pinned first, then the newest', async ({ page }) => {
    const account = await createAccount(page);
    const api = apiOf(page.request, account);
    await api('POST', '/notes', { title: 'Fornecedor', content: 'Cotação da farinha' });
    await api('POST', '/notes', { title: 'Cardápio', content: 'Panetone trufado' });
    await openDashboard(page, account);
    await expect(noteTitles(page)).toHaveText(['Cardápio', 'Fornecedor']);

    // Pin the older one: it goes first.
    await item(notes(page), 'Fornecedor').getByRole('button', { name: 'Fixar' }).click();
    await expect(noteTitles(page)).toHaveText(['Fornecedor', 'Cardápio']);
    await expect(item(notes(page), 'Fornecedor').getByRole('button', { name: 'Desafixar' })).toBeVisible();
    // Pin the other: the last pinned first.
    await item(notes(page), 'Cardápio').getByRole('button', { name: 'Fixar' }).click();
    await expect(item(notes(page), 'Cardápio').getByRole('button', { name: 'Desafixar' })).toBeVisible();
    await expect(noteTitles(page)).toHaveText(['Cardápio', 'Fornecedor']);
    // Unpin it: the one still pinned goes first.
    await item(notes(page), 'Cardápio').getByRole('button', { name: 'Desafixar' }).click();
    await expect(noteTitles(page)).toHaveText(['Fornecedor', 'Cardápio']);
    await page.reload();
    await expect(noteTitles(page)).toHaveText(['Fornecedor', 'Cardápio']);
    await expect(item(notes(page), 'Fornecedor').getByText('Fixada')).toBeAttached();
    await expect(item(notes(page), 'Cardápio').getByRole('button', { name: 'Fixar' })).toBeVisible();
  });
});

test.describe('dashboard reminders', () => {
  test('create with priority and due date/time (title required), edit', async ({ page }) => {
    const account = await createAccount(page);
    await openDashboard(page, account);

    await page.getByRole('button', { name: 'Novo Lembrete' }).click();
    let dialog = page.getByRole('dialog', { name: 'Novo Lembrete' });
    await expect(dialog.getByLabel('Prioridade')).toHaveValue('medium');
    await dialog.getByRole('button', { name: 'Criar lembrete' }).click();
    await expect(dialog.getByText('O título do lembrete é obrigatório')).toBeVisible();
    const due = addDays(todaySP(), 3);
    await dialog.getByLabel('Título').fill('Reunião com contador');
    await dialog.getByLabel('Descrição').fill('Levar notas de outubro');
    await dialog.getByLabel('Data').fill(due);
    await dialog.getByLabel('Hora').fill('14:30');
    await dialog.getByLabel('Prioridade').selectOption({ label: 'Baixa' });
    await dialog.getByLabel('Categoria').fill('Financeiro');
    await dialog.getByRole('button', { name: 'Criar lembrete' }).click();
    await expect(dialog).toBeHidden();
    const created = item(reminders(page), 'Reunião com contador');
    const [y, m, d] = due.split('-');
    await expect(created).toContainText(`${d}/${m}/${y} às 14:30`);
    await expect(created).toContainText('Baixa');
    await expect(created).toContainText('Financeiro');
    await expect(created).toContainText('Levar notas de outubro');
    await expect(created).not.toContainText('Atrasado');

    await created.getByRole('button', { name: 'Editar' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar Lembrete' });
    await expect(dialog.getByLabel('Título')).toHaveValue('Reunião com contador');
    await expect(dialog.getByLabel('Hora')).toHaveValue('14:30');
    await dialog.getByLabel('Título').fill('Reunião com o contador');
    await dialog.getByLabel('Prioridade').selectOption({ label: 'Alta' });
    await dialog.getByRole('button', { name: 'Salvar alterações' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(item(reminders(page), 'Reunião com o contador')).toContainText('Alta');
  });

  test("overdue marked 'Atrasado', mark done (struck through, last), delete after confirmation", async ({ page }) => {
    const account = await createAccount(page);
    const api = apiOf(page.request, account);
    await api('POST', '/reminders', {
      title: 'Pagar aluguel',
      due_date: addDays(todaySP(), -2),
      due_time: '10:00',
      priority: 'high',
    });
    await api('POST', '/reminders', { title: 'Renovar alvará', due_date: addDays(todaySP(), 5) });
    await openDashboard(page, account);
    await expect(item(reminders(page), 'Pagar aluguel')).toContainText('Atrasado');
    await expect(item(reminders(page), 'Renovar alvará')).not.toContainText('Atrasado');
    await expect(reminders(page).first()).toContainText('Pagar aluguel');

    await page.getByRole('checkbox', { name: 'Concluído: Pagar aluguel' }).check();
    const done = item(reminders(page), 'Pagar aluguel');
    await expect(done).toHaveAttribute('data-status', 'completed');
    await expect(done.getByText('Pagar aluguel')).toHaveClass(/line-through/);
    await expect(done).not.toContainText('Atrasado');
    await expect(reminders(page).last()).toContainText('Pagar aluguel');
    await page.reload();
    await expect(page.getByRole('checkbox', { name: 'Concluído: Pagar aluguel' })).toBeChecked();
    await page.getByRole('checkbox', { name: 'Concluído: Pagar aluguel' }).uncheck();
    await expect(item(reminders(page), 'Pagar aluguel')).toContainText('Atrasado');

    const other = item(reminders(page), 'Renovar alvará');
    await other.getByRole('button', { name: 'Excluir' }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Tem certeza que deseja excluir este lembrete?');
    await confirm.getByRole('button', { name: 'Cancelar' }).click();
    await expect(reminders(page)).toHaveCount(2);
    await other.getByRole('button', { name: 'Excluir' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Excluir' }).click();
    await expect(reminders(page)).toHaveCount(1);
    await page.reload();
    await expect(reminders(page)).toHaveCount(1);
    await expect(reminders(page)).toContainText('Pagar aluguel');
  });
});
