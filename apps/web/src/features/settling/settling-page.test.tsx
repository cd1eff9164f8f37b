import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setSession } from '../../lib/session';
import { testUser } from '../../test/fixtures';
import { jsonResponse, renderRoute } from '../../test/render';
import { SettlingPage } from './settling-page';

const owner = testUser({
  id: 5,
  name: 'Dona Maria',
  email: 'dona@example.com',
  created_at: '2026-01-01T00:00:00.000Z',
});

const page = (data: unknown[]) => ({ data, pagination: { page: 1, limit: 20, total: data.length, totalPages: 1 } });
const payout = {
  id: 7,
  numero: 2,
  atendente_id: 1,
  atendente_nome: 'Ana',
  data_pagamento: '2026-11-20',
  forma_pagamento: 'PIX',
  periodo_inicio: null,
  periodo_fim: null,
  total: 95,
  observacoes: null,
  status: 'pago',
  estorno_motivo: null,
  estornado_em: null,
  created_at: '2026-11-20T12:00:00.000Z',
};
const settlement = {
  id: 9,
  numero: 3,
  tripeiro_id: 4,
  tripeiro_nome: 'Zé',
  data_acerto: '2026-11-21',
  forma_pagamento: 'Dinheiro',
  periodo_inicio: null,
  periodo_fim: null,
  saldo: 133.33,
  comissao: 6.67,
  valor_entregue: 126.66,
  observacoes: null,
  status: 'estornado',
  estorno_motivo: 'Dinheiro não entregue',
  estornado_em: '2026-11-22T12:00:00.000Z',
  conta_id: null,
  conta_numero: null,
  abatimento: 0,
  created_at: '2026-11-21T12:00:00.000Z',
};

function server() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push(`${init.method ?? 'GET'} ${url}${init.body ? ` ${init.body}` : ''}`);
      if (init.method === 'POST') return jsonResponse(200, { data: { ...payout, status: 'estornado' } });
      if (url.startsWith('/api/payouts')) return jsonResponse(200, page([payout]));
      if (url.startsWith('/api/settlements')) return jsonResponse(200, page([settlement]));
      if (url.startsWith('/api/attendants')) return jsonResponse(200, page([{ id: 1, nome: 'Ana' }]));
      if (url.startsWith('/api/tripeiros')) return jsonResponse(200, page([{ id: 4, nome: 'Zé' }]));
      return jsonResponse(500, { error: 'INTERNAL', message: 'x' });
    }),
  );
  return calls;
}

describe('Acertos page', () => {
  beforeEach(() => setSession({ token: 'tok', user: owner }));
  afterEach(() => vi.unstubAllGlobals());

  it('reads kind, person, status and period from the URL and asks the server for exactly that', async () => {
    const calls = server();
    const { router } = renderRoute(
      '/payouts',
      <SettlingPage payoutWindow={() => null} settlementWindow={() => null} />,
    );
    await act(() =>
      router.navigate('/payouts?kind=acertos&person=4&status=estornado&startDate=2026-11-01&endDate=2026-11-30'),
    );
    const table = await screen.findByRole('table', { name: 'Acertos com tripeiros' });
    await waitFor(() => expect(within(table).getByText('Motivo: Dinheiro não entregue')).toBeTruthy());
    expect(calls).toContain(
      'GET /api/settlements?page=1&limit=20&startDate=2026-11-01&endDate=2026-11-30&tripeiro_id=4&status=estornado',
    );
    expect(within(table).getByText('Estornado')).toBeTruthy();
    expect(within(table).getByText('R$ 126,66')).toBeTruthy();
    // A reversed settlement offers its receipt only.
    expect(within(table).queryByRole('button', { name: /Estornar/ })).toBeNull();
    expect((screen.getByLabelText('Tripeiro') as HTMLSelectElement).value).toBe('4');
    expect((screen.getByLabelText('Situação') as HTMLSelectElement).value).toBe('estornado');

    // Another kind: the person filter goes (the ids are of other people), the rest stays.
    fireEvent.click(screen.getByRole('button', { name: 'Pagamentos de comissões' }));
    await screen.findByRole('table', { name: 'Pagamentos de comissões' });
    expect(router.state.location.search).toBe('?status=estornado&startDate=2026-11-01&endDate=2026-11-30');
  });

  it('reverses a standing payout with a reason', async () => {
    const calls = server();
    renderRoute('/payouts', <SettlingPage payoutWindow={() => null} settlementWindow={() => null} />);
    const table = await screen.findByRole('table', { name: 'Pagamentos de comissões' });
    fireEvent.click(await within(table).findByRole('button', { name: /Estornar/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Estornar pagamento nº 2 (Ana)' });
    const confirm = within(dialog).getByRole('button', { name: 'Confirmar estorno' }) as HTMLButtonElement;
    expect(confirm.disabled).toBe(true);
    fireEvent.change(within(dialog).getByLabelText('Motivo do estorno'), { target: { value: 'Pago em dobro' } });
    fireEvent.click(confirm);
    await waitFor(() => expect(calls).toContain('POST /api/payouts/7/reverse {"motivo":"Pago em dobro"}'));
  });
});
