import { formatLocalDate, monthName } from '@livro-caixa/domain';
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

export const paymentLabel = (p: { descricao: string; data_pagamento: string }) =>
  `Pagamento ${quoted(p.descricao)} de ${day(p.data_pagamento)}`;

export const expenseLabel = (e: { descricao: string; data_despesa: string }) =>
  `Despesa ${quoted(e.descricao)} de ${day(e.data_despesa)}`;

/** `2026-10` → `Fechamento de outubro/2026`. */
export const closingLabel = (month: string) => `Fechamento de ${monthName(month)}/${month.slice(0, 4)}`;

const payoutLabel = (p: { numero: number; atendente_nome: string; data_pagamento: string }) =>
  `Pagamento de comissões nº ${p.numero} a ${quoted(p.atendente_nome)} de ${day(p.data_pagamento)}`;

const settlementLabel = (s: { numero: number; tripeiro_nome: string; data_acerto: string }) =>
  `Acerto nº ${s.numero} com ${quoted(s.tripeiro_nome)} de ${day(s.data_acerto)}`;

type Finder = (db: Executor, tenantId: number, id: number) => Promise<string | null>;

const byName =
  (table: 'attendants' | 'tripeiros', word: string): Finder =>
  async (db, tenantId, id) => {
    const row = await db
      .selectFrom(table)
      .select('nome')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? `${word} ${quoted(row.nome)}` : null;
  };

const payout: Finder = async (db, tenantId, id) => {
  const row = await db
    .selectFrom('payouts')
    .select(['numero', 'atendente_nome', 'data_pagamento'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? payoutLabel(row) : null;
};

const settlement: Finder = async (db, tenantId, id) => {
  const row = await db
    .selectFrom('settlements')
    .select(['numero', 'tripeiro_nome', 'data_acerto'])
    .where('tenant_id', '=', tenantId)
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? settlementLabel(row) : null;
};

const user =
  (word: string): Finder =>
  async (db, _tenantId, id) => {
    const row = await db.selectFrom('users').select('name').where('id', '=', id).executeTakeFirst();
    return row ? `${word}${quoted(row.name)}` : null;
  };

const FINDERS: Record<string, Finder> = {
  payment: async (db, tenantId, id) => {
    const row = await db
      .selectFrom('payments')
      .select(['descricao', 'data_pagamento'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? paymentLabel(row) : null;
  },
  expense: async (db, tenantId, id) => {
    const row = await db
      .selectFrom('expenses')
      .select(['descricao', 'data_despesa'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? expenseLabel(row) : null;
  },
  closing: async (db, tenantId, id) => {
    const row = await db
      .selectFrom('closings')
      .select('month')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? closingLabel(row.month) : null;
  },
  attendant: byName('attendants', 'Atendente'),
  tripeiro: byName('tripeiros', 'Tripeiro'),
  payout,
  payout_reversal: async (db, tenantId, id) => {
    const label = await payout(db, tenantId, id);
    return label && `Estorno do ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  },
  settlement,
  settlement_reversal: async (db, tenantId, id) => {
    const label = await settlement(db, tenantId, id);
    return label && `Estorno do ${label.charAt(0).toLowerCase()}${label.slice(1)}`;
  },
  note: async (db, tenantId, id) => {
    const row = await db
      .selectFrom('notes')
      .select(['title', 'content'])
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? `Nota ${quoted(row.title?.trim() || row.content.slice(0, 40))}` : null;
  },
  reminder: async (db, tenantId, id) => {
    const row = await db
      .selectFrom('reminders')
      .select('title')
      .where('tenant_id', '=', tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? `Lembrete ${quoted(row.title)}` : null;
  },
  tenant: async (db, _tenantId, id) => {
    const row = await db.selectFrom('tenants').select('name').where('id', '=', id).executeTakeFirst();
    return row ? `Empresa ${quoted(row.name)}` : null;
  },
  user: user('Usuário '),
  two_factor: user('Verificação em duas etapas de '),
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
