import { cn } from '../../lib/cn';
import { LIST_PERIODS, presetOf, quickPeriodRange } from '../../lib/periods';
import { usePreferences, useToday } from '../../lib/preferences';
import type { DatedFilters } from '../../lib/use-list-state';
import { DateRangeFilter } from './date-range-filter';
import { Field } from './field';
import { FilterPanel, filterCount } from './filter-panel';
import { QuickPeriods } from './quick-periods';
import { SearchField } from './search-input';
import { Options, Select } from './select';

/**
 * The filter card of a dated list (Pagamentos, Despesas): the quick periods, Buscar, the list's own
 * filter (`own`, a select whose empty choice is `all`) and the date range, over the list's state
 * (usePagedList). `columns` is the grid's xl template, sized for the list's own filter. Folded on
 * a phone (FilterPanel).
 */
export function LedgerFilters<F extends DatedFilters, V extends string>({
  idPrefix,
  searchPlaceholder,
  list: { filters, setFilters, search, setSearch },
  own,
  columns,
}: {
  /** 'payments' gives the ids payments-search and payments-<own filter>. */
  idPrefix: string;
  searchPlaceholder: string;
  list: { filters: F; setFilters: (patch: Partial<F>) => void; search: string; setSearch: (search: string) => void };
  /** The list's own filter (status, categoria): set, it counts on the phone's 'Filtros (n)'. */
  own: { name: keyof F & string; label: string; all: string; values: readonly V[]; optionLabel?: (value: V) => string };
  columns: string;
}) {
  const today = useToday();
  const { fiscalYearStart } = usePreferences().preferences;
  const range = { start: filters.startDate, end: filters.endDate };
  const onRange = ({ start, end }: { start: string; end: string }) =>
    setFilters({ startDate: start, endDate: end } as Partial<F>);
  const ownId = `${idPrefix}-${own.name}`;
  return (
    <FilterPanel className="mb-4 p-4" active={filterCount(today, range, search, Boolean(filters[own.name]))}>
      <QuickPeriods
        className="mb-3"
        periods={LIST_PERIODS}
        value={presetOf(range, today, fiscalYearStart, LIST_PERIODS)}
        onSelect={(period) => onRange(quickPeriodRange(period, today, fiscalYearStart))}
      />
      <div className={cn('grid grid-cols-2 gap-3 md:grid-cols-4', columns)}>
        <SearchField
          id={`${idPrefix}-search`}
          placeholder={searchPlaceholder}
          value={search}
          onSearch={setSearch}
          className="col-span-full xl:col-span-1"
        />
        <Field id={ownId} label={own.label} className="col-span-full md:col-span-1">
          <Select
            id={ownId}
            value={filters[own.name]}
            onChange={(event) => setFilters({ [own.name]: event.target.value } as Partial<F>)}
          >
            <option value="">{own.all}</option>
            <Options values={own.values} label={own.optionLabel ?? String} />
          </Select>
        </Field>
        <DateRangeFilter value={range} onApply={onRange} />
      </div>
    </FilterPanel>
  );
}
