import type { ReactNode } from 'react';
import { formatReais } from '../../lib/format';
import { useDateFormat } from '../../lib/preferences';
import { actionsColumn, figureColumn, TruncatedText } from './columns';
import { type Column, DataTable, type TableSort } from './data-table';
import { DateWithLock, EditDeleteActions } from './row-actions';

/** What a page gives a ledger's table (payments, expenses): its rows and what a row's buttons do. */
export interface LedgerTableProps<T> {
  rows: T[];
  loading: boolean;
  busy: boolean;
  onEdit: (row: T) => void;
  onDelete: (row: T) => void;
  /** Whether the row's month is closed: a lock, and edit/delete disabled with the reason. */
  isLocked?: (row: T) => boolean;
}

/** A ledger's Valor column, in bold (second on phones, after the date). */
export function valorColumn<T extends { valor: number }>(): Column<T> {
  return figureColumn('valor', 'Valor', (row) => formatReais(row.valor), {
    className: 'font-medium text-zinc-900 dark:text-zinc-100 max-sm:order-2',
  });
}

/**
 * A ledger's table: Nº, Data (with the closed month's lock) and Descrição first, the ledger's own
 * `columns`, then Editar and Excluir.
 */
export function LedgerTable<T extends { id: number; numero: number; descricao: string }>({
  rows,
  loading,
  busy,
  onEdit,
  onDelete,
  isLocked = () => false,
  caption,
  dateOf,
  descriptionClassName,
  columns,
  actionsClassName,
  empty,
  leading = [],
  description = (row) => <TruncatedText text={row.descricao} />,
  dateSortKey,
  sort,
  className,
}: LedgerTableProps<T> & {
  caption: string;
  dateOf: (row: T) => string;
  /** The description's width: it takes the room the other columns leave, and truncates within it. */
  descriptionClassName: string;
  columns: Column<T>[];
  actionsClassName?: string;
  empty: ReactNode;
  /** Columns before Data (a row's selection box). */
  leading?: Column<T>[];
  /** The description's cell; by default one line, cut to the column's width. */
  description?: (row: T) => ReactNode;
  /** The `sort` key of the Data column, when the list can be ordered by date. */
  dateSortKey?: string;
  sort?: TableSort;
  /** The table's box (a `@container` for columns that fold into others when it is narrow). */
  className?: string;
}) {
  const { formatDate } = useDateFormat();
  const all: Column<T>[] = [
    ...leading,
    // The company's own number of the row (docs/product-rules.md "Numbers"), as in its CSV.
    {
      key: 'numero',
      header: 'Nº',
      cell: (row) => row.numero,
      className: 'whitespace-nowrap tabular-nums text-zinc-500 dark:text-zinc-400 max-sm:order-1',
    },
    {
      key: 'data',
      header: 'Data',
      sortKey: dateSortKey,
      cell: (row) => <DateWithLock text={formatDate(dateOf(row))} locked={isLocked(row)} />,
      className: 'whitespace-nowrap tabular-nums max-sm:order-1',
    },
    {
      key: 'descricao',
      header: 'Descrição',
      mobile: 'title',
      className: descriptionClassName,
      cell: description,
    },
    ...columns,
    actionsColumn(
      'acoes',
      (row) => <EditDeleteActions locked={isLocked(row)} onEdit={() => onEdit(row)} onDelete={() => onDelete(row)} />,
      actionsClassName,
    ),
  ];
  return (
    <DataTable
      caption={caption}
      columns={all}
      rows={rows}
      rowKey={(row) => row.id}
      loading={loading}
      busy={busy}
      empty={empty}
      sort={sort}
      className={className}
    />
  );
}
