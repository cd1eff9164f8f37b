import { type CompiledQuery, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import { prepared } from '../lib/prepared.js';
import { openDatabase } from './database.js';

describe('page sizes in the statement text on PostgreSQL (ADR 042)', () => {
  // The pool connects on the first query only: compiling needs no server.
  const { db, close } = openDatabase({ databaseUrl: 'postgres://nobody@127.0.0.1:1/none' });
  const page = (limit: number) =>
    db.selectFrom('payments').select('id').where('tenant_id', '=', 7).limit(limit).offset(40);

  it('writes a page size the screens use into the text, and keeps the tenant and the offset as parameters', () => {
    const { sql, parameters } = page(20).compile();
    expect(sql).toMatch(/limit 20 offset \$2$/);
    expect(parameters).toEqual([7, 40]);
  });

  it('keeps any other size a parameter: a client cannot make a statement per size', () => {
    const { sql, parameters } = page(37).compile();
    expect(sql).toMatch(/limit \$2 offset \$3$/);
    expect(parameters).toEqual([7, 37, 40]);
  });

  it('finds the page size in a subquery, in raw SQL and in a value set', () => {
    const inner = db.selectFrom('payments').select('id').where('tenant_id', '=', 7).limit(5);
    expect(db.selectFrom(inner.as('p')).selectAll().compile().sql).toMatch(/limit 5\)/);
    expect(sql`select * from (${inner}) p`.compile(db).sql).toMatch(/limit 5\)/);
    const update = db.updateTable('notes').set({ user_id: db.selectFrom('users').select('id').limit(1) });
    expect(update.compile().sql).toMatch(/limit 1\)/);
  });

  it('gives a prepared query one statement per page size (`inText`)', async () => {
    const list = prepared(
      (d, v: { tenant: number; limit: number }) =>
        d.selectFrom('payments').select('id').where('tenant_id', '=', v.tenant).limit(v.limit),
      { inText: ['limit'] },
    );
    const run = vi.spyOn(db, 'executeQuery').mockResolvedValue({ rows: [] });
    await list(db, { tenant: 7, limit: 20 });
    await list(db, { tenant: 8, limit: 50 });
    const sent = run.mock.calls.map(([q]) => q as CompiledQuery);
    expect(sent.map((q) => [q.sql.slice(-8), q.parameters])).toEqual([
      ['limit 20', [7]],
      ['limit 50', [8]],
    ]);
    await close();
  });
});

describe('page sizes in the statement text on SQLite (ADR 058)', () => {
  it('writes a listed page size into the text, and keeps any other size, the tenant and the offset as parameters', async () => {
    const { db, close } = openDatabase({ sqliteFile: ':memory:' });
    const page = (limit: number) =>
      db.selectFrom('payments').select('id').where('tenant_id', '=', 7).limit(limit).offset(40).compile();
    expect([page(20).sql.slice(-17), page(20).parameters]).toEqual(['limit 20 offset ?', [7, 40]]);
    expect([page(37).sql.slice(-16), page(37).parameters]).toEqual(['limit ? offset ?', [7, 37, 40]]);
    await close();
  });
});
