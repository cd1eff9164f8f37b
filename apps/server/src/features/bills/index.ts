/** What other features may use of bills and receivables: reads only (writes go through the ledger). */
export { type Bucket, listBills, openSummary } from './bills.repository.js';
export { billsRoutes } from './bills.routes.js';
