import { z } from 'zod';

/** `:id` path parameters: a positive integer, else 404 like a missing row. */
export const idParams = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export function dataOf<T extends z.ZodType>(item: T) {
  return z.object({ data: item });
}
