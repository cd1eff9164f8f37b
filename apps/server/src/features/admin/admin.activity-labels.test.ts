import { describe, expect, it } from 'vitest';
import { call, loginAdmin } from '../../../test/app.js';
import { atMigration, OLD_AT, oldCompany, oldPayment } from '../../../test/old-rows.js';
import { payoutsFixture } from '../../../test/payouts-fixture.js';
import { migrateToLatest } from '../../db/migrate.js';

/**
 * The activity log names what each entry touched, as it read when logged (issue 20, item 19;
 * docs/product-rules.md "Administration"): a payment by its description and date, a closing by its
 * month, and so on for every kind of entry; a deleted row still reads by its name.
 */
describe('activity log labels', () => {
  const fx = payoutsFixture();
  const send = (method: 'GET' | 'POST' | 'DELETE', url: string, body?: unknown, token = fx.owner.token) =>
    call(fx.t.app, method, url, { token, ...(body === undefined ? {} : { body }) });
  const created = async (url: string, body: unknown) => {
    const res = await send('POST', url, body);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return res.body.data.id as number;
  };
  const labels = async () =>
    (
      await fx.t.handle.db
        .selectFrom('activity_log')
        .select(['action', 'entity_type', 'label'])
        .where('tenant_id', '=', fx.owner.user.tenant_id)
        .where('entity_type', '!=', 'user')
        .orderBy('id')
        .execute()
    ).map((r) => `${r.action} ${r.entity_type}: ${r.label}`);

  it('names each entity type, a deleted payment and a deleted tripeiro included', async () => {
    const salgados = await created('/api/payments', {
      descricao: 'Encomenda de salgados',
      valor: 150,
      data_pagamento: '2026-10-15',
      atendente_id: fx.ana,
      status: 'confirmado',
    });
    const bolo = await created('/api/payments', {
      descricao: 'Bolo de aniversário',
      valor: 80,
      data_pagamento: '2026-11-10',
      tripeiro_id: fx.ze,
      status: 'pendente',
    });
    const gone = await created('/api/payments', { descricao: 'Venda errada', valor: 5, data_pagamento: '2026-11-12' });
    expect((await send('DELETE', `/api/payments/${gone}`)).status).toBe(204);
    const expense = await created('/api/expenses', {
      descricao: 'Conta de luz',
      valor: 320,
      data_despesa: '2026-11-05',
      categoria: 'Alimentação',
    });
    expect((await send('DELETE', `/api/expenses/${expense}`)).status).toBe(204);
    const payout = (await fx.pay([salgados])).body.data.id as number;
    expect((await send('POST', `/api/payouts/${payout}/reverse`, { motivo: 'Valor errado' })).status).toBe(200);
    expect((await fx.settle([bolo])).status).toBe(201);
    await created('/api/notes', { title: 'Lista de compras', content: 'farinha' });
    const temp = await created('/api/tripeiros', { nome: 'Temporário', comissao_percentual: 5 });
    expect((await send('DELETE', `/api/tripeiros/${temp}`)).status).toBe(204);
    expect((await send('POST', '/api/closings/2026-10/close')).status).toBe(200);
    const admin = await loginAdmin(fx.t.app);
    const reopen = await send(
      'POST',
      `/api/admin/tenants/${fx.owner.user.tenant_id}/closings/2026-10/reopen`,
      undefined,
      admin.token,
    );
    expect(reopen.status).toBe(200);

    expect(await labels()).toEqual([
      "CREATE attendant: Atendente 'Ana'",
      "CREATE tripeiro: Tripeiro 'Zé'",
      "CREATE payment: Pagamento nº 1 'Encomenda de salgados' de 15/10/2026",
      "CREATE payment: Pagamento nº 2 'Bolo de aniversário' de 10/11/2026",
      "CREATE payment: Pagamento nº 3 'Venda errada' de 12/11/2026",
      "DELETE payment: Pagamento nº 3 'Venda errada' de 12/11/2026",
      "CREATE expense: Despesa nº 1 'Conta de luz' de 05/11/2026",
      "DELETE expense: Despesa nº 1 'Conta de luz' de 05/11/2026",
      "CREATE payout: Pagamento de comissões nº 1 a 'Ana' de 20/11/2026",
      "CREATE payout_reversal: Estorno do pagamento de comissões nº 1 a 'Ana' de 20/11/2026",
      // The settlement confirms the entry it collects.
      "UPDATE payment: Pagamento nº 2 'Bolo de aniversário' de 10/11/2026",
      "CREATE settlement: Acerto nº 1 com 'Zé' de 20/11/2026",
      "CREATE note: Nota 'Lista de compras'",
      "CREATE tripeiro: Tripeiro 'Temporário'",
      "DELETE tripeiro: Tripeiro 'Temporário'",
      'CLOSE closing: Fechamento de outubro/2026',
      'REOPEN closing: Fechamento de outubro/2026',
    ]);

    // The admin's screens read them as stored.
    const dashboard = await send('GET', '/api/admin/dashboard', undefined, admin.token);
    expect(dashboard.body.recentActivity.map((e: { label: string | null }) => e.label)).toContain(
      'Fechamento de outubro/2026',
    );
  });
});

describe('activity log labels of entries logged before they were stored (migration 012)', () => {
  it('gives an entry the label of its row as it stands, and none when the row is gone', async () => {
    await atMigration('011_settlement_reversal', async (db) => {
      const at = OLD_AT;
      const times = { created_at: at, updated_at: at };
      const tenant = await oldCompany(db, 'Antiga');
      const { id: payment } = await db
        .insertInto('payments')
        .values(oldPayment(tenant, 'Encomenda de salgados', '2026-10-15', 15_000))
        .returning('id')
        .executeTakeFirstOrThrow();
      const { id: closing } = await db
        .insertInto('closings')
        .values({ tenant_id: tenant, month: '2026-10', status: 'fechado', closed_at: at, ...times } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const entry = (entity_type: string, entity_id: number) =>
        ({ tenant_id: tenant, user_id: null, action: 'CREATE', entity_type, entity_id, created_at: at }) as never;
      await db
        .insertInto('activity_log')
        .values([entry('payment', payment), entry('closing', closing), entry('payment', payment + 100)])
        .execute();

      await migrateToLatest(db);
      const rows = await db.selectFrom('activity_log').select('label').orderBy('id').execute();
      expect(rows.map((r) => r.label)).toEqual([
        "Pagamento 'Encomenda de salgados' de 15/10/2026",
        'Fechamento de outubro/2026',
        null,
      ]);
    });
  });
});
