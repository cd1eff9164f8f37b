/**
 * One way to build a list page (issue 13, ADR 026): `usePagedList` keeps the filters, the search and
 * the page in the URL (lib/use-list-state's useUrlListState: reload, back/forward and links keep
 * them), debounces the search box, loads the page and goes back to the last page that exists after
 * a delete; `PagedList` shows the load failure with 'Tentar novamente', the table, what goes under it
 * (totals) and the count with the pages.
 */
import type { Pagination } from '@livro-caixa/domain';
import { type UseQueryOptions, type UseQueryResult, useQuery } from '@tanstack/react-query';
import { type ReactNode, useCallback } from 'react';
import { type UrlListOptions, useClampPage, useDebouncedSearch, useUrlListState } from '../../lib/use-list-state';
import { Card } from './card';
import { ListFooter } from './list-footer';
import { QueryLoadError } from './load-error';

type Filters = Record<string, string>;

/** What a list's GET answers: the rows and, somewhere, `pagination` (the admin's users have it optional). */
interface PageAnswer {
  pagination?: Pagination | undefined;
}

export function usePagedList<F extends Filters, D extends PageAnswer>(
  defaults: F,
  // biome-ignore lint/suspicious/noExplicitAny: a list's own query options (its error and key types)
  query: (filters: F, page: number) => UseQueryOptions<D, any, D, any>,
  options: UrlListOptions<F> = {},
) {
  const { filters, page, setFilters, setPage } = useUrlListState<F>(defaults, options);
  // Typing replaces the history entry (Back does not replay every letter); a filter adds one.
  const [search, setSearch] = useDebouncedSearch(
    (value) => setFilters({ search: value } as unknown as Partial<F>, { replace: true }),
    300,
    filters.search ?? '',
  );
  const list = useQuery(query(filters, page));
  const clampPage = useCallback((last: number) => setPage(last, { replace: true }), [setPage]);
  useClampPage(page, list.data?.pagination?.totalPages, clampPage);
  return { filters, page, setFilters, setPage, search, setSearch, list };
}

export function PagedList<D extends PageAnswer>({
  list,
  page,
  onPageChange,
  noun,
  loadError,
  totals,
  children,
}: {
  list: UseQueryResult<D>;
  page: number;
  onPageChange: (page: number) => void;
  /** Singular and plural for the count under the list: ['pagamento', 'pagamentos']. */
  noun: [string, string];
  /** The failure's text: 'Erro ao carregar pagamentos'. */
  loadError: string;
  /** Between the table and the pages when the filter has rows: the filter's totals. */
  totals?: (data: D) => ReactNode;
  /** The table. */
  children: ReactNode;
}) {
  const retry = <QueryLoadError query={list} message={loadError} />;
  // Nothing loaded: the failure in the list's place, never an empty table (product-rules 'Load failures').
  if (list.isError && !list.data) return retry;
  const pagination = list.data?.pagination;
  return (
    <>
      {list.isError && <div className="mb-4">{retry}</div>}
      <Card className="overflow-hidden">{children}</Card>
      {list.data && (pagination?.total ?? 0) > 0 && totals?.(list.data)}
      <ListFooter
        total={pagination?.total}
        noun={noun}
        page={page}
        totalPages={pagination?.totalPages ?? 0}
        onPageChange={onPageChange}
        disabled={list.isPlaceholderData}
      />
    </>
  );
}
