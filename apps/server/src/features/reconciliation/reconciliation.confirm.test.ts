import { describe, expect, it } from 'vitest';
import { reconciliationFixture } from '../../../test/reconciliation-fixture.js';

/** A pending entrada matched to a credit line, confirmed in the same gesture (ADR 049), on both databases. */
const rc = reconciliationFixture();
const { fx, req, lineRow } = rc;

const pending = (data = '2026-11-10', valor = 80) =>
  rc.payment({ descricao: 'Encomenda da Maria', valor, data_pagamento: data, status: 'pendente' });

const statusOf = async (id: number) =>
  (await fx.t.handle.db.selectFrom('payments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
const bancoOf = async (month: string) =>
  (await req('GET', `/api/reconciliation/${month}`)).body.contas.find(
    (c: { conta_id: number }) => c.conta_id === rc.banco,
  );

describe('confirming a pending entrada on a match', () => {
  it('the suggestion marks the pending entrada; confirmar_pendentes confirms it and the month has no difference', async () => {
    const p = await pending();
    const { lineIds } = await rc.statement([{ data: '2026-11-11', valor: 8000, descricao: 'PIX RECEBIDO MARIA' }], {
      saldo: 8000,
    });
    const id = lineIds[0] as number;
    const [top] = (await req('GET', `/api/bank-lines/${id}/suggestions`)).body.data;
    expect(top.motivos).toContain('pagamento pendente');
    expect(top.itens[0]).toMatchObject({ tipo: 'pagamento', id: p.id, pendente: true });

    const res = await req('POST', `/api/bank-lines/${id}/match`, { payment_ids: [p.id], confirmar_pendentes: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.vinculos).toEqual([{ tipo: 'pagamento', id: p.id, numero: p.numero }]);
    expect(await statusOf(p.id)).toBe('confirmado');
    expect(await bancoOf('2026-11')).toMatchObject({ livro: { entradas: 80, saldo: 80 }, diferenca: 0 });
    const log = await fx.t.handle.db
      .selectFrom('activity_log')
      .select(['action', 'entity_type'])
      .where('entity_type', 'in', ['payment', 'bank_match'])
      .orderBy('id')
      .execute();
    expect(log.map((l) => `${l.action} ${l.entity_type}`)).toEqual([
      'CREATE payment',
      'UPDATE payment',
      'CREATE bank_match',
    ]);
    // Undoing the match keeps the confirmation: the bank did pay it (Pagamentos can set it back).
    expect((await req('DELETE', `/api/bank-lines/${id}/match`)).status).toBe(200);
    expect(await statusOf(p.id)).toBe('confirmado');
  });

  it('without it the entrada stays pending, the link says so, and the month shows the difference', async () => {
    const p = await pending();
    const { lineIds } = await rc.statement([{ data: '2026-11-10', valor: 8000, descricao: 'PIX' }], { saldo: 8000 });
    const id = lineIds[0] as number;
    const res = await req('POST', `/api/bank-lines/${id}/match`, { payment_ids: [p.id], confirmar_pendentes: false });
    expect(res.status).toBe(200);
    expect(res.body.data.vinculos).toEqual([{ tipo: 'pagamento', id: p.id, numero: p.numero, pendente: true }]);
    expect(await statusOf(p.id)).toBe('pendente');
    expect((await bancoOf('2026-11')).diferenca).toBe(80);
    // 'Confirmar recebimento' afterwards: the payments' own confirm.
    const confirm = await req('POST', '/api/payments/confirm', { ids: [p.id] });
    expect(confirm.status).toBe(200);
    expect((await bancoOf('2026-11')).diferenca).toBe(0);
  });

  it('a closed month refuses the confirmation naming the month, and nothing is written; linking alone still works', async () => {
    const p = await pending('2026-10-30');
    const { lineIds } = await rc.statement([{ data: '2026-10-31', valor: 8000, descricao: 'PIX RECEBIDO' }]);
    const id = lineIds[0] as number;
    expect((await req('POST', '/api/closings/2026-10/close')).status).toBe(200);
    const res = await req('POST', `/api/bank-lines/${id}/match`, { payment_ids: [p.id], confirmar_pendentes: true });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'Mês fechado (outubro/2026): reabra o fechamento para confirmar o recebimento pendente, ou concilie sem confirmá-lo',
    );
    expect(await statusOf(p.id)).toBe('pendente');
    expect((await lineRow(id)).situacao).toBe('pendente');
    expect(await fx.t.handle.db.selectFrom('bank_matches').select('id').execute()).toEqual([]);
    const contaOf = await fx.t.handle.db
      .selectFrom('payments')
      .select('conta_id')
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow();
    expect(contaOf.conta_id).toBeNull();

    const linkOnly = await req('POST', `/api/bank-lines/${id}/match`, { payment_ids: [p.id] });
    expect(linkOnly.status).toBe(200);
    expect(await statusOf(p.id)).toBe('pendente');
  });

  it('refuses a confirmar_pendentes that is not a boolean', async () => {
    const p = await pending();
    const { lineIds } = await rc.statement([{ data: '2026-11-10', valor: 8000, descricao: 'PIX' }]);
    for (const bad of ['sim', 1, null]) {
      const res = await req('POST', `/api/bank-lines/${lineIds[0]}/match`, {
        payment_ids: [p.id],
        confirmar_pendentes: bad,
      });
      expect(res.status, String(bad)).toBe(400);
      expect(res.body.message).toBe('Confirmar o pagamento pendente: use verdadeiro ou falso');
    }
    expect(await statusOf(p.id)).toBe('pendente');
  });
});
