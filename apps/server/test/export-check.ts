import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';

/** GET /api/<what>/export?query as the holder of `token`, the raw response (a CSV). */
export const exportCsv = (app: FastifyInstance, what: 'payments' | 'expenses', query: string, token: string) =>
  app.inject({ method: 'GET', url: `/api/${what}/export?${query}`, headers: { authorization: `Bearer ${token}` } });

/** A CSV download named `filename`, for Excel in pt-BR. */
export function expectCsvDownload(res: { statusCode: number; headers: Record<string, unknown> }, filename: string) {
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
  expect(res.headers['content-disposition']).toBe(`attachment; filename="${filename}"`);
}

/**
 * An export's rows read in batches (`read(batch)`): batches of 1000, 2 and 1 give the same ids in
 * the same order, `expected`.
 */
export async function expectBatchesMakeTheWhole(
  read: (batch: number) => AsyncIterable<Array<{ id: number }>>,
  expected: Array<number | undefined>,
) {
  const rows = async (batch: number) => {
    const out: number[] = [];
    for await (const chunk of read(batch)) out.push(...chunk.map((row) => row.id));
    return out;
  };
  const whole = await rows(1000);
  expect(whole).toEqual(expected);
  expect(await rows(2)).toEqual(whole);
  expect(await rows(1)).toEqual(whole);
}
