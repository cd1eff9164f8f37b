import { randomBytes } from 'node:crypto';
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { afterAll, afterEach, beforeAll, beforeEach, inject } from 'vitest';
import { bootstrap } from '../src/accounts/bootstrap.js';
import { buildApp } from '../src/app.js';
import { type Db, type DbHandle, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import type { Database } from '../src/db/schema.js';
import { type Env, loadEnv } from '../src/env.js';
import { adminQuery, databaseUrl } from './pg-admin.js';

export const ADMIN = { email: 'admin@livrocaixa.test', password: 'admin-senha-forte' };

/** A clock the test moves by hand. */
export function testClock(start = '2026-11-21T12:00:00.000Z') {
  let now = new Date(start);
  const clock = () => new Date(now);
  clock.set = (iso: string) => {
    now = new Date(iso);
  };
  clock.advance = (ms: number) => {
    now = new Date(now.getTime() + ms);
  };
  return clock;
}

let sqliteTemplateMade: Promise<{ file: string; image: Buffer }> | undefined;
/**
 * A SQLite database with every migration applied, made once per test process: a file, that each
 * test app's file on disk is a copy of, and the same database serialized, that each in-memory
 * database starts from. Removed when the process exits.
 */
function sqliteTemplate(): Promise<{ file: string; image: Buffer }> {
  sqliteTemplateMade ??= (async () => {
    const dir = mkdtempSync(join(tmpdir(), 'lc-db-template-'));
    process.once('exit', () => rmSync(dir, { recursive: true, force: true }));
    const file = join(dir, 'livro-caixa.sqlite');
    const handle = openDatabase({ sqliteFile: file });
    await migrateToLatest(handle.db);
    await handle.close();
    // Out of WAL mode (an in-memory database cannot be in it); a copy on disk goes back to WAL
    // when openDatabase opens it.
    const raw = new SQLite(file);
    raw.pragma('journal_mode = DELETE');
    const image = raw.serialize();
    raw.close();
    return { file, image };
  })();
  return sqliteTemplateMade;
}

/**
 * A database of the suite's dialect, and how to drop it: empty, or with every migration applied
 * (`migrated`, a copy of a database migrated once). SQLite is in memory
 * unless `onDisk` or TEST_SQLITE_FILE=1 (a file in a temporary directory, with the production
 * driver's second, read-only connection: the api-sqlite-file project runs the whole suite so).
 */
export async function freshDatabase(
  onDisk = false,
  { migrated = false } = {},
): Promise<{ handle: DbHandle; drop: () => Promise<void>; reopen: () => DbHandle }> {
  if (process.env.TEST_DB !== 'postgres') {
    if (!onDisk && process.env.TEST_SQLITE_FILE !== '1') {
      const image = migrated ? (await sqliteTemplate()).image : undefined;
      const handle = openDatabase({ sqliteFile: ':memory:', ...(image ? { sqliteImage: image } : {}) });
      // An in-memory database has one connection: a second "instance" shares it.
      return { handle, drop: async () => {}, reopen: () => ({ ...handle, close: async () => {} }) };
    }
    const dir = mkdtempSync(join(tmpdir(), 'lc-db-'));
    const file = join(dir, 'livro-caixa.sqlite');
    if (migrated) copyFileSync((await sqliteTemplate()).file, file);
    const handle = openDatabase({ sqliteFile: file });
    return {
      handle,
      drop: async () => rmSync(dir, { recursive: true, force: true }),
      // One process is one writer on a SQLite file (docs/decisions/027): better-sqlite3 waits for
      // the file's write lock synchronously, so two writers in one event loop would wait on each
      // other. A second instance in this process shares the handle, as a second request would.
      reopen: () => ({ ...handle, close: async () => {} }),
    };
  }
  const adminUrl = inject('pgAdminUrl');
  const name = `lc_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}${migrated ? ` ${inject('pgTemplate')}` : ''}`);
  const url = databaseUrl(adminUrl, name);
  const handle = openDatabase({ databaseUrl: url, poolSize: 5 });
  return {
    handle,
    reopen: () => openDatabase({ databaseUrl: url, poolSize: 5 }),
    drop: async () => {
      await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
    },
  };
}

export interface TestApp {
  app: FastifyInstance;
  handle: DbHandle;
  clock: ReturnType<typeof testClock>;
  env: Env;
  /**
   * Another app instance on the same database (its own connection pool on PostgreSQL), as a
   * second server behind a load balancer; closed with this one.
   */
  secondInstance(): Promise<FastifyInstance>;
  close(): Promise<void>;
}

/** A whole app on a fresh, migrated, bootstrapped database of the suite's dialect. */
export async function createTestApp(
  overrides: Partial<Record<keyof Env, string>> = {},
  { onDisk = false } = {},
): Promise<TestApp> {
  const { handle, drop, reopen } = await freshDatabase(onDisk, { migrated: true });
  const clock = testClock();
  await bootstrap(handle.db, { adminEmail: ADMIN.email, adminPassword: ADMIN.password, now: clock() });
  const env = loadEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', WEB_DIST: '/nonexistent', ...overrides });
  const app = await buildApp({ env, db: handle.db, dialect: handle.dialect, clock, logger: false });
  await app.ready();
  const others: Array<{ app: FastifyInstance; handle: DbHandle }> = [];
  return {
    app,
    handle,
    clock,
    env,
    secondInstance: async () => {
      const other = reopen();
      const second = await buildApp({ env, db: other.db, dialect: other.dialect, clock, logger: false });
      await second.ready();
      others.push({ app: second, handle: other });
      return second;
    },
    close: async () => {
      for (const o of others) {
        await o.app.close();
        await o.handle.close();
      }
      await app.close();
      await handle.close();
      await drop();
    },
  };
}

