import { Readable } from 'node:stream';
import {
  formatLocalDate,
  PAYMENT_STATUS_LABELS,
  PAYMENT_TYPE_LABELS,
  type Payment,
  type PaymentExportQuery,
} from '@livro-caixa/domain';
import type { Executor } from '../../db/database.js';
import { BOM, type Cell, csvFileName, EOL, Figure, int, line, percent } from '../../lib/csv.js';
import { type PaymentFilter, paymentsAfter } from './payments.repository.js';

/** Rows read per query: a big period streams in batches, never held whole (ADR 023). */
const BATCH = 1000;

/** The filter's payments, oldest first, in batches of `batch`. */
export async function* paymentRowsForExport(db: Executor, f: PaymentFilter, batch = BATCH) {
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const rows = await paymentsAfter(db, f, after, batch);
    if (rows.length > 0) yield rows;
    if (rows.length < batch) return;
    const last = rows[rows.length - 1] as Payment;
    after = { date: last.data_pagamento, id: last.id };
  }
}

const HEADER = [
  'Nº',
  'Data',
  'Descrição',
  'Tipo',
  'Status',
  'Valor',
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
    int(p.id),
    new Figure(formatLocalDate(p.data_pagamento)),
    p.descricao,
    PAYMENT_TYPE_LABELS[p.tipo_pagamento],
    PAYMENT_STATUS_LABELS[p.status],
    p.valor,
    p.attendant_name,
    p.atendente_id === null ? null : percent(p.comissao_percentual),
    p.atendente_id === null || !counts ? null : p.valor_comissao,
    p.tripeiro_name,
    p.tripeiro_id === null ? null : percent(p.tripeiro_percentual),
    p.tripeiro_id === null || !counts ? null : p.comissao_tripeiro,
    p.observacoes,
  ];
}

async function* csvLines(db: Executor, f: PaymentFilter) {
  yield `${BOM}${line(HEADER)}${EOL}`;
  for await (const rows of paymentRowsForExport(db, f)) {
    yield rows.map((p) => `${line(cells(p))}${EOL}`).join('');
  }
}

/** The CSV of the payments matching the list's filters, as a stream. */
export function paymentsCsv(db: Executor, tenantId: number, q: PaymentExportQuery) {
  const filter: PaymentFilter = {
    tenantId,
    status: q.status,
    tipo: q.tipo_pagamento,
    atendenteId: q.atendente_id,
    tripeiroId: q.tripeiro_id,
    startDate: q.startDate,
    endDate: q.endDate,
    search: q.search,
  };
  return { name: csvFileName('pagamentos', q), stream: Readable.from(csvLines(db, filter)) };
}
