import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { categoryKey, DEFAULT_CATEGORIES } from '@livro-caixa/domain';
import SQLite from 'better-sqlite3';
import { Kysely, SqliteDialect, sql } from 'kysely';
import pg from 'pg';
import { bootstrap } from '../apps/server/src/accounts/bootstrap.js';
import { hashPassword } from '../apps/server/src/accounts/passwords.js';
import { type Db, openDatabase, refreshSqliteStatistics } from '../apps/server/src/db/database.js';
import { migrateToLatest } from '../apps/server/src/db/migrate.js';
import type { Database } from '../apps/server/src/db/schema.js';
import { rebuildRollups } from '../apps/server/src/ledger/rollups.js';
import {
  ADMIN_EMAIL,
  ADMIN_PASSWORD,
  BENCH_PASSWORD,
  COMPANIES,
  type CompanySpec,
  companyPeople,
  SEED_VERSION,
} from './data.js';
import { EXPENSE_COLUMNS, type ExpenseTuple, expenseBatches } from './expenses-data.js';
import { type Linked, PAYMENT_COLUMNS, type PaymentTuple, paymentBatches } from './payments-data.js';

/**
 * Writes the benchmark dataset straight into a freshly migrated database (the server's own
 * migrations), then recomputes the running totals and rebuilds the rollups (per-day and per-month
 * sums) with the server's own functions, and takes the statistics (SQLite: the server's own,
 * sampled; PostgreSQL: ANALYZE). The secondary indexes of payments and expenses are dropped during
 * the bulk insert and re-created from their own stored definitions afterwards (the same indexes,
 * built once instead of row by row).
 */

/** The tables written in bulk (their indexes are dropped during the load). */
const BULK_TABLES = ['payments', 'expenses'] as const;

export interface SeedSummary {
  seconds: number;
  companies: number;
  payments: number;
  expenses: number;
  attendants: number;
  tripeiros: number;
  accounts: number;
  users: number;
  /** The payments of the biggest and the smallest company, by the database's count. */
  big: number;
  small: number;
  /** The expenses of the biggest and the smallest company, by the database's count. */
  bigExpenses: number;
  smallExpenses: number;
}

/** Inserts one row and gives its id, or many payments or expenses at once. */
interface Writer {
  insert(table: string, row: Record<string, unknown>): Promise<number>;
  payments(rows: PaymentTuple[]): Promise<void>;
  expenses(rows: ExpenseTuple[]): Promise<void>;
  /** Payments or expenses per statement/transaction. */
  batchSize: number;
}

function log(message: string) {
  process.stdout.write(`  ${message}\n`);
}

/** The company, its user, attendants, tripeiros and accounts. */
async function seedPeople(w: Writer, spec: CompanySpec, index: number, passwordHash: string, now: string) {
  const people = companyPeople(spec, index);
  const tenantId = await w.insert('tenants', { ...people.tenant });
  // The company's own categories, as a new company gets them (ADR 048).
  for (const { nome, grupo } of DEFAULT_CATEGORIES) {
    await w.insert('expense_categories', {
      tenant_id: tenantId,
      nome,
      chave: categoryKey(nome),
      grupo,
      parent_id: null,
      ativa: 1,
      created_at: now,
      updated_at: now,
    });
  }
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

/** The company's payments, then its expenses. */
async function seedRows(w: Writer, spec: CompanySpec, index: number, link: Linked) {
  let t0 = performance.now();
  for (const batch of paymentBatches(spec, index, link, w.batchSize)) await w.payments(batch);
  if (spec.payments >= 100_000) log(`${spec.name}: ${spec.payments} payments in ${secs(t0)} s`);
  t0 = performance.now();
  for (const batch of expenseBatches(spec, index, link, w.batchSize)) await w.expenses(batch);
  if (spec.expenses >= 100_000) log(`${spec.name}: ${spec.expenses} expenses in ${secs(t0)} s`);
}

/**
 * After the bulk load and its statistics: the rollups from the payments and expenses (the
 * server's own rebuildRollups), the attendants' and tripeiros' totals read from them, and the
 * companies' counters of numbers.
 */
async function derive(db: Db, tenantIds: number[]) {
  const t = performance.now();
  for (const id of tenantIds) await rebuildRollups(db, id);
  log(`rollups rebuilt: ${secs(t)} s`);
  // Each company's numbering goes on after the numbers its rows were given (ADR 039).
  for (const [table, kind] of [
    ['payments', 'payment'],
    ['expenses', 'expense'],
  ] as const) {
    await sql`insert into document_counters (tenant_id, kind, last_number)
      select tenant_id, ${kind}, max(numero) from ${sql.table(table)} group by tenant_id`.execute(db);
  }
}

/** The counts to report. */
async function counts(
  db: Db,
  tenantIds: number[],
  extra: { attendants: number; accounts: number },
): Promise<Omit<SeedSummary, 'seconds'>> {
  const count = async (table: 'payments' | 'expenses' | 'tripeiros' | 'users' | 'tenants') =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );
  const perTenant = async (table: 'payments' | 'expenses', tenantId: number) =>
    Number(
      (
        await db
          .selectFrom(table)
          .select((eb) => eb.fn.countAll().as('n'))
          .where('tenant_id', '=', tenantId)
          .executeTakeFirstOrThrow()
      ).n,
    );
  return {
    companies: tenantIds.length,
    payments: await count('payments'),
    expenses: await count('expenses'),
    attendants: extra.attendants,
    tripeiros: await count('tripeiros'),
    accounts: extra.accounts,
    users: await count('users'),
    big: await perTenant('payments', tenantIds[0]!),
    small: await perTenant('payments', tenantIds[1]!),
    bigExpenses: await perTenant('expenses', tenantIds[0]!),
    smallExpenses: await perTenant('expenses', tenantIds[1]!),
  };
}

