import type { ExpenseStats } from '@livro-caixa/domain';
import { Hash, type LucideIcon, Tags, Wallet } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';
import { formatPercent, formatReais } from '../../../lib/format';

/** The stats show the top 3 categories by total (the server sorts them). */
export function topCategories(stats: ExpenseStats, count = 3) {
  const total = stats.total.total_amount;
  return stats.byCategory.slice(0, count).map((c) => ({
    ...c,
    // Share of the period's amount; bars are drawn from it, formatPercent shows one decimal.
    share: total > 0 ? (c.total_value / total) * 100 : 0,
  }));
}

function StatCard({
  label,
  icon: Icon,
  className,
  children,
}: {
  label: string;
  icon: LucideIcon;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Card className={cn('flex min-w-0 flex-col gap-2 p-4', className)}>
      <div className="flex min-h-10 items-start justify-between gap-2">
        <h2 className="line-clamp-2 text-sm/5 font-medium text-zinc-600 dark:text-zinc-400">{label}</h2>
        <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-red-50 text-red-600 dark:bg-red-500/10 dark:text-red-400">
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      {children}
    </Card>
  );
}

const valueClasses = 'text-2xl font-semibold tracking-tight text-zinc-900 tabular-nums dark:text-zinc-50';

// Bar widths in 5% steps as literal classes (the CSP refuses inline styles).
const WIDTHS = [
  'w-0',
  'w-[5%]',
  'w-[10%]',
  'w-[15%]',
  'w-[20%]',
  'w-[25%]',
  'w-[30%]',
  'w-[35%]',
  'w-[40%]',
  'w-[45%]',
  'w-[50%]',
  'w-[55%]',
  'w-[60%]',
  'w-[65%]',
  'w-[70%]',
  'w-[75%]',
  'w-[80%]',
  'w-[85%]',
  'w-[90%]',
  'w-[95%]',
  'w-full',
] as const;
const barWidth = (share: number) => WIDTHS[Math.min(20, Math.max(share > 0 ? 1 : 0, Math.round(share / 5)))];

/** Count and amount of the period's expenses, and its three biggest categories. `null`: not loaded. */
export function ExpenseStatsCards({ stats, period }: { stats: ExpenseStats | null; period: string }) {
  const top = stats ? topCategories(stats) : [];
  const count = stats?.total.total_expenses ?? 0;
  const average = stats && count > 0 ? Math.round((stats.total.total_amount * 100) / count) / 100 : null;
  return (
    <div className="mb-4 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
      <StatCard label="Total de Despesas" icon={Hash}>
        <p className={valueClasses}>{stats ? count : '—'}</p>
        <p className="mt-auto text-xs text-zinc-500 dark:text-zinc-400">{period}</p>
      </StatCard>
      <StatCard label="Valor Total" icon={Wallet}>
        <p className={cn(valueClasses, 'max-sm:text-lg')}>{stats ? formatReais(stats.total.total_amount) : '—'}</p>
        {average !== null && (
          <p className="mt-auto text-xs text-zinc-500 dark:text-zinc-400">Média por despesa: {formatReais(average)}</p>
        )}
      </StatCard>
      <StatCard label="Principais Categorias" icon={Tags} className="col-span-2">
        {top.length === 0 ? (
          <p className="text-sm text-zinc-500 dark:text-zinc-400">{stats ? 'Nenhuma despesa no período' : '—'}</p>
        ) : (
          <ol className="space-y-2" aria-label="Principais categorias">
            {top.map((c) => (
              <li key={c.categoria} className="text-sm">
                <div className="flex items-baseline justify-between gap-3">
                  <span className="truncate font-medium text-zinc-800 dark:text-zinc-200">{c.categoria}</span>
                  <span className="shrink-0 text-zinc-900 tabular-nums dark:text-zinc-100">
                    {formatReais(c.total_value)}
                    <span className="ml-1.5 text-xs text-zinc-500 dark:text-zinc-400">{formatPercent(c.share)}</span>
                  </span>
                </div>
                <div
                  className="mt-1 h-1.5 overflow-hidden rounded-full bg-zinc-100 dark:bg-zinc-800"
                  aria-hidden="true"
                >
                  <div className={cn('h-full rounded-full bg-red-500/80 dark:bg-red-400/70', barWidth(c.share))} />
                </div>
              </li>
            ))}
          </ol>
        )}
      </StatCard>
    </div>
  );
}
