import { DEFAULT_PREFERENCES } from '@livro-caixa/domain';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { failingThen, mockApi } from '../../test/mock-api';
import { jsonResponse, renderRoute } from '../../test/render';
import { ReportsPage } from './reports-page';

const report = (url: URL) => ({
  type: 'financial',
  period: { startDate: url.searchParams.get('startDate'), endDate: url.searchParams.get('endDate') },
  generatedAt: '2026-11-24T12:00:00.000Z',
  summary: {
    totalRevenue: 1500,
    totalExpenses: 250,
    recordedExpenses: 250,
    confirmedSaidas: 0,
    confirmedSaidaCount: 0,
    result: 1250,
    netProfit: 1250,
    totalCommissions: 0,
    attendantCommissions: 0,
    tripeiroCommissions: 0,
    pendingPayments: 0,
    confirmedPayments: 3,
    expenseCount: 1,
    attendantCount: 0,
    profitMargin: 83.3,
  },
  byCategory: [],
  byAttendant: [],
  byTripeiro: [],
  monthlyTrend: [],
  topProducts: [],
  paymentMethods: [],
  groupBy: null,
  groups: [],
});

describe('reports page: a failed load', () => {
  afterEach(() => vi.unstubAllGlobals());

  it("shows the error and 'Tentar novamente', no R$ 0,00 and no CSV, and shows the report on retry", async () => {
    const route = failingThen((url) => jsonResponse(200, report(url)));
    mockApi({
      'GET /settings': () => jsonResponse(200, { preferences: DEFAULT_PREFERENCES }),
      'GET /reports/generate': route.handler,
    });
    renderRoute('/reports', <ReportsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro interno do servidor');
    expect(document.body.textContent).not.toContain('R$ 0,00');
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(true);
    route.recover();
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect((await screen.findAllByText('R$ 1.500,00')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });
});

describe('reports page: tab and period in the URL (issue 20, docs/product-rules.md "Lists and filters")', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the tab and period from the URL, asks for them, and writes a change back', async () => {
    const asked: string[] = [];
    mockApi({
      'GET /settings': () => jsonResponse(200, { preferences: DEFAULT_PREFERENCES }),
      'GET /reports/generate': (url) => {
        asked.push(url.search);
        return jsonResponse(200, report(url));
      },
    });
    const { router } = renderRoute('/reports', <ReportsPage />);
    await screen.findAllByText('R$ 1.500,00');
    await act(() => router.navigate('/reports?type=expenses&startDate=2026-10-01&endDate=2026-10-31'));
    const tab = screen.getByRole('tab', { name: 'Análise de Despesas' });
    expect(tab.getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(asked.at(-1)).toBe('?type=expenses&startDate=2026-10-01&endDate=2026-10-31'));
    expect((screen.getByLabelText('De') as HTMLInputElement).value).toBe('01/10/2026');

    fireEvent.mouseDown(screen.getByRole('tab', { name: 'Comissões' }), { button: 0 });
    await waitFor(() =>
      expect(router.state.location.search).toBe('?type=commissions&startDate=2026-10-01&endDate=2026-10-31'),
    );
    // Este Mês is the default: it leaves the URL.
    fireEvent.click(screen.getByRole('button', { name: 'Este Mês' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=commissions'));
    expect(screen.getByRole('button', { name: 'Este Mês' }).getAttribute('aria-pressed')).toBe('true');
  });

  it('a hand-edited link (unknown tab, start after end) falls back to Financeiro Geral and this month', async () => {
    mockApi({
      'GET /settings': () => jsonResponse(200, { preferences: DEFAULT_PREFERENCES }),
      'GET /reports/generate': (url) => jsonResponse(200, report(url)),
    });
    const { router } = renderRoute('/reports', <ReportsPage />);
    await act(() => router.navigate('/reports?type=nada&startDate=2026-10-31&endDate=2026-10-01'));
    await screen.findAllByText('R$ 1.500,00');
    expect(screen.getByRole('tab', { name: 'Financeiro Geral' }).getAttribute('aria-selected')).toBe('true');
    expect(screen.getByRole('button', { name: 'Este Mês' }).getAttribute('aria-pressed')).toBe('true');
  });
});
