import {
  type CompiledQuery,
  type DatabaseConnection,
  type Driver,
  Kysely,
  PostgresAdapter,
  PostgresIntrospector,
  type QueryResult,
} from 'kysely';
import type pg from 'pg';
import type { Db } from './database.js';
import { LiteralLimitsPostgresCompiler } from './literal-limits.js';

/**
 * Reads sent to PostgreSQL together (ADR 063): `run` gets a database on which the reads it starts
 * in the same turn of the event loop (a `Promise.all` of repository calls) go to PostgreSQL as one
 * statement, each read a subquery whose rows come back as a JSON array, where each was a round trip
 * of its own. A read that fails makes the others run alone, so each caller gets its own answer or
 * error. Reads only: a write inside `run` is refused. SQLite's reads are calls inside the process,
 * and `run` gets the database itself.
 */
export function readTogether<T>(db: Db, run: (db: Db) => Promise<T>): Promise<T> {
  const pool = pools.get(db);
  return run(pool ? together(pool) : db);
}

const pools = new WeakMap<Db, pg.Pool>();

/** Called by `openDatabase` for a PostgreSQL database: the pool its reads go through together. */
export function readsTogetherOn(db: Db, pool: pg.Pool) {
  pools.set(db, pool);
}

// One adapter and compiler for every batch: `prepared` (lib/prepared.ts) keeps its compiled
// statements per adapter.
const adapter = new PostgresAdapter();

function together(pool: pg.Pool): Db {
  const connection = new TogetherConnection(pool);
  const driver: Driver = {
    init: async () => {},
    acquireConnection: async () => connection,
    beginTransaction: async () => refuse('uma transação'),
    commitTransaction: async () => {},
    rollbackTransaction: async () => {},
    releaseConnection: async () => {},
    destroy: async () => {},
  };
  return new Kysely({
    dialect: {
      createAdapter: () => adapter,
      createDriver: () => driver,
      createIntrospector: (db) => new PostgresIntrospector(db),
      createQueryCompiler: () => new LiteralLimitsPostgresCompiler(),
    },
  });
}

function refuse(what: string): never {
  throw new Error(`readTogether: ${what} não é uma leitura`);
}

const READ = /^\s*(select|with)\b/i;

interface Pending {
  query: CompiledQuery;
  resolve: (result: QueryResult<unknown>) => void;
  reject: (error: unknown) => void;
}

class TogetherConnection implements DatabaseConnection {
  #pending: Pending[] = [];

  constructor(private readonly pool: pg.Pool) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!READ.test(query.sql)) refuse('esta instrução');
    return new Promise<QueryResult<R>>((resolve, reject) => {
      const pending = { query, resolve: resolve as Pending['resolve'], reject };
      // After every read the turn starts (their own promises resolve in between).
      if (this.#pending.push(pending) === 1) setImmediate(() => void this.#send());
    });
  }

  // biome-ignore lint/correctness/useYield: no stream is read together.
  async *streamQuery(): AsyncIterableIterator<never> {
    refuse('um cursor');
  }

  async #send() {
    const batch = this.#pending;
    this.#pending = [];
    if (batch.length > 1) {
      const { sql, parameters } = combined(batch.map((p) => p.query));
      let rows: Record<string, unknown[]> | undefined;
      try {
        rows = (await this.pool.query<Record<string, unknown[]>>(sql, parameters as unknown[])).rows[0];
      } catch {
        // One of them failed: each alone, for its own error.
      }
      if (rows) {
        const answer = rows;
        for (const [i, p] of batch.entries()) p.resolve({ rows: answer[`r${i}`] ?? [] });
        return;
      }
    }
    await Promise.all(
      batch.map(async (p) => {
        try {
          const result = await this.pool.query(p.query.sql, p.query.parameters as unknown[]);
          p.resolve({ rows: result.rows });
        } catch (error) {
          p.reject(error);
        }
      }),
    );
  }
}

/**
 * The reads as one statement: `select (select coalesce(json_agg(q), '[]') from (<read>) q) as r0, …`,
 * each read's parameters renumbered after the ones before. json_agg takes the rows in the order the
 * read gives them (its ORDER BY and LIMIT), and a JSON value reads back as the driver parses the
 * column's own type here: text as strings, integers, bigints and numerics as numbers (ADR 063).
 */
export function combined(queries: ReadonlyArray<Pick<CompiledQuery, 'sql' | 'parameters'>>) {
  const parameters: unknown[] = [];
  const parts = queries.map((q, i) => {
    const text = renumbered(q.sql, parameters.length);
    parameters.push(...q.parameters);
    return `(select coalesce(json_agg(q), '[]') from (${text}) q) as r${i}`;
  });
  return { sql: `select ${parts.join(', ')}`, parameters };
}

/** `$n` becomes `$(n + by)`, outside quoted strings, quoted names and comments. */
export function renumbered(sql: string, by: number): string {
  if (by === 0) return sql;
  let out = '';
  let i = 0;
  while (i < sql.length) {
    const c = sql[i] as string;
    if (c === "'" || c === '"') {
      let j = i + 1;
      // A doubled quote inside is the quote itself.
      while (j < sql.length && (sql[j] !== c || sql[j + 1] === c)) j += sql[j] === c ? 2 : 1;
      out += sql.slice(i, j + 1);
      i = j + 1;
    } else if (c === '-' && sql[i + 1] === '-') {
      const end = sql.indexOf('\n', i);
      const j = end === -1 ? sql.length : end;
      out += sql.slice(i, j);
      i = j;
    } else if (c === '$' && /[0-9]/.test(sql[i + 1] ?? '')) {
      let j = i + 1;
      while (j < sql.length && /[0-9]/.test(sql[j] as string)) j++;
      out += `$${Number(sql.slice(i + 1, j)) + by}`;
      i = j;
    } else {
      out += c;
      i++;
    }
  }
  return out;
}
