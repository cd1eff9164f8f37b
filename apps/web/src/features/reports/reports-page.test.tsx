import { DEFAULT_PREFERENCES } from '@livro-caixa/domain';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
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
    let fail = true;
    mockApi({
      'GET /settings': () => jsonResponse(200, { preferences: DEFAULT_PREFERENCES }),
      'GET /reports/generate': (url) =>
        fail
          ? jsonResponse(500, { error: 'INTERNAL', message: 'Erro interno do servidor' })
          : jsonResponse(200, report(url)),
    });
    renderRoute('/reports', <ReportsPage />);
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro interno do servidor');
    expect(document.body.textContent).not.toContain('R$ 0,00');
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(true);
    fail = false;
    fireEvent.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
    expect((await screen.findAllByText('R$ 1.500,00')).length).toBeGreaterThan(0);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
    expect((screen.getByRole('button', { name: 'Exportar CSV' }) as HTMLButtonElement).disabled).toBe(false);
  });
});
