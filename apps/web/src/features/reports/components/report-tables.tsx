import type { Report, ReportGroupBy } from '@livro-caixa/domain';
import { formatMonthNumeric, REPORT_GROUP_BY_LABELS } from '@livro-caixa/domain';
import type { ReactNode } from 'react';
import { columnsWhere, figureColumn, TOTAL } from '../../../components/ui/columns';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EXPENSES_AND_SAIDAS, RESULT_HINT } from '../../../lib/figure-names';
import { usePreferences } from '../../../lib/preferences';
import { average, countOf, groupLabel, NO_DATA, percentOf, percentPaid, sumOf } from '../model';
import { brl, count, pct, rate } from './figures';

type AttendantRow = Report['byAttendant'][number];
type TripeiroRow = Report['byTripeiro'][number];
type CategoryRow = Report['byCategory'][number];
type MethodRow = Report['paymentMethods'][number];
type ProductRow = Report['topProducts'][number];
type GroupRow = Report['groups'][number];

const empty = <p className="text-sm text-zinc-500 dark:text-zinc-400">{NO_DATA}</p>;

/**
 * A money column summed in TOTAIS; `signed` paints a negative figure red (a result, never an
 * amount).
 */
function moneyColumn<R>(
  rows: readonly R[],
  key: string,
  header: string,
  value: (r: R) => number,
  signed = false,
): Column<R> {
  const show = (n: number) =>
    signed ? <span className={n < 0 ? 'text-red-600 dark:text-red-400' : undefined}>{brl(n)}</span> : brl(n);
  return figureColumn(key, header, (r) => show(value(r)), { footer: show(sumOf(rows, value)) });
}

type Variant = 'top' | 'full' | 'commissions';

interface PeopleProps<R> {
  rows: readonly R[];
  variant: Variant;
  caption: string;
}

/** 'top' is five rows without TOTAIS: a footer cell only for the other variants. */
const footerUnlessTop = (variant: Variant) => (cell: ReactNode) => (variant === 'top' ? undefined : cell);

function PeopleTable<R extends { id: number }>({
  rows,
  variant,
  caption,
  columns,
}: PeopleProps<R> & { columns: Column<R>[] }) {
  return (
    <DataTable
      columns={columns}
      rows={variant === 'top' ? rows.slice(0, 5) : rows}
      rowKey={(r) => r.id}
      caption={caption}
      empty={empty}
    />
  );
}

/**
 * Attendants: 'top' (financial view, five rows), 'full' (with average per sale and commission as %
 * of sales, TOTAIS) or 'commissions'.
 */
export function AttendantsTable({ rows, variant, caption }: PeopleProps<AttendantRow>) {
  const sales = countOf(rows, (r) => r.salesCount);
  const total = sumOf(rows, (r) => r.totalSales);
  const commission = sumOf(rows, (r) => r.totalCommission);
  const footer = footerUnlessTop(variant);
  const columns = columnsWhere<AttendantRow>(
    { key: 'name', header: 'Atendente', cell: (r) => r.name, mobile: 'title', footer: footer(TOTAL) },
    figureColumn('sales', 'Vendas', (r) => count(r.salesCount), { footer: footer(count(sales)) }),
    figureColumn('total', 'Total Vendido', (r) => brl(r.totalSales), { footer: footer(brl(total)) }),
    variant === 'full' &&
      figureColumn('average', 'Média por Venda', (r) => brl(average(r.totalSales, r.salesCount)), {
        footer: brl(average(total, sales)),
      }),
    figureColumn('commission', 'Comissão', (r) => brl(r.totalCommission), { footer: footer(brl(commission)) }),
    variant !== 'top' &&
      figureColumn(
        'commissionPercent',
        'Comissão (% das Vendas)',
        (r) => pct(percentOf(r.totalCommission, r.totalSales)),
        {
          footer: pct(percentOf(commission, total)),
        },
      ),
  );
  return <PeopleTable rows={rows} variant={variant} caption={caption} columns={columns} />;
}

/** Tripeiros: 'top' (five rows), 'full' (% paid = paid / (paid + pending), TOTAIS) or 'commissions'. */
export function TripeirosTable({ rows, variant, caption }: PeopleProps<TripeiroRow>) {
  const payments = countOf(rows, (r) => r.paymentCount);
  const paid = sumOf(rows, (r) => r.totalPaid);
  const pending = sumOf(rows, (r) => r.totalPending);
  const commission = sumOf(rows, (r) => r.totalCommission);
  const footer = footerUnlessTop(variant);
  const columns = columnsWhere<TripeiroRow>(
    { key: 'name', header: 'Tripeiro', cell: (r) => r.name, mobile: 'title', footer: footer(TOTAL) },
    variant === 'full' &&
      figureColumn('count', 'Pagamentos', (r) => count(r.paymentCount), { footer: count(payments) }),
    variant !== 'top' && figureColumn('percent', 'Comissão %', (r) => rate(r.commissionPercent), { footer: null }),
    figureColumn('paid', 'Pago', (r) => brl(r.totalPaid), { footer: footer(brl(paid)) }),
    variant !== 'commissions' &&
      figureColumn('pending', 'Pendente', (r) => brl(r.totalPending), { footer: footer(brl(pending)) }),
    variant === 'full' &&
      figureColumn('paidPercent', '% Pago', (r) => pct(percentPaid(r.totalPaid, r.totalPending)), {
        footer: pct(percentPaid(paid, pending)),
      }),
    figureColumn('commission', 'Comissão', (r) => brl(r.totalCommission), { footer: footer(brl(commission)) }),
  );
  return <PeopleTable rows={rows} variant={variant} caption={caption} columns={columns} />;
}

