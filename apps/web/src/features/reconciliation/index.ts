/** What the rest of the app uses of the reconciliation (ADR 046): the closing's section. */
export { Difference, ReconciliationSection } from './components/month-summary';
