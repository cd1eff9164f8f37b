import { DEFAULT_TIME_ZONE, monthRange, todayIn } from '@livro-caixa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toast';
import { clickAndSee, jsonResponse, renderRoute } from '../../test/render';
import { asShown } from '../../test/text';
import { PaymentsPage } from './payments-page';

const page = (data: unknown[] = [], total = data.length) => ({
  data,
  pagination: { page: 1, limit: 20, total, totalPages: Math.ceil(total / 20) },
  summary: { entradasConfirmadas: 100.1, saidasConfirmadas: 0, entradasPendentes: 0, saidasPendentes: 0 },
});

const payment = {
  id: 7,
  numero: 107,
  descricao: 'Bolo de aniversário',
  valor: 100.1,
  data_pagamento: '2026-11-21',
  atendente_id: 3,
  tripeiro_id: null,
  tipo_pagamento: 'entrada',
  status: 'confirmado',
  observacoes: null,
  attendant_name: 'Ana Souza',
  tripeiro_name: null,
  valor_comissao: 5.01,
  comissao_tripeiro: 0,
  comissao_percentual: 5,
  tripeiro_percentual: 0,
  created_at: '2026-11-21T12:00:00.000Z',
  updated_at: '2026-11-21T12:00:00.000Z',
  data_lancamento: null,
  vencimento: null,
};

type Call = { url: string; init: RequestInit };

/** A fetch that answers the settings and the lists, and `onPost` for POST /payments. */
function server(onPost: (call: Call) => Response, preferences?: Record<string, unknown>, closings: unknown[] = []) {
  const calls: Call[] = [];
  const fetchMock = vi.fn(async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    if (init.method === 'POST') return onPost({ url, init });
    if (url === '/api/closings') return jsonResponse(200, { data: closings });
    if (url === '/api/settings') {
      return preferences ? jsonResponse(200, { preferences }) : jsonResponse(500, { error: 'INTERNAL', message: 'x' });
    }
    if (url.startsWith('/api/payments')) return jsonResponse(200, page([payment]));
    if (url.startsWith('/api/attendants')) return jsonResponse(200, page([{ id: 3, nome: 'Ana Souza' }]));
    return jsonResponse(200, page([{ id: 9, nome: 'Roberto Tavares' }]));
  });
  vi.stubGlobal('fetch', fetchMock);
  return calls;
}

/** A fetch that answers the list with `rows` (and nothing else: no closed month, default settings). */
function listOnly(rows: unknown[]) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      if (url === '/api/closings') return jsonResponse(200, { data: [] });
      if (url === '/api/settings') return jsonResponse(200, { preferences: {} });
      if (url.startsWith('/api/payments')) return jsonResponse(200, page(rows));
      return jsonResponse(200, page([]));
    }),
  );
}

/** Fills a field of the open modal. */
function fill(label: string, value: string) {
  fireEvent.change(within(screen.getByRole('dialog')).getByLabelText(label), { target: { value } });
}

