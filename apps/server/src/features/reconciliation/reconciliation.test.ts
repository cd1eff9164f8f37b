import { beforeEach, describe, expect, it } from 'vitest';
import { call, companyFixture, getFile, registerCompany } from '../../../test/app.js';
import { bankAccount, ofxFile, postStatement } from '../../../test/bank-import.js';
import { pdfLines } from '../../../test/pdf-text.js';
import { addAccount, addStatement, tenantOf } from '../../../test/reconciliation-fixture.js';

/** The reconciliation (docs/product-rules.md "Reconciliation", ADR 046), on both databases. */
const fx = companyFixture('Padaria');
let tenant: number;
let banco: number;

const req = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown, token = fx.owner.token) =>
  call(fx.t.app, method, url, { token, ...(body !== undefined ? { body } : {}) });

async function payment(body: Record<string, unknown>, token = fx.owner.token) {
  const res = await req(
    'POST',
    '/api/payments',
    { descricao: 'Venda', data_pagamento: '2026-11-10', status: 'confirmado', ...body },
    token,
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; numero: number };
}
async function expense(body: Record<string, unknown>) {
  const res = await req('POST', '/api/expenses', {
    descricao: 'Conta',
    data_despesa: '2026-11-10',
    categoria: 'Outros',
    ...body,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number };
}
const matches = async () =>
  fx.t.handle.db.selectFrom('bank_matches').select(['linha_id', 'payment_id', 'expense_id', 'transfer_id']).execute();
const lineRow = (id: number) =>
  fx.t.handle.db.selectFrom('bank_lines').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

beforeEach(async () => {
  tenant = await tenantOf(fx.t.handle.db, fx.owner.email);
  banco = await addAccount(fx.t.handle.db, tenant, { nome: 'Banco Itaú' });
});

describe('match', () => {
  it('1:1: links the line to an entrada of the same amount; the line is conciliado with its vínculos', async () => {
    const p = await payment({ valor: 150.25 });
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-10', valor: 15025, descricao: 'PIX RECEBIDO MARIA' },
    ]);
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
    const list = await req('GET', `/api/bank-lines?conta_id=${banco}&situacao=conciliado`);
    expect(list.body.pagination).toMatchObject({ total: 1, page: 1 });
    expect(list.body.data[0].vinculos).toEqual([{ tipo: 'pagamento', id: p.id, numero: p.numero }]);
    expect((await req('GET', `/api/bank-lines?situacao=pendente`)).body.data).toEqual([]);
  });

  it("gives the line's account to a record that had none, takes it back on undo, and refuses a record of another account", async () => {
    const semConta = await payment({ valor: 40 });
    const caixa = await addAccount(fx.t.handle.db, tenant, { nome: 'Gaveta', tipo: 'caixa' });
    const noCaixa = await payment({ valor: 60, conta_id: caixa });
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-10', valor: 4000, descricao: 'PIX' },
      { data: '2026-11-10', valor: 6000, descricao: 'PIX' },
    ]);
    const contaOf = async (id: number) =>
      (await fx.t.handle.db.selectFrom('payments').select('conta_id').where('id', '=', id).executeTakeFirstOrThrow())
        .conta_id;
    const [a, b] = lineIds as [number, number];
    expect((await req('POST', `/api/bank-lines/${a}/match`, { payment_ids: [semConta.id] })).status).toBe(200);
    expect(await contaOf(semConta.id)).toBe(banco);
    const month = (await req('GET', '/api/reconciliation/2026-11')).body.contas;
    expect(month.find((c: { conta_id: number }) => c.conta_id === banco).livro.entradas).toBe(40);

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
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
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
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
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
    const mine = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-10', valor: 1000, descricao: 'PIX' },
    ]);
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
    const maquininha = await addAccount(fx.t.handle.db, tenant, { nome: 'Stone', tipo: 'maquininha' });
    const a = await payment({ valor: 60, data_pagamento: '2026-11-03', forma_pagamento: 'Cartão de Crédito' });
    const b = await payment({ valor: 40, data_pagamento: '2026-11-03' });
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, maquininha, [
      { data: '2026-11-04', valor: 9750, descricao: 'LIQUIDACAO STONE' },
    ]);
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
    const feeRow = await fx.t.handle.db
      .selectFrom('expenses')
      .selectAll()
      .where('id', '=', fee.id)
      .executeTakeFirstOrThrow();
    expect({ ...feeRow, valor: Number(feeRow.valor) }).toMatchObject({
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
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
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
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-10', valor: 8000, descricao: 'PIX' },
    ]);
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
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
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

