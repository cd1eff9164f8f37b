import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../../test/app.js';
import { type Db, type DbHandle, type Executor, isPostgres } from '../db/database.js';
import { nextNumber, numberCte, numberedTransaction, waitForDurableCommits } from './numbers.js';

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

describe('numberedTransaction', () => {
  it('commits, then waits for the flush before answering, only when it took a number (PostgreSQL)', async () => {
    const db: Db = handle.db;
    const steps: string[] = [];
    const flush = async (d: Db) => {
      // The commit is done: another connection sees the number taken.
      steps.push(`flush sees ${await counter(d)}`);
    };
    const n = await numberedTransaction(
      db,
      async (trx) => {
        const taken = await nextNumber(trx, 1, 'payment');
        if (isPostgres(db)) expect(await setting(trx)).toBe('off');
        steps.push(`took ${taken}`);
        return taken;
      },
      flush,
    );
    expect(n).toBe(1);
    expect(steps).toEqual(isPostgres(db) ? ['took 1', 'flush sees 1'] : ['took 1']);

    // The number in a CTE of another statement releases early too.
    steps.length = 0;
    await numberedTransaction(
      db,
      async (trx) => {
        const cte = numberCte(trx, 1, 'payment');
        const taken = cte
          ? Number(
              (await sql<{ n: number }>`${cte} select (select last_number from numero) as n`.execute(trx)).rows[0]?.n,
            )
          : await nextNumber(trx, 1, 'payment');
        if (isPostgres(db)) expect(await setting(trx)).toBe('off');
        steps.push(`took ${taken}`);
      },
      flush,
    );
    expect(steps).toEqual(isPostgres(db) ? ['took 2', 'flush sees 2'] : ['took 2']);

    // No number, no flush; a rolled-back transaction gives its number back and flushes nothing.
    steps.length = 0;
    await numberedTransaction(db, async (trx) => void (await sql`select 1`.execute(trx)), flush);
    await expect(
      numberedTransaction(
        db,
        async (trx) => {
          await nextNumber(trx, 1, 'payment');
          throw new Error('recusado');
        },
        flush,
      ),
    ).rejects.toThrow('recusado');
    expect(steps).toEqual([]);
    expect(await counter(db)).toBe(2);
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
