/** What other features may use of the reconciliation (ADR 046). */
export { reconciliationRoutes } from './reconciliation.routes.js';
export { matchAutomatically } from './reconciliation.service.js';
export { bankMatchesTable } from './reconciliation.table.js';
export { reconciliationOfMonth } from './summary.js';
