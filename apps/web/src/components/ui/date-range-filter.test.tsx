import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { DateRangeFilter } from './date-range-filter';

function setup(start = '2026-11-21', end = '2026-11-21') {
  const onApply = vi.fn();
  render(
    <div className="grid">
      <DateRangeFilter value={{ start, end }} onApply={onApply} />
    </div>,
  );
  const filtrar = screen.getByRole('button', { name: 'Filtrar' }) as HTMLButtonElement;
  const change = (label: string, value: string) =>
    fireEvent.change(screen.getByLabelText(label), { target: { value } });
  return { onApply, filtrar, change };
}

describe('date range filter', () => {
  it('applies both dates only on Filtrar', () => {
    const { onApply, filtrar, change } = setup();
    change('Data inicial', '2026-11-01');
    expect(onApply).not.toHaveBeenCalled();
    fireEvent.click(filtrar);
    expect(onApply).toHaveBeenCalledWith({ start: '2026-11-01', end: '2026-11-21' });
  });

  it('disables Filtrar and says why when the start is after the end', () => {
    const { onApply, filtrar, change } = setup();
    change('Data inicial', '2026-12-01');
    expect(filtrar.disabled).toBe(true);
    expect(screen.getByRole('alert').textContent).toBe('Data inicial não pode ser maior que data final');
    expect(screen.getByLabelText('Data inicial').getAttribute('aria-invalid')).toBe('true');
    fireEvent.submit(filtrar.closest('form') as HTMLFormElement);
    expect(onApply).not.toHaveBeenCalled();

    change('Data inicial', '2026-11-21');
    expect(filtrar.disabled).toBe(false);
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('disables Filtrar while a date is empty, without an error text', () => {
    const { filtrar, change } = setup();
    change('Data final', '');
    expect(filtrar.disabled).toBe(true);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
