import {
  amountInWords,
  DEFAULT_TIME_ZONE,
  formatBRL,
  formatCnpj,
  formatLocalDate,
  formatLongDate,
  formatMonthSlash,
  formatTimestamp,
  type Payout,
  type Settlement,
} from '@livro-caixa/domain';
import { offThread } from '../../lib/documents.js';
import { openPdf } from '../../lib/pdf-fonts.js';
import { type Column, companyHeading, GREY, INK, layoutOf, pageFooters, tableRow } from '../../lib/pdf-layout.js';

/**
 * The receipts (recibos) as A4 PDFs: company and CNPJ, the receipt's number, who
 * pays whom, the total in figures and in words, the items, the place (the company's city and UF)
 * and date, and a signature line for whoever receives the money (the attendant, with the CPF when
 * it has one, for a payout; the company for a settlement). docs/product-rules.md, "Company details".
 */
export interface Company {
  name: string;
  cnpj: string | null;
  /** The company's city (Configurações → Empresa). */
  pix_cidade: string | null;
  uf?: string | null;
}

/** 'Recife/PE, ' before the date; nothing without a city. */
const placeOf = (company: Company) =>
  company.pix_cidade ? `${company.pix_cidade}${company.uf ? `/${company.uf}` : ''}, ` : '';

const periodText = (start: string | null, end: string | null) =>
  start && end
    ? ` do período de ${formatLocalDate(start)} a ${formatLocalDate(end)}`
    : start
      ? ` a partir de ${formatLocalDate(start)}`
      : end
        ? ` até ${formatLocalDate(end)}`
        : '';

/** The red band of a reversed payout or settlement: 'ESTORNADO em … Motivo: …'. */
function reversedBand(d: { status: string; estornado_em: string | null; estorno_motivo: string | null }) {
  if (d.status !== 'estornado') return {};
  const when = d.estornado_em ? ` em ${formatTimestamp(d.estornado_em, DEFAULT_TIME_ZONE)}` : '';
  return { reversed: `ESTORNADO${when}. Motivo: ${d.estorno_motivo ?? ''}` };
}

/** The items' columns: date, description, the payment's value (under `value`) and the commission. */
const itemColumns = (value: string): Column[] => [
  { header: 'Data', width: 70 },
  { header: 'Descrição', width: 235 },
  { header: value, width: 95, align: 'right' },
  { header: 'Comissão', width: 95, align: 'right' },
];

interface Receipt {
  title: string;
  paragraph: string;
  reversed?: string;
  columns: Column[];
  rows: string[][];
  totals: Array<[string, string]>;
  date: string;
  signer: string;
  signerRole: string;
}

/** The receipt of payout `p`, whose money is in centavos (`loadPayoutInCentavos`); `cpf`: the attendant's. */
export function drawPayoutReceipt(company: Company, p: Payout, now: Date, cpf: string | null = null): Promise<Buffer> {
  return render(company, now, {
    title: `Recibo de pagamento de comissões nº ${p.numero}`,
    paragraph:
      `Recebi de ${company.name}${company.cnpj ? `, CNPJ ${formatCnpj(company.cnpj)},` : ''} a importância de ` +
      `${formatBRL(p.total)} (${amountInWords(p.total)}), referente às comissões sobre vendas${periodText(p.periodo_inicio, p.periodo_fim)} ` +
      `relacionadas abaixo, paga em ${formatLocalDate(p.data_pagamento)} por ${p.forma_pagamento}.`,
    ...reversedBand(p),
    columns: itemColumns('Valor da venda'),
    rows: p.items.map((i) => [
      formatLocalDate(i.data_pagamento),
      // The row's date and description name the payment: never the platform's id (ADR 039).
      i.tipo === 'correcao' ? `Correção: ${i.descricao}` : i.descricao,
      i.tipo === 'correcao' ? '' : formatBRL(i.valor),
      formatBRL(i.valor_comissao),
    ]),
    totals: [['Total pago', formatBRL(p.total)]],
    date: p.data_pagamento,
    signer: p.atendente_nome,
    signerRole: cpf ? `Atendente · CPF ${cpf}` : 'Atendente',
  });
}

