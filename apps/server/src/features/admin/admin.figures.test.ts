import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, loginAdmin, registerCompany, type TestApp } from '../../../test/app.js';

type Owner = Awaited<ReturnType<typeof registerCompany>>;

async function post(t: TestApp, token: string, url: string, body: unknown) {
  const res = await call(t.app, 'POST', url, { token, body });
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

/**
 * Two companies and a hand-computed November 2026.
 *
 * Company A (Padaria): Ana 10%, Zé 5%.
 *   confirmed entrada 1.000,00 (Ana, Zé) on 05/11 → Ana 100,00, Zé 50,00
 *   confirmed saída 200,00 on 06/11 (an expense); pending entrada 300,00 on 07/11 (a receivable);
 *   cancelled 50,00 on 08/11 (nowhere); expense 150,00 on 03/11;
 *   confirmed entrada 400,00 on 01/12 (outside November).
 *   November: revenue 1.000,00; expenses 150,00 + 200,00 = 350,00; commissions 150,00;
 *   net 1.000,00 − 350,00 − 150,00 = 500,00; margin 50%.
 * Company B (Oficina): confirmed entrada 500,00 on 10/11; expense 80,00 on 11/11;
 *   confirmed entrada 700,00 on 15/10.
 * Platform, November: revenue 1.500,00; expenses 430,00; commissions 150,00; net 920,00.
 * Platform, all time: revenue 2.600,00; expenses 430,00; commissions 150,00; net 2.020,00.
 * Company C (Bar): its only user is deactivated by the admin, so it is not an active company.
 */
describe('figures: admin dashboard and user metrics', () => {
  let t: TestApp;
  let admin: { token: string };
  let a: Owner;
  let b: Owner;
  let c: Owner;
  let ana: number;
  let ze: number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await loginAdmin(t.app);
    a = await registerCompany(t.app, 'Padaria');
    b = await registerCompany(t.app, 'Oficina');
    c = await registerCompany(t.app, 'Bar');

    ana = (await post(t, a.token, '/api/attendants', { nome: 'Ana', comissao_percentual: 10 })).id;
    ze = (await post(t, a.token, '/api/tripeiros', { nome: 'Zé', comissao_percentual: 5 })).id;
    const pay = (owner: Owner, valor: number, data: string, extra: Record<string, unknown> = {}) =>
      post(t, owner.token, '/api/payments', {
        descricao: `Venda ${valor}`,
        valor,
        data_pagamento: data,
        status: 'confirmado',
        ...extra,
      });
    const spend = (owner: Owner, valor: number, data: string) =>
      post(t, owner.token, '/api/expenses', {
        descricao: `Gasto ${valor}`,
        valor,
        data_despesa: data,
        categoria: 'Outros',
      });
    await pay(a, 1000, '2026-11-05', { atendente_id: ana, tripeiro_id: ze });
    await pay(a, 200, '2026-11-06', { tipo_pagamento: 'saida' });
    await pay(a, 300, '2026-11-07', { status: 'pendente' });
    await pay(a, 50, '2026-11-08', { atendente_id: ana, status: 'cancelado' });
    await spend(a, 150, '2026-11-03');
    await pay(a, 400, '2026-12-01');
    await pay(b, 500, '2026-11-10');
    await spend(b, 80, '2026-11-11');
    await pay(b, 700, '2026-10-15');

    const off = await call(t.app, 'DELETE', `/api/admin/users/${c.user.id}`, { token: admin.token });
    expect(off.status).toBe(200);
  });
  afterAll(async () => {
    await t.close();
  });

  const dashboard = (query = '') => call(t.app, 'GET', `/api/admin/dashboard${query}`, { token: admin.token });
  const metrics = (id: number, query = '') =>
    call(t.app, 'GET', `/api/admin/users/${id}/metrics${query}`, { token: admin.token });

  it('adds up every company with the money rules, for a range and for all time', async () => {
    const nov = await dashboard('?startDate=2026-11-01&endDate=2026-11-30');
    expect(nov.status).toBe(200);
    expect(nov.body).toMatchObject({
      period: { startDate: '2026-11-01', endDate: '2026-11-30' },
      totalRevenue: 1500,
      totalExpenses: 430,
      netProfit: 920,
    });
    const all = await dashboard();
    expect(all.body).toMatchObject({
      period: { startDate: null, endDate: null },
      totalRevenue: 2600,
      totalExpenses: 430,
      netProfit: 2020,
    });
    // Each company's own dashboard agrees with its share (same implementation).
    const own = await call(t.app, 'GET', '/api/dashboard/metrics?startDate=2026-11-01&endDate=2026-11-30', {
      token: b.token,
    });
    expect(own.body.metrics).toMatchObject({ totalRevenue: 500, totalExpenses: 80, netProfit: 420 });
  });

  it('counts users, roles and active companies', async () => {
    const res = await dashboard();
    expect(res.body).toMatchObject({
      totalUsers: 4,
      activeUsers: 3,
      totalTenants: 4,
      // Empresa Padrão (the admin), Padaria and Oficina; Bar has no active user.
      activeTenants: 3,
      usersByRole: [
        { role: 'user', count: 3 },
        { role: 'admin', count: 1 },
      ],
    });
  });

  it('shows the latest activity of the whole platform, newest first', async () => {
    const { recentActivity } = (await dashboard()).body;
    // The admin's login, A's 9 entries, B's 4, C's registration and its deactivation: 16 (< 20).
    expect(recentActivity).toHaveLength(16);
    expect(recentActivity[0]).toMatchObject({
      action: 'UPDATE',
      entity_type: 'user',
      entity_id: c.user.id,
      user_name: 'Administrador',
      tenant_name: 'Bar',
    });
    const ids = recentActivity.map((e: { id: number }) => e.id);
    expect(ids).toEqual([...ids].sort((x, y) => y - x));
    const tenants = new Set(recentActivity.map((e: { tenant_name: string }) => e.tenant_name));
    expect(tenants).toEqual(new Set(['Empresa Padrão', 'Bar', 'Oficina', 'Padaria']));
    expect(recentActivity.at(-1)).toMatchObject({ action: 'LOGIN', user_name: 'Administrador' });
  });

  it('refuses a reversed or impossible range', async () => {
    const bad = await dashboard('?startDate=2026-11-30&endDate=2026-11-01');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Data inicial não pode ser maior que data final');
    expect((await dashboard('?startDate=2026-02-30')).status).toBe(400);
    expect((await dashboard('?tenant=1')).status).toBe(400);
    expect((await metrics(a.user.id, '?startDate=2026-12-01&endDate=2026-11-01')).body.message).toBe(
      'Data inicial não pode ser maior que data final',
    );
  });

  it("gives a user's company figures for the range, computed by hand", async () => {
    const res = await metrics(a.user.id, '?startDate=2026-11-01&endDate=2026-11-30');
    expect(res.status).toBe(200);
    expect(res.body.user).toMatchObject({ id: a.user.id, tenant_name: 'Padaria', role: 'user', is_active: true });
    expect(res.body.metrics).toEqual({
      payments: { count: 1, totalValue: 1000, totalCommission: 150, attendantCommission: 100, tripeiroCommission: 50 },
      expenses: { count: 2, totalValue: 350 },
      receivables: { count: 1, totalValue: 300 },
      summary: { totalRevenue: 1000, totalExpenses: 350, netResult: 500, profitMargin: 50 },
    });
    expect(res.body.atendentes).toEqual([expect.objectContaining({ id: ana, nome: 'Ana', comissao_percentual: 10 })]);
    expect(res.body.tripeiros).toEqual([expect.objectContaining({ id: ze, nome: 'Zé', documento: null })]);
    expect(res.body.topAtendentes).toEqual([
      { id: ana, nome: 'Ana', total_vendas: 1, total_valor: 1000, total_comissao: 100 },
    ]);
    expect(res.body.ultimosPagamentos.map((p: { valor: number }) => p.valor)).toEqual([50, 300, 200, 1000]);
    expect(res.body.ultimosPagamentos[3]).toMatchObject({ attendant_name: 'Ana', tripeiro_name: 'Zé' });
    expect(res.body.ultimasDespesas.map((e: { valor: number }) => e.valor)).toEqual([150]);
    // The user's own actions: its registration, two people, five payments, one expense.
    expect(res.body.recentActivity).toHaveLength(9);
    expect(res.body.recentActivity.every((e: { user_id: number }) => e.user_id === a.user.id)).toBe(true);
    expect(res.body.recentActivity[0]).toMatchObject({ action: 'CREATE', entity_type: 'payment' });
    expect(res.body.recentActivity.at(-1)).toMatchObject({ action: 'CREATE', entity_type: 'user' });
  });

  it('without dates covers all time, and never mixes companies', async () => {
    const all = await metrics(a.user.id);
    expect(all.body.period).toEqual({ startDate: null, endDate: null });
    expect(all.body.metrics.payments).toMatchObject({ count: 2, totalValue: 1400 });
    expect(all.body.metrics.summary).toEqual({
      totalRevenue: 1400,
      totalExpenses: 350,
      netResult: 900,
      profitMargin: 64.29,
    });
    const other = await metrics(b.user.id, '?startDate=2026-11-01&endDate=2026-11-30');
    expect(other.body.metrics.summary).toEqual({
      totalRevenue: 500,
      totalExpenses: 80,
      netResult: 420,
      profitMargin: 84,
    });
    expect(other.body.atendentes).toEqual([]);
    expect(other.body.topAtendentes).toEqual([]);
  });

  it('answers 404 for a missing user', async () => {
    const res = await metrics(999_999);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe('Usuário não encontrado');
  });
});
