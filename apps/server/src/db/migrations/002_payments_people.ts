import { type Migration, sql } from 'kysely';
import { createIndexes, type MigrationDb, moneyType, tenantTable, timestamps } from './helpers.js';

/** Attendants, tripeiros with their accounts, payments, and idempotency keys (issue 3). */
export const paymentsAndPeople: Migration = {
  async up(db: MigrationDb) {
    const money = moneyType(db);

    await tenantTable(db, 'attendants')
      .addColumn('nome', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('telefone', 'text')
      .addColumn('comissao_percentual', 'integer', (c) =>
        c.notNull().check(sql`comissao_percentual between 0 and 10000`),
      )
      .addColumn('observacoes', 'text')
      .addColumn('ativo', 'integer', (c) => c.notNull().defaultTo(1).check(sql`ativo in (0, 1)`))
      .addColumn('search_key', 'text', (c) => c.notNull())
      // Running totals over confirmed entradas, kept by the payment writes (ADR 004).
      .addColumn('total_payments', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_commissions', money, (c) => c.notNull().defaultTo(0))
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'attendants', { attendants_tenant_nome: ['tenant_id', 'nome', 'id'] });

    await tenantTable(db, 'tripeiros')
      .addColumn('nome', 'text', (c) => c.notNull())
      .addColumn('email', 'text')
      .addColumn('telefone', 'text')
      .addColumn('endereco', 'text')
      .addColumn('cidade', 'text')
      .addColumn('estado', 'text')
      .addColumn('cep', 'text')
      .addColumn('comissao_percentual', 'integer', (c) =>
        c.notNull().check(sql`comissao_percentual between 0 and 10000`),
      )
      .addColumn('observacoes', 'text')
      .addColumn('ativo', 'integer', (c) => c.notNull().defaultTo(1).check(sql`ativo in (0, 1)`))
      .addColumn('search_key', 'text', (c) => c.notNull())
      .addColumn('total_payments', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('total_commissions', money, (c) => c.notNull().defaultTo(0))
      .addColumn('saldo_pendente', money, (c) => c.notNull().defaultTo(0))
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'tripeiros', { tripeiros_tenant_nome: ['tenant_id', 'nome', 'id'] });

    await tenantTable(db, 'tripeiro_accounts')
      .addColumn('tripeiro_id', 'integer', (c) => c.notNull().references('tripeiros.id').onDelete('cascade'))
      .addColumn('numero_conta', 'text', (c) => c.notNull())
      .addColumn('descricao', 'text')
      .addColumn('limite_credito', money, (c) => c.notNull().defaultTo(0).check(sql`limite_credito >= 0`))
      .addColumn('saldo_devedor', money, (c) => c.notNull().defaultTo(0).check(sql`saldo_devedor >= 0`))
      .addColumn('observacoes', 'text')
      .addColumn('ativa', 'integer', (c) => c.notNull().defaultTo(1).check(sql`ativa in (0, 1)`))
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'tripeiro_accounts', {
      tripeiro_accounts_numero_unique: { unique: ['tenant_id', 'numero_conta'] },
      tripeiro_accounts_tripeiro: ['tenant_id', 'tripeiro_id'],
    });

    await tenantTable(db, 'payments')
      .addColumn('descricao', 'text', (c) => c.notNull())
      .addColumn('valor', money, (c) => c.notNull().check(sql`valor > 0`))
      .addColumn('data_pagamento', 'text', (c) => c.notNull())
      .addColumn('atendente_id', 'integer', (c) => c.references('attendants.id'))
      .addColumn('tripeiro_id', 'integer', (c) => c.references('tripeiros.id'))
      .addColumn('tipo_pagamento', 'text', (c) => c.notNull().check(sql`tipo_pagamento in ('entrada', 'saida')`))
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pendente', 'confirmado', 'cancelado')`))
      .addColumn('observacoes', 'text')
      // Commission snapshot: the percentages used and the amounts, fixed when the payment was written.
      .addColumn('comissao_percentual', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('valor_comissao', money, (c) => c.notNull().defaultTo(0))
      .addColumn('tripeiro_percentual', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('comissao_tripeiro', money, (c) => c.notNull().defaultTo(0))
      .addColumn('search_key', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'payments', {
      payments_tenant_date: ['tenant_id', 'data_pagamento', 'id'],
      payments_tenant_status_date: ['tenant_id', 'status', 'data_pagamento', 'id'],
      payments_tenant_attendant: ['tenant_id', 'atendente_id', 'data_pagamento'],
      payments_tenant_tripeiro: ['tenant_id', 'tripeiro_id', 'data_pagamento'],
    });

    await db.schema
      .createTable('idempotency_keys')
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('request_hash', 'text', (c) => c.notNull())
      .addColumn('status_code', 'integer', (c) => c.notNull())
      .addColumn('response_body', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('idempotency_keys_pk', ['tenant_id', 'scope', 'key'])
      .execute();
  },
};
