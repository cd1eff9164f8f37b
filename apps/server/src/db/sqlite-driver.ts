import {
  CompiledQuery,
  type DatabaseConnection,
  type Driver,
  type LimitNode,
  type QueryCompiler,
  type QueryResult,
  SelectQueryNode,
  SqliteAdapter,
  SqliteDialect,
  SqliteQueryCompiler,
} from 'kysely';
import { literalLimit } from './literal-limits.js';

/**
 * Kysely's SQLite compiler, a LIMIT of one of the listed page sizes written into the statement's
 * text (ADR 058), as PostgreSQL's are (ADR 042).
 *
 * SQLite (3.47 and later) plans a statement for its bound LIMIT: the statement is compiled again
 * at its next run after every new binding, so a list page with `limit ?` was compiled on every
 * request and the statement cache (ADR 009) saved nothing for it: the dashboard's latest payments,
 * 0.09 ms of CPU against 0.03 with `limit 5`. Each listed size is another statement text, as on
 * PostgreSQL; any other size stays a parameter.
 */
class LiteralLimitsCompiler extends SqliteQueryCompiler {
  protected override visitLimit(node: LimitNode): void {
    super.visitLimit(literalLimit(node));
  }
}

/** Kysely's SQLite dialect with `LiteralLimitsCompiler`. */
export class LiteralLimitsSqliteDialect extends SqliteDialect {
  override createQueryCompiler() {
    return new LiteralLimitsCompiler();
  }
}

/**
 * Kysely's SQLite driver for a database file with two connections (ADR 021): the writer, which
 * transactions and every write use one at a time (as Kysely's own driver uses its single
 * connection), and a read-only reader, which answers every statement that only reads and runs
 * outside a transaction.
 *
 * With Kysely's driver a transaction held the one connection until it committed, so a restore's
 * long write phase made every other request of every company wait, /api/health included (ADR 016:
 * up to 19 s). Here a read outside a transaction does not wait for the writer: in WAL mode a reader
 * sees the last committed state at the start of each statement. What a request wrote and committed
 * is seen by its next read at once (a commit is visible to every statement that starts after it);
 * what a transaction has not committed is never seen outside it, as PostgreSQL's READ COMMITTED.
 * A read inside a transaction runs on the writer, so a transaction reads its own writes.
 *
 * better-sqlite3 is synchronous: a statement runs whole in one turn of the event loop, so neither
 * connection is ever used by two statements at once; only the writer's turns between statements
 * (a transaction's lifetime) need the lock.
 */
export interface SqliteHandle {
  prepare(sql: string): {
    reader: boolean;
    readonly?: boolean;
    all(...params: unknown[]): unknown[];
    run(...params: unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
    iterate(...params: unknown[]): IterableIterator<unknown>;
  };
  close(): void;
}

export class TwoConnectionSqliteDialect extends LiteralLimitsSqliteDialect {
  constructor(
    private readonly writer: SqliteHandle,
    private readonly reader: SqliteHandle,
  ) {
    super({ database: writer as never });
  }

  override createDriver(): Driver {
    return new TwoConnectionDriver(this.writer, this.reader);
  }

  override createAdapter() {
    return new SqliteAdapter();
  }
}

class Lock {
  private tail: Promise<void> = Promise.resolve();

  /** Waits for the holders before, then answers the function that lets the next one in. */
  take(): Promise<() => void> {
    let release!: () => void;
    const mine = new Promise<void>((resolve) => {
      release = resolve;
    });
    const before = this.tail;
    this.tail = before.then(() => mine);
    return before.then(() => release);
  }
}

class TwoConnectionDriver implements Driver {
  private readonly lock = new Lock();

  constructor(
    private readonly writer: SqliteHandle,
    private readonly reader: SqliteHandle,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new RoutedConnection(this.writer, this.reader, this.lock);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const c = connection as RoutedConnection;
    await c.holdWriter();
    // IMMEDIATE takes the file's write lock now (ADR 027): a deferred transaction that read, then
    // wrote after another process's commit, would fail with SQLITE_BUSY instead of waiting. In this
    // process the lock above already keeps transactions one at a time, so nothing waits longer.
    await c.executeQuery(CompiledQuery.raw('begin immediate'));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(connection: DatabaseConnection, name: string, _compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(CompiledQuery.raw(`savepoint ${quoted(name)}`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, name: string, _compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(CompiledQuery.raw(`rollback to ${quoted(name)}`));
  }

  async releaseSavepoint(connection: DatabaseConnection, name: string, _compile: QueryCompiler['compileQuery']) {
    await connection.executeQuery(CompiledQuery.raw(`release ${quoted(name)}`));
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as RoutedConnection).releaseWriter();
  }

  async destroy(): Promise<void> {
    this.reader.close();
    this.writer.close();
  }
}

const quoted = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** One acquisition: reads outside a transaction go to the reader, everything else to the writer. */
class RoutedConnection implements DatabaseConnection {
  private release: (() => void) | null = null;

  constructor(
    private readonly writer: SqliteHandle,
    private readonly reader: SqliteHandle,
    private readonly lock: Lock,
  ) {}

  /** Takes the writer until `releaseWriter` (a transaction: from begin to the connection's release). */
  async holdWriter(): Promise<void> {
    if (!this.release) this.release = await this.lock.take();
  }

  releaseWriter(): void {
    const release = this.release;
    this.release = null;
    release?.();
  }

  async executeQuery<R>(compiled: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.release) {
      const read = readOnly(this.reader, compiled.sql);
      if (read) return { rows: read.all(compiled.parameters) as R[] };
      // A write outside a transaction: the writer, between transactions.
      const release = await this.lock.take();
      try {
        return run<R>(this.writer, compiled);
      } finally {
        release();
      }
    }
    return run<R>(this.writer, compiled);
  }

  async *streamQuery<R>(compiled: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    if (!SelectQueryNode.is(compiled.query)) throw new Error('Sqlite driver only supports streaming of select queries');
    const db = this.release ? this.writer : this.reader;
    for (const row of db.prepare(compiled.sql).iterate(compiled.parameters)) yield { rows: [row as R] };
  }
}

/** The reader's statement for `sql` if it only reads; a statement the reader cannot prepare goes to the writer. */
function readOnly(reader: SqliteHandle, sql: string) {
  try {
    const statement = reader.prepare(sql);
    return statement.readonly ? statement : null;
  } catch {
    return null;
  }
}

function run<R>(db: SqliteHandle, compiled: CompiledQuery): QueryResult<R> {
  const statement = db.prepare(compiled.sql);
  if (statement.reader) return { rows: statement.all(compiled.parameters) as R[] };
  const { changes, lastInsertRowid } = statement.run(compiled.parameters);
  return { numAffectedRows: BigInt(changes), insertId: BigInt(lastInsertRowid), rows: [] };
}
