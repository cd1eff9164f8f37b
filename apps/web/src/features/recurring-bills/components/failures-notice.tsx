import { useQuery } from '@tanstack/react-query';
import { TriangleAlert } from 'lucide-react';
import { Link } from 'react-router';
import { recurringBillsQuery } from '../api/recurring-bills-api';

/**
 * On the bills page: the recurring templates whose next bills the job could not make
 * (docs/product-rules.md "Recurring bills"), with the way to their reason. Nothing when there are
 * none, or while the list loads or fails (the bills themselves are the page).
 */
export function RecurringFailuresNotice() {
  const query = useQuery(recurringBillsQuery);
  const failing = (query.data?.data ?? []).filter((t) => t.falha !== null);
  if (failing.length === 0) return null;
  const [first] = failing;
  return (
    <p
      role="status"
      className="mb-4 flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <TriangleAlert className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <span>
        {failing.length === 1
          ? `A conta recorrente “${first?.descricao}” não gerou as próximas contas.`
          : `${failing.length} contas recorrentes não geraram as próximas contas.`}{' '}
        <Link
          to="/settings?tab=recorrentes"
          className="font-medium whitespace-nowrap underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-amber-600"
        >
          Ver o motivo
        </Link>
      </span>
    </p>
  );
}
