import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { databaseFixture } from '../../test/app.js';

/** ADR 062: a SQLite file keeps sampled planner statistics, without `sqlite_stat4`'s samples. */
describe.skipIf(process.env.TEST_DB === 'postgres')("a SQLite file's planner statistics", () => {
  const fixture = databaseFixture({ onDisk: true });
  beforeAll(async () => {
    await sql`create table scratch (k integer primary key, tenant integer not null, day text)`.execute(
      fixture.handle.db,
    );
    await sql`create index scratch_tenant_day on scratch (tenant, day)`.execute(fixture.handle.db);
    await sql`with recursive n(i) as (select 1 union all select i + 1 from n where i < 20000)
              insert into scratch select i, i % 3, case when i % 500 = 0 then '2026-01-01' end from n`.execute(
      fixture.handle.db,
    );
  });

  const stats = async () => {
    const { rows: analyzed } = await sql`select 1 from sqlite_master where name = 'sqlite_stat1'`.execute(
      fixture.handle.db,
    );
    if (analyzed.length === 0) return [];
    const { rows } = await sql<{ idx: string; stat: string }>`
      select idx, stat from sqlite_stat1 where tbl = 'scratch'`.execute(fixture.handle.db);
    return rows;
  };

  it('are written for a table never analyzed, estimated, with no samples', async () => {
    expect(await stats()).toEqual([]);
    fixture.handle.refreshStatistics?.();
    const rows = await stats();
    expect(rows.map((r) => r.idx).sort()).toEqual(['scratch_tenant_day']);
    // Rows in the table first: the estimate counts them all.
    expect(Number(rows[0]?.stat.split(' ')[0])).toBeGreaterThan(10_000);
    const { rows: samples } = await sql<{ n: number }>`select count(*) as n from sqlite_stat4`.execute(
      fixture.handle.db,
    );
    expect(samples[0]?.n).toBe(0);
  });

  it('are taken again once the table has grown much', async () => {
    const [before] = await stats();
    await sql`with recursive n(i) as (select 20001 union all select i + 1 from n where i < 250000)
              insert into scratch select i, i % 3, null from n`.execute(fixture.handle.db);
    fixture.handle.refreshStatistics?.();
    const [after] = await stats();
    expect(Number(after?.stat.split(' ')[0])).toBeGreaterThan(10 * Number(before?.stat.split(' ')[0]));
  });
});
