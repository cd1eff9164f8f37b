import { type ColumnDefinitionBuilder, type Migration, sql } from 'kysely';
import { type MigrationDb, moneyType, primaryId } from './helpers.js';

/**
 * The company's money where it lives (docs/product-rules.md "Accounts and transfers",
 * ADR 044): its accounts, the transfers between them, the bank statements imported into them, their
 * lines, the links of a line to what the book recorded, and the rules applied on import.
 *
 * - `financial_accounts`: Caixa (created for every company, here for the existing ones), bank
 *   accounts, card machines and wallets, credit cards. `principal` marks the account a form
 *   suggests for its kind; `mapeamento_csv` is the CSV mapping last confirmed for it (JSON).
 * - `payments.forma_pagamento` and `conta_id`, `expenses.conta_id`: where the money moved; null on
 *   every row recorded before (nothing is guessed).
 * - `transfers`: money moved between two own accounts; neither revenue nor expense.
 * - `bank_statements`: one row per confirmed import (the batch), with the file's name, hash, period
 *   and counts, and the balance the file states.
 * - `bank_lines`: a statement's lines. `chave` is the line's identity within its account (date,
 *   amount, FITID and description, as the import computes it) and `ocorrencia` tells apart lines a
 *   file repeats; the unique index is what makes a concurrent double import store a line once.
 * - `bank_matches`: a line linked to a payment, an expense or a transfer (one column set per row).
 * - `bank_rules`: "descrição contém X → categoria / atendente / ignorar".
 *
 * No foreign keys to the ledger's rows: as payouts (migration 010), a link is checked by the code
 * that writes it, and the restore remaps it.
 */
