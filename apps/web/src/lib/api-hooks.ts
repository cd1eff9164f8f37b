/**
 * The pieces the features' api files build their queries and writes from: a list's page, the
 * create-or-edit, toggle and delete of a row, and a write that refetches what it changed.
 */
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api } from './api';
import type { DataResponse } from './api-types';

/**
 * One page of a list (`GET path?…filters&page&limit`), under `[root, 'list', filters, page]`; the
 * previous page stays on screen while the next one loads.
 */
export function listPageQuery<L>(
  root: string,
  path: string,
  filters: Record<string, string>,
  page: number,
  limit: number,
) {
  return queryOptions({
    queryKey: [root, 'list', filters, page],
    queryFn: ({ signal }) => api.get<L>(path, { query: { ...filters, page, limit }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** A create-or-edit: no id creates. */
export interface SaveVariables<I> {
  id: number | null;
  data: I;
  /** Sent with a creation, so that a POST sent twice creates once. */
  idempotencyKey?: string;
}

/** Creates (`POST path`) or edits (`PUT path/id`) one row. */
export function saveRow<T, I>(path: string) {
  return ({ id, data, idempotencyKey }: SaveVariables<I>) =>
    id === null
      ? api.post<DataResponse<T>>(
          path,
          data,
          idempotencyKey === undefined ? undefined : { headers: { 'Idempotency-Key': idempotencyKey } },
        )
      : api.put<DataResponse<T>>(`${path}/${id}`, data);
}

/** Turns a row active or inactive (`PUT path/id { ativo }`). */
export function toggleRow<T extends { id: number; ativo: number }>(path: string) {
  return (row: T) => api.put<DataResponse<T>>(`${path}/${row.id}`, { ativo: row.ativo ? 0 : 1 });
}

/** Deletes one row (`DELETE path/id`). */
export function deleteRow(path: string) {
  return (id: number) => api.delete(`${path}/${id}`);
}

/**
 * A write whose success refetches every query under `roots` ('all': every query of the app).
 * `wait`: the write ends only when that refetch has ended (the form stays busy until then).
 */
export function useWrite<TData, TVars>(
  mutationFn: (variables: TVars) => Promise<TData>,
  {
    roots,
    wait = false,
    onError,
  }: { roots: readonly string[] | 'all'; wait?: boolean; onError?: (error: ApiError) => void },
) {
  const queryClient = useQueryClient();
  const refetch = () =>
    roots === 'all'
      ? queryClient.invalidateQueries()
      : Promise.all(roots.map((root) => queryClient.invalidateQueries({ queryKey: [root] })));
  return useMutation<TData, ApiError, TVars>({
    mutationFn,
    onSuccess: wait ? refetch : () => void refetch(),
    ...(onError ? { onError } : {}),
  });
}

/**
 * The save, active toggle and delete of a register's rows (`path`: '/attendants', '/tripeiros'),
 * each refetching `roots` once done.
 */
export function registerWrites<T extends { id: number; ativo: number }, I>(path: string, roots: readonly string[]) {
  return {
    useSave: () => useWrite(saveRow<T, I>(path), { roots }),
    useToggle: () => useWrite(toggleRow<T>(path), { roots }),
    useDelete: () => useWrite(deleteRow(path), { roots }),
  };
}
