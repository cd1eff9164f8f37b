import { RECURRING_MSG } from '@livro-caixa/domain';
import { describe, expect, it } from 'vitest';
import { companyFixture, registerCompany } from '../../../test/app.js';
import { conflict, validationError } from '../../lib/errors.js';
import { failureOf, runDueRecurringBills } from './recurring-bills.generate.js';

/** docs/product-rules.md "Recurring bills" (ADR 051). The clock starts on 21/11/2026. */
const fx = companyFixture('Armazém Recorrente');

const rent = (extra: Record<string, unknown> = {}) => ({
  descricao: 'Aluguel',
  valor: 1500,
  categoria: 'Outros',
  frequencia: 'mensal',
  dia: 31,
  inicio: '2027-01-01',
  ...extra,
});

/** The template's bills as the API lists them: occurrence, due date, valor, situação. */
async function bills(id: number) {
  const res = await fx.req('GET', `/api/recurring-bills/${id}`);
  expect(res.status).toBe(200);
  return (res.body.data.ocorrencias as Array<Record<string, unknown>>).map((o) => ({
    ocorrencia: o.ocorrencia,
    vencimento: o.vencimento,
    valor: o.valor,
    situacao: o.situacao,
  }));
}

/** Every expense of the company, straight from the table (generated bills included). */
const expenseRows = () =>
  fx.t.handle.db
    .selectFrom('expenses')
    .select(['descricao', 'valor', 'data_despesa', 'situacao', 'vencimento', 'modelo_id', 'ocorrencia', 'numero'])
    .orderBy('ocorrencia')
    .execute();

