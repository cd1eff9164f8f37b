import {
  DRE_LINE_SIGNS,
  DRE_REGIME_LABEL,
  type Dre,
  formatBRL,
  formatLocalDate,
  formatPercent,
} from '@livro-caixa/domain';
import { offThread } from '../../lib/documents.js';
import { openPdf } from '../../lib/pdf-fonts.js';
import { type Column, companyHeading, GREY, INK, layoutOf, pageFooters, tableRow } from '../../lib/pdf-layout.js';

/**
 * The DRE as an A4 PDF (the closing's pipeline: DejaVu once per process, drawn on a document
 * thread): company and CNPJ, period and regime, the layout with its subtotals in bold, each
 * group's categories under it, and the % of the receita bruta. Money in centavos (`dreInCentavos`).
 */
export function drawDre(d: Dre, company: { name: string; cnpj: string | null }, now: Date): Promise<Buffer> {
  const { doc, finish, ...fonts } = openPdf({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: { Title: `DRE ${d.periodo.inicio} a ${d.periodo.fim}`, Author: company.name },
  });
  const layout = layoutOf(doc, fonts);
  const { useFont, left, width } = layout;

  companyHeading(layout, company, 18);
  doc.moveDown(0.8);
  let fit = useFont(true);
  doc.fontSize(14).fillColor(INK).text(fit('DRE — Demonstrativo de resultado'));
  fit = useFont(false);
  doc
    .fontSize(10)
    .fillColor(GREY)
    .text(fit(`Período: ${formatLocalDate(d.periodo.inicio)} a ${formatLocalDate(d.periodo.fim)}`))
    .text(
      fit(
        `${DRE_REGIME_LABEL}: cada lançamento conta na própria data (a despesa na data da despesa, paga ou não; ` +
          'a receita na data da entrada confirmada).',
      ),
      left,
      doc.y,
      { width },
    );
  doc.moveDown(1);

  const columns: Column[] = [
    { header: 'Demonstrativo', width: width - 220 },
    { header: 'Valor', width: 110, align: 'right' },
    { header: '% da receita bruta', width: 110, align: 'right' },
  ];
  const row = (cells: string[], strong = false) => tableRow(layout, columns, cells, { strong, bottom: 70 });
  tableRow(
    layout,
    columns,
    columns.map((c) => c.header),
    { header: true, wrapHeader: true, bottom: 70 },
  );
  for (const l of d.linhas) {
    row([`${DRE_LINE_SIGNS[l.chave]} ${l.rotulo}`, formatBRL(l.valor), formatPercent(l.percentual)], l.subtotal);
    for (const x of l.detalhes) {
      row([`      ${x.nome}`, formatBRL(x.valor), formatPercent(x.percentual)]);
      for (const s of x.subcategorias) {
        row([`            ${s.nome}`, formatBRL(s.valor), formatPercent(s.percentual)]);
      }
    }
  }
  fit = useFont(false);
  doc
    .moveDown(0.5)
    .fontSize(9)
    .fillColor(GREY)
    .text(
      fit(
        'Custos variáveis incluem as comissões de atendentes e tripeiros; Outras despesas, as saídas confirmadas ' +
          '(pagamentos de saída). O resultado do período é o lucro líquido do painel e do fechamento.',
      ),
      left,
      doc.y,
      { width },
    );

  pageFooters(layout, now);
  return finish();
}

/** `drawDre` on a document thread when they run (lib/documents.ts). */
export const drePdf = offThread('drePdf', drawDre);