/** Expenses by category with their share of the total and TOTAIS. */
export function CategoriesTable({ rows }: { rows: readonly CategoryRow[] }) {
  const total = sumOf(rows, (r) => r.value);
  const quantity = countOf(rows, (r) => r.count);
  const columns: Column<CategoryRow>[] = [
    { key: 'name', header: 'Categoria', cell: (r) => r.name, mobile: 'title', footer: TOTAL },
    figureColumn('count', 'Quantidade', (r) => count(r.count), { footer: count(quantity) }),
    figureColumn('value', 'Valor', (r) => brl(r.value), { footer: brl(total) }),
    figureColumn('average', 'Média', (r) => brl(average(r.value, r.count)), { footer: brl(average(total, quantity)) }),
    figureColumn('share', '% do Total', (r) => pct(r.percentage), { footer: pct(total > 0 ? 100 : null) }),
  ];
  return (
    <DataTable columns={columns} rows={rows} rowKey={(r) => r.name} caption="Despesas por categoria" empty={empty} />
  );
}

/** Expenses by forma de pagamento, with their share and TOTAIS. */
export function MethodsTable({ rows }: { rows: readonly MethodRow[] }) {
  const total = sumOf(rows, (r) => r.total);
  const columns: Column<MethodRow>[] = [
    { key: 'name', header: 'Forma de Pagamento', cell: (r) => r.name, mobile: 'title', footer: TOTAL },
    figureColumn('count', 'Quantidade', (r) => count(r.count), { footer: count(countOf(rows, (r) => r.count)) }),
    figureColumn('total', 'Valor', (r) => brl(r.total), { footer: brl(total) }),
    figureColumn('share', '% do Total', (r) => pct(percentOf(r.total, total)), { footer: pct(total > 0 ? 100 : null) }),
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.name}
      caption="Despesas por forma de pagamento"
      empty={empty}
    />
  );
}

type TrendRow = Report['monthlyTrend'][number];

/** Under a table with a Resultado column: what it is, and that Lucro Líquido is not it. */
export function ResultHint() {
  return <p className="px-4 pt-1 pb-3 text-xs text-zinc-500 dark:text-zinc-400">{RESULT_HINT}</p>;
}

/** The monthly trend's figures under its bars: Receita, Despesas + saídas and Resultado per month, TOTAIS. */
export function TrendTable({ rows }: { rows: readonly TrendRow[] }) {
  if (!rows.some((r) => r.revenue !== 0 || r.expenses !== 0)) return null;
  const net = (r: TrendRow) => sumOf([r.revenue, -r.expenses], (n) => n);
  const columns: Column<TrendRow>[] = [
    { key: 'month', header: 'Mês', cell: (r) => formatMonthNumeric(r.month), mobile: 'title', footer: TOTAL },
    moneyColumn(rows, 'revenue', 'Receita', (r) => r.revenue),
    moneyColumn(rows, 'expenses', EXPENSES_AND_SAIDAS, (r) => r.expenses),
    moneyColumn(rows, 'net', 'Resultado', net, true),
  ];
  return (
    <div className="border-t border-zinc-200 dark:border-zinc-800">
      <DataTable
        columns={columns}
        rows={rows}
        rowKey={(r) => r.month}
        caption="Receita e despesas por mês"
        empty={empty}
      />
      <ResultHint />
    </div>
  );
}

/** The best-selling descriptions (confirmed entradas), five rows. */
export function ProductsTable({ rows }: { rows: readonly ProductRow[] }) {
  const columns: Column<ProductRow>[] = [
    { key: 'name', header: 'Descrição', cell: (r) => r.name, mobile: 'title' },
    figureColumn('count', 'Vendas', (r) => count(r.count)),
    figureColumn('total', 'Total', (r) => brl(r.total)),
  ];
  return (
    <DataTable columns={columns} rows={rows.slice(0, 5)} rowKey={(r) => r.name} caption="Mais vendidos" empty={empty} />
  );
}

/**
 * The custom report: one row per group, with TOTAIS. By status, each status's entradas and saídas
 * have their own columns and only confirmed ones are Receita and Despesas (docs/product-rules.md
 * 'Money'), so TOTAIS' Receita is the period's revenue.
 */
export function GroupsTable({ rows, by }: { rows: readonly GroupRow[]; by: ReportGroupBy }) {
  const { preferences } = usePreferences();
  const columns: Column<GroupRow>[] = [
    {
      key: 'label',
      header: REPORT_GROUP_BY_LABELS[by],
      cell: (r) => groupLabel(by, r.label, preferences.dateFormat),
      mobile: 'title',
      footer: TOTAL,
    },
    figureColumn('count', 'Quantidade', (r) => count(r.count), { footer: count(countOf(rows, (r) => r.count)) }),
  ];
  if (by === 'status') {
    columns.push(
      moneyColumn(rows, 'entradas', 'Entradas', (r) => r.entradas),
      moneyColumn(rows, 'saidas', 'Saídas', (r) => r.saidas),
    );
  }
  columns.push(
    moneyColumn(rows, 'revenue', 'Receita', (r) => r.revenue),
    moneyColumn(rows, 'expenses', EXPENSES_AND_SAIDAS, (r) => r.expenses),
    moneyColumn(rows, 'net', 'Resultado', (r) => r.net, true),
  );
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.label}
      caption={`Agrupado por ${REPORT_GROUP_BY_LABELS[by].toLowerCase()}`}
      empty={empty}
    />
  );
}
