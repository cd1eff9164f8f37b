import { formatBRL, formatLocalDate } from '@livro-caixa/domain';
import type { Executor } from '../../db/database.js';
import { logActivity } from '../../lib/activity.js';
import { expenseLabel, paymentLabel, statementLabel, transferLabel } from '../../lib/activity-labels.js';
import type { Actor } from '../../lib/actor.js';

/**
 * The reconciliation's entries in the activity log (ADR 035: the entry stores what it names). A
 * match and its undo are the entity `bank_match` of the line the request named (CREATE, DELETE),
 * labelled with the lines and every record linked; ignoring a line and taking it back are an
 * UPDATE of the `bank_line`; an automatic matching is an UPDATE of its `bank_statement`.
 */

export interface NamedLine {
  id: number;
  data: string;
  descricao: string;
  /** Signed centavos. */
  valor: number;
}

/** At most this many lines or records are named one by one; the rest are counted. */
const NAMED = 3;

const quoted = (text: string) => `'${text.trim()}'`;
const lineWords = (l: NamedLine) => `de ${formatLocalDate(l.data)} ${quoted(l.descricao)} (${formatBRL(l.valor)})`;

/** `a, b e c`; past NAMED, `a, b, c e mais 4 <rest>`. */
function listed(items: string[], rest: string): string {
  const shown = items.slice(0, NAMED);
  const more = items.length - shown.length;
  if (more > 0) return `${shown.join(', ')} e mais ${more} ${rest}`;
  return shown.length > 1 ? `${shown.slice(0, -1).join(', ')} e ${shown[shown.length - 1]}` : (shown[0] ?? '');
}

/** "da linha do extrato de 10/11/2026 'PIX RECEBIDO MARIA' (R$ 150,25)", or "das 3 linhas do extrato de …". */
function ofLines(lines: NamedLine[]): string {
  if (lines.length === 1) return `da linha do extrato ${lineWords(lines[0] as NamedLine)}`;
  return `das ${lines.length} linhas do extrato ${listed(lines.map(lineWords), 'linhas')}`;
}

const lowerFirst = (text: string) => `${text.charAt(0).toLowerCase()}${text.slice(1)}`;

/** What the lines are linked to, by the labels their own entries carry ("o pagamento nº 12 'Venda' de 10/11/2026"). */
async function linkedWords(db: Executor, tenantId: number, lineIds: number[]): Promise<string> {
  const rows = await db
    .selectFrom('bank_matches as m')
    .leftJoin('payments as p', 'p.id', 'm.payment_id')
    .leftJoin('expenses as e', 'e.id', 'm.expense_id')
    .leftJoin('transfers as t', 't.id', 'm.transfer_id')
    .leftJoin('financial_accounts as o', 'o.id', 't.conta_origem_id')
    .leftJoin('financial_accounts as d', 'd.id', 't.conta_destino_id')
    .select(['m.payment_id', 'm.expense_id', 'm.transfer_id'])
    .select(['p.numero as p_numero', 'p.descricao as p_descricao', 'p.data_pagamento'])
    .select(['e.numero as e_numero', 'e.descricao as e_descricao', 'e.data_despesa'])
    .select(['t.valor as t_valor', 't.data as t_data', 'o.nome as origem', 'd.nome as destino'])
    .where('m.tenant_id', '=', tenantId)
    .where('m.linha_id', 'in', lineIds)
    .orderBy('m.id')
    .execute();
  const words = new Map<string, string>();
  for (const r of rows) {
    if (r.payment_id !== null && r.p_numero !== null)
      words.set(
        `p${r.payment_id}`,
        `o ${lowerFirst(paymentLabel({ numero: r.p_numero, descricao: r.p_descricao ?? '', data_pagamento: r.data_pagamento ?? '' }))}`,
      );
    if (r.expense_id !== null && r.e_numero !== null)
      words.set(
        `e${r.expense_id}`,
        `a ${lowerFirst(expenseLabel({ numero: r.e_numero, descricao: r.e_descricao ?? '', data_despesa: r.data_despesa ?? '' }))}`,
      );
    if (r.transfer_id !== null && r.t_data !== null)
      words.set(
        `t${r.transfer_id}`,
        `a ${lowerFirst(transferLabel({ valor: Number(r.t_valor), data: r.t_data }, r.origem ?? '', r.destino ?? ''))}`,
      );
  }
  return listed([...words.values()], 'lançamentos');
}

/**
 * A match made (CREATE, after its links are written) or undone (DELETE, before they are removed):
 * "Conciliação da linha do extrato de 10/11/2026 'PIX RECEBIDO MARIA' (R$ 150,25) com o pagamento
 * nº 12 'Venda' de 10/11/2026". `lines` are every line of the match, the request's first.
 */
export async function logMatch(
  trx: Executor,
  actor: Actor,
  action: 'CREATE' | 'DELETE',
  lines: NamedLine[],
): Promise<void> {
  const main = lines[0] as NamedLine;
  const linked = await linkedWords(
    trx,
    actor.tenantId,
    lines.map((l) => l.id),
  );
  await logActivity(trx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    action,
    entityType: 'bank_match',
    entityId: main.id,
    at: actor.now,
    label: `Conciliação ${ofLines(lines)}${linked ? ` com ${linked}` : ''}`,
  });
}

/** Ignoring a line ("… ignorada: Estorno") or putting it back in the queue ("… de volta à fila"). */
export function logIgnore(trx: Executor, actor: Actor, line: NamedLine, motivo: string, ignored: boolean) {
  const what = `Linha do extrato ${lineWords(line)}`;
  return logActivity(trx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    action: 'UPDATE',
    entityType: 'bank_line',
    entityId: line.id,
    at: actor.now,
    label: ignored
      ? `${what} ignorada: ${motivo.trim()}`
      : `${what} de volta à fila (estava ignorada: ${motivo.trim()})`,
  });
}

/** A transfer the reconciliation recorded from a pair of lines, as the Transferências screen logs one. */
export function logTransfer(
  trx: Executor,
  actor: Actor,
  transfer: { id: number; valor: number; data: string },
  origem: string,
  destino: string,
) {
  return logActivity(trx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    action: 'CREATE',
    entityType: 'transfer',
    entityId: transfer.id,
    at: actor.now,
    label: transferLabel(transfer, origem, destino),
  });
}

/** One entry for an import's automatic matching: "Extrato 'x.ofx' de … a …: 3 linhas conciliadas automaticamente". */
export async function logAutomatic(trx: Executor, actor: Actor, extratoId: number, count: number): Promise<void> {
  const s = await trx
    .selectFrom('bank_statements')
    .select(['nome_arquivo', 'data_inicio', 'data_fim'])
    .where('tenant_id', '=', actor.tenantId)
    .where('id', '=', extratoId)
    .executeTakeFirst();
  if (!s) return;
  const n = count === 1 ? '1 linha conciliada automaticamente' : `${count} linhas conciliadas automaticamente`;
  await logActivity(trx, {
    tenantId: actor.tenantId,
    userId: actor.userId,
    action: 'UPDATE',
    entityType: 'bank_statement',
    entityId: extratoId,
    at: actor.now,
    label: `${statementLabel(s.nome_arquivo, s.data_inicio, s.data_fim)}: ${n}`,
  });
}
