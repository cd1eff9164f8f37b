import type { ReactNode } from 'react';
import { cn } from '../../lib/cn';
import type { Column } from './data-table';

/** The footer's first cell of a table with totals. */
export const TOTAL = 'TOTAIS';

/** The columns that apply: `condition && column` leaves a column out. */
export function columnsWhere<T>(...columns: Array<Column<T> | false>): Column<T>[] {
  return columns.filter((column): column is Column<T> => column !== false);
}

/**
 * A figure column: right-aligned and never broken across lines ('R$' stays with its number);
 * `className` adds to that, `footer` is its TOTAIS cell.
 */
export function figureColumn<T>(
  key: string,
  header: string,
  cell: (row: T) => ReactNode,
  options: { footer?: ReactNode; className?: string } = {},
): Column<T> {
  return {
    key,
    header,
    align: 'right',
    className: cn('whitespace-nowrap', options.className),
    cell,
    footer: options.footer,
  };
}

/**
 * A figure column whose header is long ('Comissão a descontar dos pendentes'): the header wraps
 * when rows stack on phones; the figure, and its TOTAIS cell, never do.
 */
export function longFigureColumn<T>(key: string, header: string, cell: (row: T) => string, footer: string): Column<T> {
  return {
    key,
    header,
    align: 'right',
    className: 'sm:whitespace-nowrap',
    cell: (row) => <span className="whitespace-nowrap">{cell(row)}</span>,
    footer: <span className="whitespace-nowrap">{footer}</span>,
  };
}

/** The row's buttons: the last column, right-aligned, at the end of the row on phones. */
export function actionsColumn<T>(key: string, cell: (row: T) => ReactNode, className = 'whitespace-nowrap'): Column<T> {
  return { key, header: 'Ações', align: 'right', mobile: 'actions', className, cell };
}

/** A row's name in bold, with an optional note after it: 'Ana (você)'. */
export function NameText({ name, note }: { name: string; note?: string | false }) {
  return (
    <span className="font-medium text-zinc-900 dark:text-zinc-100">
      {name}
      {note && <span className="ml-1.5 text-xs font-normal text-zinc-500 dark:text-zinc-400">{note}</span>}
    </span>
  );
}

/** A row's title in bold, cut to the column's width; the whole text in its tooltip. */
export function TruncatedText({ text }: { text: string }) {
  return (
    <span className="block truncate font-medium text-zinc-900 dark:text-zinc-100" title={text}>
      {text}
    </span>
  );
}

/** What a row does not have ('Sem email', 'Não informado'), in muted italics. */
export function Missing({ children }: { children: string }) {
  return <span className="text-zinc-500 italic dark:text-zinc-400">{children}</span>;
}

const ALIGN = { left: 'text-left', right: 'text-right' } as const;

/**
 * The header cells of a table laid out by hand (not a DataTable): a `<th scope="col">` a column,
 * each `[label, align]`, with the cells' `className`.
 */
export function HeadCells({
  columns,
  className,
}: {
  columns: ReadonlyArray<readonly [label: string, align?: keyof typeof ALIGN]>;
  className: string;
}) {
  return (
    <>
      {columns.map(([label, align]) => (
        <th key={label} scope="col" className={cn(className, align && ALIGN[align])}>
          {label}
        </th>
      ))}
    </>
  );
}
