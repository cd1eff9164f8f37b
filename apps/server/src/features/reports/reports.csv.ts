import {
  formatLocalDate,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  REPORT_GROUP_BY_LABELS,
  REPORT_TYPE_LABELS,
  type Report,
} from '@livro-caixa/domain';

/**
 * The report as CSV for Excel in pt-BR: UTF-8 with BOM, `;` between fields, decimal comma, dates
 * dd/MM/yyyy, CRLF line ends. Sections are separated by a blank line and start with a title row.
 */
const number = new Intl.NumberFormat('pt-BR', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  useGrouping: false,
});

/** A figure the CSV writes as text (a count, a percentage): data, so never neutralised. */
class Figure {
  constructor(readonly text: string) {}
}

/** A string is text someone typed or a label; a number or a Figure is data. */
type Cell = string | number | Figure | null;

/**
 * Text that a spreadsheet would run as a formula (OWASP's CSV injection list: = + - @, tab and
 * carriage return at the start). Such a cell gets a leading `'`, which Excel and LibreOffice read
 * as "this is text" and do not show. A negative figure is written as a number, not neutralised.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: Cell): string {
  if (value === null) return '';
  const text =
    typeof value === 'number'
      ? number.format(value)
      : value instanceof Figure
        ? value.text
        : FORMULA_START.test(value)
          ? `'${value}`
          : value;
  return /[";\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const int = (n: number) => new Figure(String(n));
const percent = (n: number | null) => (n === null ? null : new Figure(number.format(n)));

function section(title: string, header: string[], rows: Cell[][]): string[] {
  return [cell(title), header.map(cell).join(';'), ...rows.map((r) => r.map(cell).join(';')), ''];
}

export function reportToCsv(r: Report): string {
  const s = r.summary;
  const lines: string[] = [
    cell(`Relatório: ${REPORT_TYPE_LABELS[r.type]}`),
    cell(`Período: ${formatLocalDate(r.period.startDate)} a ${formatLocalDate(r.period.endDate)}`),
    '',
    ...section(
      'Resumo',
      ['Indicador', 'Valor'],
      [
        ['Receita', s.totalRevenue],
        ['Despesas', s.totalExpenses],
        ['Comissões de atendentes', s.attendantCommissions],
        ['Comissões de tripeiros', s.tripeiroCommissions],
        ['Lucro líquido', s.netProfit],
        ['Margem (%)', percent(s.profitMargin)],
        ['Pagamentos pendentes', s.pendingPayments],
        ['Quantidade de despesas', int(s.expenseCount)],
      ],
    ),
  ];
  const monthly = () =>
    section(
      'Evolução mensal',
      ['Mês', 'Receita', 'Despesas', 'Resultado'],
      r.monthlyTrend.map((m) => [
        `${m.month.slice(5, 7)}/${m.month.slice(0, 4)}`,
        m.revenue,
        m.expenses,
        m.revenue - m.expenses,
      ]),
    );
  const attendants = () =>
    section(
      'Atendentes',
      ['Atendente', 'Vendas', 'Total de vendas', 'Média por venda', 'Comissão', 'Comissão (% das vendas)'],
      r.byAttendant.map((a) => [
        a.name,
        int(a.salesCount),
        a.totalSales,
        a.salesCount ? a.totalSales / a.salesCount : 0,
        a.totalCommission,
        percent(a.commissionPercent),
      ]),
    );
  const tripeiros = () =>
    section(
      'Tripeiros',
      ['Tripeiro', 'Pagamentos', 'Pago', 'Pendente', '% pago', 'Comissão'],
      r.byTripeiro.map((t) => [
        t.name,
        int(t.paymentCount),
        t.totalPaid,
        t.totalPending,
        percent(t.totalPaid + t.totalPending ? (t.totalPaid / (t.totalPaid + t.totalPending)) * 100 : null),
        t.totalCommission,
      ]),
    );
  const categories = () =>
    section(
      'Despesas por categoria',
      ['Categoria', 'Quantidade', 'Valor', '% do total'],
      r.byCategory.map((c) => [c.name, int(c.count), c.value, percent(c.percentage)]),
    );
  const methods = () =>
    section(
      'Despesas por forma de pagamento',
      ['Forma de pagamento', 'Quantidade', 'Valor'],
      r.paymentMethods.map((m) => [m.name, int(m.count), m.total]),
    );
  const products = () =>
    section(
      'Mais vendidos',
      ['Descrição', 'Quantidade', 'Total'],
      r.topProducts.map((p) => [p.name, int(p.count), p.total]),
    );

  switch (r.type) {
    case 'financial':
      lines.push(...monthly(), ...categories(), ...attendants(), ...tripeiros(), ...products());
      break;
    case 'attendants':
      lines.push(...attendants());
      break;
    case 'tripeiros':
      lines.push(...tripeiros());
      break;
    case 'expenses':
      lines.push(...categories(), ...methods());
      break;
    case 'commissions':
      lines.push(...attendants(), ...tripeiros());
      break;
    case 'custom': {
      const by = r.groupBy ?? 'month';
      const label = (l: string) =>
        by === 'day'
          ? formatLocalDate(l)
          : by === 'month'
            ? `${l.slice(5, 7)}/${l.slice(0, 4)}`
            : by === 'status'
              ? (PAYMENT_STATUS_LABELS[l as PaymentStatus] ?? l)
              : l;
      lines.push(
        ...section(
          `Agrupado por ${REPORT_GROUP_BY_LABELS[by].toLowerCase()}`,
          [REPORT_GROUP_BY_LABELS[by], 'Quantidade', 'Receita', 'Despesas', 'Resultado'],
          r.groups.map((g) => [label(g.label), int(g.count), g.revenue, g.expenses, g.net]),
        ),
      );
      break;
    }
  }
  return `\uFEFF${lines.join('\r\n')}`;
}
