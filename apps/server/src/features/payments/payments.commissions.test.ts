import { describe, expect, it } from 'vitest';
import { call } from '../../../test/app.js';
import { expectLedgerMatchesRows } from '../../../test/ledger-check.js';
import { paymentsFixture } from '../../../test/payments-fixture.js';
import { seededRandom } from '../../../test/random.js';

const fx = paymentsFixture();
const { post, put, get, attendant, tripeiro, payment } = fx;

describe('commission snapshot', () => {
  it('R$ 100,10 × 5% = R$ 5,01, half-up to the centavo, and saídas earn nothing', async () => {
    const ana = await attendant('Ana', 5);
    const tri = await tripeiro('Zé', 2.5);
    const p = await payment({ valor: 100.1, atendente_id: ana, tripeiro_id: tri, status: 'confirmado' });
    expect(p).toMatchObject({
      valor: 100.1,
      valor_comissao: 5.01,
      comissao_percentual: 5,
      comissao_tripeiro: 2.5, // 100,10 × 2,5% = 2,5025 → 2,50
      tripeiro_percentual: 2.5,
      attendant_name: 'Ana',
      tripeiro_name: 'Zé',
      tipo_pagamento: 'entrada',
    });
    const half = await payment({ valor: 0.1, atendente_id: ana }); // 0,10 × 5% = 0,005 → 0,01
    expect(half.valor_comissao).toBe(0.01);
    const saida = await payment({ valor: 50, atendente_id: ana, tipo_pagamento: 'saida', status: 'confirmado' });
    expect(saida.valor_comissao).toBe(0);
    expect(saida.comissao_tripeiro).toBe(0);
  });

  it("is not rewritten when the attendant's percentage changes later, only when the payment changes", async () => {
    const ana = await attendant('Ana', 5);
    const p = await payment({ valor: 200, atendente_id: ana, status: 'confirmado' });
    expect(p.valor_comissao).toBe(10);
    expect((await put(`/api/attendants/${ana}`, { comissao_percentual: 10 })).status).toBe(200);
    expect((await get(`/api/payments/${p.id}`)).body.data.valor_comissao).toBe(10);
    // A status change keeps the snapshot…
    expect((await put(`/api/payments/${p.id}`, { status: 'pendente' })).body.data.valor_comissao).toBe(10);
    // …a new valor takes it again with today's percentage.
    const changed = await put(`/api/payments/${p.id}`, { valor: 300 });
    expect(changed.body.data).toMatchObject({ valor: 300, valor_comissao: 30, comissao_percentual: 10 });
  });
});

