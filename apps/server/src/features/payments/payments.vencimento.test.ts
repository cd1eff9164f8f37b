import { describe, expect, it } from 'vitest';
import { companyFixture } from '../../../test/app.js';

/**
 * A pending entrada from the payment form with a due date is a receivable (docs/product-rules.md
 * "Bills and receivables", ADR 050). Today is 2026-11-21 (the test clock, São Paulo).
 */
const fx = companyFixture('Padaria');

const fiado = {
  descricao: 'Fiado do Seu Zé',
  valor: 120.5,
  data_pagamento: '2026-11-05',
  tipo_pagamento: 'entrada',
  status: 'pendente',
  vencimento: '2026-11-20',
};

const receivables = async () =>
  (await fx.req('GET', '/api/receivables')).body.data as Array<{ id: number; status: string; vencimento: string }>;

describe('a payment with a vencimento', () => {
  it('a pending entrada with a due date is in Contas → A receber; received, it stays there as Recebida', async () => {
    const res = await fx.req('POST', '/api/payments', fiado);
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.data.vencimento).toBe('2026-11-20');
    expect(await receivables()).toMatchObject([{ id: res.body.data.id, status: 'vencida', vencimento: '2026-11-20' }]);
    const moved = await fx.req('PUT', `/api/payments/${res.body.data.id}`, { vencimento: '2026-12-01' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect((await receivables())[0]).toMatchObject({ status: 'a_vencer', vencimento: '2026-12-01' });
    // Confirmed in the payment form: the due date is kept, the receivable is received.
    const confirmed = await fx.req('PUT', `/api/payments/${res.body.data.id}`, { status: 'confirmado' });
    expect(confirmed.body.data).toMatchObject({ status: 'confirmado', vencimento: '2026-12-01' });
    expect((await receivables())[0]).toMatchObject({ status: 'recebida' });
    // '' (the form's empty box) or null: no due date, out of the list.
    await fx.req('PUT', `/api/payments/${res.body.data.id}`, { status: 'pendente', vencimento: '' });
    expect((await fx.req('GET', `/api/payments/${res.body.data.id}`)).body.data.vencimento).toBeNull();
    expect(await receivables()).toEqual([]);
  });

  it('refuses a due date before the date, a saída with one, a bad date: 400, nothing written', async () => {
    for (const [patch, message] of [
      [{ vencimento: '2026-11-04' }, 'O vencimento não pode ser antes da data do lançamento'],
      [{ tipo_pagamento: 'saida' }, 'Só uma entrada tem vencimento'],
      [{ vencimento: '2026-02-30' }, 'Data inválida'],
    ] as const) {
      const res = await fx.req('POST', '/api/payments', { ...fiado, ...patch });
      expect(res.status, JSON.stringify(patch)).toBe(400);
      expect(res.body.fields?.vencimento).toBe(message);
    }
    expect((await fx.req('GET', '/api/payments')).body.data).toEqual([]);
    const { id } = (await fx.req('POST', '/api/payments', fiado)).body.data;
    // An edit that moves the date past the due date, or gives a saída a due date: refused, unchanged.
    for (const patch of [{ data_pagamento: '2026-11-25' }, { tipo_pagamento: 'saida', vencimento: '2026-11-20' }]) {
      expect((await fx.req('PUT', `/api/payments/${id}`, patch)).status).toBe(400);
    }
    expect((await fx.req('GET', `/api/payments/${id}`)).body.data).toMatchObject({
      data_pagamento: '2026-11-05',
      tipo_pagamento: 'entrada',
      vencimento: '2026-11-20',
    });
    // Made a saída (the form sends no vencimento then): its due date goes.
    const saida = await fx.req('PUT', `/api/payments/${id}`, { tipo_pagamento: 'saida' });
    expect(saida.status, JSON.stringify(saida.body)).toBe(200);
    expect(saida.body.data.vencimento).toBeNull();
    expect(await receivables()).toEqual([]);
  });
});
