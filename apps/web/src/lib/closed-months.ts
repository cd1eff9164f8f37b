import type { ClosingList } from '@livro-caixa/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api';
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
  return (date) => data?.has(date.slice(0, 7)) ?? false;
}
