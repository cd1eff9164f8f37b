/**
 * The closing's WhatsApp message (DESIGN "Closing"): a concise plain-text summary of the month in
 * BRL, opened with https://wa.me/?text=… so the owner picks the contact.
 */
import { type Closing, type DateFormat, formatCnpj, formatLocalDate, formatMonthName } from '@livro-caixa/domain';
import { EXPENSES_AND_SAIDAS } from '../../lib/figure-names';
import { formatReais } from '../../lib/format';

/** ' (despesas R$ X + saídas R$ Y)' when the closing has the parts (a month closed before they were kept has none). */
function expensesParts(cards: Closing['cards']): string {
  const { recordedExpenses, confirmedSaidas } = cards;
  if (recordedExpenses === undefined || confirmedSaidas === undefined) return '';
  return ` (despesas ${formatReais(recordedExpenses)} + saídas ${formatReais(confirmedSaidas)})`;
}

export function closingSummaryText(closing: Closing, dateFormat: DateFormat = 'DD/MM/YYYY'): string {
  const { company, cards, period } = closing;
  const lines = [
    `Fechamento de ${formatMonthName(closing.month)}`,
    company.cnpj ? `${company.name} (CNPJ ${formatCnpj(company.cnpj)})` : company.name,
    `Período: ${formatLocalDate(period.startDate, dateFormat)} a ${formatLocalDate(period.endDate, dateFormat)}`,
    `Status: ${closing.status === 'fechado' ? 'Fechado' : 'Aberto'}`,
    '',
    `Receita Total: ${formatReais(cards.totalRevenue)}`,
    `Comissão Atendentes: ${formatReais(cards.attendantCommissions)}`,
    `Comissão sobre recebidos (tripeiros): ${formatReais(cards.tripeiroCommissions)}`,
    `${EXPENSES_AND_SAIDAS}: ${formatReais(cards.totalExpenses)}${expensesParts(cards)}`,
    `Lucro Líquido: ${formatReais(cards.netProfit)}`,
    '',
    `Comissão a descontar dos pendentes (tripeiros): ${formatReais(closing.tripeirosTotals.comissao)}`,
    `Tripeiros a receber: ${formatReais(closing.tripeirosTotals.a_receber)}`,
    `Comissões dos atendentes: ${formatReais(closing.attendantsTotals.total_commission)}`,
  ];
  // Earned / paid / to pay ('a pagar') of each person (docs/product-rules.md "Settling up").
  const { settling } = closing;
  const figures = (f: { earned: number; paid: number; open: number }) =>
    `ganha ${formatReais(f.earned)}, paga ${formatReais(f.paid)}, a pagar ${formatReais(f.open)}`;
  if (settling.attendants.length > 0) {
    lines.push('', 'Acertos dos atendentes:');
    for (const a of settling.attendants) lines.push(`- ${a.nome}: ${figures(a)}`);
    lines.push(`Total: ${figures(settling.attendantsTotals)}`);
  }
  if (settling.tripeiros.length > 0) {
    lines.push('', 'Acertos dos tripeiros (comissão):');
    for (const t of settling.tripeiros) lines.push(`- ${t.nome}: ${figures(t)}`);
    lines.push(`Total: ${figures(settling.tripeirosTotals)}`);
  }
  return lines.join('\n');
}

export function whatsappUrl(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}
