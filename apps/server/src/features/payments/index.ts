/** What other features may use of payments: reads only (writes go through the ledger). */
export { listPayments, paymentsPage } from './payments.repository.js';
