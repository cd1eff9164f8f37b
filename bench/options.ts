import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** What `npm run bench` was asked for on its command line (see run.ts), and where things are. */

export type DialectName = 'sqlite' | 'postgres';

export const here = dirname(fileURLToPath(import.meta.url));
export const root = join(here, '..');
export const serverMain = join(root, 'apps/server/dist/main.js');
export const resultsFile = join(here, 'RESULTS.md');

// ── options ───────────────────────────────────────────────────────────────────────────────────

export function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

function numberOption(name: string, fallback: number): number {
  const raw = option(name);
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`invalid --${name}: ${raw}`);
  return n;
}

export const only = option('only');
if (only !== undefined && only !== 'sqlite' && only !== 'postgres') {
  console.error(`--only must be sqlite or postgres (got: ${only})`);
  process.exit(2);
}
export const dialects: DialectName[] = only ? [only] : ['sqlite', 'postgres'];
export const DURATION = numberOption('duration', 8);
export const WARMUP = numberOption('warmup', 2);
export const CONNECTIONS = numberOption('connections', 16);

export const scenarioFilter = option('scenarios');
/** --before=<a built server's main.js>: the writes again, alternating that server and this one. */
export const BEFORE_MAIN = option('before');
