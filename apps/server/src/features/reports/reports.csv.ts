import {
  formatLocalDate,
  formatMonthNumeric,
  PAYMENT_STATUS_LABELS,
  type PaymentStatus,
  REPORT_GROUP_BY_LABELS,
  REPORT_TYPE_LABELS,
  type Report,
} from '@livro-caixa/domain';
import { BOM, type Cell, cell, EOL, int, line, percent } from '../../lib/csv.js';

/** The report as CSV (lib/csv): sections separated by a blank line, each starting with a title row. */
function section(title: string, header: string[], rows: Cell[][]): string[] {
  return [cell(title), line(header), ...rows.map(line), ''];
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
        // Names as on screen (docs/product-rules.md "Figures on screen and in files").
        ['Receita', s.totalRevenue],
        ['Despesas', s.recordedExpenses],
        ['Saídas confirmadas', s.confirmedSaidas],
        ['Despesas + saídas', s.totalExpenses],
        ['Resultado', s.result],
        ['Comissões de atendentes', s.attendantCommissions],
        ['Comissões de tripeiros', s.tripeiroCommissions],
        ['Lucro líquido', s.netProfit],
        ['Margem (%)', percent(s.profitMargin)],
        ['Pagamentos pendentes', s.pendingPayments],
        ['Quantidade de despesas', int(s.expenseCount)],
        ['Quantidade de saídas confirmadas', int(s.confirmedSaidaCount)],
      ],
    ),
  ];
  const monthly = () =>
    section(
      'Evolução mensal',
      ['Mês', 'Receita', 'Despesas + saídas', 'Resultado'],
      r.monthlyTrend.map((m) => [formatMonthNumeric(m.month), m.revenue, m.expenses, m.revenue - m.expenses]),
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
            ? formatMonthNumeric(l)
            : by === 'status'
              ? (PAYMENT_STATUS_LABELS[l as PaymentStatus] ?? l)
              : l;
      // By status, each status's entradas and saídas in their own columns; revenue and expenses
      // only for confirmed ones (docs/product-rules.md 'Money').
      const apart = by === 'status';
      lines.push(
        ...section(
          `Agrupado por ${REPORT_GROUP_BY_LABELS[by].toLowerCase()}`,
          [
            REPORT_GROUP_BY_LABELS[by],
            'Quantidade',
            ...(apart ? ['Entradas', 'Saídas'] : []),
            'Receita',
            'Despesas + saídas',
            'Resultado',
          ],
          r.groups.map((g) => [
            label(g.label),
            int(g.count),
            ...(apart ? [g.entradas, g.saidas] : []),
            g.revenue,
            g.expenses,
            g.net,
          ]),
        ),
      );
      break;
    }
  }
  return `${BOM}${lines.join(EOL)}`;
}