describe('recurring bills', () => {
  it('a monthly template on the 31st makes its bills ahead, on the last day of shorter months', async () => {
    const res = await fx.req('POST', '/api/recurring-bills', rent());
    expect(res.status).toBe(201);
    const t = res.body.data;
    expect(t).toMatchObject({ frequencia: 'mensal', dia: 31, inicio: '2027-01-01', fim: null, proxima: '2027-01-31' });
    // Starting later than today: 3 months past the start.
    expect(t.ocorrencias.map((o: { ocorrencia: string }) => o.ocorrencia)).toEqual([
      '2027-01-31',
      '2027-02-28',
      '2027-03-31',
    ]);
    // Ordinary bills: expenses 'a_pagar' due (and incurred) on the occurrence, numbered like any.
    const rows = await expenseRows();
    expect(rows).toEqual([
      expect.objectContaining({
        data_despesa: '2027-01-31',
        vencimento: '2027-01-31',
        situacao: 'a_pagar',
        valor: 150000,
      }),
      expect.objectContaining({ data_despesa: '2027-02-28', vencimento: '2027-02-28', situacao: 'a_pagar' }),
      expect.objectContaining({ data_despesa: '2027-03-31', vencimento: '2027-03-31', situacao: 'a_pagar' }),
    ]);
    expect(rows.map((r) => r.numero)).toEqual([1, 2, 3]);
    // And they are listed as expenses of their month.
    const list = await fx.req('GET', '/api/expenses?startDate=2027-02-01&endDate=2027-02-28');
    expect(list.body.data.map((e: { descricao: string }) => e.descricao)).toEqual(['Aluguel']);
  });

  it('weekly and yearly; an end date stops them', async () => {
    const weekly = await fx.create(
      '/api/recurring-bills',
      rent({ frequencia: 'semanal', dia: null, inicio: '2026-11-23', fim: '2026-12-14' }),
    );
    expect(weekly.dia).toBeNull();
    expect(weekly.ocorrencias.map((o: { ocorrencia: string }) => o.ocorrencia)).toEqual([
      '2026-11-23',
      '2026-11-30',
      '2026-12-07',
      '2026-12-14',
    ]);
    const yearly = await fx.create('/api/recurring-bills', rent({ frequencia: 'anual', inicio: '2026-12-10' }));
    expect(yearly.ocorrencias.map((o: { ocorrencia: string }) => o.ocorrencia)).toEqual(['2026-12-10']);
    expect(yearly.proxima).toBe('2026-12-10');
  });

  it('bad input is a pt-BR 400 and stores nothing', async () => {
    const other = await registerCompany(fx.t.app, 'Outra');
    await fx.req('POST', '/api/expense-categories', { nome: 'Só minha', grupo: 'outras' }, other.token);
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [rent({ dia: 0 }), 'dia', RECURRING_MSG.diaInvalid],
      [rent({ dia: 32 }), 'dia', RECURRING_MSG.diaInvalid],
      [rent({ dia: 1.5 }), 'dia', RECURRING_MSG.diaInvalid],
      [rent({ fim: '2026-12-31' }), 'fim', RECURRING_MSG.fimBeforeInicio],
      [rent({ frequencia: 'diaria' }), 'frequencia', RECURRING_MSG.frequenciaInvalid],
      [rent({ categoria: 'Só minha' }), 'categoria', 'Categoria inválida'],
      [rent({ inicio: '2027-02-30' }), 'inicio', 'Data inválida'],
    ];
    for (const [body, field, message] of cases) {
      const res = await fx.req('POST', '/api/recurring-bills', body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.fields?.[field]).toBe(message);
    }
    expect((await fx.req('GET', '/api/recurring-bills')).body.data).toEqual([]);
    expect(await expenseRows()).toEqual([]);
  });

  it('"só esta" changes one unpaid bill; "esta e as próximas" the template and the later unpaid ones', async () => {
    const t = await fx.create('/api/recurring-bills', rent());
    const only = await fx.req('PUT', `/api/recurring-bills/${t.id}`, {
      escopo: 'so_esta',
      ocorrencia: '2027-02-28',
      valor: 1450.5,
    });
    expect(only.status).toBe(200);
    expect(only.body.data.valor).toBe(1500);
    expect((await bills(t.id)).map((b) => b.valor)).toEqual([1500, 1450.5, 1500]);

    const next = await fx.req('PUT', `/api/recurring-bills/${t.id}`, {
      escopo: 'esta_e_proximas',
      ocorrencia: '2027-02-28',
      valor: 1600,
      descricao: 'Aluguel da loja',
    });
    expect(next.status).toBe(200);
    expect(next.body.data).toMatchObject({ valor: 1600, descricao: 'Aluguel da loja' });
    expect((await bills(t.id)).map((b) => b.valor)).toEqual([1500, 1600, 1600]);
    expect((await expenseRows()).map((r) => r.descricao)).toEqual(['Aluguel', 'Aluguel da loja', 'Aluguel da loja']);
  });

  it('a new schedule replaces the unpaid bills from that one on; a paid bill never changes and keeps its month', async () => {
    const t = await fx.create('/api/recurring-bills', rent());
    // Paid (the bills' payment is the bills feature's: here its columns, straight in the table).
    await fx.t.handle.db
      .updateTable('expenses')
      .set({ situacao: 'paga', data_baixa: '2027-03-30' })
      .where('ocorrencia', '=', '2027-03-31')
      .execute();
    const res = await fx.req('PUT', `/api/recurring-bills/${t.id}`, {
      escopo: 'esta_e_proximas',
      ocorrencia: '2027-02-28',
      dia: 10,
      valor: 1700,
    });
    expect(res.status).toBe(200);
    expect(await bills(t.id)).toEqual([
      { ocorrencia: '2027-01-31', vencimento: '2027-01-31', valor: 1500, situacao: 'a_pagar' },
      { ocorrencia: '2027-02-10', vencimento: '2027-02-10', valor: 1700, situacao: 'a_pagar' },
      // March's bill was paid: it stays as it was, and March gets no second one.
      { ocorrencia: '2027-03-31', vencimento: '2027-03-31', valor: 1500, situacao: 'paga' },
    ]);
    const paid = await fx.req('PUT', `/api/recurring-bills/${t.id}`, {
      escopo: 'so_esta',
      ocorrencia: '2027-03-31',
      valor: 1,
    });
    expect(paid.status).toBe(409);
    expect(paid.body.message).toBe(RECURRING_MSG.paid);
  });

  it('the schedule of "só esta", a missing occurrence and another company\'s template are refused', async () => {
    const t = await fx.create('/api/recurring-bills', rent());
    const schedule = await fx.req('PUT', `/api/recurring-bills/${t.id}`, {
      escopo: 'so_esta',
      ocorrencia: '2027-01-31',
      dia: 5,
    });
    expect(schedule.status).toBe(400);
    expect(schedule.body.fields.dia).toBe(RECURRING_MSG.soEstaSchedule);
    const missing = await fx.req('PUT', `/api/recurring-bills/${t.id}`, {
      escopo: 'so_esta',
      ocorrencia: '2027-01-30',
      valor: 1,
    });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe(RECURRING_MSG.ocorrenciaNotFound);
    const fim = await fx.req('PUT', `/api/recurring-bills/${t.id}`, { fim: '2026-12-01' });
    expect(fim.status).toBe(400);
    expect(fim.body.fields.fim).toBe(RECURRING_MSG.fimBeforeInicio);
    const other = await registerCompany(fx.t.app, 'Outra');
    for (const [method, body] of [
      ['GET', undefined],
      ['PUT', { valor: 1 }],
      ['DELETE', undefined],
    ] as const) {
      const res = await fx.req(method, `/api/recurring-bills/${t.id}`, body, other.token);
      expect(res.status).toBe(404);
      expect(res.body.message).toBe(RECURRING_MSG.notFound);
    }
    expect((await bills(t.id)).map((b) => b.valor)).toEqual([1500, 1500, 1500]);
  });

  it('the job keeps 3 months ahead as time passes, and makes nothing twice', async () => {
    const t = await fx.create('/api/recurring-bills', rent({ inicio: '2026-11-01', dia: 25 }));
    expect((await bills(t.id)).map((b) => b.ocorrencia)).toEqual(['2026-11-25', '2026-12-25', '2027-01-25']);
    expect(await runDueRecurringBills(fx.t.handle.db, fx.t.clock())).toBe(0);
    fx.t.clock.set('2027-01-02T12:00:00.000Z');
    expect(await runDueRecurringBills(fx.t.handle.db, fx.t.clock())).toBe(2);
    expect(await runDueRecurringBills(fx.t.handle.db, fx.t.clock())).toBe(0);
    // (The session has expired by then: straight from the table.)
    expect((await expenseRows()).map((b) => b.ocorrencia)).toEqual([
      '2026-11-25',
      '2026-12-25',
      '2027-01-25',
      '2027-02-25',
      '2027-03-25',
    ]);
  });

  it('a template the job cannot generate says why, is tried again an hour later, and at once after an edit', async () => {
    const internet = await fx.create('/api/expense-categories', { nome: 'Internet', grupo: 'despesas_fixas' });
    const t = await fx.create(
      '/api/recurring-bills',
      rent({ descricao: 'Fibra', categoria: 'Internet', inicio: '2026-11-01', dia: 10 }),
    );
    expect(t).toMatchObject({ falha: null, falha_em: null });
    expect((await bills(t.id)).map((b) => b.ocorrencia)).toEqual([
      '2026-11-10',
      '2026-12-10',
      '2027-01-10',
      '2027-02-10',
    ]);
    // The clock jumps past the session's life: each step signs in again.
    let token = fx.owner.token;
    const signIn = async () => {
      const res = await fx.req('POST', '/api/auth/login', { email: fx.owner.email, password: fx.owner.password }, '');
      expect(res.status).toBe(200);
      token = res.body.token as string;
    };
    const archive = async (ativa: 0 | 1) => {
      await signIn();
      return fx.req('PUT', `/api/expense-categories/${internet.id}`, { ativa }, token);
    };
    expect((await archive(0)).status).toBe(200);

    const job = () => runDueRecurringBills(fx.t.handle.db, fx.t.clock());
    const template = () =>
      fx.t.handle.db
        .selectFrom('recurring_bills')
        .select(['falha', 'falha_em', 'gerado_ate'])
        .where('id', '=', t.id)
        .executeTakeFirstOrThrow();

    fx.t.clock.set('2027-01-02T12:00:00.000Z');
    expect(await job()).toBe(0);
    const falha = 'A categoria "Internet" foi arquivada ou excluída: reative-a ou escolha outra no modelo';
    expect(await template()).toEqual({ falha, falha_em: '2027-01-02T12:00:00.000Z', gerado_ate: '2027-02-21' });
    // The owner reads it on the template.
    await signIn();
    const list = await fx.req('GET', '/api/recurring-bills', undefined, token);
    expect(list.body.data).toEqual([
      expect.objectContaining({ id: t.id, falha, falha_em: '2027-01-02T12:00:00.000Z' }),
    ]);

    // Fixed, it is not tried at every pass, only once the hour has gone by.
    expect((await archive(1)).status).toBe(200);
    fx.t.clock.set('2027-01-02T12:59:00.000Z');
    expect(await job()).toBe(0);
    expect((await template()).falha).toBe(falha);
    fx.t.clock.set('2027-01-02T13:00:00.000Z');
    expect(await job()).toBe(1);
    expect(await template()).toEqual({ falha: null, falha_em: null, gerado_ate: '2027-04-02' });

    // Failing again; an edit of the template clears it and the next pass tries at once.
    expect((await archive(0)).status).toBe(200);
    fx.t.clock.set('2027-02-02T12:00:00.000Z');
    expect(await job()).toBe(0);
    expect((await template()).falha).toBe(falha);
    await signIn();
    const edited = await fx.req('PUT', `/api/recurring-bills/${t.id}`, { categoria: 'Outros' }, token);
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ categoria: 'Outros', falha: null, falha_em: null });
    fx.t.clock.set('2027-02-02T12:01:00.000Z');
    expect(await job()).toBe(1);
    expect((await expenseRows()).filter((r) => r.modelo_id === t.id).map((r) => r.ocorrencia)).toEqual([
      '2026-11-10',
      '2026-12-10',
      '2027-01-10',
      '2027-02-10',
      '2027-03-10',
      '2027-04-10',
    ]);
  });

  it("an account archived or a closed month is said in the template's words; anything else, without its details", () => {
    const t = { categoria: 'Internet' };
    expect(failureOf(validationError('Conta arquivada', { conta_id: 'Conta arquivada' }), t)).toBe(
      RECURRING_MSG.failureConta,
    );
    expect(failureOf(conflict('Mês fechado: reabra o fechamento para alterar lançamentos'), t)).toBe(
      'Mês fechado: reabra o fechamento para alterar lançamentos',
    );
    expect(failureOf(new Error('connection terminated'), t)).toBe('Erro inesperado ao gerar as contas');
  });

  it('two instances running the job at the same moment make each bill once', async () => {
    const ids = [];
    for (let i = 0; i < 4; i++)
      ids.push(
        (await fx.create('/api/recurring-bills', rent({ descricao: `Conta ${i}`, inicio: '2026-11-01', dia: 5 + i })))
          .id,
      );
    fx.t.clock.set('2027-06-02T12:00:00.000Z');
    const second = await fx.t.secondInstance();
    const made = await Promise.all([
      runDueRecurringBills(fx.t.handle.db, fx.t.clock()),
      runDueRecurringBills(second.db, fx.t.clock()),
      runDueRecurringBills(fx.t.handle.db, fx.t.clock()),
    ]);
    // Up to 02/09/2027: February to August (days 5–8) for each of the 4, once.
    const rows = await expenseRows();
    const keys = rows.map((r) => `${r.modelo_id}:${r.ocorrencia}`);
    expect(new Set(keys).size).toBe(keys.length);
    expect(made.reduce((a, b) => a + b, 0)).toBe(rows.length - 4 * 4);
    for (const [i, id] of ids.entries()) {
      const own = rows.filter((r) => r.modelo_id === id).map((r) => r.ocorrencia);
      expect(own).toHaveLength(10);
      expect(own.at(-1)).toBe(`2027-08-0${5 + i}`);
    }
    const numbers = rows.map((r) => r.numero).sort((a, b) => a - b);
    expect(numbers).toEqual(numbers.map((_, i) => i + 1));
  });

  it('the database refuses a second bill of one occurrence (the last guard)', async () => {
    const t = await fx.create('/api/recurring-bills', rent());
    const { id: _, ...bill } = await fx.t.handle.db
      .selectFrom('expenses')
      .selectAll()
      .where('modelo_id', '=', t.id)
      .where('ocorrencia', '=', '2027-01-31')
      .executeTakeFirstOrThrow();
    await expect(
      fx.t.handle.db
        .insertInto('expenses')
        .values({ ...bill, numero: 99 })
        .execute(),
    ).rejects.toThrow();
    expect((await bills(t.id)).map((b) => b.ocorrencia)).toEqual(['2027-01-31', '2027-02-28', '2027-03-31']);
  });

  it('deleting a template removes its unpaid bills after today; paid and due ones stay', async () => {
    const t = await fx.create('/api/recurring-bills', rent({ inicio: '2026-10-01', dia: 15 }));
    expect((await bills(t.id)).map((b) => b.ocorrencia)).toEqual([
      '2026-10-15',
      '2026-11-15',
      '2026-12-15',
      '2027-01-15',
      '2027-02-15',
    ]);
    await fx.t.handle.db
      .updateTable('expenses')
      .set({ situacao: 'paga', data_baixa: '2026-11-20' })
      .where('ocorrencia', '=', '2027-01-15')
      .execute();
    const res = await fx.req('DELETE', `/api/recurring-bills/${t.id}`);
    expect(res.status).toBe(204);
    expect((await expenseRows()).map((r) => `${r.ocorrencia} ${r.situacao}`)).toEqual([
      '2026-10-15 a_pagar',
      '2026-11-15 a_pagar',
      '2027-01-15 paga',
    ]);
    expect((await fx.req('GET', `/api/recurring-bills/${t.id}`)).status).toBe(404);
  });
});
