import { type Migration, sql } from 'kysely';
import { addColumns, createIndexes, type MigrationDb } from './helpers.js';

/**
 * The activity log names what each entry touched ("Pagamento 'Encomenda de salgados' de
 * 15/10/2026", "Fechamento de outubro/2026"; issue 20, item 19): `label`, written with the entry
 * (lib/activity-labels.ts). Entries already logged get the label of their row as it stands now;
 * those whose row is gone keep none, and the admin screen shows them by type and number.
 * The index serves the lookup of an entity's last label (a deletion logged after its row is gone).
 *
 * Dates are stored as `YYYY-MM-DD` text in both dialects, so `substr` turns them into `DD/MM/YYYY`.
 */
const day = (column: string) =>
  `substr(${column}, 9, 2) || '/' || substr(${column}, 6, 2) || '/' || substr(${column}, 1, 4)`;

// A copy of the domain's month names on purpose: a migration that ran must do the same on every
// later run, whatever the domain package becomes.
const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];
const monthName = `case substr(x.month, 6, 2) ${MONTHS.map((m, i) => `when '${String(i + 1).padStart(2, '0')}' then '${m}'`).join(' ')} end`;

const payout = `'Pagamento de comissões nº ' || x.numero || ' a ''' || x.atendente_nome || ''' de ' || ${day('x.data_pagamento')}`;
const settlement = `'Acerto nº ' || x.numero || ' com ''' || x.tripeiro_nome || ''' de ' || ${day('x.data_acerto')}`;

/** entity_type → [table, label expression over its row `x`, whether the row belongs to the entry's company]. */
const LABELS: [string, string, string, boolean][] = [
  ['payment', 'payments', `'Pagamento ''' || x.descricao || ''' de ' || ${day('x.data_pagamento')}`, true],
  ['expense', 'expenses', `'Despesa ''' || x.descricao || ''' de ' || ${day('x.data_despesa')}`, true],
  ['closing', 'closings', `'Fechamento de ' || ${monthName} || '/' || substr(x.month, 1, 4)`, true],
  ['attendant', 'attendants', `'Atendente ''' || x.nome || ''''`, true],
  ['tripeiro', 'tripeiros', `'Tripeiro ''' || x.nome || ''''`, true],
  ['payout', 'payouts', payout, true],
  ['payout_reversal', 'payouts', `'Estorno do p' || substr(${payout}, 2)`, true],
  ['settlement', 'settlements', settlement, true],
  ['settlement_reversal', 'settlements', `'Estorno do a' || substr(${settlement}, 2)`, true],
  ['note', 'notes', `'Nota ''' || coalesce(x.title, substr(x.content, 1, 40)) || ''''`, true],
  ['reminder', 'reminders', `'Lembrete ''' || x.title || ''''`, true],
  ['tenant', 'tenants', `'Empresa ''' || x.name || ''''`, false],
  ['user', 'users', `'Usuário ''' || x.name || ''''`, false],
  ['two_factor', 'users', `'Verificação em duas etapas de ''' || x.name || ''''`, false],
];

export const activityLabel: Migration = {
  async up(db: MigrationDb) {
    await addColumns(db, 'activity_log', [['label', 'text']]);
    for (const [type, table, label, scoped] of LABELS) {
      const company = scoped ? 'and x.tenant_id = activity_log.tenant_id' : '';
      await sql`update activity_log set label = (
          select ${sql.raw(label)} from ${sql.table(table)} x where x.id = activity_log.entity_id ${sql.raw(company)}
        ) where entity_type = ${type} and entity_id is not null`.execute(db);
    }
    await createIndexes(db, 'activity_log', { activity_log_entity: ['tenant_id', 'entity_type', 'entity_id'] });
  },
};
