import type { Settlement, SettlementInput } from '@livro-caixa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveRow, useWrite } from '../../../lib/api-hooks';
import type { DataResponse } from '../../../lib/api-types';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { type DocumentRoute, downloadReceipt, historyQuery, pixQuery, reverseDocument } from './documents-api';

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

const SETTLEMENTS: DocumentRoute = { root: QUERY_ROOTS.tripeiros, path: '/settlements' };

export function settlementHistoryQuery(tripeiroId: number) {
  return historyQuery<Omit<Settlement, 'items'>>(SETTLEMENTS, 'settlements', 'tripeiro_id', tripeiroId);
}

export function settlementPixQuery(settlementId: number) {
  return pixQuery(SETTLEMENTS, 'settlement-pix', settlementId);
}

/**
 * A settlement confirms payments: every figure of the app may change. `{ id: null, data,
 * idempotencyKey }`: the window's one key, so a second submit settles nothing more.
 */
export function useSettle() {
  return useWrite(saveRow<Settlement, SettlementInput>('/settlements'), { roots: 'all' });
}

/** A reversal sends the settlement's payments back to pendente: every figure may change too. */
export function useReverseSettlement() {
  return useWrite(reverseDocument<Settlement>(SETTLEMENTS), { roots: 'all' });
}

export function downloadSettlementReceipt(settlement: { id: number; numero: number }) {
  return downloadReceipt(SETTLEMENTS, settlement, 'recibo-acerto');
}

/** The company's PIX key and city (`PUT /pix-settings`): the settlements' codes are paid to it. */
export function useSavePixSettings() {
  return useWrite(
    (input: { chave_pix: string | null; pix_cidade: string | null }) => api.put<unknown>('/pix-settings', input),
    { roots: [QUERY_ROOTS.tripeiros] },
  );
}
