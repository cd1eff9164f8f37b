import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';

/** What the controlled boxes of components/ui take: the value their owner keeps, and its change. */
interface BoxProps<V> {
  id: string;
  value: V | undefined;
  onChange: (value: V) => void;
}

/**
 * Renders `Box` labelled `label` for an owner that keeps what it hands over (`initial` at first),
 * shown as JSON next to it ('undefined' for nothing); `set` adds a button that sets a value from
 * outside. `text()` reads that JSON, `value()` the value itself.
 */
export function renderBox<V>(
  Box: ComponentType<BoxProps<V>>,
  label: string,
  initial?: V,
  set?: { button: string; value: V },
) {
  function Owner() {
    const [value, setValue] = useState<V | undefined>(initial);
    return (
      <>
        <label htmlFor="box">{label}</label>
        <Box id="box" value={value} onChange={setValue} />
        <output data-testid="value">{value === undefined ? 'undefined' : JSON.stringify(value)}</output>
        {set && (
          <button type="button" onClick={() => setValue(set.value)}>
            {set.button}
          </button>
        )}
      </>
    );
  }
  const user = userEvent.setup();
  render(<Owner />);
  const box = screen.getByLabelText(label) as HTMLInputElement;
  const text = () => screen.getByTestId('value').textContent;
  const value = () => {
    const json = text();
    return json === 'undefined' || json === null ? undefined : JSON.parse(json);
  };
  return { user, box, text, value };
}
