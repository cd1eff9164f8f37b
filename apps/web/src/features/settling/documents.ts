import type { Payout, Settlement } from '@livro-caixa/domain';
import { useDownload } from '../../components/ui/use-download';
import { downloadPayoutReceipt, useReversePayout } from './api/payouts-api';
import { downloadSettlementReceipt, useReverseSettlement } from './api/settlements-api';
import { payoutText, settlementText } from './receipt-text';

/**
 * A payout or a settlement as the Acertos list and the windows' histories have it (issue 15): the
 * one shape their rows, receipts, WhatsApp texts and reversals are written for.
 */
export type SettlingDocument =
  | { kind: 'comissoes'; doc: Omit<Payout, 'items'> }
  | { kind: 'acertos'; doc: Omit<Settlement, 'items'> };

/** What a row shows of a document, whichever its kind. */
export function factsOf(d: SettlingDocument) {
  return d.kind === 'comissoes'
    ? { date: d.doc.data_pagamento, amount: d.doc.total }
    : { date: d.doc.data_acerto, amount: d.doc.valor_entregue };
}

export function receiptText(d: SettlingDocument, formatDate: (date: string) => string): string {
  return d.kind === 'comissoes' ? payoutText(d.doc, formatDate) : settlementText(d.doc, formatDate);
}

/** 'Recibo': the document's PDF, saved as recibo-comissoes-N.pdf or recibo-acerto-N.pdf. */
export function useReceipt() {
  return useDownload(
    (d: SettlingDocument) => (d.kind === 'comissoes' ? downloadPayoutReceipt(d.doc) : downloadSettlementReceipt(d.doc)),
    { failure: 'Erro ao gerar recibo' },
  );
}

/** 'Estornar': the reversal of a payout or of a settlement (their routes differ, not the form). */
export function useReverse(kind: SettlingDocument['kind']) {
  const payout = useReversePayout();
  const settlement = useReverseSettlement();
  return kind === 'comissoes' ? payout : settlement;
}
