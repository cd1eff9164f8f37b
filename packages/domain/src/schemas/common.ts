import { z } from 'zod';
import '../zod-locale.js';
import { isValidLocalDate } from '../dates.js';
import { FIELD_MSG, MSG } from '../messages.js';
import { MAX_CENTAVOS, reaisToCentavos } from '../money.js';
import { percentToHundredths } from '../percent.js';

/** Reais as a JSON number: > 0 (or ≥ 0), at most 2 decimals, at most R$ 999.999.999,99. */
export function moneyField(opts: { allowZero?: boolean } = {}) {
  return z
    .number({ error: FIELD_MSG.valorRequired })
    .refine((v) => Number.isFinite(v), { error: FIELD_MSG.valorRequired, abort: true })
    .refine((v) => (opts.allowZero ? v >= 0 : v > 0), {
      error: opts.allowZero ? FIELD_MSG.valorNegative : FIELD_MSG.valorPositive,
      abort: true,
    })
    .refine((v) => reaisToCentavos(v) !== null, { error: FIELD_MSG.valorDecimals, abort: true })
    .refine((v) => (reaisToCentavos(v) ?? 0) <= MAX_CENTAVOS, FIELD_MSG.valorMax);
}

/** A percentage 0–100 with at most 2 decimals. */
export const percentField = z
  .number({ error: FIELD_MSG.percentRequired })
  .refine((v) => Number.isFinite(v), { error: FIELD_MSG.percentRequired, abort: true })
  .refine((v) => v >= 0 && v <= 100, { error: FIELD_MSG.percentRange, abort: true })
  .refine((v) => percentToHundredths(v) !== null, FIELD_MSG.percentDecimals);

/** A business date `YYYY-MM-DD` that exists in the calendar. */
export function dateField(required: string = FIELD_MSG.dateRequired) {
  return z
    .string({ error: required })
    .min(1, { error: required, abort: true })
    .refine(isValidLocalDate, MSG.invalidDate);
}

/** An optional date: a calendar date, or '' / null / absent for none (null). */
export function optionalDateField() {
  return z
    .union([dateField(), z.literal(''), z.null()])
    .optional()
    .transform((v) => (v ? v : null));
}

/** The integer columns' range: a larger id is no row (and never a database error). */
export const MAX_ROW_ID = 2_147_483_647;

/** A row's id in a body: a positive integer the columns can hold; anything else is `message`. */
export function idField(message: string) {
  return z.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message);
}

/** The same in a query string (`?conta_id=3`), optional. */
export function idQuery(message: string) {
  return z.coerce.number({ error: message }).int(message).positive(message).max(MAX_ROW_ID, message).optional();
}

/** A reference to another row: a positive integer, or null / absent / '' for none. */
export function refField(message: string) {
  return z
    .union([z.number().int().positive(), z.null(), z.literal('')], { error: message })
    .optional()
    .transform((v) => (typeof v === 'number' ? v : null));
}

/** The `ativo` flag: 0/1, also accepting booleans. */
export const activeFlagField = z
  .union([z.literal(0), z.literal(1), z.boolean()], { error: FIELD_MSG.ativoInvalid })
  .transform((v) => (v === true || v === 1 ? 1 : 0));

type WithoutDefaults<S extends z.ZodRawShape> = {
  [K in keyof S]: S[K] extends z.ZodDefault<infer T extends z.ZodType> ? T : S[K];
};

/**
 * The body of a PUT that changes only the fields it names: the create form's fields, all optional
 * and without their defaults (a default would overwrite the stored value: `{ descricao }` must not
 * put the status back to 'pendente'), unknown fields refused, and `{}` refused with a message.
 */
export function updateSchema<S extends z.ZodRawShape>(shape: S) {
  const plain = Object.fromEntries(
    Object.entries(shape).map(([key, field]) => [key, field instanceof z.ZodDefault ? field.unwrap() : field]),
  ) as WithoutDefaults<S>;
  return z
    .strictObject(plain)
    .partial()
    .refine((v) => Object.keys(v).length > 0, FIELD_MSG.nothingToUpdate);
}

/** A kind of row's POST body (every field) and PUT body (any of them: `updateSchema`). */
export function writeSchemas<S extends z.ZodRawShape>(fields: S) {
  return [z.strictObject(fields), updateSchema(fields)] as const;
}

