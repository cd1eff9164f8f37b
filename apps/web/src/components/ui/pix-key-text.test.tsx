import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PixKeyText } from './pix-key-text';

/** The key as lines may break it: '|' where a <wbr> allows a break. */
const breaks = (value: string) => {
  const { container } = render(<PixKeyText value={value} />);
  const span = container.firstElementChild as HTMLElement;
  return Array.from(span.childNodes)
    .map((node) => (node.nodeName === 'WBR' ? '|' : node.textContent))
    .join('');
};

describe('PixKeyText', () => {
  it("breaks a key only after '@', '.', '-', '/' or '+', never inside a part", () => {
    expect(breaks('maria.oliveira@confeitaria.com.br')).toBe('maria.|oliveira@|confeitaria.|com.|br');
    expect(breaks('123.456.789-09')).toBe('123.|456.|789-|09');
    expect(breaks('123e4567-e89b-12d3-a456-426614174000')).toBe('123e4567-|e89b-|12d3-|a456-|426614174000');
    expect(breaks('+5511987654321')).toBe('+|5511987654321');
    expect(breaks('semseparador')).toBe('semseparador');
  });

  it('reads as the key itself, and is not cut anywhere (no break-all)', () => {
    const { container } = render(<PixKeyText value="bia@example.com" />);
    const span = container.firstElementChild as HTMLElement;
    expect(span.textContent).toBe('bia@example.com');
    expect(span.className).not.toMatch(/break-all/);
  });
});
