import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

/** Centered icon, text and an optional action, for a list with nothing to show. */
export function EmptyState({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center justify-center gap-3 px-4 py-10 text-center">
      <span className="flex size-12 items-center justify-center rounded-full bg-zinc-100 text-zinc-500 dark:bg-zinc-800 dark:text-zinc-400">
        <Icon className="size-6" aria-hidden="true" />
      </span>
      <p className="text-sm font-medium text-zinc-700 dark:text-zinc-300">{title}</p>
      {children}
    </div>
  );
}
