import { describe, expect, it } from 'vitest';
import { formatBytes, formatCount } from './counts.js';

describe('formatCount and formatBytes', () => {
  it('counts with pt-BR thousands', () => {
    expect(formatCount(0)).toBe('0');
    expect(formatCount(100_000)).toBe('100.000');
  });
  it('sizes with one decimal at most', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1,5 KB');
    expect(formatBytes(1024)).toBe('1 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
  });
});
