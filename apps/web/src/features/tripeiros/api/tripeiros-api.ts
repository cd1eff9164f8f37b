import type { AccountInput, Payment, Tripeiro, TripeiroAccount, TripeiroInput } from '@livro-caixa/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '../../../lib/api';
import type { DataResponse, ListResponse } from '../../../lib/api-types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export const PAGE_SIZE = 20;
/** Spec §9: the summary fetches up to 1000 tripeiros at once. */
export const SUMMARY_LIMIT = 1000;

export type ActiveFilter = '' | 'true' | 'false';

export type TripeiroFilters = {
  ativo: ActiveFilter;
  search: string;
};

export interface TripeiroDetail extends Tripeiro {
  accounts: TripeiroAccount[];
  transacoes_recentes: Payment[];
}

export function tripeirosQuery(filters: TripeiroFilters, page: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.tripeiros, 'list', filters, page],
    queryFn: ({ signal }) =>
      api.get<ListResponse<Tripeiro>>('/tripeiros', { query: { ...filters, page, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** Every tripeiro, active or not, for the summary table. */
export const tripeirosSummaryQuery = queryOptions({
  queryKey: [QUERY_ROOTS.tripeiros, 'summary'],
  queryFn: ({ signal }) => api.get<ListResponse<Tripeiro>>('/tripeiros', { query: { limit: SUMMARY_LIMIT }, signal }),
  select: (body) => body.data,
});

export function tripeiroDetailQuery(id: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.tripeiros, 'detail', id],
    queryFn: ({ signal }) => api.get<DataResponse<TripeiroDetail>>(`/tripeiros/${id}`, { signal }),
    select: (body) => body.data,
  });
}

function useInvalidateTripeiros() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.tripeiros] });
    // Payments show the tripeiro's name.
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.payments] });
  };
}

export function useSaveTripeiro() {
  const invalidate = useInvalidateTripeiros();
  return useMutation<DataResponse<Tripeiro>, ApiError, { id: number | null; data: TripeiroInput }>({
    mutationFn: ({ id, data }) =>
      id === null
        ? api.post<DataResponse<Tripeiro>>('/tripeiros', data)
        : api.put<DataResponse<Tripeiro>>(`/tripeiros/${id}`, data),
    onSuccess: invalidate,
  });
}

export function useToggleTripeiro() {
  const invalidate = useInvalidateTripeiros();
  return useMutation<DataResponse<Tripeiro>, ApiError, Tripeiro>({
    mutationFn: (tripeiro) =>
      api.put<DataResponse<Tripeiro>>(`/tripeiros/${tripeiro.id}`, { ativo: tripeiro.ativo ? 0 : 1 }),
    onSuccess: invalidate,
  });
}

export function useDeleteTripeiro() {
  const invalidate = useInvalidateTripeiros();
  return useMutation<void, ApiError, number>({
    mutationFn: (id) => api.delete(`/tripeiros/${id}`),
    onSuccess: invalidate,
  });
}

export function useAddAccount(tripeiroId: number) {
  const invalidate = useInvalidateTripeiros();
  return useMutation<DataResponse<TripeiroAccount>, ApiError, AccountInput>({
    mutationFn: (data) => api.post<DataResponse<TripeiroAccount>>(`/tripeiros/${tripeiroId}/accounts`, data),
    onSuccess: invalidate,
  });
}

/** Edits an account with the whole form (number, description, limit, balance, notes). */
export function useUpdateAccount(tripeiroId: number) {
  const invalidate = useInvalidateTripeiros();
  return useMutation<DataResponse<TripeiroAccount>, ApiError, { id: number; data: AccountInput }>({
    mutationFn: ({ id, data }) =>
      api.put<DataResponse<TripeiroAccount>>(`/tripeiros/${tripeiroId}/accounts/${id}`, data),
    onSuccess: invalidate,
  });
}

export function useToggleAccount(tripeiroId: number) {
  const invalidate = useInvalidateTripeiros();
  return useMutation<DataResponse<TripeiroAccount>, ApiError, TripeiroAccount>({
    mutationFn: (account) =>
      api.put<DataResponse<TripeiroAccount>>(`/tripeiros/${tripeiroId}/accounts/${account.id}`, {
        ativa: account.ativa ? 0 : 1,
      }),
    onSuccess: invalidate,
  });
}

export function useDeleteAccount(tripeiroId: number) {
  const invalidate = useInvalidateTripeiros();
  return useMutation<void, ApiError, number>({
    mutationFn: (accountId) => api.delete(`/tripeiros/${tripeiroId}/accounts/${accountId}`),
    onSuccess: invalidate,
  });
}
