import type { AdminDashboard, AdminTenant, User } from '@livro-caixa/domain';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../components/ui/toast';
import { setSession } from '../../lib/session';
import { testUserMetrics } from '../../test/fixtures';
import { callsTo, mockApi } from '../../test/mock-api';
import { clickAndSee, jsonResponse, openDialog } from '../../test/render';
import { AdminDashboardPage } from './admin-dashboard-page';
import { AdminUsersPage } from './admin-users-page';
import { UserMetricsPage } from './user-metrics-page';

const admin: User = {
  id: 1,
  name: 'Administrador',
  email: 'admin@livrocaixa.test',
  role: 'admin',
  tenant_id: 1,
  tenant_name: 'Empresa Padrão',
  tipo_empresa: null,
  cnpj: null,
  is_active: true,
  created_at: '2026-01-01T12:00:00.000Z',
};
const maria: User = {
  ...admin,
  id: 2,
  name: 'Maria Souza',
  email: 'maria@padaria.com.br',
  role: 'user',
  tenant_id: 2,
  tenant_name: 'Padaria Central',
  created_at: '2026-03-10T15:00:00.000Z',
};
const joao: User = { ...maria, id: 3, name: 'João Lima', email: 'joao@padaria.com.br' };
const tenants: AdminTenant[] = [
  {
    id: 1,
    name: 'Empresa Padrão',
    tipo_empresa: null,
    cnpj: null,
    created_at: admin.created_at,
    user_count: 1,
    active_user_count: 1,
  },
  {
    id: 2,
    name: 'Padaria Central',
    tipo_empresa: 'ME',
    cnpj: '11222333000181',
    created_at: maria.created_at,
    user_count: 1,
    active_user_count: 1,
  },
];

const calls = callsTo;

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/admin/dashboard', element: <AdminDashboardPage /> },
      { path: '/admin/users', element: <AdminUsersPage /> },
      { path: '/admin/users/:id/metrics', element: <UserMetricsPage /> },
    ],
    { initialEntries: [path] },
  );
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return router;
}

const dashboard: AdminDashboard = {
  period: { startDate: null, endDate: null },
  totalUsers: 12,
  activeUsers: 10,
  totalTenants: 6,
  activeTenants: 5,
  totalRevenue: 65817.56,
  totalExpenses: 8620.91,
  netProfit: -1234.5,
  usersByRole: [
    { role: 'user', count: 9 },
    { role: 'admin', count: 3 },
  ],
  recentActivity: [
    {
      id: 9,
      user_id: 1,
      user_name: 'Administrador',
      tenant_id: 2,
      tenant_name: 'Padaria Central',
      action: 'UPDATE',
      entity_type: 'tenant',
      entity_id: 2,
      label: "Empresa 'Padaria Central'",
      created_at: '2026-11-21T15:05:00.000Z',
    },
    {
      id: 8,
      user_id: 2,
      user_name: 'Maria Souza',
      tenant_id: 2,
      tenant_name: 'Padaria Central',
      action: 'DELETE',
      entity_type: 'payment',
      entity_id: 41,
      label: "Pagamento 'Encomenda de salgados' de 15/10/2026",
      created_at: '2026-11-21T14:00:00.000Z',
    },
    {
      id: 7,
      user_id: 2,
      user_name: 'Maria Souza',
      tenant_id: 2,
      tenant_name: 'Padaria Central',
      action: 'LOGIN',
      entity_type: 'user',
      entity_id: 2,
      label: null,
      created_at: '2026-11-21T13:00:00.000Z',
    },
  ],
};

const figure = (label: string) => screen.getByText(label).closest('div.rounded-xl') as HTMLElement;

