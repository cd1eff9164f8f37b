import { describe, expect, it } from 'vitest';
import { call, registerCompany } from '../../../test/app.js';
import { paymentsFixture } from '../../../test/payments-fixture.js';

const fx = paymentsFixture();
const { post, postPayment, put, get, attendant, tripeiro, payment, count } = fx;

describe('history is never lost', () => {
  it('an attendant or tripeiro with payments cannot be deleted, only deactivated', async () => {
    const ana = await attendant('Ana', 5);
    const ze = await tripeiro('Zé', 5);
    await payment({ valor: 10, atendente_id: ana, tripeiro_id: ze });
    const a = await call(fx.t.app, 'DELETE', `/api/attendants/${ana}`, { token: fx.owner.token });
    expect(a.status).toBe(409);
    expect(a.body.message).toBe(
      'Este atendente tem pagamentos registrados e não pode ser excluído. Desative-o para tirá-lo das listas.',
    );
    const z = await call(fx.t.app, 'DELETE', `/api/tripeiros/${ze}`, { token: fx.owner.token });
    expect(z.status).toBe(409);
    expect((await put(`/api/attendants/${ana}`, { ativo: 0 })).body.data.ativo).toBe(0);
    const inactive = await postPayment({ valor: 1, atendente_id: ana });
    expect(inactive.status).toBe(400);
    expect(inactive.body.fields.atendente_id).toBe('Atendente inativo não pode receber novos pagamentos');
    // The old payment can still be edited with its (now inactive) attendant.
    const list = await get('/api/payments');
    expect(
      (await put(`/api/payments/${list.body.data[0].id}`, { descricao: 'Venda corrigida', atendente_id: ana })).status,
    ).toBe(200);

    const free = await attendant('Sem vendas', 1);
    expect((await call(fx.t.app, 'DELETE', `/api/attendants/${free}`, { token: fx.owner.token })).status).toBe(204);
  });
});

describe('Idempotency-Key', () => {
  it('a retry returns the first payment and creates nothing new', async () => {
    const body = { descricao: 'Venda', valor: 12.34, data_pagamento: '2026-11-10' };
    const first = await post('/api/payments', body, fx.owner.token, { 'idempotency-key': 'abc-123' });
    const again = await post('/api/payments', body, fx.owner.token, { 'idempotency-key': 'abc-123' });
    expect(first.status).toBe(201);
    expect(again.status).toBe(201);
    expect(again.body).toEqual(first.body);
    expect(await count('payments')).toBe(1);
    const different = await post('/api/payments', { ...body, valor: 1 }, fx.owner.token, {
      'idempotency-key': 'abc-123',
    });
    expect(different.status).toBe(409);
    // Keys belong to a company: another company's same key is its own.
    const other = await registerCompany(fx.t.app, 'Outra');
    expect((await post('/api/payments', body, other.token, { 'idempotency-key': 'abc-123' })).status).toBe(201);
    expect(await count('payments')).toBe(2);
  });
});

describe('activity log', () => {
  it('records CREATE, UPDATE and DELETE of payments, attendants and tripeiros', async () => {
    const ana = await attendant('Ana', 5);
    const ze = await tripeiro('Zé', 5);
    const p = await payment({ valor: 10 });
    await put(`/api/payments/${p.id}`, { status: 'confirmado' });
    await call(fx.t.app, 'DELETE', `/api/payments/${p.id}`, { token: fx.owner.token });
    await put(`/api/attendants/${ana}`, { ativo: 0 });
    await call(fx.t.app, 'DELETE', `/api/tripeiros/${ze}`, { token: fx.owner.token });
    const rows = await fx.t.handle.db
      .selectFrom('activity_log')
      .select(['action', 'entity_type', 'entity_id'])
      .where('tenant_id', '=', fx.owner.user.tenant_id)
      .where('entity_type', '<>', 'user')
      .orderBy('id')
      .execute();
    expect(rows).toEqual([
      { action: 'CREATE', entity_type: 'attendant', entity_id: ana },
      { action: 'CREATE', entity_type: 'tripeiro', entity_id: ze },
      { action: 'CREATE', entity_type: 'payment', entity_id: p.id },
      { action: 'UPDATE', entity_type: 'payment', entity_id: p.id },
      { action: 'DELETE', entity_type: 'payment', entity_id: p.id },
      { action: 'UPDATE', entity_type: 'attendant', entity_id: ana },
      { action: 'DELETE', entity_type: 'tripeiro', entity_id: ze },
    ]);
  });
});
