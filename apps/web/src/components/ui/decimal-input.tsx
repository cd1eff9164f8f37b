import { type ComponentProps, type Ref, useState } from 'react';
import { NumericFormat, type NumericFormatProps } from 'react-number-format';
import { cn } from '../../lib/cn';
import { Input } from './input';

/** What MoneyInput and PercentInput take: react-hook-form's `field` (value, onChange, onBlur, name, ref) and input props. */
export type DecimalInputProps = Omit<
  ComponentProps<'input'>,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'ref' | 'prefix'
> & {
  /** The form's number (reais or percent); undefined/null shows an empty box. */
  value: number | null | undefined;
  /**
   * The typed number, or null when the box is emptied (the schema then says it is required).
   * Not undefined: react-hook-form reads an undefined field as its default value, and would put
   * the record's stored value back into a box the user has just emptied.
   */
  onChange: (value: number | null) => void;
  ref?: Ref<HTMLInputElement>;
};

/**
 * The Brazilian number box behind MoneyInput and PercentInput: ',' is the decimal separator and '.'
 * groups thousands whatever the browser's language, so `1.234,56`, `1234,56` and `R$ 1.234,56`
 * (typed or pasted) all read 1234.56. react-number-format keeps the caret and the mask;
 * `toText`/`fromText` (the domain's money or percent functions) turn its plain string
 * ('1234.56') into the form's number and back.
 */
export function DecimalInput({
  value,
  onChange,
  toText,
  fromText,
  format,
  className,
  ref,
  ...props
}: DecimalInputProps & {
  toText: (value: number | null | undefined) => string;
  fromText: (text: string) => number | null;
  format: Pick<NumericFormatProps, 'prefix' | 'suffix' | 'isAllowed'>;
}) {
  // The box keeps what was typed ('7,' while on its way to '7,5'); a new value from the form
  // (a reset, an edited record) replaces it. Adjusting state from a prop, as React's docs show.
  const [state, setState] = useState(() => ({ value, text: toText(value) }));
  let text = state.text;
  if (!Object.is(value, state.value) && !(value == null && state.value == null)) {
    text = toText(value);
    setState({ value, text });
  }
  return (
    <NumericFormat
      autoComplete="off"
      {...props}
      // Leaving the box shows the value as the form holds it ('R$ 300' → 'R$ 300,00'). While typing,
      // no decimals are padded in: with ',00' already shown, the comma key changes nothing, and
      // react-number-format's caret fix from the key before (a timer, late on a busy device) put the
      // caret back before the comma, so '300,25' was read as 30025 (docs/product-rules.md "Money entry").
      onBlur={(event) => {
        if (text !== toText(state.value)) setState({ value: state.value, text: toText(state.value) });
        props.onBlur?.(event);
      }}
      customInput={Input}
      // The library puts its own ref on the input: the form's (focus on a server error) goes here.
      getInputRef={ref}
      value={text}
      valueIsNumericString
      onValueChange={(values, source) => {
        if (source.source !== 'event') return;
        const next = fromText(values.value);
        setState({ value: next, text: values.value });
        onChange(next);
      }}
      thousandSeparator="."
      decimalSeparator=","
      // Only ',' starts the decimals: a '.' typed as in '1.234,56' groups thousands and is dropped.
      allowedDecimalSeparators={[',']}
      decimalScale={2}
      allowNegative={false}
      inputMode="decimal"
      className={cn('tabular-nums', className)}
      {...format}
    />
  );
}
