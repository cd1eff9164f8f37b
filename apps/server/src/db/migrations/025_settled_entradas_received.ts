import { type Migration, sql } from 'kysely';
import type { MigrationDb } from './helpers.js';

/**
 * The cash date of entradas settled before a settlement recorded it (docs/product-rules.md
 * "Settling up", "Cash flow"): since this change a settlement writes its own date as each entrada's
 * `data_recebimento`, the day the tripeiro handed the money over, where the cash flow and the
 * account balances count it. Entradas settled earlier kept none, so their cash still counted on the
 * sale's own date. Each confirmed entrada of a standing settlement ('acertado') without one gets
 * that settlement's date (the latest, should there be several). Revenue is untouched: it counts on
 * `data_pagamento`. Reversed settlements ('estornado') left their entradas pending: nothing to do.
 */
export const settledEntradasReceived: Migration = {
  async up(db: MigrationDb) {
    const settledBy = sql`
      from settlement_items i
      join settlements s on s.id = i.settlement_id
      where i.payment_id = payments.id and s.tenant_id = payments.tenant_id and s.status = 'acertado'`;
    await sql`
      update payments
      set data_recebimento = (select max(s.data_acerto) ${settledBy})
      where data_recebimento is null
        and status = 'confirmado'
        and tipo_pagamento = 'entrada'
        and exists (select 1 ${settledBy})`.execute(db);
  },
};
