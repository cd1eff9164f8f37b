import { describe, expect, it } from 'vitest';
import {
  addDays,
  DATE_FORMATS,
  DEFAULT_TIME_ZONE,
  daysBetween,
  daysInMonth,
  formatLocalDate,
  formatTimestamp,
  isValidLocalDate,
  isValidTimeZone,
  parseBrDate,
  todayIn,
} from './dates.js';
import { itAnswers } from './test-tables.js';

describe('isValidLocalDate', () => {
  itAnswers('accepts %s', isValidLocalDate, true, [
    '2026-01-01',
    '2026-02-28',
    '2024-02-29',
    '2000-02-29',
    '2026-04-30',
    '2026-12-31',
    '1900-01-01',
    '9999-12-31',
  ]);

  itAnswers('rejects %j', isValidLocalDate, false, [
    '2026-02-30',
    '2026-02-29',
    '1900-02-29', // divisible by 100, not by 400
    '2100-02-29',
    '2026-04-31',
    '2026-01-32',
    '2026-01-00',
    '2026-00-10',
    '2026-13-01',
    '2026-1-01',
    '2026-01-1',
    '26-01-01',
    '1899-12-31',
    '20260101',
    '2026/01/01',
    '01/01/2026',
    ' 2026-01-01',
    '2026-01-01 ',
    '2026-01-01T00:00:00Z',
    '',
    'abcd-ef-gh',
  ]);
});

describe('daysInMonth', () => {
  it.each([
    [2026, 1, 31],
    [2026, 2, 28],
    [2024, 2, 29],
    [2000, 2, 29],
    [2100, 2, 28],
    [2026, 4, 30],
    [2026, 12, 31],
  ])('%s-%s has %s days', (year, month, days) => {
    expect(daysInMonth(year, month)).toBe(days);
  });
});

describe('todayIn', () => {
  it('defaults to America/Sao_Paulo', () => {
    expect(DEFAULT_TIME_ZONE).toBe('America/Sao_Paulo');
    expect(todayIn(undefined, new Date('2026-11-21T02:00:00Z'))).toBe('2026-11-20');
  });

  it('is still the previous day in São Paulo just after midnight UTC', () => {
    expect(todayIn('America/Sao_Paulo', new Date('2026-11-21T02:00:00Z'))).toBe('2026-11-20');
    expect(todayIn('America/Sao_Paulo', new Date('2026-11-21T02:59:59Z'))).toBe('2026-11-20');
    expect(todayIn('America/Sao_Paulo', new Date('2026-11-21T03:00:00Z'))).toBe('2026-11-21');
    expect(todayIn('America/Sao_Paulo', new Date('2026-01-01T02:59:59Z'))).toBe('2025-12-31');
    expect(todayIn('America/Sao_Paulo', new Date('2026-01-01T03:00:00Z'))).toBe('2026-01-01');
  });

  it('follows the given time zone', () => {
    const now = new Date('2026-11-21T02:00:00Z');
    expect(todayIn('UTC', now)).toBe('2026-11-21');
    expect(todayIn('America/Manaus', now)).toBe('2026-11-20'); // UTC−4
    expect(todayIn('America/Noronha', now)).toBe('2026-11-21'); // UTC−2
    expect(todayIn('Asia/Tokyo', new Date('2026-11-20T15:00:00Z'))).toBe('2026-11-21');
  });

  it('returns a valid YYYY-MM-DD for the real clock', () => {
    expect(isValidLocalDate(todayIn())).toBe(true);
  });
});

describe('isValidTimeZone', () => {
  it('accepts IANA zones and rejects garbage', () => {
    expect(isValidTimeZone('America/Sao_Paulo')).toBe(true);
    expect(isValidTimeZone('UTC')).toBe(true);
    expect(isValidTimeZone('Europe/Lisbon')).toBe(true);
    expect(isValidTimeZone('America/Nowhere')).toBe(false);
    expect(isValidTimeZone('not a zone')).toBe(false);
  });
});

describe('addDays', () => {
  it.each([
    ['2026-11-20', 1, '2026-11-21'],
    ['2026-11-20', 0, '2026-11-20'],
    ['2026-01-31', 1, '2026-02-01'],
    ['2026-02-28', 1, '2026-03-01'],
    ['2024-02-28', 1, '2024-02-29'],
    ['2024-02-29', 1, '2024-03-01'],
    ['2025-12-31', 1, '2026-01-01'],
    ['2026-01-01', -1, '2025-12-31'],
    ['2026-03-01', -1, '2026-02-28'],
    ['2024-03-01', -1, '2024-02-29'],
    ['2026-01-01', 365, '2027-01-01'],
    ['2024-01-01', 365, '2024-12-31'],
    ['2026-01-15', -45, '2025-12-01'],
    ['2026-10-31', 30, '2026-11-30'],
  ])('%s %s days → %s', (date, days, expected) => {
    expect(addDays(date, days)).toBe(expected);
  });
});

