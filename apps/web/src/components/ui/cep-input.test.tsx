import { describe, expect, it } from 'vitest';
import { itTypes, renderBox } from '../../test/box';
import { CepInput } from './cep-input';

const setup = (initial?: string) => renderBox(CepInput, 'CEP', initial);

describe('CepInput', () => {
  itTypes('typing %s shows and gives %s', setup, [
    ['01310100', '01310-100'],
    ['01310-100', '01310-100'],
    ['013101009', '01310-100'],
    ['0131', '0131'],
    ['013101', '01310-1'],
  ]);

  it('refuses letters, opens the numeric keypad and shows a stored CEP', async () => {
    const { user, box } = setup('50010000');
    expect(box.value).toBe('50010-000');
    expect(box.inputMode).toBe('numeric');
    await user.clear(box);
    await user.type(box, 'a0b1310100');
    expect(box.value).toBe('01310-100');
  });

  it('backspace after the dash removes the digit before it', async () => {
    const { user, box } = setup();
    await user.type(box, '013101');
    await user.keyboard('{Backspace}');
    expect(box.value).toBe('01310');
    await user.keyboard('{Backspace}');
    expect(box.value).toBe('0131');
  });
});
