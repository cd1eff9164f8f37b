import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, createTestApp, getFile, loginAdmin, registerCompany, type TestApp } from '../../../test/app.js';
import { pdfLines, pdfText } from '../../../test/pdf-text.js';

/**
 * October 2026, by hand:
 *   Ana (10%): confirmed entradas 1.000,00 and 200,00 → commission 120,00
 *   Bia (5%): confirmed entrada 300,00 → 15,00
 *   Zé (10%): pending entradas 250,00 + 150,00 = 400,00 → commission 40,00, to receive 360,00;
 *             and his confirmed 1.000,00 (with Ana) earned him 100,00
 *   Tião (0%, no payments) shows with zeros; a cancelled 500,00 counts nowhere
 *   expenses 80,00 + confirmed saída 20,00 → 100,00
 *   net = 1.500,00 − 100,00 − 135,00 − 100,00 = 1.165,00
 */
let t: TestApp;
let owner: Awaited<ReturnType<typeof registerCompany>>;
let admin: { token: string };

async function post(url: string, body: unknown, token = owner.token) {
  const res = await call(t.app, 'POST', url, { token, body });
  if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.data;
}

async function seedOctober(token: string) {
  const ana = (await post('/api/attendants', { nome: 'Ana', comissao_percentual: 10 }, token)).id;
  const bia = (await post('/api/attendants', { nome: 'Bia', comissao_percentual: 5 }, token)).id;
  const ze = (await post('/api/tripeiros', { nome: 'Zé', comissao_percentual: 10 }, token)).id;
  await post('/api/tripeiros', { nome: 'Tião' }, token);
  // Listed in pt-BR order: 'Úrsula' between 'Tião' and 'Zé' (byte order would put her last).
  await post('/api/tripeiros', { nome: 'Úrsula' }, token);
  const pay = (valor: number, data: string, extra: Record<string, unknown>) =>
    post(
      '/api/payments',
      { descricao: 'Pão francês', valor, data_pagamento: data, status: 'confirmado', ...extra },
      token,
    );
  await pay(1000, '2026-10-03', { atendente_id: ana, tripeiro_id: ze });
  await pay(200, '2026-10-31', { atendente_id: ana, descricao: 'Bolo' });
  await pay(300, '2026-10-15', { atendente_id: bia, descricao: 'Bolo' });
  await pay(250, '2026-10-10', { tripeiro_id: ze, status: 'pendente' });
  await pay(150, '2026-10-20', { tripeiro_id: ze, status: 'pendente' });
  await pay(500, '2026-10-21', { atendente_id: ana, status: 'cancelado' });
  await pay(20, '2026-10-22', { tipo_pagamento: 'saida' });
  await pay(999, '2026-11-01', { tripeiro_id: ze, status: 'pendente' });
  await post(
    '/api/expenses',
    { descricao: 'Farinha', valor: 80, data_despesa: '2026-10-05', categoria: 'Alimentação' },
    token,
  );
  return { ana, bia, ze };
}

beforeAll(async () => {
  t = await createTestApp();
  owner = await registerCompany(t.app, 'Padaria do Zé');
  admin = await loginAdmin(t.app);
  await seedOctober(owner.token);
});
afterAll(async () => {
  await t.close();
});

describe('GET /api/closings/:month', () => {
  it('computes the month figure by figure', async () => {
    const res = await call(t.app, 'GET', '/api/closings/2026-10', { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      month: '2026-10',
      period: { startDate: '2026-10-01', endDate: '2026-10-31' },
      status: 'aberto',
      company: { name: 'Padaria do Zé' },
      cards: {
        totalRevenue: 1500,
        attendantCommissions: 135,
        tripeiroCommissions: 100,
        totalExpenses: 100,
        netProfit: 1165,
      },
      tripeiros: [
        { nome: 'Tião', saldo: 0, comissao_percentual: 0, comissao: 0, a_receber: 0 },
        { nome: 'Úrsula', saldo: 0, comissao_percentual: 0, comissao: 0, a_receber: 0 },
        { nome: 'Zé', saldo: 400, comissao_percentual: 10, comissao: 40, a_receber: 360 },
      ],
      tripeirosTotals: { saldo: 400, comissao: 40, a_receber: 360 },
      attendants: [
        { nome: 'Ana', total_sales: 2, total_value: 1200, total_commission: 120 },
        { nome: 'Bia', total_sales: 1, total_value: 300, total_commission: 15 },
      ],
      attendantsTotals: { total_sales: 3, total_value: 1500, total_commission: 135 },
    });
  });

  it('refuses a month that is not YYYY-MM', async () => {
    for (const month of ['2026-13', '2026-1', 'outubro']) {
      const res = await call(t.app, 'GET', `/api/closings/${month}`, { token: owner.token });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe('Mês inválido (use AAAA-MM)');
    }
  });

  it('renders a real PDF named after the month', async () => {
    const res = await getFile(t.app, '/api/closings/2026-10/pdf', owner.token);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe('attachment; filename="fechamento-2026-10.pdf"');
    expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    // Line by line as printed (test/pdf-text.ts).
    const text = (await pdfLines(res.rawPayload)).join('\n');
    expect(text).toContain('Fechamento de outubro de 2026');
    expect(text).toContain('Período: 01/10/2026 a 31/10/2026');
    expect(text).toMatch(/Lucro líquido\s+R\$ 1\.165,00/);
    expect(text).toMatch(/Zé\s+R\$ 400,00\s+10,0%\s+R\$ 40,00\s+R\$ 360,00/);
    // The two tripeiro commissions, each named for what it is.
    expect(text).toMatch(/Comissão sobre recebidos \(tripeiros\)\s+R\$ 100,00/);
    // The header wraps onto two lines; read in text order, it is one name.
    expect(await pdfText(res.rawPayload)).toContain('Comissão a descontar dos pendentes');
    expect(text).toContain('Página 1 de 1');
  });
});

