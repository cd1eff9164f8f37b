import {
  type Attendant,
  DEFAULT_PAYMENT_SORT,
  type Payment,
  type PaymentConfirmResult,
  type PaymentInput,
  type PaymentList,
  type PaymentSort,
  type PaymentStatus,
  type SortOrder,
  type Tripeiro,
} from '@livro-caixa/domain';
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { deleteRow, listPageQuery, saveRow, useWrite } from '../../../lib/api-hooks';
import type { ListResponse } from '../../../lib/api-types';
import { useRefreshClosedMonthsOnLock } from '../../../lib/closed-months';
import { PAYMENT_DEPENDENT_ROOTS, QUERY_ROOTS } from '../../../lib/query-keys';

export const PAGE_SIZE = 20;

/** The list's filters, as kept in the URL (`useUrlListState`). */
export interface PaymentFilters {
  [key: string]: string;
  status: PaymentStatus | '';
  startDate: string;
  endDate: string;
  search: string;
  sort: PaymentSort;
  order: SortOrder;
}

export function paymentsQuery(filters: PaymentFilters, page: number) {
  // The server's default order (newest first) is left out of the request, as out of the URL.
  const { sort, order, ...rest } = filters;
  const query = {
    ...rest,
    ...(sort !== DEFAULT_PAYMENT_SORT.sort && { sort }),
    ...(order !== DEFAULT_PAYMENT_SORT.order && { order }),
  };
  return listPageQuery<PaymentList>(QUERY_ROOTS.payments, '/payments', query, page, PAGE_SIZE);
}

/** An attendant or tripeiro offered in the payment form. */
export interface PersonOption {
  id: number;
  nome: string;
}

/** Active attendants for the form's select (the server refuses inactive ones as a new link). */
export const activeAttendantsQuery = queryOptions({
  queryKey: [QUERY_ROOTS.attendants, 'options'],
  queryFn: ({ signal }) =>
    api.get<ListResponse<Attendant>>('/attendants', { query: { ativo: 'true', limit: 1000 }, signal }),
  select: (body): PersonOption[] => body.data.map(({ id, nome }) => ({ id, nome })),
});

export const activeTripeirosQuery = queryOptions({
  queryKey: [QUERY_ROOTS.tripeiros, 'options'],
  queryFn: ({ signal }) =>
    api.get<ListResponse<Tripeiro>>('/tripeiros', { query: { ativo: 'true', limit: 1000 }, signal }),
  select: (body): PersonOption[] => body.data.map(({ id, nome }) => ({ id, nome })),
});

/** A payment write moves the attendants' and tripeiros' totals too; a closed month locks it (409). */
function usePaymentWrite<TData, TVars>(mutationFn: (variables: TVars) => Promise<TData>) {
  return useWrite(mutationFn, { roots: PAYMENT_DEPENDENT_ROOTS, onError: useRefreshClosedMonthsOnLock() });
}

export function useSavePayment() {
  return usePaymentWrite(saveRow<Payment, PaymentInput>('/payments'));
}

export function useDeletePayment() {
  return usePaymentWrite(deleteRow('/payments'));
}

/**
 * 'Confirmar selecionados': each pending payment through the ledger; the answer names those a
 * closed month refused (docs/product-rules.md "Confirming several payments").
 */
export function useConfirmPayments() {
  const queryClient = useQueryClient();
  return usePaymentWrite(async (ids: number[]) => {
    const { data } = await api.post<{ data: PaymentConfirmResult }>('/payments/confirm', { ids });
    // A month closed meanwhile: its rows get their lock.
    if (data.refused.some((r) => r.reason === 'month_closed')) {
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.closings] });
    }
    return data;
  });
}
