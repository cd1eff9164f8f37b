import { DigitsInput, type DigitsInputProps } from './digits-input';

const timePattern = () => '##:##';

/**
 * An hour of the day, typed and shown hh:mm (24 hours) whatever the browser's language
 * (docs/product-rules.md, "Dates"): `1430` reads `14:30`. The form keeps the text; the schema says
 * whether it is an hour. Use it through react-hook-form's Controller.
 */
export function TimeInput(props: DigitsInputProps) {
  return <DigitsInput inputMode="numeric" placeholder="hh:mm" {...props} layout={timePattern} maxDigits={4} />;
}
