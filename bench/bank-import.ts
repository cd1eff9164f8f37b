/**
 * The bank statement import against the BUILT server (`npm run build` first), on SQLite and then
 * PostgreSQL (issue 21 §7, ADR 045):
 *
 *   npm run bench:import                       both dialects
 *   npm run bench:import -- --only=sqlite      one dialect (sqlite | postgres)
 *   npm run bench:import -- --lines=10000
 *
 * A company with one bank account imports a generated OFX of `lines` postings: the preview
 * (nothing stored), the confirmation (every line new) and the same file again (every line a
 * duplicate). Prints each step's time and the server's peak RSS growth over the preview and the
 * confirmation (sampled from /proc every 10 ms), and the server's CPU time for both (a figure a
 * loaded machine distorts less than the wall time), against the budget: ≤ 2 s for preview + confirm,
 * ≤ 100 MB of RSS growth. Not a test: it exits 0 when a budget is missed, and says so.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { manyPostings, ofxFile } from '../apps/server/test/bank-import.js';
import { freePort } from '../apps/server/test/embedded-postgres.js';
import { cpuTimeMs } from './company.js';
import { startPostgres } from './postgres.js';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const arg = (name: string) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
const LINES = Number(arg('lines') ?? 10_000);
const only = arg('only');
const DIALECTS = (only ? [only] : ['sqlite', 'postgres']) as Array<'sqlite' | 'postgres'>;
/** The budget of issue 21 §7 for a 10,000-line OFX, preview + confirm. */
const BUDGET = { seconds: 2, rssMb: 100 };

const rssOf = (pid: number) => {
  const m = /VmRSS:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : 0;
};

async function startServer(dataDir: string, databaseUrl: string): Promise<{ child: ChildProcess; base: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      ADMIN_EMAIL: 'admin@bench.local',
      ADMIN_PASSWORD: 'admin-senha-forte',
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return { child, base };
    } catch {
      // not yet
    }
    if (Date.now() > deadline) throw new Error('server did not start');
    await new Promise((r) => setTimeout(r, 200));
  }
}

async function json(base: string, path: string, token: string | null, body: unknown) {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status >= 300) throw new Error(`POST ${path}: ${res.status} ${text.slice(0, 300)}`);
  return JSON.parse(text);
}

async function upload(base: string, token: string, file: Buffer, contaId: number, confirmar: boolean) {
  const form = new FormData();
  form.append('conta_id', String(contaId));
  form.append('confirmar', String(confirmar));
  form.append('arquivo', new Blob([file]), 'extrato.ofx');
  const started = performance.now();
  const res = await fetch(`${base}/api/bank-statements`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  const body = (await res.json()) as { data: { novos: number; duplicados: number; lidos: number } };
  return { status: res.status, ms: performance.now() - started, ...body.data };
}

export interface ImportFigures {
  /** Preview + confirm, wall time, s. */
  total: number;
  /** The server's CPU time for both, s. */
  cpu: number;
  /** Peak RSS growth over both, MB. */
  growth: number;
  line: string;
}

/**
 * A new company with one bank account imports a `lines`-posting OFX into the server at `base`
 * (its process `pid`): preview, confirm, the same file again. Used here and by `npm run bench --
 * --scenarios=import` (run.ts, on the seeded database).
 */
export async function measureImport(base: string, pid: number, dialect: string, lines = LINES): Promise<ImportFigures> {
  const suffix = Math.random().toString(36).slice(2, 8);
  const reg = await json(base, '/api/auth/register', null, {
    name: 'Dono Bench',
    email: `dono.extrato.${suffix}@bench.local`,
    password: 'senha-bench-1',
    companyName: `Bench Extrato ${suffix}`,
  });
  const token = reg.token as string;
  const account = await json(base, '/api/financial-accounts', token, {
    nome: 'Itaú',
    tipo: 'banco',
    banco: '341',
    agencia: '1234',
    conta: '56789-0',
    data_saldo_inicial: '2026-01-01',
  });
  const file = ofxFile(manyPostings(lines));
  // A first small import warms the route up (the code paths, the statement cache).
  await upload(base, token, ofxFile(manyPostings(5, lines + 10)), account.data.id, false);
  const cpuBefore = cpuTimeMs(pid) ?? 0;
  const before = rssOf(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssOf(pid));
  }, 10);
  const preview = await upload(base, token, file, account.data.id, false);
  const confirm = await upload(base, token, file, account.data.id, true);
  clearInterval(timer);
  const cpu = ((cpuTimeMs(pid) ?? 0) - cpuBefore) / 1000;
  const again = await upload(base, token, file, account.data.id, true);
  const total = (preview.ms + confirm.ms) / 1000;
  const growth = peak - before;
  const ok = total <= BUDGET.seconds && growth <= BUDGET.rssMb;
  const line = `${dialect.padEnd(8)} ${lines} lines (${(file.length / 1e6).toFixed(1)} MB): preview ${preview.status} ${preview.ms.toFixed(0)} ms (${preview.novos} new) · confirm ${confirm.status} ${confirm.ms.toFixed(0)} ms (${confirm.novos} stored) · preview + confirm ${total.toFixed(2)} s (server CPU ${cpu.toFixed(2)} s) · peak RSS +${growth.toFixed(0)} MB (${before.toFixed(0)} → ${peak.toFixed(0)} MB) · again ${again.status} ${again.ms.toFixed(0)} ms (${again.duplicados} duplicates) · ${ok ? 'within budget' : 'OVER BUDGET'} (≤ ${BUDGET.seconds} s, ≤ ${BUDGET.rssMb} MB)`;
  return { total, cpu, growth, line };
}

async function run(dialect: 'sqlite' | 'postgres') {
  const dir = mkdtempSync(join(tmpdir(), 'lc-bench-import-'));
  const postgres = dialect === 'postgres' ? await startPostgres() : null;
  const { child, base } = await startServer(join(dir, 'data'), postgres?.url ?? '');
  try {
    const figures = await measureImport(base, child.pid as number, dialect);
    console.log(figures.line);
    return { dialect, ...figures };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
    await postgres?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function main() {
  const results = [];
  for (const dialect of DIALECTS) results.push(await run(dialect));
  const sqlite = results.find((r) => r.dialect === 'sqlite');
  const pg = results.find((r) => r.dialect === 'postgres');
  if (sqlite && pg)
    console.log(
      `PostgreSQL/SQLite (preview + confirm): ${(pg.total / sqlite.total).toFixed(2)}× wall, ${(pg.cpu / sqlite.cpu).toFixed(2)}× server CPU`,
    );
  console.log('(load average now:', readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' '), ')');
}

// Run on its own (`npm run bench:import`), not when run.ts imports it.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await main();
