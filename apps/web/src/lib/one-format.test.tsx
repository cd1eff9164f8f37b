import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * One formatter each for money, percentages and counts (ADR 023): formatBRL/formatReais,
 * formatPercent/formatRate and formatCount from packages/domain, re-exported by lib/format. A screen,
 * PDF, e-mail or WhatsApp text that formats a number by itself shows it differently from the rest
 * ('-28,33%' on one screen and '-28,3%' on another), so outside the formatters these are refused.
 */
const root = resolve(__dirname, '../../../..');
const scanned = ['apps/web/src', 'apps/server/src'];

/** The CSV writer writes plain decimal figures for spreadsheets, not text for people (ADR 023). */
const allowed = new Set(['apps/server/src/lib/csv.ts']);

const forbidden: Array<[RegExp, string]> = [
  [/\.toFixed\(/, 'toFixed('],
  [/Intl\.NumberFormat/, 'Intl.NumberFormat'],
  [/\.toLocaleString\(/, 'toLocaleString('],
  [/\.toPrecision\(/, 'toPrecision('],
  // A percent sign glued to an interpolated number, in JSX (`{share}%`) or a template (`${x}%`);
  // a CSS width (`${w}%` ending the template) is a style, not a figure.
  [/\}%(?!`)/, 'a number followed by %'],
];

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

describe('one way to format numbers', () => {
  it('no screen, PDF, CSV or message formats money, percentages or counts by itself', () => {
    const offences: string[] = [];
    for (const dir of scanned) {
      for (const file of sources(join(root, dir))) {
        const path = relative(root, file);
        if (allowed.has(path)) continue;
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, i) => {
            for (const [pattern, what] of forbidden) {
              if (pattern.test(line)) offences.push(`${path}:${i + 1}: ${what}`);
            }
          });
      }
    }
    expect(offences).toEqual([]);
  });

  it('would catch a screen that formats by itself', () => {
    const line = '<span>{(share * 100).toFixed(1)}%</span>';
    expect(forbidden.filter(([pattern]) => pattern.test(line)).map(([, what]) => what)).toEqual([
      'toFixed(',
      'a number followed by %',
    ]);
  });
});
