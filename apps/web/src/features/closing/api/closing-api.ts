import type { Closing } from '@livro-caixa/domain';
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api, requestBlob } from '../../../lib/api';
import { QUERY_ROOTS } from '../../../lib/query-keys';

export const CLOSING_ROOT = 'closing';

/** The whole closing of a month `YYYY-MM` in one call (cards, both tables, totals, status). */
export function closingQuery(month: string) {
  return queryOptions({
    queryKey: [CLOSING_ROOT, month],
    queryFn: ({ signal }) => api.get<Closing>(`/closings/${month}`, { signal }),
    placeholderData: keepPreviousData,
    // An open month changes with every entry written elsewhere: always regenerate on arrival.
    staleTime: 0,
  });
}

/**
 * 'Fechar mês' / 'Reabrir': the answer is the month's new closing, put straight into the cache;
 * the closed months (the lists' locks) are fetched again.
 */
export function useClosingAction(month: string, action: 'close' | 'reopen') {
  const queryClient = useQueryClient();
  return useMutation<Closing, ApiError>({
    mutationFn: () => api.post<Closing>(`/closings/${month}/${action}`),
    onSuccess: (closing) => {
      queryClient.setQueryData(closingQuery(month).queryKey, closing);
      void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.closings] });
    },
  });
}

/** The server-built PDF, always saved as fechamento-YYYY-MM.pdf. */
export async function downloadClosingPdf(month: string) {
  const { blob } = await requestBlob(`/closings/${month}/pdf`, { headers: { Accept: 'application/pdf' } });
  return { blob, filename: `fechamento-${month}.pdf` };
}
