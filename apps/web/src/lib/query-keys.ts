/**
 * Roots of the cached server state. A payment write changes the attendants' and tripeiros' running
 * totals too, so features invalidate each other's data through these roots, never through each
 * other's code.
 */
export const QUERY_ROOTS = {
  payments: 'payments',
  attendants: 'attendants',
  tripeiros: 'tripeiros',
  /** The company's closed months (docs/product-rules.md "Closing"): the lists lock their rows. */
  closings: 'closings',
  /** The company's accounts and their balances (ADR 044): a payment, expense or transfer moves them. */
  financialAccounts: 'financial-accounts',
  /** The company's expense categories (ADR 048): a rename or merge changes the expenses too. */
  expenseCategories: 'expense-categories',
} as const;

/** Everything a payment write may change. */
export const PAYMENT_DEPENDENT_ROOTS = [
  QUERY_ROOTS.payments,
  QUERY_ROOTS.attendants,
  QUERY_ROOTS.tripeiros,
  QUERY_ROOTS.financialAccounts,
] as const;
