/**
 * The document threads' file (lib/documents.ts): `DOCUMENTS` holds, under each `offThread` name,
 * the drawing function it wraps. Bundled on its own as dist/documents.worker.js (build.mjs).
 */
import { drawClosing } from './features/closings/closings.pdf.js';
import { drawDre } from './features/dre/dre.pdf.js';
import { drawPayoutReceipt, drawSettlementReceipt } from './features/payouts/receipts.pdf.js';
import { documentThread } from './lib/documents.js';

export const DOCUMENTS = {
  closingPdf: drawClosing,
  drePdf: drawDre,
  payoutReceipt: drawPayoutReceipt,
  settlementReceipt: drawSettlementReceipt,
};

export default documentThread(DOCUMENTS);
