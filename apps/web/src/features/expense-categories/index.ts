/** What other features may use of the company's expense categories (ADR 048). */
export { categoryChoices, expenseCategoriesQuery, useExpenseCategories } from './api/categories-api';
export { ExpenseCategoriesTab } from './components/categories-tab';
export { CategoryField } from './components/category-field';
