import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Card } from './card';

const TONES = {
  emerald: 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/10 dark:text-emerald-400',
  red: 'bg-red-50 text-red-600 dark:bg-red-500/10 dark:text-red-400',
  sky: 'bg-sky-50 text-sky-700 dark:bg-sky-500/10 dark:text-sky-400',
  violet: 'bg-violet-50 text-violet-700 dark:bg-violet-500/10 dark:text-violet-400',
  amber: 'bg-amber-50 text-amber-700 dark:bg-amber-500/10 dark:text-amber-400',
  zinc: 'bg-zinc-100 text-zinc-600 dark:bg-zinc-800 dark:text-zinc-400',
} as const;

export type FigureTone = keyof typeof TONES;

/** One headline figure (label, value, optional detail lines) — reports and the closing. */
export function FigureCard({
  label,
  icon: Icon,
  tone = 'zinc',
  value,
  negative = false,
  detail,
  compact = false,
  className,
}: {
  label: string;
  icon: LucideIcon;
  tone?: FigureTone;
  value: ReactNode;
  /** Shows the value in red (a loss). */
  negative?: boolean;
  detail?: ReactNode;
  /** A smaller figure, for rows of five cards. */
  compact?: boolean;
  className?: string;
}) {
  return (
    <Card
      className={cn('flex min-w-0 flex-col gap-2 p-3.5 sm:p-4 print:break-inside-avoid print:shadow-none', className)}
    >
      {/* Room for a two-line label, so that the figures of a row stay aligned. */}
      <div className="flex min-h-10 items-start justify-between gap-2">
        <h3 className="text-sm/5 font-medium text-zinc-600 dark:text-zinc-400">{label}</h3>
        <span className={cn('flex size-8 shrink-0 items-center justify-center rounded-lg print:hidden', TONES[tone])}>
          <Icon className="size-4" aria-hidden="true" />
        </span>
      </div>
      <p
        className={cn(
          'font-semibold tracking-tight break-words tabular-nums print:text-lg',
          compact ? 'text-lg sm:text-xl' : 'text-lg sm:text-2xl',
          negative ? 'text-red-600 dark:text-red-400' : 'text-zinc-900 dark:text-zinc-50',
        )}
      >
        {value}
      </p>
      {detail && <div className="mt-auto space-y-0.5 text-xs text-zinc-500 dark:text-zinc-400">{detail}</div>}
    </Card>
  );
}
