import { formatBRL, formatLocalDate, formatMonthSlash } from '@livro-caixa/domain';
import type { Executor } from '../db/database.js';

/**
 * What an activity-log entry touched, in words an owner reads ("Pagamento 'Encomenda de salgados'
 * de 15/10/2026", "Fechamento de outubro/2026"), stored with the entry when it is written, so a
 * row deleted later still reads well (docs/product-rules.md, "Administration"). Null for an
 * entity with no row to name (the company's PIX key) or one already gone; the log then falls back
 * to the entity's last stored label (lib/activity.ts).
 */

const quoted = (text: string) => `'${text.trim()}'`;
const day = (date: string) => formatLocalDate(date);

/** A payment or expense by the company's own number (ADR 039), never the platform's id. */
export const paymentLabel = (p: { numero: number; descricao: string; data_pagamento: string }) => {
  const [before, after] = paymentLabelAround(p);
  return `${before}${p.numero}${after}`;
};

/** A payment's label before and after its number, for a statement that takes the number and writes the label (ADR 059). */
export const paymentLabelAround = (p: { descricao: string; data_pagamento: string }): [string, string] => [
  'Pagamento nº ',
  ` ${quoted(p.descricao)} de ${day(p.data_pagamento)}`,
];

export const expenseLabel = (e: { numero: number; descricao: string; data_despesa: string }) =>
  `Despesa nº ${e.numero} ${quoted(e.descricao)} de ${day(e.data_despesa)}`;

/** A transfer between own accounts (ADR 044), the amount in centavos: its screen and the reconciliation write it. */
export const transferLabel = (t: { valor: number; data: string }, origem: string, destino: string) =>
  `Transferência de ${formatBRL(t.valor)} de ${quoted(origem)} para ${quoted(destino)} em ${day(t.data)}`;

/** An imported bank statement (ADR 045): the import, its undo and its automatic matching write it. */
export function statementLabel(name: string, inicio: string | null, fim: string | null): string {
  const period = inicio && fim ? ` de ${day(inicio)} a ${day(fim)}` : '';
  return `Extrato ${quoted(name.trim() || 'extrato')}${period}`;
}

/** `2026-10` → `Fechamento de outubro/2026`. */
export const closingLabel = (month: string) => `Fechamento de ${formatMonthSlash(month)}`;

type PayoutNamed = { numero: number; atendente_nome: string; data_pagamento: string };
type SettlementNamed = { numero: number; tripeiro_nome: string; data_acerto: string };

const payoutLabel = (p: PayoutNamed) =>
  `Pagamento de comissões nº ${p.numero} a ${quoted(p.atendente_nome)} de ${day(p.data_pagamento)}`;

const settlementLabel = (s: SettlementNamed) =>
  `Acerto nº ${s.numero} com ${quoted(s.tripeiro_nome)} de ${day(s.data_acerto)}`;

type Finder = (db: Executor, tenantId: number, id: number) => Promise<string | null>;

/**
 * The label of a row of `table` read by its id (in the company's rows unless `scoped` is false:
 * companies and users are the platform's), its `columns` given to `format`; null when it is gone.
 */
function finder<R>(table: string, columns: (keyof R & string)[], format: (row: R) => string, scoped = true): Finder {
  return async (db, tenantId, id) => {
    let query = db
      .selectFrom(table as 'payments')
      .select(columns as never[])
      .where('id', '=', id);
    if (scoped) query = query.where('tenant_id', '=', tenantId);
    const row = (await query.executeTakeFirst()) as R | undefined;
    return row ? format(row) : null;
  };
}

const reversal = (label: string) => `Estorno do ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
const named = (word: string) => (row: { nome: string }) => `${word} ${quoted(row.nome)}`;
const userNamed = (words: string) => (row: { name: string }) => `${words} ${quoted(row.name)}`;

const FINDERS: Record<string, Finder> = {
  payment: finder('payments', ['numero', 'descricao', 'data_pagamento'], paymentLabel),
  expense: finder('expenses', ['numero', 'descricao', 'data_despesa'], expenseLabel),
  closing: finder('closings', ['month'], (row: { month: string }) => closingLabel(row.month)),
  attendant: finder('attendants', ['nome'], named('Atendente')),
  tripeiro: finder('tripeiros', ['nome'], named('Tripeiro')),
  expense_category: finder('expense_categories', ['nome'], named('Categoria')),
  payout: finder('payouts', ['numero', 'atendente_nome', 'data_pagamento'], payoutLabel),
  payout_reversal: finder('payouts', ['numero', 'atendente_nome', 'data_pagamento'], (row: PayoutNamed) =>
    reversal(payoutLabel(row)),
  ),
  settlement: finder('settlements', ['numero', 'tripeiro_nome', 'data_acerto'], settlementLabel),
  settlement_reversal: finder('settlements', ['numero', 'tripeiro_nome', 'data_acerto'], (row: SettlementNamed) =>
    reversal(settlementLabel(row)),
  ),
  note: finder(
    'notes',
    ['title', 'content'],
    (row: { title: string | null; content: string }) => `Nota ${quoted(row.title?.trim() || row.content.slice(0, 40))}`,
  ),
  reminder: finder('reminders', ['title'], (row: { title: string }) => `Lembrete ${quoted(row.title)}`),
  tenant: finder('tenants', ['name'], (row: { name: string }) => `Empresa ${quoted(row.name)}`, false),
  user: finder('users', ['name'], userNamed('Usuário'), false),
  two_factor: finder('users', ['name'], userNamed('Verificação em duas etapas de'), false),
};

/** The label of the entity as it stands now, read in the caller's transaction. */
export async function labelOf(
  db: Executor,
  tenantId: number,
  entityType: string,
  entityId: number | null,
): Promise<string | null> {
  const find = FINDERS[entityType];
  return find && entityId !== null ? find(db, tenantId, entityId) : null;
}
