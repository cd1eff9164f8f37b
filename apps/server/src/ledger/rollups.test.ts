import { EXPENSE_CATEGORIES } from '@livro-caixa/domain';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from '../../test/app.js';
import { expectLedgerMatchesRows } from '../../test/ledger-check.js';
import { atMigration } from '../../test/old-rows.js';
import { seededRandom } from '../../test/random.js';
import { openDatabase } from '../db/database.js';
import { migrateToLatest } from '../db/migrate.js';
import { rebuildRollups, rowsInSpans, spansIn, spansOf, spanValues } from './rollups.js';

describe('spansOf', () => {
  it('reads whole months from the monthly rows and the edges day by day', () => {
    expect(spansOf('2026-10-01', '2026-10-31')).toEqual([{ grain: 'm', from: '2026-10', to: '2026-10' }]);
    expect(spansOf('2025-11-01', '2026-10-31')).toEqual([{ grain: 'm', from: '2025-11', to: '2026-10' }]);
    expect(spansOf('2026-01-15', '2026-04-10')).toEqual([
      { grain: 'd', from: '2026-01-15', to: '2026-01-31' },
      { grain: 'm', from: '2026-02', to: '2026-03' },
      { grain: 'd', from: '2026-04-01', to: '2026-04-10' },
    ]);
    // February of a leap year ends on the 29th.
    expect(spansOf('2024-02-01', '2024-02-29')).toEqual([{ grain: 'm', from: '2024-02', to: '2024-02' }]);
    expect(spansOf('2024-02-01', '2024-02-28')).toEqual([{ grain: 'd', from: '2024-02-01', to: '2024-02-28' }]);
  });

  it('reads days only when no whole month fits', () => {
    expect(spansOf('2026-11-21', '2026-11-21')).toEqual([{ grain: 'd', from: '2026-11-21', to: '2026-11-21' }]);
    expect(spansOf('2026-01-15', '2026-02-10')).toEqual([{ grain: 'd', from: '2026-01-15', to: '2026-02-10' }]);
    expect(spansOf('2026-12-02', '2027-01-31')).toEqual([
      { grain: 'd', from: '2026-12-02', to: '2026-12-31' },
      { grain: 'm', from: '2027-01', to: '2027-01' },
    ]);
  });

  it('leaves a missing bound open, and an inverted range empty', () => {
    expect(spansOf(undefined, undefined)).toEqual([{ grain: 'm', from: '0000-01', to: '9999-12' }]);
    expect(spansOf('2026-03-05', undefined)).toEqual([
      { grain: 'd', from: '2026-03-05', to: '2026-03-31' },
      { grain: 'm', from: '2026-04', to: '9999-12' },
    ]);
    expect(spansOf(undefined, '2026-03-05')).toEqual([
      { grain: 'm', from: '0000-01', to: '2026-02' },
      { grain: 'd', from: '2026-03-01', to: '2026-03-05' },
    ]);
    expect(spansOf('2026-03-05', '2026-03-04')).toEqual([]);
    expect(spansOf('2026-01-15', '2026-03-10', true)).toEqual([{ grain: 'd', from: '2026-01-15', to: '2026-03-10' }]);
  });
});

describe('spanValues', () => {
  it('names each span of a period for a prepared query and gives the same spans back', () => {
    for (const [start, end] of [
      ['2026-01-15', '2026-04-10'],
      ['2026-10-01', '2026-10-31'],
      ['2026-10-05', '2026-10-05'],
      ['2026-11-02', '2026-11-01'],
      [undefined, '2026-03-15'],
    ] as const) {
      const spans = spansOf(start, end);
      const values = spanValues(start, end);
      expect(Object.keys(values)).toHaveLength(3 * spans.length);
      expect(spansIn(values)).toEqual(spans);
    }
    expect(spanValues('2026-01-15', '2026-04-10')).toMatchObject({
      span0Grain: 'd',
      span1From: '2026-02',
      span2To: '2026-04-10',
    });
  });

  it('names a second set of spans by its prefix (the window before a period)', () => {
    const spans = spansOf('2026-08-31', '2026-09-30');
    const values = spanValues('2026-08-31', '2026-09-30', 'previous');
    expect(values).toMatchObject({ previous0Grain: 'd', previous1From: '2026-09' });
    expect(spansIn(values, 'previous')).toEqual(spans);
    expect(spansIn(values)).toEqual([]);
  });
});

