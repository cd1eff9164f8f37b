import {
  type Closing,
  DEFAULT_TIME_ZONE,
  EXPENSES_AND_SAIDAS,
  expensesPartsText,
  formatBRL,
  formatLocalDate,
  formatMonthName,
  formatRate,
  formatTimestamp,
} from '@livro-caixa/domain';
import { offThread } from '../../lib/documents.js';
import { openPdf } from '../../lib/pdf-fonts.js';
import { type Column, companyHeading, GREY, INK, layoutOf, pageFooters, tableRow } from '../../lib/pdf-layout.js';

/**
 * The closing as an A4 PDF an accountant would accept: company and CNPJ, period, status, the
 * five figures, both tables with totals, generation time and page numbers. Its money is in
 * centavos (`getClosingInCentavos`).
 */
export function drawClosing(c: Closing, now: Date): Promise<Buffer> {
  const { doc, finish, ...fonts } = openPdf({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: { Title: `Fechamento ${c.month}`, Author: c.company.name },
  });
  const layout = layoutOf(doc, fonts);
  const { useFont, left, width } = layout;

  // Header
  companyHeading(layout, c.company, 18);
  doc.moveDown(0.8);
  let fit = useFont(true);
  doc
    .fontSize(14)
    .fillColor(INK)
    .text(fit(`Fechamento de ${formatMonthName(c.month)}`));
  fit = useFont(false);
  doc
    .fontSize(10)
    .fillColor(GREY)
    .text(fit(`Período: ${formatLocalDate(c.period.startDate)} a ${formatLocalDate(c.period.endDate)}`))
    .text(
      fit(
        c.status === 'fechado'
          ? `Situação: fechado${c.closedAt ? ` em ${formatTimestamp(c.closedAt, DEFAULT_TIME_ZONE)}` : ''}${c.closedBy ? ` por ${c.closedBy}` : ''}`
          : 'Situação: aberto (valores podem mudar até o fechamento)',
      ),
    );
  if (c.status === 'aberto' && c.reopenedAt) {
    doc.text(
      fit(
        `Reaberto em ${formatTimestamp(c.reopenedAt, DEFAULT_TIME_ZONE)}${c.reopenedBy ? ` por ${c.reopenedBy}` : ''}`,
      ),
    );
  }
  doc.moveDown(1);

  // Figures
  const cards: Array<[string, number]> = [
    ['Receita total', c.cards.totalRevenue],
    ['Comissão dos atendentes', c.cards.attendantCommissions],
    // Two different tripeiro commissions (docs/product-rules.md "Closing"): this one over the month's
    // confirmed entradas; the tripeiros table's over what is still pending.
    ['Comissão sobre recebidos (tripeiros)', c.cards.tripeiroCommissions],
    [EXPENSES_AND_SAIDAS, c.cards.totalExpenses],
    ['Lucro líquido', c.cards.netProfit],
  ];
  const { recordedExpenses, confirmedSaidas } = c.cards;
  table(
    doc,
    [
      { header: 'Resumo do mês', width: width - 160 },
      { header: 'Valor', width: 160, align: 'right' },
    ],
    cards.map(([label, value]) => [label, formatBRL(value)]),
    { boldLast: true },
  );
  // Its parts, as the screens show them (a month closed before they were kept has none).
  if (recordedExpenses !== undefined && confirmedSaidas !== undefined) {
    fit = useFont(false);
    const parts = `${EXPENSES_AND_SAIDAS} = ${expensesPartsText({ recordedExpenses, confirmedSaidas })}.`;
    doc.moveDown(0.3).fontSize(9).fillColor(GREY).text(fit(parts), left, doc.y, { width });
  }

  doc.moveDown(1.2);
  heading(doc, 'Tripeiros');
  note('Entradas pendentes do mês: a comissão a descontar soma a comissão de cada entrada.');
  doc.moveDown(0.5);
  table(
    doc,
    [
      { header: 'Tripeiro', width: width - 365 },
      { header: 'Saldo pendente', width: 90, align: 'right' },
      { header: 'Comissão %', width: 70, align: 'right' },
      { header: 'Comissão a descontar dos pendentes', width: 125, align: 'right' },
      { header: 'A receber', width: 80, align: 'right' },
    ],
    // The totals have no rate.
    withTotals<Closing['tripeirosTotals'] & { comissao_percentual?: number }>(c.tripeiros, c.tripeirosTotals, (t) => [
      formatBRL(t.saldo),
      t.comissao_percentual === undefined ? '' : formatRate(t.comissao_percentual),
      formatBRL(t.comissao),
      formatBRL(t.a_receber),
    ]),
    { boldLast: true, empty: 'Nenhum tripeiro com saldo no mês' },
  );

  doc.moveDown(1.2);
  heading(doc, 'Comissões dos atendentes');
  table(
    doc,
    [
      { header: 'Atendente', width: width - 270 },
      { header: 'Vendas', width: 60, align: 'right' },
      { header: 'Total vendido', width: 110, align: 'right' },
      { header: 'Comissão', width: 100, align: 'right' },
    ],
    withTotals(c.attendants, c.attendantsTotals, (a) => [
      String(a.total_sales),
      formatBRL(a.total_value),
      formatBRL(a.total_commission),
    ]),
    { boldLast: true, empty: 'Nenhuma comissão no mês' },
  );

  // Earned / paid / to pay ('Comissão a pagar') of the month (docs/product-rules.md "Settling up"), read when generated.
  doc.moveDown(1.2);
  heading(doc, 'Acertos do mês');
  note(
    'Comissão ganha é o que cada atendente ou tripeiro ganhou nas entradas confirmadas do mês. Paga é o ' +
      'que já recebeu em pagamentos de comissões e acertos; os estornados não entram. Comissão a pagar é o ' +
      'que ainda falta: a ganha menos a paga. Valores do momento em que este documento foi gerado.',
  );
  doc.moveDown(0.5);
  const settlingColumns = (who: string, paid: string): Column[] => [
    { header: who, width: width - 300 },
    { header: 'Comissão ganha', width: 100, align: 'right' },
    { header: paid, width: 100, align: 'right' },
    { header: 'Comissão a pagar', width: 100, align: 'right' },
  ];
  const settlingRows = (rows: Closing['settling']['attendants'], totals: Closing['settling']['attendantsTotals']) =>
    withTotals(rows, totals, (r) => [formatBRL(r.earned), formatBRL(r.paid), formatBRL(r.open)]);
  table(doc, settlingColumns('Atendente', 'Paga'), settlingRows(c.settling.attendants, c.settling.attendantsTotals), {
    boldLast: true,
    empty: 'Nenhuma comissão de atendente no mês',
  });
  doc.moveDown(0.8);
  table(
    doc,
    settlingColumns('Tripeiro', 'Paga nos acertos'),
    settlingRows(c.settling.tripeiros, c.settling.tripeirosTotals),
    { boldLast: true, empty: 'Nenhuma comissão de tripeiro no mês' },
  );

  // The bank against the book per account (ADR 046): only accounts the bank spoke of in the month.
  const banks = (c.conciliacao?.contas ?? []).filter(
    (a) => a.conciliados + a.pendentes + a.ignorados > 0 || a.extrato.saldo_final !== null,
  );
  if (banks.length > 0) {
    doc.moveDown(1.2);
    heading(doc, 'Conciliação bancária');
    for (const aviso of c.conciliacao?.avisos ?? []) note(`Aviso: ${aviso}.`, INK);
    doc.moveDown(0.5);
    table(
      doc,
      [
        { header: 'Conta', width: width - 340 },
        { header: 'Saldo no banco', width: 90, align: 'right' },
        { header: 'Saldo no livro', width: 90, align: 'right' },
        { header: 'Pendentes', width: 70, align: 'right' },
        { header: 'Diferença', width: 90, align: 'right' },
      ],
      banks.map((a) => [
        a.nome,
        a.extrato.saldo_final === null ? '—' : formatBRL(a.extrato.saldo_final),
        formatBRL(a.livro.saldo),
        String(a.pendentes),
        formatBRL(a.diferenca),
      ]),
    );
  }

  pageFooters(layout, now);
  return finish();

  /** Small print across the page. */
  function note(text: string, color = GREY) {
    fit = useFont(false);
    doc.fontSize(9).fillColor(color).text(fit(text), left, doc.y, { width });
  }

  /** A table's rows, one a person (its name, then `cells`), and last the totals' cells under 'Totais'. */
  function withTotals<T>(rows: Array<T & { nome: string }>, totals: T, cells: (figures: T) => string[]): string[][] {
    return [...rows.map((r) => [r.nome, ...cells(r)]), ['Totais', ...cells(totals)]];
  }

  function heading(d: PDFKit.PDFDocument, text: string) {
    const fitText = useFont(true);
    d.fontSize(12).fillColor(INK).text(fitText(text), left, d.y, { width });
    d.moveDown(0.4);
  }

  function table(
    d: PDFKit.PDFDocument,
    columns: Column[],
    rows: string[][],
    opts: { boldLast?: boolean; empty?: string } = {},
  ) {
    tableRow(
      layout,
      columns,
      columns.map((c) => c.header),
      { header: true, wrapHeader: true, bottom: 70 },
    );
    const body = rows.length > 1 || !opts.boldLast ? rows : [];
    if (opts.empty && body.length === 0) {
      // DejaVu Sans Oblique is not embedded: the empty-table note is GREY instead of italic.
      const fitNote = useFont(false);
      d.fontSize(9)
        .fillColor(GREY)
        .text(fitNote(opts.empty), left + 4, d.y + 2, { width });
      d.y += 6;
      return;
    }
    for (const [i, r] of body.entries()) {
      tableRow(layout, columns, r, { strong: Boolean(opts.boldLast) && i === body.length - 1, bottom: 70 });
    }
  }
}

/** `drawClosing` on a document thread when they run (lib/documents.ts). */
export const closingPdf = offThread('closingPdf', drawClosing);
