import { describe, expect, it } from 'vitest';
import {
  clampedDate,
  generationHorizon,
  isOccurrence,
  nextOccurrences,
  occurrencesBetween,
  periodEnd,
  periodKey,
  periodStart,
  type Recurrence,
  recurrenceText,
} from './recurrence.js';

const monthly = (dia: number, inicio: string, fim: string | null = null): Recurrence => ({
  frequencia: 'mensal',
  dia,
  inicio,
  fim,
});

describe('recurring bills: occurrence dates', () => {
  it('day 31 falls on the last day of shorter months, and back on the 31st after them', () => {
    expect(nextOccurrences(monthly(31, '2026-01-01'), null, 5)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
  });

  it('February of a leap year has its 29th', () => {
    expect(nextOccurrences(monthly(31, '2028-01-31'), null, 3)).toEqual(['2028-01-31', '2028-02-29', '2028-03-31']);
    expect(nextOccurrences(monthly(30, '2028-01-01'), null, 3)).toEqual(['2028-01-30', '2028-02-29', '2028-03-30']);
    expect(nextOccurrences(monthly(29, '2027-02-01'), null, 2)).toEqual(['2027-02-28', '2027-03-29']);
  });

  it('a start after day N in its month begins the next month; on day N it counts', () => {
    expect(nextOccurrences(monthly(10, '2026-01-15'), null, 2)).toEqual(['2026-02-10', '2026-03-10']);
    expect(nextOccurrences(monthly(10, '2026-01-10'), null, 1)).toEqual(['2026-01-10']);
    // The 30th of February's month is its last day, on or after a start on the 28th.
    expect(nextOccurrences(monthly(30, '2026-02-28'), null, 2)).toEqual(['2026-02-28', '2026-03-30']);
  });

  it('crosses the year', () => {
    expect(nextOccurrences(monthly(5, '2026-11-06'), null, 3)).toEqual(['2026-12-05', '2027-01-05', '2027-02-05']);
  });

  it('weekly: every 7 days from the start', () => {
    expect(nextOccurrences({ frequencia: 'semanal', dia: null, inicio: '2026-12-28', fim: null }, null, 3)).toEqual([
      '2026-12-28',
      '2027-01-04',
      '2027-01-11',
    ]);
  });

  it('yearly: the start day each year; 29/02 on 28/02 in a common year', () => {
    const r: Recurrence = { frequencia: 'anual', dia: null, inicio: '2028-02-29', fim: null };
    expect(nextOccurrences(r, null, 3)).toEqual(['2028-02-29', '2029-02-28', '2030-02-28']);
    expect(nextOccurrences(r, null, 5).at(-1)).toBe('2032-02-29');
  });

  it('stops at the end date (inclusive)', () => {
    expect(occurrencesBetween(monthly(31, '2026-01-01', '2026-03-31'), null, '2030-01-01')).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
    ]);
    expect(occurrencesBetween(monthly(31, '2026-01-01', '2026-03-30'), null, '2030-01-01')).toEqual([
      '2026-01-31',
      '2026-02-28',
    ]);
  });

  it('the next K after a date, strictly after it', () => {
    const r = monthly(31, '2026-01-01');
    expect(nextOccurrences(r, '2026-02-28', 2)).toEqual(['2026-03-31', '2026-04-30']);
    expect(nextOccurrences(r, '2026-02-27', 1)).toEqual(['2026-02-28']);
    expect(nextOccurrences(r, '2031-07-01', 2)).toEqual(['2031-07-31', '2031-08-31']);
    const w: Recurrence = { frequencia: 'semanal', dia: null, inicio: '2026-01-05', fim: null };
    expect(nextOccurrences(w, '2026-03-02', 2)).toEqual(['2026-03-09', '2026-03-16']);
    expect(nextOccurrences(w, '2026-03-03', 1)).toEqual(['2026-03-09']);
    const y: Recurrence = { frequencia: 'anual', dia: null, inicio: '2026-05-10', fim: null };
    expect(nextOccurrences(y, '2030-05-10', 1)).toEqual(['2031-05-10']);
  });

  it('between two dates, and nothing after the end', () => {
    const r = monthly(15, '2026-01-01', '2026-06-30');
    expect(occurrencesBetween(r, '2026-02-15', '2026-05-14')).toEqual(['2026-03-15', '2026-04-15']);
    expect(occurrencesBetween(r, '2026-06-15', '2027-01-01')).toEqual([]);
  });

  it('clamps, tells an occurrence, and the 3-month horizon', () => {
    expect(clampedDate(2026, 4, 31)).toBe('2026-04-30');
    expect(clampedDate(2026, 2, 31)).toBe('2026-02-28');
    expect(isOccurrence(monthly(31, '2026-01-01'), '2026-02-28')).toBe(true);
    expect(isOccurrence(monthly(31, '2026-01-01'), '2026-02-27')).toBe(false);
    expect(generationHorizon('2026-11-30')).toBe('2027-02-28');
    expect(generationHorizon('2026-01-15')).toBe('2026-04-15');
  });

  it('the period a bill stands for', () => {
    expect(periodKey('mensal', '2027-02-28')).toBe('2027-02');
    expect(periodKey('anual', '2027-02-28')).toBe('2027');
    expect(periodKey('semanal', '2027-02-28')).toBe('2027-02-28');
    expect(periodStart('mensal', '2027-02-28')).toBe('2027-02-01');
    expect(periodStart('anual', '2027-02-28')).toBe('2027-01-01');
    expect(periodEnd('mensal', '2028-02-03')).toBe('2028-02-29');
    expect(periodEnd('anual', '2028-02-03')).toBe('2028-12-31');
    expect(periodEnd('semanal', '2028-02-03')).toBe('2028-02-03');
  });

  it('says how a template falls', () => {
    expect(recurrenceText({ frequencia: 'mensal', dia: 31, inicio: '2027-01-01' })).toBe('Todo mês, dia 31');
    expect(recurrenceText({ frequencia: 'semanal', dia: null, inicio: '2026-11-23' })).toBe(
      'Toda semana, segunda-feira',
    );
    expect(recurrenceText({ frequencia: 'anual', dia: null, inicio: '2026-12-10' })).toBe('Todo ano, 10/12');
  });
});
