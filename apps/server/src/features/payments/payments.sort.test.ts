import { describe, expect, it } from 'vitest';
import { paymentsFixture } from '../../../test/payments-fixture.js';

const fx = paymentsFixture();
const { get, payment } = fx;

type Row = { id: number; valor: number; data_pagamento: string };

/** Every row of a query, page by page (`limit` 3), in the order the list gives them. */
async function allPages(query: string): Promise<Row[]> {
  const rows: Row[] = [];
  for (let page = 1; ; page++) {
    const res = await get(`/api/payments?${query}&limit=3&page=${page}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    rows.push(...res.body.data);
    if (page >= res.body.pagination.totalPages) return rows;
  }
}

describe('payments list order (?sort=data_pagamento|valor, ?order=asc|desc)', () => {
  it('orders by date or by valor, either way, across pages, each row once, ties by id', async () => {
    // Valores and dates in different orders; two of equal valor and two on one day.
    const made = [
      { valor: 50, data_pagamento: '2026-10-03' },
      { valor: 7.5, data_pagamento: '2026-10-01' },
      { valor: 120, data_pagamento: '2026-10-03' },
      { valor: 50, data_pagamento: '2026-10-20' },
      { valor: 0.99, data_pagamento: '2026-10-11' },
      { valor: 1000, data_pagamento: '2026-10-02' },
      { valor: 33.3, data_pagamento: '2026-10-31' },
    ];
    const rows: Row[] = [];
    for (const p of made) rows.push(await payment({ ...p, descricao: `Venda ${p.valor}` }));
    const range = 'startDate=2026-10-01&endDate=2026-10-31';
    const ids = (list: Row[]) => list.map((r) => r.id);
    const byValor = [...rows].sort((a, b) => a.valor - b.valor || a.id - b.id);
    const byDate = [...rows].sort((a, b) => a.data_pagamento.localeCompare(b.data_pagamento) || a.id - b.id);

    expect(ids(await allPages(`${range}&sort=valor&order=asc`))).toEqual(ids(byValor));
    expect(ids(await allPages(`${range}&sort=valor&order=desc`))).toEqual(ids(byValor).reverse());
    expect(ids(await allPages(`${range}&sort=valor`))).toEqual(ids(byValor).reverse());
    expect(ids(await allPages(`${range}&sort=data_pagamento&order=asc`))).toEqual(ids(byDate));
    expect(ids(await allPages(`${range}&order=asc`))).toEqual(ids(byDate));
    // The default is unchanged: newest first.
    expect(ids(await allPages(range))).toEqual(ids(byDate).reverse());
    // With a search (rows read, not the rollups) the order holds too.
    expect(ids(await allPages(`${range}&search=venda&sort=valor&order=asc`))).toEqual(ids(byValor));
  });

  it('refuses an unknown sort or order with a pt-BR message', async () => {
    const sort = await get('/api/payments?sort=nome');
    expect(sort.status).toBe(400);
    expect(sort.body.message).toBe('Ordenação inválida: use data_pagamento ou valor');
    const order = await get('/api/payments?sort=valor&order=up');
    expect(order.status).toBe(400);
    expect(order.body.message).toBe('Ordem inválida: use asc ou desc');
  });
});
