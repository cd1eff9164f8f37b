import { DigitsInput, type DigitsInputProps } from './digits-input';

const cepPattern = () => '#####-###';

/** A CEP, `01310-100`. Use it through react-hook-form's Controller. */
export function CepInput(props: DigitsInputProps) {
  return <DigitsInput inputMode="numeric" placeholder="00000-000" {...props} layout={cepPattern} maxDigits={8} />;
}
