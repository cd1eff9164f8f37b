import { DigitsInput, type DigitsInputProps } from './digits-input';

const cpfPattern = () => '###.###.###-##';

/** A CPF, `529.982.247-25`, as it is typed. Use it through react-hook-form's Controller. */
export function CpfInput(props: DigitsInputProps) {
  return <DigitsInput inputMode="numeric" placeholder="000.000.000-00" {...props} layout={cpfPattern} maxDigits={11} />;
}
