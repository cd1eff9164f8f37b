import { isValidCnpj } from './cnpj.js';

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
    return /^55\d{10,11}$/.test(digits) ? { kind: 'telefone', key: `+${digits}` } : null;
  }
  if (digits.length === 11 && isValidCpf(digits)) return { kind: 'cpf', key: digits };
  if (digits.length === 14 && isValidCnpj(digits)) return { kind: 'cnpj', key: digits };
  if (digits.length === 10 || digits.length === 11) return { kind: 'telefone', key: `+55${digits}` };
  return null;
}

export const PIX_KEY_MSG = {
  invalid: 'Chave PIX inválida: use CPF, CNPJ, e-mail, celular com DDD ou chave aleatória',
  cityInvalid: 'Informe a cidade (até 15 letras) para o QR Code PIX',
} as const;
