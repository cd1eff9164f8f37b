import { cn } from '../../lib/cn';
import { formatReais } from '../../lib/format';

export interface ListTotal {
  label: string;
  /** Reais. */
  value: number;
  tone?: 'positive' | 'negative' | 'neutral';
}

/**
 * Under a paginated list: the amounts of the whole filter (every page, from the list's `summary`),
 * with a line saying what they cover.
 */
export function ListTotals({ totals, note, busy = false }: { totals: ListTotal[]; note: string; busy?: boolean }) {
  return (
    <section
      aria-label="Totais do filtro"
      aria-busy={busy || undefined}
      className={cn(
        'mt-3 rounded-xl border border-zinc-200 bg-zinc-50 px-4 py-3 transition-opacity dark:border-zinc-800 dark:bg-zinc-900/60',
        busy && 'opacity-60',
      )}
    >
      <dl className="grid grid-cols-2 gap-x-6 gap-y-3 sm:flex sm:flex-wrap sm:gap-x-8">
        {totals.map((total) => (
          <div key={total.label} className="min-w-0">
            <dt className="text-xs font-medium text-zinc-600 dark:text-zinc-400">{total.label}</dt>
            <dd
              className={cn(
                'text-base font-semibold whitespace-nowrap tabular-nums',
                total.tone === 'positive' && 'text-emerald-700 dark:text-emerald-400',
                total.tone === 'negative' && 'text-red-700 dark:text-red-400',
                (!total.tone || total.tone === 'neutral') && 'text-zinc-900 dark:text-zinc-100',
              )}
            >
              {formatReais(total.value)}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-2 text-xs text-zinc-600 dark:text-zinc-400">{note}</p>
    </section>
  );
}
