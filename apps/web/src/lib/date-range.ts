import { isValidLocalDate, MSG } from '@livro-caixa/domain';

export interface DateRange {
  start: string;
  end: string;
}

/**
 * A date box's value (DateInput): '' (empty), a date, or text being typed. Whole text that is no
 * real day (`31/02/2026`) is an error; text still being typed (`15/1`) is not yet.
 */
const typedWrong = (value: string) => value !== '' && !isValidLocalDate(value) && value.length >= 10;
const isDateOrEmpty = (value: string) => value === '' || isValidLocalDate(value);

/**
 * 'Data inválida' for a whole date that is no real day; else the start must not be after the end
 * ('Data inicial não pode ser maior que data final').
 */
export function dateRangeError({ start, end }: DateRange): string | null {
  if (typedWrong(start) || typedWrong(end)) return MSG.invalidDate;
  return isValidLocalDate(start) && isValidLocalDate(end) && start > end ? MSG.dateRange : null;
}

/** Each date is a real day or empty, and the start is not after the end: the range may be sent. */
export function isRangeReady(range: DateRange): boolean {
  return isDateOrEmpty(range.start) && isDateOrEmpty(range.end) && dateRangeError(range) === null;
}

/** Filtrar is enabled only with both dates set and in order. */
export function canApplyDateRange(range: DateRange): boolean {
  return Boolean(range.start && range.end) && isRangeReady(range);
}