describe('payments page', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("opens on this month (today's month in the user's zone) with money and dates in pt-BR", async () => {
    const calls = server(() => jsonResponse(500, {}), { timeZone: 'Asia/Tokyo', defaultPaymentStatus: 'pendente' });
    renderRoute('/payments', <PaymentsPage />);
    const row = (await screen.findByText('Bolo de aniversário')).closest('tr') as HTMLElement;
    expect(within(row).getByText('21/11/2026')).toBeTruthy();
    expect(within(row).getByText('R$ 100,10')).toBeTruthy();
    expect(within(row).getByText('R$ 5,01')).toBeTruthy();
    // The status shows in its column, and under the tipo when the table is narrow (CSS picks one).
    expect(within(row).getAllByText('Confirmado').length).toBeGreaterThan(0);
    // docs/product-rules.md "Lists and filters": every list opens on Este Mês.
    const month = monthRange(todayIn('Asia/Tokyo').slice(0, 7));
    const list = calls.find((c) => c.url.startsWith('/api/payments'));
    expect(list?.url).toBe(`/api/payments?startDate=${month.start}&endDate=${month.end}&page=1&limit=20`);
    expect(screen.getByRole('button', { name: 'Este Mês' }).getAttribute('aria-pressed')).toBe('true');
    // A single page: no pagination.
    expect(screen.queryByText(/Página \d+ de/)).toBeNull();
  });

  it('shows no commission for a cancelled payment (it counts nowhere)', async () => {
    const cancelled = { ...payment, id: 8, descricao: 'Encomenda desistida', status: 'cancelado' };
    listOnly([payment, cancelled]);
    renderRoute('/payments', <PaymentsPage />);
    const row = (await screen.findByText('Encomenda desistida')).closest('tr') as HTMLElement;
    expect(within(row).queryByText('R$ 5,01')).toBeNull();
    expect(within(row).getByTitle('Cancelado: sem comissão').textContent).toBe('—');
    const confirmed = screen.getByText('Bolo de aniversário').closest('tr') as HTMLElement;
    expect(within(confirmed).getByText('R$ 5,01')).toBeTruthy();
  });

  // docs/product-rules.md "Settling after the closing": the entry shows both dates.
  it('shows both dates of an entrada a settlement received from a closed month', async () => {
    const received = {
      ...payment,
      id: 9,
      descricao: 'Encomenda de salgados',
      data_pagamento: '2026-11-05',
      data_lancamento: '2026-10-15',
    };
    listOnly([payment, received]);
    renderRoute('/payments', <PaymentsPage />);
    const row = (await screen.findByText('Encomenda de salgados')).closest('tr') as HTMLElement;
    expect(within(row).getByText('05/11/2026')).toBeTruthy();
    expect(
      within(row).getByText('Lançado em 15/10/2026 (mês fechado) · recebido no acerto de 05/11/2026'),
    ).toBeTruthy();
    const plain = screen.getByText('Bolo de aniversário').closest('tr') as HTMLElement;
    expect(within(plain).queryByText(/Lançado em/)).toBeNull();
  });

  it("'Exportar CSV' downloads the list's filters (no page) under the server's file name", async () => {
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        calls.push(url);
        if (url.startsWith('/api/payments/export')) {
          return new Response('\uFEFFNº;Data', {
            status: 200,
            headers: {
              'Content-Type': 'text/csv; charset=utf-8',
              'Content-Disposition': 'attachment; filename="pagamentos-2026-10-01-a-2026-10-31.csv"',
            },
          });
        }
        if (url === '/api/closings') return jsonResponse(200, { data: [] });
        if (url === '/api/settings') return jsonResponse(200, { preferences: {} });
        return jsonResponse(200, page([payment]));
      }),
    );
    const createObjectURL = vi.fn(() => 'blob:csv');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { router } = renderRoute('/payments', <PaymentsPage />);
    await router.navigate('/payments?status=pendente&startDate=2026-10-01&endDate=2026-10-31&search=bolo&page=2');
    await waitFor(() => expect(calls.some((u) => u.startsWith('/api/payments?status=pendente'))).toBe(true));
    fireEvent.click(await screen.findByRole('button', { name: 'Exportar CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls.filter((u) => u.startsWith('/api/payments/export'))).toEqual([
      '/api/payments/export?status=pendente&startDate=2026-10-01&endDate=2026-10-31&search=bolo',
    ]);
    expect((click.mock.instances[0] as unknown as HTMLAnchorElement).download).toBe(
      'pagamentos-2026-10-01-a-2026-10-31.csv',
    );
    click.mockRestore();
  });

  it('creates a payment: Nenhum goes as null, a retry reuses the Idempotency-Key, errors keep the server message', async () => {
    let attempt = 0;
    const calls = server(() => {
      attempt += 1;
      if (attempt === 1) return jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' });
      if (attempt === 2)
        return jsonResponse(400, {
          error: 'VALIDATION',
          message: 'Atendente inativo não pode receber novos pagamentos',
          fields: { atendente_id: 'Atendente inativo não pode receber novos pagamentos' },
        });
      return jsonResponse(201, { data: payment });
    });
    renderRoute('/payments', <PaymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo Pagamento' }));
    await screen.findByRole('option', { name: 'Ana Souza' });
    const dialog = screen.getByRole('dialog');
    expect((within(dialog).getByLabelText('Status') as HTMLSelectElement).value).toBe('pendente');

    // The shared schema's messages, before any request.
    await clickAndSee('Criar pagamento', 'A descrição é obrigatória');
    expect(screen.getByText('O valor é obrigatório')).toBeTruthy();

    fill('Descrição', 'Bolo de aniversário');
    fill('Valor', '100,10');
    fireEvent.click(screen.getByRole('button', { name: 'Criar pagamento' }));
    expect((await screen.findByText('Erro ao salvar pagamento: Erro interno do servidor')).textContent).toBeTruthy();

    fill('Atendente', '3');
    fireEvent.click(screen.getByRole('button', { name: 'Criar pagamento' }));
    await waitFor(() =>
      expect(within(dialog).getByLabelText('Atendente').getAttribute('aria-describedby')).toBe(
        'payment-atendente-error',
      ),
    );
    expect(screen.getAllByText('Atendente inativo não pode receber novos pagamentos').length).toBeGreaterThan(0);

    fireEvent.click(screen.getByRole('button', { name: 'Criar pagamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    const posts = calls.filter((c) => c.init.method === 'POST');
    expect(posts).toHaveLength(3);
    const keys = posts.map((c) => (c.init.headers as Record<string, string>)['Idempotency-Key']);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(keys).size).toBe(1);
    expect(JSON.parse(String(posts[0]?.init.body))).toEqual({
      descricao: 'Bolo de aniversário',
      valor: 100.1,
      data_pagamento: todayIn(DEFAULT_TIME_ZONE),
      atendente_id: null,
      tripeiro_id: null,
      tipo_pagamento: 'entrada',
      status: 'pendente',
      forma_pagamento: null,
      conta_id: null,
      observacoes: null,
      vencimento: null,
    });
    expect(JSON.parse(String(posts[2]?.init.body)).atendente_id).toBe(3);
  }, 15_000);

  it("'Vencimento' only for a pending entrada: sent then, left out otherwise", async () => {
    const calls = server(() => jsonResponse(201, { data: payment }));
    renderRoute('/payments', <PaymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo Pagamento' }));
    await screen.findByRole('option', { name: 'Ana Souza' });
    const dialog = screen.getByRole('dialog');
    fill('Descrição', 'Fiado do Seu Zé');
    fill('Valor', '50,00');
    fill('Vencimento', '31/12/20');
    fill('Tipo', 'saida');
    expect(within(dialog).queryByLabelText('Vencimento')).toBeNull();
    fill('Tipo', 'entrada');
    fill('Status', 'confirmado');
    expect(within(dialog).queryByLabelText('Vencimento')).toBeNull();
    // Hidden, the half-typed date does not block the save, and none is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Criar pagamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [confirmed] = calls.filter((c) => c.init.method === 'POST');
    expect(JSON.parse(String(confirmed?.init.body))).not.toHaveProperty('vencimento');
    fireEvent.click(await screen.findByRole('button', { name: 'Novo Pagamento' }));
    await screen.findByRole('option', { name: 'Ana Souza' });
    fill('Descrição', 'Fiado do Seu Zé');
    fill('Valor', '50,00');
    fill('Vencimento', '2099-12-31');
    fireEvent.click(screen.getByRole('button', { name: 'Criar pagamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = calls.filter((c) => c.init.method === 'POST')[1];
    expect(JSON.parse(String(post?.init.body))).toMatchObject({ status: 'pendente', vencimento: '2099-12-31' });
  }, 15_000);

  it('reads status, dates, search and page from the URL and writes them back; totals of the whole filter below', async () => {
    const calls = server(() => jsonResponse(500, {}), { timeZone: DEFAULT_TIME_ZONE });
    const { router } = renderRoute('/payments', <PaymentsPage />);
    await screen.findByText('Bolo de aniversário');
    await router.navigate('/payments?status=pendente&startDate=2026-11-01&endDate=2026-11-30&search=bolo&page=2');
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe(
        '/api/payments?status=pendente&startDate=2026-11-01&endDate=2026-11-30&search=bolo&page=2&limit=20',
      ),
    );
    expect((screen.getByLabelText('Status') as HTMLSelectElement).value).toBe('pendente');
    expect((screen.getByLabelText('Buscar') as HTMLInputElement).value).toBe('bolo');
    expect((screen.getByLabelText('Data inicial') as HTMLInputElement).value).toBe('01/11/2026');

    // A filter change goes back to page 1, and keeps the others in the URL.
    fireEvent.change(screen.getByLabelText('Status'), { target: { value: 'confirmado' } });
    await waitFor(() =>
      expect(router.state.location.search).toBe(
        '?status=confirmado&startDate=2026-11-01&endDate=2026-11-30&search=bolo',
      ),
    );
    // A quick period: this month (the default), applied at once.
    fireEvent.click(screen.getByRole('button', { name: 'Este Mês' }));
    await waitFor(() => expect(router.state.location.search).toBe('?status=confirmado&search=bolo'));
    expect(screen.getByRole('button', { name: 'Este Mês' }).getAttribute('aria-pressed')).toBe('true');

    const totals = screen.getByRole('region', { name: 'Totais do filtro' });
    const figure = (label: string) => within(totals).getByText(label).nextElementSibling?.textContent;
    expect(figure('Entradas confirmadas')).toBe(asShown('R$ 100,10'));
    expect(figure('Saídas confirmadas')).toBe(asShown('R$ 0,00'));
    expect(figure('Saldo confirmado')).toBe(asShown('R$ 100,10'));
    expect(within(totals).queryByText('Pendentes a receber')).toBeNull();
    expect(within(totals).getByText(/Cancelados não entram/)).toBeTruthy();
  });

  it("after creating a payment outside the filter, the toast's 'Ver no dia' shows that day", async () => {
    const created = { ...payment, id: 8, data_pagamento: '2026-10-05' };
    const calls = server(() => jsonResponse(201, { data: created }), { timeZone: DEFAULT_TIME_ZONE });
    const { router } = renderRoute(
      '/payments',
      <>
        <PaymentsPage />
        <Toaster />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Novo Pagamento' }));
    await screen.findByRole('option', { name: 'Ana Souza' });
    fill('Descrição', 'Venda atrasada');
    fill('Valor', '50,00');
    fill('Data', '2026-10-05');
    fireEvent.click(screen.getByRole('button', { name: 'Criar pagamento' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // (Radix also copies the toast's text into its live region: more than one match.)
    expect((await screen.findAllByText('Pagamento criado com sucesso!')).length).toBeGreaterThan(0);
    expect(screen.getAllByText('Fora do filtro atual: a data é 05/10/2026.').length).toBeGreaterThan(0);
    fireEvent.click(screen.getByRole('button', { name: 'Ver no dia 05/10/2026' }));
    await waitFor(() => expect(router.state.location.search).toBe('?startDate=2026-10-05&endDate=2026-10-05'));
    await waitFor(() =>
      expect(calls.at(-1)?.url).toBe('/api/payments?startDate=2026-10-05&endDate=2026-10-05&page=1&limit=20'),
    );
  });

  it("pre-fills the status from the user's preferences", async () => {
    server(() => jsonResponse(500, {}), { timeZone: 'America/Sao_Paulo', defaultPaymentStatus: 'confirmado' });
    renderRoute('/payments', <PaymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo Pagamento' }));
    await screen.findByRole('option', { name: 'Ana Souza' });
    expect((within(screen.getByRole('dialog')).getByLabelText('Status') as HTMLSelectElement).value).toBe('confirmado');
  });

  it("says 'Erro desconhecido' when the server gives no message", async () => {
    server(() => new Response('bad gateway', { status: 502 }));
    renderRoute('/payments', <PaymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo Pagamento' }));
    await screen.findByRole('option', { name: 'Ana Souza' });
    fill('Descrição', 'Venda');
    fill('Valor', '10');
    await clickAndSee('Criar pagamento', 'Erro ao salvar pagamento: Erro desconhecido');
  });

  it('locks the rows of a closed month: a lock, and Editar/Excluir disabled with the reason', async () => {
    const reason = 'Mês fechado: reabra o fechamento para alterar lançamentos';
    const entry = { closedAt: '2026-11-02T12:00:00.000Z', closedBy: 'Dona', reopenedAt: null, reopenedBy: null };
    server(() => jsonResponse(500, {}), { timeZone: 'America/Sao_Paulo' }, [
      { month: '2026-11', status: 'fechado', ...entry },
      { month: '2026-10', status: 'aberto', ...entry },
    ]);
    renderRoute('/payments', <PaymentsPage />);
    const row = (await screen.findByText('Bolo de aniversário')).closest('tr') as HTMLElement;
    await waitFor(() => expect(within(row).getByText('Mês fechado')).toBeTruthy());
    for (const name of ['Editar', 'Excluir']) {
      const button = within(row).getByRole('button', { name });
      expect(button.getAttribute('aria-disabled')).toBe('true');
      expect(button.getAttribute('aria-description')).toBe(reason);
      expect(button.getAttribute('title')).toBe(reason);
    }
    fireEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    fireEvent.click(within(row).getByRole('button', { name: 'Excluir' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('leaves the rows of an open (or reopened) month alone', async () => {
    server(() => jsonResponse(500, {}), { timeZone: 'America/Sao_Paulo' }, [
      { month: '2026-11', status: 'aberto', closedAt: null, closedBy: null, reopenedAt: null, reopenedBy: null },
    ]);
    renderRoute('/payments', <PaymentsPage />);
    const row = (await screen.findByText('Bolo de aniversário')).closest('tr') as HTMLElement;
    expect(within(row).queryByText('Mês fechado')).toBeNull();
    expect(within(row).getByRole('button', { name: 'Editar' }).getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'Editar' }));
    expect(await screen.findByRole('dialog')).toBeTruthy();
  });

  it('when a delete answers 409 MONTH_CLOSED, fetches the closed months again and locks the row', async () => {
    let closed = false;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: RequestInit = {}) => {
        if (init.method === 'DELETE') {
          closed = true;
          return jsonResponse(409, {
            error: 'MONTH_CLOSED',
            message: 'Mês fechado: reabra o fechamento para alterar lançamentos',
          });
        }
        if (url === '/api/settings') return jsonResponse(200, { preferences: { timeZone: 'America/Sao_Paulo' } });
        if (url === '/api/closings') {
          const entry = { closedAt: '2026-11-22T12:00:00.000Z', closedBy: 'Outra', reopenedAt: null, reopenedBy: null };
          return jsonResponse(200, { data: closed ? [{ month: '2026-11', status: 'fechado', ...entry }] : [] });
        }
        return jsonResponse(200, page([payment]));
      }),
    );
    renderRoute('/payments', <PaymentsPage />);
    const row = (await screen.findByText('Bolo de aniversário')).closest('tr') as HTMLElement;
    fireEvent.click(within(row).getByRole('button', { name: 'Excluir' }));
    fireEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Excluir' }));
    await waitFor(() => expect(within(row).getByText('Mês fechado')).toBeTruthy());
    expect(within(row).getByRole('button', { name: 'Excluir' }).getAttribute('aria-disabled')).toBe('true');
  });
});
