import type {
  Bill,
  BillInput,
  BillList,
  BillPayInput,
  BillsOverview,
  ReceivableInput,
  ReceiveInput,
} from '@livro-caixa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/api-hooks';
import { useRefreshClosedMonthsOnLock } from '../../../lib/closed-months';

export type BillKind = 'pagar' | 'receber';
const ROOT = 'bills';

const PATH: Record<BillKind, string> = { pagar: '/bills', receber: '/receivables' };

export interface BillFilters {
  /** `YYYY-MM`, or '' for every month (with status 'abertas'). */
  month: string;
  status: string;
  /** One bill by its number (the e-mail's link), of any month. */
  numero?: number | undefined;
}

export function billsQuery(kind: BillKind, { month, status, numero }: BillFilters) {
  return queryOptions({
    queryKey: [ROOT, kind, { month, status, numero }],
    queryFn: ({ signal }) =>
      api.get<BillList>(PATH[kind], {
        query: { month: month || undefined, status: status || undefined, numero },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export const billsOverviewQuery = queryOptions({
  queryKey: [ROOT, 'overview'],
  queryFn: ({ signal }) => api.get<{ data: BillsOverview }>('/bills/overview', { signal }),
});

function useBillWrite<TData, TVars>(mutationFn: (variables: TVars) => Promise<TData>) {
  // A bill or a baixa moves lists, figures, balances and maybe a category ('Juros e multas'): all.
  return useWrite(mutationFn, { roots: 'all', wait: true, onError: useRefreshClosedMonthsOnLock() });
}

type Created = { data: Bill[] };
const created =
  <I>(path: string) =>
  ({ data, idempotencyKey }: { data: I; idempotencyKey: string }) =>
    api.post<Created>(path, data, { headers: { 'Idempotency-Key': idempotencyKey } });

export const useCreateBill = () => useBillWrite(created<BillInput>('/bills'));
export const useCreateReceivable = () => useBillWrite(created<ReceivableInput>('/receivables'));

export const usePayBill = () =>
  useBillWrite(({ id, data }: { id: number; data: BillPayInput }) =>
    api.post<{ data: Bill }>(`/bills/${id}/pay`, data),
  );
export const useReceive = () =>
  useBillWrite(({ id, data }: { id: number; data: ReceiveInput }) =>
    api.post<{ data: Bill }>(`/receivables/${id}/receive`, data),
  );
export const useUndoBill = () =>
  useBillWrite(({ id }: { id: number }) => api.post<{ data: Bill }>(`/bills/${id}/undo`, {}));
