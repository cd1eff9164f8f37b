import type { Forecast } from '@livro-caixa/domain';
import { negativeBalanceWarning } from '@livro-caixa/domain';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { callsTo, mockApi } from '../../../test/mock-api';
import { jsonResponse, renderRoute } from '../../../test/render';
import { NextNegativeDayCard } from './next-negative-card';

const forecast = (negativos: Forecast['negativos']): Forecast => ({
  regime: 'caixa',
  hoje: '2026-11-21',
  dias: 90,
  conta_id: null,
  saldo_hoje: 100,
  vencidos: { entradas: 0, saidas: 0, quantidade: 0 },
  a_receber: 0,
  a_pagar: 1330,
  saldo_final: -1230,
  projecao: [],
  negativos,
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("the dashboard's forecast line", () => {
  it('names the next day the projected balance turns negative, in the exact words, for 90 days', async () => {
    const aviso = negativeBalanceWarning('2026-12-05', -123000);
    expect(aviso).toBe('Saldo previsto negativo em 05/12: -R$\u00a01.230,00');
    const fetchMock = mockApi({
      'GET /cash-flow/forecast': () =>
        jsonResponse(
          200,
          forecast([
            { data: '2026-12-05', saldo: -1230, aviso },
            { data: '2027-01-10', saldo: -5, aviso: 'x' },
          ]),
        ),
    });
    renderRoute('/dashboard-card', <NextNegativeDayCard />);
    await waitFor(() => expect(screen.getByTestId('previsao-negativa').textContent).toBe(aviso));
    expect(callsTo(fetchMock, 'GET', '/cash-flow/forecast')[0]?.url.searchParams.get('dias')).toBe('90');
  });

  it('says when no day is negative', async () => {
    mockApi({ 'GET /cash-flow/forecast': () => jsonResponse(200, forecast([])) });
    renderRoute('/dashboard-card', <NextNegativeDayCard />);
    expect(await screen.findByText('Nenhum saldo negativo previsto nos próximos 90 dias.')).toBeTruthy();
  });
});
