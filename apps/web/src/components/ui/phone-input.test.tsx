import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { itTypes, renderBox } from '../../test/box';
import { PhoneInput } from './phone-input';

const setup = (initial?: string) => renderBox(PhoneInput, 'Telefone', initial);

describe('PhoneInput', () => {
  itTypes('typing %s shows and gives %s', setup, [
    ['11912345678', '(11) 91234-5678'],
    ['1131234567', '(11) 3123-4567'],
    ['(11) 91234-5678', '(11) 91234-5678'],
    ['119123', '(11) 9123'],
    ['11', '(11'],
    ['119123456789', '(11) 91234-5678'],
  ]);

  it('turns a landline into a mobile when an 11th digit comes, and back on backspace', async () => {
    const { user, box } = setup();
    await user.type(box, '1131234567');
    expect(box.value).toBe('(11) 3123-4567');
    await user.type(box, '8');
    expect(box.value).toBe('(11) 31234-5678');
    await user.keyboard('{Backspace}');
    expect(box.value).toBe('(11) 3123-4567');
  });

  it('pasting a phone in any layout masks it', async () => {
    const { user, box, value } = setup();
    await user.click(box);
    await user.paste('11 91234 5678');
    expect(value()).toBe('(11) 91234-5678');
  });

  it('drops the country code of a pasted +55 phone', async () => {
    const { user, box, value } = setup();
    await user.click(box);
    await user.paste('+55 11 91234-5678');
    expect(value()).toBe('(11) 91234-5678');
  });

  it("hands the form its input element, masked or not, so a server's error can focus it", () => {
    const elements: (HTMLInputElement | null)[] = [];
    render(
      <>
        <PhoneInput
          value="11912345678"
          onChange={() => undefined}
          ref={(el) => {
            elements.push(el);
          }}
        />
        <PhoneInput
          value="0800 123 4567 89"
          onChange={() => undefined}
          ref={(el) => {
            elements.push(el);
          }}
        />
      </>,
    );
    expect(elements).toEqual([
      screen.getByDisplayValue('(11) 91234-5678'),
      screen.getByDisplayValue('0800 123 4567 89'),
    ]);
  });

  it('shows a stored phone masked, opens the phone keypad, and gives "" when emptied', async () => {
    const { user, box, value } = setup('11912345678');
    expect(box.value).toBe('(11) 91234-5678');
    expect(box.type).toBe('tel');
    expect(box.inputMode).toBe('tel');
    await user.clear(box);
    expect(value()).toBe('');
  });

  it('keeps a stored phone that does not fit the mask as it is, instead of cutting it', async () => {
    const { user, box, value } = setup('0800 123 4567 89');
    expect(box.value).toBe('0800 123 4567 89');
    await user.type(box, '0');
    expect(value()).toBe('0800 123 4567 890');
  });
});
