/**
 * Every screen's list shows a failed load with 'Tentar novamente', and the retry loads it
 * (docs/product-rules.md "Load failures"). The dashboard, expenses, closing, reports, settings and
 * admin dashboard have theirs next to their other tests.
 */
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AdminUsersPage } from '../features/admin/admin-users-page';
import { UserMetricsPage } from '../features/admin/user-metrics-page';
import { AttendantsPage } from '../features/attendants/attendants-page';
import { PaymentsPage } from '../features/payments/payments-page';
import { TripeirosPage } from '../features/tripeiros/tripeiros-page';
import { setSession } from '../lib/session';
import { testTripeiro, testUser, testUserMetrics } from '../test/fixtures';
import { failingThen, mockApi } from '../test/mock-api';
import { jsonResponse, renderRoute } from '../test/render';

const page = (total: number) => ({ page: 1, limit: 20, total, totalPages: total ? 1 : 0 });

async function retryIn(message: string) {
  const alert = (await screen.findAllByRole('alert')).find((a) => a.textContent?.includes(message));
  expect(alert, message).toBeTruthy();
  fireEvent.click(within(alert as HTMLElement).getByRole('button', { name: 'Tentar novamente' }));
}

const attendant = {
  id: 1,
  nome: 'Ana Paula',
  email: null,
  telefone: null,
  comissao_percentual: 10,
  observacoes: null,
  ativo: 1,
  created_at: '2026-11-21T12:00:00.000Z',
  updated_at: '2026-11-21T12:00:00.000Z',
  total_payments: 1,
  total_commissions: 18.05,
};

const tripeiro = testTripeiro({ id: 4, nome: 'Zé do Caminhão', comissao_percentual: 5 });

const payment = {
  id: 7,
  descricao: 'Encomenda de salgados',
  valor: 180.5,
  data_pagamento: '2026-11-24',
  atendente_id: null,
  tripeiro_id: null,
  tipo_pagamento: 'entrada',
  status: 'confirmado',
  observacoes: null,
  attendant_name: null,
  tripeiro_name: null,
  valor_comissao: 0,
  comissao_tripeiro: 0,
  comissao_percentual: 0,
  tripeiro_percentual: 0,
  created_at: '2026-11-24T12:00:00.000Z',
  updated_at: '2026-11-24T12:00:00.000Z',
};

const user = testUser();

