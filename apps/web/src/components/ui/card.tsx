import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';

export const cardClasses = 'rounded-xl border border-zinc-200 bg-white shadow-xs dark:border-zinc-800 dark:bg-zinc-900';

export function Card({ className, ...props }: ComponentProps<'div'>) {
  return <div className={cn(cardClasses, className)} {...props} />;
}