export const financialAccounts: Migration = {
  async up(db: MigrationDb) {
    const money = moneyType(db);
    const tenant = (c: ColumnDefinitionBuilder) => c.notNull().references('tenants.id').onDelete('cascade');

    await db.schema
      .createTable('financial_accounts')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('nome', 'text', (c) => c.notNull())
      /**
       * The name without case or accents (lib/search.ts searchKeyOf): unique in the company. Set by
       * every write of the accounts' service (a row inserted by hand without it is just not checked).
       */
      .addColumn('nome_chave', 'text')
      /** 'caixa' | 'banco' | 'maquininha' | 'cartao'. */
      .addColumn('tipo', 'text', (c) => c.notNull())
      .addColumn('banco', 'text')
      .addColumn('agencia', 'text')
      .addColumn('conta', 'text')
      .addColumn('saldo_inicial', money, (c) => c.notNull().defaultTo(0))
      .addColumn('data_saldo_inicial', 'text', (c) => c.notNull())
      .addColumn('ativa', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('principal', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('mapeamento_csv', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('financial_accounts_tenant')
      .on('financial_accounts')
      .columns(['tenant_id', 'id'])
      .execute();
    await db.schema
      .createIndex('financial_accounts_nome')
      .unique()
      .on('financial_accounts')
      .columns(['tenant_id', 'nome_chave'])
      .execute();
    // Every existing company gets its Caixa, opened at zero on the day the company was created.
    await sql`insert into financial_accounts
        (tenant_id, nome, nome_chave, tipo, saldo_inicial, data_saldo_inicial, ativa, principal, created_at, updated_at)
      select id, 'Caixa', 'caixa', 'caixa', 0, substr(created_at, 1, 10), 1, 1, created_at, created_at from tenants`.execute(
      db,
    );

    await db.schema.alterTable('payments').addColumn('forma_pagamento', 'text').execute();
    await db.schema.alterTable('payments').addColumn('conta_id', 'integer').execute();
    await db.schema.alterTable('expenses').addColumn('conta_id', 'integer').execute();
    await db.schema
      .createIndex('payments_tenant_conta')
      .on('payments')
      .columns(['tenant_id', 'conta_id', 'data_pagamento'])
      .execute();
    await db.schema
      .createIndex('expenses_tenant_conta')
      .on('expenses')
      .columns(['tenant_id', 'conta_id', 'data_despesa'])
      .execute();

    await db.schema
      .createTable('transfers')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('valor', money, (c) => c.notNull())
      .addColumn('conta_origem_id', 'integer', (c) => c.notNull())
      .addColumn('conta_destino_id', 'integer', (c) => c.notNull())
      .addColumn('descricao', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('transfers_tenant_data').on('transfers').columns(['tenant_id', 'data']).execute();

    await db.schema
      .createTable('bank_statements')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('conta_id', 'integer', (c) => c.notNull())
      .addColumn('nome_arquivo', 'text', (c) => c.notNull())
      /** SHA-256 of the file's bytes, hex. */
      .addColumn('hash', 'text', (c) => c.notNull())
      /** 'ofx' | 'csv'. */
      .addColumn('formato', 'text', (c) => c.notNull())
      .addColumn('data_inicio', 'text')
      .addColumn('data_fim', 'text')
      .addColumn('lidos', 'integer', (c) => c.notNull())
      .addColumn('novos', 'integer', (c) => c.notNull())
      .addColumn('duplicados', 'integer', (c) => c.notNull())
      .addColumn('rejeitados', 'integer', (c) => c.notNull())
      .addColumn('creditos', money, (c) => c.notNull())
      .addColumn('debitos', money, (c) => c.notNull())
      /** The balance the file states (LEDGERBAL, a balance row) and its date; null when it states none. */
      .addColumn('saldo_final', money)
      .addColumn('data_saldo', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('bank_statements_tenant_conta')
      .on('bank_statements')
      .columns(['tenant_id', 'conta_id', 'id'])
      .execute();

    await db.schema
      .createTable('bank_lines')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('conta_id', 'integer', (c) => c.notNull())
      .addColumn('extrato_id', 'integer', (c) => c.notNull().references('bank_statements.id').onDelete('cascade'))
      .addColumn('data', 'text', (c) => c.notNull())
      /** Signed centavos: positive in, negative out. */
      .addColumn('valor', money, (c) => c.notNull())
      .addColumn('descricao', 'text', (c) => c.notNull())
      .addColumn('fitid', 'text')
      .addColumn('chave', 'text', (c) => c.notNull())
      .addColumn('ocorrencia', 'integer', (c) => c.notNull())
      /** 'pendente' | 'conciliado' | 'ignorado'. */
      .addColumn('situacao', 'text', (c) => c.notNull())
      /** 1 when linked automatically (an exact, unique candidate). */
      .addColumn('automatico', 'integer', (c) => c.notNull().defaultTo(0))
      /** Why it was ignored. */
      .addColumn('motivo', 'text')
      /** The rule that caught it on import. */
      .addColumn('regra_id', 'integer')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('bank_lines_identity')
      .unique()
      .on('bank_lines')
      .columns(['tenant_id', 'conta_id', 'chave', 'ocorrencia'])
      .execute();
    await db.schema
      .createIndex('bank_lines_tenant_conta_data')
      .on('bank_lines')
      .columns(['tenant_id', 'conta_id', 'data'])
      .execute();
    await db.schema.createIndex('bank_lines_extrato').on('bank_lines').column('extrato_id').execute();

    await db.schema
      .createTable('bank_matches')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('tenant_id', 'integer', tenant)
      .addColumn('linha_id', 'integer', (c) => c.notNull().references('bank_lines.id').onDelete('cascade'))
      .addColumn('payment_id', 'integer')
      .addColumn('expense_id', 'integer')
      .addColumn('transfer_id', 'integer')
      /** 1 when the match gave its record the line's account (the record had none): undone with it. */
      .addColumn('conta_definida', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bank_matches_linha').on('bank_matches').column('linha_id').execute();
    await db.schema
      .createIndex('bank_matches_payment')
      .on('bank_matches')
      .columns(['tenant_id', 'payment_id'])
      .execute();
    await db.schema
      .createIndex('bank_matches_expense')
      .on('bank_matches')
      .columns(['tenant_id', 'expense_id'])
      .execute();

    await db.schema
      .createTable('bank_rules')
      .addColumn('id', 'integer', primaryId(db))
      .addColumn('tenant_id', 'integer', tenant)
      /** null: every account. */
      .addColumn('conta_id', 'integer')
      .addColumn('contem', 'text', (c) => c.notNull())
      /** 'categoria' | 'atendente' | 'ignorar'. */
      .addColumn('acao', 'text', (c) => c.notNull())
      .addColumn('categoria', 'text')
      .addColumn('atendente_id', 'integer')
      .addColumn('motivo', 'text')
      /** How many lines it caught. */
      .addColumn('capturadas', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('ativa', 'integer', (c) => c.notNull().defaultTo(1))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('bank_rules_tenant').on('bank_rules').columns(['tenant_id', 'id']).execute();
  },
};
