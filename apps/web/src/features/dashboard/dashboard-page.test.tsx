import { type Dashboard, DEFAULT_TIME_ZONE, formatLocalDate, type Note, todayIn } from '@livro-caixa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testReminder } from '../../test/fixtures';
import { callsTo, mockApi } from '../../test/mock-api';

/**
 * The company's accounts (ADR 044): the Caixa, for the balances card and the forms' "Conta"; the
 * forecast; the 'Contas a vencer' card with nothing open.
 */
const ACCOUNTS = {
  'GET /financial-accounts': () =>
    jsonResponse(200, {
      data: [
        {
          id: 1,
          nome: 'Caixa',
          tipo: 'caixa',
          banco: null,
          agencia: null,
          conta: null,
          saldo_inicial: 0,
          data_saldo_inicial: '2026-11-01',
          ativa: 1,
          principal: 1,
          saldo: 0,
          created_at: '2026-11-01T00:00:00.000Z',
          updated_at: '2026-11-01T00:00:00.000Z',
        },
      ],
      total: 0,
    }),
  // The forecast's line (issue 22 §5): no negative day ahead.
  'GET /cash-flow/forecast': () =>
    jsonResponse(200, {
      regime: 'caixa',
      hoje: '2026-11-21',
      dias: 90,
      conta_id: null,
      saldo_hoje: 0,
      vencidos: { entradas: 0, saidas: 0, quantidade: 0 },
      a_receber: 0,
      a_pagar: 0,
      saldo_final: 0,
      projecao: [],
      negativos: [],
    }),
  'GET /bills/overview': () => {
    const none = { count: 0, total: 0 };
    const summary = { vencidas: none, vence_hoje: none, proximas: none, dias: 7 };
    return jsonResponse(200, { data: { pagar: summary, receber: summary } });
  },
};

import { clickAndSee, jsonResponse, openDialog, renderRoute } from '../../test/render';
import { DashboardPage } from './dashboard-page';

const metrics: Dashboard['metrics'] = {
  totalRevenue: 1000,
  totalExpenses: 350,
  recordedExpenses: 150,
  confirmedSaidas: 200,
  confirmedSaidaCount: 1,
  result: 650,
  totalAttendantCommissions: 100,
  totalTripeiroCommissions: 0,
  netProfit: 550,
  profitMargin: 55,
  variation: null,
  pendingPayments: 300,
  pendingCount: 1,
  confirmedCount: 1,
  expenseCount: 1,
};

const note = (id: number, patch: Partial<Note> = {}): Note => ({
  id,
  title: `Nota ${id}`,
  content: `Conteúdo ${id}`,
  color: '#f3f4f6',
  is_pinned: false,
  created_at: '2026-11-01T12:00:00.000Z',
  updated_at: `2026-11-0${id}T12:00:00.000Z`,
  ...patch,
});

function dashboard(patch: Partial<Dashboard> = {}): Dashboard {
  return {
    period: { startDate: '2026-11-21', endDate: '2026-11-21' },
    metrics,
    topAttendants: [{ id: 1, nome: 'Ana Paula', total_sales: 1, total_value: 1000, total_commission: 100 }],
    latestPayments: [
      {
        id: 1,
        payment_date: '2026-11-21',
        description: 'Venda balcão',
        attendant_name: 'Ana Paula',
        tripeiro_name: null,
        amount: 1000,
        status: 'confirmado',
        tipo_pagamento: 'entrada',
      },
    ],
    latestExpenses: [
      { id: 1, expense_date: '2026-11-21', description: 'Farinha', category: 'Alimentação', amount: 150 },
    ],
    expensesByCategory: [],
    notes: [],
    reminders: [],
    ...patch,
  };
}

const calls = callsTo;

const region = (name: string) => screen.getByRole('region', { name });

