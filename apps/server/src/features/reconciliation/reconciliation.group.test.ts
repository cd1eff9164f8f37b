import { describe, expect, it } from 'vitest';
import { registerCompany } from '../../../test/app.js';
import { addAccount, addStatement, reconciliationFixture, tenantOf } from '../../../test/reconciliation-fixture.js';

/** N:1 — several bank lines to one record (docs/product-rules.md "Reconciliation"), on both databases. */
const rc = reconciliationFixture();
const { fx, req, lineRow } = rc;

const expense = (body: Record<string, unknown>) => rc.expense({ descricao: 'Tarifas bancárias', ...body });

const plain = (texts: string[]) => texts.map((t) => t.replace(/\u00a0/g, ' '));

/** A day of the statement: three fee lines and a PIX sent. */
async function feeDay() {
  const { lineIds } = await rc.statement([
    { data: '2026-11-10', valor: -150, descricao: 'TARIFA PIX' },
    { data: '2026-11-10', valor: -800, descricao: 'TARIFA TED' },
    { data: '2026-11-10', valor: -2000, descricao: 'Tarifa pacote' },
    { data: '2026-11-10', valor: -5000, descricao: 'PIX ENVIADO JOAO' },
  ]);
  return lineIds as [number, number, number, number];
}

describe('N:1 suggestions', () => {
  it("suggests the day's fee lines together for an expense of exactly their sum, with the evidence", async () => {
    const e = await expense({ valor: 29.5 });
    const [pix, ted, pacote, joao] = await feeDay();
    const res = await req('GET', `/api/bank-lines/${ted}/suggestions`);
    expect(res.status).toBe(200);
    const group = res.body.data.find((s: { linha_ids: number[] }) => s.linha_ids.length > 0);
    expect(group).toMatchObject({ expense_ids: [e.id], payment_ids: [], exata: true, diferenca: 0 });
    expect(group.linha_ids).toEqual([pix, pacote]);
    expect(group.motivos).toEqual(["soma exata das 3 linhas 'TARIFA' do dia", 'mesmo dia']);
    // The PIX is no fee: its suggestions carry no group of the fees.
    const other = await req('GET', `/api/bank-lines/${joao}/suggestions`);
    expect(other.body.data.filter((s: { linha_ids: number[] }) => s.linha_ids.length > 0)).toEqual([]);

    const match = await req('POST', `/api/bank-lines/${ted}/match`, {
      expense_ids: group.expense_ids,
      linha_ids: group.linha_ids,
    });
    expect(match.status, JSON.stringify(match.body)).toBe(200);
    for (const id of [pix, ted, pacote]) expect((await lineRow(id)).situacao).toBe('conciliado');
    expect((await lineRow(joao)).situacao).toBe('pendente');
  });

  it("suggests the whole day's debits when their sum is an expense", async () => {
    const e = await expense({ valor: 79.5, descricao: 'Pagamentos do dia' });
    const [pix, ted, pacote, joao] = await feeDay();
    const res = await req('GET', `/api/bank-lines/${joao}/suggestions`);
    const group = res.body.data.find((s: { linha_ids: number[] }) => s.linha_ids.length > 0);
    expect(group).toMatchObject({ expense_ids: [e.id], linha_ids: [pix, ted, pacote] });
    expect(group.motivos[0]).toBe('soma exata das 4 linhas do dia');
  });

  it('?linhas= answers the records of exactly the chosen lines’ sum; refuses bad lists, mixed signs and accounts', async () => {
    const e = await expense({ valor: 9.5 });
    await expense({ valor: 9.49 });
    const [pix, ted, , joao] = await feeDay();
    const res = await req('GET', `/api/bank-lines/${pix}/suggestions?linhas=${ted}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect(res.body.data[0]).toMatchObject({ expense_ids: [e.id], linha_ids: [ted], exata: true });
    expect(plain(res.body.data[0].motivos)).toEqual(['soma exata das 2 linhas', 'mesmo dia']);
    expect((await req('GET', `/api/bank-lines/${pix}/suggestions?linhas=${joao}`)).body.data).toEqual([]);

    for (const bad of ['a', '1,,2', '-1', '0', '99999999999', `${ted};1`]) {
      const r = await req('GET', `/api/bank-lines/${pix}/suggestions?linhas=${encodeURIComponent(bad)}`);
      expect(r.status, bad).toBe(400);
      expect(r.body.message).toBe('Linhas inválidas: informe os números das linhas separados por vírgula (até 200)');
    }
    const { lineIds } = await rc.statement([{ data: '2026-11-10', valor: 100, descricao: 'PIX RECEBIDO' }]);
    const mixed = await req('GET', `/api/bank-lines/${pix}/suggestions?linhas=${lineIds[0]}`);
    expect(mixed.status).toBe(400);
    expect(mixed.body.message).toBe('As linhas conciliadas juntas devem ser todas de crédito ou todas de débito');
    const caixa = await rc.account({ nome: 'Gaveta', tipo: 'caixa' });
    const elsewhere = await rc.statement([{ data: '2026-11-10', valor: -800, descricao: 'TARIFA' }], { conta: caixa });
    const other = elsewhere.lineIds[0] as number;
    const accounts = await req('GET', `/api/bank-lines/${pix}/suggestions?linhas=${other}`);
    expect(accounts.status).toBe(400);
    expect(accounts.body.message).toBe('As linhas conciliadas juntas devem ser da mesma conta');
    const matchAcross = await req('POST', `/api/bank-lines/${pix}/match`, { expense_ids: [e.id], linha_ids: [other] });
    expect(matchAcross.status).toBe(400);
    expect(matchAcross.body.message).toBe('As linhas conciliadas juntas devem ser da mesma conta');
    expect((await lineRow(pix)).situacao).toBe('pendente');

    const outsider = await registerCompany(fx.t.app, 'Outra');
    const theirs = await req('GET', `/api/bank-lines/${pix}/suggestions?linhas=${ted}`, undefined, outsider.token);
    expect(theirs.status).toBe(404);
  });
});

describe('N:1 from lines', () => {
  it('several debit lines become one expense of their sum, dated on the latest; undo keeps it', async () => {
    const { lineIds } = await rc.statement([
      { data: '2026-11-09', valor: -150, descricao: 'TARIFA PIX' },
      { data: '2026-11-10', valor: -800, descricao: 'TARIFA TED' },
    ]);
    const [a, b] = lineIds as [number, number];
    const res = await req('POST', `/api/bank-lines/${a}/expense`, {
      categoria: 'Outros',
      descricao: 'Tarifas bancárias de novembro',
      linha_ids: [b],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const [link] = res.body.data.vinculos;
    expect(link.tipo).toBe('despesa');
    expect(await rc.record('expenses', link.id)).toMatchObject({
      valor: 950,
      data_despesa: '2026-11-10',
      conta_id: rc.banco,
      categoria: 'Outros',
      descricao: 'Tarifas bancárias de novembro',
    });
    expect((await lineRow(b)).situacao).toBe('conciliado');
    expect((await req('DELETE', `/api/bank-lines/${b}/match`)).status).toBe(200);
    expect((await lineRow(a)).situacao).toBe('pendente');
    expect(await fx.t.handle.db.selectFrom('expenses').select('id').execute()).toHaveLength(1);
  });

  it('refuses a credit among them, a line of another company, and a line already matched; nothing is written', async () => {
    const { lineIds } = await rc.statement([
      { data: '2026-11-10', valor: -150, descricao: 'TARIFA PIX' },
      { data: '2026-11-10', valor: 1000, descricao: 'PIX RECEBIDO' },
      { data: '2026-11-10', valor: -800, descricao: 'TARIFA TED' },
    ]);
    const [a, credit, c] = lineIds as [number, number, number];
    const mixed = await req('POST', `/api/bank-lines/${a}/expense`, { categoria: 'Outros', linha_ids: [credit] });
    expect(mixed.status).toBe(400);
    expect(
      (await req('POST', `/api/bank-lines/${a}/expense`, { categoria: 'Outros', linha_ids: [2 ** 31] })).status,
    ).toBe(400);
    expect((await req('POST', `/api/bank-lines/${a}/expense`, { categoria: 'Outros', linha_ids: [a] })).status).toBe(
      400,
    );
    const other = await registerCompany(fx.t.app, 'Outra');
    const otherTenant = await tenantOf(fx.t.handle.db, other.email);
    const otherBank = await addAccount(fx.t.handle.db, otherTenant, { nome: 'Banco' });
    const theirs = await addStatement(fx.t.handle.db, otherTenant, otherBank, [
      { data: '2026-11-10', valor: -100, descricao: 'TARIFA' },
    ]);
    const foreign = await req('POST', `/api/bank-lines/${a}/expense`, {
      categoria: 'Outros',
      linha_ids: [theirs.lineIds[0]],
    });
    expect(foreign.status).toBe(404);
    expect((await req('POST', `/api/bank-lines/${c}/ignore`, { motivo: 'x' })).status).toBe(200);
    const taken = await req('POST', `/api/bank-lines/${a}/expense`, { categoria: 'Outros', linha_ids: [c] });
    expect(taken.status).toBe(409);
    expect(await fx.t.handle.db.selectFrom('expenses').select('id').execute()).toEqual([]);
    expect(await fx.t.handle.db.selectFrom('bank_matches').select('id').execute()).toEqual([]);
    expect((await lineRow(a)).situacao).toBe('pendente');
  });
});
