import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/test/embedded-postgres.js';

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
    const server = await startEmbeddedPostgres('lc-bench-pg-');
    adminUrl = server.adminUrl;
    stopServer = server.stop;
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
