/**
 * CNPJ, numeric or alphanumeric (in force since July 2026): 12 characters 0-9/A-Z then 2 check
 * digits, each computed mod 11 with every character worth its ASCII code − 48.
 */
const WEIGHTS_1 = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const WEIGHTS_2 = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/** Removes the mask (dots, slash, dash, spaces) and upper-cases. */
export function normalizeCnpj(value: string): string {
  return value.replace(/[.\-/\s]/g, '').toUpperCase();
}

function checkDigit(base: string, weights: number[]): number {
  let sum = 0;
  for (let i = 0; i < weights.length; i++) sum += (base.charCodeAt(i) - 48) * (weights[i] ?? 0);
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

export function isValidCnpj(value: string): boolean {
  const cnpj = normalizeCnpj(value);
  if (!/^[0-9A-Z]{12}\d{2}$/.test(cnpj)) return false;
  if (/^(.)\1{13}$/.test(cnpj)) return false;
  const d1 = checkDigit(cnpj, WEIGHTS_1);
  const d2 = checkDigit(cnpj, WEIGHTS_2);
  return cnpj[12] === String(d1) && cnpj[13] === String(d2);
}

/** The two check digits for a 12-character base (used by the demo seed and tests). */
export function cnpjCheckDigits(base12: string): string {
  const base = normalizeCnpj(base12);
  const d1 = checkDigit(base, WEIGHTS_1);
  const d2 = checkDigit(`${base}${d1}`, WEIGHTS_2);
  return `${d1}${d2}`;
}

/** Progressive mask as the user types: `12ABC345` → `12.ABC.345`; full → `00.000.000/0000-00`. */
export function maskCnpj(value: string): string {
  const raw = normalizeCnpj(value)
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  let out = '';
  for (let i = 0; i < raw.length; i++) {
    if (i === 2 || i === 5) out += '.';
    if (i === 8) out += '/';
    if (i === 12) out += '-';
    out += raw[i];
  }
  return out;
}

export function formatCnpj(value: string | null | undefined): string {
  if (!value) return '';
  return maskCnpj(value);
}