describe('suggestions', () => {
  it('show the evidence: the same amount, the days, the payer name in the description', async () => {
    const maria = await payment({ valor: 35, descricao: 'Bolo Maria Souza', data_pagamento: '2026-11-08' });
    await payment({ valor: 35, descricao: 'Outro bolo', data_pagamento: '2026-11-10' });
    await payment({ valor: 35, descricao: 'Longe demais', data_pagamento: '2026-11-01' });
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-10', valor: 3500, descricao: 'PIX RECEBIDO MARIA S' },
    ]);
    const res = await req('GET', `/api/bank-lines/${lineIds[0]}/suggestions`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(2);
    expect(res.body.data[0]).toMatchObject({
      payment_ids: [maria.id],
      expense_ids: [],
      diferenca: 0,
      exata: true,
      motivos: ['mesmo valor', '2 dias depois', "'MARIA' na descrição"],
    });
    expect(res.body.data[1].motivos).toEqual(['mesmo valor', 'mesmo dia']);
  });

  it('pair a debit in one account with the same credit in another as a transfer, and record it on match', async () => {
    const caixa = await addAccount(fx.t.handle.db, tenant, { nome: 'Nubank' });
    const out = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-10', valor: -50000, descricao: 'TED ENVIADA' },
    ]);
    const into = await addStatement(fx.t.handle.db, tenant, caixa, [
      { data: '2026-11-11', valor: 50000, descricao: 'TED RECEBIDA' },
    ]);
    const outId = out.lineIds[0] as number;
    const inId = into.lineIds[0] as number;
    const res = await req('GET', `/api/bank-lines/${outId}/suggestions`);
    const t = res.body.data.find((s: { par_linha_id: number | null }) => s.par_linha_id === inId);
    expect(t.motivos).toEqual([
      'mesmo valor',
      'transferência entre contas',
      'sai de Banco Itaú e entra em Nubank',
      '1 dia antes',
    ]);
    const m = await req('POST', `/api/bank-lines/${outId}/match`, { par_linha_id: inId });
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    const transfers = await fx.t.handle.db.selectFrom('transfers').selectAll().execute();
    expect(transfers).toHaveLength(1);
    expect(transfers[0]).toMatchObject({ conta_origem_id: banco, conta_destino_id: caixa, data: '2026-11-10' });
    expect(Number(transfers[0]?.valor)).toBe(50000);
    expect((await lineRow(inId)).situacao).toBe('conciliado');
    expect(m.body.data.vinculos).toEqual([{ tipo: 'transferencia', id: transfers[0]?.id }]);
  });
});

