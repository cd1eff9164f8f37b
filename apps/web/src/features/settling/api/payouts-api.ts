import type { CommissionFigures, OpenCommissions, Payout, PayoutInput } from '@livro-caixa/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../../lib/api';
import { saveRow, useWrite } from '../../../lib/api-hooks';
import type { DataResponse } from '../../../lib/api-types';
import { QUERY_ROOTS } from '../../../lib/query-keys';
import { type DocumentRoute, downloadReceipt, historyQuery, pixQuery, reverseDocument } from './documents-api';

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

const PAYOUTS: DocumentRoute = { root: QUERY_ROOTS.attendants, path: '/payouts' };
const WRITTEN = { roots: [QUERY_ROOTS.attendants] };

export function payoutHistoryQuery(attendantId: number) {
  return historyQuery<Omit<Payout, 'items'>>(PAYOUTS, 'payouts', 'atendente_id', attendantId);
}

export function payoutPixQuery(payoutId: number) {
  return pixQuery(PAYOUTS, 'payout-pix', payoutId);
}

/** `{ id: null, data, idempotencyKey }`: the window's one key, so a second submit pays nothing more. */
export function usePayCommissions() {
  return useWrite(saveRow<Payout, PayoutInput>('/payouts'), WRITTEN);
}

export function useReversePayout() {
  return useWrite(reverseDocument<Payout>(PAYOUTS), WRITTEN);
}

export function downloadPayoutReceipt(payout: { id: number; numero: number }) {
  return downloadReceipt(PAYOUTS, payout, 'recibo-comissoes');
}
