import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { databaseFixture } from '../../test/app.js';

const ROLLUPS = ['payment_rollups', 'attendant_rollups', 'tripeiro_rollups', 'product_rollups', 'expense_rollups'];

/**
 * Migration 028 (ADR 062): on PostgreSQL a period's figures are read from each rollup table's
 * primary key alone. SQLite's rollup tables keep their rows in the key already (WITHOUT ROWID).
 */
describe.runIf(process.env.TEST_DB === 'postgres')('the rollups read from their key', () => {
  const fixture = databaseFixture();

  it('each primary key carries every column that is not part of it', async () => {
    const { rows } = await sql<{ table: string; key: string[]; included: string[]; columns: string[] }>`
      select c.relname as table,
             array(select a.attname::text from unnest(i.indkey[0:i.indnkeyatts - 1]) k
                     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k) as key,
             array(select a.attname::text from unnest(i.indkey[i.indnkeyatts:]) k
                     join pg_attribute a on a.attrelid = i.indrelid and a.attnum = k order by 1) as included,
             array(select a.attname::text from pg_attribute a
                    where a.attrelid = i.indrelid and a.attnum > 0 and not a.attisdropped order by 1) as columns
        from pg_index i join pg_class c on c.oid = i.indrelid
       where i.indisprimary and c.relname in (${sql.join(ROLLUPS)})
       order by 1`.execute(fixture.handle.db);
    expect(rows.map((r) => r.table)).toEqual([...ROLLUPS].sort());
    for (const r of rows) {
      expect(r.key.at(-1), r.table).toBe('slot');
      expect(r.included, r.table).toEqual(r.columns.filter((c) => !r.key.includes(c)));
    }
  });

  it('a period read of a rollup visits no heap tuple: an index-only scan', async () => {
    await sql`vacuum payment_rollups`.execute(fixture.handle.db);
    const plan = await fixture.handle.db.transaction().execute(async (trx) => {
      // The table is nearly empty here, where a sequential scan is cheaper: ask for the index.
      await sql`set local enable_seqscan = off`.execute(trx);
      await sql`set local enable_bitmapscan = off`.execute(trx);
      const { rows } = await sql<{ 'QUERY PLAN': string }>`
        explain select sum(n), sum(valor), sum(valor_comissao), sum(comissao_tripeiro) from payment_rollups
         where tenant_id = 1 and status = 'confirmado' and tipo_pagamento = 'entrada'
           and grain = 'm' and period between '2026-01' and '2026-12'`.execute(trx);
      return rows.map((r) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('Index Only Scan using payment_rollups_pk');
  });
});
