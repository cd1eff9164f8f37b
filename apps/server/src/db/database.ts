import { createHash } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { searchKey } from '@livro-caixa/domain';
import SQLite from 'better-sqlite3';
import {
  type ControlledTransactionBuilder,
  Kysely,
  PostgresAdapter,
  type RawBuilder,
  sql,
  type Transaction,
} from 'kysely';
import pg from 'pg';
import { startCheckpointer } from './checkpointer.js';
import { LiteralLimitsPostgresDialect } from './literal-limits.js';
import { readsTogetherOn } from './read-together.js';
import type { Database } from './schema.js';
import { LiteralLimitsSqliteDialect, TwoConnectionSqliteDialect } from './sqlite-driver.js';

export type Dialect = 'sqlite' | 'postgres';

/** Name of the SQLite function that folds like `searchKey`, registered on every SQLite connection. */
export const SQLITE_FOLD_FUNCTION = 'lc_search_fold';
export type Db = Kysely<Database>;
/** Repository functions accept either the database or an open transaction. */
export type Executor = Kysely<Database> | Transaction<Database>;

/** Whether a database or transaction runs on PostgreSQL (row locks, advisory locks, write slots). */
export function isPostgres(db: Executor): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/**
 * A bound value SQLite's planner does not read (ADR 058), for a read whose plan is the same
 * whatever the value (a rollup's primary key range; a company's newest rows by date): on SQLite
 * written `+?`, on PostgreSQL the plain parameter.
 *
 * better-sqlite3's SQLite is built with SQLITE_ENABLE_STAT4: once a full ANALYZE has written
 * `sqlite_stat4` (the server's sampled statistics, ADR 062, write none; a database analyzed by
 * hand, or by the bench before that record, has it), SQLite plans a
 * statement for the values bound to it wherever one meets an indexed column, and so compiles it
 * again at its first run after every new binding: the statement cache (ADR 009) then saves nothing,
 * and the dashboard's period sums cost 0.25 ms of CPU where, planned once, they cost 0.03. Unary
 * plus gives back its operand unchanged (value, type; no affinity or collation, as a bare
 * parameter), and the planner does not look through it. Not for every value: where SQLite has the
 * samples, some plans (the cash flow's) were right only because the planner saw the company's values
 * (those now name their index, `indexedBy`).
 */
export function opaque<V>(db: Executor, value: V): RawBuilder<V> {
  return isPostgres(db) ? sql<V>`${value}` : sql<V>`+${value}`;
}

/**
 * On SQLite `indexed by <index>`: the index a read must take; on PostgreSQL nothing. For the reads
 * of the few rows that have a date set (a payment received on another day, a payment or bill with
 * a due date): only `sqlite_stat4`'s samples tell SQLite how few, and the statistics a server keeps
 * have none (ADR 062, `analysis_limit`), so without this it read every payment or expense of the
 * company by `(tenant_id, …)` and filtered (the Big company's cash flow: 80-200 ms against 0.5).
 */
export function indexedBy(db: Executor, index: string): RawBuilder<unknown> {
  return isPostgres(db) ? sql`` : sql`indexed by ${sql.ref(index)}`;
}

/**
 * A column the planner must not pick an index for (`coalesce(x, '')`, the same value for a not-null
 * column): with an equality on `status` SQLite would rather read every confirmed payment by
 * `(tenant_id, status, …)` than the few rows an account or due-date index gives.
 */
export const noIndex = (column: string) => sql`coalesce(${sql.ref(column)}, '')`;

export interface DbHandle {
  db: Db;
  dialect: Dialect;
  close(): Promise<void>;
  /**
   * A SQLite file's planner statistics brought up to date where a table changed much (ADR 062); on
   * PostgreSQL autovacuum keeps them, and an in-memory database (tests) has none to keep.
   */
  refreshStatistics?(): void;
}

/**
 * Rows of each index SQLite's ANALYZE reads (`analysis_limit`): the statistics are estimated from a
 * sample, in a fraction of a second on a database of two million payments (a full ANALYZE took 2-3 s,
 * holding the writer), and keep no `sqlite_stat4` samples, whose bound values made SQLite compile
 * statements again at every run (ADR 058).
 */
const ANALYSIS_LIMIT = 1000;

