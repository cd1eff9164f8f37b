import type { Expense, ExpenseCategory, ExpenseInput, ExpenseList, ExpenseStats } from '@livro-caixa/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '../../../lib/api';
import type { DataResponse } from '../../../lib/api-types';
import { useRefreshClosedMonthsOnLock } from '../../../lib/closed-months';

export const PAGE_SIZE = 20;
const ROOT = 'expenses';

/** The list's filters, as kept in the URL (`useUrlListState`). */
export interface ExpenseFilters {
  [key: string]: string;
  categoria: ExpenseCategory | '';
  startDate: string;
  endDate: string;
  /** Over the description, on the server (accents and case ignored). */
  search: string;
}

export function expensesQuery(filters: ExpenseFilters, page: number) {
  return queryOptions({
    queryKey: [ROOT, 'list', filters, page],
    queryFn: ({ signal }) =>
      api.get<ExpenseList>('/expenses', { query: { ...filters, page, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Totals of the same period and category as the list (the search narrows only the list). */
export function expenseStatsQuery({ categoria, startDate, endDate }: ExpenseFilters) {
  return queryOptions({
    queryKey: [ROOT, 'stats', { categoria, startDate, endDate }],
    queryFn: ({ signal }) =>
      api.get<ExpenseStats>('/expenses/stats', { query: { categoria, startDate, endDate }, signal }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateExpenses() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [ROOT] });
}

export function useSaveExpense() {
  const invalidate = useInvalidateExpenses();
  const refreshClosedMonths = useRefreshClosedMonthsOnLock();
  return useMutation<
    DataResponse<Expense>,
    ApiError,
    { id: number | null; data: ExpenseInput; idempotencyKey: string }
  >({
    mutationFn: ({ id, data, idempotencyKey }) =>
      id === null
        ? api.post<DataResponse<Expense>>('/expenses', data, { headers: { 'Idempotency-Key': idempotencyKey } })
        : api.put<DataResponse<Expense>>(`/expenses/${id}`, data),
    onSuccess: invalidate,
    onError: refreshClosedMonths,
  });
}

export function useDeleteExpense() {
  const invalidate = useInvalidateExpenses();
  const refreshClosedMonths = useRefreshClosedMonthsOnLock();
  return useMutation<void, ApiError, number>({
    mutationFn: (id) => api.delete(`/expenses/${id}`),
    onSuccess: invalidate,
    onError: refreshClosedMonths,
  });
}
