import { describe, expect, it } from 'vitest';
import { call, companyFixture, registerCompany } from '../../../test/app.js';
import { backupCalls, type Doc } from '../../../test/backup.js';
import { exportCsv } from '../../../test/export-check.js';
import { atMigration, OLD_AT, oldCompany, oldPayment } from '../../../test/old-rows.js';
import { migrateToLatest } from '../../db/migrate.js';

/**
 * Each company numbers its own payments and expenses, 1, 2, 3… per kind (docs/product-rules.md
 * "Numbers", ADR 039): the list, the CSV's Nº and the activity log show that number, never the
 * platform's id; a number is never given twice, also to requests at the same moment, and a restore
 * keeps them.
 */
const fx = companyFixture('Padaria Nova');
const { download, restore } = backupCalls(fx);

const payment = (descricao: string, data_pagamento = '2026-11-10') => ({
  descricao,
  valor: 10,
  data_pagamento,
  status: 'confirmado',
});
const expense = (descricao: string, data_despesa = '2026-11-10') => ({
  descricao,
  valor: 5,
  data_despesa,
  categoria: 'Outros',
});

async function created(url: string, body: unknown, token = fx.owner.token) {
  const res = await call(fx.t.app, 'POST', url, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.data as { id: number; numero: number };
}

const csvNumbers = async (what: 'payments' | 'expenses') => {
  const res = await exportCsv(fx.t.app, what, 'startDate=2026-01-01&endDate=2026-12-31', fx.owner.token);
  expect(res.statusCode).toBe(200);
  const [header = '', ...lines] = res.body
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .slice(0, -1);
  // Nº and the description, wherever the file puts the description.
  const descricao = header.split(';').indexOf('Descrição');
  return lines.map((line: string) => `${line.split(';')[0]} ${line.split(';')[descricao]}`);
};

const labels = async () =>
  (
    await fx.t.handle.db
      .selectFrom('activity_log')
      .select(['action', 'label'])
      .where('tenant_id', '=', fx.owner.user.tenant_id)
      .where('entity_type', 'in', ['payment', 'expense'])
      .orderBy('id')
      .execute()
  ).map((r) => `${r.action} ${r.label}`);

describe('per-company numbers of payments and expenses', () => {
  it("a new company's first payment and expense are Nº 1, whatever other companies recorded", async () => {
    const busy = await registerCompany(fx.t.app, 'Movimentada');
    for (let i = 0; i < 3; i++) {
      await created('/api/payments', payment(`Venda ${i}`), busy.token);
      await created('/api/expenses', expense(`Gasto ${i}`), busy.token);
    }
    const first = await created('/api/payments', payment('Encomenda de salgados', '2026-10-15'));
    expect(first.numero).toBe(1);
    expect(first.id).toBeGreaterThan(3); // the platform's id is another thing
    const second = await created('/api/payments', payment('Bolo'));
    expect(second.numero).toBe(2);
    const luz = await created('/api/expenses', expense('Conta de luz', '2026-11-05'));
    expect(luz.numero).toBe(1);

    // The list and the row answer the number.
    const list = await fx.req('GET', '/api/payments?startDate=2026-01-01&endDate=2026-12-31');
    expect(list.body.data.map((p: Doc) => [p.numero, p.descricao])).toEqual([
      [2, 'Bolo'],
      [1, 'Encomenda de salgados'],
    ]);
    expect((await fx.req('GET', `/api/payments/${first.id}`)).body.data.numero).toBe(1);
    const expenses = await fx.req('GET', '/api/expenses?startDate=2026-01-01&endDate=2026-12-31');
    expect(expenses.body.data.map((e: Doc) => e.numero)).toEqual([1]);

    // The CSV's Nº is the company's number.
    expect(await csvNumbers('payments')).toEqual(['1 Encomenda de salgados', '2 Bolo']);
    expect(await csvNumbers('expenses')).toEqual(['1 Conta de luz']);

    // A deleted row's number is not given again; an edit keeps it.
    expect((await fx.req('DELETE', `/api/payments/${second.id}`)).status).toBe(204);
    const third = await created('/api/payments', payment('Torta'));
    expect(third.numero).toBe(3);
    const edited = await fx.req('PUT', `/api/payments/${first.id}`, { descricao: 'Encomenda de salgados grande' });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.data.numero).toBe(1);

    // The activity log names them by the company's number.
    expect(await labels()).toEqual([
      "CREATE Pagamento nº 1 'Encomenda de salgados' de 15/10/2026",
      "CREATE Pagamento nº 2 'Bolo' de 10/11/2026",
      "CREATE Despesa nº 1 'Conta de luz' de 05/11/2026",
      "DELETE Pagamento nº 2 'Bolo' de 10/11/2026",
      "CREATE Pagamento nº 3 'Torta' de 10/11/2026",
      "UPDATE Pagamento nº 1 'Encomenda de salgados grande' de 15/10/2026",
    ]);
  });

  it('requests at the same moment get distinct, consecutive numbers (two server instances)', async () => {
    const second = await fx.t.secondInstance();
    const isPayment = (i: number) => i % 3 !== 0;
    const post = (i: number) =>
      call(i % 2 ? second : fx.t.app, 'POST', isPayment(i) ? '/api/payments' : '/api/expenses', {
        token: fx.owner.token,
        body: isPayment(i) ? payment(`Venda ${i}`) : expense(`Gasto ${i}`),
      });
    const answers = await Promise.all(Array.from({ length: 24 }, (_, i) => post(i)));
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201));
    const numbers = (payments: boolean) =>
      answers
        .filter((_, i) => isPayment(i) === payments)
        .map((a) => a.body.data.numero as number)
        .sort((a, b) => a - b);
    expect(numbers(true)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
    expect(numbers(false)).toEqual(Array.from({ length: 8 }, (_, i) => i + 1));
  });

  it('a restore keeps the numbers, and the numbering goes on after them', async () => {
    for (const d of ['Um', 'Dois', 'Três']) await created('/api/payments', payment(d));
    const gone = await created('/api/expenses', expense('Apagada'));
    await created('/api/expenses', expense('Fica'));
    expect((await fx.req('DELETE', `/api/expenses/${gone.id}`)).status).toBe(204);
    const doc = await download();
    expect(doc.payments.map((p: Doc) => [p.numero, p.descricao])).toEqual([
      [1, 'Um'],
      [2, 'Dois'],
      [3, 'Três'],
    ]);
    expect(doc.document_counters).toEqual(
      expect.arrayContaining([
        { kind: 'expense', last_number: 2 },
        { kind: 'payment', last_number: 3 },
      ]),
    );
    await created('/api/payments', payment('Depois do backup'));

    const res = await restore(doc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await fx.req('GET', '/api/payments?startDate=2026-01-01&endDate=2026-12-31');
    expect(after.body.data.map((p: Doc) => p.numero).sort()).toEqual([1, 2, 3]);
    expect((await created('/api/payments', payment('Quatro'))).numero).toBe(4);
    // The deleted expense's number stays used: the backup's counter carries it.
    expect((await created('/api/expenses', expense('Nova'))).numero).toBe(3);
  });

  it('a backup made before numbering is numbered on restore, after the numbers the company has', async () => {
    await created('/api/payments', payment('Guardado', '2026-09-10'));
    await created('/api/payments', payment('Outro'));
    const doc = await download();
    for (const p of doc.payments) delete p.numero;
    for (const e of doc.expenses) delete e.numero;
    doc.document_counters = doc.document_counters.filter((c: Doc) => c.kind !== 'payment');
    expect((await fx.req('POST', '/api/closings/2026-09/close')).status).toBe(200);

    const res = await restore(doc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await fx.req('GET', '/api/payments?startDate=2026-01-01&endDate=2026-12-31');
    // September's row is closed and kept with its number; October's gets the next one.
    expect(after.body.data.map((p: Doc) => [p.numero, p.descricao])).toEqual([
      [3, 'Outro'],
      [1, 'Guardado'],
    ]);
    expect((await created('/api/payments', payment('Seguinte'))).numero).toBe(4);
  });

  it('a backup from before settling up leaves the counters as they are: its rows come after every number used', async () => {
    await created('/api/payments', payment('Um'));
    await created('/api/payments', payment('Dois'));
    const gone = await created('/api/payments', payment('Apagado'));
    expect((await fx.req('DELETE', `/api/payments/${gone.id}`)).status).toBe(204);
    const doc = await download();
    for (const p of doc.payments) delete p.numero;
    for (const table of ['payouts', 'payout_items', 'settlements', 'settlement_items', 'document_counters'])
      delete doc[table];

    const res = await restore(doc);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const after = await fx.req('GET', '/api/payments?startDate=2026-01-01&endDate=2026-12-31');
    // Nº 3 was given (and deleted): the restored rows take 4 and 5, in the file's order.
    expect(after.body.data.map((p: Doc) => [p.numero, p.descricao]).sort()).toEqual([
      [4, 'Um'],
      [5, 'Dois'],
    ]);
    expect((await created('/api/payments', payment('Seguinte'))).numero).toBe(6);
  });

  it('a backup that gives one number twice is refused with a pt-BR message, and changes nothing', async () => {
    await created('/api/payments', payment('Um'));
    await created('/api/payments', payment('Dois'));
    const doc = await download();
    doc.payments[1].numero = 1;
    const res = await restore(doc);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('Arquivo de backup inválido: pagamentos, campo numero: número repetido no arquivo');
    const after = await fx.req('GET', '/api/payments?startDate=2026-01-01&endDate=2026-12-31');
    expect(after.body.data.map((p: Doc) => p.numero)).toEqual([2, 1]);
  });
});

describe('migration 013', () => {
  it("numbers each company's existing rows in id order and starts its counters after them", async () => {
    await atMigration('012_activity_label', async (db) => {
      const [a, b] = [await oldCompany(db, 'A'), await oldCompany(db, 'B')];
      // Ids interleave between the companies; dates are not in id order.
      await db
        .insertInto('payments')
        .values([
          oldPayment(a, 'a1', '2026-10-20'),
          oldPayment(b, 'b1', '2026-10-01'),
          oldPayment(a, 'a2', '2026-10-02'),
          oldPayment(a, 'a3', '2026-10-03'),
          oldPayment(b, 'b2', '2026-10-04'),
        ] as never)
        .execute();
      await db
        .insertInto('expenses')
        .values({
          tenant_id: b,
          descricao: 'e',
          valor: 1,
          data_despesa: '2026-10-01',
          categoria: 'Outros',
          search_key: 'e',
          created_at: OLD_AT,
          updated_at: OLD_AT,
        } as never)
        .execute();

      await migrateToLatest(db);
      const rows = await db.selectFrom('payments').select(['descricao', 'numero']).orderBy('id').execute();
      expect(rows.map((r) => `${r.descricao}:${r.numero}`)).toEqual(['a1:1', 'b1:1', 'a2:2', 'a3:3', 'b2:2']);
      const counters = await db
        .selectFrom('document_counters')
        .select(['tenant_id', 'kind', 'last_number'])
        .orderBy('tenant_id')
        .orderBy('kind')
        .execute();
      expect(counters.map((c) => [c.tenant_id, c.kind, Number(c.last_number)])).toEqual([
        [a, 'payment', 3],
        [b, 'expense', 1],
        [b, 'payment', 2],
      ]);
      // The company's numbers are unique.
      await expect(
        db.updateTable('payments').set({ numero: 1 }).where('descricao', '=', 'a2').execute(),
      ).rejects.toThrow();
    });
  });
});
