import { describe } from 'vitest';
import { formatPercent, formatRate, hundredthsToPercent, percentToHundredths } from './percent.js';
import { itAnswers, itMaps } from './test-tables.js';

describe('percentToHundredths', () => {
  itMaps('%j → %s', percentToHundredths, [
    [12.5, 1250],
    [100, 10000],
    [0, 0],
    [0.01, 1],
    [5, 500],
    [99.99, 9999],
    [33.33, 3333],
    ['12,5', 1250],
    ['12.50', 1250],
    [' 7,25 ', 725],
    ['100', 10000],
    ['100,00', 10000],
  ]);

  itAnswers('rejects %j', percentToHundredths, null, [
    100.01,
    101,
    1000,
    '100,01',
    12.345,
    0.001,
    '12,345',
    0.1 + 0.2,
    -1,
    -0.5,
    '-5',
    Number.NaN,
    Number.POSITIVE_INFINITY,
    1e21,
    '',
    'abc',
    '10%',
  ]);
});

describe('hundredthsToPercent', () => {
  itMaps('%s → %s', hundredthsToPercent, [
    [1250, 12.5],
    [10000, 100],
    [0, 0],
    [1, 0.01],
    [3333, 33.33],
  ]);
});

describe('formatPercent: one decimal always (ADR 023)', () => {
  itMaps('%s → %j', formatPercent, [
    [12.5, '12,5%'],
    [0, '0,0%'],
    [100, '100,0%'],
    [1, '1,0%'],
    [52.08, '52,1%'],
    [-28.33, '-28,3%'],
    [-28.333333, '-28,3%'],
    [0.01, '0,0%'],
    [-0.04, '0,0%'],
    [12.25, '12,3%'],
    [-12.25, '-12,3%'],
    [1234.5, '1.234,5%'],
    [null, '—'],
  ]);
});

describe('formatRate: a typed rate, exact to the hundredth', () => {
  itMaps('%s → %j', formatRate, [
    [10, '10,0%'],
    [7.25, '7,25%'],
    [0, '0,0%'],
    [12.5, '12,5%'],
  ]);
});
