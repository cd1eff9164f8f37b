import type { LucideIcon } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { cardClasses } from '../../../components/ui/card';
import { cn } from '../../../lib/cn';

/** A titled block of the dashboard: a named region (h2) with an optional action at the right. */
export function Panel({
  title,
  icon: Icon,
  action,
  className,
  children,
}: {
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section aria-labelledby={id} className={cn(cardClasses, 'flex min-w-0 flex-col', className)}>
      <div className="flex min-h-14 items-center justify-between gap-3 border-b border-zinc-200 px-4 py-2.5 dark:border-zinc-800">
        <h2
          id={id}
          className="flex min-w-0 items-center gap-2 text-base/snug font-semibold text-zinc-900 dark:text-zinc-50"
        >
          <Icon className="size-4.5 shrink-0 text-emerald-700 dark:text-emerald-400" aria-hidden="true" />
          <span className="min-w-0">{title}</span>
        </h2>
        {action}
      </div>
      <div className="min-w-0 flex-1">{children}</div>
    </section>
  );
}

/** A panel's list of `items`, or the `empty` line when there is none. */
export function PanelList<T>({
  items,
  empty,
  label,
  className = 'divide-y divide-zinc-200 dark:divide-zinc-800',
  children,
}: {
  items: readonly T[];
  empty: string;
  /** The list's accessible name. */
  label?: string;
  className?: string;
  /** One item's `li`. */
  children: (item: T) => ReactNode;
}) {
  if (items.length === 0) {
    return <p className="px-4 py-8 text-center text-sm text-zinc-500 dark:text-zinc-400">{empty}</p>;
  }
  return (
    <ul aria-label={label} className={className}>
      {items.map((item) => children(item))}
    </ul>
  );
}
