/** What other features may use of recurring bills (ADR 051): the section the bills page or Configurações shows. */
export { RecurringBillsTab } from './components/recurring-bills-tab';
