import { createHash } from 'node:crypto';
import {
  BANK_IMPORT_MSG,
  type CsvMappingInput,
  centavosToReais,
  csvMappingSchema,
  formatMonthSlash,
  type StatementImport,
} from '@livro-caixa/domain';
import type { Db } from '../../db/database.js';
import { closedMonthsAmong } from '../../ledger/month-lock.js';
import { logByActor } from '../../lib/activity.js';
import { statementLabel } from '../../lib/activity-labels.js';
import type { Actor } from '../../lib/actor.js';
import { AppError, notFound, validationError } from '../../lib/errors.js';
import { requireAccount } from '../financial-accounts/index.js';
import { matchAutomatically } from '../reconciliation/index.js';
import * as repo from './bank.repository.js';
import { keyed, normalizeText } from './identity.js';
import { readStatement, type Statement, StatementError } from './reader/index.js';

export interface ImportInput {
  bytes: Uint8Array;
  fileName: string;
  contaId: number | null;
  /** The mapping sent with the request (already checked by csvMappingSchema), or null. */
  mapping: CsvMappingInput | null;
  confirmar: boolean;
  maxLinhas: number;
}

export interface ImportOutcome {
  /** true when the import was stored (201); false for a preview or nothing new (200). */
  stored: boolean;
  result: StatementImport;
}

const digits = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '').replace(/^0+/, '');

/** Whether the statement names this account: the same number (digits only), and bank when both say one. */
function names(statement: Statement, account: { banco: string | null; conta: string | null }): boolean {
  const number = digits(statement.conta.numero);
  const own = digits(account.conta);
  if (!number || !own) return false;
  const sameNumber = number === own || (own.length >= 4 && number.endsWith(own));
  if (!sameNumber) return false;
  const bank = digits(statement.conta.banco);
  const ownBank = digits(account.banco);
  return !bank || !ownBank || bank === ownBank;
}

/** The account an OFX names, when exactly one of the company's accounts matches every statement in it. */
async function accountOfOfx(db: Db, tenantId: number, statements: Statement[]): Promise<number> {
  const accounts = await repo.accountsWithNumbers(db, tenantId);
  const found = new Set<number>();
  for (const statement of statements) {
    const matches = accounts.filter((a) => names(statement, a));
    if (matches.length > 1)
      throw validationError(BANK_IMPORT_MSG.contaAmbiguous, { conta_id: BANK_IMPORT_MSG.contaAmbiguous });
    if (matches.length === 0)
      throw validationError(BANK_IMPORT_MSG.contaRequired, { conta_id: BANK_IMPORT_MSG.contaRequired });
    found.add((matches[0] as { id: number }).id);
  }
  if (found.size !== 1)
    throw validationError(BANK_IMPORT_MSG.contaAmbiguous, { conta_id: BANK_IMPORT_MSG.contaAmbiguous });
  return [...found][0] as number;
}

/**
 * An OFX chosen for one account that names another of the company's accounts (and not this one)
 * is refused, naming it: the owner picked the wrong account.
 */
async function refuseAnotherAccounts(
  db: Db,
  tenantId: number,
  account: repo.AccountRow,
  statements: Statement[],
): Promise<void> {
  if (statements.some((s) => names(s, account))) return;
  const accounts = await repo.accountsWithNumbers(db, tenantId);
  for (const statement of statements) {
    const other = accounts.filter((a) => a.id !== account.id && names(statement, a));
    if (other.length === 1) {
      const nome = (other[0] as { nome: string }).nome;
      const message = BANK_IMPORT_MSG.otherAccount(nome, account.nome);
      throw validationError(message, { conta_id: message });
    }
  }
}

const hasPostings = (s: Statement) => s.linhas.length > 0 || s.rejeitados.length > 0;

/** The mapping saved on the account, when it is still a valid one. */
function savedMapping(json: string | null): CsvMappingInput | null {
  if (!json) return null;
  try {
    const parsed = csvMappingSchema.safeParse(JSON.parse(json));
    return parsed.success ? (JSON.parse(json) as CsvMappingInput) : null;
  } catch {
    return null;
  }
}

/**
 * Reads a statement file into the account and, when `confirmar`, stores its new lines as one
 * import (docs/product-rules.md "Bank statements", ADR 045). A preview stores nothing. A line is
 * new when its key and occurrence are not stored in the account yet; the insert skips those that
 * are (the unique index), so two imports of one file at once store it once, and the counts are
 * what was really inserted. Active rules are applied to the new lines.
 */
