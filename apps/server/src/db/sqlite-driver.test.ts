import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type DbHandle, openDatabase } from './database.js';

// The SQLite file driver (ADR 021, ADR 027). SQLite only: the PostgreSQL run has nothing to say here.
describe.skipIf(process.env.TEST_DB === 'postgres')('the SQLite file driver', () => {
  let dir: string;
  let handle: DbHandle;
  let other: SQLite.Database;
  beforeEach(async () => {
    dir = mkdtempSync(join(tmpdir(), 'lc-driver-'));
    const file = join(dir, 'f.sqlite');
    handle = openDatabase({ sqliteFile: file });
    await sql`create table t (id integer primary key, n integer not null)`.execute(handle.db);
    await sql`insert into t (id, n) values (1, 0)`.execute(handle.db);
    // Another process's connection to the same file; it never waits for a lock (busy_timeout 0),
    // so the test cannot block the event loop.
    other = new SQLite(file);
    other.pragma('busy_timeout = 0');
  });
  afterEach(async () => {
    other.close();
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('a transaction holds the write lock from its begin, so its read-then-write commits', async () => {
    let refused: unknown = null;
    await handle.db.transaction().execute(async (trx) => {
      const { rows } = await sql<{ n: number }>`select n from t where id = 1`.execute(trx);
      // Another writer comes between the read and the write: it is the one refused.
      try {
        other.prepare('update t set n = 100 where id = 1').run();
      } catch (error) {
        refused = error;
      }
      await sql`update t set n = ${(rows[0]?.n ?? 0) + 1} where id = 1`.execute(trx);
    });
    expect((refused as { code?: string } | null)?.code).toBe('SQLITE_BUSY');
    expect(other.prepare('select n from t where id = 1').get()).toEqual({ n: 1 });
  });

  it('a read outside a transaction sees what was committed, and not what is in flight', async () => {
    await handle.db.transaction().execute(async (trx) => {
      await sql`update t set n = 7 where id = 1`.execute(trx);
      const outside = await sql<{ n: number }>`select n from t where id = 1`.execute(handle.db);
      expect(outside.rows).toEqual([{ n: 0 }]);
    });
    const after = await sql<{ n: number }>`select n from t where id = 1`.execute(handle.db);
    expect(after.rows).toEqual([{ n: 7 }]);
  });
});
