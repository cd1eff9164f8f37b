import type { Expense } from '@livro-caixa/domain';
import { Receipt } from 'lucide-react';
import { actionsColumn, figureColumn, TruncatedText } from '../../../components/ui/columns';
import { type Column, DataTable } from '../../../components/ui/data-table';
import { EmptyState } from '../../../components/ui/empty-state';
import { DateWithLock, EditDeleteActions } from '../../../components/ui/row-actions';
import { formatReais } from '../../../lib/format';
import { useDateFormat } from '../../../lib/preferences';

export function ExpensesTable({
  expenses,
  loading,
  busy,
  onEdit,
  onDelete,
  isLocked = () => false,
}: {
  expenses: Expense[];
  loading: boolean;
  busy: boolean;
  onEdit: (expense: Expense) => void;
  onDelete: (expense: Expense) => void;
  /** Whether the row's month is closed: a lock, and edit/delete disabled with the reason. */
  isLocked?: (expense: Expense) => boolean;
}) {
  const { formatDate } = useDateFormat();
  const columns: Column<Expense>[] = [
    {
      key: 'data',
      header: 'Data',
      cell: (e) => <DateWithLock text={formatDate(e.data_despesa)} locked={isLocked(e)} />,
      className: 'whitespace-nowrap tabular-nums max-sm:order-1',
    },
    {
      key: 'descricao',
      header: 'Descrição',
      mobile: 'title',
      // Takes the room the other columns leave, and truncates within it.
      className: 'sm:w-full sm:max-w-0 sm:min-w-40',
      cell: (e) => <TruncatedText text={e.descricao} />,
    },
    {
      key: 'categoria',
      header: 'Categoria',
      className: 'whitespace-nowrap max-sm:order-3',
      cell: (e) => (
        <span className="inline-flex rounded-md bg-zinc-100 px-2 py-0.5 text-xs font-medium text-zinc-700 dark:bg-zinc-800 dark:text-zinc-300">
          {e.categoria}
        </span>
      ),
    },
    {
      key: 'forma',
      header: 'Forma de Pagamento',
      className: 'whitespace-nowrap max-sm:order-4',
      cell: (e) => e.forma_pagamento ?? <span className="text-zinc-400 dark:text-zinc-500">—</span>,
    },
    figureColumn('valor', 'Valor', (e) => formatReais(e.valor), {
      className: 'font-medium text-zinc-900 dark:text-zinc-100 max-sm:order-2',
    }),
    actionsColumn(
      'acoes',
      (e) => <EditDeleteActions locked={isLocked(e)} onEdit={() => onEdit(e)} onDelete={() => onDelete(e)} />,
      'whitespace-nowrap max-sm:order-5',
    ),
  ];

  return (
    <DataTable
      caption="Despesas"
      columns={columns}
      rows={expenses}
      rowKey={(e) => e.id}
      loading={loading}
      busy={busy}
      empty={<EmptyState icon={Receipt} title="Nenhuma despesa encontrada para os filtros selecionados" />}
    />
  );
}
