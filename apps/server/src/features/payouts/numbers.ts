import { sql } from 'kysely';
import type { Executor } from '../../db/database.js';
import type { DocumentCountersTable } from '../../db/schema.js';

/**
 * The next number of a company's payouts or settlements: one upsert that increments the counter
 * row, so on PostgreSQL a second request waits for the first's row lock and takes the next number.
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
