/** What the rest of the app uses of the cash flow (issue 22 §5): the dashboard's forecast line. */
export { NextNegativeDayCard } from './components/next-negative-card';
