import type { RecurringBill, RecurringBillDetail, RecurringBillInput, RecurringScope } from '@livro-caixa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { deleteRow, saveRow, useWrite } from '../../../lib/api-hooks';

const ROOT = 'recurring-bills';

/** The company's templates (a handful), each with its next occurrence. */
export const recurringBillsQuery = queryOptions({
  queryKey: [ROOT, 'list'],
  queryFn: ({ signal }) => api.get<{ data: RecurringBill[] }>('/recurring-bills', { signal }),
});

/** One template with the bills it generated. */
export function recurringBillQuery(id: number) {
  return queryOptions({
    queryKey: [ROOT, id],
    queryFn: ({ signal }) => api.get<{ data: RecurringBillDetail }>(`/recurring-bills/${id}`, { signal }),
  });
}

/** What a PUT sends: the fields that change, and which bills they reach (ADR 051). */
export type RecurringBillChanges = Partial<RecurringBillInput> & { escopo?: RecurringScope; ocorrencia?: string };

/**
 * A template's write makes, changes or removes bills: the expenses, bills, dashboard, cash flow and
 * accounts all read them, so every query is refetched.
 */
const WRITTEN = { roots: 'all' as const };

export function useSaveRecurringBill() {
  return useWrite(saveRow<RecurringBillDetail, RecurringBillChanges>('/recurring-bills'), WRITTEN);
}

export function useDeleteRecurringBill() {
  return useWrite(deleteRow('/recurring-bills'), WRITTEN);
}
