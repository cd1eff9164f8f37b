import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ComponentType, useState } from 'react';
import { expect, it } from 'vitest';

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

/**
 * One test a case `[typed, shown, given]`, named by `title`: typed into a fresh box (`setup`), then
 * left when `leave` says so, the box shows `shown` and hands over `given` (`shown` when not said),
 * read as `text` (the JSON) or as the `value`.
 */
export function itTypes(
  title: string,
  setup: () => ReturnType<typeof renderBox>,
  cases: ReadonlyArray<readonly [typed: string, shown: string, given?: string]>,
  { read = 'value', leave = false }: { read?: 'text' | 'value'; leave?: boolean } = {},
) {
  const full = cases.map(([typed, shown, given = shown]) => [typed, shown, given] as const);
  it.each(full)(title, async (typed, shown, given) => {
    const { user, box, text, value } = setup();
    await user.type(box, typed);
    if (leave) await user.tab();
    expect(box.value).toBe(shown);
    expect(read === 'text' ? text() : value()).toBe(given);
  });
}
