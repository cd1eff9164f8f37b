import { Filter } from 'lucide-react';
import { type FormEvent, type Ref, useId, useState } from 'react';
import { canApplyDateRange, type DateRange, dateRangeError } from '../../lib/date-range';
import { Button } from './button';
import { DateInput } from './date-input';
import { Field } from './field';

/**
 * Start and end dates with a 'Filtrar' button: the dates are applied only
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
      <DateRangeFields
        idPrefix={id}
        labels={['Data inicial', 'Data final']}
        value={draft}
        onChange={setDraft}
        invalid={Boolean(error)}
        describedBy={error ? errorId : undefined}
      />
      <div className="col-span-full flex items-end md:col-span-1">
        <Button type="submit" variant="secondary" className="w-full" disabled={disabled || !canApplyDateRange(draft)}>
          <Filter className="size-4" aria-hidden="true" />
          Filtrar
        </Button>
      </div>
      {error && <DateRangeError id={errorId}>{error}</DateRangeError>}
    </form>
  );
}

/**
 * A range's start and end date fields (`${idPrefix}-start`, `${idPrefix}-end`), cells of the
 * parent's grid; both marked invalid while the range is, and described by `describedBy`.
 */
export function DateRangeFields({
  idPrefix,
  labels: [startLabel, endLabel],
  value,
  onChange,
  invalid,
  describedBy,
  startRef,
}: {
  idPrefix: string;
  labels: [string, string];
  value: DateRange;
  onChange: (range: DateRange) => void;
  invalid: boolean;
  describedBy: string | undefined;
  startRef?: Ref<HTMLInputElement>;
}) {
  const a11y = { 'aria-invalid': invalid ? true : undefined, 'aria-describedby': describedBy } as const;
  return (
    <>
      <Field id={`${idPrefix}-start`} label={startLabel} className="min-w-0">
        <DateInput
          id={`${idPrefix}-start`}
          ref={startRef}
          {...a11y}
          value={value.start}
          onChange={(start) => onChange({ ...value, start })}
        />
      </Field>
      <Field id={`${idPrefix}-end`} label={endLabel} className="min-w-0">
        <DateInput id={`${idPrefix}-end`} {...a11y} value={value.end} onChange={(end) => onChange({ ...value, end })} />
      </Field>
    </>
  );
}

/** Why a date range cannot be applied, on a row of its own under the fields. */
export function DateRangeError({ id, children }: { id: string; children: string }) {
  return (
    <p id={id} role="alert" className="col-span-full text-sm font-medium text-red-600 dark:text-red-400">
      {children}
    </p>
  );
}
