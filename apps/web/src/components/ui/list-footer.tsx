import { Pagination } from './pagination';

/** Below a paginated list: how many rows match ('1 despesa' / '42 despesas') and the pages. */
export function ListFooter({
  total,
  noun,
  page,
  totalPages,
  onPageChange,
  disabled,
}: {
  total: number | undefined;
  /** Singular and plural, e.g. ['despesa', 'despesas']. */
  noun: [string, string];
  page: number;
  totalPages: number;
  onPageChange: (page: number) => void;
  disabled?: boolean;
}) {
  return (
    <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
      {total !== undefined && total > 0 && (
        <p className="pt-4 text-sm text-zinc-500 dark:text-zinc-400">
          {total === 1 ? `1 ${noun[0]}` : `${total} ${noun[1]}`}
        </p>
      )}
      <div className="sm:ml-auto sm:min-w-80">
        <Pagination page={page} totalPages={totalPages} onPageChange={onPageChange} disabled={disabled} />
      </div>
    </div>
  );
}
