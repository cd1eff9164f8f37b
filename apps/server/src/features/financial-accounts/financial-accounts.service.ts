import {
  ACCOUNT_MSG,
  type FinancialAccountData,
  type FinancialAccountUpdate,
  type TransferData,
  type TransferUpdate,
  type transferQuerySchema,
} from '@livro-caixa/domain';
import type { z } from 'zod';
import { type Db, type Executor, isPostgres } from '../../db/database.js';
import { assertMonthsOpen } from '../../ledger/month-lock.js';
import { logActivity } from '../../lib/activity.js';
import { transferLabel } from '../../lib/activity-labels.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound, validationError } from '../../lib/errors.js';
import { centavosOf, valorInCentavos } from '../../lib/money.js';
import { pageInfo } from '../../lib/pagination.js';
import { searchKeyOf } from '../../lib/search.js';
import * as repo from './financial-accounts.repository.js';
import { requireAccount } from './require-account.js';

const accountLabel = (nome: string) => `Conta '${nome.trim()}'`;

function log(
  trx: Executor,
  actor: Actor,
  action: 'CREATE' | 'UPDATE' | 'DELETE',
  type: string,
  id: number,
  label: string,
) {
  return logActivity(trx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    action,
    entityType: type,
    entityId: id,
    at: actor.now,
    label,
  });
}

/**
 * Every account of the company with its saldo at the end of `today` (the session's day), and Σ saldo
 * of the active ones (centavos summed, then reais).
 */
export async function listAccounts(db: Db, tenantId: number, today: string, ativa?: number) {
  const data = await repo.listAccounts(db, tenantId, today, ativa);
  const total = data.filter((a) => a.ativa === 1).reduce((sum, a) => sum + Math.round(a.saldo * 100), 0);
  return { data, total: total / 100 };
}

async function found(db: Executor, tenantId: number, id: number, today: string) {
  const account = await repo.findAccount(db, tenantId, id, today);
  if (!account) throw notFound(ACCOUNT_MSG.notFound);
  return account;
}

export const getAccount = found;

const takenError = () => conflict(ACCOUNT_MSG.nomeTaken, { nome: ACCOUNT_MSG.nomeTaken });

/**
 * One principal per kind: marking `id` principal unmarks the kind's other accounts; a kind's
 * first active account becomes principal by itself.
 */
async function settlePrincipal(trx: Executor, tenantId: number, id: number, tipo: string, principal: number) {
  if (principal === 1) {
    await trx
      .updateTable('financial_accounts')
      .set({ principal: 0 })
      .where('tenant_id', '=', tenantId)
      .where('tipo', '=', tipo as 'caixa')
      .where('id', '<>', id)
      .execute();
    return;
  }
  const other = await trx
    .selectFrom('financial_accounts')
    .select('id')
    .where('tenant_id', '=', tenantId)
    .where('tipo', '=', tipo as 'caixa')
    .where('principal', '=', 1)
    .where('ativa', '=', 1)
    .where('id', '<>', id)
    .executeTakeFirst();
  if (!other) {
    await trx
      .updateTable('financial_accounts')
      .set({ principal: 1 })
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .where('ativa', '=', 1)
      .execute();
  }
}

/** Two writes of one name at once: the unique index decides, and the loser gets the 409. */
async function uniqueName<T>(db: Db, tenantId: number, chave: string | undefined, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (chave && !(error instanceof Error && 'statusCode' in error) && (await repo.nameTaken(db, tenantId, chave))) {
      throw takenError();
    }
    throw error;
  }
}

