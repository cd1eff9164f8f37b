import { FIELD_MSG, reaisToCentavos } from '@livro-caixa/domain';
import { validationError } from './errors.js';

/** A `valor` already checked by its schema, in centavos; a 400 on `valor` if it somehow is not exact. */
export function valorInCentavos(reais: number): number {
  const value = reaisToCentavos(reais);
  if (value === null) throw validationError(FIELD_MSG.valorDecimals, { valor: FIELD_MSG.valorDecimals });
  return value;
}
