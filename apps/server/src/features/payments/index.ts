/** What other features may use of payments: reads only (writes go through the ledger). */
export { latestPayments, listPayments } from './payments.repository.js';
