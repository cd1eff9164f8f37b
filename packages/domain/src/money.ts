/**
 * Money is an integer number of centavos (Actual Budget's IntegerAmount). Conversions happen only
 * at the edges: the wire carries reais with at most 2 decimals, the UI shows BRL.
 */
export type Centavos = number;

/** Largest amount accepted anywhere: R$ 999.999.999,99. */
export const MAX_CENTAVOS: Centavos = 99_999_999_999;

/**
 * Reais (as typed or received) → centavos. Returns null when the value has more than two decimals
 * or is not a finite number. Works on the decimal text, so 0.1 + 0.2 style float noise never
 * reaches a sum.
 */
export function reaisToCentavos(reais: number | string): Centavos | null {
  const text = typeof reais === 'number' ? numberToPlainString(reais) : reais.trim().replace(',', '.');
  const match = /^(-?)(\d+)(?:\.(\d{0,2}))?$/.exec(text);
  if (!match) return null;
  const [, sign, whole = '0', fraction = ''] = match;
  const value = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(value)) return null;
  return sign === '-' && value !== 0 ? -value : value; // '-0' is 0, never -0
}

function numberToPlainString(n: number): string {
  if (!Number.isFinite(n)) return '';
  // toString never uses exponent notation for the magnitudes money can have (< 1e21) except for
  // tiny values like 1e-7, which have more than two decimals anyway.
  return String(n);
}

/** Centavos → reais as a JSON number (exact for every integer centavo amount below 2^53). */
export function centavosToReais(centavos: Centavos): number {
  return Math.round(centavos) / 100;
}

/**
 * `amount × percent / 100`, where percent is in hundredths of a percent (5% = 500), rounded half-up
 * to the centavo. Integer arithmetic only: amount × hundredths stays far below 2^53.
 */
export function percentOf(amount: Centavos, percentHundredths: number): Centavos {
  const numerator = amount * percentHundredths; // in centavos × 1/10000
  const rounded = Math.floor((Math.abs(numerator) + 5_000) / 10_000);
  return numerator < 0 && rounded !== 0 ? -rounded : rounded; // never -0
}

export function sumCentavos(values: readonly Centavos[]): Centavos {
  let total = 0;
  for (const v of values) total += v;
  return total;
}

/**
 * Centavos as a machine reads an amount: digits, a point and two decimals, no thousands separator
 * (123456 → `1234.56`, 5 → `0.05`), as the PIX BR Code wants it. Made from the integer's digits,
 * never through a float; anything but a whole number of centavos from 0 to MAX_CENTAVOS throws.
 */
export function centavosToDecimal(centavos: Centavos): string {
  if (!Number.isSafeInteger(centavos) || centavos < 0 || centavos > MAX_CENTAVOS) {
    throw new RangeError(`not an amount in centavos: ${centavos}`);
  }
  const digits = String(centavos).padStart(3, '0');
  return `${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const NBSP = '\u00a0';

/**
 * `R$ 1.234,56`, with a no-break space (U+00A0) after `R$`, so that an amount never breaks across
 * two lines, on a screen, in a PDF or an e-mail (docs/product-rules.md "Money on screen and on
 * paper"). Whatever space Intl puts there (U+00A0 or U+202F, by ICU version) comes out as U+00A0.
 */
export function formatBRL(centavos: Centavos): string {
  // -0 (e.g. from a negation) would be shown as '-R$ 0,00'.
  return brl.format(centavos === 0 ? 0 : centavos / 100).replace(/\s/g, NBSP);
}
