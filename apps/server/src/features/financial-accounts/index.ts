/** What other features may use of the financial accounts (the rest is this folder's own). */
export type { AccountRow } from './financial-accounts.repository.js';
export { accountMovementsUpTo } from './financial-accounts.repository.js';
export { financialAccountsRoutes } from './financial-accounts.routes.js';
export { createAccount, listAccounts } from './financial-accounts.service.js';
/** Its tables as a backup carries them (ADR 031, ADR 044). */
export { FINANCIAL_ACCOUNT_TABLES } from './financial-accounts.table.js';
export { ACCOUNT_NOT_FOUND, requireAccount } from './require-account.js';
