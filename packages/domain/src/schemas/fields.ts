import { z } from 'zod';
import { isValidCnpj, normalizeCnpj } from '../cnpj.js';
import { COMPANY_TYPE_NAMES } from '../company-types.js';
import { MSG } from '../messages.js';

/** A required text: trimmed, `required` when empty or missing, capped at `max` characters. */
export function requiredText(required: string, max: number) {
  return z.string({ error: required }).trim().min(1, required).max(max, MSG.tooLong(max));
}

/** An optional text: trimmed; empty or missing becomes null. */
export function optionalText(max: number) {
  return z
    .string({ error: MSG.invalidRequest })
    .trim()
    .max(max, MSG.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));
}

/** E-mail: trimmed, lower-cased, checked. */
export function emailField(required: string) {
  return z
    .string({ error: required })
    .trim()
    .toLowerCase()
    .min(1, required)
    .max(254, MSG.tooLong(254))
    .pipe(z.email({ error: MSG.invalidEmail }));
}

export const passwordField = (required: string) =>
  z
    .string({ error: required })
    // abort: an empty password reports only `required`, not also the 6-character minimum.
    .min(1, { error: required, abort: true })
    .min(6, MSG.passwordMin)
    .max(128, MSG.passwordMax);

/** Optional CNPJ (masked or not) → stored form (14 characters, upper case) or null. */
export const cnpjField = z
  .string({ error: MSG.invalidCnpj })
  .trim()
  .nullish()
  .transform((v) => (v ? normalizeCnpj(v) : null))
  .refine((v) => v === null || isValidCnpj(v), MSG.invalidCnpj);

export const companyTypeField = z
  .union([z.enum(COMPANY_TYPE_NAMES, { error: MSG.invalidCompanyType }), z.literal('')], {
    error: MSG.invalidCompanyType,
  })
  .nullish()
  .transform((v) => (v ? v : null));
