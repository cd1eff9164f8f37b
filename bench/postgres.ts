import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { startEmbeddedPostgres } from '../apps/server/test/embedded-postgres.js';

export interface BenchPostgres {
  /** The database the bench seeds and the server uses. */
  url: string;
  version: string;
  source: 'BENCH_DATABASE_URL' | 'embedded-postgres';
  /**
   * The postmaster's pid (embedded-postgres only): its CPU time, its children's and that of the
   * children it has reaped is the database's CPU (company.ts `treeCpuTimeMs`).
   */
  pid: number | undefined;
  /**
   * fsync, synchronous_commit and full_page_writes on (PostgreSQL's defaults, production's
   * settings: how the bench runs) or off (the extra line), for the whole server, at once.
   */
  setDurable(on: boolean): Promise<void>;
  stop(): Promise<void>;
}

const BENCH_DB = 'livro_caixa_bench';

/**
 * A PostgreSQL server to bench against: BENCH_DATABASE_URL (an admin URL, like the API suite's
 * TEST_DATABASE_URL) when set, else a throwaway embedded-postgres server with PostgreSQL's durable
 * defaults. On it, a fresh database `livro_caixa_bench` (dropped and created again), dropped when
 * the bench ends.
 */
export async function startPostgres(): Promise<BenchPostgres> {
  let adminUrl = process.env.BENCH_DATABASE_URL;
  let stopServer = async () => {};
  let pid: number | undefined;
  const source = adminUrl ? 'BENCH_DATABASE_URL' : 'embedded-postgres';
  if (!adminUrl) {
    const server = await startEmbeddedPostgres('lc-bench-pg-', { durable: true });
    adminUrl = server.adminUrl;
    stopServer = server.stop;
    // postmaster.pid's first line is the postmaster's pid.
    pid = Number(readFileSync(join(server.dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
  }

  const asAdmin = async <T>(run: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await run(client);
    } finally {
      await client.end();
    }
  };
  const version = await asAdmin(async (admin) => {
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
    return (await admin.query<{ server_version: string }>('show server_version')).rows[0]?.server_version ?? '?';
  });
  const url = new URL(adminUrl);
  url.pathname = `/${BENCH_DB}`;
  return {
    url: url.toString(),
    version,
    source,
    pid,
    async setDurable(on) {
      await asAdmin(async (admin) => {
        for (const setting of ['fsync', 'synchronous_commit', 'full_page_writes']) {
          await admin.query(on ? `alter system reset ${setting}` : `alter system set ${setting} = off`);
        }
        await admin.query('select pg_reload_conf()');
      });
    },
    async stop() {
      try {
        await asAdmin((admin) => admin.query(`drop database if exists ${BENCH_DB} with (force)`));
      } finally {
        await stopServer();
      }
    },
  };
}
