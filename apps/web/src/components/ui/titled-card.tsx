import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cn } from '../../lib/cn';
import { cardClasses } from './card';

/**
 * A card with a heading (a named region) and an optional element at the right of the heading:
 * `aside`, or `note`, a short line of small grey text.
 */
export function TitledCard({
  title,
  icon: Icon,
  aside,
  note,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  aside?: ReactNode;
  note?: string;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section
      aria-labelledby={id}
      className={cn(cardClasses, 'flex min-w-0 flex-col print:break-inside-avoid print:shadow-none', className)}
    >
      <div className="flex min-h-13 flex-wrap items-center justify-between gap-x-3 gap-y-1 border-b border-zinc-200 px-4 py-2.5 dark:border-zinc-800">
        <h2 id={id} className="flex min-w-0 items-center gap-2 text-base font-semibold text-zinc-900 dark:text-zinc-50">
          <Icon className="size-4.5 shrink-0 text-emerald-700 print:hidden dark:text-emerald-400" aria-hidden="true" />
          <span>{title}</span>
        </h2>
        {note ? <span className="text-xs text-zinc-500 dark:text-zinc-400">{note}</span> : aside}
      </div>
      <div className="min-w-0 flex-1 overflow-hidden rounded-b-xl">{children}</div>
    </section>
  );
}