export async function createAccount(db: Db, actor: Actor, input: FinancialAccountData, today: string) {
  const chave = searchKeyOf(input.nome);
  const at = actor.now.toISOString();
  return uniqueName(db, actor.tenantId, chave, () =>
    db.transaction().execute(async (trx) => {
      if (await repo.nameTaken(trx, actor.tenantId, chave)) throw takenError();
      const row = await trx
        .insertInto('financial_accounts')
        .values({
          tenant_id: actor.tenantId,
          nome: input.nome,
          nome_chave: chave,
          tipo: input.tipo,
          banco: input.banco,
          agencia: input.agencia,
          conta: input.conta,
          saldo_inicial: centavosOf(input.saldo_inicial, 'saldo_inicial'),
          data_saldo_inicial: input.data_saldo_inicial,
          ativa: input.ativa,
          principal: input.ativa ? input.principal : 0,
          created_at: at,
          updated_at: at,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (input.ativa) await settlePrincipal(trx, actor.tenantId, row.id, input.tipo, input.principal);
      await log(trx, actor, 'CREATE', 'financial_account', row.id, accountLabel(input.nome));
      return found(trx, actor.tenantId, row.id, today);
    }),
  );
}

export async function updateAccount(db: Db, actor: Actor, id: number, input: FinancialAccountUpdate, today: string) {
  const chave = input.nome === undefined ? undefined : searchKeyOf(input.nome);
  return uniqueName(db, actor.tenantId, chave, () =>
    db.transaction().execute(async (trx) => {
      const before = await requireAccount(trx, actor.tenantId, id);
      if (chave !== undefined && (await repo.nameTaken(trx, actor.tenantId, chave, id))) throw takenError();
      const { saldo_inicial, ...rest } = input;
      const next = { ...before, ...rest };
      const principal = next.ativa ? next.principal : 0;
      await trx
        .updateTable('financial_accounts')
        .set({
          ...rest,
          ...(chave !== undefined && { nome_chave: chave }),
          ...(saldo_inicial !== undefined && { saldo_inicial: centavosOf(saldo_inicial, 'saldo_inicial') }),
          principal,
          updated_at: actor.now.toISOString(),
        })
        .where('tenant_id', '=', actor.tenantId)
        .where('id', '=', id)
        .execute();
      if (next.ativa) await settlePrincipal(trx, actor.tenantId, id, next.tipo, principal);
      await log(trx, actor, 'UPDATE', 'financial_account', id, accountLabel(next.nome));
      return found(trx, actor.tenantId, id, today);
    }),
  );
}

const USE_WORDS: Array<[keyof Awaited<ReturnType<typeof repo.usesOf>>, string, string]> = [
  ['pagamentos', 'pagamento', 'pagamentos'],
  ['despesas', 'despesa', 'despesas'],
  ['transferencias', 'transferência', 'transferências'],
  ['extratos', 'extrato', 'extratos'],
  ['linhas', 'linha de extrato', 'linhas de extrato'],
  ['regras', 'regra', 'regras'],
];

/** "3 pagamentos, 1 despesa e 2 transferências". */
function usesText(uses: Awaited<ReturnType<typeof repo.usesOf>>): { text: string; total: number } {
  const parts = USE_WORDS.filter(([k]) => uses[k] > 0).map(
    ([k, one, many]) => `${uses[k]} ${uses[k] === 1 ? one : many}`,
  );
  const total = USE_WORDS.reduce((n, [k]) => n + uses[k], 0);
  const text = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} e ${parts.at(-1)}` : (parts[0] ?? '');
  return { text, total };
}

/** An account something points at keeps its history: it can be archived, not deleted. */
export async function deleteAccount(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const account = await requireAccount(trx, actor.tenantId, id);
    const { text, total } = usesText(await repo.usesOf(trx, actor.tenantId, id));
    if (total > 0) throw conflict(ACCOUNT_MSG.inUse(text, total > 1));
    await trx.deleteFrom('financial_accounts').where('tenant_id', '=', actor.tenantId).where('id', '=', id).execute();
    await log(trx, actor, 'DELETE', 'financial_account', id, accountLabel(account.nome));
  });
}

// ── transfers ─────────────────────────────────────────────────────────────────────────────────

type TransferQuery = z.output<typeof transferQuerySchema>;

export async function listTransfers(db: Db, tenantId: number, q: TransferQuery) {
  const { rows, total } = await repo.listTransfers(
    db,
    { tenantId, contaId: q.conta_id, startDate: q.startDate, endDate: q.endDate },
    q.page,
    q.limit,
  );
  return { data: rows, pagination: pageInfo(total, q.page, q.limit) };
}

async function foundTransfer(db: Executor, tenantId: number, id: number) {
  const transfer = await repo.findTransfer(db, tenantId, id);
  if (!transfer) throw notFound(ACCOUNT_MSG.transferNotFound);
  return transfer;
}

export const getTransfer = foundTransfer;

/**
 * A transfer's account: another company's or a missing one is the 404 'Conta não encontrada' (as
 * the ids in a payout's body); an archived one takes no new transfer unless the transfer already
 * had it (`kept`).
 */
async function transferAccount(trx: Executor, tenantId: number, field: string, id: number, kept: boolean) {
  const row = await requireAccount(trx, tenantId, id);
  if (!kept && Number(row.ativa) !== 1) throw validationError(ACCOUNT_MSG.archived, { [field]: ACCOUNT_MSG.archived });
  return row;
}

export async function createTransfer(db: Db, actor: Actor, input: TransferData) {
  const origemId = input.conta_origem_id as number;
  const destinoId = input.conta_destino_id as number;
  const at = actor.now.toISOString();
  return db.transaction().execute(async (trx) => {
    const origem = await transferAccount(trx, actor.tenantId, 'conta_origem_id', origemId, false);
    const destino = await transferAccount(trx, actor.tenantId, 'conta_destino_id', destinoId, false);
    await assertMonthsOpen(trx, actor.tenantId, [input.data]);
    const valor = valorInCentavos(input.valor);
    const row = await trx
      .insertInto('transfers')
      .values({
        tenant_id: actor.tenantId,
        data: input.data,
        valor,
        conta_origem_id: origemId,
        conta_destino_id: destinoId,
        descricao: input.descricao,
        created_by: actor.userId,
        created_at: at,
        updated_at: at,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await log(
      trx,
      actor,
      'CREATE',
      'transfer',
      row.id,
      transferLabel({ valor, data: input.data }, origem.nome, destino.nome),
    );
    return foundTransfer(trx, actor.tenantId, row.id);
  });
}

export async function updateTransfer(db: Db, actor: Actor, id: number, input: TransferUpdate) {
  return db.transaction().execute(async (trx) => {
    let lock = trx.selectFrom('transfers').selectAll().where('tenant_id', '=', actor.tenantId).where('id', '=', id);
    if (isPostgres(trx)) lock = lock.forUpdate();
    const before = await lock.executeTakeFirst();
    if (!before) throw notFound(ACCOUNT_MSG.transferNotFound);
    const origemId = input.conta_origem_id ?? before.conta_origem_id;
    const destinoId = input.conta_destino_id ?? before.conta_destino_id;
    if (origemId === destinoId) {
      throw validationError(ACCOUNT_MSG.sameAccount, { conta_destino_id: ACCOUNT_MSG.sameAccount });
    }
    // An account the transfer already names may stay, archived or not.
    const side = (column: 'conta_origem_id' | 'conta_destino_id', contaId: number) =>
      transferAccount(trx, actor.tenantId, column, contaId, contaId === before[column]);
    const origem = await side('conta_origem_id', origemId);
    const destino = await side('conta_destino_id', destinoId);
    const data = input.data ?? before.data;
    await assertMonthsOpen(trx, actor.tenantId, [before.data, data]);
    const valor = input.valor === undefined ? Number(before.valor) : valorInCentavos(input.valor);
    await trx
      .updateTable('transfers')
      .set({
        data,
        valor,
        conta_origem_id: origemId,
        conta_destino_id: destinoId,
        ...(input.descricao !== undefined && { descricao: input.descricao }),
        updated_at: actor.now.toISOString(),
      })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', '=', id)
      .execute();
    await log(trx, actor, 'UPDATE', 'transfer', id, transferLabel({ valor, data }, origem.nome, destino.nome));
    return foundTransfer(trx, actor.tenantId, id);
  });
}

export async function deleteTransfer(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    const before = await foundTransfer(trx, actor.tenantId, id);
    await assertMonthsOpen(trx, actor.tenantId, [before.data]);
    const matched = await trx
      .selectFrom('bank_matches')
      .select('id')
      .where('tenant_id', '=', actor.tenantId)
      .where('transfer_id', '=', id)
      .executeTakeFirst();
    if (matched) throw conflict(ACCOUNT_MSG.transferMatched);
    await trx.deleteFrom('transfers').where('tenant_id', '=', actor.tenantId).where('id', '=', id).execute();
    const valor = Math.round(before.valor * 100);
    await log(
      trx,
      actor,
      'DELETE',
      'transfer',
      id,
      transferLabel({ valor, data: before.data }, before.conta_origem_nome, before.conta_destino_nome),
    );
  });
}
