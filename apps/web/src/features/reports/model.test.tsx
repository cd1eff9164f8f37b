import { describe, expect, it } from 'vitest';
import { preferencesOf } from '../../lib/preferences';
import { barHeight, MAX_BAR_HEIGHT } from './components/charts';
import { average, groupLabel, percentOf, percentPaid } from './model';

describe('report figures', () => {
  it('average per sale is total / count, to the centavo, and 0 without sales', () => {
    expect(average(1500, 2)).toBe(750);
    expect(average(100, 3)).toBe(33.33);
    expect(average(0.1 + 0.2, 1)).toBe(0.3);
    expect(average(500, 0)).toBe(0);
  });

  it('percentages are null when the whole is zero; % paid = paid / (paid + pending)', () => {
    expect(percentOf(150, 1500)).toBe(10);
    expect(percentOf(1, 0)).toBeNull();
    expect(percentPaid(300, 100)).toBe(75);
    expect(percentPaid(0, 0)).toBeNull();
    expect(percentPaid(0, 400)).toBe(0);
  });

  it('labels custom groups: day dd/MM/yyyy, month MM/yyyy, status in Portuguese', () => {
    expect(groupLabel('day', '2026-03-05')).toBe('05/03/2026');
    expect(groupLabel('month', '2026-03')).toBe('03/2026');
    expect(groupLabel('status', 'pendente')).toBe('Pendente');
    expect(groupLabel('status', 'confirmado')).toBe('Confirmado');
    expect(groupLabel('status', 'cancelado')).toBe('Cancelado');
    expect(groupLabel('attendant', 'Ana')).toBe('Ana');
  });

  it('trend bars are at most 150 px, and a small non-zero value stays visible', () => {
    expect(MAX_BAR_HEIGHT).toBe(150);
    expect(barHeight(1000, 1000)).toBe(150);
    expect(barHeight(500, 1000)).toBe(75);
    expect(barHeight(1, 100_000)).toBe(2);
    expect(barHeight(0, 1000)).toBe(0);
  });
});

describe('date preferences', () => {
  it('reads the settings answer and falls back per field', () => {
    expect(
      preferencesOf({
        preferences: { timeZone: 'America/Manaus', fiscalYearStart: '04', dateFormat: 'DD/MM/YYYY' },
      }),
    ).toMatchObject({ timeZone: 'America/Manaus', fiscalYearStart: '04', dateFormat: 'DD/MM/YYYY' });
    expect(preferencesOf({ preferences: { timeZone: 'Nowhere/City', fiscalYearStart: '13' } })).toMatchObject({
      timeZone: 'America/Sao_Paulo',
      fiscalYearStart: '01',
      dateFormat: 'DD/MM/YYYY',
    });
    expect(preferencesOf(undefined).fiscalYearStart).toBe('01');
  });
});
