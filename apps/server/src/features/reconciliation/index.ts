/** What other features may use of the reconciliation (ADR 046). */

export { matchAutomatically } from './automatic.js';
export { reconciliationRoutes } from './reconciliation.routes.js';
export { bankMatchesTable } from './reconciliation.table.js';
export { reconciliationOfMonth } from './summary.js';
