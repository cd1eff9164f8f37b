import { type ComponentProps, type Ref, useState } from 'react';
import { NumberFormatBase, patternFormatter } from 'react-number-format';
import { Input } from './input';

/** What PhoneInput and CepInput take: react-hook-form's `field` (value, onChange, onBlur, name, ref) and input props. */
export type DigitsInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'ref' | 'type' | 'pattern'
> & {
  value: string | null | undefined;
  /** The masked text, as the schema and the database keep it ('' when emptied). */
  onChange: (value: string) => void;
  ref?: Ref<HTMLInputElement>;
};

export const digitsOf = (text: string) => text.replace(/\D/g, '');
const isDigit = (char: string | undefined) => char !== undefined && char >= '0' && char <= '9';

/**
 * A box of digits laid out by a pattern (`layout`) ('#' per digit) as they are typed: `(11) 9123` grows into
 * `(11) 91234-5678`, with no placeholder characters waiting for the rest. react-number-format
 * keeps the caret; `layout` may depend on how many digits there are (landlines have 10).
 */
export function DigitsInput({
  value,
  onChange,
  layout,
  maxDigits,
  digitsFrom = digitsOf,
  ref,
  ...props
}: DigitsInputProps & {
  layout: (digits: string) => string;
  maxDigits: number;
  /** The digits in a typed or pasted text (PhoneInput drops a leading +55). */
  digitsFrom?: (text: string) => string;
  type?: 'text' | 'tel';
}) {
  // A stored value that does not fit (typed before the mask, e.g. with +55) is shown and kept as it
  // is rather than cut: decided once, so the box never swaps under the caret.
  const [unmasked] = useState(() => digitsFrom(value ?? '').length > maxDigits);
  if (unmasked) {
    return <Input {...props} ref={ref} value={value ?? ''} onChange={(event) => onChange(event.target.value)} />;
  }
  const format = (digits: string) => {
    if (digits === '') return '';
    const format = layout(digits);
    const full = patternFormatter(digits, { format, mask: '_' });
    // Up to the last typed digit: the pattern's slot for digit n is its n-th '#'.
    let end = 0;
    for (let seen = 0; end < format.length && seen < digits.length; end++) if (format[end] === '#') seen++;
    return full.slice(0, end);
  };
  return (
    <NumberFormatBase
      autoComplete="off"
      {...props}
      customInput={Input}
      // The library puts its own ref on the input: the form's (focus on a server error) goes here.
      getInputRef={ref}
      value={value ?? ''}
      valueIsNumericString={false}
      format={format}
      removeFormatting={(text) => digitsFrom(text).slice(0, maxDigits)}
      // The caret may stand next to a digit, never inside '(', ') ' or '-'.
      getCaretBoundary={(formatted) =>
        formatted === ''
          ? [true]
          : Array.from({ length: formatted.length + 1 }, (_, i) => isDigit(formatted[i - 1]) || isDigit(formatted[i]))
      }
      onValueChange={(values, source) => {
        if (source.source === 'event') onChange(values.formattedValue);
      }}
    />
  );
}
