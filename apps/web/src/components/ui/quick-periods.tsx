import { cn } from '../../lib/cn';
import { QUICK_PERIOD_LABELS, type QuickPeriod } from '../../lib/periods';

/**
 * The quick periods as chips (Hoje, Este Mês, Mês Passado, …), applied at once; the pressed one is
 * `value` (none when the dates were typed by hand). Reports, Dashboard, Payments and Expenses.
 */
export function QuickPeriods<P extends QuickPeriod>({
  periods,
  value,
  onSelect,
  className,
}: {
  periods: readonly P[];
  value: P | null;
  onSelect: (period: P) => void;
  className?: string;
}) {
  return (
    <fieldset className={cn('flex flex-wrap gap-2', className)}>
      <legend className="sr-only">Período</legend>
      {periods.map((period) => {
        const active = value === period;
        return (
          <button
            key={period}
            type="button"
            aria-pressed={active}
            onClick={() => onSelect(period)}
            className={cn(
              'h-8 cursor-pointer rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:focus-visible:outline-emerald-400',
              active
                ? 'border-emerald-700 bg-emerald-700 text-white dark:border-emerald-500 dark:bg-emerald-500 dark:text-zinc-950'
                : 'border-zinc-300 bg-white text-zinc-700 hover:bg-zinc-50 dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-300 dark:hover:bg-zinc-800',
            )}
          >
            {QUICK_PERIOD_LABELS[period]}
          </button>
        );
      })}
    </fieldset>
  );
}
