import { Filter, X } from 'lucide-react';
import { type FormEvent, useEffect, useId, useState } from 'react';
import { Button } from '../../../components/ui/button';
import { DateInput } from '../../../components/ui/date-input';
import { Field } from '../../../components/ui/field';
import { canApplyDateRange, dateRangeError } from '../../../lib/date-range';
import type { Period } from '../api/admin-api';

/**
 * De / Até with 'Filtrar' and 'Limpar' (on /admin/dashboard). No dates means all time.
 * Filtrar waits for both dates in order ('Data inicial não pode ser maior que data final');
 * Limpar goes back to all time.
 */
export function PeriodFilter({ value, onApply }: { value: Period; onApply: (period: Period) => void }) {
  const id = useId();
  const [draft, setDraft] = useState(value);
  useEffect(() => setDraft(value), [value]);
  const range = { start: draft.startDate, end: draft.endDate };
  const error = dateRangeError(range);
  const errorId = `${id}-error`;
  const applied = Boolean(value.startDate || value.endDate);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canApplyDateRange(range)) onApply(draft);
  };
  const a11y = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  } as const;

  return (
    <form
      noValidate
      onSubmit={submit}
      aria-label="Filtro de período"
      className="grid grid-cols-2 gap-3 sm:flex sm:flex-wrap sm:items-end"
    >
      <Field id={`${id}-start`} label="De" className="min-w-0 sm:w-44">
        <DateInput
          id={`${id}-start`}
          value={draft.startDate}
          onChange={(startDate) => setDraft((d) => ({ ...d, startDate }))}
          {...a11y}
        />
      </Field>
      <Field id={`${id}-end`} label="Até" className="min-w-0 sm:w-44">
        <DateInput
          id={`${id}-end`}
          value={draft.endDate}
          onChange={(endDate) => setDraft((d) => ({ ...d, endDate }))}
          {...a11y}
        />
      </Field>
      <Button type="submit" variant="secondary" disabled={!canApplyDateRange(range)}>
        <Filter className="size-4" aria-hidden="true" />
        Filtrar
      </Button>
      <Button
        variant="ghost"
        disabled={!applied && !draft.startDate && !draft.endDate}
        onClick={() => {
          setDraft({ startDate: '', endDate: '' });
          if (applied) onApply({ startDate: '', endDate: '' });
        }}
      >
        <X className="size-4" aria-hidden="true" />
        Limpar
      </Button>
      {error && (
        <p
          id={errorId}
          role="alert"
          className="col-span-full text-sm font-medium text-red-600 sm:basis-full dark:text-red-400"
        >
          {error}
        </p>
      )}
    </form>
  );
}
