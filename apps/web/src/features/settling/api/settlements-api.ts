import type { Settlement, SettlementInput } from '@livro-caixa/domain';
import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { type ApiError, api, requestBlob } from '../../../lib/api';
import type { DataResponse, ListResponse } from '../../../lib/api-types';
import { QUERY_ROOTS } from '../../../lib/query-keys';

type Item = Settlement['items'][number];

/** Settlements (acerto) with a tripeiro (issue 15, docs/product-rules.md "Settling up"). */
export function openSettlementQuery(tripeiroId: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.tripeiros, 'settlement-open', tripeiroId],
    queryFn: ({ signal }) =>
      api.get<
        DataResponse<{
          tripeiro: { id: number; nome: string };
          payments: Item[];
          saldo: number;
          comissao: number;
          valor_entregue: number;
        }>
      >('/settlements/open', { query: { tripeiro_id: tripeiroId }, signal }),
  });
}

export function settlementHistoryQuery(tripeiroId: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.tripeiros, 'settlements', tripeiroId],
    queryFn: ({ signal }) =>
      api.get<ListResponse<Omit<Settlement, 'items'>>>('/settlements', {
        query: { tripeiro_id: tripeiroId, limit: 50 },
        signal,
      }),
  });
}

export function settlementPixQuery(settlementId: number) {
  return queryOptions({
    queryKey: [QUERY_ROOTS.tripeiros, 'settlement-pix', settlementId],
    queryFn: ({ signal }) =>
      api.get<DataResponse<{ chave_pix: string; valor: number; payload: string; qr_svg: string }>>(
        `/settlements/${settlementId}/pix`,
        { signal },
      ),
    retry: false,
  });
}

/** A settlement confirms payments: every figure of the app may change. */
export function useSettle() {
  const queryClient = useQueryClient();
  return useMutation<DataResponse<Settlement>, ApiError, SettlementInput>({
    mutationFn: (input) => api.post<DataResponse<Settlement>>('/settlements', input),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

/** A reversal sends the settlement's payments back to pendente: every figure may change too. */
export function useReverseSettlement() {
  const queryClient = useQueryClient();
  return useMutation<DataResponse<Settlement>, ApiError, { id: number; motivo: string }>({
    mutationFn: ({ id, motivo }) => api.post<DataResponse<Settlement>>(`/settlements/${id}/reverse`, { motivo }),
    onSuccess: () => void queryClient.invalidateQueries(),
  });
}

export async function downloadSettlementReceipt(settlement: { id: number; numero: number }) {
  const { blob } = await requestBlob(`/settlements/${settlement.id}/pdf`, { headers: { Accept: 'application/pdf' } });
  return { blob, filename: `recibo-acerto-${settlement.numero}.pdf` };
}

/** The company's PIX key and city (`PUT /pix-settings`): the settlements' codes are paid to it. */
export function useSavePixSettings() {
  const queryClient = useQueryClient();
  return useMutation<unknown, ApiError, { chave_pix: string | null; pix_cidade: string | null }>({
    mutationFn: (input) => api.put('/pix-settings', input),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: [QUERY_ROOTS.tripeiros] }),
  });
}
