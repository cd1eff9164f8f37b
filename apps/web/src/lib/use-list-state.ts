import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import type { ToastAction } from '../components/ui/toast';

type Filters = Record<string, string>;

export interface UrlListOptions<F extends Filters> {
  /** Whether a value read from the URL can be used; otherwise the default applies. */
  valid?: { [K in keyof F]?: (value: string) => boolean } | undefined;
  /** Fixes a combination that is not valid as a whole (e.g. a start after the end). */
  fix?: ((filters: F, defaults: F) => F) | undefined;
}

/** `YYYY-MM-DD` that is a real date. */
export function isDateParam(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/** A start and end date in order, or the defaults' (a hand-edited or old link). */
export function fixDateRange<F extends { startDate: string; endDate: string }>(filters: F, defaults: F): F {
  return filters.startDate <= filters.endDate
    ? filters
    : { ...filters, startDate: defaults.startDate, endDate: defaults.endDate };
}

/**
 * `useListState` kept in the URL's query (`?startDate=…&endDate=…&status=…&search=…&page=2`), so a
 * list's filters, search and page are shareable and survive a reload and back/forward (issue 13).
 * A filter equal to its default and page 1 are left out of the URL. A filter change goes back to
 * page 1 and adds a history entry (Back undoes it); `{ replace: true }` does not (the search box
 * as one types, a page clamped after a delete).
 */
export function useUrlListState<F extends Filters>(defaults: F, options: UrlListOptions<F> = {}) {
  const [params, setParams] = useSearchParams();
  const { valid, fix } = options;
  // The defaults are rebuilt on each render (from "today"): compare them by value.
  const defaultsKey = JSON.stringify(defaults);
  // biome-ignore lint/correctness/useExhaustiveDependencies: defaultsKey stands for defaults
  const filters = useMemo(() => {
    const read = { ...defaults };
    for (const key of Object.keys(defaults) as Array<keyof F & string>) {
      const value = params.get(key);
      if (value !== null && (valid?.[key]?.(value) ?? true)) read[key] = value as F[typeof key];
    }
    return fix ? fix(read, defaults) : read;
  }, [params, defaultsKey]);
  const pageParam = Number(params.get('page'));
  const page = Number.isInteger(pageParam) && pageParam > 1 ? pageParam : 1;

  const defaultsRef = useRef(defaults);
  defaultsRef.current = defaults;
  const setFilters = useCallback(
    (patch: Partial<F>, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch)) {
            if (value === undefined || value === defaultsRef.current[key]) next.delete(key);
            else next.set(key, value);
          }
          next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  const setPage = useCallback(
    (nextPage: number, { replace = false }: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (nextPage > 1) next.set('page', String(nextPage));
          else next.delete('page');
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );
  return { filters, page, setFilters, setPage };
}

/**
 * A search box's text, committed to `onCommit` `delay` ms after the user stops typing (the search
 * runs on the server, over every page, not only the one on screen).
 */
export function useDebouncedSearch(onCommit: (search: string) => void, delay = 300, current = '') {
  const [text, setText] = useState(current);
  const committed = useRef(current);
  const commit = useRef(onCommit);
  commit.current = onCommit;
  // The committed search changed from outside (back/forward, a link): the box shows it.
  const shown = useRef(current);
  useEffect(() => {
    if (current === shown.current) return;
    shown.current = current;
    if (current !== committed.current) {
      committed.current = current;
      setText(current);
    }
  }, [current]);
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

/** A dated list's filters: its range, its search, and its own filters (status, categoria). */
export interface DatedFilters {
  [key: string]: string;
  startDate: string;
  endDate: string;
  search: string;
}

/**
 * The toast's extra line when a record just created on `date` is not in a dated list's filter (its
 * range, its search, and its own filter `own`, which the record's `ownValue` passes when the filter
 * is empty or that value): its date, and 'Ver no dia DD/MM/AAAA', which shows that day with no
 * other filter (ADR 020). Nothing when the list shows the record.
 */
export function outsideFilterNotice<F extends DatedFilters>(
  filters: F,
  own: keyof F & string,
  setFilters: (patch: Partial<F>) => void,
  formatDate: (date: string) => string,
) {
  return (date: string, ownValue: string): { description: string; action: ToastAction } | undefined => {
    const ownMatch = filters[own] === '' || filters[own] === ownValue;
    if (date >= filters.startDate && date <= filters.endDate && ownMatch && filters.search === '') return undefined;
    const day = formatDate(date);
    const showDay = { startDate: date, endDate: date, [own]: '', search: '' } as Partial<F>;
    return {
      description: `Fora do filtro atual: a data é ${day}.`,
      action: { label: `Ver no dia ${day}`, onClick: () => setFilters(showDay) },
    };
  };
}
