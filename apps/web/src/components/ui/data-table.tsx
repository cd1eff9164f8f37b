import { MSG } from '@livro-caixa/domain';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import { Spinner } from './spinner';

export interface Column<T> {
  key: string;
  /** Header text; also the cell's label when rows stack on phones. */
  header: string;
  cell: (row: T) => ReactNode;
  align?: 'left' | 'right' | 'center';
  /** Extra classes for this column's cells. */
  className?: string;
  /** Extra classes for this column's header (e.g. hidden where its cells are). */
  headerClassName?: string;
  /**
   * On phones (stacked rows): 'title' shows the cell as the row's heading, without label;
   * 'actions' puts the cell at the end, right-aligned, without label.
   */
  mobile?: 'title' | 'actions';
  /** Content of this column in the footer row (e.g. TOTAIS). */
  footer?: ReactNode;
  /** What the header shows instead of `header` (a 'select all' box); `header` stays its name on phones. */
  headerContent?: ReactNode;
  /** The list can be ordered by this column (`sort` of the table): its header is a button, with aria-sort. */
  sortKey?: string;
}

/** The order a table shows (its `sortKey` and direction) and what a click on a sortable header does. */
export interface TableSort {
  key: string;
  order: 'asc' | 'desc';
  onSort: (key: string) => void;
}

const ALIGN = { left: 'text-left', right: 'text-right', center: 'text-center' } as const;

// Phones: every row becomes a small card, its cells in two columns, each under its label (from
// data-label), so the figures stay readable without scrolling sideways. From `sm` up it is a plain
// table, which scrolls horizontally inside its card when the screen is narrower than the columns.
const STACK = {
  table: 'max-sm:block',
  head: 'max-sm:hidden',
  body: 'max-sm:block',
  row: 'max-sm:grid max-sm:grid-cols-2 max-sm:gap-x-4 max-sm:gap-y-2.5 max-sm:px-4 max-sm:py-3.5',
  cell: cn(
    'max-sm:flex max-sm:min-w-0 max-sm:flex-col max-sm:items-start max-sm:gap-0.5 max-sm:p-0 max-sm:text-left',
    'max-sm:before:text-xs max-sm:before:font-medium max-sm:before:text-zinc-500',
    'max-sm:before:content-[attr(data-label)] dark:max-sm:before:text-zinc-400',
  ),
  title:
    'max-sm:order-first max-sm:col-span-2 max-sm:block max-sm:p-0 max-sm:text-left max-sm:text-[0.9375rem] max-sm:font-medium',
  actions: 'max-sm:order-last max-sm:col-span-2 max-sm:flex max-sm:justify-end max-sm:p-0 max-sm:-mt-1',
  full: 'max-sm:block',
} as const;

/**
 * The one table of the app: columns as data, an empty text, a loading state and an optional
 * footer row. `stack` (default) turns rows into labelled blocks on phones.
 */
