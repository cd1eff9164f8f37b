/**
 * What the rest of the app uses of the financial accounts (ADR 044): the accounts with their
 * balances (`useFinancialAccounts`), the query behind it, the forms' "Conta" field, the
 * dashboard's balances card and the Configurações tab.
 */
export { financialAccountsQuery, useFinancialAccounts } from './api/financial-accounts-api';
export { AccountBalancesCard } from './components/account-balances-card';
export { AccountSelectField } from './components/account-select-field';
export { AccountsTab } from './components/accounts-tab';
