/**
 * What other features use of payouts and settlements (ADR 015): a restore tells a unique index's
 * refusal; the closing reads the month's earned / paid / open commissions (ADR 022).
 */
export { monthSettling } from './month.js';
export { isUniqueViolation } from './numbers.js';