// ADR 058. Compiled only: neither database is reached.
describe('rowsInSpans', () => {
  const sqlite = openDatabase({ sqliteFile: ':memory:' });
  const postgres = openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
  afterAll(async () => {
    await sqlite.close();
    await postgres.close();
  });
  const spans = spansOf('2026-01-15', '2026-04-10');
  const company = { tenant_id: 7, status: ['confirmado', 'pendente'] };

  it("reads a company's spans one SELECT each, joined by UNION ALL, every value +? on SQLite", () => {
    const { sql, parameters } = rowsInSpans(sqlite.db, 'payment_rollups', company, spans, ['valor']).compile();
    expect(sql.split(' union all ')).toHaveLength(3);
    expect(sql.match(/\?/g)).toHaveLength(18);
    expect(sql.match(/\+\?/g)).toHaveLength(18);
    expect(parameters.slice(0, 6)).toEqual([7, 'confirmado', 'pendente', 'd', '2026-01-15', '2026-01-31']);
    expect(parameters.slice(12)).toEqual([7, 'confirmado', 'pendente', 'd', '2026-04-01', '2026-04-10']);
    const pg = rowsInSpans(postgres.db, 'payment_rollups', company, spans, ['valor']).compile();
    expect(pg.sql.split(' union all ')).toHaveLength(3);
    expect(pg.sql).toMatch(/"tenant_id" = \$1 and "status" in \(\$2, \$3\)/);
    expect(pg.sql).not.toMatch(/\+\$/);
    expect(pg.parameters).toEqual(parameters);
  });

  it("reads every company's rows in one SELECT, the spans as an or; no span, no row", () => {
    const all = rowsInSpans(sqlite.db, 'expense_rollups', {}, spans, ['valor']).compile();
    expect(all.sql).not.toMatch(/union/);
    expect(all.sql.match(/ or /g)).toHaveLength(2);
    const none = rowsInSpans(sqlite.db, 'expense_rollups', { tenant_id: 7 }, [], ['valor']).compile();
    expect(none.sql).toMatch(/1 = 0/);
  });
});

