/** What other features may use of the financial accounts (the rest is this folder's own). */
export type { AccountRow } from './financial-accounts.repository.js';
export { ACCOUNT_NOT_FOUND, requireAccount } from './require-account.js';
