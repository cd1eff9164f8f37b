import type { Migration } from 'kysely';
import { addColumns, type MigrationDb } from './helpers.js';

/**
 * Why a recurring-bill template's bills could not be made (docs/product-rules.md "Recurring
 * bills", ADR 065): `falha`, the pt-BR reason the owner reads on the template (its category
 * archived, its account archived, a closed month), and `falha_em`, when the job last failed on it.
 * The job tries such a template again an hour later, not at every pass; any edit of the template
 * clears both, and so does the next generation that succeeds. Null on every existing template.
 */
export const recurringBillFailure: Migration = {
  async up(db: MigrationDb) {
    await addColumns(db, 'recurring_bills', [
      ['falha', 'text'],
      ['falha_em', 'text'],
    ]);
  },
};
