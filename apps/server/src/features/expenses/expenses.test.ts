import { describe, expect, it } from 'vitest';
import { call, companyFixture, countRows, registerCompany } from '../../../test/app.js';
import { totalByHand } from '../../../test/by-hand.js';

const fx = companyFixture('Oficina');

const valid = {
  descricao: 'Conta de luz',
  valor: 230.45,
  data_despesa: '2026-11-10',
  categoria: 'Manutenção',
  forma_pagamento: 'Boleto',
};
const count = () => countRows(fx.t.handle.db, 'expenses');

describe('expenses', () => {
  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    ['no description', { descricao: '' }, 'descricao', 'A descrição é obrigatória'],
    ['no valor', { valor: undefined }, 'valor', 'O valor é obrigatório'],
    ['zero valor', { valor: 0 }, 'valor', 'O valor deve ser maior que zero'],
    ['three decimals', { valor: 1.005 }, 'valor', 'O valor deve ter no máximo 2 casas decimais'],
    ['no date', { data_despesa: '' }, 'data_despesa', 'A data é obrigatória'],
    ['impossible date', { data_despesa: '2026-04-31' }, 'data_despesa', 'Data inválida'],
    ['no category', { categoria: undefined }, 'categoria', 'A categoria é obrigatória'],
    ['unknown category', { categoria: 'Lazer' }, 'categoria', 'Categoria inválida'],
    ['unknown payment method', { forma_pagamento: 'Bitcoin' }, 'forma_pagamento', 'Forma de pagamento inválida'],
    ['unknown field', { usuario: 3 }, 'usuario', 'Campo não permitido'],
  ];
  it.each(bad)('refuses %s with the pt-BR text and writes nothing', async (_name, patch, field, message) => {
    const res = await call(fx.t.app, 'POST', '/api/expenses', { token: fx.owner.token, body: { ...valid, ...patch } });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await count()).toBe(0);
  });

  it('creates, edits and deletes, with an idempotent POST', async () => {
    const headers = { 'idempotency-key': 'despesa-1' };
    const first = await call(fx.t.app, 'POST', '/api/expenses', { token: fx.owner.token, body: valid, headers });
    const retry = await call(fx.t.app, 'POST', '/api/expenses', { token: fx.owner.token, body: valid, headers });
    expect(first.status).toBe(201);
    expect(retry.body).toEqual(first.body);
    expect(first.body.data).toMatchObject({ valor: 230.45, categoria: 'Manutenção', forma_pagamento: 'Boleto' });
    expect(await count()).toBe(1);

    const id = first.body.data.id;
    const edited = await call(fx.t.app, 'PUT', `/api/expenses/${id}`, {
      token: fx.owner.token,
      body: { valor: 99.9, forma_pagamento: null },
    });
    expect(edited.body.data).toMatchObject({ valor: 99.9, forma_pagamento: null, descricao: 'Conta de luz' });
    const other = await registerCompany(fx.t.app, 'Outra');
    expect(
      (await call(fx.t.app, 'PUT', `/api/expenses/${id}`, { token: other.token, body: { valor: 1 } })).status,
    ).toBe(404);
    expect((await call(fx.t.app, 'DELETE', `/api/expenses/${id}`, { token: other.token })).status).toBe(404);
    expect((await call(fx.t.app, 'DELETE', `/api/expenses/${id}`, { token: fx.owner.token })).status).toBe(204);
    const log = await fx.t.handle.db
      .selectFrom('activity_log')
      .select('action')
      .where('entity_type', '=', 'expense')
      .execute();
    expect(log.map((r) => r.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
  });

  it('list summary: Σ valor of the whole filter (every page), from the rollups or, with a search, the rows', async () => {
    const categorias = ['Manutenção', 'Marketing', 'Outros'];
    for (let i = 0; i < 14; i++) {
      const res = await call(fx.t.app, 'POST', '/api/expenses', {
        token: fx.owner.token,
        body: {
          ...valid,
          descricao: i % 4 === 0 ? `Conta de luz ${i}` : `Peças ${i}`,
          valor: (1234 * (i + 1)) / 100,
          // 2026-09-24 … 2026-10-07: a month end inside the range.
          data_despesa: i < 7 ? `2026-09-${24 + i}` : `2026-10-0${i - 6}`,
          categoria: categorias[i % 3],
        },
      });
      expect(res.status).toBe(201);
    }
    const summary = async (query: string) => {
      const res = await call(fx.t.app, 'GET', `/api/expenses?${query}&limit=2`, { token: fx.owner.token });
      expect(res.status).toBe(200);
      return res.body.summary;
    };
    const hand = (keep: (i: number) => boolean) => totalByHand(14, 1234, keep);
    expect(await summary('')).toEqual({ total: hand(() => true) });
    expect(await summary('startDate=2026-09-28&endDate=2026-10-31')).toEqual({ total: hand((i) => i >= 4) });
    expect(await summary('startDate=2026-09-01&endDate=2026-10-03&categoria=Marketing')).toEqual({
      total: hand((i) => i % 3 === 1 && i <= 9),
    });
    expect(await summary('search=luz&startDate=2026-09-01&endDate=2026-10-31')).toEqual({
      total: hand((i) => i % 4 === 0),
    });
    expect(await summary('search=luz&categoria=Outros')).toEqual({ total: hand((i) => i % 4 === 0 && i % 3 === 2) });
    expect(await summary('startDate=2027-01-01&endDate=2027-01-31')).toEqual({ total: 0 });
  });
});
