import { formatMonthNumeric, isValidMonth } from '@livro-caixa/domain';
import { useState } from 'react';
import { DigitsInput, type DigitsInputProps, digitsOf } from './digits-input';

const monthPattern = () => '##/####';

/** `10/2026` or `102026` → `2026-10`; null when it is no whole month. */
function parseMonth(text: string): string | null {
  const m = /^(\d{2})\/?(\d{4})$/.exec(text.trim());
  const month = m ? `${m[2]}-${m[1]}` : '';
  return isValidMonth(month) ? month : null;
}

/** A pasted `2026-10` reads as `102026`. */
const monthDigits = (text: string) => {
  const iso = /^\s*(\d{4})-(\d{2})\s*$/.exec(text);
  return iso ? `${iso[2]}${iso[1]}` : digitsOf(text);
};

const textOf = (value: string | null | undefined) => (value && isValidMonth(value) ? formatMonthNumeric(value) : '');

/**
 * A month, typed and shown mm/aaaa whatever the browser's language (docs/product-rules.md,
 * "Dates"): `onChange` gets `YYYY-MM` once the box holds a whole month. What is typed before that
 * stays in the box only while it is being typed; left unfinished, the box shows the month again.
 */
export function MonthInput({
  value,
  onChange,
  onBlur,
  ...props
}: Omit<DigitsInputProps, 'onChange'> & { onChange: (value: string) => void }) {
  const [draft, setDraft] = useState<string | null>(null);
  return (
    <DigitsInput
      inputMode="numeric"
      placeholder="mm/aaaa"
      {...props}
      value={draft ?? textOf(value)}
      onChange={(text) => {
        const month = parseMonth(text);
        setDraft(month ? null : text);
        if (month) onChange(month);
      }}
      onBlur={(event) => {
        setDraft(null);
        onBlur?.(event);
      }}
      layout={monthPattern}
      maxDigits={6}
      digitsFrom={monthDigits}
    />
  );
}
