/** What other features may use of expenses: reads only (writes go through the ledger). */
export { expenseTotalsByCategory, latestExpenses, listExpenses } from './expenses.repository.js';
export { expenseStats } from './expenses.service.js';
