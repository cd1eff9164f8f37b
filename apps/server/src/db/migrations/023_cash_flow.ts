import type { Migration } from 'kysely';
import { createIndexes, type MigrationDb } from './helpers.js';

/**
 * The cash flow (issue 22 §5, ADR 053): receivables by the day they were received. The realized
 * flow reads a period's `data_recebimento`, and the balance of the records without an account reads
 * every received receivable, as index ranges instead of a scan of the company's payments.
 */
export const cashFlow: Migration = {
  async up(db: MigrationDb) {
    await createIndexes(db, 'payments', { payments_tenant_recebimento: ['tenant_id', 'data_recebimento'] });
  },
};
