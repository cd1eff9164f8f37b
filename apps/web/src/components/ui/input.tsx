import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

/** Shared look of text inputs and selects; text-base on phones keeps iOS from zooming in. */
export const fieldClasses = cn(
  'block h-10 w-full rounded-lg border border-zinc-300 bg-white px-3 text-base text-zinc-900 shadow-xs sm:text-sm',
  'placeholder:text-zinc-400 focus:border-emerald-600 focus:outline-none focus:ring-3 focus:ring-emerald-600/20',
  'aria-invalid:border-red-500 aria-invalid:focus:ring-red-500/20',
  'disabled:cursor-not-allowed disabled:opacity-60',
  'dark:border-zinc-700 dark:bg-zinc-900 dark:text-zinc-100 dark:placeholder:text-zinc-500',
  'dark:focus:border-emerald-500 dark:focus:ring-emerald-500/25 dark:aria-invalid:border-red-400',
);

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input className={cn(fieldClasses, className)} {...props} />;
}