/** The receipt of settlement `s`, whose money is in centavos (`loadSettlementInCentavos`). */
export function drawSettlementReceipt(company: Company, s: Settlement, now: Date): Promise<Buffer> {
  return render(company, now, {
    title: `Recibo de acerto nº ${s.numero}`,
    paragraph:
      `${company.name}${company.cnpj ? `, CNPJ ${formatCnpj(company.cnpj)},` : ''} recebeu de ${s.tripeiro_nome} a importância de ` +
      `${formatBRL(s.valor_entregue)} (${amountInWords(s.valor_entregue)}), por ${s.forma_pagamento}, em acerto das entradas${periodText(s.periodo_inicio, s.periodo_fim)} ` +
      `relacionadas abaixo: saldo de ${formatBRL(s.saldo)}, menos a comissão do tripeiro de ${formatBRL(s.comissao)}.` +
      (s.conta_numero && s.abatimento > 0
        ? ` O saldo devedor da conta ${s.conta_numero} foi abatido em ${formatBRL(s.abatimento)}.`
        : '') +
      (s.items.some((i) => i.mes_fechado)
        ? ` As entradas de mês já fechado contam no caixa de ${formatLocalDate(s.data_acerto)}, a data deste acerto.`
        : ''),
    ...reversedBand(s),
    columns: itemColumns('Valor'),
    // docs/product-rules.md "Settling after the closing": an entrada of a closed month shows its
    // own date and the settlement's.
    rows: s.items.map((i) => [
      formatLocalDate(i.data_pagamento),
      i.mes_fechado
        ? `${i.descricao} (${formatMonthSlash(i.data_pagamento)} já estava fechado: recebida em ${formatLocalDate(s.data_acerto)})`
        : i.descricao,
      formatBRL(i.valor),
      formatBRL(i.comissao_tripeiro),
    ]),
    totals: [
      ['Saldo', formatBRL(s.saldo)],
      ['Comissão do tripeiro', `− ${formatBRL(s.comissao)}`],
      ['Valor entregue', formatBRL(s.valor_entregue)],
    ],
    date: s.data_acerto,
    signer: company.name,
    signerRole: 'Recebido por',
  });
}

function render(company: Company, now: Date, r: Receipt): Promise<Buffer> {
  const { doc, finish, ...fonts } = openPdf({
    size: 'A4',
    margin: 50,
    bufferPages: true,
    info: { Title: r.title, Author: company.name },
  });
  const layout = layoutOf(doc, fonts);
  const { useFont, left, width } = layout;

  companyHeading(layout, company, 16);
  doc.moveDown(1.2);
  let fit = useFont(true);
  doc.fontSize(14).fillColor(INK).text(fit(r.title), { width, align: 'center' });
  doc.moveDown(1);

  if (r.reversed) {
    fit = useFont(true);
    const y = doc.y;
    doc.fontSize(10);
    const h = doc.heightOfString(fit(r.reversed), { width: width - 16 }) + 12;
    doc.rect(left, y, width, h).fill('#fee2e2');
    doc.fillColor('#991b1b').text(fit(r.reversed), left + 8, y + 6, { width: width - 16 });
    doc.y = y + h + 10;
    doc.x = left;
  }

  fit = useFont(false);
  // Its amounts never break after 'R$': formatBRL joins them with a no-break space.
  doc.fontSize(11).fillColor(INK).text(fit(r.paragraph), left, doc.y, { width, align: 'justify', lineGap: 3 });
  doc.moveDown(1.2);

  // Items
  tableRow(
    layout,
    r.columns,
    r.columns.map((c) => c.header),
    { header: true, bottom: 170 },
  );
  for (const row of r.rows) tableRow(layout, r.columns, row, { bottom: 170 });
  doc.moveDown(0.6);
  for (const [label, value] of r.totals) {
    const y = doc.y;
    fit = useFont(true);
    doc
      .fontSize(10)
      .fillColor(INK)
      .text(fit(label), left, y, { width: width - 110, align: 'right', lineBreak: false });
    doc.text(fit(value), left + width - 100, y, { width: 96, align: 'right', lineBreak: false });
    doc.x = left;
    doc.y = y + 16;
  }

  // Place and date, signature.
  if (doc.y > doc.page.height - 200) doc.addPage();
  doc.moveDown(2);
  fit = useFont(false);
  doc
    .fontSize(11)
    .fillColor(INK)
    .text(fit(`${placeOf(company)}${formatLongDate(r.date)}.`), left, doc.y, { width });
  doc.moveDown(4);
  const sigWidth = 280;
  const sigX = left + (width - sigWidth) / 2;
  doc
    .moveTo(sigX, doc.y)
    .lineTo(sigX + sigWidth, doc.y)
    .strokeColor(INK)
    .lineWidth(0.8)
    .stroke();
  doc.moveDown(0.4);
  fit = useFont(true);
  doc.fontSize(10).text(fit(r.signer), sigX, doc.y, { width: sigWidth, align: 'center' });
  fit = useFont(false);
  doc.fontSize(9).fillColor(GREY).text(fit(r.signerRole), sigX, doc.y, { width: sigWidth, align: 'center' });

  pageFooters(layout, now);
  return finish();
}

/** The receipts, drawn on a document thread when they run (lib/documents.ts). */
export const payoutReceipt = offThread('payoutReceipt', drawPayoutReceipt);
export const settlementReceipt = offThread('settlementReceipt', drawSettlementReceipt);
