// `npm start`: builds the web app and the server when their output is missing or older than the
// sources, then serves. `--build-only` stops after the build (used by db:migrate and seed:demo).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const root = new URL('..', import.meta.url).pathname;
const outputs = ['apps/web/dist/index.html', 'apps/server/dist/main.js'].map((p) => join(root, p));
const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/precompress.ts',
  'apps/server/src',
  'apps/server/build.mjs',
  'packages/domain/src',
  'package-lock.json',
].map((p) => join(root, p));

function newest(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let max = stat.mtimeMs;
  for (const entry of readdirSync(path)) max = Math.max(max, newest(join(path, entry)));
  return max;
}

const builtAt = Math.min(...outputs.map((p) => (existsSync(p) ? statSync(p).mtimeMs : 0)));
const changedAt = Math.max(...sources.map(newest));
if (builtAt === 0 || changedAt > builtAt) {
  console.log('Compilando o Livro Caixa…');
  const result = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

if (process.argv.includes('--build-only')) process.exit(0);

const server = spawn(
  process.execPath,
  ['--enable-source-maps', join(root, 'apps/server/dist/main.js'), ...process.argv.slice(2)],
  {
    cwd: root,
    stdio: 'inherit',
  },
);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
