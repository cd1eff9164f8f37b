/** What other modules may use of the cash flow (issue 22 §5, ADR 053): its routes. */
export { cashFlowRoutes } from './cash-flow.routes.js';
