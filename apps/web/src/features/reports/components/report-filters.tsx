import { REPORT_GROUP_BY, REPORT_GROUP_BY_LABELS, type ReportGroupBy } from '@livro-caixa/domain';
import { Filter } from 'lucide-react';
import { type FormEvent, type RefObject, useId } from 'react';
import { Button } from '../../../components/ui/button';
import { DateRangeError, DateRangeFields } from '../../../components/ui/date-range-filter';
import { Field } from '../../../components/ui/field';
import { FilterPanel } from '../../../components/ui/filter-panel';
import { QuickPeriods } from '../../../components/ui/quick-periods';
import { Options, Select } from '../../../components/ui/select';
import { cn } from '../../../lib/cn';
import { canApplyDateRange, type DateRange, dateRangeError } from '../../../lib/date-range';
import { QUICK_PERIODS, type QuickPeriod } from '../../../lib/periods';

/**
 * Quick periods (applied at once), From/To dates applied with 'Aplicar Filtros' (editing one
 * switches to 'Personalizado') and, for the custom report, 'Agrupar por'. Folded on a phone
 * (FilterPanel), where 'Filtros (n)' counts the `active` ones.
 */
export function ReportFilters({
  period,
  onPeriod,
  draft,
  onDraft,
  onApply,
  groupBy,
  onGroupBy,
  startRef,
  active,
}: {
  period: QuickPeriod;
  onPeriod: (period: QuickPeriod) => void;
  draft: DateRange;
  onDraft: (range: DateRange) => void;
  onApply: () => void;
  /** Shown only for the custom report. */
  groupBy: ReportGroupBy | null;
  onGroupBy: (groupBy: ReportGroupBy) => void;
  startRef: RefObject<HTMLInputElement | null>;
  active: number;
}) {
  const id = useId();
  const error = dateRangeError(draft) ?? undefined;
  const errorId = `${id}-range`;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (canApplyDateRange(draft)) onApply();
  };

  return (
    <FilterPanel className="p-4 print:hidden" contentClassName="space-y-4" active={active}>
      <QuickPeriods periods={QUICK_PERIODS} value={period} onSelect={onPeriod} />

      <form
        noValidate
        onSubmit={submit}
        className={cn(
          'grid grid-cols-2 items-end gap-3',
          groupBy ? 'md:grid-cols-[11rem_11rem_14rem_auto]' : 'md:grid-cols-[11rem_11rem_auto]',
          'md:justify-start',
        )}
      >
        <DateRangeFields
          idPrefix={id}
          labels={['De', 'Até']}
          value={draft}
          onChange={onDraft}
          invalid={Boolean(error)}
          describedBy={error ? errorId : undefined}
          startRef={startRef}
        />
        {groupBy && (
          <Field id={`${id}-group`} label="Agrupar por" className="col-span-full min-w-0 md:col-span-1">
            <Select
              id={`${id}-group`}
              value={groupBy}
              onChange={(event) => onGroupBy(event.target.value as ReportGroupBy)}
            >
              <Options values={REPORT_GROUP_BY} label={(value) => REPORT_GROUP_BY_LABELS[value]} />
            </Select>
          </Field>
        )}
        <div className="col-span-full md:col-span-1">
          <Button type="submit" className="w-full" disabled={!canApplyDateRange(draft)}>
            <Filter className="size-4" aria-hidden="true" />
            Aplicar Filtros
          </Button>
        </div>
        {error && <DateRangeError id={errorId}>{error}</DateRangeError>}
      </form>
    </FilterPanel>
  );
}
