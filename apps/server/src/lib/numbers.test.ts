import { type KyselyPlugin, RawNode, sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/app.js';
import { type Db, type DbHandle, type Executor, isPostgres } from '../db/database.js';
import {
  counterUpsertText,
  nextNumber,
  numberCte,
  numberedStatement,
  numberedTransaction,
  numberReleasesEarly,
  waitForDurableCommits,
} from './numbers.js';

/**
 * ADR 047: on PostgreSQL a transaction that takes a company's number commits without waiting for
 * the disk (its counter row is free for the next create at once) and is answered only after its
 * commit is durable; SQLite's transactions are as they were.
 */
let handle: DbHandle;
let drop: () => Promise<void>;
beforeEach(async () => {
  ({ handle, drop } = await freshDatabase(false, { migrated: true }));
  const at = new Date().toISOString();
  if (!(await handle.db.selectFrom('tenants').select('id').where('id', '=', 1).executeTakeFirst())) {
    await handle.db.insertInto('tenants').values({ id: 1, name: 'Padaria', created_at: at, updated_at: at }).execute();
  }
});
afterEach(async () => {
  await handle.close();
  await drop();
});

const setting = async (trx: Executor) =>
  (await sql<{ s: string }>`select current_setting('synchronous_commit') as s`.execute(trx)).rows[0]?.s;
const counter = async (db: Executor) =>
  Number(
    (
      await db
        .selectFrom('document_counters')
        .select('last_number')
        .where('tenant_id', '=', 1)
        .where('kind', '=', 'payment')
        .executeTakeFirst()
    )?.last_number ?? 0,
  );

/** The statements a database sends that Kysely did not build from a query's parts (raw SQL). */
function rawStatements(db: Db): { db: Db; seen: string[] } {
  const seen: string[] = [];
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (RawNode.is(node)) seen.push(node.sqlFragments.join('?'));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(plugin), seen };
}

const COMMIT_AND_FLUSH = "commit; select pg_logical_emit_message(true, 'livro-caixa', 'durable')";

describe('numberedTransaction', () => {
  it('commits without waiting for the disk and waits for it in the same message, only when it took a number (PostgreSQL)', async () => {
    const { db, seen } = rawStatements(handle.db);
    const last = () => seen[seen.length - 1];
    const n = await numberedTransaction(db, async (trx) => {
      const taken = await nextNumber(trx, 1, 'payment');
      if (isPostgres(db)) expect(await setting(trx)).toBe('off');
      return taken;
    });
    expect(n).toBe(1);
    // The commit is done when it returns: another connection sees the number taken.
    expect(await counter(handle.db)).toBe(1);
    if (isPostgres(db)) expect(last()).toBe(COMMIT_AND_FLUSH);

    // The number in a CTE of another statement releases early too.
    await numberedTransaction(db, async (trx) => {
      const cte = numberCte(trx, 1, 'payment');
      if (cte) {
        await sql`${cte} select (select last_number from numero) as n`.execute(trx);
        expect(await setting(trx)).toBe('off');
      } else await nextNumber(trx, 1, 'payment');
    });
    expect(await counter(handle.db)).toBe(2);
    if (isPostgres(db)) expect(last()).toBe(COMMIT_AND_FLUSH);

    // No number: a plain commit; a rolled-back transaction gives its number back and flushes nothing.
    await numberedTransaction(db, async (trx) => void (await sql`select 1`.execute(trx)));
    if (isPostgres(db)) expect(last()).toBe('commit');
    await expect(
      numberedTransaction(db, async (trx) => {
        await nextNumber(trx, 1, 'payment');
        throw new Error('recusado');
      }),
    ).rejects.toThrow('recusado');
    if (isPostgres(db)) expect(last()).toBe('rollback');
    expect(seen.filter((s) => s.startsWith('commit;'))).toHaveLength(isPostgres(db) ? 2 : 0);
    expect(await counter(handle.db)).toBe(2);
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    "a number taken outside one commits as the server's setting says",
    async () => {
      const db = handle.db;
      const server = await setting(db);
      await db.transaction().execute(async (trx) => {
        await nextNumber(trx, 1, 'payment');
        expect(await setting(trx)).toBe(server);
      });
    },
  );

  it('waits for the durable commit with a statement any user may run', async () => {
    await expect(waitForDurableCommits(handle.db)).resolves.toBeUndefined();
  });
});

describe('numberedStatement', () => {
  const FLUSH = "select pg_logical_emit_message(true, 'livro-caixa', 'durable')";
  /** One statement that takes the number (PostgreSQL), as the ledger's payment does (ADR 059). */
  const take = async (conn: Executor) => {
    if (!isPostgres(conn)) return nextNumber(conn, 1, 'payment');
    const upsert = counterUpsertText(1, 'payment', numberReleasesEarly(conn));
    const { rows } = await sql<{ n: number; s: string }>`with numero as (${upsert})
      select (select last_number from numero) as n, (select early_release from numero) as s`.execute(conn);
    expect(rows[0]?.s).toBe('off');
    return Number(rows[0]?.n);
  };

  it('runs the statement as its own transaction (no begin, no commit), then the flush, when it took a number (PostgreSQL)', async () => {
    const { db, seen } = rawStatements(handle.db);
    expect(await numberedStatement(db, take)).toBe(1);
    // Committed when it returns: another connection sees the number taken.
    expect(await counter(handle.db)).toBe(1);
    if (isPostgres(db)) {
      expect(seen.some((s) => /^\s*(begin|commit)/.test(s))).toBe(false);
      expect(seen[seen.length - 1]).toBe(FLUSH);
    }
    // No number taken: nothing to wait for. A refusal (the statement wrote nothing, run throws) neither.
    const before = seen.length;
    await numberedStatement(db, async (conn) => void (await sql`select 1`.execute(conn)));
    await expect(
      numberedStatement(db, async () => {
        throw new Error('recusado');
      }),
    ).rejects.toThrow('recusado');
    if (isPostgres(db)) expect(seen.slice(before)).toEqual(['select 1']);
    expect(await numberedStatement(db, take)).toBe(2);
  });

  it('shares the flushes of statements that commit together, each answered by one that began after its commit (PostgreSQL)', async () => {
    const { db, seen } = rawStatements(handle.db);
    const numbers = await Promise.all(Array.from({ length: 12 }, () => numberedStatement(db, take)));
    expect([...numbers].sort((a, b) => a - b)).toEqual(Array.from({ length: 12 }, (_, i) => i + 1));
    expect(await counter(handle.db)).toBe(12);
    if (isPostgres(db)) {
      const flushes = seen.filter((s) => s === FLUSH).length;
      expect(flushes).toBeGreaterThanOrEqual(1);
      expect(flushes).toBeLessThan(12);
    }
  });

  it.skipIf(process.env.TEST_DB !== 'postgres')(
    'a failed flush fails the requests that waited for it, and the next one flushes again',
    async () => {
      let fail = true;
      const failing: KyselyPlugin = {
        transformQuery: ({ node }) => {
          if (fail && RawNode.is(node) && node.sqlFragments.join('?') === FLUSH) throw new Error('disco indisponível');
          return node;
        },
        transformResult: async ({ result }) => result,
      };
      const db = handle.db.withPlugin(failing);
      await expect(numberedStatement(db, take)).rejects.toThrow('disco indisponível');
      fail = false;
      expect(await numberedStatement(db, take)).toBe(2);
    },
  );
});
