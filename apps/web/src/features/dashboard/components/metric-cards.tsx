import type { PeriodFigures } from '@livro-caixa/domain';
import {
  ArrowDownRight,
  ArrowUpRight,
  Handshake,
  type LucideIcon,
  Minus,
  PiggyBank,
  Receipt,
  TrendingDown,
  TrendingUp,
  Wallet,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Card } from '../../../components/ui/card';
import { ExpensesParts } from '../../../components/ui/figure-details';
import { cn } from '../../../lib/cn';
import { EXPENSES_AND_SAIDAS, netProfitHint } from '../../../lib/figure-names';
import { formatPercent, formatReais } from '../../../lib/format';
import { describeVariation } from '../model';

const TONES = {
  emerald: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-400',
  red: 'bg-red-50 text-red-600 dark:bg-red-500/10 dark:text-red-400',
  sky: 'bg-sky-50 text-sky-700 dark:bg-sky-500/10 dark:text-sky-400',
  violet: 'bg-violet-50 text-violet-700 dark:bg-violet-500/10 dark:text-violet-400',
  zinc: 'bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-400',
} as const;

function MetricCard({
  label,
  icon: Icon,
  tone,
  value,
  negative = false,
  detail,
  className,
}: {
  label: string;
  icon: LucideIcon;
  tone: keyof typeof TONES;
  value: ReactNode;
  /** Shows the value in red (a loss), as FigureCard does in Relatórios. */
  negative?: boolean;
  detail?: ReactNode;
  className?: string;
}) {
  const id = useId();
  return (
    // A named group, so that a reader (and a test) finds the figure by its label.
    <Card role="group" aria-labelledby={id} className={cn('flex min-w-0 flex-col gap-2 p-4', className)}>
      {/* Room for a two-line label, so that the figures of a row stay aligned. */}
      <div className="flex min-h-10 items-start justify-between gap-2">
        <h3 id={id} className="line-clamp-2 text-sm/5 font-medium text-zinc-600 dark:text-zinc-400">
          {label}
        </h3>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg', TONES[tone])}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      {/* Sized so that R$ 999.999,99 fits on one line of a phone's two columns and of five at xl; a
          larger figure wraps after 'R$', never inside the number. */}
      <p
        className={cn(
          'text-base font-semibold tracking-tight tabular-nums sm:text-2xl xl:text-lg 2xl:text-2xl',
          // One colour or the other, never both: two text colours on one element resolve by the
          // stylesheet's order, and the loss showed black.
          negative ? 'text-red-600 dark:text-red-400' : 'text-zinc-900 dark:text-zinc-50',
        )}
      >
        {value}
      </p>
      {detail && <div className="mt-auto space-y-0.5 text-xs text-zinc-500 dark:text-zinc-400">{detail}</div>}
    </Card>
  );
}

/** Money that never breaks between 'R$' and the figure. */

/** The Variação card by the sign of its figure: the arrow, its colour and the card's icon all follow it. */
const TREND = {
  up: { icon: ArrowUpRight, header: TrendingUp, className: 'text-emerald-700 dark:text-emerald-400', tone: 'emerald' },
  down: { icon: ArrowDownRight, header: TrendingDown, className: 'text-red-600 dark:text-red-400', tone: 'red' },
  flat: { icon: Minus, header: Minus, className: '', tone: 'zinc' },
  none: { icon: Minus, header: Minus, className: 'text-zinc-400 dark:text-zinc-500', tone: 'zinc' },
} as const;

/**
 * Receita, Despesas + saídas (with its parts), Lucro Líquido (with margin, commissions and how it
 * comes from Resultado), Variação, Comissões de Tripeiros; names as docs/product-rules.md
 * "Figures on screen and in files".
 */
export function MetricCards({ metrics }: { metrics: PeriodFigures }) {
  const variation = describeVariation(metrics.variation);
  const trend = TREND[variation.trend];
  const TrendIcon = trend.icon;
  const negative = metrics.netProfit < 0;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 xl:grid-cols-5">
      <MetricCard
        label="Receita"
        icon={Wallet}
        tone="emerald"
        value={formatReais(metrics.totalRevenue)}
        detail={
          <p>
            {metrics.confirmedCount === 1 ? '1 entrada confirmada' : `${metrics.confirmedCount} entradas confirmadas`}
          </p>
        }
      />
      <MetricCard
        label={EXPENSES_AND_SAIDAS}
        icon={Receipt}
        tone="red"
        value={formatReais(metrics.totalExpenses)}
        detail={<ExpensesParts figures={metrics} />}
      />
      <MetricCard
        label="Lucro Líquido"
        icon={PiggyBank}
        tone={negative ? 'red' : 'sky'}
        className="col-span-2 md:col-span-1"
        value={formatReais(metrics.netProfit)}
        negative={negative}
        detail={
          <>
            <p>Margem: {formatPercent(metrics.profitMargin)}</p>
            <p>Comissões de atendentes: {formatReais(metrics.totalAttendantCommissions)}</p>
            <p>{netProfitHint(metrics)}</p>
          </>
        }
      />
      <MetricCard
        label="Variação"
        icon={trend.header}
        tone={trend.tone}
        value={
          <span className={cn('inline-flex items-center gap-1', trend.className)}>
            {variation.trend !== 'none' && <TrendIcon className="size-5 shrink-0" aria-hidden="true" />}
            {variation.text}
          </span>
        }
        detail={<p>Receita em relação ao período anterior</p>}
      />
      <MetricCard
        label="Comissões de Tripeiros"
        icon={Handshake}
        tone="violet"
        value={formatReais(metrics.totalTripeiroCommissions)}
        detail={<p>Sobre entradas confirmadas</p>}
      />
    </div>
  );
}
