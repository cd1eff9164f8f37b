import { centavosToReais, reaisToCentavos } from '@livro-caixa/domain';
import { DecimalInput, type DecimalInputProps } from './decimal-input';

/**
 * The form's reais → the box's plain string with the centavos ('1234.50', shown 'R$ 1.234,50'),
 * through centavos so no float noise shows.
 */
function toText(reais: number | null | undefined): string {
  if (reais == null || !Number.isFinite(reais)) return '';
  const centavos = reaisToCentavos(reais);
  if (centavos === null) return String(reais);
  const whole = centavos < 0 ? -Math.ceil(centavos / 100) : Math.floor(centavos / 100);
  return `${centavos < 0 ? '-' : ''}${whole}.${String(Math.abs(centavos) % 100).padStart(2, '0')}`;
}

/** The box's plain string → reais (a JSON number with at most 2 decimals), or null when empty. */
function fromText(text: string): number | null {
  if (text === '') return null;
  const centavos = reaisToCentavos(text);
  return centavos === null ? Number(text) : centavosToReais(centavos);
}

/**
 * At most twelve digits before the comma: the centavos stay a safe integer, and between
 * R$ 999.999.999,99 (the domain's MAX_CENTAVOS) and there the schema still says why it is refused.
 */
const fitsCentavos = ({ value }: { value: string }) => (value.split('.')[0] ?? '').length <= 12;

/**
 * Money in reais, shown and typed as `R$ 1.234,56`. Use it through react-hook-form's Controller:
 * `<Controller name="valor" control={control} render={({ field }) => <MoneyInput {...field} />} />`.
 */
export function MoneyInput(props: DecimalInputProps) {
  return (
    <DecimalInput
      placeholder="R$ 0,00"
      {...props}
      toText={toText}
      fromText={fromText}
      format={{ prefix: 'R$ ', isAllowed: fitsCentavos }}
    />
  );
}
