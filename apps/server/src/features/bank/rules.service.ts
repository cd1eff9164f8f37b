import { BANK_IMPORT_MSG, type BankRule, type BankRuleValues } from '@livro-caixa/domain';
import type { Db, Executor } from '../../db/database.js';
import { activeCategoryName } from '../../ledger/categories.js';
import { logByActor } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { notFound } from '../../lib/errors.js';
import { requireAccount } from '../financial-accounts/index.js';
import * as repo from './bank.repository.js';

/**
 * "Descrição contém X → categoria Y / atendente Z / ignorar" (docs/product-rules.md "Bank
 * statements"): applied to the new lines of each confirmed import, `capturadas` counting them.
 */

const out = (r: repo.RuleRow): BankRule => ({
  id: r.id,
  conta_id: r.conta_id,
  contem: r.contem,
  acao: r.acao,
  categoria: r.categoria,
  atendente_id: r.atendente_id,
  motivo: r.motivo,
  capturadas: Number(r.capturadas),
  ativa: r.ativa,
  created_at: r.created_at,
  updated_at: r.updated_at,
});

/** The fields a rule keeps for its action (a category rule keeps no attendant, and so on). */
async function checked(db: Executor, tenantId: number, input: BankRuleValues) {
  if (input.conta_id !== null) await requireAccount(db, tenantId, input.conta_id);
  const atendente_id = input.acao === 'atendente' ? input.atendente_id : null;
  if (atendente_id !== null) {
    const found = await db
      .selectFrom('attendants')
      .select('id')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', atendente_id)
      .executeTakeFirst();
    if (!found) throw notFound(BANK_IMPORT_MSG.attendantNotFound);
  }
  // An active expense category of the company, in its stored spelling (ledger/categories.ts): a
  // rename or merge of the category rewrites the rules that name it.
  const categoria =
    input.acao === 'categoria' && input.categoria !== null
      ? await activeCategoryName(db, tenantId, input.categoria)
      : null;
  return {
    conta_id: input.conta_id,
    contem: input.contem.trim(),
    acao: input.acao,
    categoria,
    atendente_id,
    motivo: input.motivo,
    ativa: input.ativa,
  };
}

const label = (r: { contem: string }) => `Regra de extrato '${r.contem}'`;

export async function listRules(db: Db, tenantId: number): Promise<BankRule[]> {
  return (await repo.listRules(db, tenantId)).map(out);
}

export async function getRule(db: Db, tenantId: number, id: number): Promise<BankRule> {
  const row = await repo.findRule(db, tenantId, id);
  if (!row) throw notFound(BANK_IMPORT_MSG.ruleNotFound);
  return out(row);
}

export async function createRule(db: Db, actor: Actor, input: BankRuleValues): Promise<BankRule> {
  return db.transaction().execute(async (trx) => {
    const values = await checked(trx, actor.tenantId, input);
    const now = actor.now.toISOString();
    const row = await trx
      .insertInto('bank_rules')
      .values({ ...values, tenant_id: actor.tenantId, capturadas: 0, created_at: now, updated_at: now })
      .returningAll()
      .executeTakeFirstOrThrow();
    await logByActor(trx, actor, 'CREATE', 'bank_rule', row.id, label(row));
    return out(row);
  });
}

/** The whole rule; what it caught so far stays counted. */
export async function updateRule(db: Db, actor: Actor, id: number, input: BankRuleValues): Promise<BankRule> {
  return db.transaction().execute(async (trx) => {
    if (!(await repo.findRule(trx, actor.tenantId, id))) throw notFound(BANK_IMPORT_MSG.ruleNotFound);
    const values = await checked(trx, actor.tenantId, input);
    const row = await trx
      .updateTable('bank_rules')
      .set({ ...values, updated_at: actor.now.toISOString() })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await logByActor(trx, actor, 'UPDATE', 'bank_rule', id, label(row));
    return out(row);
  });
}

/** Deleting a rule leaves the lines it caught as they are (their regra_id is cleared). */
export async function deleteRule(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const row = await repo.findRule(trx, actor.tenantId, id);
    if (!row) throw notFound(BANK_IMPORT_MSG.ruleNotFound);
    await trx
      .updateTable('bank_lines')
      .set({ regra_id: null })
      .where('tenant_id', '=', actor.tenantId)
      .where('regra_id', '=', id)
      .execute();
    await trx.deleteFrom('bank_rules').where('tenant_id', '=', actor.tenantId).where('id', '=', id).execute();
    await logByActor(trx, actor, 'DELETE', 'bank_rule', id, label(row));
  });
}
