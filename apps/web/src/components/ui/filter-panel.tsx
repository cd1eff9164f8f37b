import { ChevronDown, SlidersHorizontal } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { cn } from '../../lib/cn';
import type { DateRange } from '../../lib/date-range';
import { defaultListRange } from '../../lib/periods';
import { Card } from './card';

/**
 * A list's filter card (docs/product-rules.md "Screens that fit"). From `sm` up, the card as it is.
 * On a phone its filters are folded behind a 'Filtros' button that says how many differ from the
 * list's default ('Filtros (2)'), so that the first rows show without scrolling; the button opens
 * and closes them in place. `lead` (what chooses the list itself, e.g. Acertos' kind) stays shown.
 */
export function FilterPanel({
  active,
  lead,
  className,
  contentClassName,
  children,
}: {
  /** How many filters differ from the list's default (filterCount). */
  active: number;
  lead?: ReactNode;
  /** The card's own classes (margin, padding). */
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    // A column with gaps: a part that is hidden (the button on a desktop, the folded filters)
    // leaves no space behind.
    <Card className={cn('flex flex-col gap-3', className)}>
      {lead}
      <button
        type="button"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        className={cn(
          'flex h-10 w-full cursor-pointer items-center gap-2 rounded-lg border border-zinc-300 bg-white px-3.5 text-sm font-medium text-zinc-800 sm:hidden',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-600 dark:focus-visible:outline-emerald-400',
          'dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100',
        )}
      >
        <SlidersHorizontal className="size-4 text-zinc-500 dark:text-zinc-400" aria-hidden="true" />
        {active > 0 ? `Filtros (${active})` : 'Filtros'}
        <ChevronDown
          className={cn('ml-auto size-4 text-zinc-500 transition-transform dark:text-zinc-400', open && 'rotate-180')}
          aria-hidden="true"
        />
      </button>
      <div id={id} className={cn(contentClassName, !open && 'max-sm:hidden')}>
        {children}
      </div>
    </Card>
  );
}

/**
 * How many filters differ from a list's default: the period when it is not Este Mês (the lists'
 * default, `defaultListRange`), and each other filter that is set.
 */
export function filterCount(today: string, range: DateRange | null, ...others: unknown[]): number {
  const month = defaultListRange(today);
  const period = range !== null && (range.start !== month.start || range.end !== month.end) ? 1 : 0;
  return period + others.filter(Boolean).length;
}
