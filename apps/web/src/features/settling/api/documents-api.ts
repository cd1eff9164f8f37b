import { queryOptions } from '@tanstack/react-query';
import { api, requestBlob } from '../../../lib/api';
import type { DataResponse, ListResponse } from '../../../lib/api-types';

/**
 * What payouts (`/payouts`, under the attendants' root) and settlements (`/settlements`, under the
 * tripeiros') have alike: a person's history, the PIX code, the reversal and the PDF receipt.
 */
export interface DocumentRoute {
  /** The query root the document's data is kept under. */
  root: string;
  path: '/payouts' | '/settlements';
}

/** The last 50 documents of one person (`personKey`: atendente_id or tripeiro_id). */
export function historyQuery<D>(route: DocumentRoute, name: string, personKey: string, personId: number) {
  return queryOptions({
    queryKey: [route.root, name, personId],
    queryFn: ({ signal }) =>
      api.get<ListResponse<D>>(route.path, { query: { [personKey]: personId, limit: 50 }, signal }),
  });
}

/** A document's PIX code; a refusal (no PIX key) is shown, not retried. */
export function pixQuery(route: DocumentRoute, name: string, id: number) {
  return queryOptions({
    queryKey: [route.root, name, id],
    queryFn: ({ signal }) =>
      api.get<DataResponse<{ chave_pix: string; valor: number; payload: string; qr_svg: string }>>(
        `${route.path}/${id}/pix`,
        { signal },
      ),
    retry: false,
  });
}

/** A reversal, with its reason. */
export function reverseDocument<D>(route: DocumentRoute) {
  return ({ id, motivo }: { id: number; motivo: string }) =>
    api.post<DataResponse<D>>(`${route.path}/${id}/reverse`, { motivo });
}

/** The document's PDF receipt, named `${prefix}-${numero}.pdf`. */
export async function downloadReceipt(route: DocumentRoute, doc: { id: number; numero: number }, prefix: string) {
  const { blob } = await requestBlob(`${route.path}/${doc.id}/pdf`, { headers: { Accept: 'application/pdf' } });
  return { blob, filename: `${prefix}-${doc.numero}.pdf` };
}
