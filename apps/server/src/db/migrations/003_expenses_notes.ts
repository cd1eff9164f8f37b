import { type Migration, sql } from 'kysely';
import { createIndexes, type MigrationDb, moneyType, tenantTable, timestamps } from './helpers.js';

/** Expenses, notes and reminders (issue 4), and covering indexes for the period figures. */
export const expensesAndNotes: Migration = {
  async up(db: MigrationDb) {
    const money = moneyType(db);
    await tenantTable(db, 'expenses')
      .addColumn('descricao', 'text', (c) => c.notNull())
      .addColumn('valor', money, (c) => c.notNull().check(sql`valor > 0`))
      .addColumn('data_despesa', 'text', (c) => c.notNull())
      .addColumn('categoria', 'text', (c) => c.notNull())
      .addColumn('forma_pagamento', 'text')
      .addColumn('observacoes', 'text')
      .addColumn('search_key', 'text', (c) => c.notNull())
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'expenses', {
      expenses_tenant_date: ['tenant_id', 'data_despesa', 'categoria', 'valor'],
      expenses_tenant_category_date: ['tenant_id', 'categoria', 'data_despesa'],
    });

    // Sums over a period read only this index (tenant, status, date + the summed columns).
    await createIndexes(db, 'payments', {
      payments_tenant_status_date_sums: [
        'tenant_id',
        'status',
        'data_pagamento',
        'tipo_pagamento',
        'valor',
        'valor_comissao',
        'comissao_tripeiro',
        'atendente_id',
      ],
    });

    await tenantTable(db, 'notes')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text')
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('color', 'text', (c) => c.notNull())
      .addColumn('is_pinned', 'integer', (c) => c.notNull().defaultTo(0).check(sql`is_pinned in (0, 1)`))
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'notes', { notes_owner: ['tenant_id', 'user_id'] });

    await tenantTable(db, 'reminders')
      .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id').onDelete('cascade'))
      .addColumn('title', 'text', (c) => c.notNull())
      .addColumn('description', 'text')
      .addColumn('due_date', 'text')
      .addColumn('due_time', 'text')
      .addColumn('priority', 'text', (c) => c.notNull().check(sql`priority in ('low', 'medium', 'high')`))
      .addColumn('category', 'text')
      .addColumn('status', 'text', (c) => c.notNull().check(sql`status in ('pending', 'completed')`))
      .addColumn('completed_at', 'text')
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'reminders', { reminders_owner: ['tenant_id', 'user_id'] });
  },
};
