import { describe, expect, it } from 'vitest';
import { reconciliationFixture } from '../../../test/reconciliation-fixture.js';

/** The reconciliation's writes in the activity log, named (ADR 035), on both databases. */
const rc = reconciliationFixture();
const { fx, req, payment, expense } = rc;

/** The entries of these kinds, oldest first, their labels with plain spaces. */
async function entries(...types: string[]) {
  const rows = await fx.t.handle.db
    .selectFrom('activity_log')
    .select(['action', 'entity_type', 'entity_id', 'label'])
    .where('entity_type', 'in', types)
    .orderBy('id')
    .execute();
  return rows.map((r) => ({ ...r, label: r.label?.replace(/\u00a0/g, ' ') ?? null }));
}

describe('activity log', () => {
  it('a match and its undo name the line and the payment linked', async () => {
    const p = await payment({ descricao: 'Venda Maria', valor: 150.25 });
    const { lineIds } = await rc.statement([{ data: '2026-11-10', valor: 15025, descricao: 'PIX RECEBIDO MARIA' }]);
    const id = lineIds[0] as number;
    expect((await req('POST', `/api/bank-lines/${id}/match`, { payment_ids: [p.id] })).status).toBe(200);
    expect((await req('DELETE', `/api/bank-lines/${id}/match`)).status).toBe(200);
    const label = `Conciliação da linha do extrato de 10/11/2026 'PIX RECEBIDO MARIA' (R$ 150,25) com o pagamento nº ${p.numero} 'Venda Maria' de 10/11/2026`;
    expect(await entries('bank_match')).toEqual([
      { action: 'CREATE', entity_type: 'bank_match', entity_id: id, label },
      { action: 'DELETE', entity_type: 'bank_match', entity_id: id, label },
    ]);
  });

  it('N:1 names every line; a refused match writes nothing', async () => {
    const e = await expense({ descricao: 'Tarifas do dia', valor: 12.9 });
    const { lineIds } = await rc.statement([
      { data: '2026-11-10', valor: -450, descricao: 'TARIFA PIX' },
      { data: '2026-11-10', valor: -840, descricao: 'TARIFA PACOTE' },
    ]);
    const [a, b] = lineIds as [number, number];
    expect((await req('POST', `/api/bank-lines/${a}/match`, { expense_ids: [e.id] })).status).toBe(400);
    expect(await entries('bank_match')).toEqual([]);
    expect((await req('POST', `/api/bank-lines/${a}/match`, { expense_ids: [e.id], linha_ids: [b] })).status).toBe(200);
    const [entry] = await entries('bank_match');
    expect(entry).toMatchObject({ action: 'CREATE', entity_id: a });
    expect(entry?.label).toBe(
      `Conciliação das 2 linhas do extrato de 10/11/2026 'TARIFA PIX' (-R$ 4,50) e de 10/11/2026 'TARIFA PACOTE' (-R$ 8,40) com a despesa nº ${e.numero} 'Tarifas do dia' de 10/11/2026`,
    );
  });

  it('ignoring a line and taking it back name the line and the reason', async () => {
    const { lineIds } = await rc.statement([{ data: '2026-11-12', valor: -2000, descricao: 'APLICACAO AUTOMATICA' }]);
    const id = lineIds[0] as number;
    expect((await req('POST', `/api/bank-lines/${id}/ignore`, { motivo: 'Aplicação' })).status).toBe(200);
    expect((await req('DELETE', `/api/bank-lines/${id}/ignore`)).status).toBe(200);
    const line = "Linha do extrato de 12/11/2026 'APLICACAO AUTOMATICA' (-R$ 20,00)";
    expect(await entries('bank_line')).toEqual([
      { action: 'UPDATE', entity_type: 'bank_line', entity_id: id, label: `${line} ignorada: Aplicação` },
      {
        action: 'UPDATE',
        entity_type: 'bank_line',
        entity_id: id,
        label: `${line} de volta à fila (estava ignorada: Aplicação)`,
      },
    ]);
  });

  it('a transfer recorded from a pair of lines is logged as a transfer, and the match names it', async () => {
    const caixa = await rc.account({ nome: 'Gaveta', tipo: 'caixa' });
    const out = await rc.statement([{ data: '2026-11-05', valor: -50000, descricao: 'DEPOSITO' }], { conta: caixa });
    const into = await rc.statement([{ data: '2026-11-05', valor: 50000, descricao: 'DEP DINHEIRO' }]);
    const id = into.lineIds[0] as number;
    const res = await req('POST', `/api/bank-lines/${id}/match`, { par_linha_id: out.lineIds[0] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const transfer = "transferência de R$ 500,00 de 'Gaveta' para 'Banco Itaú' em 05/11/2026";
    expect(await entries('transfer', 'bank_match')).toEqual([
      {
        action: 'CREATE',
        entity_type: 'transfer',
        entity_id: res.body.data.vinculos[0].id,
        label: `T${transfer.slice(1)}`,
      },
      {
        action: 'CREATE',
        entity_type: 'bank_match',
        entity_id: id,
        label: `Conciliação das 2 linhas do extrato de 05/11/2026 'DEP DINHEIRO' (R$ 500,00) e de 05/11/2026 'DEPOSITO' (-R$ 500,00) com a ${transfer}`,
      },
    ]);
  });

  it('a record made from a line: the ledger logs the record and the match names it', async () => {
    const { lineIds } = await rc.statement([{ data: '2026-11-10', valor: -990, descricao: 'TARIFA PACOTE' }]);
    const id = lineIds[0] as number;
    const res = await req('POST', `/api/bank-lines/${id}/expense`, { categoria: 'Outros' });
    expect(res.status).toBe(201);
    const log = await entries('expense', 'bank_match');
    expect(log.map((l) => [l.action, l.entity_type])).toEqual([
      ['CREATE', 'expense'],
      ['CREATE', 'bank_match'],
    ]);
    expect(log[1]?.label).toMatch(
      /^Conciliação da linha do extrato de 10\/11\/2026 'TARIFA PACOTE' \(-R\$ 9,90\) com a despesa nº \d+ 'TARIFA PACOTE' de 10\/11\/2026$/,
    );
  });

  it("an import's automatic matching is one entry on the statement, with the count", async () => {
    await rc.importWithOneCandidate();
    const log = await entries('bank_statement');
    expect(log.map((l) => l.action)).toEqual(['CREATE', 'UPDATE']);
    expect(log[1]?.label).toMatch(
      /^Extrato '.+' de \d{2}\/\d{2}\/2026 a \d{2}\/\d{2}\/2026: 1 linha conciliada automaticamente$/,
    );
  });
});
