import type {
  BankLine,
  BankLineList,
  BankSuggestion,
  MonthReconciliation,
  PaymentConfirmResult,
} from '@livro-caixa/domain';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { useWrite } from '../../../lib/api-hooks';
import type { DataResponse } from '../../../lib/api-types';
import { useRefreshClosedMonthsOnLock } from '../../../lib/closed-months';
import { PAYMENT_DEPENDENT_ROOTS, QUERY_ROOTS } from '../../../lib/query-keys';

export const RECONCILIATION_ROOT = 'reconciliation';
/** The closing shows the month per account: a match changes it. */
const CLOSING_ROOT = 'closing';

/** The month per account (`AAAA-MM`): statement against book, matched and pending, the difference. */
export function reconciliationQuery(month: string) {
  return queryOptions({
    queryKey: [RECONCILIATION_ROOT, 'month', month],
    queryFn: ({ signal }) => api.get<MonthReconciliation>(`/reconciliation/${month}`, { signal }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

export interface LineFilters {
  conta_id: number;
  startDate: string;
  endDate: string;
  situacao: 'pendente' | 'conciliado' | 'ignorado';
}

/** The account's lines of the month in one situation, the newest first (up to 200: a month's queue). */
export function bankLinesQuery(f: LineFilters) {
  return queryOptions({
    queryKey: [RECONCILIATION_ROOT, 'lines', f],
    queryFn: ({ signal }) => api.get<BankLineList>('/bank-lines', { query: { ...f, limit: 200, page: 1 }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A pending line's suggestions, with their evidence. */
export function useSuggestions(lineId: number) {
  return useQuery({
    queryKey: [RECONCILIATION_ROOT, 'suggestions', lineId],
    queryFn: ({ signal }) => api.get<{ data: BankSuggestion[] }>(`/bank-lines/${lineId}/suggestions`, { signal }),
    select: (body) => body.data,
  });
}

/** The records whose amount is exactly the sum of the line and `others` (N:1), with their evidence. */
export function useGroupSuggestions(lineId: number, others: number[], enabled = true) {
  return useQuery({
    queryKey: [RECONCILIATION_ROOT, 'suggestions', lineId, others],
    queryFn: ({ signal }) =>
      api.get<{ data: BankSuggestion[] }>(`/bank-lines/${lineId}/suggestions`, {
        query: { linhas: others.join(',') },
        signal,
      }),
    select: (body) => body.data,
    enabled: enabled && others.length > 0,
  });
}

/** The company's expense categories by name (ADR 048), or the default list while that API is not there. */
export function useCategoryNames(fallback: readonly string[]) {
  return useQuery({
    queryKey: ['expense-categories', 'names'],
    queryFn: ({ signal }) => api.get<{ data: { nome: string; ativa?: number }[] }>('/expense-categories', { signal }),
    select: (body) => body.data.filter((c) => c.ativa !== 0).map((c) => c.nome),
    retry: false,
    placeholderData: { data: fallback.map((nome) => ({ nome })) },
  });
}

/** Every write here may change the lines, the month, the closing, and (a record made) the lists and balances. */
const ROOTS = [RECONCILIATION_ROOT, CLOSING_ROOT, 'expenses', QUERY_ROOTS.closings, ...PAYMENT_DEPENDENT_ROOTS];

function useLineWrite<V>(run: (v: V) => Promise<DataResponse<BankLine>>) {
  return useWrite(run, { roots: ROOTS, wait: true, onError: useRefreshClosedMonthsOnLock() });
}

export interface MatchVariables {
  id: number;
  payment_ids?: number[];
  expense_ids?: number[];
  transfer_id?: number;
  par_linha_id?: number;
  /** More lines matched along with this one (N:1). */
  linha_ids?: number[];
  tarifa?: { categoria: string };
  /** Confirm the pending entradas linked, in the same transaction (ADR 049). */
  confirmar_pendentes?: boolean;
}

export function useMatchLine() {
  return useLineWrite(({ id, ...body }: MatchVariables) =>
    api.post<DataResponse<BankLine>>(`/bank-lines/${id}/match`, body),
  );
}
export function useUnmatchLine() {
  return useLineWrite((id: number) => api.delete<DataResponse<BankLine>>(`/bank-lines/${id}/match`));
}
export function useExpenseFromLine() {
  return useLineWrite(
    ({ id, ...body }: { id: number; categoria: string; descricao?: string | null; linha_ids?: number[] }) =>
      api.post<DataResponse<BankLine>>(`/bank-lines/${id}/expense`, body),
  );
}
export function usePaymentFromLine() {
  return useLineWrite(({ id, ...body }: { id: number; descricao?: string | null }) =>
    api.post<DataResponse<BankLine>>(`/bank-lines/${id}/payment`, body),
  );
}
export function useIgnoreLine() {
  return useLineWrite(({ id, motivo }: { id: number; motivo: string }) =>
    api.post<DataResponse<BankLine>>(`/bank-lines/${id}/ignore`, { motivo }),
  );
}
export function useUnignoreLine() {
  return useLineWrite((id: number) => api.delete<DataResponse<BankLine>>(`/bank-lines/${id}/ignore`));
}

/** 'Confirmar recebimento' of a matched line's pending entradas: the payments' own confirm (month lock, ledger). */
export function useConfirmReceipt() {
  return useWrite(
    async (ids: number[]) => (await api.post<DataResponse<PaymentConfirmResult>>('/payments/confirm', { ids })).data,
    {
      roots: ROOTS,
      wait: true,
      onError: useRefreshClosedMonthsOnLock(),
    },
  );
}
