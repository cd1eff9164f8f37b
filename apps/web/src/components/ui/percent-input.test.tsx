import { describe, expect, it } from 'vitest';
import { itTypes, renderBox } from '../../test/box';
import { PercentInput } from './percent-input';

const setup = (initial?: number) => renderBox(PercentInput, 'Comissão (%)', initial);

describe('PercentInput', () => {
  itTypes(
    'typing %s shows %s and gives %s',
    setup,
    [
      ['7,5', '7,5 %', '7.5'],
      ['10', '10 %', '10'],
      ['12,34', '12,34 %', '12.34'],
      ['100', '100 %', '100'],
      ['0,05', '0,05 %', '0.05'],
    ],
    { read: 'text' },
  );

  it('keeps the comma while the decimals are on their way', async () => {
    const { user, box, text } = setup();
    await user.type(box, '7,');
    expect(box.value).toBe('7, %');
    expect(text()).toBe('7');
    await user.type(box, '5');
    expect(box.value).toBe('7,5 %');
  });

  it('never reads a dot as the decimal comma (7.5 is 75, as in 7.500)', async () => {
    const { user, box, text } = setup();
    await user.type(box, '7.5');
    expect(box.value).toBe('75 %');
    expect(text()).toBe('75');
  });

  it('passes a value over 100 on, for the schema to refuse with its message', async () => {
    const { user, box, text } = setup();
    await user.type(box, '150');
    expect(box.value).toBe('150 %');
    expect(text()).toBe('150');
  });

  it('shows a stored value formatted; emptied gives null', async () => {
    const { user, box, text } = setup(3.25);
    expect(box.value).toBe('3,25 %');
    expect(box.inputMode).toBe('decimal');
    await user.clear(box);
    expect(text()).toBe('null');
  });

  it('pasting 7,5 % gives 7.5', async () => {
    const { user, box, text } = setup();
    await user.click(box);
    await user.paste('7,5 %');
    expect(box.value).toBe('7,5 %');
    expect(text()).toBe('7.5');
  });
});
