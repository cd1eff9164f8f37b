import { type Migration, sql } from 'kysely';
import { addColumns, createIndexes, type MigrationDb, moneyType, tenantTable, timestamps } from './helpers.js';

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

    await tenantTable(db, 'financial_accounts', { cascade: true })
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
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'financial_accounts', {
      financial_accounts_tenant: ['tenant_id', 'id'],
      financial_accounts_nome: { unique: ['tenant_id', 'nome_chave'] },
    });
    // Every existing company gets its Caixa, opened at zero on the day the company was created.
    await sql`insert into financial_accounts
        (tenant_id, nome, nome_chave, tipo, saldo_inicial, data_saldo_inicial, ativa, principal, created_at, updated_at)
      select id, 'Caixa', 'caixa', 'caixa', 0, substr(created_at, 1, 10), 1, 1, created_at, created_at from tenants`.execute(
      db,
    );

    await addColumns(db, 'payments', [
      ['forma_pagamento', 'text'],
      ['conta_id', 'integer'],
    ]);
    await addColumns(db, 'expenses', [['conta_id', 'integer']]);
    await createIndexes(db, 'payments', { payments_tenant_conta: ['tenant_id', 'conta_id', 'data_pagamento'] });
    await createIndexes(db, 'expenses', { expenses_tenant_conta: ['tenant_id', 'conta_id', 'data_despesa'] });

    await tenantTable(db, 'transfers', { cascade: true })
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('valor', money, (c) => c.notNull())
      .addColumn('conta_origem_id', 'integer', (c) => c.notNull())
      .addColumn('conta_destino_id', 'integer', (c) => c.notNull())
      .addColumn('descricao', 'text')
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'transfers', { transfers_tenant_data: ['tenant_id', 'data'] });

    await tenantTable(db, 'bank_statements', { cascade: true })
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
    await createIndexes(db, 'bank_statements', { bank_statements_tenant_conta: ['tenant_id', 'conta_id', 'id'] });

    await tenantTable(db, 'bank_lines', { cascade: true })
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
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'bank_lines', {
      bank_lines_identity: { unique: ['tenant_id', 'conta_id', 'chave', 'ocorrencia'] },
      bank_lines_tenant_conta_data: ['tenant_id', 'conta_id', 'data'],
      bank_lines_extrato: ['extrato_id'],
    });

    await tenantTable(db, 'bank_matches', { cascade: true })
      .addColumn('linha_id', 'integer', (c) => c.notNull().references('bank_lines.id').onDelete('cascade'))
      .addColumn('payment_id', 'integer')
      .addColumn('expense_id', 'integer')
      .addColumn('transfer_id', 'integer')
      /** 1 when the match gave its record the line's account (the record had none): undone with it. */
      .addColumn('conta_definida', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('created_by', 'integer', (c) => c.references('users.id').onDelete('set null'))
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await createIndexes(db, 'bank_matches', {
      bank_matches_linha: ['linha_id'],
      bank_matches_payment: ['tenant_id', 'payment_id'],
      bank_matches_expense: ['tenant_id', 'expense_id'],
    });

    await tenantTable(db, 'bank_rules', { cascade: true })
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
      .$call(timestamps)
      .execute();
    await createIndexes(db, 'bank_rules', { bank_rules_tenant: ['tenant_id', 'id'] });
  },
};
