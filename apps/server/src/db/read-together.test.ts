import { sql } from 'kysely';
import pg from 'pg';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { databaseFixture } from '../../test/app.js';
import { combined, readTogether, renumbered } from './read-together.js';

describe('reads sent together: the statement', () => {
  it('renumbers the parameters, not a $ inside a string, a quoted name or a comment', () => {
    expect(renumbered(`select '$1', 'it''s $2', "$3", $1 -- $4\n, $2, $10`, 3)).toBe(
      `select '$1', 'it''s $2', "$3", $4 -- $4\n, $5, $13`,
    );
  });

  it('makes each read a JSON subquery, the parameters in order', () => {
    const { sql: text, parameters } = combined([
      { sql: 'select a from t where b = $1 and c = $2', parameters: [1, 'x'] },
      { sql: 'select d from u where e = $1', parameters: [true] },
    ]);
    expect(text).toBe(
      "select (select coalesce(json_agg(q), '[]') from (select a from t where b = $1 and c = $2) q) as r0, " +
        "(select coalesce(json_agg(q), '[]') from (select d from u where e = $3) q) as r1",
    );
    expect(parameters).toEqual([1, 'x', true]);
  });
});

describe.runIf(process.env.TEST_DB === 'postgres')('reads sent together on PostgreSQL (ADR 063)', () => {
  const fixture = databaseFixture();
  afterEach(() => vi.restoreAllMocks());

  // The reads' only way to the database (Kysely's own driver takes a client from the pool).
  const statements = () => vi.spyOn(pg.Pool.prototype, 'query');

  it('answers each read what it answers alone, in one statement', async () => {
    const sent = statements();
    const [ordered, typed, empty] = await readTogether(fixture.handle.db, (db) =>
      Promise.all([
        sql<{ v: number }>`select v from (values (3), (1), (2)) t(v) order by v desc limit 2`.execute(db),
        sql`select ${'R$ 1,00'}::text as s, count(*) as n, sum(x) as total, ${null}::text as nada
              from (values (${2_000_000_000_000}::bigint), (1)) t(x)`.execute(db),
        db.selectFrom('tenants').select('id').where('id', '<', 0).execute(),
      ]),
    );
    expect(sent).toHaveBeenCalledTimes(1);
    expect(ordered.rows).toEqual([{ v: 3 }, { v: 2 }]);
    // bigint and numeric as numbers, as the pool parses them (database.ts), text as text, null as null.
    expect(typed.rows).toEqual([{ s: 'R$ 1,00', n: 2, total: 2_000_000_000_001, nada: null }]);
    expect(empty).toEqual([]);
    const alone = await sql`select ${'R$ 1,00'}::text as s, count(*) as n, sum(x) as total, ${null}::text as nada
              from (values (${2_000_000_000_000}::bigint), (1)) t(x)`.execute(fixture.handle.db);
    expect(alone.rows).toEqual(typed.rows);
  });

  it('gives a failing read its own error and the others their rows', async () => {
    const sent = statements();
    const [one, bad, two] = await readTogether(fixture.handle.db, (db) =>
      Promise.allSettled([
        sql`select 1 as a`.execute(db),
        sql`select * from no_such_table`.execute(db),
        sql`select 2 as b`.execute(db),
      ]),
    );
    expect(one).toEqual({ status: 'fulfilled', value: { rows: [{ a: 1 }] } });
    expect(bad.status).toBe('rejected');
    expect(String((bad as PromiseRejectedResult).reason)).toContain('no_such_table');
    expect(two).toEqual({ status: 'fulfilled', value: { rows: [{ b: 2 }] } });
    // Together first, then each alone.
    expect(sent).toHaveBeenCalledTimes(4);
  });

  it('refuses a write', async () => {
    await expect(
      readTogether(fixture.handle.db, (db) => db.deleteFrom('tenants').where('id', '<', 0).execute()),
    ).rejects.toThrow('não é uma leitura');
  });
});