describe('derived figures on a hand-computed dataset', () => {
  it('attendants, tripeiros and their commissions lists agree with the payments', async () => {
    const ana = await attendant('Ana', 10);
    const bia = await attendant('Bia', 4);
    const ze = await tripeiro('Zé', 10);
    // Ana: two confirmed entradas (100 + 50) → 2 vendas, 15,00; one pending and one cancelled don't count.
    await payment({ valor: 100, atendente_id: ana, tripeiro_id: ze, status: 'confirmado' });
    await payment({ valor: 50, atendente_id: ana, status: 'confirmado', data_pagamento: '2026-11-12' });
    await payment({ valor: 70, atendente_id: ana, tripeiro_id: ze, status: 'pendente' });
    await payment({ valor: 999, atendente_id: ana, status: 'cancelado' });
    await payment({ valor: 80, atendente_id: ana, tipo_pagamento: 'saida', status: 'confirmado' });
    // Bia: 33,33 × 4% = 1,3332 → 1,33
    await payment({ valor: 33.33, atendente_id: bia, tripeiro_id: ze, status: 'confirmado' });
    // Zé: pending entradas 70 + 330 = 400; confirmed commissions 10,00 + 3,33 = 13,33
    await payment({ valor: 330, tripeiro_id: ze, status: 'pendente' });

    const list = await get('/api/attendants');
    expect(list.status).toBe(200);
    expect(list.body.pagination).toEqual({ page: 1, limit: 20, total: 2, totalPages: 1 });
    expect(list.body.data.map((a: Record<string, unknown>) => [a.nome, a.total_payments, a.total_commissions])).toEqual(
      [
        ['Ana', 2, 15],
        ['Bia', 1, 1.33],
      ],
    );

    const commissions = await get(`/api/attendants/${ana}/commissions`);
    expect(commissions.body.data).toEqual([
      expect.objectContaining({ data_pagamento: '2026-11-12', valor: 50, valor_comissao: 5, tripeiro_name: null }),
      expect.objectContaining({ data_pagamento: '2026-11-10', valor: 100, valor_comissao: 10, tripeiro_name: 'Zé' }),
    ]);

    const tri = (await get('/api/tripeiros')).body.data[0];
    expect(tri).toMatchObject({
      nome: 'Zé',
      saldo_pendente: 400,
      total_commissions: 13.33,
      total_payments: 2,
      saldo_atual: 0,
    });

    await post(`/api/tripeiros/${ze}/accounts`, { numero_conta: '001', limite_credito: 1000, saldo_devedor: 250.5 });
    const inactive = await post(`/api/tripeiros/${ze}/accounts`, { numero_conta: '002', saldo_devedor: 100 });
    await put(`/api/tripeiros/${ze}/accounts/${inactive.body.data.id}`, { ativa: 0 });
    const detail = await get(`/api/tripeiros/${ze}`);
    expect(detail.body.data.saldo_atual).toBe(250.5);
    expect(
      detail.body.data.accounts.map((a: { numero_conta: string; ativa: number }) => [a.numero_conta, a.ativa]),
    ).toEqual([
      ['001', 1],
      ['002', 0],
    ]);
    expect(detail.body.data.transacoes_recentes).toHaveLength(4);

    // Moving a confirmed payment from Ana to Bia moves its count and commission too.
    const moved = await payment({ valor: 10, atendente_id: ana, status: 'confirmado' });
    await put(`/api/payments/${moved.id}`, { atendente_id: bia });
    await call(fx.t.app, 'DELETE', `/api/payments/${moved.id}`, { token: fx.owner.token });
    const after = (await get('/api/attendants')).body.data;
    expect(after.map((a: Record<string, unknown>) => [a.total_payments, a.total_commissions])).toEqual([
      [2, 15],
      [1, 1.33],
    ]);
  });

  it('running totals equal the totals recomputed from the payments after a random mix of writes', async () => {
    const people = [await attendant('A', 3.5), await attendant('B', 12), await attendant('C', 1)];
    const tris = [await tripeiro('T1', 7.25), await tripeiro('T2', 0)];
    const statuses = ['pendente', 'confirmado', 'cancelado'] as const;
    const { rand, pick } = seededRandom(42);
    const ids: number[] = [];
    for (let i = 0; i < 150; i++) {
      const op = ids.length === 0 ? 0 : rand(6);
      if (op <= 2) {
        const p = await payment({
          valor: (rand(100_000) + 1) / 100,
          atendente_id: rand(4) === 0 ? null : pick(people),
          tripeiro_id: rand(3) === 0 ? null : pick(tris),
          status: pick(statuses),
          tipo_pagamento: rand(5) === 0 ? 'saida' : 'entrada',
        });
        ids.push(p.id);
      } else if (op <= 4) {
        const id = pick(ids);
        const change = [
          { status: pick(statuses) },
          { valor: (rand(50_000) + 1) / 100 },
          { atendente_id: rand(3) === 0 ? null : pick(people) },
          { tripeiro_id: rand(3) === 0 ? null : pick(tris) },
          { tipo_pagamento: rand(2) ? 'saida' : 'entrada' },
        ][rand(5)];
        expect((await put(`/api/payments/${id}`, change)).status).toBe(200);
      } else {
        const id = ids.splice(rand(ids.length), 1)[0] as number;
        expect((await call(fx.t.app, 'DELETE', `/api/payments/${id}`, { token: fx.owner.token })).status).toBe(204);
      }
      if (i === 75) await put(`/api/attendants/${people[0]}`, { comissao_percentual: 9.99 });
    }
    await expectLedgerMatchesRows(fx.t.app, fx.t.handle.db, fx.owner.user.tenant_id, fx.owner.token);
    // The mix really exercised the totals.
    const attendants = (await get('/api/attendants?limit=100')).body.data as Array<{ total_commissions: number }>;
    expect(attendants.filter((a) => a.total_commissions > 0).length).toBeGreaterThanOrEqual(2);
    const tripeiros = (await get('/api/tripeiros?limit=100')).body.data as Array<Record<string, number>>;
    expect(tripeiros.some((x) => (x.saldo_pendente ?? 0) > 0 && (x.total_commissions ?? 0) > 0)).toBe(true);
  });
});
