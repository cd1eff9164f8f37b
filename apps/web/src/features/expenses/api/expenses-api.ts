import type { Expense, ExpenseInput, ExpenseList, ExpenseStats } from '@livro-caixa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { deleteRow, listPageQuery, saveRow, useWrite } from '../../../lib/api-hooks';
import { useRefreshClosedMonthsOnLock } from '../../../lib/closed-months';

export const PAGE_SIZE = 20;
const ROOT = 'expenses';

/** The list's filters, as kept in the URL (`useUrlListState`). */
export interface ExpenseFilters {
  [key: string]: string;
  /** A category's name ('' for all): the company's own, archived ones too (ADR 048). */
  categoria: string;
  startDate: string;
  endDate: string;
  /** Over the description, on the server (accents and case ignored). */
  search: string;
}

export function expensesQuery(filters: ExpenseFilters, page: number) {
  return listPageQuery<ExpenseList>(ROOT, '/expenses', filters, page, PAGE_SIZE);
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

/** A write's form stays busy until the list has the change; a closed month locks it (409). */
function useExpenseWrite<TData, TVars>(mutationFn: (variables: TVars) => Promise<TData>) {
  return useWrite(mutationFn, { roots: [ROOT], wait: true, onError: useRefreshClosedMonthsOnLock() });
}

export function useSaveExpense() {
  return useExpenseWrite(saveRow<Expense, ExpenseInput>('/expenses'));
}

export function useDeleteExpense() {
  return useExpenseWrite(deleteRow('/expenses'));
}
