import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** A business date (YYYY-MM-DD); the browser shows it as dd/mm/aaaa in pt-BR. */
export function DateInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="date" className={cn('tabular-nums', className)} {...props} />;
}
