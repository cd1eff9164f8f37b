/** What other parts of the app may use of recurring bills (ADR 051; the rest is this folder's own). */
export { runDueRecurringBills } from './recurring-bills.generate.js';
export { recurringBillsRoutes } from './recurring-bills.routes.js';
/** Its table as a backup carries it (ADR 031). */
export { recurringBillsTable } from './recurring-bills.table.js';
