import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { LIST_PERIODS, presetOf, quickPeriodRange } from '../../lib/periods';
import { usePreferences, useToday } from '../../lib/preferences';
import { DateRangeFilter } from './date-range-filter';
import { FilterPanel, filterCount } from './filter-panel';
import { QuickPeriods } from './quick-periods';
import { SearchField } from './search-input';

/**
 * The filter card of a dated list (Pagamentos, Despesas): the quick periods, Buscar, the list's own
 * filter (`children`, one Field, set when `ownFilter` is) and the date range. `columns` is the
 * grid's xl template, sized for the list's own filter. Folded on a phone (FilterPanel).
 */
export function LedgerFilters({
  idPrefix,
  searchPlaceholder,
  search,
  onSearch,
  range,
  onRange,
  columns,
  ownFilter,
  children,
}: {
  /** 'payments' gives the ids payments-search (and the caller's payments-status). */
  idPrefix: string;
  searchPlaceholder: string;
  search: string;
  onSearch: (search: string) => void;
  range: { start: string; end: string };
  onRange: (range: { start: string; end: string }) => void;
  columns: string;
  /** The list's own filter (status, categoria) is set: it counts on the phone's 'Filtros (n)'. */
  ownFilter: boolean;
  children: ReactNode;
}) {
  const today = useToday();
  const { fiscalYearStart } = usePreferences().preferences;
  return (
    <FilterPanel className="mb-4 p-4" active={filterCount(today, range, search, ownFilter)}>
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
          onSearch={onSearch}
          className="col-span-full xl:col-span-1"
        />
        {children}
        <DateRangeFilter value={range} onApply={onRange} />
      </div>
    </FilterPanel>
  );
}
