import { describe, expect, it } from 'vitest';
import { call, companyFixture, countRows, registerCompany } from '../../../test/app.js';

/**
 * Accounts and transfers (docs/product-rules.md "Accounts and transfers", ADR 044), on both
 * databases. The clock is 2026-11-21.
 */
const fx = companyFixture('Padaria');
const req = (...a: Parameters<typeof fx.req>) => fx.req(...a);

const banco = {
  nome: 'Itaú PJ',
  tipo: 'banco',
  banco: '341 Itaú',
  agencia: '0001',
  conta: '12345-6',
  saldo_inicial: 1000.1,
  data_saldo_inicial: '2026-11-01',
};

async function accounts() {
  const res = await req('GET', '/api/financial-accounts');
  expect(res.status).toBe(200);
  return res.body as {
    data: Array<Record<string, unknown> & { id: number; nome: string; saldo: number }>;
    total: number;
  };
}
const caixaId = async () => (await accounts()).data.find((a) => a.tipo === 'caixa')!.id;
const ownAccounts = async () => (await accounts()).data.length;
const count = (table: 'transfers' | 'payments' | 'expenses') => countRows(fx.t.handle.db, table);

describe('financial accounts', () => {
  it('a new company has its Caixa, principal, at zero', async () => {
    const { data, total } = await accounts();
    expect(data).toEqual([
      expect.objectContaining({ nome: 'Caixa', tipo: 'caixa', ativa: 1, principal: 1, saldo: 0, saldo_inicial: 0 }),
    ]);
    expect(total).toBe(0);
  });

  it('creates, edits, archives, reactivates and deletes an unused account', async () => {
    const created = await fx.create('/api/financial-accounts', banco);
    expect(created).toMatchObject({ ...banco, ativa: 1, principal: 1, saldo: 1000.1 });
    const edited = await req('PUT', `/api/financial-accounts/${created.id}`, { nome: 'Itaú', saldo_inicial: -50.25 });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ nome: 'Itaú', saldo_inicial: -50.25, saldo: -50.25, agencia: '0001' });
    const archived = await req('PUT', `/api/financial-accounts/${created.id}`, { ativa: 0 });
    expect(archived.body.data).toMatchObject({ ativa: 0, principal: 0 });
    expect((await req('GET', '/api/financial-accounts?ativa=1')).body.data).toHaveLength(1);
    expect((await req('PUT', `/api/financial-accounts/${created.id}`, { ativa: 1 })).body.data.ativa).toBe(1);
    expect((await req('DELETE', `/api/financial-accounts/${created.id}`)).status).toBe(204);
    expect(await ownAccounts()).toBe(1);
  });

  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    ['no name', { nome: '  ' }, 'nome', 'O nome da conta é obrigatório'],
    ['unknown kind', { tipo: 'poupanca' }, 'tipo', 'Tipo de conta inválido: use caixa, banco, maquininha ou cartão'],
    ['three decimals', { saldo_inicial: 10.005 }, 'saldo_inicial', 'O valor deve ter no máximo 2 casas decimais'],
    [
      'a text balance',
      { saldo_inicial: '10' },
      'saldo_inicial',
      'O saldo inicial é obrigatório (use 0 para começar do zero)',
    ],
    ['no date', { data_saldo_inicial: '' }, 'data_saldo_inicial', 'A data é obrigatória'],
    ['impossible date', { data_saldo_inicial: '2026-02-30' }, 'data_saldo_inicial', 'Data inválida'],
    ['unknown field', { saldo: 3 }, 'saldo', 'Campo não permitido'],
  ];
  it.each(bad)('refuses %s with the pt-BR text and writes nothing', async (_n, patch, field, message) => {
    const res = await req('POST', '/api/financial-accounts', { ...banco, ...patch });
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await ownAccounts()).toBe(1);
  });

  it('names are unique in the company, case and accents ignored; another company may repeat one', async () => {
    await fx.create('/api/financial-accounts', { ...banco, nome: 'Conta Única' });
    const res = await req('POST', '/api/financial-accounts', { ...banco, nome: ' conta unica ' });
    expect(res.status).toBe(409);
    expect(res.body.fields.nome).toBe('Já existe uma conta com este nome');
    const renamed = await req('PUT', `/api/financial-accounts/${await caixaId()}`, { nome: 'CONTA ÚNICA' });
    expect(renamed.status).toBe(409);
    const other = await registerCompany(fx.t.app, 'Outra');
    expect((await req('POST', '/api/financial-accounts', { ...banco, nome: 'Conta Única' }, other.token)).status).toBe(
      201,
    );
  });

  it('two creates of one name at once store one; the other is the 409', async () => {
    const statuses = await Promise.all(
      ['Caixa 2', 'CAIXA 2', 'caixa 2'].map(
        async (nome) => (await req('POST', '/api/financial-accounts', { ...banco, nome })).status,
      ),
    );
    expect(statuses.sort()).toEqual([201, 409, 409]);
    expect(await ownAccounts()).toBe(2);
  });

  it("another company's account is 404 on every route and in a transfer, and 'Conta inválida' in a payment or expense", async () => {
    const mine = await fx.create('/api/financial-accounts', banco);
    const other = await registerCompany(fx.t.app, 'Outra');
    const theirs = (await call(fx.t.app, 'GET', '/api/financial-accounts', { token: other.token })).body.data[0].id;
    expect((await req('GET', `/api/financial-accounts/${theirs}`)).status).toBe(404);
    const put = await req('PUT', `/api/financial-accounts/${theirs}`, { nome: 'Minha' });
    expect(put.status).toBe(404);
    expect(put.body.message).toBe('Conta não encontrada');
    expect((await req('DELETE', `/api/financial-accounts/${theirs}`)).status).toBe(404);

    const payment = { descricao: 'Venda', valor: 10, data_pagamento: '2026-11-10', status: 'confirmado' };
    for (const conta_id of [theirs, 999999]) {
      const p = await req('POST', '/api/payments', { ...payment, conta_id });
      expect(p.status).toBe(400);
      expect(p.body.fields.conta_id).toBe('Conta inválida');
      const e = await req('POST', '/api/expenses', {
        descricao: 'Luz',
        valor: 10,
        data_despesa: '2026-11-10',
        categoria: 'Outros',
        conta_id,
      });
      expect(e.status).toBe(400);
      expect(e.body.fields.conta_id).toBe('Conta inválida');
      const t = await req('POST', '/api/transfers', {
        data: '2026-11-10',
        valor: 5,
        conta_origem_id: mine.id,
        conta_destino_id: conta_id,
      });
      expect(t.status).toBe(404);
      expect(t.body.message).toBe('Conta não encontrada');
    }
    expect(await count('payments')).toBe(0);
    expect(await count('expenses')).toBe(0);
    expect(await count('transfers')).toBe(0);

    // Editing onto another company's account is refused the same way.
    const ok = await fx.create('/api/payments', { ...payment, conta_id: mine.id });
    const moved = await req('PUT', `/api/payments/${ok.id}`, { conta_id: theirs });
    expect(moved.status).toBe(400);
    const exp = await fx.create('/api/expenses', {
      descricao: 'Luz',
      valor: 10,
      data_despesa: '2026-11-10',
      categoria: 'Outros',
      conta_id: mine.id,
    });
    const movedExp = await req('PUT', `/api/expenses/${exp.id}`, { conta_id: theirs });
    expect(movedExp.status).toBe(400);
    expect(movedExp.body.fields.conta_id).toBe('Conta inválida');
    const stored = await fx.t.handle.db.selectFrom('payments').select('conta_id').executeTakeFirstOrThrow();
    expect(stored.conta_id).toBe(mine.id);
  });

  it('an archived account takes no new record, and a record already on it keeps it', async () => {
    const acc = await fx.create('/api/financial-accounts', banco);
    const pay = await fx.create('/api/payments', {
      descricao: 'Venda',
      valor: 10,
      data_pagamento: '2026-11-10',
      forma_pagamento: 'PIX',
      conta_id: acc.id,
    });
    await req('PUT', `/api/financial-accounts/${acc.id}`, { ativa: 0 });
    const res = await req('POST', '/api/payments', {
      descricao: 'Outra',
      valor: 5,
      data_pagamento: '2026-11-10',
      conta_id: acc.id,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields.conta_id).toBe('Conta arquivada: escolha uma conta ativa');
    const edited = await req('PUT', `/api/payments/${pay.id}`, { valor: 12, status: 'confirmado' });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ conta_id: acc.id, forma_pagamento: 'PIX' });
  });

  it('refuses to delete an account something points at, naming what; archiving is the way', async () => {
    const acc = await fx.create('/api/financial-accounts', banco);
    const caixa = await caixaId();
    for (const v of [10, 20]) {
      await fx.create('/api/payments', {
        descricao: 'Venda',
        valor: v,
        data_pagamento: '2026-11-10',
        conta_id: acc.id,
      });
    }
    await fx.create('/api/transfers', {
      data: '2026-11-11',
      valor: 5,
      conta_origem_id: caixa,
      conta_destino_id: acc.id,
    });
    const res = await req('DELETE', `/api/financial-accounts/${acc.id}`);
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      'A conta não pode ser excluída: 2 pagamentos e 1 transferência apontam para ela. Arquive-a em vez disso.',
    );
    const caixaRes = await req('DELETE', `/api/financial-accounts/${caixa}`);
    expect(caixaRes.body.message).toBe(
      'A conta não pode ser excluída: 1 transferência aponta para ela. Arquive-a em vez disso.',
    );
    expect(await ownAccounts()).toBe(2);
  });

  it('one principal per kind: marking one unmarks the other', async () => {
    const a = await fx.create('/api/financial-accounts', banco);
    const b = await fx.create('/api/financial-accounts', { ...banco, nome: 'Nubank', principal: 1 });
    expect(a.principal).toBe(1);
    expect(b.principal).toBe(1);
    const list = (await accounts()).data;
    expect(list.find((x) => x.id === a.id)!.principal).toBe(0);
    expect(list.find((x) => x.id === b.id)!.principal).toBe(1);
    expect(list.find((x) => x.tipo === 'caixa')!.principal).toBe(1);
  });

  it('the balance, to the centavo: opening + confirmed movements on or after its date', async () => {
    const acc = await fx.create('/api/financial-accounts', banco); // 1.000,10 on 01/11
    const caixa = await caixaId();
    const pay = (valor: number, data: string, extra: Record<string, unknown> = {}) =>
      fx.create('/api/payments', {
        descricao: 'x',
        valor,
        data_pagamento: data,
        status: 'confirmado',
        conta_id: acc.id,
        ...extra,
      });
    await pay(100.01, '2026-11-02'); // +100,01
    await pay(0.99, '2026-11-03'); // +0,99
    await pay(50, '2026-11-04', { tipo_pagamento: 'saida' }); // −50,00
    await pay(77.77, '2026-11-05', { status: 'pendente' }); // not confirmed: nothing
    await pay(33.33, '2026-11-05', { status: 'cancelado' }); // nothing
    await pay(999, '2026-10-31'); // before the opening date: already in it
    await pay(12.34, '2026-11-06', { conta_id: null }); // no account
    await pay(500, '2026-11-25'); // after today (21/11): not in today's balance yet
    await fx.create('/api/expenses', {
      descricao: 'Tarifa',
      valor: 9.9,
      data_despesa: '2026-11-07',
      categoria: 'Outros',
      conta_id: acc.id,
    }); // −9,90
    await fx.create('/api/transfers', {
      data: '2026-11-08',
      valor: 200.5,
      conta_origem_id: caixa,
      conta_destino_id: acc.id,
    }); // +200,50
    await fx.create('/api/transfers', {
      data: '2026-11-09',
      valor: 40.4,
      conta_origem_id: acc.id,
      conta_destino_id: caixa,
    }); // −40,40
    // 1000,10 + 100,01 + 0,99 − 50 − 9,90 + 200,50 − 40,40 = 1201,30
    const { data, total } = await accounts();
    expect(data.find((a) => a.id === acc.id)!.saldo).toBe(1201.3);
    // The Caixa opened on the company's first day (21/11): the 08/11 and 09/11 transfers are before it.
    expect(data.find((a) => a.id === caixa)!.saldo).toBe(0);
    await req('PUT', `/api/financial-accounts/${caixa}`, { data_saldo_inicial: '2026-11-01', saldo_inicial: 300 });
    // 300 − 200,50 + 40,40 = 139,90
    const after = await accounts();
    expect(after.data.find((a) => a.id === caixa)!.saldo).toBe(139.9);
    expect(after.total).toBe(1341.2);
    expect(total).toBe(1201.3);
    expect((await req('GET', `/api/financial-accounts/${acc.id}`)).body.data.saldo).toBe(1201.3);
    // The cash flow's balance at the end of today is the same figure.
    const forecast = await req('GET', `/api/cash-flow/forecast?dias=30&conta_id=${acc.id}`);
    expect(forecast.status, JSON.stringify(forecast.body)).toBe(200);
    expect(forecast.body.saldo_hoje).toBe(1201.3);
  });
});

