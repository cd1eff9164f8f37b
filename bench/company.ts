/**
 * What `npm run bench` (run.ts) does besides driving autocannon: the API as a company's user, for
 * a scenario that first makes what it reads (a payout, for its receipt), and the CPU time of the
 * server and of the database's processes.
 */
import { readdirSync, readFileSync } from 'node:fs';

/** The API as a company's user, for `prepare`. */
export interface CompanyApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body: unknown): Promise<T>;
  first(path: 'attendants' | 'tripeiros'): Promise<number>;
}

export function companyApi(base: string, headers: Record<string, string>, scenario: string): CompanyApi {
  const call = async <T>(path: string, init?: RequestInit): Promise<T> => {
    const res = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...init?.headers } });
    const body = await res.text();
    if (!res.ok) throw new Error(`${scenario}: ${init?.method ?? 'GET'} ${path}: ${res.status} ${body.slice(0, 300)}`);
    return JSON.parse(body) as T;
  };
  return {
    get: (path) => call(path),
    post: (path, body) =>
      call(path, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    async first(path) {
      const id = (await call<{ data: Array<{ id: number }> }>(`/api/${path}?limit=1&ativo=1`)).data[0]?.id;
      if (!id) throw new Error(`${scenario}: the company has no ${path}`);
      return id;
    },
  };
}

/**
 * Pays the company's first attendant the commissions of the first week of October 2026 (a payout
 * as the owner makes one from the Acertos page) and answers its receipt's URL.
 */
export async function weekPayoutReceipt(api: CompanyApi): Promise<string> {
  const atendente = await api.first('attendants');
  const open = await api.get<{ data: { commissions: Array<{ payment_id: number }> } }>(
    `/api/payouts/open?atendente_id=${atendente}&startDate=2026-10-01&endDate=2026-10-07`,
  );
  const payout = await api.post<{ data: { id: number } }>('/api/payouts', {
    atendente_id: atendente,
    data_pagamento: '2026-10-08',
    forma_pagamento: 'PIX',
    payment_ids: open.data.commissions.map((c) => c.payment_id),
    periodo_inicio: '2026-10-01',
    periodo_fim: '2026-10-07',
  });
  return `/api/payouts/${payout.data.id}/pdf`;
}

/** Fields of /proc/<pid>/stat after the command's closing parenthesis (state is [0]); null when gone. */
function statFields(pid: number): string[] | null {
  try {
    return readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? null;
  } catch {
    return null;
  }
}

/** Ticks of fields `at` (index into statFields) of `fields`, summed. */
const ticks = (fields: string[], ...at: number[]) => at.reduce((sum, i) => sum + Number(fields[i]), 0);

/** CPU time (user + system) of process `pid` so far, in ms; undefined where /proc is not there. */
export function cpuTimeMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const fields = statFields(pid);
  // utime and stime are the 12th and 13th fields after the command.
  const t = fields ? ticks(fields, 11, 12) : Number.NaN;
  return Number.isFinite(t) ? (t * 1000) / CLOCK_TICKS : undefined;
}

/**
 * CPU time of process `pid` and of every process under it, so far, in ms (PostgreSQL: the
 * postmaster and its backends): its own, that of its children it has already reaped (cutime,
 * cstime) and that of the children alive now. A backend that exits moves from the last term to the
 * second, so nothing is counted twice or lost.
 */
export function treeCpuTimeMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  const own = statFields(pid);
  if (!own) return undefined;
  let total = ticks(own, 11, 12, 13, 14);
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const fields = statFields(Number(entry));
    // ppid is the 2nd field after the command.
    if (fields && Number(fields[1]) === pid) total += ticks(fields, 11, 12, 13, 14);
  }
  return Number.isFinite(total) ? (total * 1000) / CLOCK_TICKS : undefined;
}

/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;
