import type { Report } from '@livro-caixa/domain';
import { formatMonthNumeric } from '@livro-caixa/domain';
import { LegendItem } from '../../../components/ui/chart-legend';
import { cn } from '../../../lib/cn';
import { EXPENSES_AND_SAIDAS } from '../../../lib/figure-names';
import { NO_DATA } from '../model';
import { brl, pct } from './figures';

/** The tallest bar of the monthly trend is 150 px. */
export const MAX_BAR_HEIGHT = 150;

export function barHeight(value: number, max: number): number {
  if (value <= 0 || max <= 0) return 0;
  return Math.max(2, Math.round((value / max) * MAX_BAR_HEIGHT));
}

function NoData() {
  return <p className="px-4 py-10 text-center text-sm text-zinc-500 dark:text-zinc-400">{NO_DATA}</p>;
}

function Legend() {
  return (
    <div className="flex items-center gap-4 text-xs text-zinc-600 dark:text-zinc-400" aria-hidden="true">
      <LegendItem swatch="size-2.5 rounded-sm bg-emerald-500">Receita</LegendItem>
      <LegendItem swatch="size-2.5 rounded-sm bg-red-400 dark:bg-red-500">{EXPENSES_AND_SAIDAS}</LegendItem>
    </div>
  );
}

/** Revenue and expenses per month, side by side; heights relative to the period's largest figure. */
export function TrendBars({ rows }: { rows: Report['monthlyTrend'] }) {
  const max = Math.max(0, ...rows.flatMap((r) => [r.revenue, r.expenses]));
  if (max === 0) return <NoData />;
  return (
    <div className="space-y-3 p-4">
      <Legend />
      <div className="relative overflow-x-auto pb-1">
        <ul className="flex min-w-full items-end gap-2 sm:gap-3 print:gap-1" aria-label="Receita e despesas por mês">
          {rows.map((row) => {
            const label = formatMonthNumeric(row.month);
            return (
              <li key={row.month} className="flex min-w-12 flex-1 flex-col items-center gap-1.5 print:min-w-0">
                <div className="flex h-[150px] items-end gap-1 border-b border-zinc-200 dark:border-zinc-700">
                  <div
                    data-bar="revenue"
                    title={`Receita ${label}: ${brl(row.revenue)}`}
                    className="w-3.5 rounded-t-sm bg-emerald-500 sm:w-5 print:w-3"
                    style={{ height: `${barHeight(row.revenue, max)}px` }}
                  />
                  <div
                    data-bar="expenses"
                    title={`${EXPENSES_AND_SAIDAS} ${label}: ${brl(row.expenses)}`}
                    className="w-3.5 rounded-t-sm bg-red-400 sm:w-5 print:w-3 dark:bg-red-500"
                    style={{ height: `${barHeight(row.expenses, max)}px` }}
                  />
                </div>
                <span className="text-[0.6875rem] whitespace-nowrap text-zinc-500 tabular-nums print:text-[0.5625rem] dark:text-zinc-400">
                  {label}
                </span>
                <span className="sr-only">
                  Receita {brl(row.revenue)}, despesas {brl(row.expenses)}
                </span>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}

/** Expenses by category as horizontal bars (widths relative to the largest category). */
export function CategoryBars({ rows, className }: { rows: Report['byCategory']; className?: string }) {
  const max = Math.max(0, ...rows.map((r) => r.value));
  if (rows.length === 0 || max === 0) return <NoData />;
  return (
    <ul className={cn('space-y-3.5 p-4', className)}>
      {rows.map((row) => (
        <li key={row.name}>
          <div className="flex items-baseline justify-between gap-3 text-sm">
            <span className="min-w-0 truncate text-zinc-800 dark:text-zinc-200">{row.name}</span>
            <span className="shrink-0 text-zinc-600 tabular-nums dark:text-zinc-400">
              <span className="font-medium text-zinc-900 dark:text-zinc-100">{brl(row.value)}</span>
              <span className="ml-2 text-xs">{pct(row.percentage)}</span>
            </span>
          </div>
          <div className="mt-1.5 h-2 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800">
            <div
              className="h-full rounded-full bg-red-400 dark:bg-red-500"
              style={{ width: `${Math.max(1, (row.value / max) * 100)}%` }}
            />
          </div>
        </li>
      ))}
    </ul>
  );
}
