import type { ComponentProps } from 'react';
import { cn } from '../../lib/cn';
import { Input } from './input';

type NumberProps = Omit<ComponentProps<'input'>, 'type'>;

/**
 * Money in reais: a number input with step 0.01 and an 'R$' prefix. Register it with
 * `setValueAs: asOptionalNumber` (lib/form-errors) so that an empty box reaches the schema as
 * "missing" (its message or its default) instead of NaN.
 */
export function MoneyInput({ className, ...props }: NumberProps) {
  return (
    <div className="relative">
      <span
        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-sm text-zinc-500 dark:text-zinc-400"
        aria-hidden="true"
      >
        R$
      </span>
      <Input
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        placeholder="0,00"
        className={cn('pl-10 tabular-nums', className)}
        {...props}
      />
    </div>
  );
}

/** A percentage 0–100 with two decimals and a '%' suffix. */
export function PercentInput({ className, ...props }: NumberProps) {
  return (
    <div className="relative">
      <Input
        type="number"
        inputMode="decimal"
        step="0.01"
        min="0"
        max="100"
        placeholder="0"
        className={cn('pr-9 tabular-nums', className)}
        {...props}
      />
      <span
        className="pointer-events-none absolute top-1/2 right-3 -translate-y-1/2 text-sm text-zinc-500 dark:text-zinc-400"
        aria-hidden="true"
      >
        %
      </span>
    </div>
  );
}

/** A business date (YYYY-MM-DD); the browser shows it as dd/mm/aaaa in pt-BR. */
export function DateInput({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return <Input type="date" className={cn('tabular-nums', className)} {...props} />;
}
