/**
 * What the rest of the app uses of the financial accounts (ADR 044): the accounts with their
 * balances (`useFinancialAccounts`), the query behind it, and the forms' account field.
 */
export { financialAccountsQuery, useFinancialAccounts } from './api/financial-accounts-api';
