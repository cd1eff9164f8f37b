import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Controller, useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { itTypes, renderBox } from '../../test/box';
import { MoneyInput } from './money-input';

/** The box alone, the value it hands over shown next to it as JSON (`text()`). */
const setup = (initial?: number) => renderBox(MoneyInput, 'Valor', initial, { button: 'reset', value: 99.9 });

/** As the forms use it: react-hook-form's Controller over a record's stored value. */
function FormHarness({ stored }: { stored: number }) {
  const { control, watch } = useForm({ defaultValues: { valor: stored } });
  return (
    <>
      <label htmlFor="valor">Valor</label>
      <Controller name="valor" control={control} render={({ field }) => <MoneyInput id="valor" {...field} />} />
      <output data-testid="value">{JSON.stringify(watch('valor') ?? null)}</output>
    </>
  );
}

describe('MoneyInput', () => {
  itTypes(
    'typing %s shows %s and gives %s',
    setup,
    [
      ['1.234,56', 'R$ 1.234,56', '1234.56'],
      ['1234,56', 'R$ 1.234,56', '1234.56'],
      ['1234', 'R$ 1.234,00', '1234'],
      ['0,5', 'R$ 0,50', '0.5'],
      ['1.000.000', 'R$ 1.000.000,00', '1000000'],
    ],
    { read: 'text', leave: true },
  );

  it.each(['1.234,56', '1234,56', 'R$ 1.234,56', 'R$\u00a01.234,56'])('pasting %s gives 1234.56', async (pasted) => {
    const { user, box, text } = setup();
    await user.click(box);
    await user.paste(pasted);
    expect(box.value).toBe('R$ 1.234,56');
    expect(text()).toBe('1234.56');
  });

  it('keeps two decimals at most', async () => {
    const { user, box, text } = setup();
    await user.type(box, '10,999');
    expect(box.value).toBe('R$ 10,99');
    expect(text()).toBe('10.99');
  });

  it('shows a stored value formatted, and follows the form when it changes the value', async () => {
    const { user, box, text } = setup(1234.5);
    expect(box.value).toBe('R$ 1.234,50');
    await user.click(screen.getByRole('button', { name: 'reset' }));
    expect(box.value).toBe('R$ 99,90');
    expect(text()).toBe('99.9');
  });

  it('gives null when emptied, so the schema says the value is required', async () => {
    const { user, box, text } = setup(12);
    await user.clear(box);
    expect(box.value).toBe('');
    expect(text()).toBe('null');
  });

  it("in a form, an emptied box stays empty even when typed into at once (undefined would be read as the record's value)", async () => {
    // delay: null types without yielding between keys, as a fast typist or a browser's paste of keys does.
    const user = userEvent.setup({ delay: null });
    render(<FormHarness stored={1234.56} />);
    const box = screen.getByLabelText('Valor') as HTMLInputElement;
    expect(box.value).toBe('R$ 1.234,56');
    for (let i = 0; i < 3; i++) {
      await user.clear(box);
      expect(box.value).toBe('');
      expect(screen.getByTestId('value').textContent).toBe('null');
      await user.type(box, '1250,5');
      // While typing no centavos are padded in; leaving the box shows them.
      expect(box.value).toBe('R$ 1.250,5');
      await user.tab();
      expect(box.value).toBe('R$ 1.250,50');
      expect(screen.getByTestId('value').textContent).toBe('1250.5');
    }
  });

  it('typing, the comma goes in as a key that changes the box (no ,00 padded in to type over)', async () => {
    // With ',00' shown while typing, the comma key changed nothing and react-number-format's late
    // caret fix of the key before put the caret back before it: '300,25' was read as 30025 (seen in
    // the browser with timers 40 ms late, e2e/money-entry.spec.ts).
    const { user, box, text } = setup();
    await user.type(box, '300');
    expect(box.value).toBe('R$ 300');
    await user.type(box, ',');
    expect(box.value).toBe('R$ 300,');
    await user.type(box, '25');
    await user.tab();
    expect(box.value).toBe('R$ 300,25');
    expect(text()).toBe('300.25');
  });

  it("hands the form its input element, so a server's error can focus it", () => {
    let element: HTMLInputElement | null = null;
    render(
      <MoneyInput
        value={1}
        onChange={() => undefined}
        ref={(el) => {
          element = el;
        }}
      />,
    );
    expect(element).toBe(screen.getByDisplayValue('R$ 1,00'));
  });

  it('refuses a minus sign and letters, and opens the numeric keypad', async () => {
    const { user, box, text } = setup();
    await user.type(box, '-1a2');
    await user.tab();
    expect(box.value).toBe('R$ 12,00');
    expect(text()).toBe('12');
    expect(box.inputMode).toBe('decimal');
    expect(box.type).toBe('text');
  });
});
