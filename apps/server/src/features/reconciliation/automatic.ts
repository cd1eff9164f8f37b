import type { Db, Executor } from '../../db/database.js';
import type { Actor } from '../../lib/actor.js';
import { logAutomatic } from './activity.js';
import * as repo from './reconciliation.repository.js';
import { exactCandidates, windowOf } from './suggestions.js';

/**
 * Of the lines just claimed, those whose record is still free to link. The candidates were read
 * before the transaction, so a concurrent match (another statement's automatic one, or the owner's)
 * may have linked one meanwhile: with the claimed lines locked first, as a manual match does, the
 * records are locked (PostgreSQL) and read again; a line whose record is now linked elsewhere,
 * cancelled or gone goes back to the queue.
 */
async function stillFree(
  trx: Executor,
  actor: Actor,
  lineIds: number[],
  picks: Map<number, { tipo: 'pagamento' | 'despesa'; id: number }>,
): Promise<{ keep: number[]; given: Set<string> }> {
  if (lineIds.length === 0) return { keep: lineIds, given: new Set() };
  const pick = (lineId: number) => picks.get(lineId) as { tipo: 'pagamento' | 'despesa'; id: number };
  const ofKind = (tipo: 'pagamento' | 'despesa') => lineIds.map(pick).flatMap((c) => (c.tipo === tipo ? [c.id] : []));
  const wanted = { payments: ofKind('pagamento'), expenses: ofKind('despesa') };
  const found = await repo.recordsForMatch(trx, actor.tenantId, wanted.payments, wanted.expenses);
  const free = new Set([
    ...found.payments.filter((p) => p.status !== 'cancelado').map((p) => `pagamento${p.id}`),
    ...found.expenses.map((e) => `despesa${e.id}`),
  ]);
  // The candidates were of the line's account or of none; the latter take the line's account.
  const given = new Set([
    ...found.payments.filter((p) => p.conta_id === null).map((p) => `pagamento${p.id}`),
    ...found.expenses.filter((e) => e.conta_id === null).map((e) => `despesa${e.id}`),
  ]);
  for (const m of await repo.linkedElsewhere(trx, actor.tenantId, lineIds, { ...wanted, transfer: null })) {
    free.delete(m.payment_id !== null ? `pagamento${m.payment_id}` : `despesa${m.expense_id}`);
  }
  const keep = lineIds.filter((l) => free.has(`${pick(l).tipo}${pick(l).id}`));
  const back = lineIds.filter((l) => !free.has(`${pick(l).tipo}${pick(l).id}`));
  if (back.length)
    await trx
      .updateTable('bank_lines')
      .set({ situacao: 'pendente', automatico: 0 })
      .where('tenant_id', '=', actor.tenantId)
      .where('id', 'in', back)
      .execute();
  const keyOf = (l: number) => `${pick(l).tipo}${pick(l).id}`;
  const giving = keep.filter((l) => given.has(keyOf(l))).map(pick);
  const contaId = (await repo.findLines(trx, actor.tenantId, keep.slice(0, 1)))[0]?.conta_id;
  if (contaId !== undefined)
    await repo.giveAccount(trx, actor.tenantId, contaId, {
      payments: giving.flatMap((c) => (c.tipo === 'pagamento' ? [c.id] : [])),
      expenses: giving.flatMap((c) => (c.tipo === 'despesa' ? [c.id] : [])),
    });
  return { keep, given: new Set(keep.filter((l) => given.has(keyOf(l))).map(String)) };
}

/**
 * After an import commits: each pending line of the statement with exactly one exact candidate
 * (the same amount, in the window, not linked) that no other line of the statement also has is
 * linked to it, marked automatic. The rest wait in the queue. Returns how many were linked.
 */
export async function matchAutomatically(db: Db, actor: Actor, extratoId: number): Promise<number> {
  const lines = (
    await db
      .selectFrom('bank_lines')
      .select(['id', 'conta_id', 'data', 'valor', 'descricao'])
      .where('tenant_id', '=', actor.tenantId)
      .where('extrato_id', '=', extratoId)
      .where('situacao', '=', 'pendente')
      .execute()
  ).map((l) => ({ ...l, valor: Number(l.valor) }));
  if (lines.length === 0) return 0;
  const contaId = (lines[0] as { conta_id: number }).conta_id;
  const tipo = await repo.accountKind(db, actor.tenantId, contaId);
  const picks = new Map<number, { tipo: 'pagamento' | 'despesa'; id: number }>();
  for (const credit of [true, false]) {
    const side = lines.filter((l) => l.valor > 0 === credit);
    if (side.length === 0) continue;
    const dates = side.map((l) => l.data).sort();
    const pool = await repo.candidates(db, {
      tenantId: actor.tenantId,
      contaId,
      start: windowOf(tipo, dates[0] as string).start,
      end: windowOf(tipo, dates[dates.length - 1] as string).end,
      credit,
      amounts: [...new Set(side.map((l) => Math.abs(l.valor)))],
    });
    const byAmount = new Map<number, repo.Candidate[]>();
    // An open bill waits for the owner: their match pays it (a link alone would leave it open).
    for (const c of pool) if (c.status !== 'a_pagar') byAmount.set(c.valor, [...(byAmount.get(c.valor) ?? []), c]);
    const claims = new Map<string, number>();
    const chosen = new Map<number, repo.Candidate>();
    for (const l of side) {
      const win = windowOf(tipo, l.data);
      const inWindow = exactCandidates(l, byAmount.get(l.valor) ?? []).filter(
        (c) => c.data >= win.start && c.data <= win.end,
      );
      for (const c of inWindow) claims.set(`${c.tipo}${c.id}`, (claims.get(`${c.tipo}${c.id}`) ?? 0) + 1);
      if (inWindow.length === 1) chosen.set(l.id, inWindow[0] as repo.Candidate);
    }
    for (const [lineId, c] of chosen) if (claims.get(`${c.tipo}${c.id}`) === 1) picks.set(lineId, c);
  }
  if (picks.size === 0) return 0;
  return db.transaction().execute(async (trx) => {
    const ids = [...picks.keys()];
    let done: number[] = [];
    for (let i = 0; i < ids.length; i += 500) {
      const part = ids.slice(i, i + 500);
      const claimed = await repo.moveLines(trx, actor, part, 'pendente', { situacao: 'conciliado', automatico: 1 });
      done = done.concat(claimed.map((c) => c.id));
    }
    const free = await stillFree(trx, actor, done, picks);
    done = free.keep;
    const at = actor.now.toISOString();
    const rows = done.map((linha_id) => {
      const c = picks.get(linha_id) as { tipo: 'pagamento' | 'despesa'; id: number };
      return {
        tenant_id: actor.tenantId,
        linha_id,
        payment_id: c.tipo === 'pagamento' ? c.id : null,
        expense_id: c.tipo === 'despesa' ? c.id : null,
        transfer_id: null,
        conta_definida: free.given.has(String(linha_id)) ? 1 : 0,
        created_by: actor.userId,
        created_at: at,
      };
    });
    for (let i = 0; i < rows.length; i += 500)
      await trx
        .insertInto('bank_matches')
        .values(rows.slice(i, i + 500))
        .execute();
    if (done.length > 0) await logAutomatic(trx, actor, extratoId, done.length);
    return done.length;
  });
}
