import { REPORT_GROUP_BY_LABELS, type Report } from '@livro-caixa/domain';
import {
  ChartColumn,
  Coins,
  CreditCard,
  Handshake,
  Layers,
  PiggyBank,
  Receipt,
  ShoppingBag,
  Tags,
  TrendingUp,
  Users,
  Wallet,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { FigureCard } from '../../../components/ui/figure-card';
import { ExpensesParts } from '../../../components/ui/figure-details';
import { TitledCard } from '../../../components/ui/titled-card';
import { EXPENSES_AND_SAIDAS, netProfitHint } from '../../../lib/figure-names';
import { average, countOf, percentOf, percentPaid, sumOf } from '../model';
import { CategoryBars, TrendBars } from './charts';
import { brl, count, pct } from './figures';
import {
  AttendantsTable,
  CategoriesTable,
  GroupsTable,
  MethodsTable,
  ProductsTable,
  ResultHint,
  TrendTable,
  TripeirosTable,
} from './report-tables';

/** A figure inside a sentence: 'R$' never parts from its number. */
function Amount({ value }: { value: number }) {
  return <span className="whitespace-nowrap">{brl(value)}</span>;
}

function Figures({ children }: { children: ReactNode }) {
  return <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4 print:grid-cols-4">{children}</div>;
}

function Columns({ children }: { children: ReactNode }) {
  return <div className="grid gap-6 xl:grid-cols-2">{children}</div>;
}

/**
 * Financeiro Geral: cards, monthly trend, expenses by category, top 5 attendants and tripeiros.
 * Names and hints as the dashboard's (docs/product-rules.md "Figures on screen and in files").
 */
function FinancialView({ report }: { report: Report }) {
  const s = report.summary;
  return (
    <>
      <Figures>
        <FigureCard
          label="Receita"
          icon={Wallet}
          tone="emerald"
          value={brl(s.totalRevenue)}
          detail={
            <p>
              Pendente: <Amount value={s.pendingPayments} />
            </p>
          }
        />
        <FigureCard
          label={EXPENSES_AND_SAIDAS}
          icon={Receipt}
          tone="red"
          value={brl(s.totalExpenses)}
          detail={<ExpensesParts figures={s} />}
        />
        <FigureCard
          label="Lucro Líquido"
          icon={PiggyBank}
          tone={s.netProfit < 0 ? 'red' : 'sky'}
          value={brl(s.netProfit)}
          negative={s.netProfit < 0}
          detail={
            <>
              <p>Margem: {pct(s.profitMargin)}</p>
              <p>{netProfitHint(s)}</p>
            </>
          }
        />
        <FigureCard
          label="Comissões"
          icon={Handshake}
          tone="violet"
          value={brl(s.totalCommissions)}
          detail={
            <>
              <p>
                Atendentes: <Amount value={s.attendantCommissions} />
              </p>
              <p>
                Tripeiros: <Amount value={s.tripeiroCommissions} />
              </p>
            </>
          }
        />
      </Figures>
      <TitledCard title="Evolução Mensal" icon={TrendingUp}>
        <TrendBars rows={report.monthlyTrend} />
        {/* The bars' values, month by month (the bars alone showed no figures). */}
        <TrendTable rows={report.monthlyTrend} />
      </TitledCard>
      <Columns>
        <TitledCard title="Despesas por Categoria" icon={Tags}>
          <CategoryBars rows={report.byCategory} />
        </TitledCard>
        <TitledCard title="Top 5 Atendentes" icon={Users}>
          <AttendantsTable rows={report.byAttendant} variant="top" caption="Top 5 atendentes" />
        </TitledCard>
        <TitledCard title="Top 5 Tripeiros" icon={Handshake}>
          <TripeirosTable rows={report.byTripeiro} variant="top" caption="Top 5 tripeiros" />
        </TitledCard>
        <TitledCard title="Mais Vendidos" icon={ShoppingBag}>
          <ProductsTable rows={report.topProducts} />
        </TitledCard>
      </Columns>
    </>
  );
}

/** Por Atendentes: sales, average per sale, commission and its share of the sales. */
function AttendantsView({ report }: { report: Report }) {
  const rows = report.byAttendant;
  const sales = countOf(rows, (r) => r.salesCount);
  const total = sumOf(rows, (r) => r.totalSales);
  const commission = sumOf(rows, (r) => r.totalCommission);
  return (
    <>
      <Figures>
        <FigureCard label="Atendentes com Vendas" icon={Users} tone="sky" value={count(rows.length)} />
        <FigureCard
          label="Total Vendido"
          icon={Wallet}
          tone="emerald"
          value={brl(total)}
          detail={<p>{sales === 1 ? '1 venda confirmada' : `${count(sales)} vendas confirmadas`}</p>}
        />
        <FigureCard label="Média por Venda" icon={ChartColumn} tone="zinc" value={brl(average(total, sales))} />
        <FigureCard
          label="Comissões"
          icon={Handshake}
          tone="violet"
          value={brl(commission)}
          detail={<p>{pct(percentOf(commission, total))} das vendas</p>}
        />
      </Figures>
      <TitledCard title="Desempenho por Atendente" icon={Users}>
        <AttendantsTable rows={rows} variant="full" caption="Desempenho por atendente" />
      </TitledCard>
    </>
  );
}

/** Por Tripeiros: paid and pending entradas, % paid and commissions. */
function TripeirosView({ report }: { report: Report }) {
  const rows = report.byTripeiro;
  const paid = sumOf(rows, (r) => r.totalPaid);
  const pending = sumOf(rows, (r) => r.totalPending);
  const commission = sumOf(rows, (r) => r.totalCommission);
  return (
    <>
      <Figures>
        <FigureCard
          label="Total Pago"
          icon={Wallet}
          tone="emerald"
          value={brl(paid)}
          detail={<p>{count(countOf(rows, (r) => r.paymentCount))} pagamentos</p>}
        />
        <FigureCard label="Total Pendente" icon={Coins} tone="amber" value={brl(pending)} />
        <FigureCard label="% Pago" icon={ChartColumn} tone="sky" value={pct(percentPaid(paid, pending))} />
        <FigureCard label="Comissões" icon={Handshake} tone="violet" value={brl(commission)} />
      </Figures>
      <TitledCard title="Pagamentos por Tripeiro" icon={Handshake}>
        <TripeirosTable rows={rows} variant="full" caption="Pagamentos por tripeiro" />
      </TitledCard>
    </>
  );
}

/** Análise de Despesas: categories and formas de pagamento. */
function ExpensesView({ report }: { report: Report }) {
  const total = sumOf(report.byCategory, (r) => r.value);
  const entries = countOf(report.byCategory, (r) => r.count);
  const top = report.byCategory[0];
  return (
    <>
      <Figures>
        {/* Despesas as on the Despesas page; with the confirmed saídas it is the other screens' total. */}
        <FigureCard
          label="Despesas"
          icon={Receipt}
          tone="red"
          value={brl(total)}
          detail={
            report.summary.totalExpenses !== total ? (
              <p>
                {EXPENSES_AND_SAIDAS}: <Amount value={report.summary.totalExpenses} />
              </p>
            ) : undefined
          }
        />
        <FigureCard label="Lançamentos" icon={Layers} tone="zinc" value={count(entries)} />
        <FigureCard label="Média por Despesa" icon={ChartColumn} tone="sky" value={brl(average(total, entries))} />
        <FigureCard
          label="Maior Categoria"
          icon={Tags}
          tone="amber"
          value={top ? top.name : '—'}
          detail={top ? <p>{`${brl(top.value)} · ${pct(top.percentage)}`}</p> : undefined}
        />
      </Figures>
      <Columns>
        <TitledCard title="Distribuição por Categoria" icon={Tags}>
          <CategoryBars rows={report.byCategory} />
        </TitledCard>
        <TitledCard title="Formas de Pagamento" icon={CreditCard}>
          <MethodsTable rows={report.paymentMethods} />
        </TitledCard>
      </Columns>
      <TitledCard title="Despesas por Categoria" icon={Receipt}>
        <CategoriesTable rows={report.byCategory} />
      </TitledCard>
    </>
  );
}

/** Comissões: attendants' and tripeiros' commissions with totals. */
function CommissionsView({ report }: { report: Report }) {
  const s = report.summary;
  return (
    <>
      <Figures>
        <FigureCard label="Comissões de Atendentes" icon={Users} tone="sky" value={brl(s.attendantCommissions)} />
        <FigureCard label="Comissões de Tripeiros" icon={Handshake} tone="violet" value={brl(s.tripeiroCommissions)} />
        <FigureCard label="Total de Comissões" icon={Coins} tone="amber" value={brl(s.totalCommissions)} />
        <FigureCard
          label="% da Receita"
          icon={ChartColumn}
          tone="emerald"
          value={pct(percentOf(s.totalCommissions, s.totalRevenue))}
          detail={
            <p>
              Receita: <Amount value={s.totalRevenue} />
            </p>
          }
        />
      </Figures>
      <TitledCard title="Comissões de Atendentes" icon={Users}>
        <AttendantsTable rows={report.byAttendant} variant="commissions" caption="Comissões de atendentes" />
      </TitledCard>
      <TitledCard title="Comissões de Tripeiros" icon={Handshake}>
        <TripeirosTable rows={report.byTripeiro} variant="commissions" caption="Comissões de tripeiros" />
      </TitledCard>
    </>
  );
}

/** Personalizado: the period cut by the chosen dimension. */
function CustomView({ report }: { report: Report }) {
  const by = report.groupBy ?? 'month';
  return (
    <TitledCard title={`Agrupado por ${REPORT_GROUP_BY_LABELS[by].toLowerCase()}`} icon={Layers}>
      <GroupsTable rows={report.groups} by={by} />
      <ResultHint />
    </TitledCard>
  );
}

const VIEWS = {
  financial: FinancialView,
  attendants: AttendantsView,
  tripeiros: TripeirosView,
  expenses: ExpensesView,
  commissions: CommissionsView,
  custom: CustomView,
} as const;

/** The body of a report, by the report's own type (the previous one stays while the next loads). */
export function ReportView({ report }: { report: Report }) {
  const View = VIEWS[report.type];
  return (
    <div className="space-y-6 print:space-y-4">
      <View report={report} />
    </div>
  );
}
