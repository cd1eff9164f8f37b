import { describe, expect, it } from 'vitest';
import {
  formatLongDate,
  formatMonthName,
  formatMonthNumeric,
  isValidMonth,
  MONTH_NAMES,
  monthName,
  monthOf,
  monthRange,
  monthsBetween,
  nextMonth,
  previousMonth,
  shiftMonth,
} from './months.js';
import { itAnswers } from './test-tables.js';

describe('isValidMonth', () => {
  itAnswers('accepts %s', isValidMonth, true, ['2026-01', '2026-12', '1999-09']);
  itAnswers('refuses %s', isValidMonth, false, ['2026-00', '2026-13', '2026-1', '26-01', '2026-01-01', '2026/01', '']);
});

describe('month arithmetic', () => {
  it('takes the month of a date', () => {
    expect(monthOf('2026-10-15')).toBe('2026-10');
  });

  it.each([
    ['2026-01', -1, '2025-12'],
    ['2025-12', 1, '2026-01'],
    ['2026-03', -14, '2025-01'],
    ['2026-03', 0, '2026-03'],
    ['2026-11', 14, '2028-01'],
    ['2026-06', -30, '2023-12'],
    ['0001-01', -1, '0000-12'],
  ])('%s moved by %i → %s', (month, delta, expected) => {
    expect(shiftMonth(month, delta)).toBe(expected);
  });

  it('steps to the next and the previous month across a year', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(nextMonth('2026-02')).toBe('2026-03');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(previousMonth('2026-10')).toBe('2026-09');
  });

  it.each([
    ['2026-02', '2026-02-01', '2026-02-28'],
    ['2024-02', '2024-02-01', '2024-02-29'],
    ['2000-02', '2000-02-01', '2000-02-29'],
    ['2100-02', '2100-02-01', '2100-02-28'],
    ['2026-01', '2026-01-01', '2026-01-31'],
    ['2026-04', '2026-04-01', '2026-04-30'],
    ['2026-11', '2026-11-01', '2026-11-30'],
    ['2026-12', '2026-12-01', '2026-12-31'],
    ['2026-09-17', '2026-09-01', '2026-09-30'],
  ])('monthRange(%s) → %s..%s', (month, start, end) => {
    expect(monthRange(month)).toEqual({ start, end });
  });

  it('lists the months between two, both included', () => {
    expect(monthsBetween('2025-11', '2026-02')).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(monthsBetween('2026-05', '2026-05')).toEqual(['2026-05']);
    expect(monthsBetween('2026-06', '2026-05')).toEqual([]);
  });
});

describe('month names', () => {
  it('are the twelve pt-BR names, lowercase', () => {
    expect(MONTH_NAMES).toHaveLength(12);
    expect(MONTH_NAMES[0]).toBe('janeiro');
    expect(MONTH_NAMES[2]).toBe('março');
    expect(MONTH_NAMES[11]).toBe('dezembro');
    expect(MONTH_NAMES.every((n) => n === n.toLowerCase())).toBe(true);
  });

  it('name a month, of a month or a date', () => {
    expect(monthName('2026-10')).toBe('outubro');
    expect(monthName('2026-03-31')).toBe('março');
  });

  it('format a month and a date as the screens, mails and PDFs write them', () => {
    expect(formatMonthName('2026-03')).toBe('março de 2026');
    expect(formatMonthName('2026-10', true)).toBe('Outubro de 2026');
    expect(formatMonthNumeric('2026-10')).toBe('10/2026');
    expect(formatLongDate('2026-10-05')).toBe('5 de outubro de 2026');
    expect(formatLongDate('2026-12-31')).toBe('31 de dezembro de 2026');
  });
});
