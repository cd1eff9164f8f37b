import {
  DEFAULT_TIME_ZONE,
  EXPENSE_CATEGORIES,
  type Expense,
  type ExpenseStats,
  formatLocalDate,
  monthRange,
  todayIn,
} from '@livro-caixa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testCaixaOnly } from '../../test/fixtures';
import { callsTo, failingThen, mockApi } from '../../test/mock-api';

/** The company's accounts (ADR 044): the Caixa, for the balances card and the forms' "Conta". */
const ACCOUNTS = {
  'GET /financial-accounts': () => jsonResponse(200, testCaixaOnly()),
};

import { clickAndSee, jsonResponse, openDialog, renderRoute } from '../../test/render';
import { asShown } from '../../test/text';
import { ExpensesPage } from './expenses-page';

/** The company's categories (ADR 048): the nine defaults, as the API lists them. */
const categories = () =>
  jsonResponse(200, {
    data: EXPENSE_CATEGORIES.map((nome, i) => ({
      id: i + 1,
      nome,
      grupo: 'outras',
      parent_id: null,
      ativa: 1,
      despesas: 0,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: '2026-11-01T00:00:00.000Z',
    })),
  });

const expense = (id: number, patch: Partial<Expense> = {}): Expense => ({
  id,
  numero: id + 100,
  descricao: `Despesa ${id}`,
  valor: 150,
  data_despesa: '2026-11-10',
  categoria: 'Alimentação',
  forma_pagamento: 'PIX',
  conta_id: null,
  conta_nome: null,
  observacoes: null,
  created_at: '2026-11-10T12:00:00.000Z',
  updated_at: '2026-11-10T12:00:00.000Z',
  situacao: 'paga',
  vencimento: null,
  data_baixa: null,
  ...patch,
});

const stats: ExpenseStats = {
  total: { total_expenses: 5, total_amount: 1000 },
  byCategory: [
    { categoria: 'Salários', total_value: 500, total_count: 1 },
    { categoria: 'Alimentação', total_value: 250, total_count: 2 },
    { categoria: 'Marketing', total_value: 150, total_count: 1 },
    { categoria: 'Outros', total_value: 100, total_count: 1 },
  ],
};

const page = (data: Expense[], totalPages = 1) => ({
  data,
  pagination: { page: 1, limit: 20, total: data.length, totalPages },
  summary: { total: data.reduce((n, e) => n + e.valor, 0) },
});

const requests = callsTo;