describe('closing a month', () => {
  it('freezes the figures and locks entries until it is reopened', async () => {
    const company = admin.token; // an admin closes and reopens its own company's months
    const ids = await seedOctober(company);
    const created = await call(t.app, 'GET', '/api/payments?startDate=2026-10-01&endDate=2026-10-31&limit=100', {
      token: company,
    });
    const octPayment = created.body.data[0];
    const closed = await call(t.app, 'POST', '/api/closings/2026-10/close', { token: company });
    expect(closed.status).toBe(200);
    expect(closed.body).toMatchObject({ status: 'fechado', closedBy: 'Administrador', cards: { totalRevenue: 1500 } });
    expect((await call(t.app, 'POST', '/api/closings/2026-10/close', { token: company })).status).toBe(409);

    const locked = { error: 'MONTH_CLOSED', message: 'Mês fechado: reabra o fechamento para alterar lançamentos' };
    const attempts = [
      call(t.app, 'POST', '/api/payments', {
        token: company,
        body: { descricao: 'x', valor: 1, data_pagamento: '2026-10-10' },
      }),
      call(t.app, 'PUT', `/api/payments/${octPayment.id}`, { token: company, body: { valor: 2 } }),
      call(t.app, 'DELETE', `/api/payments/${octPayment.id}`, { token: company }),
      call(t.app, 'POST', '/api/expenses', {
        token: company,
        body: { descricao: 'x', valor: 1, data_despesa: '2026-10-10', categoria: 'Outros' },
      }),
    ];
    for (const res of await Promise.all(attempts)) {
      expect(res.status).toBe(409);
      expect(res.body).toEqual(locked);
    }
    // Moving a November payment into October is a change to October too.
    const nov = await post('/api/payments', { descricao: 'Nov', valor: 5, data_pagamento: '2026-11-02' }, company);
    const moved = await call(t.app, 'PUT', `/api/payments/${nov.id}`, {
      token: company,
      body: { data_pagamento: '2026-10-30' },
    });
    expect(moved.status).toBe(409);

    // The snapshot does not follow later changes (a new percentage, a new November entry).
    await call(t.app, 'PUT', `/api/tripeiros/${ids.ze}`, { token: company, body: { comissao_percentual: 50 } });
    const frozen = await call(t.app, 'GET', '/api/closings/2026-10', { token: company });
    expect(frozen.body.tripeiros.find((x: { nome: string }) => x.nome === 'Zé')).toMatchObject({
      comissao: 40,
      a_receber: 360,
    });

    // Another company's user reopens its own October, which is not closed: the admin's stays closed.
    const userTry = await call(t.app, 'POST', '/api/closings/2026-10/reopen', { token: owner.token });
    expect(userTry.status).toBe(409);
    expect(userTry.body.message).toBe('Este mês não está fechado');
    expect((await call(t.app, 'GET', '/api/closings/2026-10', { token: company })).body.status).toBe('fechado');
    const reopened = await call(t.app, 'POST', '/api/closings/2026-10/reopen', { token: company });
    expect(reopened.status).toBe(200);
    expect(reopened.body.status).toBe('aberto');
    // Live again, and still 40,00: the pending entradas keep the commission they were entered
    // with (their snapshot), which is what settling them keeps (issue 20, docs/product-rules.md
    // "Closing"); the new 50 % shows only as the tripeiro's Comissão %.
    expect(reopened.body.tripeiros.find((x: { nome: string }) => x.nome === 'Zé')).toMatchObject({
      comissao_percentual: 50,
      comissao: 40,
      a_receber: 360,
    });
    expect(
      (await call(t.app, 'PUT', `/api/payments/${octPayment.id}`, { token: company, body: { valor: 2 } })).status,
    ).toBe(200);

    const log = await t.handle.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity_type', '=', 'closing')
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['CLOSE', 'REOPEN']);
  });

  it('locks only that company: another company edits its October freely', async () => {
    await call(t.app, 'POST', '/api/closings/2026-09/close', { token: admin.token });
    const res = await call(t.app, 'POST', '/api/payments', {
      token: owner.token,
      body: { descricao: 'x', valor: 1, data_pagamento: '2026-09-10' },
    });
    expect(res.status).toBe(201);
  });
});

