import {
  type accountInputSchema,
  type accountUpdateSchema,
  FIELD_MSG,
  type tripeiroInputSchema,
  type tripeiroUpdateSchema,
} from '@livro-caixa/domain';
import type { z } from 'zod';
import type { Db, Executor } from '../../db/database.js';
import { logByActor } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/errors.js';
import { centavosOf, hundredthsOf } from '../../lib/money.js';
import { pageInfo } from '../../lib/pagination.js';
import { searchKeyOf } from '../../lib/search.js';
import { createRow, deleteRow, insertRow, updateRow } from '../../lib/tenant-rows.js';
import { listPayments } from '../payments/index.js';
import * as repo from './tripeiros.repository.js';

type CreateData = z.output<typeof tripeiroInputSchema>;
type UpdateData = z.output<typeof tripeiroUpdateSchema>;
type AccountData = z.output<typeof accountInputSchema>;
type AccountUpdate = z.output<typeof accountUpdateSchema>;

const notFoundTripeiro = () => notFound('Tripeiro não encontrado');
const notFoundAccount = () => notFound('Conta não encontrada');

export async function listTripeiros(
  db: Db,
  tenantId: number,
  q: { page: number; limit: number; ativo?: number | undefined; search?: string | undefined },
) {
  const { rows, total } = await repo.listTripeiros(db, { tenantId, ativo: q.ativo, search: q.search }, q.page, q.limit);
  return { data: rows, pagination: pageInfo(total, q.page, q.limit) };
}

async function found(db: Executor, tenantId: number, id: number) {
  const tripeiro = await repo.findTripeiro(db, tenantId, id);
  if (!tripeiro) throw notFoundTripeiro();
  return tripeiro;
}

/** The tripeiro with its accounts and its ten latest payments. */
export async function getTripeiro(db: Db, tenantId: number, id: number) {
  const tripeiro = await found(db, tenantId, id);
  const [accounts, recent] = await Promise.all([
    repo.listAccounts(db, tenantId, id),
    listPayments(db, { tenantId, tripeiroId: id }, 1, 10),
  ]);
  return { ...tripeiro, accounts, transacoes_recentes: recent.rows };
}

function searchKey(t: { nome: string; email: string | null; telefone: string | null; cidade: string | null }) {
  return searchKeyOf(t.nome, t.email, t.telefone, t.cidade);
}

export async function createTripeiro(db: Db, actor: Actor, input: CreateData) {
  const values = {
    nome: input.nome,
    email: input.email,
    telefone: input.telefone,
    endereco: input.endereco,
    cidade: input.cidade,
    estado: input.estado,
    cep: input.cep,
    comissao_percentual: hundredthsOf(input.comissao_percentual),
    observacoes: input.observacoes,
    ativo: 1,
    search_key: searchKey(input),
  };
  return createRow(db, actor, { table: 'tripeiros', entityType: 'tripeiro' }, values, (trx, id) =>
    found(trx, actor.tenantId, id),
  );
}

export async function updateTripeiro(db: Db, actor: Actor, id: number, input: UpdateData) {
  return db.transaction().execute(async (trx) => {
    const current = await found(trx, actor.tenantId, id);
    const { comissao_percentual, ...rest } = input;
    const next = { ...current, ...rest };
    await updateRow(trx, 'tripeiros', actor.tenantId, id, {
      ...rest,
      ...(comissao_percentual !== undefined && { comissao_percentual: hundredthsOf(comissao_percentual) }),
      search_key: searchKey(next),
      updated_at: actor.now.toISOString(),
    });
    await logByActor(trx, actor, 'UPDATE', 'tripeiro', id);
    return found(trx, actor.tenantId, id);
  });
}

/** A tripeiro with payments keeps its history: it can be deactivated, not deleted (ADR 004). */
export async function deleteTripeiro(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    await found(trx, actor.tenantId, id);
    if (await repo.tripeiroHasPayments(trx, actor.tenantId, id)) throw conflict(FIELD_MSG.tripeiroHasPayments);
    await repo.deleteTripeiro(trx, actor.tenantId, id);
    await logByActor(trx, actor, 'DELETE', 'tripeiro', id);
  });
}

const takenError = () => conflict(FIELD_MSG.numeroContaTaken, { numero_conta: FIELD_MSG.numeroContaTaken });

export async function addAccount(db: Db, actor: Actor, tripeiroId: number, input: AccountData) {
  const at = actor.now.toISOString();
  return uniqueAccount(db, actor.tenantId, input.numero_conta, () =>
    db.transaction().execute(async (trx) => {
      await found(trx, actor.tenantId, tripeiroId);
      if (await repo.accountNumberTaken(trx, actor.tenantId, input.numero_conta)) throw takenError();
      const id = await insertRow(trx, 'tripeiro_accounts', {
        tenant_id: actor.tenantId,
        tripeiro_id: tripeiroId,
        numero_conta: input.numero_conta,
        descricao: input.descricao,
        limite_credito: centavosOf(input.limite_credito, 'limite_credito'),
        saldo_devedor: centavosOf(input.saldo_devedor, 'saldo_devedor'),
        observacoes: input.observacoes,
        ativa: 1,
        created_at: at,
        updated_at: at,
      });
      await logByActor(trx, actor, 'UPDATE', 'tripeiro', tripeiroId);
      return (await repo.findAccount(trx, actor.tenantId, tripeiroId, id))!;
    }),
  );
}

export async function updateAccount(db: Db, actor: Actor, tripeiroId: number, accountId: number, input: AccountUpdate) {
  return uniqueAccount(db, actor.tenantId, input.numero_conta, () =>
    db.transaction().execute(async (trx) => {
      await found(trx, actor.tenantId, tripeiroId);
      if (!(await repo.findAccount(trx, actor.tenantId, tripeiroId, accountId))) throw notFoundAccount();
      if (input.numero_conta && (await repo.accountNumberTaken(trx, actor.tenantId, input.numero_conta, accountId))) {
        throw takenError();
      }
      const { limite_credito, saldo_devedor, ...rest } = input;
      await updateRow(trx, 'tripeiro_accounts', actor.tenantId, accountId, {
        ...rest,
        ...(limite_credito !== undefined && { limite_credito: centavosOf(limite_credito, 'limite_credito') }),
        ...(saldo_devedor !== undefined && { saldo_devedor: centavosOf(saldo_devedor, 'saldo_devedor') }),
        updated_at: actor.now.toISOString(),
      });
      await logByActor(trx, actor, 'UPDATE', 'tripeiro', tripeiroId);
      return (await repo.findAccount(trx, actor.tenantId, tripeiroId, accountId))!;
    }),
  );
}

export async function deleteAccount(db: Db, actor: Actor, tripeiroId: number, accountId: number) {
  await db.transaction().execute(async (trx) => {
    await found(trx, actor.tenantId, tripeiroId);
    if (!(await repo.findAccount(trx, actor.tenantId, tripeiroId, accountId))) throw notFoundAccount();
    await deleteRow(trx, 'tripeiro_accounts', actor.tenantId, accountId);
    await logByActor(trx, actor, 'UPDATE', 'tripeiro', tripeiroId);
  });
}

/** Two writes of one account number at once: the unique index decides, and the loser gets the 409. */
async function uniqueAccount<T>(
  db: Db,
  tenantId: number,
  numero: string | undefined,
  write: () => Promise<T>,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (
      numero &&
      !(error instanceof Error && 'statusCode' in error) &&
      (await repo.accountNumberTaken(db, tenantId, numero))
    ) {
      throw takenError();
    }
    throw error;
  }
}
