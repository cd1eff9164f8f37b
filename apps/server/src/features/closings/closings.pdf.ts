import {
  type Closing,
  DEFAULT_TIME_ZONE,
  formatBRL,
  formatCnpj,
  formatLocalDate,
  formatMonthName,
  formatRate,
  formatTimestamp,
} from '@livro-caixa/domain';
import { offThread } from '../../lib/documents.js';
import { drawable, openPdf } from '../../lib/pdf-fonts.js';

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/**
 * The closing as an A4 PDF an accountant would accept: company and CNPJ, period, status, the
 * five figures, both tables with totals, generation time and page numbers. Its money is in
 * centavos (`getClosingInCentavos`).
 */
export function drawClosing(c: Closing, now: Date): Promise<Buffer> {
  const { doc, regular, bold, done } = openPdf({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: { Title: `Fechamento ${c.month}`, Author: c.company.name },
  });
  /** Sets the font and returns the text it can draw. */
  const useFont = (d: PDFKit.PDFDocument, strong: boolean) => {
    d.font(strong ? 'Bold' : 'Regular');
    return (text: string) => drawable(text, strong ? bold : regular);
  };

  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  const grey = '#52525b';
  const line = '#d4d4d8';

  // Header
  let fit = useFont(doc, true);
  doc.fontSize(18).fillColor('#18181b').text(fit(c.company.name), left, 50, { width });
  if (c.company.cnpj) {
    fit = useFont(doc, false);
    doc
      .fontSize(10)
      .fillColor(grey)
      .text(fit(`CNPJ ${formatCnpj(c.company.cnpj)}`));
  }
  doc.moveDown(0.8);
  fit = useFont(doc, true);
  doc
    .fontSize(14)
    .fillColor('#18181b')
    .text(fit(`Fechamento de ${formatMonthName(c.month)}`));
  fit = useFont(doc, false);
  doc
    .fontSize(10)
    .fillColor(grey)
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
    ['Despesas', c.cards.totalExpenses],
    ['Lucro líquido', c.cards.netProfit],
  ];
  table(
    doc,
    [
      { header: 'Resumo do mês', width: width - 160 },
      { header: 'Valor', width: 160, align: 'right' },
    ],
    cards.map(([label, value]) => [label, formatBRL(value)]),
    { boldLast: true },
  );

  doc.moveDown(1.2);
  heading(doc, 'Tripeiros');
  fit = useFont(doc, false);
  doc
    .fontSize(9)
    .fillColor(grey)
    .text(fit('Entradas pendentes do mês: a comissão a descontar é o saldo pendente × a % do tripeiro.'), left, doc.y, {
      width,
    });
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
    [
      ...c.tripeiros.map((t) => [
        t.nome,
        formatBRL(t.saldo),
        formatRate(t.comissao_percentual),
        formatBRL(t.comissao),
        formatBRL(t.a_receber),
      ]),
      [
        'Totais',
        formatBRL(c.tripeirosTotals.saldo),
        '',
        formatBRL(c.tripeirosTotals.comissao),
        formatBRL(c.tripeirosTotals.a_receber),
      ],
    ],
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
    [
      ...c.attendants.map((a) => [
        a.nome,
        String(a.total_sales),
        formatBRL(a.total_value),
        formatBRL(a.total_commission),
      ]),
      [
        'Totais',
        String(c.attendantsTotals.total_sales),
        formatBRL(c.attendantsTotals.total_value),
        formatBRL(c.attendantsTotals.total_commission),
      ],
    ],
    { boldLast: true, empty: 'Nenhuma comissão no mês' },
  );

  // Earned / paid / open of the month (docs/product-rules.md "Settling up"), read when generated.
  doc.moveDown(1.2);
  heading(doc, 'Acertos do mês');
  fit = useFont(doc, false);
  doc
    .fontSize(9)
    .fillColor(grey)
    .text(
      fit(
        'Comissão ganha sobre as entradas confirmadas do mês; paga nos pagamentos de comissões e acertos não ' +
          'estornados, como estavam na geração deste documento; em aberto = ganha − paga.',
      ),
      left,
      doc.y,
      { width },
    );
  doc.moveDown(0.5);
  const settlingColumns = (who: string, paid: string): Column[] => [
    { header: who, width: width - 300 },
    { header: 'Comissão ganha', width: 100, align: 'right' },
    { header: paid, width: 100, align: 'right' },
    { header: 'Em aberto', width: 100, align: 'right' },
  ];
  const settlingRows = (
    rows: Closing['settling']['attendants'],
    totals: Closing['settling']['attendantsTotals'],
  ): string[][] => [
    ...rows.map((r) => [r.nome, formatBRL(r.earned), formatBRL(r.paid), formatBRL(r.open)]),
    ['Totais', formatBRL(totals.earned), formatBRL(totals.paid), formatBRL(totals.open)],
  ];
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

  // Footer on every page: generation time and page numbers.
  const range = doc.bufferedPageRange();
  const generated = `Gerado em ${formatTimestamp(now.toISOString(), DEFAULT_TIME_ZONE)} — Livro Caixa`;
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const y = doc.page.height - 40;
    doc.page.margins.bottom = 0;
    useFont(doc, false);
    doc.fontSize(8).fillColor(grey);
    doc.text(generated, left, y, { width, align: 'left', lineBreak: false });
    doc.text(`Página ${i + 1} de ${range.count}`, left, y, { width, align: 'right', lineBreak: false });
  }
  doc.end();
  return done;

  function heading(d: PDFKit.PDFDocument, text: string) {
    const fitText = useFont(d, true);
    d.fontSize(12).fillColor('#18181b').text(fitText(text), left, d.y, { width });
    d.moveDown(0.4);
  }

  function table(
    d: PDFKit.PDFDocument,
    columns: Column[],
    rows: string[][],
    opts: { boldLast?: boolean; empty?: string } = {},
  ) {
    const rowHeight = 18;
    const drawRow = (cells: string[], bold: boolean, header = false) => {
      const fitCell = useFont(d, bold || header);
      d.fontSize(9);
      // A header may wrap onto more lines (a long name like 'Comissão a descontar dos pendentes');
      // body cells stay on one line, cut with an ellipsis.
      const height = header
        ? Math.max(
            rowHeight,
            ...cells.map((cell, i) => d.heightOfString(fitCell(cell), { width: (columns[i] as Column).width - 8 }) + 7),
          )
        : rowHeight;
      if (d.y + height > d.page.height - 70) d.addPage();
      const y = d.y;
      if (header) d.rect(left, y - 3, width, height).fill('#f4f4f5');
      let x = left;
      d.fillColor(header ? grey : '#18181b');
      cells.forEach((cell, i) => {
        const col = columns[i] as Column;
        d.text(fitCell(cell), x + 4, y + 2, {
          width: col.width - 8,
          align: col.align ?? 'left',
          ...(header ? {} : { lineBreak: false, ellipsis: true }),
        });
        x += col.width;
      });
      d.moveTo(left, y + height - 3)
        .lineTo(left + width, y + height - 3)
        .strokeColor(line)
        .lineWidth(0.5)
        .stroke();
      d.x = left;
      d.y = y + height;
    };
    drawRow(
      columns.map((c) => c.header),
      false,
      true,
    );
    const body = rows.length > 1 || !opts.boldLast ? rows : [];
    if (opts.empty && body.length === 0) {
      // DejaVu Sans Oblique is not embedded: the empty-table note is grey instead of italic.
      const fitNote = useFont(d, false);
      d.fontSize(9)
        .fillColor(grey)
        .text(fitNote(opts.empty), left + 4, d.y + 2, { width });
      d.y += 6;
      return;
    }
    for (const [i, r] of body.entries()) drawRow(r, Boolean(opts.boldLast) && i === body.length - 1);
  }
}

/** `drawClosing` on a document thread when they run (lib/documents.ts). */
export const closingPdf = offThread('closingPdf', drawClosing);
