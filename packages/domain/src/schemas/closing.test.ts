import { describe, expect, it } from 'vitest';
import { monthHasEnded } from './closing.js';

describe('monthHasEnded (docs/product-rules.md "Closing")', () => {
  it('is true only for months before the one of today', () => {
    expect(monthHasEnded('2026-10', '2026-11-01')).toBe(true);
    expect(monthHasEnded('2025-12', '2026-01-01')).toBe(true);
    expect(monthHasEnded('2026-11', '2026-11-30')).toBe(false);
    expect(monthHasEnded('2026-12', '2026-11-21')).toBe(false);
    expect(monthHasEnded('2027-01', '2026-11-21')).toBe(false);
  });
});
