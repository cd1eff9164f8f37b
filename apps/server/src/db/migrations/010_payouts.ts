import type { Migration } from 'kysely';
import { sql } from 'kysely';
import { addColumns, createIndexes, type MigrationDb, moneyType, tenantTable } from './helpers.js';

/**
 * Settling up (issue 15, ADR 019): commission payouts to attendants (with their items and
 * reversals), settlements with tripeiros (acerto), the per-company numbering of both, and the
 * PIX keys of attendants and of the company.
 *
 * People are kept by id and name, without a foreign key: a payout is history and outlives a
 * deleted attendant or payment.
 */
export const payouts: Migration = {
  async up(db: MigrationDb) {
    const money = moneyType(db);

    // One row per company and kind ('payout', 'settlement'): numbers are taken with an upsert
    // that increments it, so two concurrent requests never get the same number.
    await db.schema
      .createTable('document_counters')
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id').onDelete('cascade'))
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('last_number', 'integer', (c) => c.notNull())
      .addPrimaryKeyConstraint('document_counters_pk', ['tenant_id', 'kind'])
      .execute();

    await tenantTable(db, 'payouts', { cascade: true })
      .addColumn('numero', 'integer', (c) => c.notNull())
      .addColumn('atendente_id', 'integer', (c) => c.notNull())
      .addColumn('atendente_nome', 'text', (c) => c.notNull())
      .addColumn('data_pagamento', 'text', (c) => c.notNull())
      .addColumn('forma_pagamento', 'text', (c) => c.notNull())
      .addColumn('periodo_inicio', 'text')
      .addColumn('periodo_fim', 'text')
      .addColumn('total', money, (c) => c.notNull())
      .addColumn('observacoes', 'text')
      /** 'pago', or 'estornado' (reversed: its items are open again). */
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('estorno_motivo', 'text')
      .addColumn('estornado_em', 'text')
      .addColumn('estornado_por', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await createIndexes(db, 'payouts', {
      payouts_tenant_numero: { unique: ['tenant_id', 'numero'] },
      payouts_tenant_attendant: ['tenant_id', 'atendente_id', 'id'],
    });

    await tenantTable(db, 'payout_items', { cascade: true })
      .addColumn('payout_id', 'integer', (c) => c.notNull().references('payouts.id').onDelete('cascade'))
      .addColumn('atendente_id', 'integer', (c) => c.notNull())
      .addColumn('payment_id', 'integer', (c) => c.notNull())
      /** 'comissao': the payment's commission; 'correcao': the difference after it changed. */
      .addColumn('tipo', 'text', (c) => c.notNull())
      .addColumn('valor_comissao', money, (c) => c.notNull())
      .addColumn('descricao', 'text', (c) => c.notNull())
      .addColumn('data_pagamento', 'text', (c) => c.notNull())
      .addColumn('valor', money, (c) => c.notNull())
      /** 1 while its payout stands, 0 once reversed. */
      .addColumn('live', 'integer', (c) => c.notNull())
      .execute();
    // Each commission is in at most one standing payout: enforced here, whatever the code does.
    await db.schema
      .createIndex('payout_items_one_live_commission')
      .unique()
      .on('payout_items')
      .columns(['tenant_id', 'payment_id', 'atendente_id'])
      .where(sql.ref('live'), '=', 1)
      .where(sql.ref('tipo'), '=', 'comissao')
      .execute();
    await createIndexes(db, 'payout_items', {
      payout_items_attendant: ['tenant_id', 'atendente_id', 'payment_id'],
      payout_items_payout: ['payout_id'],
    });

    await tenantTable(db, 'settlements', { cascade: true })
      .addColumn('numero', 'integer', (c) => c.notNull())
      .addColumn('tripeiro_id', 'integer', (c) => c.notNull())
      .addColumn('tripeiro_nome', 'text', (c) => c.notNull())
      .addColumn('data_acerto', 'text', (c) => c.notNull())
      .addColumn('forma_pagamento', 'text', (c) => c.notNull())
      .addColumn('periodo_inicio', 'text')
      .addColumn('periodo_fim', 'text')
      /** Σ valor of the payments it confirmed, Σ their comissao_tripeiro, and saldo − comissão. */
      .addColumn('saldo', money, (c) => c.notNull())
      .addColumn('comissao', money, (c) => c.notNull())
      .addColumn('valor_entregue', money, (c) => c.notNull())
      .addColumn('observacoes', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await createIndexes(db, 'settlements', {
      settlements_tenant_numero: { unique: ['tenant_id', 'numero'] },
      settlements_tenant_tripeiro: ['tenant_id', 'tripeiro_id', 'id'],
    });

    await tenantTable(db, 'settlement_items', { cascade: true })
      .addColumn('settlement_id', 'integer', (c) => c.notNull().references('settlements.id').onDelete('cascade'))
      .addColumn('payment_id', 'integer', (c) => c.notNull())
      .addColumn('descricao', 'text', (c) => c.notNull())
      .addColumn('data_pagamento', 'text', (c) => c.notNull())
      .addColumn('valor', money, (c) => c.notNull())
      .addColumn('comissao_tripeiro', money, (c) => c.notNull())
      .execute();
    await createIndexes(db, 'settlement_items', { settlement_items_settlement: ['settlement_id'] });

    await addColumns(db, 'attendants', [['chave_pix', 'text']]);
    await addColumns(db, 'tenants', [
      ['chave_pix', 'text'],
      ['pix_cidade', 'text'],
    ]);
  },
};