describe('automatic matching', () => {
  it('links only an exact, unique candidate, marked automatic; the rest wait', async () => {
    const { matchAutomatically } = await import('./index.js');
    const unique = await payment({ valor: 70, data_pagamento: '2026-11-09' });
    await payment({ valor: 20, data_pagamento: '2026-11-10' });
    await payment({ valor: 20, data_pagamento: '2026-11-10' });
    const shared = await payment({ valor: 33, data_pagamento: '2026-11-10' });
    const { extratoId, lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-10', valor: 7000, descricao: 'PIX' },
      { data: '2026-11-10', valor: 2000, descricao: 'PIX' },
      { data: '2026-11-10', valor: 3300, descricao: 'PIX' },
      { data: '2026-11-11', valor: 3300, descricao: 'PIX' },
      { data: '2026-11-10', valor: 7100, descricao: 'PIX' },
    ]);
    const actor = { tenantId: tenant, userId: fx.owner.user.id as number, now: new Date('2026-11-21T12:00:00Z') };
    expect(await matchAutomatically(fx.t.handle.db, actor, extratoId)).toBe(1);
    const lines = await Promise.all(lineIds.map(lineRow));
    expect(lines.map((l) => [l.situacao, l.automatico])).toEqual([
      ['conciliado', 1],
      ['pendente', 0],
      ['pendente', 0],
      ['pendente', 0],
      ['pendente', 0],
    ]);
    expect(await matches()).toEqual([
      { linha_id: lineIds[0], payment_id: unique.id, expense_id: null, transfer_id: null },
    ]);
    // The payment had no account: it takes the line's.
    const linked = await fx.t.handle.db
      .selectFrom('payments')
      .select('conta_id')
      .where('id', '=', unique.id)
      .executeTakeFirst();
    expect(linked?.conta_id).toBe(banco);
    expect(shared.id).toBeGreaterThan(0);
  });

  it('two statements matched at once each see one exact candidate: the record is linked to one line only', async () => {
    const { matchAutomatically } = await import('./index.js');
    const p = await payment({ valor: 55, data_pagamento: '2026-11-10' });
    const a = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-10', valor: 5500, descricao: 'PIX A' },
    ]);
    const b = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-10', valor: 5500, descricao: 'PIX B' },
    ]);
    const actor = { tenantId: tenant, userId: fx.owner.user.id as number, now: new Date('2026-11-21T12:00:00Z') };
    const linked = await Promise.all([
      matchAutomatically(fx.t.handle.db, actor, a.extratoId),
      matchAutomatically(fx.t.handle.db, actor, b.extratoId),
    ]);
    expect(linked.sort()).toEqual([0, 1]);
    expect((await matches()).map((m) => m.payment_id)).toEqual([p.id]);
    const lines = await Promise.all([...a.lineIds, ...b.lineIds].map(lineRow));
    expect(lines.map((l) => l.situacao).sort()).toEqual(['conciliado', 'pendente']);
    expect(lines.find((l) => l.situacao === 'pendente')?.automatico).toBe(0);
  });

  it('runs after a confirmed import: the new line with one exact candidate is linked', async () => {
    const p = await payment({ valor: 42.1, data_pagamento: '2026-11-09' });
    const conta = await bankAccount(fx.t.handle.db, tenant, { conta: '11111-1' });
    const file = ofxFile([
      { data: '2026-11-10', valor: 4210, memo: 'PIX RECEBIDO ANA' },
      { data: '2026-11-10', valor: 999, memo: 'PIX RECEBIDO BIA' },
    ]);
    const res = await postStatement(fx.t.app, fx.owner.token, { file, contaId: conta, confirmar: true });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const lines = (await req('GET', `/api/bank-lines?conta_id=${conta}`)).body.data;
    const byValue = (v: number) => lines.find((l: { valor: number }) => l.valor === v);
    expect(byValue(42.1)).toMatchObject({
      situacao: 'conciliado',
      automatico: 1,
      vinculos: [{ tipo: 'pagamento', id: p.id }],
    });
    expect(byValue(9.99)).toMatchObject({ situacao: 'pendente', automatico: 0, vinculos: [] });
  });
});

