import { statSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { call, createTestApp, registerCompany, type TestApp } from '../../test/app.js';

// Issue 12 item 3 (ADR 021): a long write transaction (a large restore) does not hold up other
// requests' reads, which see what was committed and never what is not yet. On SQLite this is the
// file database's second, read-only connection; on PostgreSQL the pool.

let t: TestApp;
let owner: Awaited<ReturnType<typeof registerCompany>>;
beforeEach(async () => {
  t = await createTestApp({}, { onDisk: true });
  owner = await registerCompany(t.app, 'Padaria');
});
afterEach(async () => {
  await t.close();
});

const list = async () => {
  const res = await call(t.app, 'GET', '/api/payments?limit=50', { token: owner.token });
  expect(res.status).toBe(200);
  return res.body.data.map((p: { descricao: string }) => p.descricao) as string[];
};

/** A confirmed payment of 100 of the owner's company, as written straight into the table. */
let numbered = 1000;
const paymentRow = (descricao: string, search_key: string) => ({
  tenant_id: owner.user.tenant_id,
  numero: ++numbered,
  descricao,
  search_key,
  valor: 100,
  data_pagamento: '2026-11-10',
  atendente_id: null,
  tripeiro_id: null,
  tipo_pagamento: 'entrada' as const,
  status: 'confirmado' as const,
  observacoes: null,
  comissao_percentual: 0,
  valor_comissao: 0,
  tripeiro_percentual: 0,
  comissao_tripeiro: 0,
  created_by: null,
  created_at: '2026-11-21T12:00:00.000Z',
  updated_at: '2026-11-21T12:00:00.000Z',
});

describe('a long transaction and the other requests', () => {
  it('reads are answered while a transaction is open, see only what was committed, and a write waits', async () => {
    const created = await call(t.app, 'POST', '/api/payments', {
      token: owner.token,
      body: { descricao: 'Antes', valor: 10, data_pagamento: '2026-11-10' },
    });
    expect(created.status).toBe(201);
    // Read your own write at once, outside any transaction.
    expect(await list()).toEqual(['Antes']);

    let inside = false;
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const transaction = t.handle.db.transaction().execute(async (trx) => {
      await trx
        .updateTable('payments')
        .set({ descricao: 'Dentro, não confirmado' })
        .where('tenant_id', '=', owner.user.tenant_id)
        .execute();
      // The transaction reads its own write.
      const own = await trx
        .selectFrom('payments')
        .select('descricao')
        .where('tenant_id', '=', owner.user.tenant_id)
        .execute();
      expect(own.map((r) => r.descricao)).toEqual(['Dentro, não confirmado']);
      inside = true;
      await held;
    });
    while (!inside) await sleep(5);

    // While it is open: health and a company's list answer at once, without its write.
    const started = performance.now();
    for (let i = 0; i < 5; i++) {
      const health = await t.app.inject({ method: 'GET', url: '/api/health' });
      expect(health.statusCode).toBe(200);
      expect(await list()).toEqual(['Antes']);
    }
    expect(performance.now() - started).toBeLessThan(2000);

    // A write outside the transaction waits for it (one writer), then goes through.
    let wrote = false;
    const write = call(t.app, 'POST', '/api/expenses', {
      token: owner.token,
      body: { descricao: 'Gás', valor: 5, data_despesa: '2026-11-10', categoria: 'Outros' },
    }).then((res) => {
      wrote = true;
      return res;
    });
    await sleep(300);
    const sqlite = t.handle.dialect === 'sqlite';
    // PostgreSQL writes another table at once; SQLite has one writer.
    expect(wrote).toBe(!sqlite);
    release();
    await transaction;
    expect((await write).status).toBe(201);
    expect(await list()).toEqual(['Dentro, não confirmado']);
  });

  it('a transaction that fails leaves nothing for the readers', async () => {
    const failing = t.handle.db.transaction().execute(async (trx) => {
      await trx.insertInto('payments').values(paymentRow('Meio escrito', 'meio escrito')).execute();
      expect(await list()).toEqual([]);
      throw new Error('falhou no meio');
    });
    await expect(failing).rejects.toThrow('falhou no meio');
    expect(await list()).toEqual([]);
  });

  it.runIf(process.env.TEST_DB !== 'postgres')(
    'SQLite: the WAL is copied into the database file by the checkpointer, not by a commit',
    async () => {
      // The writer's automatic checkpoint is off (it ran inside large commits, on the event loop).
      const setting = await t.handle.db
        .transaction()
        .execute((trx) => sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(trx));
      expect(setting.rows[0]?.wal_autocheckpoint).toBe(0);
      const { rows } = await sql<{ name: string; file: string }>`pragma database_list`.execute(t.handle.db);
      const file = rows.find((r) => r.name === 'main')?.file as string;
      const before = statSync(file).size;
      await t.handle.db.transaction().execute(async (trx) => {
        for (let i = 0; i < 40; i++)
          await trx
            .insertInto('payments')
            .values(Array.from({ length: 100 }, (_, j) => paymentRow(`Venda ${i}-${j} ${'x'.repeat(200)}`, 'venda')))
            .execute();
      });
      // The rows reach the database file within a few of the checkpointer's ticks.
      const deadline = Date.now() + 10_000;
      while (statSync(file).size <= before + 500_000 && Date.now() < deadline) await sleep(100);
      expect(statSync(file).size).toBeGreaterThan(before + 500_000);
    },
  );
});
