import { Filter } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { canApplyDateRange, type DateRange, dateRangeError } from '../../lib/date-range';
import { Button } from './button';
import { DateInput } from './date-input';
import { Field, fieldA11y } from './field';

/**
 * Start and end dates with a 'Filtrar' button (spec §5 date filters): the dates are applied only
 * on Filtrar, which is disabled while a date is empty or the start is after the end — the latter
 * also shows 'Data inicial não pode ser maior que data final'. It lays out as cells of the
 * parent's grid: start, end, button (full row below `md`), then the error line.
 */
export function DateRangeFilter({
  value,
  onApply,
  disabled = false,
}: {
  value: DateRange;
  onApply: (range: DateRange) => void;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState(value);
  // A new value from outside (a quick period, back/forward, a link) replaces what was typed.
  const [applied, setApplied] = useState(value);
  if (applied.start !== value.start || applied.end !== value.end) {
    setApplied(value);
    setDraft(value);
  }
  const id = useId();
  const error = dateRangeError(draft) ?? undefined;
  const errorId = `${id}-range`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canApplyDateRange(draft)) onApply(draft);
  };

  return (
    <form noValidate onSubmit={submit} className="contents">
      <Field id={`${id}-start`} label="Data inicial" className="min-w-0">
        <DateInput
          {...fieldA11y(`${id}-start`, undefined)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={draft.start}
          onChange={(event) => setDraft((d) => ({ ...d, start: event.target.value }))}
        />
      </Field>
      <Field id={`${id}-end`} label="Data final" className="min-w-0">
        <DateInput
          {...fieldA11y(`${id}-end`, undefined)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          value={draft.end}
          onChange={(event) => setDraft((d) => ({ ...d, end: event.target.value }))}
        />
      </Field>
      <div className="col-span-full flex items-end md:col-span-1">
        <Button type="submit" variant="secondary" className="w-full" disabled={disabled || !canApplyDateRange(draft)}>
          <Filter className="size-4" aria-hidden="true" />
          Filtrar
        </Button>
      </div>
      {error && (
        <p id={errorId} role="alert" className="col-span-full text-sm font-medium text-red-600 dark:text-red-400">
          {error}
        </p>
      )}
    </form>
  );
}
