import { type RawBuilder, sql } from 'kysely';
import { type Db, type Executor, isPostgres } from '../db/database.js';
import type { DocumentCountersTable } from '../db/schema.js';

type Kind = DocumentCountersTable['kind'];

/**
 * Transactions opened by `numberedTransaction` on PostgreSQL (a number taken in them releases its
 * counter row at commit, before the commit reaches the disk), and those of them that took a number.
 */
const releasesEarly = new WeakSet<object>();
const tookNumber = new WeakSet<object>();

/**
 * The next number of a company's payments, expenses, payouts or settlements (ADR 019, ADR 039):
 * one upsert that increments the company's counter row of that kind, so on PostgreSQL a second
 * request waits for the first's row lock (until its transaction ends) and takes the next number;
 * SQLite runs one write transaction at a time. A number is never given twice: a rolled-back
 * transaction gives its number back with it, a deleted row keeps its number used.
 *
 * In a `numberedTransaction` on PostgreSQL, the transaction's commit does not wait for the disk
 * while it holds the row (ADR 047): the request waits for it after, before it answers.
 */
export async function nextNumber(trx: Executor, tenantId: number, kind: Kind): Promise<number> {
  const { rows } = await sql<{ last_number: number | string }>`${counterUpsert(trx, tenantId, kind)}`.execute(trx);
  return Number(rows[0]?.last_number);
}

/**
 * On PostgreSQL, the counter's upsert as a data-modifying CTE named `numero`, for the ledger to
 * take the number in a statement it sends anyway (`select …, (select last_number from numero)`):
 * one statement fewer per create. Undefined on SQLite (no data-modifying CTEs there; `nextNumber`
 * costs no round trip in process).
 */
export function numberCte(trx: Executor, tenantId: number, kind: Kind): RawBuilder<unknown> | undefined {
  if (!isPostgres(trx)) return undefined;
  return sql`with numero as (${counterUpsert(trx, tenantId, kind)})`;
}

function counterUpsert(trx: Executor, tenantId: number, kind: Kind): RawBuilder<unknown> {
  return counterUpsertText(tenantId, kind, numberReleasesEarly(trx));
}

/**
 * Whether a number taken in `trx` releases its counter row at commit (a `numberedTransaction` or a
 * `numberedStatement` on PostgreSQL), noting that `trx` takes one: its commit, or the statement's,
 * is followed by the flush.
 */
export function numberReleasesEarly(trx: Executor): boolean {
  const early = releasesEarly.has(trx);
  if (early) tookNumber.add(trx);
  return early;
}

/**
 * The counter's upsert, returning `last_number`. `from`: a CTE of the statement it goes in, with
 * one row when the create goes ahead and none when it does not (no number is then taken; ADR 059).
 * `early`: the transaction's commit does not wait for the disk (`numberReleasesEarly`).
 */
export function counterUpsertText(
  tenantId: unknown,
  kind: Kind,
  early: boolean,
  from?: RawBuilder<unknown>,
): RawBuilder<unknown> {
  // `set_config(…, true)` lasts until the transaction ends: its commit then writes the commit
  // record and releases the row without waiting for the flush (ADR 047).
  return sql`insert into document_counters (tenant_id, kind, last_number)
    ${from ? sql`select ${tenantId}, ${kind}, 1 from ${from}` : sql`values (${tenantId}, ${kind}, 1)`}
    on conflict (tenant_id, kind) do update set last_number = document_counters.last_number + 1
    returning last_number${early ? sql`, set_config('synchronous_commit', 'off', true) as early_release` : sql``}`;
}

/**
 * A transaction that may take a company's number (ADR 047). On PostgreSQL a number's counter row
 * stays locked until the transaction's commit is done, and a durable commit waits for the disk
 * (the WAL's fsync): with the row held through it, the company's creates would pass one fsync at a
 * time. Here the commit of a transaction that took a number does not wait for the disk; the
 * company's next create takes the row at once, and this one waits for its commit to be on disk
 * (`waitForDurableCommits`) before it returns, so nothing is answered before it is durable.
 * The WAL is written in order: a later create's durable commit carries this one's, so a crash can
 * lose only the latest unanswered creates, numbers and all, and never leave a gap.
 *
 * The commit and that wait go to the server as one message (ADR 056): a simple-protocol query of
 * two statements, `commit; select pg_logical_emit_message(…)`. PostgreSQL runs a statement that
 * follows a COMMIT in the same message in a transaction of its own, committed at the message's end
 * with the server's `synchronous_commit`: the same flush as `waitForDurableCommits`, without a
 * round trip of its own. Kysely's transaction sends its own COMMIT, so the transaction is opened
 * and ended here, on one connection of the pool. SQLite: a plain transaction.
 */
