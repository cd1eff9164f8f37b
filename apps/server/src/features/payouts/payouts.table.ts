import {
  accountInputSchema,
  attendantInputSchema,
  dateField,
  FIELD_MSG,
  MSG,
  paymentInputSchema,
  payoutInputSchema,
  reversalInputSchema,
  settlementInputSchema,
  tripeiroInputSchema,
} from '@livro-caixa/domain';
import { z } from 'zod';
import {
  centavos,
  flag,
  link,
  RESTORE_MSG,
  ref,
  reversalError,
  rowId,
  signedCentavos,
  timestamp,
} from '../../lib/backup/fields.js';
import { declareTable, type Ref, type TableDecl } from '../../lib/backup/table.js';
import { SettlingCheck } from './settling.check.js';

/**
 * Settling up as a backup carries it (ADR 021, ADR 031): payouts and settlements before their
 * items, which name them by the document's ids, and the numbering. Backups made before these
 * tables have none of them; a restore then keeps the stored ones (`group`).
 */
const GROUP = 'settling';
const COMPANY = 'the company restored into';
const pay = paymentInputSchema.shape;
const paid = payoutInputSchema.shape;
const settled = settlementInputSchema.shape;
const period = dateField().nullable();
const byUser: Ref = { to: 'users', missing: 'null' };
const reversal = reversalInputSchema.shape.motivo.nullable();

const periodOrder = (v: { periodo_inicio: string | null; periodo_fim: string | null }, ctx: z.RefinementCtx) => {
  if (v.periodo_inicio && v.periodo_fim && v.periodo_inicio > v.periodo_fim)
    ctx.addIssue({ code: 'custom', path: ['periodo_inicio'], message: MSG.dateRange });
};

export const payoutsTable: TableDecl = declareTable({
  name: 'payouts',
  table: 'payouts',
  label: 'pagamentos de comissões',
  group: GROUP,
  columns: [
    'id',
    'numero',
    'atendente_id',
    'atendente_nome',
    'data_pagamento',
    'forma_pagamento',
    'periodo_inicio',
    'periodo_fim',
    'total',
    'observacoes',
    'status',
    'estorno_motivo',
    'estornado_em',
    'estornado_por',
    'created_by',
    'created_at',
  ],
  excluded: { tenant_id: COMPANY },
  row: z
    .object({
      id: rowId,
      numero: rowId,
      atendente_id: link,
      atendente_nome: attendantInputSchema.shape.nome,
      data_pagamento: paid.data_pagamento,
      forma_pagamento: paid.forma_pagamento,
      periodo_inicio: period,
      periodo_fim: period,
      total: centavos(),
      observacoes: paid.observacoes,
      status: z.enum(['pago', 'estornado'], { error: FIELD_MSG.statusInvalid }),
      estorno_motivo: reversal,
      estornado_em: timestamp.nullable(),
      estornado_por: ref,
      created_by: ref,
      created_at: timestamp,
    })
    .superRefine((p, ctx) => {
      if (reversalError(p)) ctx.addIssue({ code: 'custom', path: ['status'], message: RESTORE_MSG.reversal });
      periodOrder(p, ctx);
    }),
  refs: { atendente_id: { to: 'attendants', missing: 'negate' }, estornado_por: byUser, created_by: byUser },
  unique: { id: RESTORE_MSG.duplicateId, numero: RESTORE_MSG.duplicateNumber },
  check: () =>
    new SettlingCheck({
      payouts: payoutsTable,
      payout_items: payoutItemsTable,
      settlements: settlementsTable,
      document_counters: documentCountersTable,
    }),
});

export const payoutItemsTable: TableDecl = declareTable({
  name: 'payout_items',
  table: 'payout_items',
  label: 'itens de pagamentos de comissões',
  group: GROUP,
  columns: [
    'payout_id',
    'atendente_id',
    'payment_id',
    'tipo',
    'valor_comissao',
    'descricao',
    'data_pagamento',
    'valor',
    'live',
  ],
  excluded: { id: 'nothing names an item', tenant_id: COMPANY },
  row: z
    .object({
      payout_id: rowId,
      atendente_id: link,
      payment_id: link,
      tipo: z.enum(['comissao', 'correcao'], { error: FIELD_MSG.tipoInvalid }),
      valor_comissao: signedCentavos,
      descricao: pay.descricao,
      data_pagamento: pay.data_pagamento,
      valor: centavos({ allowZero: true }),
      live: flag,
    })
    .superRefine((i, ctx) => {
      const ok = i.tipo === 'comissao' ? i.valor > 0 && i.valor_comissao > 0 : i.valor === 0 && i.valor_comissao !== 0;
      if (!ok) ctx.addIssue({ code: 'custom', path: ['tipo'], message: RESTORE_MSG.itemKind });
    }),
  refs: {
    payout_id: { to: 'payouts', missing: 'error', message: RESTORE_MSG.noParent },
    atendente_id: { to: 'attendants', missing: 'negate' },
    payment_id: { to: 'payments', missing: 'negate' },
  },
  large: true,
  // The index that keeps each commission in one standing payout (ADR 019).
  uniqueViolation: { field: 'payment_id', message: RESTORE_MSG.paidTwice },
});