export function DataTable<T>({
  columns,
  rows,
  rowKey,
  rowClassName,
  caption,
  empty,
  loading = false,
  busy = false,
  stack = true,
  className,
  sort,
}: {
  columns: readonly Column<T>[];
  rows: readonly T[];
  rowKey: (row: T) => string | number;
  rowClassName?: (row: T) => string | false | undefined;
  /** Accessible name of the table (visually hidden). */
  caption: string;
  /** Shown as the only row when there are no rows. */
  empty: ReactNode;
  /** No data yet: a spinner row. */
  loading?: boolean;
  /** Data shown but being refreshed: dimmed. */
  busy?: boolean;
  stack?: boolean;
  className?: string;
  /** The order shown: sortable columns' headers are buttons that change it. */
  sort?: TableSort;
}) {
  const hasFooter = columns.some((column) => column.footer !== undefined);
  const s = (key: keyof typeof STACK) => (stack ? STACK[key] : false);

  const cellClasses = (column: Column<T>) =>
    cn(
      'px-2.5 py-2.5 align-middle sm:first:pl-4 sm:last:pr-4',
      ALIGN[column.align ?? 'left'],
      column.align === 'right' && 'tabular-nums',
      column.className,
      column.mobile === 'title' ? s('title') : column.mobile === 'actions' ? s('actions') : s('cell'),
    );
  const label = (column: Column<T>) => (stack && !column.mobile ? column.header : undefined);
  /**
   * A table wider than its card scrolls sideways; its actions stay in sight at the right edge (a
   * list of many columns beside the sidebar, at 1280 px), over the cells that scroll under them.
   */
  const pinned = (column: Column<T>, background: string) =>
    column.mobile === 'actions' &&
    cn('sm:sticky sm:right-0 sm:z-[1] sm:shadow-[-10px_0_10px_-10px_rgb(0_0_0/0.25)]', background);

  return (
    <div className={cn('overflow-x-auto', className)}>
      <table className={cn('w-full border-collapse text-sm', s('table'))} aria-busy={busy || loading || undefined}>
        <caption className="sr-only">{caption}</caption>
        <thead className={cn('border-b border-zinc-200 dark:border-zinc-800', s('head'))}>
          <tr>
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                aria-sort={ariaSort(column, sort)}
                className={cn(
                  'bg-zinc-50 px-2.5 py-2.5 text-xs font-medium whitespace-nowrap text-zinc-500 first:pl-4 last:pr-4 dark:bg-zinc-900/60 dark:text-zinc-400',
                  ALIGN[column.align ?? 'left'],
                  column.headerClassName,
                  pinned(column, 'sm:bg-zinc-50 sm:dark:bg-zinc-900'),
                )}
              >
                {sort && column.sortKey ? (
                  <SortButton column={column} sort={sort} />
                ) : (
                  (column.headerContent ?? column.header)
                )}
              </th>
            ))}
          </tr>
        </thead>
        <tbody
          className={cn(
            'divide-y divide-zinc-200 text-zinc-800 transition-opacity dark:divide-zinc-800 dark:text-zinc-200',
            busy && 'opacity-60',
            s('body'),
          )}
        >
          {loading ? (
            <tr className={cn(s('full'))}>
              <td colSpan={columns.length} className={cn('px-4 py-10', s('full'))}>
                <div role="status" className="flex items-center justify-center gap-2 text-zinc-500 dark:text-zinc-400">
                  <Spinner className="size-5" />
                  {MSG.loading}
                </div>
              </td>
            </tr>
          ) : rows.length === 0 ? (
            <tr className={cn(s('full'))}>
              <td
                colSpan={columns.length}
                className={cn(
                  'px-4 text-center text-zinc-600 dark:text-zinc-400',
                  typeof empty === 'string' ? 'py-10' : 'py-2',
                  s('full'),
                )}
              >
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr
                key={rowKey(row)}
                className={cn('hover:bg-zinc-50/80 dark:hover:bg-zinc-800/40', s('row'), rowClassName?.(row))}
              >
                {columns.map((column) => (
                  <td
                    key={column.key}
                    data-label={label(column)}
                    className={cn(cellClasses(column), pinned(column, 'sm:bg-white sm:dark:bg-zinc-900'))}
                  >
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
        {hasFooter && !loading && rows.length > 0 && (
          <tfoot
            className={cn(
              'border-t-2 border-zinc-200 bg-zinc-50 font-semibold text-zinc-900 dark:border-zinc-700 dark:bg-zinc-900/60 dark:text-zinc-50',
              s('body'),
            )}
          >
            <tr className={cn(s('row'))}>
              {columns.map((column) => (
                <td
                  key={column.key}
                  data-label={column.footer !== undefined && column.footer !== null ? label(column) : undefined}
                  className={cn(
                    cellClasses(column),
                    (column.footer === undefined || column.footer === null) && stack && 'max-sm:hidden',
                  )}
                >
                  {column.footer}
                </td>
              ))}
            </tr>
          </tfoot>
        )}
      </table>
    </div>
  );
}

function ariaSort<T>(column: Column<T>, sort: TableSort | undefined) {
  if (!sort || !column.sortKey) return undefined;
  if (sort.key !== column.sortKey) return 'none';
  return sort.order === 'asc' ? 'ascending' : 'descending';
}

/** A sortable header: its name and an arrow for the order shown (both ways when it is another column's). */
function SortButton<T>({ column, sort }: { column: Column<T>; sort: TableSort }) {
  const active = sort.key === column.sortKey;
  const Icon = !active ? ArrowUpDown : sort.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <button
      type="button"
      onClick={() => sort.onSort(column.sortKey as string)}
      className={cn(
        '-mx-1.5 inline-flex cursor-pointer items-center gap-1 rounded px-1.5 py-0.5 font-medium hover:text-zinc-900 dark:hover:text-zinc-100',
        'focus-visible:outline-2 focus-visible:outline-emerald-600 dark:focus-visible:outline-emerald-400',
        active && 'text-zinc-900 dark:text-zinc-100',
        column.align === 'right' && 'flex-row-reverse',
      )}
    >
      {column.header}
      <Icon className={cn('size-3.5 shrink-0', !active && 'opacity-50')} aria-hidden="true" />
    </button>
  );
}
