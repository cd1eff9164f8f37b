import { describe, expect, it } from 'vitest';
import { reconciliationFixture } from '../../../test/reconciliation-fixture.js';

/** The reconciliation's suggestions and its automatic matching (docs/product-rules.md "Reconciliation", ADR 046), on both databases. */
const rc = reconciliationFixture();
const { fx, req, payment, lineRow, matches } = rc;

describe('suggestions', () => {
  it('show the evidence: the same amount, the days, the payer name in the description', async () => {
    const maria = await payment({ valor: 35, descricao: 'Bolo Maria Souza', data_pagamento: '2026-11-08' });
    await payment({ valor: 35, descricao: 'Outro bolo', data_pagamento: '2026-11-10' });
    await payment({ valor: 35, descricao: 'Longe demais', data_pagamento: '2026-11-01' });
    const { lineIds } = await rc.statement([{ data: '2026-11-10', valor: 3500, descricao: 'PIX RECEBIDO MARIA S' }]);
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

  it('find a bill on the day the bank shows it: an open one on its due date, a paid one on its baixa', async () => {
    const { bill } = rc;
    // Incurred on the 1st, due on the 20th, still open.
    const open = await bill({ valor: 480, data_despesa: '2026-11-01', vencimento: '2026-11-20' });
    // Incurred in October, paid on 10 November.
    const late = await bill({ valor: 275, data_despesa: '2026-10-02', vencimento: '2026-10-30' });
    const paid = await req('POST', `/api/bills/${late.id}/pay`, { data_baixa: '2026-11-10', valor_pago: 275 });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);
    const { extratoId, lineIds } = await rc.statement([
      { data: '2026-11-20', valor: -48000, descricao: 'PAGTO BOLETO' },
      { data: '2026-11-10', valor: -27500, descricao: 'PAGTO BOLETO' },
    ]);
    const [due, baixa] = lineIds as [number, number];
    const first = async (lineId: number) => (await req('GET', `/api/bank-lines/${lineId}/suggestions`)).body.data[0];
    expect(await first(due)).toMatchObject({
      expense_ids: [open.id],
      motivos: ['mesmo valor', 'mesmo dia', 'conta a pagar em aberto: conciliar registra o pagamento'],
    });
    expect(await first(baixa)).toMatchObject({ expense_ids: [late.id], motivos: ['mesmo valor', 'mesmo dia'] });

    // The automatic matching links the paid one and leaves the open bill to the owner, whose match pays it.
    const { matchAutomatically } = await import('./index.js');
    const actor = { tenantId: rc.tenant, userId: fx.owner.user.id as number, now: new Date('2026-11-21T12:00:00Z') };
    expect(await matchAutomatically(fx.t.handle.db, actor, extratoId)).toBe(1);
    expect(await matches()).toEqual([{ linha_id: baixa, payment_id: null, expense_id: late.id, transfer_id: null }]);
    const m = await req('POST', `/api/bank-lines/${due}/match`, { expense_ids: [open.id] });
    expect(m.status, JSON.stringify(m.body)).toBe(200);
    const bills = (await req('GET', '/api/bills?month=2026-11')).body.data as Array<Record<string, unknown>>;
    expect(bills.find((b) => b.id === open.id)).toMatchObject({ status: 'paga', data_baixa: '2026-11-20' });
  });

  it('pair a debit in one account with the same credit in another as a transfer, and record it on match', async () => {
    const caixa = await rc.account({ nome: 'Nubank' });
    const out = await rc.statement([{ data: '2026-11-10', valor: -50000, descricao: 'TED ENVIADA' }]);
    const into = await rc.statement([{ data: '2026-11-11', valor: 50000, descricao: 'TED RECEBIDA' }], {
      conta: caixa,
    });
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
    expect(transfers[0]).toMatchObject({ conta_origem_id: rc.banco, conta_destino_id: caixa, data: '2026-11-10' });
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
    const { extratoId, lineIds } = await rc.statement([
      { data: '2026-11-10', valor: 7000, descricao: 'PIX' },
      { data: '2026-11-10', valor: 2000, descricao: 'PIX' },
      { data: '2026-11-10', valor: 3300, descricao: 'PIX' },
      { data: '2026-11-11', valor: 3300, descricao: 'PIX' },
      { data: '2026-11-10', valor: 7100, descricao: 'PIX' },
    ]);
    const actor = { tenantId: rc.tenant, userId: fx.owner.user.id as number, now: new Date('2026-11-21T12:00:00Z') };
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
    expect(linked?.conta_id).toBe(rc.banco);
    expect(shared.id).toBeGreaterThan(0);
  });

  it('two statements matched at once each see one exact candidate: the record is linked to one line only', async () => {
    const { matchAutomatically } = await import('./index.js');
    const p = await payment({ valor: 55, data_pagamento: '2026-11-10' });
    const a = await rc.statement([{ data: '2026-11-10', valor: 5500, descricao: 'PIX A' }]);
    const b = await rc.statement([{ data: '2026-11-10', valor: 5500, descricao: 'PIX B' }]);
    const actor = { tenantId: rc.tenant, userId: fx.owner.user.id as number, now: new Date('2026-11-21T12:00:00Z') };
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
    const { entrada: p, conta } = await rc.importWithOneCandidate();
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
