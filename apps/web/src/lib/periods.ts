/**
 * Quick periods, shared by Reports, Dashboard, Payments and Expenses. Business
 * dates as `YYYY-MM-DD`; "today" comes from the user's time zone and 'Este Ano' starts at the
 * fiscal year's first month (preferences.fiscalYearStart). Every period but 'Hoje' covers whole
 * months, so the reports' monthly trend has no partial month at either end (the reports do not
 * offer 'Hoje').
 */
import { monthOf, monthRange, shiftMonth } from '@livro-caixa/domain';
import type { DateRange } from './date-range';

export const PRESET_PERIODS = ['today', 'thisMonth', 'lastMonth', 'last3Months', 'thisYear'] as const;
export type PresetPeriod = (typeof PRESET_PERIODS)[number];
export type QuickPeriod = PresetPeriod | 'custom';

/** The reports' chips: whole months, then 'Personalizado'. */
export const QUICK_PERIODS = [
  'thisMonth',
  'lastMonth',
  'last3Months',
  'thisYear',
  'custom',
] as const satisfies readonly QuickPeriod[];
/** The lists' and dashboard's chips: 'Hoje' and the reports' presets. */
export const LIST_PERIODS = PRESET_PERIODS;

export const QUICK_PERIOD_LABELS: Record<QuickPeriod, string> = {
  today: 'Hoje',
  thisMonth: 'Este Mês',
  lastMonth: 'Mês Passado',
  last3Months: 'Últimos 3 Meses',
  thisYear: 'Este Ano',
  custom: 'Personalizado',
};

/** From the first day of `first` to the last day of `last` (months `YYYY-MM`). */
function months(first: string, last: string): DateRange {
  return { start: monthRange(first).start, end: monthRange(last).end };
}

/** The fiscal year holding `today`: from the 1st of `fiscalYearStart` ('01'..'12'), twelve months. */
export function fiscalYear(today: string, fiscalYearStart: string): DateRange {
  const startMonth = Number(fiscalYearStart) >= 1 && Number(fiscalYearStart) <= 12 ? Number(fiscalYearStart) : 1;
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7));
  const startYear = month >= startMonth ? year : year - 1;
  const first = `${startYear}-${String(startMonth).padStart(2, '0')}`;
  return months(first, shiftMonth(first, 11));
}

export function quickPeriodRange(period: PresetPeriod, today: string, fiscalYearStart = '01'): DateRange {
  const current = monthOf(today);
  switch (period) {
    case 'today':
      return { start: today, end: today };
    case 'thisMonth':
      return months(current, current);
    case 'lastMonth':
      return months(shiftMonth(current, -1), shiftMonth(current, -1));
    case 'last3Months':
      // The current month and the two before it.
      return months(shiftMonth(current, -2), current);
    case 'thisYear':
      return fiscalYear(today, fiscalYearStart);
  }
}

/**
 * Where every list opens, and the reports: Este Mês, the current month in the user's time zone
 * (docs/product-rules.md "Lists and filters").
 */
export function defaultListRange(today: string): DateRange {
  return quickPeriodRange('thisMonth', today);
}

/** The preset among `periods` whose range is exactly `range`, or null (dates typed by hand). */
export function presetOf(
  range: DateRange,
  today: string,
  fiscalYearStart = '01',
  periods: readonly PresetPeriod[] = PRESET_PERIODS,
): PresetPeriod | null {
  return (
    periods.find((period) => {
      const preset = quickPeriodRange(period, today, fiscalYearStart);
      return preset.start === range.start && preset.end === range.end;
    }) ?? null
  );
}