describe('rollups kept by every write', () => {
  let t: TestApp;
  let owner: { token: string; user: { tenant_id: number } };
  beforeEach(async () => {
    t = await createTestApp();
    owner = await registerCompany(t.app, 'Padaria');
  });
  afterEach(async () => {
    await t.close();
  });

  const send = async (method: 'POST' | 'PUT' | 'DELETE', url: string, body?: unknown) => {
    const res = await call(t.app, method, url, { token: owner.token, ...(body === undefined ? {} : { body }) });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    return res.body;
  };
  const get = async (url: string) => {
    const res = await call(t.app, 'GET', url, { token: owner.token });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body;
  };

  it('equal the rollups rebuilt from the rows after a random mix of writes, and answer like the rows', async () => {
    const attendants: number[] = [];
    for (const [nome, pct] of [
      ['Ana', 3.5],
      ['Bia', 12],
    ] as const)
      attendants.push((await send('POST', '/api/attendants', { nome, comissao_percentual: pct })).data.id);
    const tripeiros: number[] = [];
    for (const [nome, pct] of [
      ['Téo', 7.25],
      ['Zé', 10],
    ] as const)
      tripeiros.push((await send('POST', '/api/tripeiros', { nome, comissao_percentual: pct })).data.id);

    const { rand, pick } = seededRandom(7);
    // Days around month ends, so writes move entries across days and months.
    const days = ['2026-08-31', '2026-09-01', '2026-09-15', '2026-09-30', '2026-10-01', '2026-10-02', '2026-10-31'];
    const statuses = ['pendente', 'confirmado', 'cancelado'] as const;
    const formas = ['PIX', 'Dinheiro', null] as const;
    const payments: number[] = [];
    const expenses: number[] = [];
    for (let i = 0; i < 160; i++) {
      const op = rand(8);
      if (op <= 2 || payments.length === 0) {
        const body = {
          descricao: pick(['Pão', 'Bolo', 'Encomenda']),
          valor: (rand(50_000) + 1) / 100,
          data_pagamento: pick(days),
          atendente_id: rand(4) === 0 ? null : pick(attendants),
          tripeiro_id: rand(3) === 0 ? null : pick(tripeiros),
          status: pick(statuses),
          tipo_pagamento: rand(5) === 0 ? 'saida' : 'entrada',
        };
        payments.push((await send('POST', '/api/payments', body)).data.id);
      } else if (op === 3) {
        const change = pick([
          { status: pick(statuses) },
          { valor: (rand(50_000) + 1) / 100 },
          { data_pagamento: pick(days) },
          { descricao: pick(['Pão', 'Bolo']) },
          { atendente_id: rand(3) === 0 ? null : pick(attendants) },
          { tripeiro_id: rand(3) === 0 ? null : pick(tripeiros) },
          { tipo_pagamento: rand(2) ? 'saida' : 'entrada' },
        ]);
        await send('PUT', `/api/payments/${pick(payments)}`, change);
      } else if (op === 4) {
        await send('DELETE', `/api/payments/${payments.splice(rand(payments.length), 1)[0]}`);
      } else if (op <= 6 || expenses.length === 0) {
        const body = {
          descricao: 'Compra',
          valor: (rand(30_000) + 1) / 100,
          data_despesa: pick(days),
          categoria: pick(EXPENSE_CATEGORIES),
          forma_pagamento: pick(formas),
        };
        expenses.push((await send('POST', '/api/expenses', body)).data.id);
      } else if (rand(2) === 0) {
        const change = pick([
          { data_despesa: pick(days) },
          { valor: (rand(30_000) + 1) / 100 },
          { categoria: pick(EXPENSE_CATEGORIES) },
          { forma_pagamento: pick(formas) },
        ]);
        await send('PUT', `/api/expenses/${pick(expenses)}`, change);
      } else {
        await send('DELETE', `/api/expenses/${expenses.splice(rand(expenses.length), 1)[0]}`);
      }
    }

    // Kept by the writes (spread over write slots on PostgreSQL) as a recompute from the rows sums them.
    await expectLedgerMatchesRows(t.app, t.handle.db, owner.user.tenant_id, owner.token);
    // No row is left for sums that went back to nothing.
    const { rows } = await sql<{ n: number }>`select count(*) as n from payment_rollups
      where n = 0 and valor = 0 and valor_comissao = 0 and comissao_tripeiro = 0`.execute(t.handle.db);
    expect(Number(rows[0]?.n)).toBe(0);
    // A rebuild from the rows reads the same.
    await rebuildRollups(t.handle.db, owner.user.tenant_id);
    await expectLedgerMatchesRows(t.app, t.handle.db, owner.user.tenant_id, owner.token);

    // Periods that cut months read the same totals as the rows themselves.
    for (const [start, end] of [
      ['2026-09-01', '2026-09-30'],
      ['2026-08-31', '2026-10-01'],
      ['2026-09-15', '2026-10-31'],
      ['2026-10-02', '2026-10-02'],
    ] as const) {
      const [list, stats, dash] = await Promise.all([
        get(`/api/payments?startDate=${start}&endDate=${end}&status=confirmado&limit=100`),
        get(`/api/expenses/stats?startDate=${start}&endDate=${end}`),
        get(`/api/dashboard/metrics?startDate=${start}&endDate=${end}`),
      ]);
      const { rows: raw } = await sql<{ n: number; revenue: number; expenses: number; count: number }>`
        select (select count(*) from payments p where p.tenant_id = ${owner.user.tenant_id} and p.status = 'confirmado'
                  and p.data_pagamento between ${start} and ${end}) as n,
               (select coalesce(sum(valor), 0) from payments p where p.tenant_id = ${owner.user.tenant_id}
                  and p.status = 'confirmado' and p.tipo_pagamento = 'entrada'
                  and p.data_pagamento between ${start} and ${end}) as revenue,
               (select coalesce(sum(valor), 0) from expenses e where e.tenant_id = ${owner.user.tenant_id}
                  and e.data_despesa between ${start} and ${end}) as expenses,
               (select count(*) from expenses e where e.tenant_id = ${owner.user.tenant_id}
                  and e.data_despesa between ${start} and ${end}) as count`.execute(t.handle.db);
      const r = raw[0] as { n: number; revenue: number; expenses: number; count: number };
      expect(list.pagination.total, `${start}..${end}`).toBe(Number(r.n));
      expect(list.data).toHaveLength(Math.min(100, Number(r.n)));
      expect(Math.round(dash.metrics.totalRevenue * 100)).toBe(Number(r.revenue));
      expect(Math.round(stats.total.total_amount * 100)).toBe(Number(r.expenses));
      expect(stats.total.total_expenses).toBe(Number(r.count));
    }
  });
});