/**
 * `pragma optimize` on every table of the database (0x10000; without it only the tables this
 * connection's statements used, and reads run on another connection): ANALYZE where a table was
 * never analyzed or its row count changed much since. SQLite's documentation advises it when a
 * long-lived connection opens, then every few hours.
 */
export function refreshSqliteStatistics(sqlite: SQLite.Database) {
  sqlite.pragma(`analysis_limit = ${ANALYSIS_LIMIT}`);
  sqlite.pragma('optimize = 0x10002');
}

/**
 * A consistent view of the database for a long read (a backup), on a connection of its own so
 * that reading it chunk by chunk does not hold up other requests. `close` ends it.
 */
export interface Snapshot {
  db: Executor;
  close(): Promise<void>;
}

const snapshotOpeners = new WeakMap<Db, () => Promise<Snapshot>>();

/**
 * Opens a snapshot of the database `openDatabase` returned: on PostgreSQL a read-only REPEATABLE
 * READ transaction on a pooled connection; on a SQLite file a second, read-only connection in a
 * read transaction (WAL lets the main connection keep writing meanwhile). An in-memory SQLite
 * database (tests) has a single connection: reads run on it, with no snapshot.
 */
export function openSnapshot(db: Db): Promise<Snapshot> {
  const open = snapshotOpeners.get(db);
  return open ? open() : Promise.resolve({ db, close: async () => {} });
}

/** A snapshot as a transaction: committed on close, then `after` (closing its connection) runs. */
async function snapshotIn(
  begin: ControlledTransactionBuilder<Database>,
  after?: () => Promise<void>,
): Promise<Snapshot> {
  const trx = await begin.execute();
  return {
    db: trx,
    close: async () => {
      try {
        await trx.commit().execute();
      } finally {
        await after?.();
      }
    },
  };
}

export interface DbConfig {
  databaseUrl?: string | undefined;
  /** SQLite file; ':memory:' for tests. */
  sqliteFile?: string;
  /** With ':memory:': the database starts as a copy of this serialized one (the API suite). */
  sqliteImage?: Buffer;
  dataDir?: string;
  poolSize?: number;
  /** Told about errors of idle PostgreSQL connections (they are discarded either way). */
  onIdleError?: (error: Error) => void;
}

// PostgreSQL returns BIGINT (COUNT, SUM of centavos) and NUMERIC as strings. Every such value here
// is an integer far below 2^53, so it is parsed to a number on this pool only.
const pgTypes = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === 20 || oid === 1700) return (v: string) => Number(v);
    return pg.types.getTypeParser(oid, format);
  },
};

/**
 * PostgreSQL parses and plans every unnamed statement anew. Kysely sends its queries unnamed, so
 * each connection names them here by their SQL text: the first run prepares the statement on
 * that connection, the next ones only bind and execute (ADR 012). Transaction control and DDL
 * stay unnamed; past `MAX_NAMED` distinct texts (odd shapes: IN lists of many lengths) queries
 * run unnamed as before.
 */
const MAX_NAMED = 2000;
const statementNames = new Map<string, string>();

