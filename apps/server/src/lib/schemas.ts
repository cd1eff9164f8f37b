import { MSG } from '@livro-caixa/domain';
import { z } from 'zod';

/**
 * A row id in the path: plain decimal digits without a sign, leading zero, exponent, hex or space,
 * 1 to 2 147 483 647 (the integer columns' range). `0x10`, `+1`, `%201`, `1e3`, `01` and `1.0` are
 * a 400, not another row; one canonical spelling per row.
 */
export const idParam = z
  .string({ error: MSG.invalidId })
  .regex(/^[1-9][0-9]{0,9}$/, MSG.invalidId)
  .transform(Number)
  .refine((n) => n <= 2_147_483_647, MSG.invalidId);

/** `:id` path parameters of every route that has one. */
export const idParams = z.object({ id: idParam });

export function dataOf<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** POST routes that create money rows accept an `Idempotency-Key` header. */
export const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().min(1).max(200).optional() });
