import type { Attendant, AttendantCommission, AttendantInput } from '@livro-caixa/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from '../../../lib/api';
import type { DataResponse, ListResponse } from '../../../lib/api-types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export const PAGE_SIZE = 20;
export const COMMISSIONS_PAGE_SIZE = 10;

export type ActiveFilter = '' | 'true' | 'false';

export type AttendantFilters = {
  ativo: ActiveFilter;
  search: string;
  startDate: string;
  endDate: string;
};

export function attendantsQuery(filters: AttendantFilters, page: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.attendants, 'list', filters, page],
    queryFn: ({ signal }) =>
      api.get<ListResponse<Attendant>>('/attendants', { query: { ...filters, page, limit: PAGE_SIZE }, signal }),
    placeholderData: keepPreviousData,
  });
}

export function commissionsQuery(attendantId: number, page: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.attendants, 'commissions', attendantId, page],
    queryFn: ({ signal }) =>
      api.get<ListResponse<AttendantCommission>>(`/attendants/${attendantId}/commissions`, {
        query: { page, limit: COMMISSIONS_PAGE_SIZE },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

function useInvalidateAttendants() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.attendants] });
    // Payments show the attendant's name.
    void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.payments] });
  };
}

export function useSaveAttendant() {
  const invalidate = useInvalidateAttendants();
  return useMutation<DataResponse<Attendant>, ApiError, { id: number | null; data: AttendantInput }>({
    mutationFn: ({ id, data }) =>
      id === null
        ? api.post<DataResponse<Attendant>>('/attendants', data)
        : api.put<DataResponse<Attendant>>(`/attendants/${id}`, data),
    onSuccess: invalidate,
  });
}

export function useToggleAttendant() {
  const invalidate = useInvalidateAttendants();
  return useMutation<DataResponse<Attendant>, ApiError, Attendant>({
    mutationFn: (attendant) =>
      api.put<DataResponse<Attendant>>(`/attendants/${attendant.id}`, { ativo: attendant.ativo ? 0 : 1 }),
    onSuccess: invalidate,
  });
}

export function useDeleteAttendant() {
  const invalidate = useInvalidateAttendants();
  return useMutation<void, ApiError, number>({
    mutationFn: (id) => api.delete(`/attendants/${id}`),
    onSuccess: invalidate,
  });
}
