import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { bootstrap } from '../apps/server/src/db/bootstrap.js';
import { type Db, openDatabase } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import type { Database } from '../apps/server/src/db/schema.js';
import { hashPassword } from '../apps/server/src/features/auth/passwords.js';
import { recomputeTotals } from '../apps/server/src/features/payments/running-totals.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BENCH_PASSWORD,
  COMPANIES,
  type CompanySpec,
  companyPeople,
  type Linked,
  PAYMENT_COLUMNS,
  type PaymentTuple,
  paymentBatches,
  SEED_VERSION,
} from './data.js';

/**
 * Writes the benchmark dataset straight into a freshly migrated database (the server's own
 * migrations), then recomputes the running totals with the server's own function and runs
 * ANALYZE. The payments' secondary indexes are dropped during the bulk insert and re-created from
 * their own stored definitions afterwards (the same indexes, built once instead of row by row).
 */

export interface SeedSummary {
  seconds: number;
  companies: number;
  payments: number;
  attendants: number;
  tripeiros: number;
  accounts: number;
  users: number;
  /** The payments of the biggest and the smallest company, by the database's count. */
  big: number;
  small: number;
}

/** Inserts one row and gives its id, or many payments at once. */
interface Writer {
  insert(table: string, row: Record<string, unknown>): Promise<number>;
  payments(rows: PaymentTuple[]): Promise<void>;
  /** Payments per statement/transaction. */
  batchSize: number;
}

function log(message: string) {
  process.stdout.write(`  ${message}\n`);
}

/** The company, its user, attendants, tripeiros and accounts. */
async function seedPeople(w: Writer, spec: CompanySpec, index: number, passwordHash: string, now: string) {
  const people = companyPeople(spec, index);
  const tenantId = await w.insert('tenants', { ...people.tenant });
  const userId = await w.insert('users', {
    tenant_id: tenantId,
    name: people.userName,
    email: spec.email,
    password_hash: passwordHash,
    role: 'user',
    is_active: 1,
    phone: null,
    created_at: now,
    updated_at: now,
  });
  const link: Linked = { tenantId, userId, attendants: [], tripeiros: [] };
  for (const a of people.attendants) {
    const id = await w.insert('attendants', { tenant_id: tenantId, ...a });
    link.attendants.push({ id, pct: a.comissao_percentual });
  }
  let accounts = 0;
  for (const { accounts: list, ...t } of people.tripeiros) {
    const id = await w.insert('tripeiros', { tenant_id: tenantId, ...t });
    link.tripeiros.push({ id, pct: t.comissao_percentual });
    for (const acc of list) {
      await w.insert('tripeiro_accounts', { tenant_id: tenantId, tripeiro_id: id, ...acc });
      accounts++;
    }
  }
  return { link, attendants: people.attendants.length, accounts };
}

async function seedPayments(w: Writer, spec: CompanySpec, index: number, link: Linked) {
  const t0 = performance.now();
  for (const batch of paymentBatches(spec, index, link, w.batchSize)) await w.payments(batch);
  if (spec.payments >= 100_000) log(`${spec.name}: ${spec.payments} payments in ${secs(t0)} s`);
}

/** Totals from the payments (the server's own recomputeTotals), then the counts to report. */
async function finish(
  db: Db,
  tenantIds: number[],
  extra: { attendants: number; accounts: number },
): Promise<Omit<SeedSummary, 'seconds'>> {
  for (const id of tenantIds) await recomputeTotals(db, id);
  const count = async (table: 'payments' | 'tripeiros' | 'users' | 'tenants') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const perTenant = async (tenantId: number) =>
    Number(
      (
        await db
          .selectFrom('payments')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    companies: tenantIds.length,
    payments: await count('payments'),
    attendants: extra.attendants,
    tripeiros: await count('tripeiros'),
    accounts: extra.accounts,
    users: await count('users'),
    big: await perTenant(tenantIds[0]!),
    small: await perTenant(tenantIds[1]!),
  };
}

async function prepare(db: Db) {
  await migrateToLatest(db);
  // Tenant 1 'Empresa Padrão' and its admin, as on a real first start: the server then finds them.
  await bootstrap(db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, now: new Date() });
}

// ── SQLite ────────────────────────────────────────────────────────────────────────────────────

const here = dirname(fileURLToPath(import.meta.url));
const seedRoot = join(here, '.seed');

/** How many migrations the server has (a fresh in-memory database tells). */
export async function migrationCount(): Promise<number> {
  const h = openDatabase({ sqliteFile: ':memory:' });
  const applied = await migrateToLatest(h.db);
  await h.close();
  return applied.length;
}

/**
 * The seeded SQLite database, cached in bench/.seed/ by seed version and migration count. Returns
 * the directory holding `livro-caixa.sqlite` (what the server's DATA_DIR expects).
 */
