import type { UserMetrics } from '@livro-caixa/domain';
import { PAYMENT_TYPE_LABELS } from '@livro-caixa/domain';
import { ActiveBadge, PaymentStatusBadge } from '../../../components/ui/badge';
import { figureColumn } from '../../../components/ui/columns';
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
/** An amount in reais: right-aligned, on one line, with tabular digits. */
const money = <T,>(key: string, header: string, value: (row: T) => number) =>
  figureColumn<T>(key, header, (row) => formatReais(value(row)), { className: 'tabular-nums' });

const attendantColumns: Column<Attendant>[] = [
  { key: 'nome', header: 'Nome', mobile: 'title', cell: (a) => name(a.nome) },
  { key: 'comissao', header: 'Comissão', align: 'right', cell: (a) => formatRate(a.comissao_percentual) },
  { key: 'vendas', header: 'Vendas', align: 'right', cell: (a) => a.total_payments },
  money('total', 'Comissões', (a) => a.total_commissions),
  { key: 'status', header: 'Status', cell: (a) => <ActiveBadge active={a.ativo === 1} /> },
];

const tripeiroColumns: Column<Tripeiro>[] = [
  { key: 'nome', header: 'Nome', mobile: 'title', cell: (t) => name(t.nome) },
  { key: 'comissao', header: 'Comissão', align: 'right', cell: (t) => formatRate(t.comissao_percentual) },
  money('saldo', 'Saldo pendente', (t) => t.saldo_pendente),
  { key: 'status', header: 'Status', cell: (t) => <ActiveBadge active={t.ativo === 1} /> },
];

const topColumns: Column<Top>[] = [
  { key: 'nome', header: 'Atendente', mobile: 'title', cell: (t) => name(t.nome) },
  { key: 'vendas', header: 'Vendas', align: 'right', cell: (t) => t.total_vendas },
  money('valor', 'Valor', (t) => t.total_valor),
  money('comissao', 'Comissão', (t) => t.total_comissao),
];

const paymentColumns: Column<Payment>[] = [
  { key: 'descricao', header: 'Descrição', mobile: 'title', cell: (p) => name(p.descricao) },
  { key: 'data', header: 'Data', className: nowrap, cell: (p) => <LocalDate date={p.data_pagamento} /> },
  { key: 'tipo', header: 'Tipo', cell: (p) => PAYMENT_TYPE_LABELS[p.tipo_pagamento] },
  money('valor', 'Valor', (p) => p.valor),
  { key: 'status', header: 'Status', cell: (p) => <PaymentStatusBadge status={p.status} /> },
];

const expenseColumns: Column<Expense>[] = [
  { key: 'descricao', header: 'Descrição', mobile: 'title', cell: (e) => name(e.descricao) },
  { key: 'data', header: 'Data', className: nowrap, cell: (e) => <LocalDate date={e.data_despesa} /> },
  { key: 'categoria', header: 'Categoria', cell: (e) => e.categoria },
  money('valor', 'Valor', (e) => e.valor),
];

/** One of the user's lists: its rows by id, under `caption`, `empty` when there are none. */
function listOf<T extends { id: number }>(columns: Column<T>[], caption: string, empty: string) {
  return function MetricsList({ rows }: { rows: T[] }) {
    return <DataTable columns={columns} rows={rows} rowKey={(row) => row.id} caption={caption} empty={empty} />;
  };
}

export const AttendantsList = listOf(attendantColumns, 'Atendentes', 'Nenhum atendente cadastrado');
export const TripeirosList = listOf(tripeiroColumns, 'Tripeiros', 'Nenhum tripeiro cadastrado');
export const TopAttendantsList = listOf(topColumns, 'Top Atendentes', 'Nenhuma venda no período');
export const PaymentsList = listOf(paymentColumns, 'Últimos Pagamentos', 'Nenhum pagamento no período');
export const ExpensesList = listOf(expenseColumns, 'Últimas Despesas', 'Nenhuma despesa no período');