describe('admin dashboard', () => {
  beforeEach(() => setSession({ token: 'tok', user: admin }));
  afterEach(() => vi.unstubAllGlobals());

  it('shows the four cards, users by role and the activity in pt-BR; filters and clears the period', async () => {
    const fetchMock = mockApi({ 'GET /admin/dashboard': () => jsonResponse(200, dashboard) });
    renderAt('/admin/dashboard');
    expect(await screen.findByText('R$ 65.817,56')).toBeTruthy();
    expect(within(figure('Total de Usuários')).getByText('12')).toBeTruthy();
    expect(within(figure('Empresas Ativas')).getByText('5')).toBeTruthy();
    expect(within(figure('Lucro Líquido')).getByText('-R$ 1.234,50')).toBeTruthy();
    expect(screen.getByText('9')).toBeTruthy();
    const rows = within(screen.getByRole('table', { name: 'Atividade recente' }))
      .getAllByRole('row')
      .slice(1);
    expect(rows.map((r) => [...r.querySelectorAll('td')].map((td) => td.textContent))).toEqual([
      // What was touched, by name (issue 20); an old entry whose row was gone, by type and number.
      ['Administrador', 'Padaria Central', 'Alterou', "Empresa 'Padaria Central'", '21/11/2026 12:05'],
      [
        'Maria Souza',
        'Padaria Central',
        'Excluiu',
        "Pagamento 'Encomenda de salgados' de 15/10/2026",
        '21/11/2026 11:00',
      ],
      ['Maria Souza', 'Padaria Central', 'Entrou', 'Usuário nº 2', '21/11/2026 10:00'],
    ]);
    expect(screen.getByRole('link', { name: 'Gerenciar Usuários' }).getAttribute('href')).toBe('/admin/users');
    expect(calls(fetchMock, 'GET', '/admin/dashboard')[0]?.url.search).toBe('');

    const filtrar = screen.getByRole('button', { name: 'Filtrar' }) as HTMLButtonElement;
    expect(filtrar.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-12-01' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-01' } });
    expect(screen.getByRole('alert').textContent).toBe('Data inicial não pode ser maior que data final');
    expect(filtrar.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-10-01' } });
    fireEvent.click(filtrar);
    await waitFor(() => {
      const last = calls(fetchMock, 'GET', '/admin/dashboard').at(-1)?.url.searchParams;
      expect(last?.get('startDate')).toBe('2026-10-01');
      expect(last?.get('endDate')).toBe('2026-11-01');
    });
    expect(await screen.findByText(/01\/10\/2026 a 01\/11\/2026/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Limpar' }));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/admin/dashboard').at(-1)?.url.search).toBe(''));
    expect((screen.getByLabelText('De') as HTMLInputElement).value).toBe('');
  });

  it("shows the error and 'Tentar novamente' when the dashboard fails, never zeros, and recovers", async () => {
    let fail = false;
    mockApi({
      'GET /admin/dashboard': () =>
        fail ? jsonResponse(500, { error: 'INTERNAL', message: 'x' }) : jsonResponse(200, dashboard),
    });
    renderAt('/admin/dashboard');
    expect(await screen.findByText('R$ 65.817,56')).toBeTruthy();
    fail = true;
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-10-01' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-10-31' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Erro ao carregar dados do painel administrativo');
    expect(document.body.textContent).not.toContain('R$ 0,00');
    expect(screen.queryByText('Receita Total')).toBeNull();
    expect(screen.queryByText('Nenhuma atividade registrada')).toBeNull();
    fail = false;
    await clickAndSee('Tentar novamente', 'R$ 65.817,56', alert);
    expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  });
});

