import { zodResolver } from '@hookform/resolvers/zod';
import { dateField } from '@livro-caixa/domain';
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { itTypes, renderBox } from '../../test/box';
import { DateInput } from './date-input';
import { FormScope } from './form';
import { DateField } from './form-fields';

const setup = (initial?: string) => renderBox(DateInput, 'Data', initial, { button: 'Outra', value: '2026-01-31' });

describe('DateInput (dd/mm/aaaa whatever the browser language)', () => {
  itTypes('typing %s shows %s and gives the form %s', setup, [
    ['15102026', '15/10/2026', '2026-10-15'],
    ['15/10/2026', '15/10/2026', '2026-10-15'],
    ['1510', '15/10', '15/10'],
    ['31022026', '31/02/2026', '31/02/2026'],
  ]);

  it('shows a stored date as dd/mm/aaaa, follows a new value from outside, reads a pasted ISO date', async () => {
    const { user, box, value } = setup('2026-11-05');
    expect(box.value).toBe('05/11/2026');
    expect(box.placeholder).toBe('dd/mm/aaaa');
    expect(box.inputMode).toBe('numeric');
    await user.click(screen.getByRole('button', { name: 'Outra' }));
    expect(box.value).toBe('31/01/2026');
    await user.clear(box);
    expect(value()).toBe('');
    await user.click(box);
    await user.paste('2026-10-15');
    expect(box.value).toBe('15/10/2026');
    expect(value()).toBe('2026-10-15');
  });

  it('opens a calendar in Portuguese on the month of its date; a day picked fills the box', async () => {
    const { user, box, value } = setup('2026-11-05');
    await user.click(screen.getByRole('button', { name: 'Abrir calendário' }));
    // The calendar's code loads on the first opening.
    const calendar = await screen.findByRole('dialog', { name: 'Calendário' }, { timeout: 5000 });
    expect(calendar.textContent).toContain('novembro de 2026');
    const heads = [...calendar.querySelectorAll('thead th')].map((th) => th.textContent);
    expect(heads).toEqual(['dom', 'seg', 'ter', 'qua', 'qui', 'sex', 'sáb']);
    await user.click(screen.getByRole('button', { name: /20 de novembro de 2026/ }));
    expect(box.value).toBe('20/11/2026');
    expect(value()).toBe('2026-11-20');
    expect(screen.queryByRole('dialog', { name: 'Calendário' })).toBeNull();
  });

  it('Escape closes the calendar and gives the focus back to its button', async () => {
    const { user } = setup('2026-11-05');
    const button = screen.getByRole('button', { name: 'Abrir calendário' });
    await user.click(button);
    await screen.findByRole('dialog', { name: 'Calendário' }, { timeout: 5000 });
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Calendário' })).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('DateField (the form kit)', () => {
  function Form() {
    const form = useForm<{ data: string }>({
      resolver: zodResolver(z.object({ data: dateField() })),
      defaultValues: { data: '2026-10-01' },
    });
    const [sent, setSent] = useState<string | null>(null);
    return (
      <FormScope form={form} prefix="t" fields={['data']}>
        <form onSubmit={form.handleSubmit((v) => setSent(v.data))}>
          <DateField name="data" label="Data" required />
          <button type="submit">Salvar</button>
          <output data-testid="sent">{sent}</output>
        </form>
      </FormScope>
    );
  }

  it('sends the ISO date; a date that is no real day gets its pt-BR message beside the field', async () => {
    const user = userEvent.setup();
    render(<Form />);
    const box = screen.getByLabelText('Data') as HTMLInputElement;
    expect(box.value).toBe('01/10/2026');
    await user.clear(box);
    await user.type(box, '31022026');
    await act(() => user.click(screen.getByRole('button', { name: 'Salvar' })));
    expect(await screen.findByText('Data inválida')).toBeTruthy();
    expect(box.getAttribute('aria-invalid')).toBe('true');
    await user.clear(box);
    await user.type(box, '15102026');
    await act(() => user.click(screen.getByRole('button', { name: 'Salvar' })));
    expect(screen.getByTestId('sent').textContent).toBe('2026-10-15');
  });
});