describe('dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for today's figures in São Paulo and shows the five cards", async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () => jsonResponse(200, dashboard()),
    });
    renderRoute('/dashboard', <DashboardPage />);

    expect(await screen.findByText('R$ 1.000,00', { selector: 'p' })).toBeTruthy();
    const today = todayIn(DEFAULT_TIME_ZONE);
    const url = calls(fetchMock, 'GET', '/dashboard/metrics')[0]?.url as URL;
    expect(url.searchParams.get('startDate')).toBe(today);
    expect(url.searchParams.get('endDate')).toBe(today);
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe(formatLocalDate(today));
    expect((screen.getByLabelText('Data final') as HTMLInputElement).value).toBe(formatLocalDate(today));

    for (const label of ['Receita', 'Despesas + saídas', 'Lucro Líquido', 'Variação', 'Comissões de Tripeiros']) {
      expect(screen.getByRole('heading', { name: label, level: 3 })).toBeTruthy();
    }
    expect(screen.getByText('R$ 350,00', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('R$ 550,00', { selector: 'p' })).toBeTruthy();
    expect(screen.getByText('Margem: 55,0%')).toBeTruthy();
    expect(screen.getByText('Comissões de atendentes: R$ 100,00')).toBeTruthy();
    // Variation undefined (nothing in the previous window): a dash.
    expect(screen.getByText('—')).toBeTruthy();
    expect(screen.getByText('R$ 0,00', { selector: 'p' })).toBeTruthy();
  });

  it('paints a loss red and a variation with its sign and colour', async () => {
    mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () =>
        jsonResponse(
          200,
          dashboard({ metrics: { ...metrics, netProfit: -250.5, profitMargin: null, variation: -12.5 } }),
        ),
    });
    renderRoute('/dashboard', <DashboardPage />);
    const loss = await screen.findByText('-R$ 250,50');
    expect(loss.className).toContain('text-red-600');
    expect(screen.getByText('Margem: —')).toBeTruthy();
    const variation = screen.getByText('-12,5%');
    expect(variation.className).toContain('text-red-600');
  });

  it('shows a rising variation in green with a plus sign', async () => {
    mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () => jsonResponse(200, dashboard({ metrics: { ...metrics, variation: 10 } })),
    });
    renderRoute('/dashboard', <DashboardPage />);
    expect((await screen.findByText('+10,0%')).className).toContain('text-emerald-700');
  });

  it('refuses a start after the end, and applies a valid period on Filtrar', async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () => jsonResponse(200, dashboard()),
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Venda balcão');
    const filtrar = screen.getByRole('button', { name: 'Filtrar' }) as HTMLButtonElement;

    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '2026-11-01' } });
    expect(screen.getByText('Data inicial não pode ser maior que data final')).toBeTruthy();
    expect(filtrar.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '' } });
    expect(screen.queryByText('Data inicial não pode ser maior que data final')).toBeNull();
    expect(filtrar.disabled).toBe(true);

    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '2026-11-30' } });
    expect(filtrar.disabled).toBe(false);
    fireEvent.click(filtrar);
    await waitFor(() => expect(calls(fetchMock, 'GET', '/dashboard/metrics')).toHaveLength(2));
    const url = calls(fetchMock, 'GET', '/dashboard/metrics')[1]?.url as URL;
    expect(url.searchParams.get('startDate')).toBe('2026-11-01');
    expect(url.searchParams.get('endDate')).toBe('2026-11-30');
    expect(await screen.findByText('Resumo do período: 01/11/2026 a 30/11/2026')).toBeTruthy();
  });

  it("shows the load failure and 'Tentar novamente' reloads", async () => {
    let fail = true;
    mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () =>
        fail
          ? jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' })
          : jsonResponse(200, dashboard()),
    });
    renderRoute('/dashboard', <DashboardPage />);
    expect(await screen.findByText('Erro ao carregar dados do dashboard')).toBeTruthy();
    fail = false;
    await clickAndSee('Tentar novamente', 'Venda balcão');
    expect(screen.queryByText('Erro ao carregar dados do dashboard')).toBeNull();
  });

  it("links 'Ver todos' to /payments and /expenses on the dashboard's period", async () => {
    mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () => jsonResponse(200, dashboard()),
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Venda balcão');
    const today = todayIn(DEFAULT_TIME_ZONE);
    const seeAll = (panel: string) =>
      within(region(panel)).getByRole('link', { name: 'Ver todos' }).getAttribute('href');
    expect(seeAll('Últimos Pagamentos')).toBe(`/payments?startDate=${today}&endDate=${today}`);
    expect(seeAll('Últimas Despesas')).toBe(`/expenses?startDate=${today}&endDate=${today}`);

    fireEvent.change(screen.getByLabelText('Data inicial'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Data final'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await screen.findByText('Resumo do período: 01/11/2026 a 30/11/2026');
    expect(seeAll('Últimos Pagamentos')).toBe('/payments?startDate=2026-11-01&endDate=2026-11-30');
    expect(seeAll('Últimas Despesas')).toBe('/expenses?startDate=2026-11-01&endDate=2026-11-30');
  });

  it('keeps the period in the URL and reads it back (reload, a shared link, back/forward)', async () => {
    mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () => jsonResponse(200, dashboard()),
    });
    const { router } = renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Venda balcão');
    fireEvent.click(screen.getByRole('button', { name: 'Mês Passado' }));
    await waitFor(() => expect(router.state.location.search).toMatch(/^\?startDate=\d{4}-\d{2}-01&endDate=/));
    expect(screen.getByRole('button', { name: 'Mês Passado' }).getAttribute('aria-pressed')).toBe('true');

    await router.navigate('/dashboard?startDate=2026-10-05&endDate=2026-10-20');
    expect(await screen.findByText('Resumo do período: 05/10/2026 a 20/10/2026')).toBeTruthy();
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe('05/10/2026');
    expect(screen.getByRole('button', { name: 'Mês Passado' }).getAttribute('aria-pressed')).toBe('false');

    await router.navigate(-1);
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Mês Passado' }).getAttribute('aria-pressed')).toBe('true'),
    );

    // A hand-edited link with the dates out of order falls back to today.
    await router.navigate('/dashboard?startDate=2026-10-20&endDate=2026-10-05');
    const today = todayIn(DEFAULT_TIME_ZONE);
    await waitFor(() =>
      expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe(formatLocalDate(today)),
    );
  });
});