/** How many rows `table` holds, every company's. */
export async function countRows(db: Db, table: keyof Database): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** GET `url` as the holder of `token`: the raw response, for a file (a PDF's bytes in `rawPayload`). */
export const getFile = (app: FastifyInstance, url: string, token: string) =>
  app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });

/** app.inject with a bearer token and a JSON body; returns status and parsed body. */
export async function call(
  app: FastifyInstance,
  method: InjectOptions['method'],
  url: string,
  opts: { token?: string; body?: unknown; headers?: Record<string, string>; ip?: string } = {},
) {
  const headers: Record<string, string> = { ...opts.headers };
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  const res = await app.inject({
    method,
    url,
    headers,
    ...(opts.body !== undefined ? { payload: opts.body as InjectOptions['payload'] } : {}),
    ...(opts.ip ? { remoteAddress: opts.ip } : {}),
  });
  let body: unknown = res.body;
  if ((res.headers['content-type'] ?? '').toString().includes('application/json') && res.body) body = res.json();
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON.
  return { status: res.statusCode, body: body as any, headers: res.headers };
}

let counter = 0;
/** Registers a new company with its owner and returns the session. */
export async function registerCompany(app: FastifyInstance, name = 'Empresa') {
  counter += 1;
  const email = `dono${counter}.${randomBytes(3).toString('hex')}@example.com`;
  const res = await call(app, 'POST', '/api/auth/register', {
    body: { name: `Dono ${name}`, email, password: 'senha123', companyName: name },
    ip: `10.0.${Math.floor(counter / 250)}.${counter % 250}`,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { token: res.body.token as string, user: res.body.user, email, password: 'senha123' };
}

export async function loginAdmin(app: FastifyInstance) {
  const res = await call(app, 'POST', '/api/auth/login', { body: ADMIN, ip: '10.9.9.9' });
  if (res.status !== 200) throw new Error(`admin login failed: ${res.status}`);
  return { token: res.body.token as string, user: res.body.user };
}

/**
 * A fresh, migrated database of the suite's dialect for the calling file (or `describe` block), no
 * app; `handle` is read after the beforeAll hook ran. `onDisk`: a SQLite file, not in memory.
 */
export function databaseFixture({ onDisk = false } = {}) {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    ({ handle, drop } = await freshDatabase(onDisk, { migrated: true }));
  });
  afterAll(async () => {
    await handle.close();
    await drop();
  });
  return {
    get handle() {
      return handle;
    },
  };
}

/** One app for the whole calling file, no company registered; `t` is read after the beforeAll hook ran. */
export function appFixture() {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });
  return {
    get t() {
      return t;
    },
  };
}

export type Owner = Awaited<ReturnType<typeof registerCompany>>;

/**
 * A fresh app and the owner of a company named `companyName`, for each test of the calling file
 * (or one for the whole file with `perFile`); `t`, `owner` and `dataDir` are read after the
 * file's hooks ran. `env` gives createTestApp's overrides when each app is made; `dataDir` gives
 * each app a DATA_DIR of its own (a new temporary directory); `prepare` runs on the app before the
 * company registers. `req` calls the app as the owner (or with `token`); `create` POSTs a row and
 * returns it.
 */
export function companyFixture(
  companyName: string,
  {
    env = () => ({}),
    dataDir: withDataDir = false,
    perFile = false,
    prepare,
  }: {
    env?: () => Partial<Record<keyof Env, string>>;
    dataDir?: boolean;
    perFile?: boolean;
    prepare?: (t: TestApp) => void;
  } = {},
) {
  let t: TestApp;
  let owner: Owner;
  let dataDir: string | undefined;
  (perFile ? beforeAll : beforeEach)(async () => {
    dataDir = withDataDir ? mkdtempSync(join(tmpdir(), 'lc-settings-')) : undefined;
    t = await createTestApp({ ...env(), ...(dataDir ? { DATA_DIR: dataDir } : {}) });
    prepare?.(t);
    owner = await registerCompany(t.app, companyName);
  });
  (perFile ? afterAll : afterEach)(async () => {
    await t.close();
  });

  const req = (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    body?: unknown,
    token = owner.token,
    ip?: string,
  ) => call(t.app, method, url, { token, ...(body !== undefined ? { body } : {}), ...(ip ? { ip } : {}) });

  /** The row a POST of `body` to `url` created; any other answer than 201 throws. */
  async function create(url: string, body: unknown, token = owner.token) {
    const res = await call(t.app, 'POST', url, { token, body });
    if (res.status !== 201) throw new Error(`${url}: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body.data;
  }

  return {
    get t() {
      return t;
    },
    get owner() {
      return owner;
    },
    /** The app's DATA_DIR (with `dataDir: true`). */
    get dataDir() {
      if (dataDir === undefined) throw new Error('companyFixture: no dataDir asked for');
      return dataDir;
    },
    req,
    create,
  };
}