export async function importStatement(db: Db, actor: Actor, input: ImportInput): Promise<ImportOutcome> {
  const given = input.contaId === null ? null : await requireAccount(db, actor.tenantId, input.contaId);
  const mapping = input.mapping ?? savedMapping(given?.mapeamento_csv ?? null);
  const file = readStatement(input.bytes, {
    fileName: input.fileName,
    maxLinhas: input.maxLinhas,
    ...(mapping ? { mapping } : {}),
  });
  let statements = file.extratos.filter(hasPostings);
  if (statements.length === 0) throw new StatementError(BANK_IMPORT_MSG.noLines);

  let account = given;
  if (!account) {
    if (file.formato === 'csv') {
      throw validationError(BANK_IMPORT_MSG.contaCsvRequired, { conta_id: BANK_IMPORT_MSG.contaCsvRequired });
    }
    account = await requireAccount(db, actor.tenantId, await accountOfOfx(db, actor.tenantId, statements));
  } else {
    if (statements.length > 1) {
      // A file of several accounts imported into one: the statements that name it, if any do.
      const own = statements.filter((s) => names(s, account as repo.AccountRow));
      if (own.length > 0) statements = own;
    }
    if (file.formato === 'ofx') await refuseAnotherAccounts(db, actor.tenantId, account, statements);
  }
  if (account.ativa !== 1)
    throw validationError(BANK_IMPORT_MSG.contaInactive, { conta_id: BANK_IMPORT_MSG.contaInactive });
  const contaId = account.id;

  const lines = keyed(statements.flatMap((s) => s.linhas));
  const rejeitados = statements.flatMap((s) => s.rejeitados).sort((a, b) => a.linha - b.linha);
  let creditos = 0;
  let debitos = 0;
  let inicio: string | null = null;
  let fim: string | null = null;
  for (const line of lines) {
    if (line.valor > 0) creditos += line.valor;
    else debitos -= line.valor;
    if (inicio === null || line.data < inicio) inicio = line.data;
    if (fim === null || line.data > fim) fim = line.data;
  }
  const saldo =
    statements
      .map((s) => s.saldo)
      .filter((s) => s !== null)
      .at(-1) ?? null;

  const answer = (id: number | null, isNew: (key: string) => boolean): StatementImport => {
    let novos = 0;
    const linhas = lines.map((l) => {
      const novo = isNew(`${l.chave}#${l.ocorrencia}`);
      if (novo) novos += 1;
      return {
        linha: l.linha,
        data: l.data,
        descricao: l.descricao,
        valor: centavosToReais(l.valor),
        situacao: novo ? ('novo' as const) : ('duplicado' as const),
      };
    });
    return {
      id,
      formato: file.formato,
      conta_id: contaId,
      data_inicio: inicio,
      data_fim: fim,
      lidos: lines.length,
      novos,
      duplicados: lines.length - novos,
      rejeitados,
      creditos: centavosToReais(creditos),
      debitos: centavosToReais(debitos),
      saldo_final: saldo ? centavosToReais(saldo.valor) : null,
      data_saldo: saldo?.data ?? null,
      preset: file.preset ?? null,
      linhas,
    };
  };

  if (!input.confirmar || lines.length === 0) {
    const stored = inicio && fim ? await repo.storedKeys(db, actor.tenantId, contaId, inicio, fim) : new Set<string>();
    return { stored: false, result: answer(null, (key) => !stored.has(key)) };
  }

  const now = actor.now.toISOString();
  const hash = createHash('sha256').update(input.bytes).digest('hex');
  const outcome = await db.transaction().execute(async (trx) => {
    const rules = (await repo.activeRules(trx, actor.tenantId, contaId)).map((r) => ({
      ...r,
      words: normalizeText(r.contem),
    }));
    const { id } = await trx
      .insertInto('bank_statements')
      .values({
        tenant_id: actor.tenantId,
        conta_id: contaId,
        nome_arquivo: input.fileName.slice(0, 255) || 'extrato',
        hash,
        formato: file.formato,
        data_inicio: inicio,
        data_fim: fim,
        lidos: lines.length,
        novos: 0,
        duplicados: 0,
        rejeitados: rejeitados.length,
        creditos,
        debitos,
        saldo_final: saldo?.valor ?? null,
        data_saldo: saldo?.data ?? null,
        created_by: actor.userId,
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    // The lines already stored are not sent again (the unique index still settles a race).
    const stored = await repo.storedKeys(trx, actor.tenantId, contaId, inicio as string, fim as string);
    const inserted = await repo.insertLines(
      trx,
      lines
        .filter((line) => !stored.has(`${line.chave}#${line.ocorrencia}`))
        // In key order: two imports that overlap take the index's keys in the same order, and
        // wait for each other instead of deadlocking on PostgreSQL.
        .sort((a, b) => (a.chave < b.chave ? -1 : a.chave > b.chave ? 1 : a.ocorrencia - b.ocorrencia))
        .map((line) => {
          const text = normalizeText(line.descricao);
          const rule = rules.find((r) => r.words !== '' && text.includes(r.words));
          const ignored = rule?.acao === 'ignorar';
          return {
            tenant_id: actor.tenantId,
            conta_id: contaId,
            extrato_id: id,
            data: line.data,
            valor: line.valor,
            descricao: line.descricao,
            fitid: line.fitid,
            chave: line.chave,
            ocorrencia: line.ocorrencia,
            situacao: ignored ? ('ignorado' as const) : ('pendente' as const),
            automatico: 0,
            motivo: ignored && rule ? `Regra: ${rule.motivo ?? `descrição contém "${rule.contem}"`}` : null,
            regra_id: rule?.id ?? null,
            created_at: now,
            updated_at: now,
          };
        }),
    );
    if (inserted.length === 0) {
      await trx.deleteFrom('bank_statements').where('id', '=', id).execute();
      return { id: null, inserted };
    }
    await trx
      .updateTable('bank_statements')
      .set({ novos: inserted.length, duplicados: lines.length - inserted.length })
      .where('id', '=', id)
      .execute();
    const caught = new Map<number, number>();
    for (const row of inserted)
      if (row.regra_id !== null) caught.set(row.regra_id, (caught.get(row.regra_id) ?? 0) + 1);
    for (const [ruleId, n] of caught) {
      await trx
        .updateTable('bank_rules')
        .set((eb) => ({ capturadas: eb('capturadas', '+', n) }))
        .where('tenant_id', '=', actor.tenantId)
        .where('id', '=', ruleId)
        .execute();
    }
    if (file.formato === 'csv') {
      const kept = input.mapping ?? (file.preset ? { preset: file.preset } : mapping);
      if (kept) {
        await trx
          .updateTable('financial_accounts')
          .set({ mapeamento_csv: JSON.stringify(kept) })
          .where('tenant_id', '=', actor.tenantId)
          .where('id', '=', contaId)
          .execute();
      }
    }
    await logByActor(trx, actor, 'CREATE', 'bank_statement', id, statementLabel(input.fileName, inicio, fim));
    return { id, inserted };
  });
  // After the commit: each new line with an exact, unique candidate is linked, marked automatic (ADR 046).
  if (outcome.id !== null) await matchAutomatically(db, actor, outcome.id);
  const fresh = new Set(outcome.inserted.map((r) => `${r.chave}#${r.ocorrencia}`));
  return { stored: outcome.id !== null, result: answer(outcome.id, (key) => fresh.has(key)) };
}

/** The company's imports, newest first. */
export async function listStatements(db: Db, tenantId: number, contaId?: number) {
  if (contaId !== undefined) await requireAccount(db, tenantId, contaId);
  const rows = await repo.listStatements(db, tenantId, contaId);
  return rows.map((r) => ({
    id: r.id,
    conta_id: r.conta_id,
    conta_nome: r.conta_nome,
    nome_arquivo: r.nome_arquivo,
    formato: r.formato,
    data_inicio: r.data_inicio,
    data_fim: r.data_fim,
    lidos: r.lidos,
    novos: r.novos,
    duplicados: r.duplicados,
    rejeitados: r.rejeitados,
    creditos: centavosToReais(Number(r.creditos)),
    debitos: centavosToReais(Number(r.debitos)),
    saldo_final: r.saldo_final === null ? null : centavosToReais(Number(r.saldo_final)),
    data_saldo: r.data_saldo,
    created_at: r.created_at,
  }));
}

/**
 * Undoes an import: its lines and their matches go; what the owner recorded from them (payments,
 * expenses) stays. Refused, naming the month, when one of its lines is in a closed month.
 */
export async function deleteStatement(db: Db, actor: Actor, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const statement = await repo.findStatement(trx, actor.tenantId, id);
    if (!statement) throw notFound(BANK_IMPORT_MSG.statementNotFound);
    const months = await trx
      .selectFrom('bank_lines')
      .select((eb) => eb.fn<string>('substr', ['data', eb.val(1), eb.val(7)]).as('mes'))
      .distinct()
      .where('tenant_id', '=', actor.tenantId)
      .where('extrato_id', '=', id)
      .execute();
    const closed = await closedMonthsAmong(
      trx,
      actor.tenantId,
      months.map((m) => `${m.mes}-01`),
    );
    if (closed.size > 0) {
      const first = [...closed].sort()[0] as string;
      throw new AppError('MONTH_CLOSED', 409, BANK_IMPORT_MSG.monthClosed(formatMonthSlash(first)));
    }
    const caught = await trx
      .selectFrom('bank_lines')
      .select(['regra_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('tenant_id', '=', actor.tenantId)
      .where('extrato_id', '=', id)
      .where('regra_id', 'is not', null)
      .groupBy('regra_id')
      .execute();
    for (const { regra_id, n } of caught) {
      await trx
        .updateTable('bank_rules')
        .set((eb) => ({ capturadas: eb('capturadas', '-', Number(n)) }))
        .where('tenant_id', '=', actor.tenantId)
        .where('id', '=', regra_id as number)
        .execute();
    }
    await trx
      .deleteFrom('bank_matches')
      .where('tenant_id', '=', actor.tenantId)
      .where('linha_id', 'in', (eb) =>
        eb.selectFrom('bank_lines').select('id').where('tenant_id', '=', actor.tenantId).where('extrato_id', '=', id),
      )
      .execute();
    await trx.deleteFrom('bank_lines').where('tenant_id', '=', actor.tenantId).where('extrato_id', '=', id).execute();
    await trx.deleteFrom('bank_statements').where('tenant_id', '=', actor.tenantId).where('id', '=', id).execute();
    await logByActor(
      trx,
      actor,
      'DELETE',
      'bank_statement',
      id,
      statementLabel(statement.nome_arquivo, statement.data_inicio, statement.data_fim),
    );
  });
}