describe('from a line, in one click', () => {
  it("a debit becomes an expense in the line's account, date and amount, matched; a rule prefills the category", async () => {
    const at = '2026-11-01T00:00:00.000Z';
    const rule = await fx.t.handle.db
      .insertInto('bank_rules')
      .values({
        tenant_id: tenant,
        conta_id: null,
        contem: 'TARIFA',
        acao: 'categoria',
        categoria: 'Manutenção',
        atendente_id: null,
        motivo: null,
        capturadas: 1,
        ativa: 1,
        created_at: at,
        updated_at: at,
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-12', valor: -1990, descricao: 'TARIFA PIX ENVIADO', regra_id: rule.id },
      { data: '2026-11-12', valor: 5000, descricao: 'PIX RECEBIDO JOAO' },
      { data: '2026-11-12', valor: -100, descricao: 'IOF' },
    ]);
    const [debit, credit, iof] = lineIds as [number, number, number];
    expect((await req('POST', `/api/bank-lines/${credit}/expense`, { categoria: 'Outros' })).status).toBe(400);
    const noCategory = await req('POST', `/api/bank-lines/${iof}/expense`, {});
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.fields.categoria).toBe('A categoria é obrigatória');

    const res = await req('POST', `/api/bank-lines/${debit}/expense`, {});
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const e = await fx.t.handle.db.selectFrom('expenses').selectAll().executeTakeFirstOrThrow();
    expect({ ...e, valor: Number(e.valor) }).toMatchObject({
      valor: 1990,
      data_despesa: '2026-11-12',
      categoria: 'Manutenção',
      conta_id: banco,
      forma_pagamento: 'PIX',
      descricao: 'TARIFA PIX ENVIADO',
    });
    expect(res.body.data.vinculos).toMatchObject([{ tipo: 'despesa', id: e.id, numero: expect.any(Number) }]);

    const pay = await req('POST', `/api/bank-lines/${credit}/payment`, { descricao: 'Encomenda do João' });
    expect(pay.status, JSON.stringify(pay.body)).toBe(201);
    const p = await fx.t.handle.db.selectFrom('payments').selectAll().executeTakeFirstOrThrow();
    expect({ ...p, valor: Number(p.valor) }).toMatchObject({
      valor: 5000,
      data_pagamento: '2026-11-12',
      tipo_pagamento: 'entrada',
      status: 'confirmado',
      conta_id: banco,
      descricao: 'Encomenda do João',
    });
    expect((await req('POST', `/api/bank-lines/${debit}/payment`, {})).status).toBe(400);
    expect((await req('POST', `/api/bank-lines/${credit}/payment`, {})).status).toBe(409);
  });

  it('refuses a line of a closed month with a message naming the month, and stores nothing', async () => {
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-10-15', valor: -990, descricao: 'TARIFA' },
      { data: '2026-10-15', valor: 990, descricao: 'PIX' },
    ]);
    expect((await req('POST', '/api/closings/2026-10/close')).status).toBe(200);
    for (const [path, body] of [
      [`/api/bank-lines/${lineIds[0]}/expense`, { categoria: 'Outros' }],
      [`/api/bank-lines/${lineIds[1]}/payment`, {}],
    ] as const) {
      const res = await req('POST', path, body);
      expect(res.status).toBe(409);
      expect(res.body.message).toBe('Mês fechado (outubro/2026): reabra o fechamento para lançar a partir desta linha');
    }
    expect(await matches()).toEqual([]);
    expect((await lineRow(lineIds[0] as number)).situacao).toBe('pendente');
    expect(await fx.t.handle.db.selectFrom('expenses').select('id').execute()).toEqual([]);
  });

  it('ignores with a reason, and undoes it', async () => {
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-12', valor: -100, descricao: 'X' },
    ]);
    const id = lineIds[0] as number;
    const empty = await req('POST', `/api/bank-lines/${id}/ignore`, { motivo: ' ' });
    expect(empty.status).toBe(400);
    expect(empty.body.fields.motivo).toBe('Informe o motivo');
    const res = await req('POST', `/api/bank-lines/${id}/ignore`, { motivo: 'Estorno do banco' });
    expect(res.body.data).toMatchObject({ situacao: 'ignorado', motivo: 'Estorno do banco' });
    expect((await req('POST', `/api/bank-lines/${id}/ignore`, { motivo: 'de novo' })).status).toBe(409);
    const undo = await req('DELETE', `/api/bank-lines/${id}/ignore`);
    expect(undo.body.data).toMatchObject({ situacao: 'pendente', motivo: null });
  });
});