export const settlementsTable: TableDecl = declareTable({
  name: 'settlements',
  table: 'settlements',
  label: 'acertos',
  group: GROUP,
  columns: [
    'id',
    'numero',
    'tripeiro_id',
    'tripeiro_nome',
    'data_acerto',
    'forma_pagamento',
    'periodo_inicio',
    'periodo_fim',
    'saldo',
    'comissao',
    'valor_entregue',
    'observacoes',
    'created_by',
    'created_at',
    'status',
    'estorno_motivo',
    'estornado_em',
    'estornado_por',
    'conta_id',
    'conta_numero',
    'abatimento',
  ],
  excluded: { tenant_id: COMPANY },
  row: z
    .object({
      id: rowId,
      numero: rowId,
      tripeiro_id: link,
      tripeiro_nome: tripeiroInputSchema.shape.nome,
      data_acerto: settled.data_acerto,
      forma_pagamento: settled.forma_pagamento,
      periodo_inicio: period,
      periodo_fim: period,
      saldo: centavos(),
      comissao: centavos({ allowZero: true }),
      valor_entregue: centavos({ allowZero: true }),
      observacoes: settled.observacoes,
      created_by: ref,
      created_at: timestamp,
      // Migration 011: reversal, and the tripeiro account whose saldo devedor it lowered.
      status: z.enum(['acertado', 'estornado'], { error: FIELD_MSG.statusInvalid }),
      estorno_motivo: reversal,
      estornado_em: timestamp.nullable(),
      estornado_por: ref,
      conta_id: link.nullable(),
      conta_numero: accountInputSchema.shape.numero_conta.nullable(),
      abatimento: centavos({ allowZero: true }),
    })
    .superRefine((s, ctx) => {
      if (s.valor_entregue !== s.saldo - s.comissao)
        ctx.addIssue({ code: 'custom', path: ['valor_entregue'], message: RESTORE_MSG.total });
      if (reversalError(s)) ctx.addIssue({ code: 'custom', path: ['status'], message: RESTORE_MSG.reversal });
      if ((s.conta_id === null) !== (s.conta_numero === null))
        ctx.addIssue({ code: 'custom', path: ['conta_numero'], message: RESTORE_MSG.account });
      periodOrder(s, ctx);
    }),
  refs: {
    tripeiro_id: { to: 'tripeiros', missing: 'negate' },
    // Accounts are written again with new ids; the document names them by number too.
    conta_id: { to: 'tripeiro_accounts', by: 'conta_numero', missing: 'negate' },
    estornado_por: byUser,
    created_by: byUser,
  },
  unique: { id: RESTORE_MSG.duplicateId, numero: RESTORE_MSG.duplicateNumber },
});

export const settlementItemsTable: TableDecl = declareTable({
  name: 'settlement_items',
  table: 'settlement_items',
  label: 'itens de acertos',
  group: GROUP,
  columns: ['settlement_id', 'payment_id', 'descricao', 'data_pagamento', 'valor', 'comissao_tripeiro', 'mes_fechado'],
  excluded: { id: 'nothing names an item', tenant_id: COMPANY },
  row: z.object({
    settlement_id: rowId,
    payment_id: link,
    descricao: pay.descricao,
    data_pagamento: pay.data_pagamento,
    valor: centavos(),
    comissao_tripeiro: centavos({ allowZero: true }),
    // Migration 015 (ADR 038): received from a closed month. Absent in older backups: none was.
    mes_fechado: z.union([z.literal(0), z.literal(1)]).default(0),
  }),
  refs: {
    settlement_id: { to: 'settlements', missing: 'error', message: RESTORE_MSG.noParent },
    payment_id: { to: 'payments', missing: 'negate' },
  },
  large: true,
});

export const documentCountersTable: TableDecl = declareTable({
  name: 'document_counters',
  table: 'document_counters',
  label: 'numeração',
  group: GROUP,
  columns: ['kind', 'last_number'],
  excluded: { tenant_id: COMPANY },
  row: z.object({
    // Payments and expenses are numbered here too (ADR 039); the restore's ledger step raises
    // their counters to the numbers it wrote.
    kind: z.enum(['payout', 'settlement', 'payment', 'expense'], { error: FIELD_MSG.tipoInvalid }),
    last_number: z.number({ error: MSG.invalidId }).int(MSG.invalidId).min(0, MSG.invalidId).max(2_147_483_647),
  }),
  unique: { kind: RESTORE_MSG.duplicateId },
  order: ['kind'],
});

export const SETTLING_TABLES = [
  payoutsTable,
  payoutItemsTable,
  settlementsTable,
  settlementItemsTable,
  documentCountersTable,
] as const;