describe('expenses', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('lists the current month with its stats and the top 3 categories', async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /expense-categories': categories,
      'GET /expenses': () => jsonResponse(200, page([expense(1, { descricao: 'Farinha', valor: 1234.56 })])),
      'GET /expenses/stats': () => jsonResponse(200, stats),
    });
    renderRoute('/expenses', <ExpensesPage />);
    expect(await screen.findByText('Farinha')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Despesas', level: 1 })).toBeTruthy();
    const { start, end } = monthRange(todayIn(DEFAULT_TIME_ZONE).slice(0, 7));
    const list = requests(fetchMock, 'GET', '/expenses')[0]?.url;
    expect(list?.searchParams.get('startDate')).toBe(start);
    expect(list?.searchParams.get('endDate')).toBe(end);
    expect(list?.searchParams.get('limit')).toBe('20');
    const statsUrl = requests(fetchMock, 'GET', '/expenses/stats')[0]?.url;
    expect(statsUrl?.searchParams.get('startDate')).toBe(start);
    expect(statsUrl?.searchParams.has('search')).toBe(false);

    const headers = screen.getAllByRole('columnheader').map((th) => th.textContent);
    expect(headers).toEqual(['Nº', 'Data', 'Descrição', 'Categoria', 'Forma de Pagamento', 'Valor', 'Ações']);
    const row = screen.getByText('Farinha').closest('tr') as HTMLElement;
    // The company's own number, not the id (docs/product-rules.md "Numbers").
    expect(row.querySelector('td')?.textContent).toBe('101');
    expect(within(row).getByText('R$ 1.234,56')).toBeTruthy();
    expect(within(row).getByText('10/11/2026')).toBeTruthy();
    // Under the list, the whole filter's total (the list's summary).
    const totals = screen.getByRole('region', { name: 'Totais do filtro' });
    expect(within(totals).getByText('Total das despesas').nextElementSibling?.textContent).toBe(asShown('R$ 1.234,56'));

    await screen.findByText('R$ 1.000,00');
    const top = within(screen.getByRole('list', { name: 'Principais categorias' })).getAllByRole('listitem');
    expect(top.map((li) => li.textContent)).toEqual(
      ['SaláriosR$ 500,0050,0%', 'AlimentaçãoR$ 250,0025,0%', 'MarketingR$ 150,0015,0%'].map(asShown),
    );
    // One page only: no pagination.
    expect(screen.queryByRole('navigation', { name: 'Paginação' })).toBeNull();
  });

  it("says when the stats failed, with 'Tentar novamente', and keeps the list", async () => {
    const stats500 = failingThen(() => jsonResponse(200, stats));
    mockApi({
      ...ACCOUNTS,
      'GET /expense-categories': categories,
      'GET /expenses': () => jsonResponse(200, page([expense(1)])),
      'GET /expenses/stats': stats500.handler,
    });
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/expenses', <ExpensesPage />);
    await screen.findByText('Despesa 1');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro ao carregar o resumo das despesas');
    stats500.recover();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    await waitFor(() => expect(screen.queryByRole('alert')).toBeNull());
    expect(screen.getByText('Despesa 1')).toBeTruthy();
  });

  it("shows 'Erro ao carregar despesas' with a retry", async () => {
    let fail = true;
    mockApi({
      ...ACCOUNTS,
      'GET /expense-categories': categories,
      'GET /expenses': () =>
        fail ? jsonResponse(500, { error: 'INTERNAL', message: 'x' }) : jsonResponse(200, page([expense(1)])),
      'GET /expenses/stats': () => jsonResponse(200, stats),
    });
    renderRoute('/expenses', <ExpensesPage />);
    expect(await screen.findByText('Erro ao carregar despesas')).toBeTruthy();
    fail = false;
    await clickAndSee('Tentar novamente', 'Despesa 1');
  });

  it('filters by category, by dates (refusing start after end) and searches after a pause, back to page 1', async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /expense-categories': categories,
      'GET /expenses': () => jsonResponse(200, page([expense(1)], 3)),
      'GET /expenses/stats': () => jsonResponse(200, stats),
    });
    renderRoute('/expenses', <ExpensesPage />);
    await screen.findByText('Despesa 1');
    expect(screen.getByText('Página 1 de 3')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Próxima/ }));
    await waitFor(() => expect(requests(fetchMock, 'GET', '/expenses').at(-1)?.url.searchParams.get('page')).toBe('2'));

    const categoria = screen.getByLabelText('Categoria') as HTMLSelectElement;
    // The company's categories (every one, archived too), in alphabetical order.
    expect([...categoria.options].map((o) => o.text)).toEqual([
      'Todas',
      ...[...EXPENSE_CATEGORIES].sort((a, b) => a.localeCompare(b, 'pt-BR')),
    ]);
    fireEvent.change(categoria, { target: { value: 'Marketing' } });
    await waitFor(() => {
      const last = requests(fetchMock, 'GET', '/expenses').at(-1)?.url;
      expect(last?.searchParams.get('categoria')).toBe('Marketing');
      expect(last?.searchParams.get('page')).toBe('1');
    });
    expect(requests(fetchMock, 'GET', '/expenses/stats').at(-1)?.url.searchParams.get('categoria')).toBe('Marketing');

    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '2026-12-01' } });
    expect(screen.getByText('Data inicial não pode ser maior que data final')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Filtrar' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '2026-01-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(requests(fetchMock, 'GET', '/expenses').at(-1)?.url.searchParams.get('startDate')).toBe('2026-01-01'),
    );

    fireEvent.change(screen.getByLabelText('Buscar'), { target: { value: '  farinha ' } });
    await waitFor(() =>
      expect(requests(fetchMock, 'GET', '/expenses').at(-1)?.url.searchParams.get('search')).toBe('farinha'),
    );
  });

  it('validates the form with the shared schema, then creates with an Idempotency-Key', async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /expense-categories': categories,
      'GET /expenses': () => jsonResponse(200, page([])),
      'GET /expenses/stats': () => jsonResponse(200, stats),
      'POST /expenses': (_, init) => jsonResponse(201, { data: expense(7, JSON.parse(String(init?.body))) }),
    });
    renderRoute('/expenses', <ExpensesPage />);
    await screen.findByText('Nenhuma despesa encontrada para os filtros selecionados');
    const dialog = await openDialog('Nova Despesa', 'Nova Despesa');
    expect((within(dialog).getByLabelText(/^Data/) as HTMLInputElement).value).toBe(
      formatLocalDate(todayIn(DEFAULT_TIME_ZONE)),
    );
    const forma = within(dialog).getByLabelText('Forma de Pagamento') as HTMLSelectElement;
    expect([...forma.options].map((o) => o.value)).toEqual([
      '',
      'Dinheiro',
      'PIX',
      'Cartão de Crédito',
      'Cartão de Débito',
      'Boleto',
      'Transferência',
      'Cheque',
      'Outro',
    ]);
    // The Brazilian money box: text with the decimal keypad, never the browser's number box.
    expect(
      within(dialog)
        .getByLabelText(/^Valor/)
        .getAttribute('inputmode'),
    ).toBe('decimal');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar despesa' }));
    expect(await within(dialog).findByText('A descrição é obrigatória')).toBeTruthy();
    expect(within(dialog).getByText('O valor é obrigatório')).toBeTruthy();
    expect(within(dialog).getByText('A categoria é obrigatória')).toBeTruthy();
    expect(requests(fetchMock, 'POST', '/expenses')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/^Descrição/), { target: { value: 'Conta de luz' } });
    fireEvent.change(within(dialog).getByLabelText(/^Valor/), { target: { value: '890,47' } });
    fireEvent.change(within(dialog).getByLabelText(/^Data/), { target: { value: '2026-11-21' } });
    fireEvent.change(within(dialog).getByLabelText(/^Categoria/), { target: { value: 'Manutenção' } });
    fireEvent.change(forma, { target: { value: 'PIX' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar despesa' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const [post] = requests(fetchMock, 'POST', '/expenses');
    expect(JSON.parse(String(post?.init?.body))).toEqual({
      descricao: 'Conta de luz',
      valor: 890.47,
      data_despesa: '2026-11-21',
      categoria: 'Manutenção',
      forma_pagamento: 'PIX',
      conta_id: null,
      observacoes: null,
    });
    expect(((post?.init?.headers ?? {}) as Record<string, string>)['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // The list and the stats reload.
    await waitFor(() => expect(requests(fetchMock, 'GET', '/expenses').length).toBeGreaterThan(1));
  });

  it("shows 'Erro ao salvar despesa' with the server's message, and edits with PUT", async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /expense-categories': categories,
      'GET /expenses': () => jsonResponse(200, page([expense(3, { forma_pagamento: null })])),
      'GET /expenses/stats': () => jsonResponse(200, stats),
      'PUT /expenses/3': () =>
        jsonResponse(409, {
          error: 'MONTH_CLOSED',
          message: 'Mês fechado: reabra o fechamento para alterar lançamentos',
        }),
    });
    renderRoute('/expenses', <ExpensesPage />);
    await screen.findByText('Despesa 3');
    const dialog = await openDialog('Editar', 'Editar Despesa');
    expect((within(dialog).getByLabelText(/^Descrição/) as HTMLInputElement).value).toBe('Despesa 3');
    expect((within(dialog).getByLabelText(/^Valor/) as HTMLInputElement).value).toBe('R$ 150,00');
    expect((within(dialog).getByLabelText('Forma de Pagamento') as HTMLSelectElement).value).toBe('');
    fireEvent.change(within(dialog).getByLabelText(/^Valor/), { target: { value: '200' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Erro ao salvar despesa');
    expect(alert.textContent).toContain('Mês fechado: reabra o fechamento para alterar lançamentos');
    const [put] = requests(fetchMock, 'PUT', '/expenses/3');
    expect(JSON.parse(String(put?.init?.body))).toMatchObject({ valor: 200, forma_pagamento: null });
    expect(((put?.init?.headers ?? {}) as Record<string, string>)['Idempotency-Key']).toBeUndefined();
  });

  it("puts the server's field messages next to the fields", async () => {
    mockApi({
      ...ACCOUNTS,
      'GET /expense-categories': categories,
      'GET /expenses': () => jsonResponse(200, page([])),
      'GET /expenses/stats': () => jsonResponse(200, stats),
      'POST /expenses': () =>
        jsonResponse(400, {
          error: 'VALIDATION',
          message: 'O valor deve ter no máximo 2 casas decimais',
          fields: { valor: 'O valor deve ter no máximo 2 casas decimais' },
        }),
    });
    renderRoute('/expenses', <ExpensesPage />);
    await screen.findByText('Nenhuma despesa encontrada para os filtros selecionados');
    fireEvent.click(screen.getByRole('button', { name: 'Nova Despesa' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/^Descrição/), { target: { value: 'X' } });
    fireEvent.change(within(dialog).getByLabelText(/^Valor/), { target: { value: '10' } });
    fireEvent.change(within(dialog).getByLabelText(/^Categoria/), { target: { value: 'Outros' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar despesa' }));
    // FormAlert: the form's title with the server's message; the field shows its own message too.
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Erro ao salvar despesa: O valor deve ter no máximo 2 casas decimais',
    );
    expect(within(dialog).getByText('O valor deve ter no máximo 2 casas decimais').id).toBe('expense-valor-error');
    // The masked box takes the focus, as a plain one would.
    expect(document.activeElement).toBe(within(dialog).getByLabelText(/^Valor/));
  });

  it('deletes only after the confirmation', async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /expense-categories': categories,
      'GET /expenses': () => jsonResponse(200, page([expense(4)])),
      'GET /expenses/stats': () => jsonResponse(200, stats),
      'DELETE /expenses/4': () => new Response(null, { status: 204 }),
    });
    renderRoute('/expenses', <ExpensesPage />);
    await screen.findByText('Despesa 4');
    fireEvent.click(screen.getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Tem certeza que deseja excluir esta despesa?')).toBeTruthy();
    expect(requests(fetchMock, 'DELETE', '/expenses/4')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(requests(fetchMock, 'DELETE', '/expenses/4')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
