import { sql } from 'kysely';
import type { Executor } from '../db/database.js';
import type { DocumentCountersTable } from '../db/schema.js';

/**
 * The next number of a company's payments, expenses, payouts or settlements (ADR 019, ADR 039):
 * one upsert that increments the company's counter row of that kind, so on PostgreSQL a second
 * request waits for the first's row lock (until its transaction ends) and takes the next number;
 * SQLite runs one write transaction at a time. A number is never given twice: a rolled-back
 * transaction gives its number back with it, a deleted row keeps its number used.
 */
export async function nextNumber(
  trx: Executor,
  tenantId: number,
  kind: DocumentCountersTable['kind'],
): Promise<number> {
  const { rows } = await sql<{
    last_number: number | string;
  }>`insert into document_counters (tenant_id, kind, last_number)
    values (${tenantId}, ${kind}, 1)
    on conflict (tenant_id, kind) do update set last_number = document_counters.last_number + 1
    returning last_number`.execute(trx);
  return Number(rows[0]?.last_number);
}
