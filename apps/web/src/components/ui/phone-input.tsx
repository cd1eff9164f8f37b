import { DigitsInput, type DigitsInputProps, digitsOf } from './digits-input';

/** Landlines have 8 digits after the DDD, mobiles 9: the mask follows what was typed. */
const phonePattern = (digits: string) => (digits.length > 10 ? '(##) #####-####' : '(##) ####-####');

/** A pasted or autofilled '+55 11 91234-5678' is the same phone: the country code goes. */
const nationalDigits = (text: string) => digitsOf(text.replace(/^\s*\+\s*55/, ''));

/** A Brazilian phone with DDD: `(11) 91234-5678` or `(11) 3123-4567`. Use it through react-hook-form's Controller. */
export function PhoneInput(props: DigitsInputProps) {
  return (
    <DigitsInput
      type="tel"
      inputMode="tel"
      placeholder="(11) 91234-5678"
      {...props}
      layout={phonePattern}
      maxDigits={11}
      digitsFrom={nationalDigits}
    />
  );
}
