import {
  addDays,
  type attendantInputSchema,
  type attendantUpdateSchema,
  dayStartUtc,
  FIELD_MSG,
} from '@livro-caixa/domain';
import type { z } from 'zod';
import type { Db } from '../../db/database.js';
import { logByActor } from '../../lib/activity.js';
import type { Actor } from '../../lib/actor.js';
import { conflict, notFound } from '../../lib/errors.js';
import { hundredthsOf } from '../../lib/money.js';
import { pageInfo } from '../../lib/pagination.js';
import { searchKeyOf } from '../../lib/search.js';
import { createRow, deleteRow, updateRow } from '../../lib/tenant-rows.js';
import * as repo from './attendants.repository.js';

type CreateData = z.output<typeof attendantInputSchema>;
type UpdateData = z.output<typeof attendantUpdateSchema>;

export async function listAttendants(
  db: Db,
  tenantId: number,
  q: {
    page: number;
    limit: number;
    ativo?: number | undefined;
    search?: string | undefined;
    startDate?: string | undefined;
    endDate?: string | undefined;
  },
  zone: string,
) {
  // The date filter matches the day a row was created or last changed, in the user's zone.
  const changedFrom = q.startDate ? dayStartUtc(q.startDate, zone) : undefined;
  const changedTo = q.endDate ? dayStartUtc(addDays(q.endDate, 1), zone) : undefined;
  const { rows, total } = await repo.listAttendants(
    db,
    {
      tenantId,
      ativo: q.ativo,
      search: q.search,
      changedFrom,
      changedTo,
    },
    q.page,
    q.limit,
  );
  return { data: rows, pagination: pageInfo(total, q.page, q.limit) };
}

export async function getAttendant(db: Db, tenantId: number, id: number) {
  const found = await repo.findAttendant(db, tenantId, id);
  if (!found) throw notFound('Atendente não encontrado');
  return found.api;
}

export async function createAttendant(db: Db, actor: Actor, input: CreateData) {
  const values = {
    nome: input.nome,
    email: input.email,
    telefone: input.telefone,
    comissao_percentual: hundredthsOf(input.comissao_percentual),
    observacoes: input.observacoes,
    chave_pix: input.chave_pix,
    cpf: input.cpf,
    ativo: 1,
    search_key: searchKeyOf(input.nome, input.email, input.telefone),
  };
  return createRow(db, actor, { table: 'attendants', entityType: 'attendant' }, values, async (trx, id) => {
    const created = await repo.findAttendant(trx, actor.tenantId, id);
    return created!.api;
  });
}

export async function updateAttendant(db: Db, actor: Actor, id: number, input: UpdateData) {
  return db.transaction().execute(async (trx) => {
    const found = await repo.findAttendant(trx, actor.tenantId, id);
    if (!found) throw notFound('Atendente não encontrado');
    const next = { ...found.row, ...input };
    await updateRow(trx, 'attendants', actor.tenantId, id, {
      ...(input.nome !== undefined && { nome: input.nome }),
      ...(input.email !== undefined && { email: input.email }),
      ...(input.telefone !== undefined && { telefone: input.telefone }),
      ...(input.observacoes !== undefined && { observacoes: input.observacoes }),
      ...(input.chave_pix !== undefined && { chave_pix: input.chave_pix }),
      ...(input.cpf !== undefined && { cpf: input.cpf }),
      ...(input.ativo !== undefined && { ativo: input.ativo }),
      ...(input.comissao_percentual !== undefined && {
        comissao_percentual: hundredthsOf(input.comissao_percentual),
      }),
      search_key: searchKeyOf(next.nome, next.email, next.telefone),
      updated_at: actor.now.toISOString(),
    });
    await logByActor(trx, actor, 'UPDATE', 'attendant', id);
    return (await repo.findAttendant(trx, actor.tenantId, id))!.api;
  });
}

/** An attendant with payments keeps its history: it can be deactivated, not deleted (ADR 004). */
export async function deleteAttendant(db: Db, actor: Actor, id: number) {
  await db.transaction().execute(async (trx) => {
    if (!(await repo.findAttendant(trx, actor.tenantId, id))) throw notFound('Atendente não encontrado');
    if (await repo.attendantHasPayments(trx, actor.tenantId, id)) throw conflict(FIELD_MSG.attendantHasPayments);
    await deleteRow(trx, 'attendants', actor.tenantId, id);
    await logByActor(trx, actor, 'DELETE', 'attendant', id);
  });
}

export async function listCommissions(db: Db, tenantId: number, id: number, page: number, limit: number) {
  await getAttendant(db, tenantId, id);
  const { rows, total } = await repo.listCommissions(db, tenantId, id, page, limit);
  return { data: rows, pagination: pageInfo(total, page, limit) };
}
