import { type Migration, sql } from 'kysely';
import { type MigrationDb, moneyType, primaryId } from './helpers.js';

/** Expenses, notes and reminders (issue 4), and covering indexes for the period figures. */
export const expensesAndNotes: Migration = {
  async up(db: MigrationDb) {
    const money = moneyType(db);
    await db.schema
      .createTable('expenses')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
      .addColumn('descricao', 'text', (c) => c.notNull())
      .addColumn('valor', money, (c) => c.notNull().check(sql`valor > 0`))
      .addColumn('data_despesa', 'text', (c) => c.notNull())
      .addColumn('categoria', 'text', (c) => c.notNull())
      .addColumn('forma_pagamento', 'text')
      .addColumn('observacoes', 'text')
      .addColumn('search_key', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('expenses_tenant_date')
      .on('expenses')
      .columns(['tenant_id', 'data_despesa', 'categoria', 'valor'])
      .execute();
    await db.schema
      .createIndex('expenses_tenant_category_date')
      .on('expenses')
      .columns(['tenant_id', 'categoria', 'data_despesa'])
      .execute();

    // Sums over a period read only this index (tenant, status, date + the summed columns).
    await db.schema
      .createIndex('payments_tenant_status_date_sums')
      .on('payments')
      .columns([
        'tenant_id',
        'status',
        'data_pagamento',
        'tipo_pagamento',
        'valor',
        'valor_comissao',
        'comissao_tripeiro',
        'atendente_id',
      ])
      .execute();

    await db.schema
      .createTable('notes')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull())
      .addColumn('is_pinned', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_pinned in (0, 1)`))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('notes_owner').on('notes').columns(['tenant_id', 'user_id']).execute();

    await db.schema
      .createTable('reminders')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('tenant_id', 'integer', (c) => c.notNull().references('tenants.id'))
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('due_date', 'text')
      .addColumn('due_time', 'text')
      .addColumn('priority', 'text', (c) => c.notNull().check(sql`priority in ('low', 'medium', 'high')`))
      .addColumn('category', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'completed')`))
      .addColumn('completed_at', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('reminders_owner').on('reminders').columns(['tenant_id', 'user_id']).execute();
  },
};
