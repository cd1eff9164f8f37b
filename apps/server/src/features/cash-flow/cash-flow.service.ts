import {
  addDays,
  CASH_FLOW_MSG,
  type CashFlow,
  type CashFlowBucket,
  type CashFlowGranularity,
  type CashFlowLine,
  type CashFlowQuery,
  centavosToReais,
  type Forecast,
  type ForecastQuery,
  monthOf,
  negativeBalanceWarning,
} from '@livro-caixa/domain';
import type { Executor } from '../../db/database.js';
import { notFound } from '../../lib/errors.js';
import { ACCOUNT_NOT_FOUND, accountMovementsUpTo } from '../financial-accounts/index.js';
import { monthReconciliation } from './cash-flow.reconciliation.js';
import {
  type AccountInfo,
  accountsOf,
  flowsByDay,
  noAccountUpTo,
  OVERDUE,
  openItemsByDay,
  totalsByDay,
} from './cash-flow.repository.js';

/**
 * The cash flow, realized and forecast (docs/product-rules.md "Cash flow", ADR 053). Centavos here;
 * reais only in the answers (`…InReais`).
 */

type Figures = Omit<CashFlowBucket, 'inicio' | 'fim'>;

/** The first day of the bucket `day` falls in: itself, its week's Sunday, or its month's 1st. */
function bucketStart(day: string, granularity: CashFlowGranularity): string {
  if (granularity === 'dia') return day;
  if (granularity === 'mes') return `${monthOf(day)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -weekday);
}

/** The buckets covering [start, end], each clipped to it. */
function bucketsOf(start: string, end: string, granularity: CashFlowGranularity) {
  const buckets: { inicio: string; fim: string }[] = [];
  const index = new Map<string, number>();
  for (let day = start; day <= end; day = addDays(day, 1)) {
    const key = bucketStart(day, granularity);
    let i = index.get(key);
    if (i === undefined) {
      i = buckets.length;
      index.set(key, i);
      buckets.push({ inicio: day, fim: day });
    }
    (buckets[i] as { fim: string }).fim = day;
  }
  return { buckets, bucketOf: (day: string) => index.get(bucketStart(day, granularity)) as number };
}

/** An account's balance at the end of `day`: its opening balance once opened, plus its movements. */
const openedBy = (a: AccountInfo, day: string) => (a.data_saldo_inicial <= day ? a.saldo_inicial : 0);

async function accountOrAll(db: Executor, tenantId: number, contaId: number | undefined) {
  const accounts = await accountsOf(db, tenantId, contaId);
  if (contaId !== undefined && accounts.length === 0) throw notFound(ACCOUNT_NOT_FOUND);
  return accounts;
}

/** Balances at the end of `day`: each account's, and the records without one (all accounts only). */
async function balancesAt(db: Executor, tenantId: number, accounts: AccountInfo[], day: string, all: boolean) {
  const [moves, semConta] = await Promise.all([
    accountMovementsUpTo(db, tenantId, day, all ? undefined : accounts[0]?.id),
    all ? noAccountUpTo(db, tenantId, day) : Promise.resolve(0),
  ]);
  const byAccount = new Map(accounts.map((a) => [a.id, openedBy(a, day) + (moves.get(a.id) ?? 0)]));
  return { byAccount, semConta };
}

function figures(saldo_inicial: number, entradas: number, saidas: number, aberturas: number): Figures {
  return { saldo_inicial, entradas, saidas, aberturas, saldo_final: saldo_inicial + aberturas + entradas - saidas };
}

/** In and out, centavos. */
type InOut = [number, number];
const add = <K>(map: Map<K, InOut>, key: K, ent: number, sai: number) => {
  const v = map.get(key) ?? [0, 0];
  v[0] += ent;
  v[1] += sai;
  map.set(key, v);
};

/**
 * The movements of [start, end]: per line (each account, transfers in and out of it; with all
 * accounts also `null`, 'Sem conta') and per day of the view's total. One account: its own rows.
 * All accounts: the company's days come from the rollups (`totalsByDay`), less what records dated
 * before their account's opening balance put there; 'Sem conta' is that total less the accounts'
 * lines; a transfer counts in the total only where one side is before its account's opening.
 */
async function dayFlows(db: Executor, tenantId: number, start: string, end: string, contaId: number | undefined) {
  const all = contaId === undefined;
  const [rows, totals] = await Promise.all([
    flowsByDay(db, tenantId, start, end, contaId),
    all
      ? totalsByDay(db, tenantId, start, end)
      : Promise.resolve(new Map<string, { entradas: number; saidas: number }>()),
  ]);
  const lines = new Map<number | null, InOut>();
  const days = new Map<string, InOut>();
  let transfersNet = 0;
  const netByDay = new Map<string, number>();
  for (const [day, t] of totals) add(days, day, t.entradas, t.saidas);
  const semConta: InOut = [0, 0];
  for (const t of totals.values()) {
    semConta[0] += t.entradas;
    semConta[1] += t.saidas;
  }
  for (const f of rows) {
    if (!all) {
      if (!f.antes) {
        add(lines, f.conta, f.entradas, f.saidas);
        add(days, f.dia, f.entradas, f.saidas);
      }
      continue;
    }
    // The rollups counted every record with an account (transfers are not records of the rollups).
    if (!f.tr) {
      semConta[0] -= f.entradas;
      semConta[1] -= f.saidas;
    }
    if (f.antes) {
      if (!f.tr) add(days, f.dia, -f.entradas, -f.saidas);
      continue;
    }
    add(lines, f.conta, f.entradas, f.saidas);
    if (f.tr) {
      transfersNet += f.entradas - f.saidas;
      netByDay.set(f.dia, (netByDay.get(f.dia) ?? 0) + f.entradas - f.saidas);
    }
  }
  for (const [day, net] of netByDay) if (net !== 0) add(days, day, Math.max(net, 0), Math.max(-net, 0));
  if (all) lines.set(null, semConta);
  return { lines, days, transfersNet };
}

/** The realized cash flow in centavos. */
export async function realized(db: Executor, tenantId: number, q: CashFlowQuery): Promise<CashFlow> {
  const { startDate: start, endDate: end, granularidade } = q;
  const all = q.conta_id === undefined;
  const accounts = await accountOrAll(db, tenantId, q.conta_id);
  const [before, flows] = await Promise.all([
    balancesAt(db, tenantId, accounts, addDays(start, -1), all),
    dayFlows(db, tenantId, start, end, q.conta_id),
  ]);
  const { buckets, bucketOf } = bucketsOf(start, end, granularidade);
  const opensOn = (a: AccountInfo) => (a.data_saldo_inicial === start ? a.saldo_inicial : 0);

  const bucketIn = buckets.map(() => [0, 0, 0] as [number, number, number]);
  for (const [day, [ent, sai]] of flows.days) {
    const b = bucketIn[bucketOf(day)] as [number, number, number];
    b[0] += ent;
    b[1] += sai;
  }
  for (const a of accounts) {
    if (a.data_saldo_inicial > start && a.data_saldo_inicial <= end) {
      (bucketIn[bucketOf(a.data_saldo_inicial)] as [number, number, number])[2] += a.saldo_inicial;
    }
  }

  const contas: CashFlowLine[] = accounts.map((a) => {
    const [ent, sai] = flows.lines.get(a.id) ?? [0, 0];
    const opensInside = a.data_saldo_inicial > start && a.data_saldo_inicial <= end ? a.saldo_inicial : 0;
    const opening = (before.byAccount.get(a.id) ?? 0) + opensOn(a);
    return { conta_id: a.id, nome: a.nome, ...figures(opening, ent, sai, opensInside) };
  });
  if (all) {
    const [ent, sai] = flows.lines.get(null) ?? [0, 0];
    contas.push({ conta_id: null, nome: CASH_FLOW_MSG.semConta, ...figures(before.semConta, ent, sai, 0) });
  }

  let running = contas.reduce((s, l) => s + l.saldo_inicial, 0);
  const periodos = buckets.map((b, i) => {
    const [ent, sai, ab] = bucketIn[i] as [number, number, number];
    const row = { ...b, ...figures(running, ent, sai, ab) };
    running = row.saldo_final;
    return row;
  });
  const sum = (k: 'entradas' | 'saidas' | 'aberturas') => periodos.reduce((s, p) => s + p[k], 0);
  const total = figures(periodos[0]?.saldo_inicial ?? running, sum('entradas'), sum('saidas'), sum('aberturas'));
  const conciliacao = all ? await monthReconciliation(db, tenantId, start, end, total, flows.transfersNet) : null;
  return {
    regime: 'caixa',
    periodo: { startDate: start, endDate: end },
    granularidade,
    conta_id: q.conta_id ?? null,
    ...total,
    periodos,
    contas,
    conciliacao,
  };
}

/** The forecast in centavos: today's realized balance, then each day's open items and dated movements. */
export async function forecast(db: Executor, tenantId: number, q: ForecastQuery, today: string): Promise<Forecast> {
  const all = q.conta_id === undefined;
  const accounts = await accountOrAll(db, tenantId, q.conta_id);
  const end = addDays(today, q.dias);
  const [now, flows, items] = await Promise.all([
    balancesAt(db, tenantId, accounts, today, all),
    dayFlows(db, tenantId, addDays(today, 1), end, q.conta_id),
    openItemsByDay(db, tenantId, today, end, q.conta_id),
  ]);
  const saldoHoje = [...now.byAccount.values()].reduce((s, v) => s + v, now.semConta);
  const days = new Map<string, { entradas: number; saidas: number; ajuste: number }>();
  const at = (day: string) => {
    const d = days.get(day) ?? { entradas: 0, saidas: 0, ajuste: 0 };
    days.set(day, d);
    return d;
  };
  const vencidos = { entradas: 0, saidas: 0, quantidade: 0 };
  let aReceber = 0;
  let aPagar = 0;
  for (const item of items) {
    const d = at(item.dia === OVERDUE ? today : item.dia);
    d.entradas += item.entradas;
    d.saidas += item.saidas;
    aReceber += item.entradas;
    aPagar += item.saidas;
    if (item.dia === OVERDUE) {
      vencidos.entradas += item.entradas;
      vencidos.saidas += item.saidas;
      vencidos.quantidade += item.n;
    }
  }
  for (const [day, [ent, sai]] of flows.days) {
    const d = at(day);
    d.entradas += ent;
    d.saidas += sai;
  }
  for (const a of accounts) {
    if (a.data_saldo_inicial > today && a.data_saldo_inicial <= end) at(a.data_saldo_inicial).ajuste += a.saldo_inicial;
  }

  const projecao: Forecast['projecao'] = [];
  const negativos: Forecast['negativos'] = [];
  let saldo = saldoHoje;
  for (let day = today, i = 0; i <= q.dias; day = addDays(day, 1), i++) {
    const d = days.get(day) ?? { entradas: 0, saidas: 0, ajuste: 0 };
    const wasNegative = saldo < 0 && i > 0;
    saldo += d.ajuste + d.entradas - d.saidas;
    projecao.push({ data: day, entradas: d.entradas, saidas: d.saidas, saldo, negativo: saldo < 0 });
    if (saldo < 0 && !wasNegative) negativos.push({ data: day, saldo, aviso: negativeBalanceWarning(day, saldo) });
  }
  return {
    regime: 'caixa',
    hoje: today,
    dias: q.dias,
    conta_id: q.conta_id ?? null,
    saldo_hoje: saldoHoje,
    vencidos,
    a_receber: aReceber,
    a_pagar: aPagar,
    saldo_final: saldo,
    projecao,
    negativos,
  };
}

// ── in reais, for the answers ─────────────────────────────────────────────────────────────────

const r = centavosToReais;
function figuresInReais<T extends Figures>(f: T): T {
  return {
    ...f,
    saldo_inicial: r(f.saldo_inicial),
    entradas: r(f.entradas),
    saidas: r(f.saidas),
    aberturas: r(f.aberturas),
    saldo_final: r(f.saldo_final),
  };
}

export function cashFlowInReais(c: CashFlow): CashFlow {
  return {
    ...figuresInReais(c),
    periodos: c.periodos.map(figuresInReais),
    contas: c.contas.map(figuresInReais),
    conciliacao: c.conciliacao && {
      ...c.conciliacao,
      resultado_fechamento: r(c.conciliacao.resultado_fechamento),
      resultado_caixa: r(c.conciliacao.resultado_caixa),
      itens: c.conciliacao.itens.map((i) => ({ ...i, valor: r(i.valor) })),
    },
  };
}

export function forecastInReais(f: Forecast): Forecast {
  return {
    ...f,
    saldo_hoje: r(f.saldo_hoje),
    vencidos: { ...f.vencidos, entradas: r(f.vencidos.entradas), saidas: r(f.vencidos.saidas) },
    a_receber: r(f.a_receber),
    a_pagar: r(f.a_pagar),
    saldo_final: r(f.saldo_final),
    projecao: f.projecao.map((d) => ({ ...d, entradas: r(d.entradas), saidas: r(d.saidas), saldo: r(d.saldo) })),
    negativos: f.negativos.map((n) => ({ ...n, saldo: r(n.saldo) })),
  };
}
