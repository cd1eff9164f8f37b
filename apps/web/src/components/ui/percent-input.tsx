import { hundredthsToPercent, percentToHundredths } from '@livro-caixa/domain';
import { DecimalInput, type DecimalInputProps } from './decimal-input';

function toText(percent: number | null | undefined): string {
  if (percent == null || !Number.isFinite(percent)) return '';
  const hundredths = percentToHundredths(percent);
  return hundredths === null ? String(percent) : String(hundredthsToPercent(hundredths));
}

/** The box's plain string → percent with at most 2 decimals; past 100 it goes through as typed, for the schema's message. */
function fromText(text: string): number | null {
  if (text === '') return null;
  const hundredths = percentToHundredths(text);
  return hundredths === null ? Number(text) : hundredthsToPercent(hundredths);
}

/** Three digits before the comma are enough to type 100 (and to be told 150 is out of range). */
const fitsPercent = ({ value }: { value: string }) => (value.split('.')[0] ?? '').length <= 3;

/** A percentage 0–100, shown and typed as `7,5 %`. Use it through react-hook-form's Controller, like MoneyInput. */
export function PercentInput(props: DecimalInputProps) {
  return (
    <DecimalInput
      placeholder="0 %"
      {...props}
      toText={toText}
      fromText={fromText}
      format={{ suffix: ' %', isAllowed: fitsPercent }}
    />
  );
}
