import type { Attendant, AttendantCommission, AttendantInput } from '@livro-caixa/domain';
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ActiveFilter } from '../../../components/ui/active-status-field';
import { api } from '../../../lib/api';
import { listPageQuery, registerWrites } from '../../../lib/api-hooks';
import type { ListResponse } from '../../../lib/api-types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export const PAGE_SIZE = 20;
export const COMMISSIONS_PAGE_SIZE = 10;

export type AttendantFilters = {
  ativo: ActiveFilter;
  search: string;
  startDate: string;
  endDate: string;
};

export function attendantsQuery(filters: AttendantFilters, page: number) {
  return listPageQuery<ListResponse<Attendant>>(QUERY_ROOTS.attendants, '/attendants', filters, page, PAGE_SIZE);
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

/** Payments show the attendant's name. */
const writes = registerWrites<Attendant, AttendantInput>('/attendants', [QUERY_ROOTS.attendants, QUERY_ROOTS.payments]);

export const useSaveAttendant = writes.useSave;
export const useToggleAttendant = writes.useToggle;
export const useDeleteAttendant = writes.useDelete;
