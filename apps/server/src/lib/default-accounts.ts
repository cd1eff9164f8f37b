import type { Executor } from '../db/database.js';

/**
 * A new company's accounts (docs/product-rules.md "Accounts and transfers", ADR 044): the Caixa,
 * the cash drawer, opened at zero on the company's first day and principal for its kind (migration
 * 016 gave one to every company that existed before). Called wherever a company is created:
 * sign-up, the first start's default company, the demo seed.
 */
export async function createDefaultAccounts(db: Executor, tenantId: number, at: string): Promise<void> {
  await db
    .insertInto('financial_accounts')
    .values({
      tenant_id: tenantId,
      nome: 'Caixa',
      nome_chave: 'caixa',
      tipo: 'caixa',
      saldo_inicial: 0,
      data_saldo_inicial: at.slice(0, 10),
      ativa: 1,
      principal: 1,
      created_at: at,
      updated_at: at,
    })
    .execute();
}
