import { MSG } from '@livro-caixa/domain';

export interface DateRange {
  start: string;
  end: string;
}

/** The start must not be after the end ('Data inicial não pode ser maior que data final'). */
export function dateRangeError({ start, end }: DateRange): string | null {
  return start && end && start > end ? MSG.dateRange : null;
}

/** Filtrar is enabled only with both dates set and in order. */
export function canApplyDateRange(range: DateRange): boolean {
  return Boolean(range.start && range.end) && dateRangeError(range) === null;
}
