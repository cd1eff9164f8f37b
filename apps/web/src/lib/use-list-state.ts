import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * Filters and page of a paginated list kept together, so that changing a filter always goes back
 * to page 1 (spec: the list reloads when page, filter or search change).
 */
export function useListState<F extends object>(initial: F | (() => F)) {
  const [state, setState] = useState(() => ({
    filters: typeof initial === 'function' ? (initial as () => F)() : initial,
    page: 1,
  }));
  const setFilters = useCallback((patch: Partial<F>) => {
    setState((s) => ({ filters: { ...s.filters, ...patch }, page: 1 }));
  }, []);
  const setPage = useCallback((page: number) => setState((s) => ({ ...s, page })), []);
  return { filters: state.filters, page: state.page, setFilters, setPage };
}

/**
 * A search box's text, committed to `onCommit` `delay` ms after the user stops typing (the search
 * runs on the server, over every page, not only the one on screen).
 */
export function useDebouncedSearch(onCommit: (search: string) => void, delay = 300) {
  const [text, setText] = useState('');
  const committed = useRef('');
  const commit = useRef(onCommit);
  commit.current = onCommit;
  useEffect(() => {
    const value = text.trim();
    if (value === committed.current) return;
    const timer = setTimeout(() => {
      committed.current = value;
      commit.current(value);
    }, delay);
    return () => clearTimeout(timer);
  }, [text, delay]);
  return [text, setText] as const;
}

/** After a delete empties the last page, go back to the last page that exists. */
export function useClampPage(page: number, totalPages: number | undefined, setPage: (page: number) => void) {
  useEffect(() => {
    if (totalPages !== undefined && page > 1 && page > totalPages) setPage(Math.max(1, totalPages));
  }, [page, totalPages, setPage]);
}