/** Query parameters of every paginated list. */
export const pageQuery = {
  page: z.coerce
    .number({ error: FIELD_MSG.pageInvalid })
    .int(FIELD_MSG.pageInvalid)
    .min(1, FIELD_MSG.pageInvalid)
    .default(1),
  limit: z.coerce
    .number({ error: FIELD_MSG.limitInvalid })
    .int(FIELD_MSG.limitInvalid)
    .min(1, FIELD_MSG.limitInvalid)
    .max(1000, FIELD_MSG.limitInvalid)
    .default(20),
};

/** Optional date range of a list; start after end is refused with 'Data inicial não pode ser maior que data final'. */
export const dateRangeQuery = {
  startDate: z.string().refine(isValidLocalDate, MSG.invalidDate).optional(),
  endDate: z.string().refine(isValidLocalDate, MSG.invalidDate).optional(),
};

/** False when the range ends before it starts (its dates typed loosely: it also checks queries built from parts). */
export function checkDateRange(v: { startDate?: unknown; endDate?: unknown }) {
  return !(v.startDate && v.endDate && String(v.startDate) > String(v.endDate));
}
export const dateRangeIssue = { message: MSG.dateRange, path: ['startDate'] };

/** A query with `dateRangeQuery` in its shape, refusing a range that ends before it starts. */
export function rangedQuery<S extends z.ZodRawShape>(shape: S) {
  return z.strictObject(shape).refine(checkDateRange, dateRangeIssue);
}

/** Both dates of a period required: empty or missing is `required`. */
export function requiredDateRange(required: string) {
  return { startDate: dateField(required), endDate: dateField(required) };
}

/**
 * A statement's query (`requiredDateRange` in its shape): the dates in order, and the period no
 * longer than `fits` allows (`tooLong`, on endDate).
 */
export function boundedPeriodQuery<S extends z.ZodRawShape & ReturnType<typeof requiredDateRange>>(
  shape: S,
  fits: (startDate: string, endDate: string) => boolean,
  tooLong: string,
) {
  const inBounds = (q: object) => {
    const { startDate, endDate } = q as { startDate: string; endDate: string };
    return fits(startDate, endDate);
  };
  return rangedQuery(shape).refine(inBounds, { message: tooLong, path: ['endDate'] });
}

/**
 * A list's query (the page, the filters, a date range and `listOnly`: its order) and its CSV
 * export's (the same filters, every row; ADR 023), each refusing a range that ends before it starts.
 */
export function listAndExportQueries<S extends z.ZodRawShape, L extends z.ZodRawShape = Record<never, never>>(
  filters: S,
  listOnly: L = {} as L,
) {
  return [
    rangedQuery({ ...pageQuery, ...listOnly, ...filters, ...dateRangeQuery }),
    rangedQuery({ ...filters, ...dateRangeQuery }),
  ] as const;
}

/** `?ativo=true|false|1|0` */
export const activeQuery = z
  .enum(['true', 'false', '1', '0', ''], { error: FIELD_MSG.ativoInvalid })
  .optional()
  .transform((v) => (v === 'true' || v === '1' ? 1 : v === 'false' || v === '0' ? 0 : undefined));

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  totalPages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

export function listResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item), pagination: paginationSchema });
}

/** An unpaged list's answer: `{ data: [...] }`. */
export function dataListResponse<T extends z.ZodType>(item: T) {
  return z.object({ data: z.array(item) });
}

/** The period an answer covers, as it echoes it. */
export const periodEchoSchema = z.object({ startDate: z.string(), endDate: z.string() });

/**
 * What a payment, an expense and a bill answer with first: the row's id, the company's own number
 * of it, 1, 2, 3… (docs/product-rules.md "Numbers"), what it is and its amount.
 */
export const numberedEntryFields = {
  id: z.number().int(),
  numero: z.number().int(),
  descricao: z.string(),
  valor: z.number(),
};

/** How an entry's money moved, and through which account (its name too); null when not said (ADR 044). */
export const paidThroughFields = {
  forma_pagamento: z.string().nullable(),
  conta_id: z.number().int().nullable(),
  conta_nome: z.string().nullable(),
};

/** A row's creation and last change. */
export const timestampFields = { created_at: z.string(), updated_at: z.string() };

/** Search text compared without case or accents: 'JOSÉ' finds 'jose'. */
export function searchKey(value: string): string {
  return value
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .trim();
}
