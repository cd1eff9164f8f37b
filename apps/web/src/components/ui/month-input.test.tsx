import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { MonthInput } from './month-input';

/** The owner keeps only whole months, as the closing's month selector does. */
function Harness() {
  const [month, setMonth] = useState('2026-11');
  return (
    <>
      <label htmlFor="mes">Mês</label>
      <MonthInput id="mes" value={month} onChange={(next) => /^\d{4}-\d{2}$/.test(next) && setMonth(next)} />
      <output data-testid="month">{month}</output>
      <button type="button">Outro</button>
      <button type="button" onClick={() => setMonth('2019-06')}>
        Anterior
      </button>
    </>
  );
}

describe('MonthInput (mm/aaaa whatever the browser language)', () => {
  it('shows the month as mm/aaaa; typed or pasted, a whole month is handed over; unfinished, it comes back on leaving', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const box = screen.getByLabelText('Mês') as HTMLInputElement;
    expect(box.value).toBe('11/2026');
    expect(box.placeholder).toBe('mm/aaaa');
    await user.clear(box);
    await user.type(box, '102025');
    expect(box.value).toBe('10/2025');
    expect(screen.getByTestId('month').textContent).toBe('2025-10');
    await user.clear(box);
    await user.paste('2019-07');
    expect(box.value).toBe('07/2019');
    expect(screen.getByTestId('month').textContent).toBe('2019-07');
    await user.clear(box);
    await user.type(box, '13');
    expect(box.value).toBe('13');
    await user.click(screen.getByRole('button', { name: 'Outro' }));
    expect(box.value).toBe('07/2019');
    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    expect(box.value).toBe('06/2019');
  });
});
