import { FIELD_MSG, percentToHundredths, reaisToCentavos } from '@livro-caixa/domain';
import { validationError } from './errors.js';

/**
 * A request's money and percentages as stored: centavos and hundredths of a percent. Their schemas
 * already refused what is not exact; should one get through anyway, it is a 400 on its field —
 * never a 0 written in its place.
 */
export function centavosOf(reais: number, field: string): number {
  const value = reaisToCentavos(reais);
  if (value === null) throw validationError(FIELD_MSG.valorDecimals, { [field]: FIELD_MSG.valorDecimals });
  return value;
}

/** A `valor` in centavos (see `centavosOf`). */
export function valorInCentavos(reais: number): number {
  return centavosOf(reais, 'valor');
}

/** A commission percentage (0–100, two decimals at most) in hundredths (see `centavosOf`). */
export function hundredthsOf(percent: number, field = 'comissao_percentual'): number {
  const value = percentToHundredths(percent);
  if (value !== null) return value;
  const message = percent >= 0 && percent <= 100 ? FIELD_MSG.percentDecimals : FIELD_MSG.percentRange;
  throw validationError(message, { [field]: message });
}
