import {
  formatLocalDate,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  type Payment,
  type PaymentExportQuery,
} from '@livro-caixa/domain';
import type { Executor } from '../../db/database.js';
import { type Cell, csvFileName, csvStream, EXPORT_BATCH, Figure, inBatches, int, percent } from '../../lib/csv.js';
import { type PaymentFilter, paymentFilterOf, paymentsAfter } from './payments.repository.js';

/** The filter's payments, oldest first, in batches of `batch`. */
export function paymentRowsForExport(db: Executor, f: PaymentFilter, batch = EXPORT_BATCH) {
  return inBatches<Payment>(
    (after, size) => paymentsAfter(db, f, after, size),
    (p) => p.data_pagamento,
    batch,
  );
}

const HEADER = [
  'Nº',
  'Data',
  'Lançado em',
  'Vencimento',
  'Descrição',
  'Tipo',
  'Status',
  'Valor',
  'Forma de pagamento',
  'Conta',
  'Atendente',
  'Comissão do atendente (%)',
  'Comissão do atendente',
  'Tripeiro',
  'Comissão do tripeiro (%)',
  'Comissão do tripeiro',
  'Observações',
];

/**
 * One payment as a CSV line. A person's columns are empty without that person; a cancelled
 * payment's commissions are empty: it counts nowhere (docs/product-rules.md 'Money').
 */
function cells(p: Payment): Cell[] {
  const counts = p.status !== 'cancelado';
  return [
    int(p.numero),
    new Figure(formatLocalDate(p.data_pagamento)),
    // An entrada of a closed month collected later: its own date (docs/product-rules.md "Settling
    // after the closing").
    p.data_lancamento === null ? null : new Figure(formatLocalDate(p.data_lancamento)),
    // An entrada's due date (a receivable, ADR 050); empty without one.
    p.vencimento === null ? null : new Figure(formatLocalDate(p.vencimento)),
    p.descricao,
    PAYMENT_TYPE_LABELS[p.tipo_pagamento],
    PAYMENT_STATUS_LABELS[p.status],
    p.valor,
    p.forma_pagamento,
    p.conta_nome,
    p.attendant_name,
    p.atendente_id === null ? null : percent(p.comissao_percentual),
    p.atendente_id === null || !counts ? null : p.valor_comissao,
    p.tripeiro_name,
    p.tripeiro_id === null ? null : percent(p.tripeiro_percentual),
    p.tripeiro_id === null || !counts ? null : p.comissao_tripeiro,
    p.observacoes,
  ];
}

/** The CSV of the payments matching the list's filters, as a stream. */
export function paymentsCsv(db: Executor, tenantId: number, q: PaymentExportQuery) {
  const rows = paymentRowsForExport(db, paymentFilterOf(tenantId, q));
  return { name: csvFileName('pagamentos', q), stream: csvStream(HEADER, rows, cells) };
}
