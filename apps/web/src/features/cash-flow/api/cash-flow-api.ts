import type { CashFlow, CashFlowGranularity, Forecast } from '@livro-caixa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';

/** Read again whenever a payment, expense or transfer changes: the root the lists refresh. */
export const CASH_FLOW_ROOT = 'cash-flow';

export interface CashFlowFilters {
  startDate: string;
  endDate: string;
  granularidade: CashFlowGranularity;
  /** '' for all accounts. */
  conta: string;
}

const account = (conta: string) => (conta ? { conta_id: conta } : {});

/** The realized cash flow (regime de caixa) of the period, per day, week or month. */
export function cashFlowQuery(f: CashFlowFilters) {
  return queryOptions({
    queryKey: [CASH_FLOW_ROOT, 'realized', f],
    queryFn: ({ signal }) =>
      api.get<CashFlow>('/cash-flow', {
        query: { startDate: f.startDate, endDate: f.endDate, granularidade: f.granularidade, ...account(f.conta) },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** The projected balance for the next `dias` days. */
export function forecastQuery(dias: number, conta = '') {
  return queryOptions({
    queryKey: [CASH_FLOW_ROOT, 'forecast', dias, conta],
    queryFn: ({ signal }) => api.get<Forecast>('/cash-flow/forecast', { query: { dias, ...account(conta) }, signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
