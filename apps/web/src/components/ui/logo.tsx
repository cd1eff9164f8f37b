import { BookOpen } from 'lucide-react';
import { cn } from '../../lib/cn';

/** Product mark and name. */
export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn('flex items-center gap-2.5', className)}>
      <span className="flex size-8 items-center justify-center rounded-lg bg-emerald-700 text-white shadow-sm dark:bg-emerald-500 dark:text-zinc-950">
        <BookOpen className="size-4.5" aria-hidden="true" />
      </span>
      <span className="text-base font-semibold tracking-tight text-zinc-900 dark:text-zinc-50">Livro Caixa</span>
    </span>
  );
}
