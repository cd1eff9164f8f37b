import type { ExpenseCategory, ExpenseCategoryInput, ExpenseCategoryUpdate } from '@livro-caixa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/api-hooks';
import type { DataResponse } from '../../../lib/api-types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/** Every category of the company, the archived too (lists, filters, reports). */
export const expenseCategoriesQuery = queryOptions({
  queryKey: [QUERY_ROOTS.expenseCategories, 'list'],
  queryFn: ({ signal }) => api.get<{ data: ExpenseCategory[] }>('/expense-categories', { signal }),
  select: (res) => res.data,
  staleTime: 60_000,
});

/**
 * The company's expense categories (docs/product-rules.md "The company's categories"): all of
 * them, and `active`, the ones a form offers (archived ones are kept on history and in filters).
 */
export function useExpenseCategories() {
  const query = useQuery(expenseCategoriesQuery);
  const all = query.data ?? [];
  return { ...query, all, active: all.filter((c) => c.ativa === 1) };
}

/** The names a form's select offers: the active ones, plus the record's own (`current`) if archived. */
export function categoryChoices(categories: ExpenseCategory[], current?: string): string[] {
  const names = categories.filter((c) => c.ativa === 1).map((c) => c.nome);
  if (current && !names.includes(current)) names.push(current);
  return names.sort((a, b) => a.localeCompare(b, 'pt-BR'));
}

/** A rename or a merge moves the expenses' category: every query is refetched. */
const EVERYTHING = 'all' as const;

export function useSaveCategory() {
  return useWrite(
    ({ id, data }: { id: number | null; data: ExpenseCategoryInput | ExpenseCategoryUpdate }) =>
      id === null
        ? api.post<DataResponse<ExpenseCategory>>('/expense-categories', data)
        : api.put<DataResponse<ExpenseCategory>>(`/expense-categories/${id}`, data),
    { roots: EVERYTHING },
  );
}

export function useRemoveCategory() {
  return useWrite(
    (id: number) => api.delete<{ data: { resultado: 'excluida' | 'arquivada' } }>(`/expense-categories/${id}`),
    { roots: [QUERY_ROOTS.expenseCategories] },
  );
}

export function useMergeCategory() {
  return useWrite(
    ({ id, destino_id }: { id: number; destino_id: number }) =>
      api.post<DataResponse<ExpenseCategory>>(`/expense-categories/${id}/merge`, { destino_id }),
    { roots: EVERYTHING },
  );
}
