/**
 * Quick periods of the reports screen (spec §2 /reports). Business dates as `YYYY-MM-DD`; "today"
 * comes from the user's time zone and 'Este Ano' starts at the fiscal year's first month
 * (preferences.fiscalYearStart). Each period covers whole months, so the monthly trend has no
 * partial month at either end.
 */
import { monthRange } from '@livro-caixa/domain';
import type { DateRange } from '../../lib/date-range';
import { monthOf, shiftMonth } from '../../lib/months';

export const QUICK_PERIODS = ['thisMonth', 'lastMonth', 'last3Months', 'thisYear', 'custom'] as const;
export type QuickPeriod = (typeof QUICK_PERIODS)[number];
export type PresetPeriod = Exclude<QuickPeriod, 'custom'>;

export const QUICK_PERIOD_LABELS: Record<QuickPeriod, string> = {
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
