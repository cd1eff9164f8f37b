import { describe, expect, it } from 'vitest';
import { call, registerCompany } from '../../../test/app.js';
import { addAccount, addStatement, reconciliationFixture, tenantOf } from '../../../test/reconciliation-fixture.js';

/** Matching a bank line to records by hand: 1:1, 1:N with a fee, N:1, at once from two instances (docs/product-rules.md "Reconciliation", ADR 046), on both databases. */
const rc = reconciliationFixture();
const { fx, req, payment, expense, lineRow, matches } = rc;

describe('match', () => {
  it('1:1: links the line to an entrada of the same amount; the line is conciliado with its vínculos', async () => {
    const p = await payment({ valor: 150.25 });
    const { lineIds } = await rc.statement([{ data: '2026-11-10', valor: 15025, descricao: 'PIX RECEBIDO MARIA' }]);
    const id = lineIds[0] as number;
    const res = await req('POST', `/api/bank-lines/${id}/match`, { payment_ids: [p.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data).toMatchObject({
      id,
      valor: 150.25,
      situacao: 'conciliado',
      automatico: 0,
      vinculos: [{ tipo: 'pagamento', id: p.id }],
    });
    const list = await req('GET', `/api/bank-lines?conta_id=${rc.banco}&situacao=conciliado`);
    expect(list.body.pagination).toMatchObject({ total: 1, page: 1 });
    expect(list.body.data[0].vinculos).toEqual([{ tipo: 'pagamento', id: p.id, numero: p.numero }]);
    expect((await req('GET', `/api/bank-lines?situacao=pendente`)).body.data).toEqual([]);
  });

  it("gives the line's account to a record that had none, takes it back on undo, and refuses a record of another account", async () => {
    const semConta = await payment({ valor: 40 });
    const caixa = await rc.account({ nome: 'Gaveta', tipo: 'caixa' });
    const noCaixa = await payment({ valor: 60, conta_id: caixa });
    const { lineIds } = await rc.statement([
      { data: '2026-11-10', valor: 4000, descricao: 'PIX' },
      { data: '2026-11-10', valor: 6000, descricao: 'PIX' },
    ]);
    const contaOf = async (id: number) =>
      (await fx.t.handle.db.selectFrom('payments').select('conta_id').where('id', '=', id).executeTakeFirstOrThrow())
        .conta_id;
    const [a, b] = lineIds as [number, number];
    expect((await req('POST', `/api/bank-lines/${a}/match`, { payment_ids: [semConta.id] })).status).toBe(200);
    expect(await contaOf(semConta.id)).toBe(rc.banco);
    const month = (await req('GET', '/api/reconciliation/2026-11')).body.contas;
    expect(month.find((c: { conta_id: number }) => c.conta_id === rc.banco).livro.entradas).toBe(40);

    const other = await req('POST', `/api/bank-lines/${b}/match`, { payment_ids: [noCaixa.id] });
    expect(other.status).toBe(409);
    expect(other.body.message).toBe(
      `O pagamento nº ${noCaixa.numero} está lançado em outra conta: concilie-o no extrato daquela conta, ou mude a conta dele antes`,
    );
    expect((await lineRow(b)).situacao).toBe('pendente');
    expect(await contaOf(noCaixa.id)).toBe(caixa);

    expect((await req('DELETE', `/api/bank-lines/${a}/match`)).status).toBe(200);
    expect(await contaOf(semConta.id)).toBeNull();
  });

  it('refuses a sum off by one centavo, and a record already linked to another line (409); nothing changes', async () => {
    const p = await payment({ valor: 100 });
    const { lineIds } = await rc.statement([
      { data: '2026-11-10', valor: 10001, descricao: 'PIX' },
      { data: '2026-11-10', valor: 10000, descricao: 'PIX' },
      { data: '2026-11-10', valor: 10000, descricao: 'PIX' },
    ]);
    const [off, a, b] = lineIds as [number, number, number];
    const bad = await req('POST', `/api/bank-lines/${off}/match`, { payment_ids: [p.id] });
    expect(bad.status).toBe(400);
    expect(bad.body.message).toContain('ao centavo');
    expect((await lineRow(off)).situacao).toBe('pendente');
    expect(await matches()).toEqual([]);

    expect((await req('POST', `/api/bank-lines/${a}/match`, { payment_ids: [p.id] })).status).toBe(200);
    const twice = await req('POST', `/api/bank-lines/${b}/match`, { payment_ids: [p.id] });
    expect(twice.status).toBe(409);
    expect(twice.body.message).toBe(`O pagamento nº ${p.numero} já está conciliado com outra linha do extrato`);
    expect((await lineRow(b)).situacao).toBe('pendente');
    // The line already matched: 409 too.
    const again = await req('POST', `/api/bank-lines/${a}/match`, { payment_ids: [p.id] });
    expect(again.status).toBe(409);
  });

  it('respects signs: a credit takes entradas, a debit expenses or saídas', async () => {
    const e = await expense({ valor: 50 });
    const saida = await payment({ valor: 50, tipo_pagamento: 'saida' });
    const entrada = await payment({ valor: 50 });
    const { lineIds } = await rc.statement([
      { data: '2026-11-10', valor: 5000, descricao: 'PIX' },
      { data: '2026-11-10', valor: -5000, descricao: 'BOLETO' },
      { data: '2026-11-10', valor: -5000, descricao: 'PIX ENVIADO' },
    ]);
    const [credit, debit, debit2] = lineIds as [number, number, number];
    expect((await req('POST', `/api/bank-lines/${credit}/match`, { expense_ids: [e.id] })).status).toBe(400);
    expect((await req('POST', `/api/bank-lines/${debit}/match`, { payment_ids: [entrada.id] })).status).toBe(400);
    expect((await req('POST', `/api/bank-lines/${debit}/match`, { expense_ids: [e.id] })).status).toBe(200);
    expect((await req('POST', `/api/bank-lines/${debit2}/match`, { payment_ids: [saida.id] })).status).toBe(200);
    expect((await req('POST', `/api/bank-lines/${credit}/match`, { payment_ids: [entrada.id] })).status).toBe(200);
  });

  it("answers 404 for another company's line, payment and expense, and changes nothing", async () => {
    const other = await registerCompany(fx.t.app, 'Outra');
    const otherTenant = await tenantOf(fx.t.handle.db, other.email);
    const otherBank = await addAccount(fx.t.handle.db, otherTenant, { nome: 'Banco' });
    const theirs = await addStatement(fx.t.handle.db, otherTenant, otherBank, [
      { data: '2026-11-10', valor: 1000, descricao: 'PIX' },
    ]);
    const theirPayment = await payment({ valor: 10 }, other.token);
    const mine = await rc.statement([{ data: '2026-11-10', valor: 1000, descricao: 'PIX' }]);
    const myLine = mine.lineIds[0] as number;
    const theirLine = theirs.lineIds[0] as number;
    const myPayment = await payment({ valor: 10 });
    for (const [method, path, body] of [
      ['POST', `/api/bank-lines/${theirLine}/match`, { payment_ids: [myPayment.id] }],
      ['DELETE', `/api/bank-lines/${theirLine}/match`, undefined],
      ['GET', `/api/bank-lines/${theirLine}/suggestions`, undefined],
      ['POST', `/api/bank-lines/${theirLine}/payment`, {}],
      ['POST', `/api/bank-lines/${theirLine}/expense`, { categoria: 'Outros' }],
      ['POST', `/api/bank-lines/${theirLine}/ignore`, { motivo: 'x' }],
      ['DELETE', `/api/bank-lines/${theirLine}/ignore`, undefined],
      ['POST', `/api/bank-lines/${myLine}/match`, { payment_ids: [theirPayment.id] }],
      ['POST', `/api/bank-lines/${myLine}/match`, { expense_ids: [999999] }],
      ['POST', `/api/bank-lines/${myLine}/match`, { payment_ids: [myPayment.id], linha_ids: [theirLine] }],
    ] as const) {
      const res = await req(method, path, body);
      expect(res.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(404);
    }
    expect(await matches()).toEqual([]);
    expect((await lineRow(myLine)).situacao).toBe('pendente');
    expect((await req('GET', '/api/bank-lines')).body.data.map((l: { id: number }) => l.id)).toEqual([myLine]);
  });

  it("1:N with a fee: the difference is booked as a fee expense in the line's account and date; undo keeps the records", async () => {
    const maquininha = await rc.account({ nome: 'Stone', tipo: 'maquininha' });
    const a = await payment({ valor: 60, data_pagamento: '2026-11-03', forma_pagamento: 'Cartão de Crédito' });
    const b = await payment({ valor: 40, data_pagamento: '2026-11-03' });
    const { lineIds } = await rc.statement([{ data: '2026-11-04', valor: 9750, descricao: 'LIQUIDACAO STONE' }], {
      conta: maquininha,
    });
    const id = lineIds[0] as number;
    const plain = await req('POST', `/api/bank-lines/${id}/match`, { payment_ids: [a.id, b.id] });
    expect(plain.status).toBe(400);

    const sugg = await req('GET', `/api/bank-lines/${id}/suggestions`);
    expect(sugg.status).toBe(200);
    const top = sugg.body.data[0];
    expect(top).toMatchObject({ diferenca: 2.5, exata: false });
    expect(top.payment_ids.sort()).toEqual([a.id, b.id].sort());
    expect(top.motivos[0]).toBe('soma de 2 menos tarifa de R$\u00a02,50');

    const res = await req('POST', `/api/bank-lines/${id}/match`, {
      payment_ids: [a.id, b.id],
      tarifa: { categoria: 'Outros' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const fee = res.body.data.vinculos.find((v: { tipo: string }) => v.tipo === 'despesa');
    expect(await rc.record('expenses', fee.id)).toMatchObject({
      valor: 250,
      data_despesa: '2026-11-04',
      conta_id: maquininha,
      categoria: 'Outros',
      descricao: 'Tarifa: LIQUIDACAO STONE',
    });

    const undo = await req('DELETE', `/api/bank-lines/${id}/match`);
    expect(undo.status).toBe(200);
    expect(undo.body.data).toMatchObject({ situacao: 'pendente', vinculos: [] });
    expect(await matches()).toEqual([]);
    const left = await fx.t.handle.db.selectFrom('expenses').select('id').execute();
    expect(left.map((r) => r.id)).toEqual([fee.id]);
    expect((await req('DELETE', `/api/bank-lines/${id}/match`)).status).toBe(409);
  });

  it('N:1: several fee lines match one expense; undoing one line undoes the group', async () => {
    const e = await expense({ valor: 12.9, descricao: 'Tarifas do mês' });
    const { lineIds } = await rc.statement([
      { data: '2026-11-10', valor: -450, descricao: 'TARIFA PIX' },
      { data: '2026-11-10', valor: -840, descricao: 'TARIFA PACOTE' },
    ]);
    const [l1, l2] = lineIds as [number, number];
    const res = await req('POST', `/api/bank-lines/${l1}/match`, { expense_ids: [e.id], linha_ids: [l2] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await lineRow(l2)).situacao).toBe('conciliado');
    expect((await req('DELETE', `/api/bank-lines/${l2}/match`)).status).toBe(200);
    expect((await lineRow(l1)).situacao).toBe('pendente');
  });

  it('two concurrent matches of one line: exactly one wins', async () => {
    const p1 = await payment({ valor: 80 });
    const p2 = await payment({ valor: 80 });
    const { lineIds } = await rc.statement([{ data: '2026-11-10', valor: 8000, descricao: 'PIX' }]);
    const id = lineIds[0] as number;
    const second = await fx.t.secondInstance();
    const results = await Promise.all([
      call(fx.t.app, 'POST', `/api/bank-lines/${id}/match`, { token: fx.owner.token, body: { payment_ids: [p1.id] } }),
      call(second, 'POST', `/api/bank-lines/${id}/match`, { token: fx.owner.token, body: { payment_ids: [p2.id] } }),
      call(fx.t.app, 'POST', `/api/bank-lines/${id}/payment`, { token: fx.owner.token, body: {} }),
    ]);
    expect(results.filter((r) => r.status === 200 || r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(2);
    expect(await matches()).toHaveLength(1);
  });

  it('two concurrent matches of one payment to two lines: exactly one wins', async () => {
    const p = await payment({ valor: 80 });
    const { lineIds } = await rc.statement([
      { data: '2026-11-10', valor: 8000, descricao: 'PIX' },
      { data: '2026-11-10', valor: 8000, descricao: 'PIX' },
    ]);
    const second = await fx.t.secondInstance();
    const results = await Promise.all([
      call(fx.t.app, 'POST', `/api/bank-lines/${lineIds[0]}/match`, {
        token: fx.owner.token,
        body: { payment_ids: [p.id] },
      }),
      call(second, 'POST', `/api/bank-lines/${lineIds[1]}/match`, {
        token: fx.owner.token,
        body: { payment_ids: [p.id] },
      }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    expect(await matches()).toHaveLength(1);
  });
});
