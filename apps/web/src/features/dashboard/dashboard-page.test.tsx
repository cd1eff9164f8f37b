import { DEFAULT_TIME_ZONE, formatLocalDate, todayIn } from '@livro-caixa/domain';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../test/mock-api';
import { clickAndSee, jsonResponse, renderRoute } from '../../test/render';
import { DashboardPage } from './dashboard-page';
import { ACCOUNTS, dashboard, metrics, mockDashboard, region } from './dashboard-page.fixtures';

describe('dashboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it("asks for today's figures in São Paulo and shows the five cards", async () => {
    const fetchMock = mockDashboard();
    renderRoute('/dashboard', <DashboardPage />);

    expect(await screen.findByText('R$ 1.000,00', { selector: 'p' })).toBeTruthy();
    const today = todayIn(DEFAULT_TIME_ZONE);
    const url = callsTo(fetchMock, 'GET', '/dashboard/metrics')[0]?.url as URL;
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
    mockDashboard(dashboard({ metrics: { ...metrics, variation: 10 } }));
    renderRoute('/dashboard', <DashboardPage />);
    expect((await screen.findByText('+10,0%')).className).toContain('text-emerald-700');
  });

  it('refuses a start after the end, and applies a valid period on Filtrar', async () => {
    const fetchMock = mockDashboard();
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
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/dashboard/metrics')).toHaveLength(2));
    const url = callsTo(fetchMock, 'GET', '/dashboard/metrics')[1]?.url as URL;
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
    mockDashboard();
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
    mockDashboard();
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