function statementName(text: string): string | undefined {
  if (!/^\s*(select|insert|update|delete|with)\b/i.test(text)) return undefined;
  let name = statementNames.get(text);
  if (name === undefined) {
    if (statementNames.size >= MAX_NAMED) return undefined;
    name = `lc_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    statementNames.set(text, name);
  }
  return name;
}

function preparedByText(client: pg.PoolClient) {
  const query = client.query.bind(client) as (...args: unknown[]) => unknown;
  client.query = ((text: unknown, values?: unknown, callback?: unknown) => {
    const name = typeof text === 'string' && Array.isArray(values) ? statementName(text) : undefined;
    return name ? query({ name, text, values }, callback) : query(text, values, callback);
  }) as typeof client.query;
}

export function openDatabase(config: DbConfig): DbHandle {
  if (config.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: config.databaseUrl,
      max: config.poolSize ?? 10,
      types: pgTypes as pg.CustomTypesConfig,
    });
    // An idle connection the server drops (restart, failover, a forced drop) must not crash the
    // process: the pool discards it and opens a new one when needed.
    pool.on('error', (error) => config.onIdleError?.(error));
    pool.on('connect', (client) => preparedByText(client));
    const db = new Kysely<Database>({ dialect: new LiteralLimitsPostgresDialect({ pool }) });
    readsTogetherOn(db, pool);
    snapshotOpeners.set(db, () =>
      snapshotIn(db.startTransaction().setIsolationLevel('repeatable read').setAccessMode('read only')),
    );
    return { db, dialect: 'postgres', close: () => db.destroy() };
  }
  let file = config.sqliteFile;
  if (!file) {
    const dir = config.dataDir ?? './data';
    mkdirSync(dir, { recursive: true });
    file = join(dir, 'livro-caixa.sqlite');
  }
  const sqlite = file === ':memory:' && config.sqliteImage ? new SQLite(config.sqliteImage) : new SQLite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  withFold(sqlite);
  if (file === ':memory:') {
    // Tests: one connection (an in-memory database is private to it), Kysely's own driver.
    const db = new Kysely<Database>({
      dialect: new LiteralLimitsSqliteDialect({ database: withStatementCache(sqlite) }),
    });
    return { db, dialect: 'sqlite', close: () => db.destroy() };
  }
  const path = file;
  const readerOf = () => {
    const reader = new SQLite(path, { readonly: true, fileMustExist: true });
    reader.pragma('busy_timeout = 5000');
    withFold(reader);
    return reader;
  };
  // Reads outside transactions on a reader of their own, so a long transaction (a restore) does
  // not hold them up (ADR 021).
  const db = new Kysely<Database>({
    dialect: new TwoConnectionSqliteDialect(withStatementCache(sqlite), withStatementCache(readerOf())),
  });
  // Checkpoints on a worker thread, not inside a large commit on the event loop (ADR 021).
  sqlite.pragma('wal_autocheckpoint = 0');
  const checkpointer = startCheckpointer(path);
  snapshotOpeners.set(db, () => {
    const readerDb = new Kysely<Database>({
      dialect: new LiteralLimitsSqliteDialect({ database: withStatementCache(readerOf()) }),
    });
    // The first read inside the transaction fixes the snapshot; later commits are not seen.
    return snapshotIn(readerDb.startTransaction(), () => readerDb.destroy());
  });
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await checkpointer.close();
      await db.destroy();
    },
    refreshStatistics: () => refreshSqliteStatistics(sqlite),
  };
}

/** The SQLite function that folds like `searchKey`, on every SQLite connection. */
function withFold(sqlite: SQLite.Database) {
  sqlite.function(SQLITE_FOLD_FUNCTION, { deterministic: true }, (value: unknown) =>
    typeof value === 'string' ? searchKey(value) : value,
  );
}

/**
 * Kysely's SQLite driver prepares every query anew; preparing costs as much as running a small
 * query. Statements are reused by SQL text (parameters are bound per call), up to a bound.
 * Rows are read as arrays and made into objects here: better-sqlite3 builds each row object
 * property by property in native code, which took twice as long for a page of payments.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, CachedStatement>();
  return {
    close: () => sqlite.close(),
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (!statement) {
        statement = cachedStatement(sqlite.prepare(sql));
        if (cache.size >= 500) cache.delete(cache.keys().next().value as string);
        cache.set(sql, statement);
      }
      return statement;
    },
  };
}

type CachedStatement = Pick<SQLite.Statement, 'reader' | 'readonly' | 'run' | 'all' | 'iterate'>;

function cachedStatement(statement: SQLite.Statement): CachedStatement {
  if (!statement.reader) return statement;
  const columns = statement.columns().map((c) => c.name);
  const arrays = statement.raw(true);
  const toObject = (values: unknown[]) => {
    const row: Record<string, unknown> = {};
    for (let i = 0; i < columns.length; i++) row[columns[i] as string] = values[i];
    return row;
  };
  return {
    reader: true,
    readonly: statement.readonly,
    run: (...params: unknown[]) => arrays.run(...params),
    all: (...params: unknown[]) => (arrays.all(...params) as unknown[][]).map(toObject),
    *iterate(...params: unknown[]) {
      for (const values of arrays.iterate(...params) as IterableIterator<unknown[]>) yield toObject(values);
    },
  } as CachedStatement;
}