describe('a failed load, then Tentar novamente', () => {
  beforeEach(() => setSession({ token: 'tok', user }));
  afterEach(() => vi.unstubAllGlobals());

  it('Pagamentos: the list', async () => {
    const list = failingThen(() =>
      jsonResponse(200, {
        data: [payment],
        pagination: page(1),
        summary: { entradasConfirmadas: 180.5, saidasConfirmadas: 0, entradasPendentes: 0, saidasPendentes: 0 },
      }),
    );
    mockApi({ 'GET /payments': list.handler, 'GET /closings': () => jsonResponse(200, { data: [] }) });
    renderRoute('/payments', <PaymentsPage />);
    await screen.findByText('Erro ao carregar pagamentos');
    expect(document.body.textContent).not.toContain('R$ 0,00');
    list.recover();
    await retryIn('Erro ao carregar pagamentos');
    expect(await screen.findByText('Encomenda de salgados')).toBeTruthy();
    expect(screen.queryByText('Erro ao carregar pagamentos')).toBeNull();
  });

  it('Novo Pagamento: the attendants and tripeiros to choose from', async () => {
    const attendants = failingThen(() => jsonResponse(200, { data: [attendant], pagination: page(1) }));
    mockApi({
      'GET /payments': () =>
        jsonResponse(200, {
          data: [],
          pagination: page(0),
          summary: { entradasConfirmadas: 0, saidasConfirmadas: 0, entradasPendentes: 0, saidasPendentes: 0 },
        }),
      'GET /closings': () => jsonResponse(200, { data: [] }),
      'GET /attendants': attendants.handler,
      'GET /tripeiros': () => jsonResponse(200, { data: [tripeiro], pagination: page(1) }),
    });
    renderRoute('/payments', <PaymentsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Novo Pagamento' }));
    const dialog = await screen.findByRole('dialog', { name: 'Novo Pagamento' });
    expect((await within(dialog).findByRole('alert')).textContent).toContain('Erro ao carregar atendentes e tripeiros');
    expect(within(dialog).queryByLabelText(/Descrição/)).toBeNull();
    attendants.recover();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Tentar novamente' }));
    const select = (await within(dialog).findByLabelText('Atendente')) as HTMLSelectElement;
    expect([...select.options].map((o) => o.textContent)).toEqual(['Nenhum', 'Ana Paula']);
  });

  it("Atendentes: the list, and the commissions to pay ('Comissão a pagar') on their own", async () => {
    const list = failingThen(() => jsonResponse(200, { data: [attendant], pagination: page(1) }));
    const balances = failingThen(() =>
      jsonResponse(200, { data: [{ atendente_id: 1, earned: 18.05, paid: 10.55, open: 7.5 }] }),
    );
    mockApi({ 'GET /attendants': list.handler, 'GET /payouts/balances': balances.handler });
    renderRoute('/attendants', <AttendantsPage />);
    await screen.findByText('Erro ao carregar atendentes');
    list.recover();
    await retryIn('Erro ao carregar atendentes');
    expect(await screen.findByText('Ana Paula')).toBeTruthy();
    // The list is there; what each one has open failed apart, with its own retry.
    await screen.findByText('Erro ao carregar as comissões a pagar');
    balances.recover();
    await retryIn('Erro ao carregar as comissões a pagar');
    expect(await screen.findByText('R$ 7,50')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });

  it('Tripeiros: the cards', async () => {
    const list = failingThen(() => jsonResponse(200, { data: [tripeiro], pagination: page(1) }));
    mockApi({ 'GET /tripeiros': list.handler });
    renderRoute('/tripeiros', <TripeirosPage />);
    await screen.findByText('Erro ao carregar tripeiros');
    list.recover();
    await retryIn('Erro ao carregar tripeiros');
    expect(await screen.findByText('Zé do Caminhão')).toBeTruthy();
    expect(screen.queryByText('Erro ao carregar tripeiros')).toBeNull();
  });

  it('Admin, usuários: the users', async () => {
    setSession({ token: 'tok', user: { ...user, role: 'admin', tenant_id: null, tenant_name: null } as never });
    const list = failingThen(() =>
      jsonResponse(200, { users: [{ ...user, last_login_at: null }], pagination: page(1) }),
    );
    mockApi({ 'GET /admin/users': list.handler, 'GET /admin/tenants': () => jsonResponse(200, { tenants: [] }) });
    renderRoute('/admin/users', <AdminUsersPage />);
    await screen.findByText('Erro ao carregar usuários');
    list.recover();
    await retryIn('Erro ao carregar usuários');
    expect(await screen.findByText('maria@exemplo.com.br')).toBeTruthy();
  });

  it("Admin, métricas de um usuário: the company's figures", async () => {
    setSession({ token: 'tok', user: { ...user, role: 'admin', tenant_id: null, tenant_name: null } as never });
    const metrics = testUserMetrics({ ...user, last_login_at: null } as never);
    const figures = failingThen(() => jsonResponse(200, metrics));
    mockApi({ 'GET /admin/users/3/metrics': figures.handler });
    const router = createMemoryRouter([{ path: '/admin/users/:id/metrics', element: <UserMetricsPage /> }], {
      initialEntries: ['/admin/users/3/metrics'],
    });
    render(
      <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await screen.findByText('Erro ao carregar métricas do usuário');
    expect(document.body.textContent).not.toContain('R$ 0,00');
    figures.recover();
    await retryIn('Erro ao carregar métricas do usuário');
    expect((await screen.findAllByText('R$ 1.500,00')).length).toBeGreaterThan(0);
  });
});
