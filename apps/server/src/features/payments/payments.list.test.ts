import { describe, expect, it } from 'vitest';
import { totalByHand } from '../../../test/by-hand.js';
import { paymentsFixture } from '../../../test/payments-fixture.js';

const fx = paymentsFixture();
const { get, attendant, tripeiro, payment } = fx;

describe('payments list', () => {
  it('filters by status and inclusive date range, paginates, and searches description and names', async () => {
    const ana = await attendant('Ana Júlia', 5);
    const ze = await tripeiro('José Tripa', 5);
    for (let d = 1; d <= 25; d++) {
      await payment({
        descricao: d % 5 === 0 ? `Bolo de aniversário ${d}` : `Pão francês ${d}`,
        valor: d,
        data_pagamento: `2026-10-${String(d).padStart(2, '0')}`,
        status: d % 2 ? 'confirmado' : 'pendente',
        atendente_id: d === 7 ? ana : null,
        tripeiro_id: d === 8 ? ze : null,
      });
    }
    const page1 = await get('/api/payments?startDate=2026-10-01&endDate=2026-10-25&limit=10');
    expect(page1.body.pagination).toEqual({ page: 1, limit: 10, total: 25, totalPages: 3 });
    expect(page1.body.data[0].data_pagamento).toBe('2026-10-25');
    const page3 = await get('/api/payments?startDate=2026-10-01&endDate=2026-10-25&limit=10&page=3');
    expect(page3.body.data.map((p: { valor: number }) => p.valor)).toEqual([5, 4, 3, 2, 1]);

    const range = await get('/api/payments?startDate=2026-10-10&endDate=2026-10-12&status=confirmado');
    expect(range.body.data.map((p: { data_pagamento: string }) => p.data_pagamento)).toEqual(['2026-10-11']);

    const byText = await get(`/api/payments?search=${encodeURIComponent('ANIVERSARIO')}`);
    expect(byText.body.pagination.total).toBe(5);
    expect((await get('/api/payments?search=julia')).body.data.map((p: { valor: number }) => p.valor)).toEqual([7]);
    expect((await get('/api/payments?search=tripa')).body.data.map((p: { valor: number }) => p.valor)).toEqual([8]);
    expect((await get('/api/payments?search=100%25')).body.pagination.total).toBe(0);
  });

  it('pages through payments of the same day newest id first, each exactly once, with counts per filter', async () => {
    const ana = await attendant('Ana', 5);
    const ze = await tripeiro('Zé', 5);
    const ids: number[] = [];
    for (let i = 0; i < 10; i++) {
      const created = await payment({
        descricao: `Venda ${i}`,
        valor: i + 1,
        // Seven on the 30th, three on the 1st of the next month: a page boundary inside a day.
        data_pagamento: i < 7 ? '2026-09-30' : '2026-10-01',
        status: i % 3 === 0 ? 'pendente' : 'confirmado',
        atendente_id: i % 2 ? ana : null,
        tripeiro_id: i % 3 === 1 ? ze : null,
      });
      ids.push(created.id);
    }
    const expected = [...ids.slice(7).reverse(), ...ids.slice(0, 7).reverse()];
    const seen: number[] = [];
    for (let page = 1; page <= 4; page++) {
      const res = await get(`/api/payments?startDate=2026-09-15&endDate=2026-10-15&limit=3&page=${page}`);
      expect(res.body.pagination).toEqual({ page, limit: 3, total: 10, totalPages: 4 });
      seen.push(...res.body.data.map((p: { id: number }) => p.id));
    }
    expect(seen).toEqual(expected);
    // Counts of each filter the rollups answer, over a range that cuts two months.
    const total = async (query: string) =>
      (await get(`/api/payments?startDate=2026-09-15&endDate=2026-10-15&${query}`)).body.pagination.total;
    expect(await total('status=pendente')).toBe(4);
    expect(await total(`atendente_id=${ana}`)).toBe(5);
    expect(await total(`tripeiro_id=${ze}&status=confirmado`)).toBe(3);
    expect(await total(`atendente_id=${ana}&tripeiro_id=${ze}`)).toBe(2);
    expect(await total('tipo_pagamento=saida')).toBe(0);
  });

  it('summary: Σ valor of confirmed and pending entradas and saídas of the whole filter, cancelled in none', async () => {
    const ana = await attendant('Ana', 5);
    const ze = await tripeiro('Zé', 5);
    const statuses = ['confirmado', 'pendente', 'cancelado'] as const;
    for (let i = 0; i < 24; i++) {
      await payment({
        descricao: i % 4 === 0 ? `Bolo ${i}` : `Pão ${i}`,
        valor: (1001 * (i + 1)) / 100,
        // Across a month end, so the rollups read loose days and a whole month.
        data_pagamento: i < 12 ? `2026-09-${19 + i}` : `2026-10-${String(i - 11).padStart(2, '0')}`,
        status: statuses[i % 3],
        tipo_pagamento: i % 5 === 0 ? 'saida' : 'entrada',
        atendente_id: i % 2 ? ana : null,
        tripeiro_id: i % 3 === 1 ? ze : null,
      });
    }
    // The expected summary, from every row the list shows for the same filter (all pages).
    const expected = async (query: string) => {
      const rows: Array<{ valor: number; status: string; tipo_pagamento: string }> = [];
      for (let page = 1; ; page++) {
        const res = await get(`/api/payments?${query}&limit=5&page=${page}`);
        rows.push(...res.body.data);
        if (page >= res.body.pagination.totalPages) break;
      }
      const sum = (status: string, tipo: string) =>
        Math.round(
          rows.filter((r) => r.status === status && r.tipo_pagamento === tipo).reduce((n, r) => n + r.valor * 100, 0),
        ) / 100;
      return {
        entradasConfirmadas: sum('confirmado', 'entrada'),
        saidasConfirmadas: sum('confirmado', 'saida'),
        entradasPendentes: sum('pendente', 'entrada'),
        saidasPendentes: sum('pendente', 'saida'),
      };
    };
    const queries = [
      'startDate=2026-09-25&endDate=2026-10-31', // rollups: loose days + a whole month
      'startDate=2026-09-01&endDate=2026-09-30&status=confirmado',
      'startDate=2026-09-20&endDate=2026-10-05&tipo_pagamento=saida',
      `atendente_id=${ana}`, // the attendant's rollup, all time
      `tripeiro_id=${ze}&startDate=2026-10-01&endDate=2026-10-12`, // the tripeiro's rollup
      `atendente_id=${ana}&tripeiro_id=${ze}`, // rows
      'search=bolo&startDate=2026-09-01&endDate=2026-10-31', // rows: a text search
      'status=cancelado', // every figure 0
    ];
    for (const query of queries) {
      const res = await get(`/api/payments?${query}&limit=3`);
      expect(res.status).toBe(200);
      expect(res.body.summary, query).toEqual(await expected(query));
    }
    // All 24, by hand: confirmed are i ≡ 0 (mod 3), pending i ≡ 1; saídas i ≡ 0 (mod 5).
    const all = (await get('/api/payments')).body.summary;
    const hand = (keep: (i: number) => boolean) => totalByHand(24, 1001, keep);
    expect(all).toEqual({
      entradasConfirmadas: hand((i) => i % 3 === 0 && i % 5 !== 0),
      saidasConfirmadas: hand((i) => i % 3 === 0 && i % 5 === 0),
      entradasPendentes: hand((i) => i % 3 === 1 && i % 5 !== 0),
      saidasPendentes: hand((i) => i % 3 === 1 && i % 5 === 0),
    });
    expect((await get('/api/payments?startDate=2027-01-01&endDate=2027-01-31')).body.summary).toEqual({
      entradasConfirmadas: 0,
      saidasConfirmadas: 0,
      entradasPendentes: 0,
      saidasPendentes: 0,
    });
  });

  it("refuses start after end with 'Data inicial não pode ser maior que data final'", async () => {
    const res = await get('/api/payments?startDate=2026-11-02&endDate=2026-11-01');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Data inicial não pode ser maior que data final');
  });
});