describe('transfers', () => {
  async function twoAccounts() {
    const acc = await fx.create('/api/financial-accounts', banco);
    return { caixa: await caixaId(), banco: acc.id as number };
  }
  const figures = async () => ({
    dashboard: (await req('GET', '/api/dashboard/metrics?startDate=2026-11-01&endDate=2026-11-30')).body,
    closing: (await req('GET', '/api/closings/2026-11')).body.cards,
  });

  it('moves money between two own accounts, listed with their names, and is neither revenue nor expense', async () => {
    const { caixa, banco: b } = await twoAccounts();
    await fx.create('/api/payments', {
      descricao: 'Venda',
      valor: 500,
      data_pagamento: '2026-11-05',
      status: 'confirmado',
    });
    await fx.create('/api/expenses', { descricao: 'Luz', valor: 80, data_despesa: '2026-11-06', categoria: 'Outros' });
    const before = await figures();
    const created = await fx.create('/api/transfers', {
      data: '2026-11-10',
      valor: 150.55,
      conta_origem_id: caixa,
      conta_destino_id: b,
      descricao: 'Depósito do caixa',
    });
    expect(created).toMatchObject({ valor: 150.55, conta_origem_nome: 'Caixa', conta_destino_nome: 'Itaú PJ' });
    expect(await figures()).toEqual(before);
    const list = await req('GET', '/api/transfers');
    expect(list.body.data).toHaveLength(1);
    expect(list.body.pagination.total).toBe(1);
    const byAccount = await req('GET', `/api/transfers?conta_id=${b}`);
    expect(byAccount.body.data).toHaveLength(1);

    const edited = await req('PUT', `/api/transfers/${created.id}`, { valor: 10 });
    expect(edited.status).toBe(200);
    expect(edited.body.data.valor).toBe(10);
    expect((await req('DELETE', `/api/transfers/${created.id}`)).status).toBe(204);
    expect(await count('transfers')).toBe(0);
    const log = await fx.t.handle.db
      .selectFrom('activity_log')
      .select(['action', 'label'])
      .where('entity_type', '=', 'transfer')
      .orderBy('id')
      .execute();
    expect(log.map((l) => l.action)).toEqual(['CREATE', 'UPDATE', 'DELETE']);
    expect(log[0]!.label?.replace(/\u00a0/g, ' ')).toBe(
      "Transferência de R$ 150,55 de 'Caixa' para 'Itaú PJ' em 10/11/2026",
    );
  });

  const bad: Array<[string, Record<string, unknown>, string, string]> = [
    [
      'the same account twice',
      { conta_destino_id: 'ORIGEM' },
      'conta_destino_id',
      'A conta de origem e a de destino devem ser diferentes',
    ],
    ['no origin', { conta_origem_id: null }, 'conta_origem_id', 'Escolha a conta de origem'],
    ['no destination', { conta_destino_id: undefined }, 'conta_destino_id', 'Escolha a conta de destino'],
    ['zero', { valor: 0 }, 'valor', 'O valor deve ser maior que zero'],
    ['no date', { data: '' }, 'data', 'A data é obrigatória'],
  ];
  it.each(bad)('refuses %s', async (_n, patch, field, message) => {
    const { caixa, banco: b } = await twoAccounts();
    const body: Record<string, unknown> = {
      data: '2026-11-10',
      valor: 10,
      conta_origem_id: caixa,
      conta_destino_id: b,
      ...patch,
    };
    if (body.conta_destino_id === 'ORIGEM') body.conta_destino_id = caixa;
    const res = await req('POST', '/api/transfers', body);
    expect(res.status).toBe(400);
    expect(res.body.fields[field]).toBe(message);
    expect(await count('transfers')).toBe(0);
  });

  it("a transfer in a closed month is refused like any ledger write; another company's is 404", async () => {
    const { caixa, banco: b } = await twoAccounts();
    const t = await fx.create('/api/transfers', {
      data: '2026-10-20',
      valor: 10,
      conta_origem_id: caixa,
      conta_destino_id: b,
    });
    expect((await req('POST', '/api/closings/2026-10/close')).status).toBe(200);
    const res = await req('POST', '/api/transfers', {
      data: '2026-10-21',
      valor: 10,
      conta_origem_id: caixa,
      conta_destino_id: b,
    });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('MONTH_CLOSED');
    expect((await req('PUT', `/api/transfers/${t.id}`, { data: '2026-11-02' })).status).toBe(409);
    expect((await req('DELETE', `/api/transfers/${t.id}`)).status).toBe(409);
    expect(await count('transfers')).toBe(1);

    const other = await registerCompany(fx.t.app, 'Outra');
    expect((await req('GET', `/api/transfers/${t.id}`, undefined, other.token)).status).toBe(404);
    expect((await req('DELETE', `/api/transfers/${t.id}`, undefined, other.token)).status).toBe(404);
  });
});
