/**
 * What `npm run bench` (run.ts) does besides driving autocannon: the API as a company's user, for
 * a scenario that first makes what it reads (a payout, for its receipt), and the server's CPU time.
 */
import { readFileSync } from 'node:fs';

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

/** CPU time (user + system) of process `pid` so far, in ms; undefined where /proc is not there. */
export function cpuTimeMs(pid: number | undefined): number | undefined {
  if (pid === undefined) return undefined;
  try {
    // Fields after the command's closing parenthesis: utime and stime are the 12th and 13th.
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS : undefined;
  } catch {
    return undefined;
  }
}
/** Linux's USER_HZ: /proc counts CPU time in hundredths of a second. */
const CLOCK_TICKS = 100;
