/** What other features may use of the company's expense categories (the rest is this folder's own). */
export { expenseCategoriesRoutes } from './expense-categories.routes.js';
/** Its table as a backup carries it (ADR 031). */
export { expenseCategoriesTable } from './expense-categories.table.js';
