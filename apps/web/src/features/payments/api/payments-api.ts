import type { Attendant, Payment, PaymentInput, PaymentList, PaymentStatus, Tripeiro } from '@livro-caixa/domain';
import { queryOptions } from '@tanstack/react-query';
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
}

export function paymentsQuery(filters: PaymentFilters, page: number) {
  return listPageQuery<PaymentList>(QUERY_ROOTS.payments, '/payments', filters, page, PAGE_SIZE);
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
