import { type ClosingList, monthOf } from '@livro-caixa/domain';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { ApiError, api } from './api';
import { QUERY_ROOTS } from './query-keys';

/**
 * The months of the company that are closed now (`YYYY-MM`), from `GET /closings`. Closing and
 * reopening invalidate it (the closing screen), so the lists follow at once.
 */
export const closedMonthsQuery = queryOptions({
  queryKey: [QUERY_ROOTS.closings, 'list'],
  queryFn: ({ signal }) => api.get<ClosingList>('/closings', { signal }),
  select: (body): ReadonlySet<string> =>
    new Set(body.data.filter((entry) => entry.status === 'fechado').map((entry) => entry.month)),
  staleTime: 60_000,
});

/**
 * Whether a business date `YYYY-MM-DD` falls in a closed month. Until the months load (or when
 * they fail to) nothing is marked: the server still refuses the write with 409 MONTH_CLOSED.
 */
export function useClosedMonth(): (date: string) => boolean {
  const { data } = useQuery(closedMonthsQuery);
  return (date) => data?.has(monthOf(date)) ?? false;
}

/**
 * For a payment or expense write: when the server answers 409 MONTH_CLOSED (someone closed the
 * month since the list loaded), the closed months are fetched again so the row shows its lock.
 */
export function useRefreshClosedMonthsOnLock() {
  const queryClient = useQueryClient();
  return (error: unknown) => {
    if (error instanceof ApiError && error.body?.error === 'MONTH_CLOSED')
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.closings] });
  };
}