describe('daysBetween', () => {
  it.each([
    ['2026-11-20', '2026-11-20', 0],
    ['2026-11-20', '2026-11-21', 1],
    ['2026-11-21', '2026-11-20', -1],
    ['2026-01-01', '2026-12-31', 364],
    ['2024-01-01', '2024-12-31', 365],
    ['2026-02-01', '2026-03-01', 28],
    ['2024-02-01', '2024-03-01', 29],
    ['2025-12-31', '2026-01-01', 1],
    ['2026-01-01', '2027-01-01', 365],
  ])('%s → %s = %s', (start, end, days) => {
    expect(daysBetween(start, end)).toBe(days);
  });

  it('is the inverse of addDays', () => {
    expect(daysBetween('2026-05-10', addDays('2026-05-10', 100))).toBe(100);
    expect(daysBetween('2026-05-10', addDays('2026-05-10', -100))).toBe(-100);
  });
});

describe('formatLocalDate', () => {
  it('offers the three formats', () => {
    expect(DATE_FORMATS).toEqual(['DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD']);
  });

  it('defaults to DD/MM/YYYY', () => {
    expect(formatLocalDate('2026-11-21')).toBe('21/11/2026');
  });

  it.each([
    ['DD/MM/YYYY', '05/03/2026'],
    ['MM/DD/YYYY', '03/05/2026'],
    ['YYYY-MM-DD', '2026-03-05'],
  ] as const)('%s', (format, text) => {
    expect(formatLocalDate('2026-03-05', format)).toBe(text);
  });

  it('uses only the date part of a timestamp, without moving it by a time zone', () => {
    expect(formatLocalDate('2026-11-21T00:30:00Z')).toBe('21/11/2026');
  });

  it('returns anything it cannot read unchanged', () => {
    expect(formatLocalDate('')).toBe('');
    expect(formatLocalDate('21/11/2026')).toBe('21/11/2026');
    expect(formatLocalDate('abc', 'YYYY-MM-DD')).toBe('abc');
  });
});

describe('formatTimestamp', () => {
  it('shows a UTC instant in São Paulo by default', () => {
    expect(formatTimestamp('2026-11-21T15:05:00Z')).toBe('21/11/2026 12:05');
    expect(formatTimestamp('2026-11-21T15:05:00.000Z')).toBe('21/11/2026 12:05');
  });

  it('moves the date back across midnight UTC', () => {
    expect(formatTimestamp('2026-11-21T02:00:00Z')).toBe('20/11/2026 23:00');
    expect(formatTimestamp('2026-11-21T02:59:00Z')).toBe('20/11/2026 23:59');
  });

  it('shows midnight as 00:00, never 24:00', () => {
    expect(formatTimestamp('2026-11-21T03:00:00Z')).toBe('21/11/2026 00:00');
    expect(formatTimestamp('2026-11-21T00:00:00Z', 'UTC')).toBe('21/11/2026 00:00');
  });

  it('follows the time zone and the date format', () => {
    expect(formatTimestamp('2026-11-21T15:05:00Z', 'UTC', 'YYYY-MM-DD')).toBe('2026-11-21 15:05');
    expect(formatTimestamp('2026-03-05T15:05:00Z', 'America/Sao_Paulo', 'MM/DD/YYYY')).toBe('03/05/2026 12:05');
    expect(formatTimestamp('2026-11-21T15:05:00Z', 'Asia/Tokyo')).toBe('22/11/2026 00:05');
  });

  it('returns an unreadable value unchanged', () => {
    expect(formatTimestamp('not a date')).toBe('not a date');
    expect(formatTimestamp('')).toBe('');
  });
});

describe('parseBrDate', () => {
  it('reads dd/mm/aaaa and its eight digits as the ISO date the API takes', () => {
    expect(parseBrDate('15/10/2026')).toBe('2026-10-15');
    expect(parseBrDate('15102026')).toBe('2026-10-15');
    expect(parseBrDate(' 29/02/2028 ')).toBe('2028-02-29');
  });
  it('refuses what is not a whole, real day', () => {
    for (const text of [
      '31/02/2026',
      '29/02/2027',
      '15/13/2026',
      '00/10/2026',
      '15/10',
      '2026-10-15',
      '10/15/2026',
      '',
    ])
      expect(parseBrDate(text), text).toBeNull();
  });
});