export async function numberedTransaction<T>(db: Db, run: (trx: Executor) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return db.transaction().execute(run);
  return db.connection().execute(async (conn) => {
    await sql`begin`.execute(conn);
    releasesEarly.add(conn);
    let result: T;
    try {
      result = await run(conn);
    } catch (error) {
      await sql`rollback`.execute(conn);
      throw error;
    }
    await (tookNumber.has(conn) ? COMMIT_DURABLY : COMMIT).execute(conn);
    return result;
  });
}

/**
 * A create that PostgreSQL writes whole in one statement (ADR 059: a payment), run as that
 * statement's own transaction: no BEGIN and no COMMIT, two round trips fewer than a
 * `numberedTransaction`, and the company's counter row is held only while the statement runs. As
 * in a numbered transaction, the statement's commit does not wait for the disk when it took a
 * number, and this returns only after a flush that began once it had committed (`sharedFlush`):
 * nothing is answered before it is durable. `run` sends one statement that writes; a later one
 * would commit on its own (only a clean-up that is right whenever it runs may follow, as the
 * rollups' emptied rows). A refusal is a statement that wrote nothing: `run` throws and nothing is
 * flushed. SQLite: a plain transaction.
 */
export async function numberedStatement<T>(db: Db, run: (conn: Executor) => Promise<T>): Promise<T> {
  if (!isPostgres(db)) return db.transaction().execute(run);
  let took = false;
  const result = await db.connection().execute(async (conn) => {
    releasesEarly.add(conn);
    const result = await run(conn);
    took = tookNumber.has(conn);
    return result;
  });
  if (took) await sharedFlush(db);
  return result;
}

/** Each database's flush in progress and the requests waiting for the next one (`sharedFlush`). */
const flushes = new WeakMap<
  Db,
  { running: boolean; waiting: Array<{ done: () => void; failed: (e: unknown) => void }> }
>();

/**
 * Returns after a flush (`FLUSH`) that began after the call: every commit made before the call is
 * then on disk. The requests of this process share the flushes (ADR 059): while one runs, those
 * that arrive wait for the next, which starts when it ends and answers all of them, one statement
 * and one round trip for the lot instead of one each. A flush that began before the call may not
 * carry its commit, so a request never takes one already running. A failed flush fails the
 * requests that waited for it.
 */
function sharedFlush(db: Db): Promise<void> {
  let state = flushes.get(db);
  if (!state) {
    state = { running: false, waiting: [] };
    flushes.set(db, state);
  }
  const flush = state;
  const promise = new Promise<void>((done, failed) => flush.waiting.push({ done, failed }));
  if (!flush.running) {
    flush.running = true;
    void (async () => {
      while (flush.waiting.length) {
        const batch = flush.waiting;
        flush.waiting = [];
        try {
          await sql.raw(FLUSH).execute(db);
          for (const w of batch) w.done();
        } catch (error) {
          for (const w of batch) w.failed(error);
        }
      }
      flush.running = false;
    })();
  }
  return promise;
}

const FLUSH = "select pg_logical_emit_message(true, 'livro-caixa', 'durable')";
const COMMIT = sql.raw('commit');
/** No bound values: node-postgres sends it as a simple query, where one message may hold two statements. */
const COMMIT_DURABLY = sql.raw(`commit; ${FLUSH}`);

/**
 * Returns when every commit made before the call is on disk as the server's `synchronous_commit`
 * asks (PostgreSQL; nothing to do on SQLite): a tiny transaction whose only write is a WAL record
 * (a logical decoding message, which no table keeps) commits with the server's setting, and its
 * flush carries every WAL record written before it. The requests of this process share the flushes
 * (`sharedFlush`), and PostgreSQL's concurrent flushes share one fsync.
 */
export async function waitForDurableCommits(db: Db): Promise<void> {
  if (!isPostgres(db)) return;
  await sharedFlush(db);
}
