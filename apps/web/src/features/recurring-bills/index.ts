/** What other features may use of recurring bills (ADR 051): the section Configurações shows, the bills page's notice of failures (ADR 065). */
export { RecurringFailuresNotice } from './components/failures-notice';
export { RecurringBillsTab } from './components/recurring-bills-tab';
