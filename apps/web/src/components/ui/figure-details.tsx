import { expensesBreakdown, expensesCounts } from '../../lib/figure-names';

type ExpensesFigures = Parameters<typeof expensesBreakdown>[0] & Parameters<typeof expensesCounts>[0];

/**
 * The detail of a 'Despesas + saídas' card, on the dashboard as in Relatórios: its parts, and what
 * each count counts (docs/product-rules.md "Figures on screen and in files").
 */
export function ExpensesParts({ figures }: { figures: ExpensesFigures }) {
  return (
    <>
      <p>{expensesBreakdown(figures)}</p>
      <p>{expensesCounts(figures)}</p>
    </>
  );
}
