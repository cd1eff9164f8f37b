import { z } from 'zod';
import '../zod-locale.js';
import { isValidCnpj, normalizeCnpj } from '../cnpj.js';
import { COMPANY_TYPE_NAMES } from '../company-types.js';
import { MSG } from '../messages.js';

/**
 * Characters no text field takes (ADR 013): C0 controls but tab, line feed and carriage return
 * (NUL among them: PostgreSQL refuses it in text), DEL, C1 controls, and UTF-16 halves without
 * their pair (they cannot be stored as UTF-8).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LINE_BREAK = /[\t\n\r]/;

/** Whether `text` has a control character (other than tab and line breaks) or a lone surrogate. */
export function hasForbiddenCharacters(text: string): boolean {
  return CONTROL.test(text) || LONE_SURROGATE.test(text);
}

const noForbidden = { error: MSG.invalidCharacters, abort: true } as const;
const oneLine = { error: MSG.lineBreakNotAllowed, abort: true } as const;

/**
 * A trimmed string with the text rules: no control characters nor lone surrogates, and, unless
 * `multiline` (observations, note contents), no tab or line break inside (those at the ends are
 * trimmed away first).
 */
export function plainString(error: string, { multiline = false } = {}) {
  return z
    .string({ error })
    .refine((v) => !hasForbiddenCharacters(v), noForbidden)
    .trim()
    .refine((v) => multiline || !LINE_BREAK.test(v), oneLine);
}

/** A search box's text in a query string: one line, at most `max` characters. */
export function searchQuery(max = 100) {
  return plainString(MSG.invalidRequest).max(max, MSG.tooLong(max)).optional();
}

/** A required text: trimmed, `required` when empty or missing, capped at `max` characters. */
export function requiredText(required: string, max: number, opts: { multiline?: boolean } = {}) {
  return plainString(required, opts).min(1, required).max(max, MSG.tooLong(max));
}

/** An optional text: trimmed; empty or missing becomes null. */
export function optionalText(max: number, opts: { multiline?: boolean } = {}) {
  return plainString(MSG.invalidRequest, opts)
    .max(max, MSG.tooLong(max))
    .nullish()
    .transform((v) => (v ? v : null));
}

/** E-mail: trimmed, lower-cased, checked. */
export function emailField(required: string) {
  return plainString(required)
    .toLowerCase()
    .min(1, required)
    .max(254, MSG.tooLong(254))
    .pipe(z.email({ error: MSG.invalidEmail }));
}

export const passwordField = (required: string) =>
  z
    .string({ error: required })
    .refine((v) => !hasForbiddenCharacters(v), noForbidden)
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