describe('dashboard notes', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('requires the content, then creates the note with its colour, pinned ones staying first', async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () =>
        jsonResponse(200, dashboard({ notes: [note(1, { is_pinned: true, title: 'Importante' })] })),
      'POST /notes': (_, init) =>
        jsonResponse(201, {
          data: note(9, {
            ...JSON.parse(String(init?.body)),
            title: 'Comprar farinha',
            updated_at: '2026-11-21T12:00:00.000Z',
          }),
        }),
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Importante');

    const dialog = await openDialog('Nova Nota', 'Nova Nota');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota' }));
    expect(await within(dialog).findByText('O conteúdo da nota é obrigatório')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/notes')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Comprar farinha' } });
    fireEvent.change(within(dialog).getByLabelText(/Conteúdo/), { target: { value: 'Pedir 10 sacos' } });
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Azul' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls(fetchMock, 'POST', '/notes')[0]?.body).toEqual({
      title: 'Comprar farinha',
      content: 'Pedir 10 sacos',
      color: '#dbeafe',
      is_pinned: false,
    });
    const items = within(region('Notas')).getAllByRole('listitem');
    expect(items.map((item) => item.querySelector('h3')?.textContent)).toEqual(['Importante', 'Comprar farinha']);
    expect(items[1]?.getAttribute('data-color')).toBe('#dbeafe');
  });

  it("shows the server's message, else 'Erro ao salvar. Tente novamente.'", async () => {
    let answer = jsonResponse(400, { error: 'VALIDATION', message: 'Cor inválida', fields: { color: 'Cor inválida' } });
    mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () => jsonResponse(200, dashboard()),
      'POST /notes': () => answer,
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Venda balcão');
    fireEvent.click(screen.getByRole('button', { name: 'Nova Nota' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/Conteúdo/), { target: { value: 'Algo' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota' }));
    // The colour's message goes under the colours; the alert does not repeat it.
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Erro ao salvar. Tente novamente.');
    expect(within(dialog).getAllByText('Cor inválida')).toHaveLength(1);

    answer = jsonResponse(404, { error: 'NOT_FOUND', message: 'Nota não encontrada' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Nota não encontrada'));

    answer = new Response('bad gateway', { status: 502 });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota' }));
    await waitFor(() => expect(within(dialog).getByRole('alert').textContent).toBe('Erro ao salvar. Tente novamente.'));
  });

  it('edits a note keeping its pin', async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () => jsonResponse(200, dashboard({ notes: [note(1, { is_pinned: true })] })),
      'PUT /notes/1': (_, init) => jsonResponse(200, { data: note(1, JSON.parse(String(init?.body))) }),
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Nota 1');
    const dialog = await openDialog('Editar', 'Editar Nota', region('Notas'));
    expect((within(dialog).getByLabelText(/Conteúdo/) as HTMLTextAreaElement).value).toBe('Conteúdo 1');
    fireEvent.change(within(dialog).getByLabelText('Título'), { target: { value: 'Nota editada' } });
    await clickAndSee('Salvar alterações', 'Nota editada', dialog);
    expect(calls(fetchMock, 'PUT', '/notes/1')[0]?.body).toEqual({
      title: 'Nota editada',
      content: 'Conteúdo 1',
      color: '#f3f4f6',
      is_pinned: true,
    });
  });

  it('pins with { is_pinned } and moves the note up; a pin failure is only logged', async () => {
    let fail = false;
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () => jsonResponse(200, dashboard({ notes: [note(2), note(1)] })),
      'PUT /notes/1': (_, init) =>
        fail
          ? jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' })
          : jsonResponse(200, {
              data: note(1, { ...JSON.parse(String(init?.body)), updated_at: '2026-11-21T12:00:00.000Z' }),
            }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Nota 1');
    const titles = () =>
      within(region('Notas'))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(titles()).toEqual(['Nota 2', 'Nota 1']);

    const second = within(region('Notas')).getAllByRole('listitem')[1] as HTMLElement;
    fireEvent.click(within(second).getByRole('button', { name: 'Fixar' }));
    await waitFor(() => expect(titles()).toEqual(['Nota 1', 'Nota 2']));
    expect(calls(fetchMock, 'PUT', '/notes/1')[0]?.body).toEqual({ is_pinned: true });

    fail = true;
    const first = within(region('Notas')).getAllByRole('listitem')[0] as HTMLElement;
    fireEvent.click(within(first).getByRole('button', { name: 'Desafixar' }));
    await waitFor(() => expect(logged).toHaveBeenCalled());
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('deletes only after the confirmation', async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () => jsonResponse(200, dashboard({ notes: [note(1)] })),
      'DELETE /notes/1': () => new Response(null, { status: 204 }),
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Nota 1');
    fireEvent.click(within(region('Notas')).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Tem certeza que deseja excluir esta nota?')).toBeTruthy();
    expect(calls(fetchMock, 'DELETE', '/notes/1')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByText('Nota 1')).toBeNull());
    expect(calls(fetchMock, 'DELETE', '/notes/1')).toHaveLength(1);
    expect(screen.getByText('Nenhuma nota ainda')).toBeTruthy();
  });
});

describe('dashboard reminders', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("requires the title, defaults to 'Média' and sends date, time and priority", async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () => jsonResponse(200, dashboard()),
      'POST /reminders': (_, init) => jsonResponse(201, { data: testReminder(5, JSON.parse(String(init?.body))) }),
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Venda balcão');
    const dialog = await openDialog('Novo Lembrete', 'Novo Lembrete');
    const priority = within(dialog).getByLabelText('Prioridade') as HTMLSelectElement;
    expect(priority.value).toBe('medium');
    expect([...priority.options].map((o) => o.text)).toEqual(['Baixa', 'Média', 'Alta']);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar lembrete' }));
    expect(await within(dialog).findByText('O título do lembrete é obrigatório')).toBeTruthy();
    expect(calls(fetchMock, 'POST', '/reminders')).toHaveLength(0);

    fireEvent.change(within(dialog).getByLabelText(/Título/), { target: { value: 'Pagar aluguel' } });
    fireEvent.change(within(dialog).getByLabelText('Data'), { target: { value: '2099-12-05' } });
    fireEvent.change(within(dialog).getByLabelText('Hora'), { target: { value: '10:30' } });
    fireEvent.change(priority, { target: { value: 'high' } });
    await clickAndSee('Criar lembrete', 'Pagar aluguel', dialog);
    expect(calls(fetchMock, 'POST', '/reminders')[0]?.body).toEqual({
      title: 'Pagar aluguel',
      description: null,
      due_date: '2099-12-05',
      due_time: '10:30',
      priority: 'high',
      category: null,
    });
    const item = within(region('Lembretes')).getByRole('listitem');
    expect(within(item).getByText('Alta')).toBeTruthy();
    expect(within(item).getByText('05/12/2099 às 10:30')).toBeTruthy();
  });

  it("marks overdue pending reminders 'Atrasado', strikes completed ones, and marks done with { status }", async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () =>
        jsonResponse(
          200,
          dashboard({
            reminders: [
              testReminder(1, {
                title: 'Atrasado há tempo',
                due_date: '2020-01-10',
                due_time: '09:00',
                priority: 'high',
              }),
              testReminder(2, { title: 'No futuro', due_date: '2099-01-10' }),
              testReminder(3, { title: 'Já feito', due_date: '2020-01-01', status: 'completed' }),
            ],
          }),
        ),
      'PUT /reminders/2': (_, init) =>
        jsonResponse(200, {
          data: testReminder(2, { title: 'No futuro', due_date: '2099-01-10', ...JSON.parse(String(init?.body)) }),
        }),
    });
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Atrasado há tempo');
    const items = () => within(region('Lembretes')).getAllByRole('listitem');
    expect(within(items()[0] as HTMLElement).getByText('Atrasado')).toBeTruthy();
    expect(within(items()[1] as HTMLElement).queryByText('Atrasado')).toBeNull();
    expect(within(items()[2] as HTMLElement).queryByText('Atrasado')).toBeNull();
    expect(screen.getByText('Já feito').className).toContain('line-through');
    expect((screen.getByRole('checkbox', { name: 'Concluído: Já feito' }) as HTMLInputElement).checked).toBe(true);

    fireEvent.click(screen.getByRole('checkbox', { name: 'Concluído: No futuro' }));
    // The box and the strike follow the click at once.
    expect(screen.getByText('No futuro').className).toContain('line-through');
    // Done ones go after the pending ones, once the server has answered.
    await waitFor(() =>
      expect(items().map((item) => item.getAttribute('data-status'))).toEqual(['pending', 'completed', 'completed']),
    );
    expect(calls(fetchMock, 'PUT', '/reminders/2')[0]?.body).toEqual({ status: 'completed' });
  });

  it('deletes only after the confirmation; a delete failure is only logged', async () => {
    const fetchMock = mockApi({
      ...ACCOUNTS,
      'GET /dashboard/metrics': () => jsonResponse(200, dashboard({ reminders: [testReminder(1)] })),
      'DELETE /reminders/1': () => jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' }),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderRoute('/dashboard', <DashboardPage />);
    await screen.findByText('Lembrete 1');
    fireEvent.click(within(region('Lembretes')).getByRole('button', { name: 'Excluir' }));
    const confirm = await screen.findByRole('alertdialog');
    expect(within(confirm).getByText('Tem certeza que deseja excluir este lembrete?')).toBeTruthy();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(calls(fetchMock, 'DELETE', '/reminders/1')).toHaveLength(1);
    expect(logged).toHaveBeenCalled();
    expect(screen.getByText('Lembrete 1')).toBeTruthy();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
