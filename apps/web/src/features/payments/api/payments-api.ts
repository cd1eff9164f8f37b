import type { Attendant, Payment, PaymentInput, PaymentList, PaymentStatus, Tripeiro } from '@livro-caixa/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '../../../lib/api';
import type { DataResponse, ListResponse } from '../../../lib/api-types';
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
}

export function paymentsQuery(filters: PaymentFilters, page: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.payments, 'list', filters, page],
    queryFn: ({ signal }) =>
      api.get<PaymentList>('/payments', {
        query: { ...filters, page, limit: PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
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

/** A payment write moves the attendants' and tripeiros' totals too. */
function useInvalidatePaymentData() {
  const queryClient = useQueryClient();
  return () => {
    for (const root of PAYMENT_DEPENDENT_ROOTS) void queryClient.invalidateQueries({ queryKey: [root] });
  };
}

export function useSavePayment() {
  const invalidate = useInvalidatePaymentData();
  const refreshClosedMonths = useRefreshClosedMonthsOnLock();
  return useMutation<
    DataResponse<Payment>,
    ApiError,
    { id: number | null; data: PaymentInput; idempotencyKey: string }
  >({
    mutationFn: ({ id, data, idempotencyKey }) =>
      id === null
        ? api.post<DataResponse<Payment>>('/payments', data, { headers: { 'Idempotency-Key': idempotencyKey } })
        : api.put<DataResponse<Payment>>(`/payments/${id}`, data),
    onSuccess: invalidate,
    onError: refreshClosedMonths,
  });
}

export function useDeletePayment() {
  const invalidate = useInvalidatePaymentData();
  const refreshClosedMonths = useRefreshClosedMonthsOnLock();
  return useMutation<void, ApiError, number>({
    mutationFn: (id) => api.delete(`/payments/${id}`),
    onSuccess: invalidate,
    onError: refreshClosedMonths,
  });
}
