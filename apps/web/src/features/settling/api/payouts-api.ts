import type { CommissionFigures, OpenCommissions, Payout, PayoutInput } from '@livro-caixa/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api, requestBlob } from '../../../lib/api';
import type { DataResponse, ListResponse } from '../../../lib/api-types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

/**
 * Commission payouts (issue 15, docs/product-rules.md "Settling up"). Kept under the attendants'
 * root: a payment write changes what is open, and invalidates that root already.
 */
export function balancesQuery() {
  return queryOptions({
    queryKey: [QUERY_ROOTS.attendants, 'payout-balances'],
    queryFn: ({ signal }) =>
      api.get<{ data: Array<CommissionFigures & { atendente_id: number }> }>('/payouts/balances', { signal }),
  });
}

export function openCommissionsQuery(attendantId: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.attendants, 'payout-open', attendantId],
    queryFn: ({ signal }) =>
      api.get<DataResponse<OpenCommissions>>('/payouts/open', { query: { atendente_id: attendantId }, signal }),
  });
}

export function payoutHistoryQuery(attendantId: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.attendants, 'payouts', attendantId],
    queryFn: ({ signal }) =>
      api.get<ListResponse<Omit<Payout, 'items'>>>('/payouts', {
        query: { atendente_id: attendantId, limit: 50 },
        signal,
      }),
  });
}

export function payoutPixQuery(payoutId: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.attendants, 'payout-pix', payoutId],
    queryFn: ({ signal }) =>
      api.get<DataResponse<{ chave_pix: string; valor: number; payload: string; qr_svg: string }>>(
        `/payouts/${payoutId}/pix`,
        { signal },
      ),
    retry: false,
  });
}

function useInvalidate() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.attendants] });
}

export function usePayCommissions() {
  const invalidate = useInvalidate();
  return useMutation<DataResponse<Payout>, ApiError, PayoutInput>({
    mutationFn: (input) => api.post<DataResponse<Payout>>('/payouts', input),
    onSuccess: invalidate,
  });
}

export function useReversePayout() {
  const invalidate = useInvalidate();
  return useMutation<DataResponse<Payout>, ApiError, { id: number; motivo: string }>({
    mutationFn: ({ id, motivo }) => api.post<DataResponse<Payout>>(`/payouts/${id}/reverse`, { motivo }),
    onSuccess: invalidate,
  });
}

export async function downloadPayoutReceipt(payout: { id: number; numero: number }) {
  const { blob } = await requestBlob(`/payouts/${payout.id}/pdf`, { headers: { Accept: 'application/pdf' } });
  return { blob, filename: `recibo-comissoes-${payout.numero}.pdf` };
}
