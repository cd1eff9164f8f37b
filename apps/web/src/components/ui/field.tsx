import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Label } from './label';

/**
 * Label + control + optional hint and error. The control must carry `id` (labels are tied for
 * getByLabel); `fieldA11y` gives it the matching aria-invalid / aria-describedby.
 */
export function Field({
  id,
  label,
  required = false,
  hint,
  error,
  className,
  children,
}: {
  id: string;
  label: string;
  /** Marks the label with '*' (e.g. Nome*, Comissão (%)*, Número da Conta*). */
  required?: boolean;
  hint?: string;
  error?: string | undefined;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={cn('space-y-1.5', className)}>
      {/* The '*' is drawn by CSS, so the label's text stays exactly `label`; aria-required on the control says it. */}
      <Label
        htmlFor={id}
        className={cn(required && "after:ml-0.5 after:text-red-600 after:content-['*'] dark:after:text-red-400")}
      >
        {label}
      </Label>
      {children}
      {hint && (
        <p id={`${id}-hint`} className="text-xs text-zinc-500 dark:text-zinc-400">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </div>
  );
}

/** The control's side of a Field: invalid state and the ids of its hint and error. */
export function fieldA11y(id: string, error: string | undefined, hint = false) {
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy || undefined,
  } as const;
}
