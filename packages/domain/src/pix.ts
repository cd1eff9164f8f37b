import { z } from 'zod';
import { isValidCnpj } from './cnpj.js';
import { plainString } from './schemas/fields.js';

/**
 * PIX keys (ADR 019). A key is one of: CPF (11 digits, check digits valid), CNPJ (14, valid),
 * e-mail (≤ 77 characters), phone (+55 and 10–11 digits, stored as `+55DDNNNNNNNNN`) or a random
 * key (EVP: a UUID). `normalizePixKey` answers the stored form, or null when it is none of them.
 */
export type PixKeyKind = 'cpf' | 'cnpj' | 'email' | 'telefone' | 'aleatoria';

export function isValidCpf(value: string): boolean {
  const d = value.replace(/\D/g, '');
  if (!/^\d{11}$/.test(d) || /^(\d)\1{10}$/.test(d)) return false;
  const digit = (len: number) => {
    let sum = 0;
    for (let i = 0; i < len; i++) sum += Number(d[i]) * (len + 1 - i);
    const r = (sum * 10) % 11;
    return r === 10 ? 0 : r;
  };
  return digit(9) === Number(d[9]) && digit(10) === Number(d[10]);
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function normalizePixKey(raw: string): { kind: PixKeyKind; key: string } | null {
  const v = raw.trim();
  if (!v) return null;
  if (UUID.test(v)) return { kind: 'aleatoria', key: v.toLowerCase() };
  if (v.includes('@')) return EMAIL.test(v) && v.length <= 77 ? { kind: 'email', key: v.toLowerCase() } : null;
  // Masked CPF/CNPJ (000.000.000-00, 00.000.000/0000-00) or phone ((11) 98888-7777, +55 11 …).
  if (!/^[0-9+().\s/-]+$/.test(v)) return null;
  const digits = v.replace(/\D/g, '');
  if (v.startsWith('+')) {
    return digits.startsWith('55') && isBrazilianPhone(digits.slice(2))
      ? { kind: 'telefone', key: `+${digits}` }
      : null;
  }
  // A CPF typed with its mask is a CPF or nothing; unmasked, 11 digits are a CPF when its check
  // digits hold, else a mobile number (DDD + 9 digits starting with 9).
  if (/^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(v)) return isValidCpf(digits) ? { kind: 'cpf', key: digits } : null;
  if (digits.length === 11 && isValidCpf(digits)) return { kind: 'cpf', key: digits };
  if (digits.length === 14) return isValidCnpj(digits) ? { kind: 'cnpj', key: digits } : null;
  return isBrazilianPhone(digits) ? { kind: 'telefone', key: `+55${digits}` } : null;
}

/** DDD (11–99) and a mobile (9 + 8 digits) or landline (2–5 + 7 digits) number. */
function isBrazilianPhone(digits: string): boolean {
  return /^[1-9][1-9](9\d{8}|[2-5]\d{7})$/.test(digits);
}

export const PIX_KEY_MSG = {
  invalid: 'Chave PIX inválida: use CPF, CNPJ, e-mail, celular com DDD ou chave aleatória',
  cityInvalid: 'Informe a cidade (até 15 letras) para o QR Code PIX',
} as const;

/** A PIX key: empty → null; otherwise one of the five kinds, in its stored form. */
export const pixKeyField = plainString(PIX_KEY_MSG.invalid)
  .max(100, PIX_KEY_MSG.invalid)
  .nullish()
  .transform((v, ctx) => {
    if (!v) return null;
    const key = normalizePixKey(v);
    if (!key) {
      ctx.addIssue({ code: 'custom', message: PIX_KEY_MSG.invalid });
      return z.NEVER;
    }
    return key.key;
  });