describe('admin users', () => {
  beforeEach(() => setSession({ token: 'tok', user: admin }));
  afterEach(() => vi.unstubAllGlobals());

  const list = (users: User[], totalPages = 1) => ({
    users,
    pagination: { page: 1, limit: 20, total: users.length, totalPages },
  });

  it('lists users with their columns, searches on the server and pages', async () => {
    const fetchMock = mockApi({ 'GET /admin/users': () => jsonResponse(200, list([admin, maria], 2)) });
    renderAt('/admin/users');
    await screen.findByText('maria@padaria.com.br');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual([
      'Nome',
      'Email',
      'Função',
      'Empresa',
      'Status',
      'Criado em',
      'Ações',
    ]);
    const row = screen.getByText('Maria Souza').closest('tr') as HTMLElement;
    expect(within(row).getByText('Usuário')).toBeTruthy();
    expect(within(row).getByText('Padaria Central')).toBeTruthy();
    expect(within(row).getByText('Ativo')).toBeTruthy();
    expect(within(row).getByText('10/03/2026')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Ver métricas' }).getAttribute('href')).toBe('/admin/users/2/metrics');
    // Nome and Função: 'Administrador' (the role label) twice in the admin's own row.
    const own = screen.getByText('(você)').closest('tr') as HTMLElement;
    expect(within(own).getAllByText('Administrador')).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Voltar ao painel' }).getAttribute('href')).toBe('/admin/dashboard');

    fireEvent.click(screen.getByRole('button', { name: /Próxima/ }));
    await waitFor(() => expect(calls(fetchMock, 'GET', '/admin/users').at(-1)?.url.searchParams.get('page')).toBe('2'));
    fireEvent.change(screen.getByLabelText('Buscar usuários'), { target: { value: 'padaria' } });
    await waitFor(() => {
      const last = calls(fetchMock, 'GET', '/admin/users').at(-1)?.url.searchParams;
      expect(last?.get('search')).toBe('padaria');
      expect(last?.get('page')).toBe('1');
      expect(last?.get('limit')).toBe('20');
    });
  });

  it("shows 'Erro ao carregar usuários'", async () => {
    mockApi({ 'GET /admin/users': () => jsonResponse(500, { error: 'INTERNAL', message: 'x' }) });
    renderAt('/admin/users');
    expect(await screen.findByText('Erro ao carregar usuários')).toBeTruthy();
  });

  it("one action per user: 'Desativar' after the confirmation, 'Ativar' for an inactive one; their own Desativar disabled with the reason", async () => {
    const fetchMock = mockApi({
      'GET /admin/users': () => jsonResponse(200, list([admin, maria, { ...joao, is_active: false }])),
      'POST /admin/users/3/toggle-status': () => jsonResponse(200, { data: { ...joao, is_active: true } }),
      'DELETE /admin/users/1': () =>
        jsonResponse(400, { error: 'VALIDATION', message: 'Você não pode desativar o próprio usuário' }),
      'DELETE /admin/users/2': () => jsonResponse(200, { data: { ...maria, is_active: false } }),
    });
    renderAt('/admin/users');
    const row = (await screen.findByText('Maria Souza')).closest('tr') as HTMLElement;
    // No second button doing the same thing under another name.
    expect(within(row).queryByRole('button', { name: 'Inativar' })).toBeNull();
    expect(
      within(row)
        .getAllByRole('button', { name: /ativar/i })
        .map((b) => b.textContent),
    ).toEqual(['Desativar']);

    fireEvent.click(within(row).getByRole('button', { name: 'Desativar' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('Tem certeza que deseja desativar este usuário?')).toBeTruthy();
    expect(calls(fetchMock, 'DELETE', '/admin/users/2')).toHaveLength(0);
    await clickAndSee('Desativar', 'Usuário desativado com sucesso!', dialog);
    expect(calls(fetchMock, 'DELETE', '/admin/users/2')).toHaveLength(1);

    const inactive = screen.getByText('João Lima').closest('tr') as HTMLElement;
    expect(within(inactive).queryByRole('button', { name: 'Desativar' })).toBeNull();
    await clickAndSee('Ativar', 'Status do usuário atualizado com sucesso', inactive);
    expect(calls(fetchMock, 'POST', '/admin/users/3/toggle-status')).toHaveLength(1);

    // The admin's own Desativar is disabled with the reason, before any confirmation (issue 20).
    const self = screen.getByText('(você)').closest('tr') as HTMLElement;
    const own = within(self).getByRole('button', { name: 'Desativar' });
    expect(own.getAttribute('aria-disabled')).toBe('true');
    expect(own.getAttribute('aria-description')).toBe('Você não pode desativar o próprio usuário');
    expect(own.getAttribute('title')).toBe('Você não pode desativar o próprio usuário');
    fireEvent.click(own);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(calls(fetchMock, 'DELETE', '/admin/users/1')).toHaveLength(0);
  });

  it('creates a user in company 1 by default; edits with a blank password kept as null', async () => {
    const fetchMock = mockApi({
      'GET /admin/users': () => jsonResponse(200, list([admin, maria])),
      'GET /admin/tenants': () => jsonResponse(200, { tenants }),
      'POST /admin/users': (_u, init) => {
        const body = JSON.parse(String(init?.body));
        return body.email === 'maria@padaria.com.br'
          ? jsonResponse(409, {
              error: 'CONFLICT',
              message: 'E-mail já cadastrado',
              fields: { email: 'E-mail já cadastrado' },
            })
          : jsonResponse(201, { data: { ...maria, id: 9, ...body } });
      },
      'PUT /admin/users/2': (_u, init) => jsonResponse(200, { data: { ...maria, ...JSON.parse(String(init?.body)) } }),
    });
    renderAt('/admin/users');
    await screen.findByText('Maria Souza');
    const dialog = await openDialog('Novo Usuário', 'Novo Usuário');
    const company = (await within(dialog).findByLabelText('Empresa')) as HTMLSelectElement;
    expect(company.value).toBe('1');
    expect([...company.options].map((o) => o.text)).toEqual(['Empresa Padrão', 'Padaria Central']);
    expect((within(dialog).getByLabelText('Função') as HTMLSelectElement).value).toBe('user');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar usuário' }));
    expect(
      await within(dialog).findByText('Por favor, preencha todos os campos obrigatórios', {
        selector: '#user-name-error',
      }),
    ).toBeTruthy();

    fireEvent.change(within(dialog).getByLabelText('Nome'), { target: { value: 'Ana Lima' } });
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'maria@padaria.com.br' } });
    fireEvent.change(within(dialog).getByLabelText('Senha'), { target: { value: 'senha123' } });
    fireEvent.change(company, { target: { value: '2' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Criar usuário' }));
    expect(await within(dialog).findByText('Erro ao criar usuário: E-mail já cadastrado')).toBeTruthy();
    fireEvent.change(within(dialog).getByLabelText('E-mail'), { target: { value: 'Ana@Padaria.com.br' } });
    await clickAndSee('Criar usuário', 'Usuário criado com sucesso!', dialog);
    expect(calls(fetchMock, 'POST', '/admin/users').at(-1)?.body).toEqual({
      name: 'Ana Lima',
      email: 'ana@padaria.com.br',
      password: 'senha123',
      role: 'user',
      tenant_id: 2,
    });

    const row = screen.getByText('Maria Souza').closest('tr') as HTMLElement;
    const edit = await openDialog('Editar', 'Editar Usuário', row);
    expect(await within(edit).findByText('Deixe em branco para manter a senha atual.')).toBeTruthy();
    fireEvent.change(within(edit).getByLabelText('Função'), { target: { value: 'admin' } });
    await clickAndSee('Salvar alterações', 'Usuário atualizado com sucesso!', edit);
    expect(calls(fetchMock, 'PUT', '/admin/users/2')[0]?.body).toEqual({
      name: 'Maria Souza',
      email: 'maria@padaria.com.br',
      role: 'admin',
      password: null,
      tenant_id: 2,
    });
  });

  it('lists the companies and edits one with a masked, alphanumeric CNPJ', async () => {
    const fetchMock = mockApi({
      'GET /admin/tenants': () => jsonResponse(200, { tenants }),
      'PUT /admin/tenants/2': (_u, init) =>
        jsonResponse(200, { data: { ...tenants[1], ...JSON.parse(String(init?.body)) } }),
    });
    renderAt('/admin/users?tab=empresas');
    const row = (await screen.findByText('11.222.333/0001-81')).closest('tr') as HTMLElement;
    expect(within(row).getByText('1 de 1')).toBeTruthy();
    const dialog = await openDialog('Editar empresa', 'Editar Empresa', row);
    const cnpj = within(dialog).getByLabelText('CNPJ') as HTMLInputElement;
    expect(cnpj.maxLength).toBe(18);
    fireEvent.change(cnpj, { target: { value: '12abc34501de' } });
    expect(cnpj.value).toBe('12.ABC.345/01DE');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Salvar alterações' }));
    expect(await within(dialog).findByText('CNPJ inválido')).toBeTruthy();
    fireEvent.change(cnpj, { target: { value: '12ABC34501DE35' } });
    expect(cnpj.value).toBe('12.ABC.345/01DE-35');
    fireEvent.change(within(dialog).getByLabelText('Tipo de empresa'), { target: { value: 'LTDA' } });
    await clickAndSee('Salvar alterações', 'Empresa atualizada com sucesso!', dialog);
    expect(calls(fetchMock, 'PUT', '/admin/tenants/2')[0]?.body).toEqual({
      name: 'Padaria Central',
      tipo_empresa: 'LTDA',
      cnpj: '12ABC34501DE35',
    });
  });

  it("lists a company's closed months and reopens one after confirming", async () => {
    let reopened = false;
    const entry = (status: 'fechado' | 'aberto') => ({
      month: '2026-10',
      status,
      closedAt: '2026-11-02T12:00:00.000Z',
      closedBy: 'Maria Souza',
      reopenedAt: status === 'aberto' ? '2026-11-21T15:30:00.000Z' : null,
      reopenedBy: status === 'aberto' ? 'Administrador' : null,
    });
    const fetchMock = mockApi({
      'GET /admin/tenants': () => jsonResponse(200, { tenants }),
      'GET /admin/tenants/2/closings': () => jsonResponse(200, { data: [entry(reopened ? 'aberto' : 'fechado')] }),
      'POST /admin/tenants/2/closings/2026-10/reopen': () => {
        reopened = true;
        return jsonResponse(200, {});
      },
    });
    renderAt('/admin/users?tab=empresas');
    const row = (await screen.findByText('11.222.333/0001-81')).closest('tr') as HTMLElement;
    const dialog = await openDialog('Reabrir mês de Padaria Central', 'Fechamentos', row);
    const month = (await within(dialog).findByText('Outubro de 2026')).closest('tr') as HTMLElement;
    expect(within(month).getByText('Fechado')).toBeTruthy();
    expect(within(month).getByText('Fechado por Maria Souza em 02/11/2026 09:00')).toBeTruthy();
    fireEvent.click(within(month).getByRole('button', { name: 'Reabrir outubro de 2026' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Reabrir mês' });
    expect(confirm.textContent).toContain('Reabrir outubro de 2026 de Padaria Central?');
    await clickAndSee('Reabrir', 'Outubro de 2026 reaberto com sucesso!', confirm);
    expect(calls(fetchMock, 'POST', '/admin/tenants/2/closings/2026-10/reopen')).toHaveLength(1);
    // The list comes back, with who reopened it.
    const again = await screen.findByRole('dialog', { name: 'Fechamentos' });
    expect(await within(again).findByText('Reaberto por Administrador em 21/11/2026 12:30')).toBeTruthy();
    expect(within(again).queryByRole('button', { name: /^Reabrir/ })).toBeNull();
  });
});

describe('user metrics', () => {
  beforeEach(() => setSession({ token: 'tok', user: admin }));
  afterEach(() => vi.unstubAllGlobals());

  it("says 'Usuário não encontrado' with a way back", async () => {
    mockApi({
      'GET /admin/users/99/metrics': () => jsonResponse(404, { error: 'NOT_FOUND', message: 'Usuário não encontrado' }),
    });
    renderAt('/admin/users/99/metrics');
    expect(await screen.findByText('Usuário não encontrado')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Voltar para usuários' }).getAttribute('href')).toBe('/admin/users');
  });

  it('shows the header, the four cards and the lists, and filters the period', async () => {
    const metrics = testUserMetrics(maria, {
      topAtendentes: [{ id: 1, nome: 'Camila Rocha', total_vendas: 3, total_valor: 1500, total_comissao: 60 }],
    });
    const fetchMock = mockApi({ 'GET /admin/users/2/metrics': () => jsonResponse(200, metrics) });
    renderAt('/admin/users/2/metrics');
    expect(await screen.findByTestId('metrics-user-name')).toBeTruthy();
    expect(within(figure('Pagamentos')).getByText('R$ 1.500,00')).toBeTruthy();
    expect(within(figure('A Receber')).getByText('1 pagamento pendente')).toBeTruthy();
    expect(within(figure('Resumo Financeiro')).getByText('Margem: 67,3%')).toBeTruthy();
    for (const title of [
      'Top Atendentes',
      'Atendentes',
      'Tripeiros',
      'Últimos Pagamentos',
      'Últimas Despesas',
      'Atividade Recente',
    ]) {
      expect(screen.getByRole('region', { name: title })).toBeTruthy();
    }
    expect(screen.getByText('Camila Rocha')).toBeTruthy();
    expect(screen.getByText('Nenhum tripeiro cadastrado')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('De'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('Até'), { target: { value: '2026-11-30' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filtrar' }));
    await waitFor(() =>
      expect(calls(fetchMock, 'GET', '/admin/users/2/metrics').at(-1)?.url.searchParams.get('endDate')).toBe(
        '2026-11-30',
      ),
    );
  });
});