describe('the month', () => {
  it('per account: the statement against the book to the centavo, and the closing warns, names and keeps it', async () => {
    const conta = await addAccount(fx.t.handle.db, tenant, {
      nome: 'Banco do Brasil',
      saldo: 100000,
      desde: '2026-09-30',
    });
    // Before the month: counts in the balance, not in the month's movements.
    await payment({ valor: 200, data_pagamento: '2026-09-30', conta_id: conta });
    const p = await payment({ valor: 1234.56, data_pagamento: '2026-10-05', conta_id: conta });
    await payment({ valor: 10, data_pagamento: '2026-10-06', conta_id: conta, status: 'pendente' });
    const e = await expense({ valor: 99.99, data_despesa: '2026-10-07', conta_id: conta });
    const { lineIds } = await addStatement(
      fx.t.handle.db,
      tenant,
      conta,
      [
        { data: '2026-10-05', valor: 123456, descricao: 'PIX' },
        { data: '2026-10-07', valor: -9999, descricao: 'BOLETO' },
        { data: '2026-10-08', valor: -1000, descricao: 'TARIFA' },
      ],
      { saldo: 100000 + 20000 + 123456 - 9999 - 1000, dataSaldo: '2026-10-31' },
    );
    expect((await req('POST', `/api/bank-lines/${lineIds[0]}/match`, { payment_ids: [p.id] })).status).toBe(200);
    expect((await req('POST', `/api/bank-lines/${lineIds[1]}/match`, { expense_ids: [e.id] })).status).toBe(200);

    const res = await req('GET', '/api/reconciliation/2026-10');
    expect(res.status).toBe(200);
    const mine = res.body.contas.find((c: { conta_id: number }) => c.conta_id === conta);
    expect(mine).toEqual({
      conta_id: conta,
      nome: 'Banco do Brasil',
      tipo: 'banco',
      extrato: { creditos: 1234.56, debitos: 109.99, saldo_final: 2324.57, data_saldo: '2026-10-31' },
      livro: { entradas: 1234.56, saidas: 99.99, saldo: 2334.57 },
      conciliados: 2,
      pendentes: 1,
      ignorados: 0,
      diferenca: -10,
    });
    expect(res.body.avisos).toEqual([
      'Banco do Brasil: 1 linha pendente de conciliação',
      'Banco do Brasil: diferença de -R$\u00a010,00 entre o banco e o livro',
    ]);
    const before = await req('GET', '/api/closings/2026-10');
    expect(before.body.conciliacao.avisos).toEqual(res.body.avisos);
    // The PDF carries the section and the warnings too.
    const pdf = await getFile(fx.t.app, '/api/closings/2026-10/pdf', fx.owner.token);
    const text = (await pdfLines(pdf.rawPayload)).join('\n');
    expect(text).toContain('Conciliação bancária');
    expect(text).toContain('Aviso: Banco do Brasil: 1 linha pendente de conciliação.');
    expect(text).toMatch(/Banco do Brasil\s+R\$\s2\.324,57\s+R\$\s2\.334,57\s+1\s+-R\$\s10,00/);

    // The fee booked from its line: the difference is R$ 0,00, and nothing to warn about.
    expect((await req('POST', `/api/bank-lines/${lineIds[2]}/expense`, { categoria: 'Outros' })).status).toBe(201);
    const after = await req('GET', '/api/reconciliation/2026-10');
    expect(after.body.contas.find((c: { conta_id: number }) => c.conta_id === conta)).toMatchObject({
      diferenca: 0,
      pendentes: 0,
      conciliados: 3,
      livro: { saidas: 109.99, saldo: 2324.57 },
    });
    expect(after.body.avisos).toEqual([]);
  });

  it('the closing keeps the warning it closed with', async () => {
    await addStatement(fx.t.handle.db, tenant, banco, [{ data: '2026-10-05', valor: 5000, descricao: 'PIX' }]);
    const closed = await req('POST', '/api/closings/2026-10/close');
    expect(closed.status).toBe(200);
    expect(closed.body.conciliacao.avisos).toEqual([
      'Banco Itaú: 1 linha pendente de conciliação',
      'Banco Itaú: diferença de R$\u00a050,00 entre o banco e o livro',
    ]);
    // Linking later does not rewrite what the closing recorded.
    const p = await payment({ valor: 50, data_pagamento: '2026-11-02' });
    expect(p.id).toBeGreaterThan(0);
    const again = await req('GET', '/api/closings/2026-10');
    expect(again.body.conciliacao).toEqual(closed.body.conciliacao);
  });

  it('bad input: month, query, bodies', async () => {
    expect((await req('GET', '/api/reconciliation/2026-13')).status).toBe(400);
    const q = await req('GET', '/api/bank-lines?situacao=talvez');
    expect(q.status).toBe(400);
    expect(q.body.message).toBe('Situação inválida: use pendente, conciliado ou ignorado');
    expect((await req('GET', '/api/bank-lines?startDate=2026-11-10&endDate=2026-11-01')).status).toBe(400);
    const { lineIds } = await addStatement(fx.t.handle.db, tenant, banco, [
      { data: '2026-11-12', valor: 100, descricao: 'X' },
    ]);
    const id = lineIds[0] as number;
    for (const body of [{}, { payment_ids: ['a'] }, { payment_ids: [2 ** 31] }, { tarifa: {} }, { foo: 1 }]) {
      const res = await req('POST', `/api/bank-lines/${id}/match`, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await lineRow(id)).situacao).toBe('pendente');
  });
});