describe('which months can be closed (docs/product-rules.md "Closing")', () => {
  const notEnded = { error: 'VALIDATION', message: 'Só é possível fechar um mês depois que ele termina' };

  it('refuses the current month and any future month, and stores nothing', async () => {
    const shop = await registerCompany(t.app, 'Mercado Futuro');
    // The clock reads 2026-11-21 in São Paulo.
    for (const month of ['2026-11', '2026-12', '2027-01', '2099-12']) {
      const res = await call(t.app, 'POST', `/api/closings/${month}/close`, { token: shop.token });
      expect(res.status, month).toBe(400);
      expect(res.body).toMatchObject(notEnded);
    }
    expect((await call(t.app, 'GET', '/api/closings', { token: shop.token })).body).toEqual({ data: [] });
    expect((await call(t.app, 'GET', '/api/closings/2026-11', { token: shop.token })).body.status).toBe('aberto');
  });

  it('closes the previous month', async () => {
    const shop = await registerCompany(t.app, 'Mercado Passado');
    const res = await call(t.app, 'POST', '/api/closings/2026-10/close', { token: shop.token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'fechado', closedBy: 'Dono Mercado Passado', reopenedAt: null });
    expect((await call(t.app, 'GET', '/api/closings', { token: shop.token })).body.data).toEqual([
      {
        month: '2026-10',
        status: 'fechado',
        closedAt: '2026-11-21T12:00:00.000Z',
        closedBy: 'Dono Mercado Passado',
        reopenedAt: null,
        reopenedBy: null,
      },
    ]);
  });

  it("reads the current month in the user's time zone, not UTC's", async () => {
    // 02:00 UTC on 1 December is still 30 November in São Paulo.
    t.clock.set('2026-12-01T02:00:00.000Z');
    try {
      const shop = await registerCompany(t.app, 'Mercado do Fuso');
      const first = await call(t.app, 'POST', '/api/closings/2026-11/close', { token: shop.token });
      expect(first.status).toBe(400);
      const prefs = await call(t.app, 'PUT', '/api/settings/preferences', {
        token: shop.token,
        body: {
          currency: 'BRL',
          language: 'pt-BR',
          dateFormat: 'DD/MM/YYYY',
          timeZone: 'UTC',
          fiscalYearStart: '01',
          defaultPaymentStatus: 'pendente',
        },
      });
      expect(prefs.status).toBe(200);
      expect((await call(t.app, 'POST', '/api/closings/2026-11/close', { token: shop.token })).status).toBe(200);
    } finally {
      t.clock.set('2026-11-21T12:00:00.000Z');
    }
  });
});

