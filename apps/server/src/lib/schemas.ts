import { z } from 'zod';

/** `:id` path parameters: a positive integer, else 404 like a missing row. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function dataOf<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}

/** POST routes that create money rows accept an `Idempotency-Key` header. */
export const idempotencyHeaders = z.looseObject({ 'idempotency-key': z.string().min(1).max(200).optional() });