describe('migrations 006 and 007', () => {
  it('sums the payments and expenses already stored into the rollups', async () => {
    await atMigration('005_settings', async (db) => {
      const at = '2026-11-21T12:00:00.000Z';
      const tenant = await db
        .insertInto('tenants')
        .values({ name: 'Antiga', tipo_empresa: null, cnpj: null, created_at: at, updated_at: at } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const attendant = await db
        .insertInto('attendants')
        .values({
          tenant_id: tenant.id,
          nome: 'Ana',
          comissao_percentual: 500,
          ativo: 1,
          search_key: 'ana',
          created_at: at,
          updated_at: at,
        } as never)
        .returning('id')
        .executeTakeFirstOrThrow();
      const payment = (data: string, valor: number, status: string, atendente: number | null) => ({
        tenant_id: tenant.id,
        descricao: 'Bolo',
        valor,
        data_pagamento: data,
        atendente_id: atendente,
        tripeiro_id: null,
        tipo_pagamento: 'entrada',
        status,
        observacoes: null,
        comissao_percentual: atendente ? 500 : 0,
        valor_comissao: atendente ? Math.round(valor / 20) : 0,
        tripeiro_percentual: 0,
        comissao_tripeiro: 0,
        search_key: 'bolo',
        created_by: null,
        created_at: at,
        updated_at: at,
      });
      await db
        .insertInto('payments')
        .values([
          payment('2026-09-30', 10_000, 'confirmado', attendant.id),
          payment('2026-10-01', 2_550, 'confirmado', attendant.id),
          payment('2026-10-01', 1_000, 'pendente', null),
          payment('2026-10-20', 4_000, 'confirmado', null),
        ] as never)
        .execute();
      await db
        .insertInto('expenses')
        .values([
          {
            tenant_id: tenant.id,
            descricao: 'Gás',
            valor: 9_000,
            data_despesa: '2026-10-05',
            categoria: 'Utilidades',
            forma_pagamento: null,
            observacoes: null,
            search_key: 'gas',
            created_by: null,
            created_at: at,
            updated_at: at,
          },
        ] as never)
        .execute();

      await migrateToLatest(db);
      const read = async () => {
        const out: string[] = [];
        for (const table of ['payment_rollups', 'attendant_rollups', 'product_rollups', 'expense_rollups'] as const) {
          const { rows } = await sql<Record<string, unknown>>`select * from ${sql.table(table)}`.execute(db);
          for (const r of rows)
            out.push(
              `${table} ${JSON.stringify(
                Object.entries(r)
                  .map(([k, v]) => [k, typeof v === 'bigint' ? Number(v) : v])
                  .sort(),
              )}`,
            );
        }
        return out.sort();
      };
      const migrated = await read();
      expect(migrated).toContain(
        `payment_rollups ${JSON.stringify(
          Object.entries({
            comissao_tripeiro: 0,
            grain: 'm',
            n: 2,
            period: '2026-10',
            slot: 0,
            status: 'confirmado',
            tenant_id: tenant.id,
            tipo_pagamento: 'entrada',
            valor: 6_550,
            valor_comissao: 128,
          }).sort(),
        )}`,
      );
      // Its day, its month and all time (migration 007), each in slot 0.
      expect(migrated.filter((r) => r.startsWith('expense_rollups'))).toHaveLength(3);
      await rebuildRollups(db, tenant.id);
      expect(await read()).toEqual(migrated);
    });
  });
});
