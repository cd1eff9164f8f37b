/**
 * What other features use of payouts and settlements (ADR 015): the closing reads the month's
 * earned / paid / open commissions (ADR 022).
 */
export { monthSettling } from './month.js';
/** Settling up's tables as a backup carries them (ADR 031). */
export { SETTLING_TABLES } from './payouts.table.js';
