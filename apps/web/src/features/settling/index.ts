/**
 * What other features use of settling up (ADR 029): the "Pagar comissões" window of /attendants and
 * the "Acertar" window of /tripeiros are built from these; payouts and settlements, their receipts,
 * PIX codes and reversals belong here, with the Acertos page.
 */
export { balancesQuery, openCommissionsQuery, payoutHistoryQuery, usePayCommissions } from './api/payouts-api';
export { openSettlementQuery, settlementHistoryQuery, useSettle } from './api/settlements-api';
export { useClosedNote } from './closed-note';
export { ChooserList } from './components/chooser-list';
export { DocumentHistory, DocumentRow } from './components/document-row';
export { PayoutPixCode, SettlementPixCode } from './components/pix-code';
export { DateMethodFields, RecordOnceBody, useRecordOnce } from './components/record-once';
export { SettledDocument } from './components/settled-document';
export { SettlingLink } from './components/settling-link';
