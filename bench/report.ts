import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { COMPANIES, FIRST_DAY, LAST_DAY } from './data.js';
import { CONNECTIONS, type DialectName, DURATION, root, scenarioFilter, WARMUP } from './options.js';
import type { Scenario } from './scenarios.js';
import type { SeedSummary } from './seed.js';

/** What a bench run measured, and RESULTS.md written from it. */

export interface Measured {
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
  /** CPU the database's own processes spent per request (PostgreSQL; SQLite runs in the server). */
  dbCpuMs?: number;
  verdict: string;
  ok: boolean;
}

export interface DialectRun {
  dialect: DialectName;
  label: string;
  seed: SeedSummary;
  seedNote: string;
  rows: Measured[];
  serverLog: string[];
  /** 1-minute load average when the measurements started and ended (other work on the machine shows here). */
  load: [number, number];
}

// ── report ────────────────────────────────────────────────────────────────────────────────────

export function fmt(n: number, digits: number) {
  return n.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

export function pct(share: number) {
  return `${(share * 100).toFixed(1)}%`;
}

export function secs(since: number) {
  return ((performance.now() - since) / 1000).toFixed(1);
}

export function table(run: DialectRun): string {
  const health = run.rows.find((r) => r.scenario.path === '/api/health');
  const head = [
    'Scenario',
    'Rows (page of total) / answer',
    'req/s',
    'p50 ms',
    'p99 ms',
    'server CPU ms/req',
    'server + database CPU ms/req',
    'vs /api/health',
    'Budget',
    'Result',
  ];
  const lines = [`| ${head.join(' | ')} |`, `|${head.map((_, i) => (i >= 2 && i <= 7 ? '---:' : '---')).join('|')}|`];
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
        totalCpu(run, r) === undefined ? '—' : fmt(totalCpu(run, r) as number, 2),
        ratio,
        run.dialect === 'sqlite' ? (r.scenario.budget?.text ?? '—') : '— (report only)',
        r.verdict,
      ].join(' | ')} |`,
    );
  }
  lines.push(
    '',
    "A read's ratio above 1.5× is expected: for these requests PostgreSQL's backend alone spends more on their statements than 1.5× SQLite's request leaves once the route's own work is paid (docs/decisions/064-the-read-ratio-is-below-postgresql-s-own-work.md).",
  );
  return lines.join('\n');
}

/**
 * Server + database CPU per request: SQLite runs inside the server; PostgreSQL's processes are
 * counted apart (undefined when they could not be read: BENCH_DATABASE_URL).
 */
function totalCpu(run: DialectRun, r: Measured): number | undefined {
  if (r.cpuMs === undefined) return undefined;
  if (run.dialect === 'sqlite') return r.cpuMs;
  return r.dbCpuMs === undefined ? undefined : r.cpuMs + r.dbCpuMs;
}

export function seedLine(s: SeedSummary) {
  const mid = COMPANIES.find((c) => c.key === 'mid');
  const others = COMPANIES.filter((c) => c.key.startsWith('c'));
  return (
    `${s.companies} companies, ${fmt(s.payments, 0)} payments (Big ${fmt(s.big, 0)}; Small ${fmt(s.small, 0)}; ` +
    `Mid ${fmt(mid?.payments ?? 0, 0)}; ${others.length} × ${fmt(others[0]?.payments ?? 0, 0)}) and ${fmt(s.expenses, 0)} expenses ` +
    `(Big ${fmt(s.bigExpenses, 0)}; Small ${fmt(s.smallExpenses, 0)}; Mid ${fmt(mid?.expenses ?? 0, 0)}; ${others.length} × ${fmt(others[0]?.expenses ?? 0, 0)}), ` +
    `${FIRST_DAY} .. ${LAST_DAY}; ` +
    `${s.attendants} attendants (Big 50), ${s.tripeiros} tripeiros (Big 30) with ${s.accounts} accounts; ` +
    `${s.users} users`
  );
}

/** Which code was built: the commit, and whether the app had uncommitted changes (the build takes them). */
export function codeVersion(): string {
  try {
    const git = (...args: string[]) => execFileSync('git', args, { cwd: root, encoding: 'utf8' }).trim();
    const dirty = git('status', '--porcelain', '--', 'apps', 'packages').split('\n').filter(Boolean).length;
    return `commit ${git('rev-parse', '--short', 'HEAD')}${dirty ? ` plus ${dirty} uncommitted changed files under apps/ and packages/ (the build includes them)` : ''}`;
  } catch {
    return 'unknown (no git)';
  }
}

export function report(runs: DialectRun[], started: Date, code: string): string {
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
 * PostgreSQL against SQLite in the same run (the machine's noise cancels out in a ratio). Writes,
 * with PostgreSQL's durable commits: ≥ 450 POST/s and ≥ 70% of SQLite's rate, 0 inconsistencies.
 * Reads: server + database CPU per request on PostgreSQL ≤ 1.5× SQLite's (the p50s are shown);
 * the session alone, without a budget, as the floor every signed-in request pays.
 */
const CROSS_BUDGETS: Array<{ match: string; kind: 'write' | 'read' | 'floor' }> = [
  { match: 'Small: 16 writers POST /api/payments, one attendant and tripeiro', kind: 'write' },
  // No budget: what any signed-in request costs before its own reads, for the ratios below.
  { match: 'Big: the session alone (GET /api/auth/me)', kind: 'floor' },
  { match: 'Big: payments, 1 month, page 1', kind: 'read' },
  { match: 'Big: dashboard, 1 month', kind: 'read' },
  { match: 'Big: financial report, 12 months', kind: 'read' },
  { match: 'Mid: payments, 1 month, page 1', kind: 'read' },
  { match: 'Mid: dashboard, 1 month', kind: 'read' },
  { match: 'Mid: financial report, 12 months', kind: 'read' },
  { match: 'Mid: financial report, 22 months', kind: 'read' },
];

export function comparison(runs: DialectRun[]): string | null {
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
    // By its exact name: the fsync-off extra line starts with the write's.
    const a = sqlite.rows.find((r) => r.scenario.name === match);
    const b = postgres.rows.find((r) => r.scenario.name === match);
    if (!a || !b) continue;
    if (kind === 'write') {
      const share = a.rps > 0 ? b.rps / a.rps : 0;
      const misses = [
        ...(b.rps < 450 ? [`${fmt(b.rps, 0)} < 450 POST/s`] : []),
        ...(share < 0.7 ? [`${pct(share)} < 70%`] : []),
        ...((b.inconsistencies ?? 1) + (a.inconsistencies ?? 1) > 0 ? ['inconsistent figures'] : []),
        ...(a.non2xx + b.non2xx > 0 ? ['non-2xx answers'] : []),
      ];
      lines.push(
        `| ${a.scenario.name} | ${fmt(a.rps, 0)} POST/s, ${a.inconsistencies} inconsistencies | ${fmt(b.rps, 0)} POST/s, ${b.inconsistencies} inconsistencies | ${pct(share)} | PostgreSQL (durable) ≥ 450 POST/s and ≥ 70% of SQLite, 0 inconsistencies | ${misses.length ? `**MISS**: ${misses.join('; ')}` : 'pass'} |`,
      );
    } else {
      const cpuA = totalCpu(sqlite, a);
      const cpuB = totalCpu(postgres, b);
      if (cpuA === undefined || cpuB === undefined || cpuA <= 0) {
        lines.push(
          `| ${a.scenario.name} | p50 ${a.p50} ms | p50 ${b.p50} ms | — | CPU ≤ 1.5× SQLite's | not measured (no CPU figures) |`,
        );
        continue;
      }
      const ratio = cpuB / cpuA;
      if (kind === 'floor') {
        lines.push(
          `| ${a.scenario.name} | ${fmt(cpuA, 2)} ms CPU, p50 ${a.p50} ms | ${fmt(cpuB, 2)} ms CPU, p50 ${b.p50} ms | ${ratio.toFixed(2)}× (+${fmt(cpuB - cpuA, 2)} ms) | — (every signed-in request's floor) | — |`,
        );
        continue;
      }
      lines.push(
        `| ${a.scenario.name} | ${fmt(cpuA, 2)} ms CPU, p50 ${a.p50} ms | ${fmt(cpuB, 2)} ms CPU, p50 ${b.p50} ms | ${ratio.toFixed(2)}× | server + database CPU ≤ 1.5× SQLite's | ${ratio <= 1.5 ? 'pass' : `**MISS**: ${ratio.toFixed(2)}×`} |`,
      );
    }
  }
  lines.push(
    '',
    "A read's ratio above 1.5× is expected: for these requests PostgreSQL's backend alone spends more on their statements than 1.5× SQLite's request leaves once the route's own work is paid (docs/decisions/064-the-read-ratio-is-below-postgresql-s-own-work.md).",
  );
  return lines.join('\n');
}