export async function ensureSqliteSeed(): Promise<{ dir: string; summary: SeedSummary; cached: boolean }> {
  const dir = join(seedRoot, `sqlite-v${SEED_VERSION}-m${await migrationCount()}`);
  const metaFile = join(dir, 'seed.json');
  if (existsSync(metaFile) && existsSync(join(dir, 'livro-caixa.sqlite'))) {
    return { dir, summary: JSON.parse(readFileSync(metaFile, 'utf8')) as SeedSummary, cached: true };
  }
  const tmp = `${dir}.tmp-${process.pid}`;
  rmSync(tmp, { recursive: true, force: true });
  mkdirSync(tmp, { recursive: true });
  let result: SeedSummary;
  try {
    result = await seedSqlite(join(tmp, 'livro-caixa.sqlite'));
  } catch (error) {
    rmSync(tmp, { recursive: true, force: true });
    throw error;
  }
  writeFileSync(join(tmp, 'seed.json'), `${JSON.stringify(result, null, 2)}\n`);
  rmSync(dir, { recursive: true, force: true });
  renameSync(tmp, dir);
  // Older seeds (another seed version or migration count) are half a gigabyte each: drop them.
  for (const name of readdirSync(seedRoot)) {
    if (name.startsWith('sqlite-') && !name.includes('.tmp-') && join(seedRoot, name) !== dir) {
      rmSync(join(seedRoot, name), { recursive: true });
    }
  }
  return { dir, summary: result, cached: false };
}

/** Seeds a new SQLite file. */
async function seedSqlite(file: string): Promise<SeedSummary> {
  const started = performance.now();

  const handle = openDatabase({ sqliteFile: file });
  await prepare(handle.db);
  await handle.close();

  // The bulk load runs on its own connection: no journal, no fsync, a big cache, and foreign keys
  // checked once at the end (foreign_key_check) instead of on every row.
  const raw = new SQLite(file);
  raw.pragma('journal_mode = OFF');
  raw.pragma('synchronous = OFF');
  raw.pragma('foreign_keys = OFF');
  raw.pragma('cache_size = -1048576');
  raw.pragma('mmap_size = 4294967296');
  raw.pragma('temp_store = MEMORY');
  const indexes = raw
    .prepare("select name, sql from sqlite_master where type = 'index' and tbl_name = 'payments' and sql is not null")
    .all() as Array<{ name: string; sql: string }>;
  for (const i of indexes) raw.exec(`drop index "${i.name}"`);

  const statements = new Map<string, SQLite.Statement>();
  const paymentStmt = raw.prepare(
    `insert into payments (${PAYMENT_COLUMNS.join(', ')}) values (${PAYMENT_COLUMNS.map(() => '?').join(', ')})`,
  );
  const insertPayments = raw.transaction((rows: PaymentTuple[]) => {
    for (const row of rows) paymentStmt.run(row);
  });
  const writer: Writer = {
    batchSize: 50_000,
    async insert(table, row) {
      const cols = Object.keys(row);
      const key = `${table}(${cols.join(',')})`;
      let stmt = statements.get(key);
      if (!stmt) {
        stmt = raw.prepare(`insert into ${table} (${cols.join(', ')}) values (${cols.map(() => '?').join(', ')})`);
        statements.set(key, stmt);
      }
      return Number(stmt.run(Object.values(row)).lastInsertRowid);
    },
    async payments(rows) {
      insertPayments(rows);
    },
  };

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = new Date().toISOString();
  const seeded: Seeded[] = [];
  for (const [index, spec] of COMPANIES.entries())
    seeded.push(await seedPeople(writer, spec, index, passwordHash, now));
  for (const [index, spec] of COMPANIES.entries()) await seedPayments(writer, spec, index, seeded[index]!.link);
  log(`rows inserted: ${secs(started)} s`);
  let t = performance.now();
  for (const i of indexes) raw.exec(i.sql);
  log(`${indexes.length} payment indexes re-created: ${secs(t)} s`);
  t = performance.now();
  const broken = raw.prepare('pragma foreign_key_check').all();
  if (broken.length) throw new Error(`seed: ${broken.length} foreign keys broken, e.g. ${JSON.stringify(broken[0])}`);
  raw.pragma('foreign_keys = ON');
  raw.pragma('journal_mode = WAL');
  log(`foreign keys checked: ${secs(t)} s`);

  // Statistics first: without them SQLite may plan recomputeTotals' correlated subqueries on the
  // (tenant_id, status, …) index and scan every confirmed payment of the company per attendant.
  t = performance.now();
  raw.exec('analyze');
  log(`ANALYZE: ${secs(t)} s`);

  // The server's own recomputeTotals, on this tuned connection.
  const db: Db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  t = performance.now();
  const summary = await finish(db, ...totals(seeded));
  await db.destroy();
  log(`running totals recomputed and counted: ${secs(t)} s`);

  return { ...summary, seconds: Number(secs(started)) };
}

// ── PostgreSQL ────────────────────────────────────────────────────────────────────────────────