describe('reopening a month', () => {
  async function closingLog(tenantId: number) {
    return t.handle.db
      .selectFrom('activity_log')
      .select(['action', 'user_id', 'created_at'])
      .where('entity_type', '=', 'closing')
      .where('tenant_id', '=', tenantId)
      .orderBy('id')
      .execute();
  }

  it('the owner reopens its own month; both steps are logged with who and when', async () => {
    const shop = await registerCompany(t.app, 'Padaria Reaberta');
    await call(t.app, 'POST', '/api/closings/2026-09/close', { token: shop.token });
    t.clock.advance(60_000);
    try {
      const res = await call(t.app, 'POST', '/api/closings/2026-09/reopen', { token: shop.token });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        status: 'aberto',
        closedAt: null,
        reopenedAt: '2026-11-21T12:01:00.000Z',
        reopenedBy: 'Dono Padaria Reaberta',
      });
      const again = await call(t.app, 'GET', '/api/closings/2026-09', { token: shop.token });
      expect(again.body).toMatchObject({ reopenedAt: '2026-11-21T12:01:00.000Z', reopenedBy: 'Dono Padaria Reaberta' });
      expect((await call(t.app, 'GET', '/api/closings', { token: shop.token })).body.data).toEqual([
        {
          month: '2026-09',
          status: 'aberto',
          closedAt: '2026-11-21T12:00:00.000Z',
          closedBy: 'Dono Padaria Reaberta',
          reopenedAt: '2026-11-21T12:01:00.000Z',
          reopenedBy: 'Dono Padaria Reaberta',
        },
      ]);
      expect(await closingLog(shop.user.tenant_id)).toEqual([
        { action: 'CLOSE', user_id: shop.user.id, created_at: '2026-11-21T12:00:00.000Z' },
        { action: 'REOPEN', user_id: shop.user.id, created_at: '2026-11-21T12:01:00.000Z' },
      ]);
      // Reopening a month that is open is a conflict; it can be closed again.
      expect((await call(t.app, 'POST', '/api/closings/2026-09/reopen', { token: shop.token })).status).toBe(409);
      const closedAgain = await call(t.app, 'POST', '/api/closings/2026-09/close', { token: shop.token });
      expect(closedAgain.body).toMatchObject({ status: 'fechado', reopenedAt: null });
    } finally {
      t.clock.set('2026-11-21T12:00:00.000Z');
    }
  });

  it("the platform admin lists and reopens another company's month from the admin area", async () => {
    const shop = await registerCompany(t.app, 'Açougue Fechado');
    const tenantId = shop.user.tenant_id as number;
    await call(t.app, 'POST', '/api/closings/2026-08/close', { token: shop.token });

    const list = await call(t.app, 'GET', `/api/admin/tenants/${tenantId}/closings`, { token: admin.token });
    expect(list.status).toBe(200);
    expect(list.body.data).toEqual([
      expect.objectContaining({ month: '2026-08', status: 'fechado', closedBy: 'Dono Açougue Fechado' }),
    ]);

    const res = await call(t.app, 'POST', `/api/admin/tenants/${tenantId}/closings/2026-08/reopen`, {
      token: admin.token,
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: 'aberto',
      company: { name: 'Açougue Fechado' },
      reopenedBy: 'Administrador',
    });
    // The company sees the month open again, and who reopened it.
    const seen = await call(t.app, 'GET', '/api/closings/2026-08', { token: shop.token });
    expect(seen.body).toMatchObject({ status: 'aberto', reopenedBy: 'Administrador' });
    const adminId = (await call(t.app, 'GET', '/api/auth/me', { token: admin.token })).body.user.id;
    expect((await closingLog(tenantId)).map((l) => [l.action, l.user_id])).toEqual([
      ['CLOSE', shop.user.id],
      ['REOPEN', adminId],
    ]);
    // The admin's own August was never closed and is untouched.
    expect((await call(t.app, 'GET', '/api/closings/2026-08', { token: admin.token })).body.reopenedAt).toBeNull();

    const twice = await call(t.app, 'POST', `/api/admin/tenants/${tenantId}/closings/2026-08/reopen`, {
      token: admin.token,
    });
    expect(twice.status).toBe(409);
    for (const [method, url] of [
      ['GET', '/api/admin/tenants/999999/closings'],
      ['POST', '/api/admin/tenants/999999/closings/2026-08/reopen'],
    ] as const) {
      const missing = await call(t.app, method, url, { token: admin.token });
      expect(missing.status, url).toBe(404);
      expect(missing.body.message).toBe('Empresa não encontrada');
    }
  });

  it('another company cannot reopen it, nor see or reopen it through the admin routes', async () => {
    const shop = await registerCompany(t.app, 'Loja Trancada');
    const tenantId = shop.user.tenant_id as number;
    await call(t.app, 'POST', '/api/closings/2026-07/close', { token: shop.token });
    const intruder = await registerCompany(t.app, 'Loja Vizinha');

    const own = await call(t.app, 'POST', '/api/closings/2026-07/reopen', { token: intruder.token });
    expect(own.status).toBe(409);
    expect(
      (await call(t.app, 'GET', `/api/admin/tenants/${tenantId}/closings`, { token: intruder.token })).status,
    ).toBe(403);
    expect(
      (
        await call(t.app, 'POST', `/api/admin/tenants/${tenantId}/closings/2026-07/reopen`, {
          token: intruder.token,
        })
      ).status,
    ).toBe(403);
    expect((await call(t.app, 'GET', '/api/closings', { token: intruder.token })).body.data).toEqual([]);
    expect((await call(t.app, 'GET', '/api/closings/2026-07', { token: shop.token })).body.status).toBe('fechado');
    expect(await closingLog(tenantId)).toHaveLength(1);
  });
});
