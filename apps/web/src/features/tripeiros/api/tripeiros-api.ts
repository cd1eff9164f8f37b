import type { AccountInput, Payment, Tripeiro, TripeiroAccount, TripeiroInput } from '@livro-caixa/domain';
import { queryOptions } from '@tanstack/react-query';
import type { ActiveFilter } from '../../../components/ui/active-status-field';
import { api } from '../../../lib/api';
import { deleteRow, listPageQuery, registerWrites, useWrite } from '../../../lib/api-hooks';
import type { DataResponse, ListResponse } from '../../../lib/api-types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export const PAGE_SIZE = 20;
/** The summary fetches up to 1000 tripeiros at once. */
export const SUMMARY_LIMIT = 1000;

export type TripeiroFilters = {
  ativo: ActiveFilter;
  search: string;
};

export interface TripeiroDetail extends Tripeiro {
  accounts: TripeiroAccount[];
  transacoes_recentes: Payment[];
}

export function tripeirosQuery(filters: TripeiroFilters, page: number) {
  return listPageQuery<ListResponse<Tripeiro>>(QUERY_ROOTS.tripeiros, '/tripeiros', filters, page, PAGE_SIZE);
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

/** Payments show the tripeiro's name. */
const WRITTEN = { roots: [QUERY_ROOTS.tripeiros, QUERY_ROOTS.payments] };
const writes = registerWrites<Tripeiro, TripeiroInput>('/tripeiros', WRITTEN.roots);

export const useSaveTripeiro = writes.useSave;
export const useToggleTripeiro = writes.useToggle;
export const useDeleteTripeiro = writes.useDelete;

export function useAddAccount(tripeiroId: number) {
  return useWrite(
    (data: AccountInput) => api.post<DataResponse<TripeiroAccount>>(`/tripeiros/${tripeiroId}/accounts`, data),
    WRITTEN,
  );
}

/** Edits an account with the whole form (number, description, limit, balance, notes). */
export function useUpdateAccount(tripeiroId: number) {
  return useWrite(
    ({ id, data }: { id: number; data: AccountInput }) =>
      api.put<DataResponse<TripeiroAccount>>(`/tripeiros/${tripeiroId}/accounts/${id}`, data),
    WRITTEN,
  );
}

export function useToggleAccount(tripeiroId: number) {
  return useWrite(
    (account: TripeiroAccount) =>
      api.put<DataResponse<TripeiroAccount>>(`/tripeiros/${tripeiroId}/accounts/${account.id}`, {
        ativa: account.ativa ? 0 : 1,
      }),
    WRITTEN,
  );
}

export function useDeleteAccount(tripeiroId: number) {
  return useWrite(deleteRow(`/tripeiros/${tripeiroId}/accounts`), WRITTEN);
}
