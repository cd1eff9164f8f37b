import { describe, expect, it } from 'vitest';
import { fiscalYear, presetOf, quickPeriodRange } from './periods';

describe('quick periods', () => {
  it('Este Mês is the whole current month', () => {
    expect(quickPeriodRange('thisMonth', '2026-02-14')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(quickPeriodRange('thisMonth', '2024-02-01')).toEqual({ start: '2024-02-01', end: '2024-02-29' });
    expect(quickPeriodRange('thisMonth', '2026-12-31')).toEqual({ start: '2026-12-01', end: '2026-12-31' });
  });

  it('Mês Passado is the whole previous month, across the year', () => {
    expect(quickPeriodRange('lastMonth', '2026-03-31')).toEqual({ start: '2026-02-01', end: '2026-02-28' });
    expect(quickPeriodRange('lastMonth', '2026-01-10')).toEqual({ start: '2025-12-01', end: '2025-12-31' });
  });

  it('Últimos 3 Meses is the current month and the two before it', () => {
    expect(quickPeriodRange('last3Months', '2026-05-20')).toEqual({ start: '2026-03-01', end: '2026-05-31' });
    expect(quickPeriodRange('last3Months', '2026-02-01')).toEqual({ start: '2025-12-01', end: '2026-02-28' });
  });

  it('Este Ano is the calendar year when the fiscal year starts in January', () => {
    expect(quickPeriodRange('thisYear', '2026-07-15')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
    expect(quickPeriodRange('thisYear', '2026-07-15', '01')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });

  it('Este Ano starts at the fiscal year start: April in February is April of the year before', () => {
    expect(quickPeriodRange('thisYear', '2026-02-10', '04')).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(quickPeriodRange('thisYear', '2026-04-01', '04')).toEqual({ start: '2026-04-01', end: '2027-03-31' });
    expect(quickPeriodRange('thisYear', '2026-03-31', '04')).toEqual({ start: '2025-04-01', end: '2026-03-31' });
    expect(fiscalYear('2026-12-31', '12')).toEqual({ start: '2026-12-01', end: '2027-11-30' });
    expect(fiscalYear('2026-11-30', '12')).toEqual({ start: '2025-12-01', end: '2026-11-30' });
  });

  it('Hoje is today alone', () => {
    expect(quickPeriodRange('today', '2026-11-24')).toEqual({ start: '2026-11-24', end: '2026-11-24' });
  });

  it('names the preset a range is, or none for dates typed by hand', () => {
    expect(presetOf({ start: '2026-11-24', end: '2026-11-24' }, '2026-11-24')).toBe('today');
    expect(presetOf({ start: '2026-10-01', end: '2026-10-31' }, '2026-11-24')).toBe('lastMonth');
    expect(presetOf({ start: '2026-09-01', end: '2026-11-30' }, '2026-11-24')).toBe('last3Months');
    expect(presetOf({ start: '2026-04-01', end: '2027-03-31' }, '2026-11-24', '04')).toBe('thisYear');
    expect(presetOf({ start: '2026-11-01', end: '2026-11-24' }, '2026-11-24')).toBeNull();
  });

  it('an invalid fiscal start falls back to January', () => {
    expect(fiscalYear('2026-05-05', '13')).toEqual({ start: '2026-01-01', end: '2026-12-31' });
  });
});
