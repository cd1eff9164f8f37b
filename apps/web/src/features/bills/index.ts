/** What the rest of the app uses of bills and receivables: the dashboard's card (the page is a route). */
export { BillsDueCard } from './components/bills-due-card';