/** Seeds a fresh, empty PostgreSQL database. */
export async function seedPostgres(databaseUrl: string): Promise<SeedSummary> {
  const started = performance.now();
  let handle = openDatabase({ databaseUrl, poolSize: 2 });
  await prepare(handle.db);
  await handle.close();

  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  // The payments' secondary indexes and foreign keys go during the bulk load and come back after it
  // from their own definitions: each index built once, each foreign key validated in one pass
  // (ADD CONSTRAINT checks every row) instead of a trigger per row.
  const { rows: indexes } = await pool.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = 'payments'::regclass
        and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
  );
  const { rows: foreignKeys } = await pool.query<{ name: string; def: string }>(
    `select conname as name, pg_get_constraintdef(oid) as def
       from pg_constraint where conrelid = 'payments'::regclass and contype = 'f'`,
  );
  for (const i of indexes) await pool.query(`drop index "${i.name}"`);
  for (const f of foreignKeys) await pool.query(`alter table payments drop constraint "${f.name}"`);

  // One statement per 5,000 payments: each column travels as one array parameter, unnested into
  // rows (cheaper to bind and plan than a 5,000-row VALUES list with 85,000 parameters).
  const { rows: columnTypes } = await pool.query<{ name: string; type: string }>(
    `select column_name as name, udt_name as type from information_schema.columns
      where table_schema = current_schema() and table_name = 'payments'`,
  );
  const typeOf = new Map(columnTypes.map((c) => [c.name, c.type]));
  const insertPayments = `insert into payments (${PAYMENT_COLUMNS.join(', ')}) select * from unnest(${PAYMENT_COLUMNS.map(
    (c, i) => `$${i + 1}::${typeOf.get(c) ?? 'text'}[]`,
  ).join(', ')})`;
  const writer: Writer = {
    batchSize: 5_000,
    async insert(table, row) {
      const keys = Object.keys(row);
      const res = await pool.query<{ id: number }>(
        `insert into ${table} (${keys.join(', ')}) values (${keys.map((_, i) => `$${i + 1}`).join(', ')}) returning id`,
        Object.values(row),
      );
      return Number(res.rows[0]!.id);
    },
    async payments(rows) {
      const columns: unknown[][] = PAYMENT_COLUMNS.map(() => new Array(rows.length));
      for (let r = 0; r < rows.length; r++) {
        const row = rows[r]!;
        for (let c = 0; c < columns.length; c++) columns[c]![r] = row[c];
      }
      await pool.query(insertPayments, columns);
    },
  };

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = new Date().toISOString();
  // Companies are created in order (stable ids), then their payments go in on two connections at
  // once: the big company's on one, the twenty others' on the other.
  const seeded: Seeded[] = [];
  for (const [index, spec] of COMPANIES.entries())
    seeded.push(await seedPeople(writer, spec, index, passwordHash, now));
  const lanes = [[0], COMPANIES.map((_, i) => i).slice(1)];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const index of lane) await seedPayments(writer, COMPANIES[index]!, index, seeded[index]!.link);
    }),
  );
  log(`rows inserted: ${secs(started)} s`);
  let t = performance.now();
  const client = await pool.connect();
  try {
    await client.query(`set maintenance_work_mem = '512MB'`);
    for (const i of indexes) await client.query(i.def);
    log(`${indexes.length} payment indexes re-created: ${secs(t)} s`);
    t = performance.now();
    for (const f of foreignKeys) await client.query(`alter table payments add constraint "${f.name}" ${f.def}`);
    log(`${foreignKeys.length} foreign keys re-added and validated: ${secs(t)} s`);
    t = performance.now();
    // Statistics before recomputeTotals, so its correlated subqueries get index plans.
    await client.query('analyze');
    log(`ANALYZE: ${secs(t)} s`);
  } finally {
    client.release();
  }
  await pool.end();

  handle = openDatabase({ databaseUrl, poolSize: 2 });
  t = performance.now();
  const summary = await finish(handle.db, ...totals(seeded));
  log(`running totals recomputed and counted: ${secs(t)} s`);
  t = performance.now();
  // VACUUM also sets the visibility map, as autovacuum would soon after a bulk load (index-only scans).
  await sql`vacuum (analyze)`.execute(handle.db);
  await handle.close();
  log(`VACUUM (ANALYZE): ${secs(t)} s`);
  return { ...summary, seconds: Number(secs(started)) };
}

type Seeded = Awaited<ReturnType<typeof seedPeople>>;

function totals(seeded: Seeded[]): [number[], { attendants: number; accounts: number }] {
  return [
    seeded.map((s) => s.link.tenantId),
    {
      attendants: seeded.reduce((n, s) => n + s.attendants, 0),
      accounts: seeded.reduce((n, s) => n + s.accounts, 0),
    },
  ];
}

function secs(since: number) {
  return ((performance.now() - since) / 1000).toFixed(1);
}