async function prepare(db: Db) {
  await migrateToLatest(db);
  // Tenant 1 'Empresa Padrão' and its admin, as on a real first start: the server then finds them.
  await bootstrap(db, { adminEmail: ADMIN_EMAIL, adminPassword: ADMIN_PASSWORD, now: new Date() });
  // No automatic backups during the measurements (see TenantRow.auto_backup); the seeded
  // companies are created with it off.
  await db.updateTable('tenants').set({ auto_backup: 0 }).execute();
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
    .prepare(
      `select name, sql from sqlite_master where type = 'index' and sql is not null
          and tbl_name in (${BULK_TABLES.map(() => '?').join(', ')})`,
    )
    .all(...BULK_TABLES) as Array<{ name: string; sql: string }>;
  for (const i of indexes) raw.exec(`drop index "${i.name}"`);

  const statements = new Map<string, SQLite.Statement>();
  const paymentStmt = raw.prepare(
    `insert into payments (${PAYMENT_COLUMNS.join(', ')}) values (${PAYMENT_COLUMNS.map(() => '?').join(', ')})`,
  );
  const insertPayments = raw.transaction((rows: PaymentTuple[]) => {
    for (const row of rows) paymentStmt.run(row);
  });
  const expenseStmt = raw.prepare(
    `insert into expenses (${EXPENSE_COLUMNS.join(', ')}) values (${EXPENSE_COLUMNS.map(() => '?').join(', ')})`,
  );
  const insertExpenses = raw.transaction((rows: ExpenseTuple[]) => {
    for (const row of rows) expenseStmt.run(row);
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
    async expenses(rows) {
      insertExpenses(rows);
    },
  };

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = new Date().toISOString();
  const seeded: Seeded[] = [];
  for (const [index, spec] of COMPANIES.entries())
    seeded.push(await seedPeople(writer, spec, index, passwordHash, now));
  for (const [index, spec] of COMPANIES.entries()) await seedRows(writer, spec, index, seeded[index]!.link);
  log(`rows inserted: ${secs(started)} s`);
  let t = performance.now();
  for (const i of indexes) raw.exec(i.sql);
  log(`${indexes.length} payment and expense indexes re-created: ${secs(t)} s`);
  t = performance.now();
  const broken = raw.prepare('pragma foreign_key_check').all();
  if (broken.length) throw new Error(`seed: ${broken.length} foreign keys broken, e.g. ${JSON.stringify(broken[0])}`);
  raw.pragma('foreign_keys = ON');
  raw.pragma('journal_mode = WAL');
  log(`foreign keys checked: ${secs(t)} s`);

  // Statistics first, so the rebuild's grouped reads get index plans: the server's own, sampled
  // (ADR 062), as a production database has them.
  t = performance.now();
  refreshSqliteStatistics(raw);
  log(`statistics: ${secs(t)} s`);

  // The server's own rebuildRollups, on this tuned connection.
  const db: Db = new Kysely<Database>({ dialect: new SqliteDialect({ database: raw }) });
  const [tenantIds, extra] = totals(seeded);
  await derive(db, tenantIds);

  // Statistics again: the rollup tables were empty the first time.
  t = performance.now();
  refreshSqliteStatistics(raw);
  log(`statistics (after the rollups): ${secs(t)} s`);

  t = performance.now();
  const summary = await counts(db, tenantIds, extra);
  await db.destroy();
  log(`counted: ${secs(t)} s`);

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
  // The secondary indexes and foreign keys of payments and expenses go during the bulk load and
  // come back after it from their own definitions: each index built once, each foreign key
  // validated in one pass (ADD CONSTRAINT checks every row) instead of a trigger per row.
  const { rows: indexes } = await pool.query<{ name: string; def: string }>(
    `select i.relname as name, pg_get_indexdef(i.oid) as def
       from pg_index x join pg_class i on i.oid = x.indexrelid
      where x.indrelid = any($1::regclass[])
        and not exists (select 1 from pg_constraint c where c.conindid = i.oid)`,
    [BULK_TABLES],
  );
  const { rows: foreignKeys } = await pool.query<{ tbl: string; name: string; def: string }>(
    `select conrelid::regclass::text as tbl, conname as name, pg_get_constraintdef(oid) as def
       from pg_constraint where conrelid = any($1::regclass[]) and contype = 'f'`,
    [BULK_TABLES],
  );
  for (const i of indexes) await pool.query(`drop index "${i.name}"`);
  for (const f of foreignKeys) await pool.query(`alter table ${f.tbl} drop constraint "${f.name}"`);

  // One statement per 5,000 rows: each column travels as one array parameter, unnested into rows
  // (cheaper to bind and plan than a 5,000-row VALUES list with 85,000 parameters).
  const { rows: columnTypes } = await pool.query<{ tbl: string; name: string; type: string }>(
    `select table_name as tbl, column_name as name, udt_name as type from information_schema.columns
      where table_schema = current_schema() and table_name = any($1::text[])`,
    [BULK_TABLES],
  );
  const typeOf = new Map(columnTypes.map((c) => [`${c.tbl}.${c.name}`, c.type]));
  const unnestInsert = (table: string, columns: readonly string[]) =>
    `insert into ${table} (${columns.join(', ')}) select * from unnest(${columns
      .map((c, i) => `$${i + 1}::${typeOf.get(`${table}.${c}`) ?? 'text'}[]`)
      .join(', ')})`;
  const insertPayments = unnestInsert('payments', PAYMENT_COLUMNS);
  const insertExpenses = unnestInsert('expenses', EXPENSE_COLUMNS);
  /** Rows to columns: one array per column. */
  const byColumn = (rows: unknown[][], width: number) => {
    const columns: unknown[][] = Array.from({ length: width }, () => new Array(rows.length));
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      for (let c = 0; c < width; c++) columns[c]![r] = row[c];
    }
    return columns;
  };
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
      await pool.query(insertPayments, byColumn(rows, PAYMENT_COLUMNS.length));
    },
    async expenses(rows) {
      await pool.query(insertExpenses, byColumn(rows, EXPENSE_COLUMNS.length));
    },
  };

  const passwordHash = await hashPassword(BENCH_PASSWORD);
  const now = new Date().toISOString();
  // Companies are created in order (stable ids), then their payments and expenses go in on two
  // connections at once: the big company's on one, the twenty others' on the other.
  const seeded: Seeded[] = [];
  for (const [index, spec] of COMPANIES.entries())
    seeded.push(await seedPeople(writer, spec, index, passwordHash, now));
  const lanes = [[0], COMPANIES.map((_, i) => i).slice(1)];
  await Promise.all(
    lanes.map(async (lane) => {
      for (const index of lane) await seedRows(writer, COMPANIES[index]!, index, seeded[index]!.link);
    }),
  );
  log(`rows inserted: ${secs(started)} s`);
  let t = performance.now();
  const client = await pool.connect();
  try {
    await client.query(`set maintenance_work_mem = '512MB'`);
    for (const i of indexes) await client.query(i.def);
    log(`${indexes.length} payment and expense indexes re-created: ${secs(t)} s`);
    t = performance.now();
    for (const f of foreignKeys) await client.query(`alter table ${f.tbl} add constraint "${f.name}" ${f.def}`);
    log(`${foreignKeys.length} foreign keys re-added and validated: ${secs(t)} s`);
    t = performance.now();
    // Statistics before the rebuild (the rollup tables get theirs from the VACUUM (ANALYZE) at
    // the end).
    await client.query('analyze');
    log(`ANALYZE: ${secs(t)} s`);
  } finally {
    client.release();
  }
  await pool.end();

  handle = openDatabase({ databaseUrl, poolSize: 2 });
  const [tenantIds, extra] = totals(seeded);
  await derive(handle.db, tenantIds);
  t = performance.now();
  const summary = await counts(handle.db, tenantIds, extra);
  log(`counted: ${secs(t)} s`);
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
