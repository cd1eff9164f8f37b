import type { UserMetrics } from '@livro-caixa/domain';
import { PAYMENT_TYPE_LABELS } from '@livro-caixa/domain';
import { ActiveBadge, PaymentStatusBadge } from '../../../components/ui/badge';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { LocalDate } from '../../../components/ui/local-date';
import { formatRate, formatReais } from '../../../lib/format';

type Attendant = UserMetrics['atendentes'][number];
type Tripeiro = UserMetrics['tripeiros'][number];
type Top = UserMetrics['topAtendentes'][number];
type Payment = UserMetrics['ultimosPagamentos'][number];
type Expense = UserMetrics['ultimasDespesas'][number];

const name = (text: string) => <span className="font-medium text-zinc-900 dark:text-zinc-100">{text}</span>;
const nowrap = 'whitespace-nowrap tabular-nums';

const attendantColumns: Column<Attendant>[] = [
  { key: 'nome', header: 'Nome', mobile: 'title', cell: (a) => name(a.nome) },
  { key: 'comissao', header: 'Comissão', align: 'right', cell: (a) => formatRate(a.comissao_percentual) },
  { key: 'vendas', header: 'Vendas', align: 'right', cell: (a) => a.total_payments },
  {
    key: 'total',
    header: 'Comissões',
    align: 'right',
    className: nowrap,
    cell: (a) => formatReais(a.total_commissions),
  },
  { key: 'status', header: 'Status', cell: (a) => <ActiveBadge active={a.ativo === 1} /> },
];

const tripeiroColumns: Column<Tripeiro>[] = [
  { key: 'nome', header: 'Nome', mobile: 'title', cell: (t) => name(t.nome) },
  { key: 'comissao', header: 'Comissão', align: 'right', cell: (t) => formatRate(t.comissao_percentual) },
  {
    key: 'saldo',
    header: 'Saldo pendente',
    align: 'right',
    className: nowrap,
    cell: (t) => formatReais(t.saldo_pendente),
  },
  { key: 'status', header: 'Status', cell: (t) => <ActiveBadge active={t.ativo === 1} /> },
];

const topColumns: Column<Top>[] = [
  { key: 'nome', header: 'Atendente', mobile: 'title', cell: (t) => name(t.nome) },
  { key: 'vendas', header: 'Vendas', align: 'right', cell: (t) => t.total_vendas },
  { key: 'valor', header: 'Valor', align: 'right', className: nowrap, cell: (t) => formatReais(t.total_valor) },
  {
    key: 'comissao',
    header: 'Comissão',
    align: 'right',
    className: nowrap,
    cell: (t) => formatReais(t.total_comissao),
  },
];

const paymentColumns: Column<Payment>[] = [
  { key: 'descricao', header: 'Descrição', mobile: 'title', cell: (p) => name(p.descricao) },
  { key: 'data', header: 'Data', className: nowrap, cell: (p) => <LocalDate date={p.data_pagamento} /> },
  { key: 'tipo', header: 'Tipo', cell: (p) => PAYMENT_TYPE_LABELS[p.tipo_pagamento] },
  { key: 'valor', header: 'Valor', align: 'right', className: nowrap, cell: (p) => formatReais(p.valor) },
  { key: 'status', header: 'Status', cell: (p) => <PaymentStatusBadge status={p.status} /> },
];

const expenseColumns: Column<Expense>[] = [
  { key: 'descricao', header: 'Descrição', mobile: 'title', cell: (e) => name(e.descricao) },
  { key: 'data', header: 'Data', className: nowrap, cell: (e) => <LocalDate date={e.data_despesa} /> },
  { key: 'categoria', header: 'Categoria', cell: (e) => e.categoria },
  { key: 'valor', header: 'Valor', align: 'right', className: nowrap, cell: (e) => formatReais(e.valor) },
];

export function AttendantsList({ rows }: { rows: Attendant[] }) {
  return (
    <DataTable
      columns={attendantColumns}
      rows={rows}
      rowKey={(a) => a.id}
      caption="Atendentes"
      empty="Nenhum atendente cadastrado"
    />
  );
}

export function TripeirosList({ rows }: { rows: Tripeiro[] }) {
  return (
    <DataTable
      columns={tripeiroColumns}
      rows={rows}
      rowKey={(t) => t.id}
      caption="Tripeiros"
      empty="Nenhum tripeiro cadastrado"
    />
  );
}

export function TopAttendantsList({ rows }: { rows: Top[] }) {
  return (
    <DataTable
      columns={topColumns}
      rows={rows}
      rowKey={(t) => t.id}
      caption="Top Atendentes"
      empty="Nenhuma venda no período"
    />
  );
}

export function PaymentsList({ rows }: { rows: Payment[] }) {
  return (
    <DataTable
      columns={paymentColumns}
      rows={rows}
      rowKey={(p) => p.id}
      caption="Últimos Pagamentos"
      empty="Nenhum pagamento no período"
    />
  );
}

export function ExpensesList({ rows }: { rows: Expense[] }) {
  return (
    <DataTable
      columns={expenseColumns}
      rows={rows}
      rowKey={(e) => e.id}
      caption="Últimas Despesas"
      empty="Nenhuma despesa no período"
    />
  );
}
