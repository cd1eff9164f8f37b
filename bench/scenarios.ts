import {
  cashFlowSchema,
  closingSchema,
  dashboardSchema,
  dreSchema,
  expenseStatsSchema,
  forecastSchema,
  type PeriodFigures,
  reportSchema,
  userSchema,
} from '@livro-caixa/domain';
import { type CompanyApi, weekPayoutReceipt } from './company.js';
import { companyByKey } from './data.js';
import { fmt } from './report.js';

/** The bench's scenarios, what each checks in its answer, and its budget (run.ts measures them). */

// ── scenarios and budgets ─────────────────────────────────────────────────────────────────────

export interface Budget {
  text: string;
  p50?: number;
  p99?: number;
  rps?: number;
  /** Minimum share of /api/health's req/s in the same run. */
  healthShare?: number;
}

export interface Scenario {
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

/** The financial report of `company` over `months` whole months (`query`). */
function financialReport(name: string, company: string, query: string, months: number): Scenario {
  return {
    name,
    path: `/api/reports/generate?type=financial&${query}`,
    company,
    expect: shaped(reportSchema, (b) => {
      if (b.monthlyTrend.length !== months)
        return `${b.monthlyTrend.length} months in monthlyTrend (expected ${months})`;
      if (!(b.summary.totalRevenue > 0) || !(b.summary.expenseCount > 0)) {
        return `revenue ${b.summary.totalRevenue}, ${b.summary.expenseCount} expenses (expected both > 0)`;
      }
      return null;
    }),
    sample: (b) => {
      const r = b as { summary: { expenseCount: number }; monthlyTrend: unknown[]; byAttendant: unknown[] };
      return `${r.monthlyTrend.length} months, ${r.byAttendant.length} attendants, ${n(r.summary.expenseCount)} expenses`;
    },
  };
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

export const SCENARIOS: Scenario[] = [
  { name: 'GET /api/health', path: '/api/health' },
  {
    // What every signed-in request pays before its own reads: the session (one read on PostgreSQL).
    name: 'Big: the session alone (GET /api/auth/me)',
    path: '/api/auth/me',
    company: 'big',
    expect: (b) => shaped(userSchema)((b as { user?: unknown } | null)?.user),
    sample: () => 'the signed-in user',
  },
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
    ...financialReport('Big: financial report, 12 months', 'big', year, 12),
    budget: { text: 'p50 ≤ 150 ms', p50: 150 },
  },
  {
    // ADR 052: the DRE reads the rollups by category (expense_rollups) and the payment rollups.
    name: 'Big: DRE, 12 months',
    path: `/api/reports/dre?${year}`,
    company: 'big',
    budget: { text: 'p50 ≤ 100 ms', p50: 100 },
    expect: shaped(dreSchema, (b) => {
      if (!(b.receita_bruta > 0)) return `receita_bruta ${b.receita_bruta} (expected > 0)`;
      // Each group is the sum of its detail lines (to the centavo), and the seeded categories fill four groups.
      const groups = b.linhas.filter((l) => !l.subtotal && l.chave !== 'receita_bruta');
      const off = groups.filter(
        (l) => Math.round(l.detalhes.reduce((k, d) => k + d.valor * 100, 0)) !== Math.round(l.valor * 100),
      );
      if (off.length > 0) return `groups not the sum of their lines: ${off.map((l) => l.chave).join(', ')}`;
      const filled = groups.filter((l) => l.detalhes.length > 0).length;
      return filled >= 4 ? null : `${filled} groups with detail lines (expected ≥ 4)`;
    }),
    sample: (b) => {
      const d = b as { linhas: Array<{ detalhes: unknown[] }> };
      return `${d.linhas.length} lines, ${d.linhas.reduce((k, l) => k + l.detalhes.length, 0)} detail lines`;
    },
  },
  {
    // ADR 053: today's balance of the records without an account comes from the rollups (the seed's
    // records have none), the open items by due date from the (tenant_id, status, vencimento) indexes.
    name: 'Big: cash flow forecast, 90 days',
    path: '/api/cash-flow/forecast?dias=90',
    company: 'big',
    budget: { text: 'p50 ≤ 50 ms', p50: 50 },
    expect: shaped(forecastSchema, (b) => {
      if (b.projecao.length !== 91) return `${b.projecao.length} days (expected 91)`;
      // The seed's pending entradas of past days are overdue: they count on today.
      if (!(b.vencidos.quantidade > 0)) return `${b.vencidos.quantidade} overdue items (expected > 0)`;
      const last = b.projecao.at(-1)?.saldo;
      return last === b.saldo_final ? null : `last day ${last}, saldo_final ${b.saldo_final}`;
    }),
    sample: (b) => {
      const f = b as { vencidos: { quantidade: number }; negativos: unknown[] };
      return `${n(f.vencidos.quantidade)} overdue, ${f.negativos.length} negative days`;
    },
  },
  {
    // ADR 053: one grouped statement over the month's rows, the opening balance from the rollups.
    name: 'Big: cash flow, 1 month by day',
    path: `/api/cash-flow?${month}&granularidade=dia`,
    company: 'big',
    budget: { text: 'p50 ≤ 100 ms', p50: 100 },
    expect: shaped(cashFlowSchema, (b) => {
      if (b.periodos.length !== 31) return `${b.periodos.length} days (expected 31)`;
      if (!(b.entradas > 0) || !(b.saidas > 0)) return `entradas ${b.entradas}, saídas ${b.saidas} (expected both > 0)`;
      const c = (v: number) => Math.round(v * 100);
      const end = c(b.saldo_inicial) + c(b.aberturas) + c(b.entradas) - c(b.saidas);
      return end === c(b.saldo_final) ? null : `saldo_final ${b.saldo_final} is not the sum of its parts`;
    }),
    sample: (b) => `${(b as { contas: unknown[] }).contas.length} lines`,
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
  // The company most customers are (20,000 payments): the same reads as Big's.
  {
    name: 'Mid: payments, 1 month, page 1',
    path: `/api/payments?${month}&page=1&limit=20`,
    company: 'mid',
    expect: listOf(20),
  },
  {
    name: 'Mid: dashboard, 1 month',
    path: `/api/dashboard/metrics?${month}`,
    company: 'mid',
    expect: shaped(dashboardSchema, (b) => figuresFilled(b.metrics)),
    sample: (b) => {
      const m = (b as { metrics: PeriodFigures }).metrics;
      return `${n(m.confirmedCount)} confirmed, ${n(m.expenseCount)} expenses`;
    },
  },
  financialReport('Mid: financial report, 12 months', 'mid', year, 12),
  financialReport('Mid: financial report, 22 months', 'mid', 'startDate=2025-01-01&endDate=2026-10-31', 22),
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
/**
 * Measurements run.ts makes apart from the autocannon scenarios, chosen by the same words: the
 * bank statement import of a 10,000-line OFX (bench/bank-import.ts), and the reconciliation of a
 * month of 2,000 bank lines against 30,000 payments (bench/reconciliation.ts).
 */
export const EXTRA_RUNS = ['import 10,000-line ofx', 'reconciliation of 2,000 bank lines'] as const;

/** Whether `--scenarios` (or its absence) asks for the extra run `run`. */
function wantsExtra(filter: string | undefined, run: (typeof EXTRA_RUNS)[number]): boolean {
  if (filter === undefined) return true;
  return filter
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .some((w) => w && run.includes(w));
}
export const wantsImport = (filter: string | undefined) => wantsExtra(filter, EXTRA_RUNS[0]);
export const wantsReconciliation = (filter: string | undefined) => wantsExtra(filter, EXTRA_RUNS[1]);

export function selectScenarios(filter: string | undefined): Scenario[] {
  if (filter === undefined) return SCENARIOS;
  const words = filter
    .split(',')
    .map((w) => w.trim().toLowerCase())
    .filter(Boolean);
  const unmatched = words.filter(
    (w) => !SCENARIOS.some((s) => s.name.toLowerCase().includes(w)) && !EXTRA_RUNS.some((e) => e.includes(w)),
  );
  if (words.length === 0 || unmatched.length) {
    console.error(
      `--scenarios: no scenario matches ${unmatched.length ? unmatched.map((w) => `'${w}'`).join(', ') : '(nothing given)'}. Scenarios:\n` +
        SCENARIOS.map((s) => `  ${s.name}`).join('\n'),
    );
    process.exit(2);
  }
  return SCENARIOS.filter((s) => s.path === '/api/health' || words.some((w) => s.name.toLowerCase().includes(w)));
}
