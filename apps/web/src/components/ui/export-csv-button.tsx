import { FileSpreadsheet } from 'lucide-react';
import { type QueryParams, requestBlob } from '../../lib/api';
import { Button } from './button';
import { useDownload } from './use-download';

export const CSV_ERROR = 'Erro ao exportar CSV';

/**
 * 'Exportar CSV' of a list: the rows of its current filters, line by line (ADR 023). The server
 * names the file (`pagamentos-2026-10-01-a-2026-10-31.csv`); `fallbackName` is for a response without one.
 */
export function ExportCsvButton({
  path,
  query,
  fallbackName,
}: {
  path: string;
  query: QueryParams;
  fallbackName: string;
}) {
  const csv = useDownload(
    () => requestBlob(path, { query }).then(({ blob, filename }) => ({ blob, filename: filename ?? fallbackName })),
    { failure: CSV_ERROR },
  );
  return (
    <Button variant="secondary" onClick={() => csv.mutate()} loading={csv.isPending}>
      {!csv.isPending && <FileSpreadsheet className="size-4" aria-hidden="true" />}
      Exportar CSV
    </Button>
  );
}
